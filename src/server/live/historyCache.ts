/**
 * The embedded live endpoint's answers to history reads, kept for a short while (DESIGN §1 "rate limiting
 * must never lock out a crowd behind one address": cached answers are not counted; issue 28 case 2).
 *
 * A crowd behind one arena address boots the same pages: every scoreboard reads the same goals channels'
 * history pages (the server render once, the browser once), so the same few answers are asked for thousands
 * of times. Each answer is built once and kept under a key of the query as parsed (channels, range, page
 * size, fields; not the SDK's per-client `uuid`, `requestid` or `pnsdk`) and of each channel's VERSION in the
 * hub: its length and its newest timetoken. A publish (or a channel dropped) changes the version, so an
 * answer built before it is never served after it: a page whose range is still open is always fresh, while
 * a finished channel's page is answered from here until it is idle.
 *
 * Building an answer is synchronous (the hub's log is in memory), so two identical reads are never in
 * flight together: the first builds and stores, the next is a hit. Memory is bounded by entries and by
 * bytes (least recently used first) and every entry lives at most `ttlMs`.
 */
import type { LiveHub, LiveMessage } from './hub';

export interface HistoryCacheOptions {
  /** Answers kept at most. */
  maxEntries: number;
  /** Estimated bytes of all kept answers and keys (one byte a character; history text is mostly ASCII). */
  maxBytes: number;
  /** How long an answer is kept after it was built. */
  ttlMs: number;
  /** Monotonic clock in ms (injectable for tests). */
  nowMs: () => number;
}

/**
 * decided here: a day of the demo has some tens of live channels; a page of 100 busy messages is about
 * 40 KB, a goals page a few KB. 2,000 entries and 8 MiB hold every page a crowd reads many times over, and
 * ten seconds bound how long an answer nobody asks for again stays.
 */
export const DEFAULT_HISTORY_CACHE: HistoryCacheOptions = {
  maxEntries: 2_000,
  maxBytes: 8 * 1024 * 1024,
  ttlMs: 10_000,
  nowMs: () => performance.now(),
};

export interface HistoryCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export interface HistoryCache {
  /** The answer kept under `key`, or undefined (unknown or expired). */
  get(key: string): string | undefined;
  /** Keeps `body` under `key` (an answer larger than maxBytes is not kept). */
  set(key: string, body: string): void;
  stats(): HistoryCacheStats;
}

interface Entry {
  body: string;
  bytes: number;
  expiresMs: number;
}

export function createHistoryCache(overrides: Partial<HistoryCacheOptions> = {}): HistoryCache {
  const { maxEntries, maxBytes, ttlMs, nowMs } = { ...DEFAULT_HISTORY_CACHE, ...overrides };
  // Insertion order is recency order: a hit moves its entry to the end.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const forget = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined || entry.expiresMs <= nowMs()) {
        if (entry !== undefined) forget(key, entry);
        misses += 1;
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      hits += 1;
      return entry.body;
    },

    set(key, body) {
      const size = key.length + body.length;
      if (size > maxBytes || maxEntries <= 0) return;
      const old = entries.get(key);
      if (old !== undefined) forget(key, old);
      entries.set(key, { body, bytes: size, expiresMs: nowMs() + ttlMs });
      bytes += size;
      for (const [oldest, entry] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        forget(oldest, entry);
      }
    },

    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}

/**
 * What a channel's history answers depend on in the hub: its length and its newest timetoken. Any publish
 * changes the newest; a channel dropped (or never published) is empty; trimming happens only on a publish.
 */
export function channelVersion(hub: Pick<LiveHub, 'messages'>, channel: string): string {
  const log = hub.messages(channel);
  const newest: LiveMessage | undefined = log[log.length - 1];
  return `${log.length}@${newest?.tt ?? ''}`;
}
