/**
 * The embedded live endpoint's message store (DESIGN §5): timetokens, a bounded per-channel log and the
 * listeners of held long-polls. It knows nothing of HTTP, so one hub can outlive an app instance (a test
 * restarts the server on the same log) and the simulator publishes into it in-process.
 *
 * Timetokens are PubNub's: wall-clock milliseconds × 10 000, as 17-digit strings, strictly increasing
 * (a collision is bumped by one). They follow the real clock, not DEMO_NOW, so a restarted process
 * never issues a timetoken a client has already passed.
 */

/** One published message as stored in the log. */
export interface LiveMessage {
  channel: string;
  timetoken: bigint;
  /** `timetoken` as the 17-digit text the wire carries. */
  tt: string;
  /** The publisher's uuid (`i` of the envelope). */
  publisher: string;
  payload: unknown;
  /** `payload` serialized once, spliced into every response that carries it. */
  json: string;
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
  listeners: number;
  published: number;
}

export type LiveListener = (message: LiveMessage) => void;

export interface LiveHub {
  /** Appends `payload` to `channel`'s log, wakes its listeners, and returns the timetoken. */
  publish(channel: string, payload: unknown, publisher: string): string;
  /** A fresh timetoken: everything published afterwards is strictly greater (the handshake cursor). */
  cursor(): string;
  /** Messages of `channels` with a timetoken greater than `after`, oldest first, at most `limit`. */
  after(channels: readonly string[], after: bigint, limit: number): LiveMessage[];
  /** One channel's messages in a time range (history), oldest first. */
  history(channel: string, query: HistoryQuery): LiveMessage[];
  /** The whole log of a channel, oldest first (empty when unknown). */
  messages(channel: string): readonly LiveMessage[];
  /** Calls `listener` for every message later published on one of `channels`; returns the unsubscribe. */
  listen(channels: readonly string[], listener: LiveListener): () => void;
  stats(): LiveHubStats;
}

export interface LiveHubOptions {
  /** Messages kept per channel (the oldest are dropped). Default 10 000. */
  maxMessagesPerChannel?: number;
  /** Channels kept; the least recently published is dropped first. Default 2 000. */
  maxChannels?: number;
  /** Wall clock in epoch ms (injectable for tests). */
  nowMs?: () => number;
}

export const DEFAULT_MAX_MESSAGES_PER_CHANNEL = 10_000;
export const DEFAULT_MAX_CHANNELS = 2_000;
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
  const nowMs = options.nowMs ?? (() => Date.now());
  // Insertion order is recency order: a publish moves its channel to the end.
  const logs = new Map<string, LiveMessage[]>();
  const listeners = new Map<string, Set<LiveListener>>();
  let last = 0n;
  let published = 0;

  const next = (): bigint => {
    const now = BigInt(Math.floor(nowMs())) * TICKS_PER_MS;
    last = now > last ? now : last + 1n;
    return last;
  };

  return {
    publish(channel, payload, publisher) {
      const timetoken = next();
      const message: LiveMessage = { channel, timetoken, tt: timetoken.toString(), publisher, payload, json: JSON.stringify(payload) };
      let log = logs.get(channel);
      if (log) logs.delete(channel);
      else log = [];
      logs.set(channel, log);
      log.push(message);
      if (log.length > maxMessages) log.splice(0, log.length - maxMessages);
      if (logs.size > maxChannels) {
        const oldest = logs.keys().next();
        if (!oldest.done) logs.delete(oldest.value);
      }
      published += 1;
      const waiting = listeners.get(channel);
      if (waiting) for (const listener of [...waiting]) listener(message);
      return message.tt;
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

    stats() {
      let messages = 0;
      for (const log of logs.values()) messages += log.length;
      let waiting = 0;
      for (const set of listeners.values()) waiting += set.size;
      return { channels: logs.size, messages, listeners: waiting, published };
    },
  };
}
