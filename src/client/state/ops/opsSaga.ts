/**
 * Issue 15 (DESIGN §6.1 "ops subscriptions", §6.3): while the ops wall is open, every feed it lists is
 * followed through ONE subscription of the one pubnub client — both channels of every match in one
 * subscribe long-poll, never a connection per match. Per attempt: subscribe into a buffer first, read each
 * channel's history since its cursor (a few matches at a time), then drain the buffer, each long-poll's
 * worth of messages as one action (so twenty busy feeds cost one render per arrival, not one per event).
 * The set is resubscribed only when the listed feeds change. A lost connection (an SDK status, or a
 * silent server the watchdog's probe finds dead) is reported with its device time and retried with the
 * live view's probe-gated backoff; going offline waits for the device to come back.
 */
import type { EventChannel, Task } from 'redux-saga';
import { all, call, cancel, delay, flush, fork, put, race, select, take } from 'redux-saga/effects';
import { liveChannels, type LiveEvent } from '../../../shared/contract/live';
import type { LiveSport } from '../../domain/live/sport';
import type { LiveFeed, LiveFeedStatus, LiveServices } from '../../services/liveFeed';
import { parseLiveEvent } from '../../../shared/wire/live';
import { connectivityChannel, feedChannel, LIVE_TIMING, loadHistory, waitToReconnect, type FeedItem, type LiveTiming } from '../live/liveSaga';
import type { StateShape } from '../shape';
import { channelKindOf, opsEvents, type OpsBatchItem, type OpsChannelKind, type OpsMessage } from './opsSlice';

/** Matches whose history is read at once (each channel's pages one after another). */
export const HISTORY_CONCURRENCY = 8;

const LOST: ReadonlySet<LiveFeedStatus> = new Set<LiveFeedStatus>(['gaveUp', 'networkDown', 'networkIssues', 'disconnected']);

export interface OpsFeedRequest {
  matchId: number;
  sport: LiveSport;
}

/** Every channel of the listed feeds, all before goals per match, in list order. */
export function opsChannels(feeds: readonly OpsFeedRequest[]): string[] {
  return feeds.flatMap(({ matchId }) => [liveChannels.all(matchId), liveChannels.goals(matchId)]);
}

const selectCursor = (state: StateShape, matchId: number, kind: OpsChannelKind): string | undefined =>
  state.ops.feeds[matchId]?.cursors[kind] ?? undefined;

function* readChannelHistory(feed: LiveFeed, matchId: number, kind: OpsChannelKind, timing: LiveTiming) {
  const channel = kind === 'all' ? liveChannels.all(matchId) : liveChannels.goals(matchId);
  const since: string | undefined = yield select(selectCursor, matchId, kind);
  const messages: OpsMessage[] = yield call(loadHistory, feed, channel, since);
  yield put(opsEvents.historyLoaded({ matchId, channel: kind, messages, atMs: timing.now() }));
}

function* readMatchHistory(feed: LiveFeed, matchId: number, timing: LiveTiming) {
  yield call(readChannelHistory, feed, matchId, 'all', timing);
  yield call(readChannelHistory, feed, matchId, 'goals', timing);
}

/** The history of every listed feed, HISTORY_CONCURRENCY matches at a time. Throws on a failed read. */
export function* readHistories(feed: LiveFeed, feeds: readonly OpsFeedRequest[], timing: LiveTiming) {
  for (let at = 0; at < feeds.length; at += HISTORY_CONCURRENCY) {
    yield all(feeds.slice(at, at + HISTORY_CONCURRENCY).map(({ matchId }) => call(readMatchHistory, feed, matchId, timing)));
  }
}

/** One long-poll's items as the slice's batch: messages of listed matches that parse; statuses apart. */
export function toBatch(items: readonly FeedItem[], matchIds: ReadonlySet<number>): { batch: OpsBatchItem[]; statuses: LiveFeedStatus[] } {
  const batch: OpsBatchItem[] = [];
  const statuses: LiveFeedStatus[] = [];
  for (const item of items) {
    if (item.kind === 'status') {
      statuses.push(item.status);
      continue;
    }
    const { channel, timetoken, message } = item.message;
    const matchId = Number(/^match:(\d+):/.exec(channel)?.[1]);
    if (!matchIds.has(matchId)) continue;
    const kind = channelKindOf(matchId, channel);
    const event: LiveEvent | null = parseLiveEvent(message, timetoken);
    if (kind !== null && event !== null) batch.push({ matchId, channel: kind, timetoken, event });
  }
  return { batch, statuses };
}

type AttemptEnd = 'lost' | 'unreachable';

/** One connection attempt for the whole set; returns why it ended (runs until cancelled otherwise). */
export function* connectWall(feed: LiveFeed, feeds: readonly OpsFeedRequest[], timing: LiveTiming = LIVE_TIMING) {
  const names = opsChannels(feeds);
  const matchIds = new Set(feeds.map((f) => f.matchId));
  // One subscription (one subscribe long-poll) for every channel, opened before the history is read.
  const channel: EventChannel<FeedItem> = yield call(feedChannel, feed, names);
  yield put(opsEvents.subscribed({ channels: names.length }));
  try {
    try {
      yield call(readHistories, feed, feeds, timing);
    } catch {
      return 'lost' satisfies AttemptEnd;
    }
    yield put(opsEvents.connectionEstablished());
    for (;;) {
      const { item } = (yield race({ item: take(channel), quiet: delay(timing.watchdogMs) })) as { item?: FeedItem };
      if (item === undefined) {
        const answered: boolean = yield call([feed, feed.probe]);
        if (!answered) return 'unreachable' satisfies AttemptEnd;
        continue;
      }
      // Whatever else this long-poll brought is in the buffer already: one batch, one action.
      const rest: FeedItem[] = yield flush(channel);
      const { batch, statuses } = toBatch([item, ...rest], matchIds);
      if (batch.length > 0) yield put(opsEvents.messagesReceived({ items: batch, atMs: timing.now() }));
      if (statuses.some((status) => LOST.has(status))) return 'lost' satisfies AttemptEnd;
      if (statuses.includes('connected')) yield put(opsEvents.connectionEstablished());
    }
  } finally {
    channel.close();
  }
}

/** Follows the listed feeds until cancelled: attempts, losses, probe-gated reconnects, offline waits. */
export function* followWall(services: { live: LiveServices; timing?: LiveTiming }, feeds: readonly OpsFeedRequest[]) {
  const timing = services.timing ?? LIVE_TIMING;
  const network: EventChannel<{ online: boolean }> = yield call(connectivityChannel, services.live.connectivity);
  let attempt = 0;
  try {
    for (;;) {
      const { ended, change } = (yield race({
        ended: call(connectWall, services.live.feed, feeds, timing),
        change: take(network),
      })) as { ended?: AttemptEnd; change?: { online: boolean } };
      if (change) {
        if (change.online) continue;
        yield put(opsEvents.connectionLost({ atMs: timing.now(), offline: true }));
        for (let online = false; !online; ) online = ((yield take(network)) as { online: boolean }).online;
        continue;
      }
      attempt += 1;
      yield put(opsEvents.connectionLost({ atMs: timing.now() }));
      yield call(waitToReconnect, services.live.feed, timing, attempt, ended === 'unreachable');
    }
  } finally {
    network.close();
  }
}

/** Keeps one follower for the listed set while the wall is open; a new set replaces it. */
export function* runWall(services: { live: LiveServices; timing?: LiveTiming }) {
  let task: Task | null = null;
  let followed = '';
  try {
    for (;;) {
      const action: ReturnType<typeof opsEvents.feedsListed> = yield take(opsEvents.feedsListed.type);
      const feeds = action.payload.feeds;
      const key = feeds.map((f) => f.matchId).join(',');
      if (key === followed) continue;
      if (task) yield cancel(task);
      followed = key;
      task = feeds.length > 0 ? ((yield fork(followWall, services, feeds)) as Task) : null;
    }
  } finally {
    if (task) yield cancel(task);
  }
}

/** The ops domain's root: the wall's follower runs from wallOpened to wallClosed. */
export function* opsSaga(services: { live?: LiveServices; opsTiming?: LiveTiming }) {
  const live = services.live;
  if (!live) return;
  for (;;) {
    yield take(opsEvents.wallOpened.type);
    yield race({ run: call(runWall, { live, timing: services.opsTiming }), closed: take(opsEvents.wallClosed.type) });
  }
}
