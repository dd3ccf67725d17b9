/**
 * A fake live feed with the paging semantics of PubNub's fetchMessages (newest page first, `start`
 * exclusive, items oldest first inside a page, at most 100; with `after`, the oldest page newer than it)
 * and a controllable subscription.
 */
import type { Connectivity, LiveFeed, LiveFeedListener, LiveFeedMessage, LiveFeedStatus } from '../../src/client/services/liveFeed';
import type { LiveEvent } from '../../src/shared/contract/live';
import { compareTimetokens } from '../../src/client/domain/live/time';

export interface FakeFeed extends LiveFeed {
  log: Record<string, LiveFeedMessage[]>;
  historyCalls: string[];
  /** Every history read with its range (issue 26: `after` is a read of what is newer than a cursor). */
  historyReads: { channel: string; start?: string; after?: string }[];
  listeners: Set<{ channels: readonly string[]; listener: LiveFeedListener }>;
  /** Publishes: appended to the log and delivered to subscribers (unless `deliver` is false). */
  publish(channel: string, event: LiveEvent, deliver?: boolean): LiveFeedMessage;
  status(status: LiveFeedStatus): void;
  failHistory: number;
  /** What `probe()` answers (the server is up); `probeCalls` counts the probes. */
  reachable: boolean;
  probeCalls: number;
}

export function fakeFeed(): FakeFeed {
  let clock = 17_000_000_000_000_000n;
  const feed: FakeFeed = {
    log: {},
    historyCalls: [],
    historyReads: [],
    listeners: new Set(),
    failHistory: 0,
    reachable: true,
    probeCalls: 0,
    probe() {
      feed.probeCalls += 1;
      return Promise.resolve(feed.reachable);
    },
    fetchHistory(channel, start, after) {
      feed.historyCalls.push(`${channel}${start ? ` start=${start}` : ''}`);
      feed.historyReads.push({ channel, ...(start === undefined ? {} : { start }), ...(after === undefined ? {} : { after }) });
      if (feed.failHistory > 0) {
        feed.failHistory -= 1;
        return Promise.reject(new Error('history failed'));
      }
      if (after !== undefined) return Promise.resolve((feed.log[channel] ?? []).filter((m) => compareTimetokens(m.timetoken, after) > 0).slice(0, 100));
      const older = (feed.log[channel] ?? []).filter((m) => start === undefined || compareTimetokens(m.timetoken, start) < 0);
      return Promise.resolve(older.slice(-100));
    },
    subscribe(channels, listener) {
      const entry = { channels, listener };
      feed.listeners.add(entry);
      return { stop: () => feed.listeners.delete(entry) };
    },
    stop() {
      feed.listeners.clear();
    },
    publish(channel, event, deliver = true) {
      clock += 10_000n;
      const message = { channel, timetoken: String(clock), message: event };
      (feed.log[channel] ??= []).push(message);
      if (deliver) for (const { channels, listener } of feed.listeners) if (channels.includes(channel)) listener.onMessage(message);
      return message;
    },
    status(status) {
      for (const { listener } of feed.listeners) listener.onStatus(status);
    },
  };
  return feed;
}

export interface FakeConnectivity extends Connectivity {
  set(online: boolean): void;
}

export function fakeConnectivity(): FakeConnectivity {
  const listeners = new Set<(online: boolean) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(online) {
      for (const l of listeners) l(online);
    },
  };
}
