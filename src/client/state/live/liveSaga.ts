/**
 * Live sagas (SPEC §4 Live events, §7 Real-time connection, §8; DESIGN §5; STYLE.md eventChannel).
 *
 * Per open live match: fetch its events when nothing is known of it yet; then, per connection attempt,
 * subscribe into a buffer FIRST, read each channel's history since its cursor in pages of 100 until a
 * page has fewer than 100, apply it, and only then drain the buffer — so nothing falls between history and
 * subscription, and the reducer's per-channel cursor drops what was seen twice. A history error or the
 * SDK's give-up reconnects after a bounded exponential backoff; going offline stops the connection until
 * the device is online again, then reconnects at once.
 *
 * The slider's live scores: the goals channels of the league's matches that are live now.
 */
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import { HISTORY_PAGE_SIZE, liveChannels, type LiveEvent } from '../../../shared/contract/live';
import { isLiveNow } from '../../domain/matchState';
import { compareTimetokens } from '../../domain/live/time';
import type { Api } from '../../services/api';
import type { Clock } from '../../services/clock';
import type { Connectivity, LiveFeed, LiveFeedMessage, LiveFeedStatus, LiveServices } from '../../services/liveFeed';
import { parseLiveEvent } from '../../services/wire/live';
import { matchesEvents } from '../matches/matchesSlice';
import { errorMessage, requestProxy } from '../request';
import type { StateShape } from '../shape';
import { selectTimeZone } from '../site/selectors';
import { liveEvents, type LiveMatchState, type LiveMessage } from './liveSlice';

/** Bound on history pages per channel and attempt (100 × 100 = 10 000 messages, twice MAX_EVENTS). */
export const MAX_HISTORY_PAGES = 100;

/** Backoff before reconnect attempt n (1…): 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 16) - 1));
}

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
 * A channel's history newer than `since` (everything when undefined), oldest first. Pages of 100 are read
 * newest → oldest until a page has fewer than 100 messages or reaches `since`; bounded by MAX_HISTORY_PAGES.
 */
export function* loadHistory(feed: LiveFeed, channel: string, since: string | undefined) {
  const pages: LiveFeedMessage[][] = [];
  let start: string | undefined;
  for (let n = 0; n < MAX_HISTORY_PAGES; n += 1) {
    const page: LiveFeedMessage[] = yield call([feed, feed.fetchHistory], channel, start);
    const fresh = since === undefined ? page : page.filter((m) => compareTimetokens(m.timetoken, since) > 0);
    pages.unshift(fresh);
    if (page.length < HISTORY_PAGE_SIZE || fresh.length < page.length || page.length === 0) break;
    start = page[0]?.timetoken;
  }
  return toMessages(pages.flat());
}

const selectLiveMatch = (state: StateShape, matchId: number): LiveMatchState | undefined => state.live.matches[matchId];

type SessionEnd = { reason: 'historyFailed' | 'gaveUp'; message: string };

/** One connection attempt; returns why it ended (it runs until cancelled otherwise). */
export function* connectOnce(feed: LiveFeed, matchId: number) {
  const channels = [liveChannels.all(matchId), liveChannels.goals(matchId)];
  const channel: EventChannel<FeedItem> = yield call(feedChannel, feed, channels);
  try {
    for (const name of channels) {
      const match: LiveMatchState | undefined = yield select(selectLiveMatch, matchId);
      try {
        const messages: LiveMessage[] = yield call(loadHistory, feed, name, match?.cursors[name]);
        yield put(liveEvents.historyLoaded({ matchId, channel: name, messages }));
      } catch (error) {
        return { reason: 'historyFailed', message: errorMessage(error) } satisfies SessionEnd;
      }
    }
    yield put(liveEvents.connectionEstablished({ matchId }));
    for (;;) {
      const item: FeedItem = yield take(channel);
      if (item.kind === 'message') {
        const event: LiveEvent | null = parseLiveEvent(item.message.message, item.message.timetoken);
        if (event) {
          yield put(
            liveEvents.eventReceived({ matchId, channel: item.message.channel, message: { timetoken: item.message.timetoken, event } }),
          );
        }
      } else if (item.status === 'gaveUp') {
        return { reason: 'gaveUp', message: 'The live connection was lost' } satisfies SessionEnd;
      } else if (item.status === 'connected') {
        yield put(liveEvents.connectionEstablished({ matchId }));
      }
    }
  } finally {
    channel.close();
  }
}

/** Follows one match until cancelled (the view closed). */
export function* followMatch(services: { api: Api; live: LiveServices }, matchId: number, matchDate: string | null) {
  const known: LiveMatchState | undefined = yield select(selectLiveMatch, matchId);
  if (known && known.order.length === 0 && known.matchData === null) {
    yield put(liveEvents.matchEventsRequested({ matchId }));
    try {
      const response: { events: LiveEvent[] } = yield call(requestProxy<'liveMatchEvents'>, services.api, 'liveMatchEvents', {
        matchId,
        matchDate,
      });
      yield put(liveEvents.matchEventsLoaded({ matchId, events: response.events }));
    } catch (error) {
      // The feed's history still fills the view; the failure is kept for the status line.
      yield put(liveEvents.matchEventsLoadFailed({ matchId, message: errorMessage(error) }));
    }
  }
  const network: EventChannel<{ online: boolean }> = yield call(connectivityChannel, services.live.connectivity);
  try {
    for (;;) {
      const { ended, offline } = yield race({
        ended: call(connectOnce, services.live.feed, matchId),
        offline: take(network),
      });
      if (offline) {
        if ((offline as { online: boolean }).online) continue; // online while connected: reconnect anyway
        yield put(liveEvents.wentOffline({ matchId }));
        // Wait until the device is online again (bounded only by the view being closed).
        for (;;) {
          const change: { online: boolean } = yield take(network);
          if (change.online) break;
        }
        yield put(liveEvents.cameOnline({ matchId }));
        continue;
      }
      const end = ended as SessionEnd;
      yield put(liveEvents.connectionLost({ matchId, message: end.message }));
      const state: LiveMatchState | undefined = yield select(selectLiveMatch, matchId);
      const { back } = yield race({ wait: delay(backoffMs(state?.attempt ?? 1)), back: take(network) });
      if (back && !(back as { online: boolean }).online) {
        yield put(liveEvents.wentOffline({ matchId }));
        for (;;) {
          const change: { online: boolean } = yield take(network);
          if (change.online) break;
        }
        yield put(liveEvents.cameOnline({ matchId }));
      }
    }
  } finally {
    network.close();
  }
}

/** One follower per open match view; closing the view cancels it (and so closes its channels). */
export function* watchLiveMatches(services: { api: Api; live: LiveServices }) {
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
      const task: Task = yield fork(followMatch, services, matchId, action.payload.matchDate);
      followers.set(matchId, task);
    }
  }
}

/** The scores on a goals channel: the newest message with an h/a pair. */
function* followScores(feed: LiveFeed, matchIds: number[]) {
  if (matchIds.length === 0) return;
  const channels = matchIds.map((id) => liveChannels.goals(id));
  const channel: EventChannel<FeedItem> = yield call(feedChannel, feed, channels);
  const matchOf = (name: string) => matchIds.find((id) => liveChannels.goals(id) === name) ?? null;
  const scoreOf = (raw: unknown) => {
    const event = parseLiveEvent(raw);
    return event && typeof event.h === 'number' && typeof event.a === 'number' ? { h: event.h, a: event.a } : null;
  };
  try {
    for (const name of channels) {
      try {
        const page: LiveFeedMessage[] = yield call([feed, feed.fetchHistory], name, undefined);
        for (let i = page.length - 1; i >= 0; i -= 1) {
          const score = scoreOf(page[i]?.message);
          const matchId = matchOf(name);
          if (score && matchId !== null) {
            yield put(liveEvents.liveScoreReceived({ matchId, score }));
            break;
          }
        }
      } catch {
        // The live message stream below still brings the next score.
      }
    }
    for (;;) {
      const item: FeedItem = yield take(channel);
      if (item.kind !== 'message') continue;
      const matchId = matchOf(item.message.channel);
      const score = scoreOf(item.message.message);
      if (matchId !== null && score) yield put(liveEvents.liveScoreReceived({ matchId, score }));
    }
  } finally {
    channel.close();
  }
}

const selectListed = (state: StateShape) => state.matches.tournament.items;

/**
 * The slider's live scores: whenever the league's matches load, and every minute (a match may become
 * live), follow the goals channels of the matches live now. The set changes rarely; only then it restarts.
 */
export function* watchLiveScores(services: { clock: Clock; live: LiveServices }) {
  let task: Task | null = null;
  let followed = '';
  for (;;) {
    const zone: string = yield select(selectTimeZone);
    const matches: ReturnType<typeof selectListed> = yield select(selectListed);
    const now = services.clock.now();
    const ids = matches.filter((m) => isLiveNow(m, now, zone)).map((m) => m.matchId).sort((x, y) => x - y);
    const key = ids.join(',');
    if (key !== followed) {
      if (task) yield cancel(task);
      followed = key;
      yield put(liveEvents.liveScoresFollowed({ matchIds: ids }));
      task = ids.length > 0 ? ((yield fork(followScores, services.live.feed, ids)) as Task) : null;
    }
    yield race({ loaded: take(matchesEvents.tournamentMatchesLoaded.type), tick: delay(60_000) });
  }
}

/** The live domain's root: needs the live services (absent in tests of other domains). */
export function* liveSaga(services: { api: Api; clock: Clock; live?: LiveServices }) {
  const live = services.live;
  if (!live) return;
  yield fork(watchLiveMatches, { api: services.api, live });
  yield fork(watchLiveScores, { clock: services.clock, live });
}
