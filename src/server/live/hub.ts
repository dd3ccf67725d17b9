/**
 * The embedded live endpoint's message store (DESIGN §5): timetokens, a bounded per-channel log and the
 * listeners of held long-polls. It knows nothing of HTTP, so one hub can outlive an app instance (a test
 * restarts the server on the same log) and the simulator publishes into it in-process.
 *
 * Timetokens are PubNub's: wall-clock milliseconds × 10 000, as 17-digit strings, strictly increasing
 * (a collision is bumped by one). They follow the real clock, not DEMO_NOW, so a restarted process
 * never issues a timetoken a client has already passed; messages restored from the journal (issue 28,
 * journal.ts) keep theirs, and the next timetoken is later than every one restored, even if the clock
 * went back across the restart.
 */

/** One published message as stored in the log. */
export interface LiveMessage {
  readonly channel: string;
  readonly timetoken: bigint;
  /** `timetoken` as the 17-digit text the wire carries. */
  readonly tt: string;
  /** The publisher's uuid (`i` of the envelope). */
  readonly publisher: string;
  /** The message, parsed from `json` on each read (a fresh copy): only the text is kept (issue 14). */
  readonly payload: unknown;
  /** The payload serialized once, spliced into every response that carries it. */
  readonly json: string;
}

/**
 * A stored message. Issue 14, bounded in memory: a day of demo feeds is some 50,000 messages, and keeping
 * each payload parsed beside its text doubled what they cost; every response splices the text, and only the
 * rare live-events fetch reads the payload, so it is parsed then.
 */
class StoredMessage implements LiveMessage {
  constructor(
    readonly channel: string,
    readonly timetoken: bigint,
    readonly tt: string,
    readonly publisher: string,
    readonly json: string,
  ) {}

  get payload(): unknown {
    return JSON.parse(this.json) as unknown;
  }
}

export interface HistoryQuery {
  /** Exclusive upper bound: only messages older than this. */
  start?: bigint;
  /** Inclusive lower bound: only messages at or after this. */
  end?: bigint;
  max: number;
  /** true: the oldest `max` of the range; false (default): the newest `max`. Items are oldest first either way. */
  oldestFirst?: boolean;
}

export interface LiveHubStats {
  channels: number;
  messages: number;
  /** The estimated heap bytes of the logs (see messageBytes), which `maxBytes` bounds. */
  bytes: number;
  listeners: number;
  published: number;
}

export type LiveListener = (message: LiveMessage) => void;

/** A message as the journal keeps it: what `restore` puts back with its original timetoken. */
export interface RestoredMessage {
  readonly channel: string;
  readonly timetoken: bigint;
  readonly publisher: string;
  readonly json: string;
}

/** Where durable publishes are written before they are stored (journal.ts); `append` throws when it could not. */
export interface LiveHubJournal {
  append(message: LiveMessage): void;
}

export interface PublishOptions {
  /**
   * Issue 28: written to the hub's journal (when it has one) before it is stored or any listener hears of
   * it; if the write fails, `publish` throws and nothing was published. The endpoint's publishes (a scorer's
   * feed, LIVE_PUBLISH_KEY) are durable; the simulator's are not: its feeds rebuild themselves on start.
   */
  durable?: boolean;
  /**
   * Issue 29 case 4: a feed's backlog sent late (the simulator's history at a feed's start): stored and heard
   * by subscribers like any message, but not news to `listenAll`'s listeners (no goal alert for the past).
   */
  history?: boolean;
}

export interface LiveHub {
  /** Appends `payload` to `channel`'s log, wakes its listeners, and returns the timetoken. */
  publish(channel: string, payload: unknown, publisher: string, options?: PublishOptions): string;
  /**
   * Puts a journaled message back with its own timetoken (issue 28, at start, before anything publishes):
   * the same bounds apply, no listener is woken, and it does not count as published. A message not later
   * than its channel's newest is skipped (the log stays sorted); returns whether it was kept.
   */
  restore(message: RestoredMessage): boolean;
  /** A fresh timetoken: everything published afterwards is strictly greater (the handshake cursor). */
  cursor(): string;
  /** Messages of `channels` with a timetoken greater than `after`, oldest first, at most `limit`. */
  after(channels: readonly string[], after: bigint, limit: number): LiveMessage[];
  /** One channel's messages in a time range (history), oldest first. */
  history(channel: string, query: HistoryQuery): LiveMessage[];
  /** The whole log of a channel, oldest first (empty when unknown). */
  messages(channel: string): readonly LiveMessage[];
  /**
   * Forgets the logs of `channels` (issue 14: the live simulator drops a match's channels once its day and
   * live window are over). Held long-polls on them keep waiting for new messages.
   */
  drop(channels: readonly string[]): void;
  /** Calls `listener` for every message later published on one of `channels`; returns the unsubscribe. */
  listen(channels: readonly string[], listener: LiveListener): () => void;
  /**
   * Calls `listener` for every message later published on any channel as news (issue 29 case 4: the Web Push
   * sender follows every match's goals channel); returns the unsubscribe. Neither restored messages nor those
   * published as history (PublishOptions.history) are heard.
   */
  listenAll(listener: LiveListener): () => void;
  stats(): LiveHubStats;
}

export interface LiveHubOptions {
  /** Messages kept per channel (the oldest are dropped). Default 10 000. */
  maxMessagesPerChannel?: number;
  /** Channels kept; the least recently published is dropped first. Default 2 000. */
  maxChannels?: number;
  /**
   * Estimated bytes of all logs together (issue 14, bounded in memory): over it, the least recently
   * published channels are dropped whole (a partial history would page as if complete); a single channel
   * larger than the bound loses its oldest messages. Default DEFAULT_MAX_BYTES.
   */
  maxBytes?: number;
  /** Wall clock in epoch ms (injectable for tests). */
  nowMs?: () => number;
  /** Issue 28: where durable publishes are written first (journal.ts); none: memory only. */
  journal?: LiveHubJournal;
}

export const DEFAULT_MAX_MESSAGES_PER_CHANNEL = 10_000;
export const DEFAULT_MAX_CHANNELS = 2_000;
/** A day of the demo's feeds takes about 30 MiB (60 feeds, 54,000 messages at 18:00); external publishers get the rest. */
export const DEFAULT_MAX_BYTES = 96 * 1024 * 1024;
/**
 * The estimated heap bytes of one stored message: its JSON text (one byte a character) and the record with
 * its timetoken and 17-digit text (measured on Node 20 with --expose-gc over a day of demo feeds, issue 14).
 */
export function messageBytes(message: Pick<LiveMessage, 'json'>): number {
  return 260 + message.json.length;
}
const TICKS_PER_MS = 10_000n;

/** The index of the first message with a timetoken greater than `after` (binary search on a sorted log). */
function firstAfter(log: readonly LiveMessage[], after: bigint): number {
  let low = 0;
  let high = log.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((log[middle] as LiveMessage).timetoken > after) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function createLiveHub(options: LiveHubOptions = {}): LiveHub {
  const maxMessages = options.maxMessagesPerChannel ?? DEFAULT_MAX_MESSAGES_PER_CHANNEL;
  const maxChannels = options.maxChannels ?? DEFAULT_MAX_CHANNELS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const nowMs = options.nowMs ?? (() => Date.now());
  // Insertion order is recency order: a publish moves its channel to the end.
  const logs = new Map<string, LiveMessage[]>();
  const listeners = new Map<string, Set<LiveListener>>();
  const everyChannel = new Set<LiveListener>();
  const bytesOf = new Map<string, number>();
  let totalBytes = 0;
  let last = 0n;
  let published = 0;

  const forget = (channel: string) => {
    if (!logs.delete(channel)) return;
    totalBytes -= bytesOf.get(channel) ?? 0;
    bytesOf.delete(channel);
  };
  /** Drops the oldest `count` messages of a channel's log. */
  const trim = (channel: string, log: LiveMessage[], count: number) => {
    let freed = 0;
    for (const message of log.splice(0, count)) freed += messageBytes(message);
    bytesOf.set(channel, (bytesOf.get(channel) ?? 0) - freed);
    totalBytes -= freed;
  };

  const next = (): bigint => {
    const now = BigInt(Math.floor(nowMs())) * TICKS_PER_MS;
    last = now > last ? now : last + 1n;
    return last;
  };

  /** Adds a message to its channel's log and applies the bounds. */
  const store = (message: LiveMessage) => {
    const { channel } = message;
    let log = logs.get(channel);
    if (log) logs.delete(channel);
    else log = [];
    logs.set(channel, log);
    log.push(message);
    const bytes = messageBytes(message);
    bytesOf.set(channel, (bytesOf.get(channel) ?? 0) + bytes);
    totalBytes += bytes;
    if (log.length > maxMessages) trim(channel, log, log.length - maxMessages);
    // The least recently published channels go first; the one just published to only loses old messages.
    for (const oldest of logs.keys()) {
      if (logs.size <= maxChannels && totalBytes <= maxBytes) break;
      if (oldest === channel) break;
      forget(oldest);
    }
    if (totalBytes > maxBytes) {
      let excess = totalBytes - maxBytes;
      let count = 0;
      while (count < log.length - 1 && excess > 0) {
        excess -= messageBytes(log[count] as LiveMessage);
        count += 1;
      }
      trim(channel, log, count);
    }
  };

  return {
    publish(channel, payload, publisher, { durable = false, history = false } = {}) {
      const timetoken = next();
      const message = new StoredMessage(channel, timetoken, timetoken.toString(), publisher, JSON.stringify(payload) ?? 'null');
      // On disk before anyone can see it: a message a subscriber or the publisher's 200 has seen survives a crash.
      if (durable) options.journal?.append(message);
      store(message);
      published += 1;
      const waiting = listeners.get(channel);
      if (waiting) for (const listener of [...waiting]) listener(message);
      if (!history) for (const listener of [...everyChannel]) listener(message);
      return message.tt;
    },

    restore({ channel, timetoken, publisher, json }) {
      const log = logs.get(channel);
      const newest = log?.[log.length - 1];
      if (newest && newest.timetoken >= timetoken) return false;
      if (timetoken > last) last = timetoken;
      store(new StoredMessage(channel, timetoken, timetoken.toString(), publisher, json));
      return true;
    },

    cursor: () => next().toString(),

    after(channels, after, limit) {
      const found: LiveMessage[] = [];
      for (const channel of new Set(channels)) {
        const log = logs.get(channel);
        if (!log) continue;
        const from = firstAfter(log, after);
        // Each channel contributes at most `limit`: the merged first `limit` cannot need more.
        for (let index = from; index < log.length && index < from + limit; index += 1) found.push(log[index] as LiveMessage);
      }
      found.sort((a, b) => (a.timetoken < b.timetoken ? -1 : a.timetoken > b.timetoken ? 1 : 0));
      return found.length > limit ? found.slice(0, limit) : found;
    },

    history(channel, { start, end, max, oldestFirst = false }) {
      const log = logs.get(channel);
      if (!log || max <= 0) return [];
      // [from, to) is the range end ≤ tt < start.
      const from = end === undefined ? 0 : firstAfter(log, end - 1n);
      const to = start === undefined ? log.length : firstAfter(log, start - 1n);
      if (to <= from) return [];
      return oldestFirst ? log.slice(from, Math.min(to, from + max)) : log.slice(Math.max(from, to - max), to);
    },

    messages: (channel) => logs.get(channel) ?? [],

    drop(channels) {
      for (const channel of channels) forget(channel);
    },

    listen(channels, listener) {
      const unique = [...new Set(channels)];
      for (const channel of unique) {
        let set = listeners.get(channel);
        if (!set) {
          set = new Set();
          listeners.set(channel, set);
        }
        set.add(listener);
      }
      return () => {
        for (const channel of unique) {
          const set = listeners.get(channel);
          if (!set) continue;
          set.delete(listener);
          if (set.size === 0) listeners.delete(channel);
        }
      };
    },

    listenAll(listener) {
      everyChannel.add(listener);
      return () => {
        everyChannel.delete(listener);
      };
    },

    stats() {
      let messages = 0;
      for (const log of logs.values()) messages += log.length;
      let waiting = 0;
      for (const set of listeners.values()) waiting += set.size;
      return { channels: logs.size, messages, bytes: totalBytes, listeners: waiting, published };
    },
  };
}
