/**
 * Live sagas (SPEC §4 Live events, §7 Real-time connection, §8; DESIGN §5; STYLE.md eventChannel).
 *
 * Per open live match: fetch its events when nothing is known of it yet; then, per connection attempt,
 * subscribe into a buffer FIRST, read each channel's history since its cursor in pages of 100 until a
 * page has fewer than 100, apply it, and only then drain the buffer — so nothing falls between history and
 * subscription, and the reducer's per-channel cursor drops what was seen twice. Going offline stops the
 * connection until the device is online again, then reconnects at once.
 *
 * Noticing a loss and coming back (issue 11 case 11): a history error, or an SDK status that says the
 * subscription failed, ends the attempt at once; while connected, a watchdog probes the server whenever
 * nothing has arrived for `watchdogMs` (3 s), so a silent dead server is noticed within 5 s. Between
 * attempts a bounded exponential backoff applies, but attempts are probe-gated: a server seen down is
 * rejoined as soon as it answers again (after a short random spread, so a crowd does not return in one
 * instant), and a dead server is not hammered. Every loss reports how old the data on screen is.
 *
 * Broadcast delay (issue 16): the events of a followed match reach the store through one delay line per
 * view (`releaseHeld`), upstream of every reducer, so the score, the play-by-play, the clock and any chart
 * all show the delayed match. Each item counts as seen when it arrived (history: when it was published, at
 * the latest now) and comes out `delay` seconds later, strictly in arrival order; changing the delay
 * re-times what is held (shorter: what is due comes out at once; longer: what is not out yet waits) and
 * drops nothing. History read on opening is held the same way: what was published more than `delay` ago
 * shows at once, the last `delay` seconds come out as they would have on air. Connection statuses are not
 * delayed (they describe the link, not the match). Issue 24 case 6: the live-events fetch made on opening
 * goes through the same line (it used to reach the store at once, so the last `delay` seconds leaked), and
 * the delay in force is `selectFeedDelaySeconds` (none on a staff screen); the lists' goals feeds
 * (state/liveScores) use `releaseHeld` and `deliverTimed` too.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { buffers, channel as sagaChannel, eventChannel, type Channel, type EventChannel } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take, type ChannelPutEffect, type PutEffect } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { HISTORY_PAGE_SIZE, liveChannels, type LiveEvent } from '../../../shared/contract/live';
import { isMatchEnd } from '../../domain/live/clock';
import { compareTimetokens, timetokenMs } from '../../domain/live/time';
import { nextDueInMs, releaseDue, splitHistory, withHeld, type Held } from '../../domain/spoiler';
import type { Api } from '../../services/api';
import type { Clock } from '../../services/clock';
import { partsIntoTasks, type Connectivity, type LiveFeed, type LiveFeedMessage, type LiveFeedStatus, type LiveServices } from '../../services/liveFeed';
import { parseLiveEvent } from '../../../shared/wire/live';
import { errorMessage, requestProxy } from '../request';
import type { StateShape } from '../shape';
import { selectFeedDelaySeconds } from '../spoiler/selectors';
import { spoilerEvents } from '../spoiler/spoilerSlice';
import { liveEvents, type LiveMatchState, type LiveMessage } from './liveSlice';

/** Bound on history pages per channel and attempt (100 × 100 = 10 000 messages, twice MAX_EVENTS). */
export const MAX_HISTORY_PAGES = 100;

/** Backoff before reconnect attempt n (1…): 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 16) - 1));
}

/** The connection's timing (tests shrink it; the defaults are the product's). */
export interface LiveTiming {
  /** While connected: probe the server when nothing has arrived for this long (3 s + a 2 s probe ≤ 5 s). */
  watchdogMs: number;
  /** While reconnecting: how often to ask whether the server answers again. */
  retryProbeMs: number;
  /** Up to this long (random) before rejoining a server that is back. */
  jitterMs: number;
  backoffMs(attempt: number): number;
  /** Device epoch ms (the view compares it with Date.now()). */
  now(): number;
  random(): number;
  /** false: a long history is applied in one go, not batch by batch in tasks of their own (LiveServices.applyAtOnce). */
  yieldBetweenBatches?: boolean;
}

/** Whether the live work is parted into tasks (yields to the browser between batches and actions), as in the browser. */
const yieldsToBrowser = (timing: LiveTiming): boolean => timing.yieldBetweenBatches !== false;

export const LIVE_TIMING: LiveTiming = {
  watchdogMs: 3000,
  retryProbeMs: 1000,
  jitterMs: 750,
  backoffMs,
  now: () => Date.now(),
  random: () => Math.random(),
};

export type FeedItem = { kind: 'message'; message: LiveFeedMessage } | { kind: 'status'; status: LiveFeedStatus };

/** The feed's callbacks as a saga channel; closing the channel stops the subscription. */
export function feedChannel(feed: LiveFeed, channels: readonly string[]): EventChannel<FeedItem> {
  return eventChannel<FeedItem>((emit) => {
    const subscription = feed.subscribe(channels, {
      onMessage: (message) => emit({ kind: 'message', message }),
      onStatus: (status) => emit({ kind: 'status', status }),
    });
    return () => subscription.stop();
  }, buffers.expanding<FeedItem>(128));
}

/** The device's online/offline events as a saga channel. */
export function connectivityChannel(connectivity: Connectivity): EventChannel<{ online: boolean }> {
  return eventChannel<{ online: boolean }>((emit) => connectivity.subscribe((online) => emit({ online })), buffers.sliding(4));
}

function toMessages(page: readonly LiveFeedMessage[]): LiveMessage[] {
  const out: LiveMessage[] = [];
  for (const item of page) {
    const event = parseLiveEvent(item.message, item.timetoken);
    if (event) out.push({ timetoken: item.timetoken, event });
  }
  return out;
}

/**
 * A channel's history newer than `since` (everything when undefined), oldest first; bounded by
 * MAX_HISTORY_PAGES. Everything: pages of 100 read newest → oldest until a page has fewer than 100. Newer
 * than a cursor (a reconnect, or a page whose HTML carried the history so far, issue 26): pages read
 * forward from the cursor, so what the store holds is not read again, until a page has fewer than 100.
 */
export function* loadHistory(feed: LiveFeed, channel: string, since: string | undefined) {
  if (since !== undefined) return yield* loadHistorySince(feed, channel, since);
  // Each page is parsed as it arrives (issue 26: 5,000 messages parsed at the end were one long task).
  const pages: LiveMessage[][] = [];
  let start: string | undefined;
  for (let n = 0; n < MAX_HISTORY_PAGES; n += 1) {
    const page: LiveFeedMessage[] = yield call([feed, feed.fetchHistory], channel, start);
    pages.unshift(toMessages(page));
    if (page.length < HISTORY_PAGE_SIZE) break;
    start = page[0]?.timetoken;
  }
  return pages.flat();
}

function* loadHistorySince(feed: LiveFeed, channel: string, since: string) {
  const fresh: LiveMessage[] = [];
  let after = since;
  for (let n = 0; n < MAX_HISTORY_PAGES; n += 1) {
    const page: LiveFeedMessage[] = yield call([feed, feed.fetchHistory], channel, undefined, after);
    // A source that pages otherwise may answer with what the cursor already covers: never applied twice.
    const newer = page.filter((m) => compareTimetokens(m.timetoken, after) > 0);
    fresh.push(...toMessages(newer));
    const last = newer[newer.length - 1];
    if (page.length < HISTORY_PAGE_SIZE || last === undefined) break;
    after = last.timetoken;
  }
  return fresh;
}

const selectLiveMatch = (state: StateShape, matchId: number): LiveMatchState | undefined => state.live.matches[matchId];

type SessionEnd = { reason: 'historyFailed' | 'gaveUp' | 'unreachable'; message: string };

/** When the view last knew its data to be current (device ms), shared by the attempts of one follower. */
interface Confirmed {
  ms: number | null;
}

/** The statuses that end an attempt: the SDK will not bring this subscription back by itself. */
const LOST: ReadonlySet<LiveFeedStatus> = new Set<LiveFeedStatus>(['gaveUp', 'networkDown', 'networkIssues', 'disconnected']);

const selectEnded = (state: StateShape, matchId: number): boolean => {
  const match = state.live.matches[matchId];
  if (!match) return false;
  for (let i = match.events.length - 1; i >= 0; i -= 1) {
    const event = match.events[i];
    if (event && isMatchEnd(event)) return true;
  }
  return false;
};

/** Acts on one status of the feed; returns why the attempt ends, or null to go on. */
function* onStatus(matchId: number, status: LiveFeedStatus, timing: LiveTiming, confirmed: Confirmed, historyHeld: boolean) {
  if (LOST.has(status)) return { reason: 'gaveUp', message: 'The live connection was lost' } satisfies SessionEnd;
  if (status === 'connected') {
    confirmed.ms = timing.now();
    yield put(liveEvents.connectionEstablished(historyHeld ? { matchId, historyHeld } : { matchId }));
  }
  return null;
}

/** The store actions of the live data, held by the broadcast delay before they are dispatched. */
export type HeldAction = Held<UnknownAction>;

/** Where the match's data goes: straight to the store, or into the view's delay line. */
function* deliver(hold: Channel<HeldAction> | null, action: UnknownAction, heldSinceMs: number) {
  if (hold === null) yield put(action);
  else yield put(hold, { item: action, heldSinceMs });
}

/**
 * Issue 26: at most this many messages go into one store action. A long history (5,000 events) applied
 * and rendered in one go was one task of 150–200 ms; in batches of this size each is a task of its own.
 */
export const APPLY_BATCH = 500;

/**
 * The batches of `items` in order, at most APPLY_BATCH each, and always at least one (an empty history is
 * one empty batch: its action may say "loaded").
 */
export function applyBatches<M>(items: readonly M[]): M[][] {
  if (items.length <= APPLY_BATCH) return [[...items]];
  const batches: M[][] = [];
  for (let start = 0; start < items.length; start += APPLY_BATCH) batches.push(items.slice(start, start + APPLY_BATCH));
  return batches;
}

/**
 * Messages read from history or fetched (oldest first) into the delay line (issue 16, issue 24 case 6):
 * what is already past the delay as one batch (dispatched even when empty, since the batch's action may
 * say "loaded"), each later message on its own with the time it was published. Without a line, one batch
 * straight to the store. Issue 26: a batch longer than APPLY_BATCH goes in several, each after a yield to
 * the browser (`delay(0)`: a new task), so parsing, applying and rendering 5,000 events is no long task;
 * oldest first, as one batch would be. Returns when the last of them counts as seen (null without a line).
 */
export function* deliverTimed<M>(
  hold: Channel<HeldAction> | null,
  messages: readonly M[],
  publishedMs: (message: M) => number | null,
  toAction: (batch: M[]) => UnknownAction,
  timing: LiveTiming,
) {
  const yieldBetween = yieldsToBrowser(timing);
  if (hold === null) {
    yield* putInBatches(messages, (batch) => put(toAction(batch)), yieldBetween);
    return null;
  }
  const seconds: number = yield select(selectFeedDelaySeconds);
  const { past, pastSeenAtMs, later } = splitHistory(messages, publishedMs, timing.now(), seconds * 1000);
  // The line lets each batch out as it arrives (it is due), so the yields here part the store's work too.
  yield* putInBatches(past, (batch) => put(hold, { item: toAction(batch), heldSinceMs: pastSeenAtMs }), yieldBetween);
  for (const { item, heldSinceMs } of later) yield put(hold, { item: toAction([item]), heldSinceMs });
  return later[later.length - 1]?.heldSinceMs ?? pastSeenAtMs;
}

/** Puts `items` in APPLY_BATCH batches; before each batch of several, a yield to the browser (unless not `yieldBetween`). */
function* putInBatches<M>(items: readonly M[], putBatch: (batch: M[]) => PutEffect | ChannelPutEffect<HeldAction>, yieldBetween: boolean) {
  if (!yieldBetween) {
    yield putBatch([...items]);
    return;
  }
  const batches = applyBatches(items);
  for (const batch of batches) {
    if (batches.length > 1) yield delay(0);
    yield putBatch(batch);
  }
}

const messagePublishedMs = (message: LiveMessage): number | null => timetokenMs(message.timetoken);
const eventPublishedMs = (event: LiveEvent): number | null => timetokenMs(event.TimeToken);

/**
 * The delay line of one view (issue 16): lets the held actions through once `delay` has passed since each
 * was seen, oldest first, re-timing on every change of the delay. Runs until cancelled (the view closed).
 */
export function* releaseHeld(hold: Channel<HeldAction>, timing: LiveTiming = LIVE_TIMING) {
  const yieldBetween = yieldsToBrowser(timing);
  let queue: HeldAction[] = [];
  for (;;) {
    const seconds: number = yield select(selectFeedDelaySeconds);
    const delayMs = seconds * 1000;
    const { due, held } = releaseDue(queue, delayMs, timing.now());
    queue = held;
    for (const action of due) {
      yield put(action);
      // Issue 26: what is let out next (due with it, or put in meanwhile: a connection's histories, then
      // "history shown") is applied and rendered in a task of its own; at once they were one task of
      // 90 ms at 4x CPU when a live page connects.
      if (yieldBetween) yield delay(0);
    }
    const waitMs = nextDueInMs(queue, delayMs, timing.now());
    const next = (yield race({
      added: take(hold),
      changed: take(spoilerEvents.broadcastDelayChosen.type),
      ...(waitMs === null ? {} : { due: delay(waitMs) }),
    })) as { added?: HeldAction };
    if (next.added) queue = withHeld(queue, next.added);
  }
}

/**
 * One connection attempt; returns why it ended (it runs until cancelled otherwise). With `hold`, the
 * match's data goes into that delay line instead of straight to the store.
 */
export function* connectOnce(
  feed: LiveFeed,
  matchId: number,
  timing: LiveTiming = LIVE_TIMING,
  confirmed: Confirmed = { ms: null },
  hold: Channel<HeldAction> | null = null,
) {
  const channels = [liveChannels.all(matchId), liveChannels.goals(matchId)];
  const channel: EventChannel<FeedItem> = yield call(feedChannel, feed, channels);
  try {
    let lastSeenMs = Number.NEGATIVE_INFINITY;
    for (const name of channels) {
      const match: LiveMatchState | undefined = yield select(selectLiveMatch, matchId);
      try {
        const messages: LiveMessage[] = yield call(loadHistory, feed, name, match?.cursors[name]);
        const seenMs: number | null = yield call(
          deliverTimed<LiveMessage>,
          hold,
          messages,
          messagePublishedMs,
          (batch) => liveEvents.historyLoaded({ matchId, channel: name, messages: batch }),
          timing,
        );
        if (seenMs !== null) lastSeenMs = Math.max(lastSeenMs, seenMs);
      } catch (error) {
        return { reason: 'historyFailed', message: errorMessage(error) } satisfies SessionEnd;
      }
    }
    // Delayed: the view may say "not set up" only once the history is out of the line (issue 24 case 6).
    if (hold !== null) yield put(hold, { item: liveEvents.historyShown({ matchId }), heldSinceMs: lastSeenMs });
    // Issue 26: "connected" (and the catch-up it starts) in a task after the histories'.
    if (yieldsToBrowser(timing)) yield delay(0);
    confirmed.ms = timing.now();
    yield put(liveEvents.connectionEstablished(hold !== null ? { matchId, historyHeld: true } : { matchId }));
    // Once the match has ended its final state stands: no more probes for a view left open for hours.
    let ended: boolean = yield select(selectEnded, matchId);
    for (;;) {
      let item: FeedItem | undefined;
      if (ended) {
        item = (yield take(channel)) as FeedItem;
      } else {
        ({ item } = (yield race({ item: take(channel), quiet: delay(timing.watchdogMs) })) as { item?: FeedItem });
      }
      if (item === undefined) {
        // Nothing for a while: does the server still answer?
        const answered: boolean = yield call([feed, feed.probe]);
        if (!answered) return { reason: 'unreachable', message: 'The live server does not answer' } satisfies SessionEnd;
        confirmed.ms = timing.now();
        continue;
      }
      if (item.kind === 'status') {
        const end: SessionEnd | null = yield call(onStatus, matchId, item.status, timing, confirmed, hold !== null);
        if (end) return end;
        continue;
      }
      confirmed.ms = timing.now();
      const { channel: name, timetoken, message } = item.message;
      const event: LiveEvent | null = parseLiveEvent(message, timetoken);
      if (!event) continue;
      ended ||= isMatchEnd(event);
      yield call(deliver, hold, liveEvents.eventReceived({ matchId, channel: name, message: { timetoken, event } }), timing.now());
    }
  } finally {
    channel.close();
  }
}

/** A random spread before rejoining a server that is back. */
function* spread(timing: LiveTiming) {
  const ms = Math.floor(timing.random() * timing.jitterMs);
  if (ms > 0) yield delay(ms);
}

/** Returns once the server, seen down (now or before: `down`), answers again. Runs until cancelled otherwise. */
function* serverBack(feed: LiveFeed, timing: LiveTiming, down: boolean) {
  let seenDown = down;
  for (;;) {
    const answered: boolean = yield call([feed, feed.probe]);
    if (answered && seenDown) {
      yield* spread(timing);
      return;
    }
    if (!answered) seenDown = true;
    yield delay(timing.retryProbeMs);
  }
}

/** Returns once the server answers (at once when it does now). */
function* untilAnswering(feed: LiveFeed, timing: LiveTiming) {
  let seenDown = false;
  for (;;) {
    const answered: boolean = yield call([feed, feed.probe]);
    if (answered) {
      if (seenDown) yield* spread(timing);
      return;
    }
    seenDown = true;
    yield delay(timing.retryProbeMs);
  }
}

/**
 * The wait before the next attempt: the backoff, cut short when the server is seen down and then back; and
 * once it is over, only as long as the server does not answer (an attempt at a dead server would only sit
 * in the SDK's retries).
 */
export function* waitToReconnect(feed: LiveFeed, timing: LiveTiming, attempt: number, knownDown: boolean) {
  const { back } = (yield race({ backoff: delay(timing.backoffMs(attempt)), back: call(serverBack, feed, timing, knownDown) })) as { back?: true };
  if (back === undefined) yield call(untilAnswering, feed, timing);
}

/** Waits until the device is online again (bounded only by the view being closed). */
function* untilOnline(network: EventChannel<{ online: boolean }>) {
  for (;;) {
    const change: { online: boolean } = yield take(network);
    if (change.online) return;
  }
}

export interface FollowServices {
  api: Api;
  live: LiveServices;
  timing?: LiveTiming;
}

/** Follows one match until cancelled (the view closed); `delayed`: through the fan's broadcast delay. */
export function* followMatch(services: FollowServices, matchId: number, matchDate: string | null, delayed = false) {
  const timing = services.timing ?? LIVE_TIMING;
  const confirmed: Confirmed = { ms: null };
  // One delay line for the view's whole life: what it holds outlives a reconnect (issue 16). Made before
  // the fetch below, whose events are held like the rest (issue 24 case 6).
  let hold: Channel<HeldAction> | null = null;
  if (delayed) {
    hold = (yield call(sagaChannel, buffers.expanding<HeldAction>(64))) as Channel<HeldAction>;
    yield fork(releaseHeld, hold, timing);
  }
  const known: LiveMatchState | undefined = yield select(selectLiveMatch, matchId);
  if (known && known.events.length === 0 && known.matchData === null) {
    yield put(liveEvents.matchEventsRequested({ matchId }));
    try {
      const response: { events: LiveEvent[] } = yield call(requestProxy<'liveMatchEvents'>, services.api, 'liveMatchEvents', {
        matchId,
        matchDate,
      });
      yield call(deliverTimed<LiveEvent>, hold, response.events, eventPublishedMs, (events) => liveEvents.matchEventsLoaded({ matchId, events }), timing);
    } catch (error) {
      // The feed's history still fills the view; the failure is kept for the status line.
      yield put(liveEvents.matchEventsLoadFailed({ matchId, message: errorMessage(error) }));
    }
  }
  const network: EventChannel<{ online: boolean }> = yield call(connectivityChannel, services.live.connectivity);
  try {
    for (;;) {
      const { ended, offline } = (yield race({
        ended: call(connectOnce, services.live.feed, matchId, timing, confirmed, hold),
        offline: take(network),
      })) as { ended?: SessionEnd; offline?: { online: boolean } };
      if (offline) {
        if (offline.online) continue; // online while connected: reconnect anyway
        yield put(liveEvents.wentOffline({ matchId, dataAsOfMs: confirmed.ms }));
        yield call(untilOnline, network);
        yield put(liveEvents.cameOnline({ matchId }));
        continue;
      }
      const end = ended ?? { reason: 'gaveUp', message: 'The live connection was lost' };
      yield put(liveEvents.connectionLost({ matchId, message: end.message, dataAsOfMs: confirmed.ms }));
      const state: LiveMatchState | undefined = yield select(selectLiveMatch, matchId);
      const { back } = (yield race({
        wait: call(waitToReconnect, services.live.feed, timing, state?.attempt ?? 1, end.reason === 'unreachable'),
        back: take(network),
      })) as { back?: { online: boolean } };
      if (back && !back.online) {
        yield put(liveEvents.wentOffline({ matchId, dataAsOfMs: confirmed.ms }));
        yield call(untilOnline, network);
        yield put(liveEvents.cameOnline({ matchId }));
      }
    }
  } finally {
    network.close();
  }
}

/** One follower per open match view; closing the view cancels it (and so closes its channels). */
export function* watchLiveMatches(services: FollowServices) {
  const followers = new Map<number, Task>();
  for (;;) {
    const action: ReturnType<typeof liveEvents.matchViewOpened> | ReturnType<typeof liveEvents.matchViewClosed> = yield take([
      liveEvents.matchViewOpened.type,
      liveEvents.matchViewClosed.type,
    ]);
    const { matchId } = action.payload;
    const running = followers.get(matchId);
    if (running) {
      yield cancel(running);
      followers.delete(matchId);
    }
    if (liveEvents.matchViewOpened.match(action)) {
      const task: Task = yield fork(followMatch, services, matchId, action.payload.matchDate, action.payload.broadcastDelay === true);
      followers.set(matchId, task);
    }
  }
}

/** The live domain's root: needs the live services (absent in tests of other domains). */
export function* liveSaga(services: { api: Api; clock: Clock; live?: LiveServices }) {
  const live = services.live;
  if (!live) return;
  yield fork(watchLiveMatches, { api: services.api, live, timing: liveTimingOf(live) });
}

/** The product's timing, applying long histories at once where the live services say so (the server). */
export function liveTimingOf(live: LiveServices): LiveTiming {
  return partsIntoTasks(live) ? LIVE_TIMING : { ...LIVE_TIMING, yieldBetweenBatches: false };
}
