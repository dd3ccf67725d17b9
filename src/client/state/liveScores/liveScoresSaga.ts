/**
 * The lists' live feeds (SPEC §2 slider and scoreboard; §7 real-time channels): every live-covered match on
 * screen — the league's matches and the other tournaments' matches of the selected date — whose feed is
 * worth following now (domain `followsLiveScore`) has its goals channel followed: history first (so the
 * score and state are right at once), then live messages. One subscription for all of them; it is
 * rebuilt only when the set changes (matches load, or once a minute as matches enter or leave their
 * window). After a lost connection it subscribes again and reads the history since each match's cursor.
 *
 * Server rendering (issue 26, ssr/serverLive.ts): on the server the same saga reads the goals histories
 * from the site's own live endpoint, so the lists' live scores are in the HTML; the browser then reads
 * only what came after the cursors the page carried.
 *
 * Broadcast delay (issue 24 case 6): the messages reach the store through one delay line (the live saga's
 * `releaseHeld`, at `selectFeedDelaySeconds`), so the scoreboard's, the slider's and the schedule's live
 * scores and states lag exactly as the live page does; history newer than the delay is held too. The
 * line lives as long as the lists' saga, so a change of the followed set loses nothing held. On the kiosk
 * (a staff screen) the delay in force is none.
 */
import type { EventChannel } from 'redux-saga';
import type { Task } from 'redux-saga';
import { buffers, channel as sagaChannel, type Channel } from 'redux-saga';
import { call, cancel, delay, fork, put, race, select, take } from 'redux-saga/effects';
import { liveChannels, type LiveEvent } from '../../../shared/contract/live';
import type { Match } from '../../../shared/contract';
import { followsLiveScore } from '../../domain/matchStatus';
import { liveSportOf, type LiveSport } from '../../domain/live/sport';
import type { Clock } from '../../services/clock';
import type { LiveFeed, LiveFeedStatus, LiveServices } from '../../services/liveFeed';
import { parseLiveEvent } from '../../../shared/wire/live';
import { timetokenMs } from '../../domain/live/time';
import { deliverTimed, feedChannel, LIVE_TIMING, liveTimingOf, loadHistory, releaseHeld, type FeedItem, type HeldAction, type LiveTiming } from '../live/liveSaga';
import type { LiveMessage } from '../live/liveSlice';
import { leagueToday } from '../../domain/time';
import { goalAlertsEvents } from '../goalAlerts/goalAlertsSlice';
import { selectAlertMatches } from '../goalAlerts/selectors';
import { matchesApi } from '../matches/matchesApi';
import { selectTournamentMatches } from '../matches/read';
import { scoreboardApi } from '../scoreboard/scoreboardApi';
import { selectScheduledMatches } from '../scoreboard/read';
import type { StateShape } from '../shape';
import { selectTimeZone } from '../site/selectors';
import { liveScoresEvents } from './liveScoresSlice';

/** How often the followed set is looked at again without a load (a match enters its window). */
export const RESCAN_MS = 30_000;
/** Wait before following again after the connection was lost. */
export const RETRY_MS = 5_000;
/** Statuses after which the subscription does not come back by itself (the feed does not retry). */
const LOST: ReadonlySet<LiveFeedStatus> = new Set(['gaveUp', 'networkDown', 'networkIssues', 'disconnected']);

/** The lists' matches, and today's matches of the teams with goal alerts in force (issue 29 case 4: any route). */
const selectFollowedMatches = (state: StateShape, today: string): readonly Match[] => [
  ...selectTournamentMatches(state),
  ...selectScheduledMatches(state),
  ...selectAlertMatches(state, today),
];

/** The matches to follow at `now` (those with a live view's sport), by id, sorted and unique. */
export function followedFeeds(matches: readonly Match[], now: Date, zone: string): { matchId: number; sport: LiveSport }[] {
  const feeds = new Map<number, LiveSport>();
  for (const match of matches) {
    const sport = liveSportOf(match.sportId);
    if (sport !== null && followsLiveScore(match, now, zone)) feeds.set(match.matchId, sport);
  }
  return [...feeds].sort(([x], [y]) => x - y).map(([matchId, sport]) => ({ matchId, sport }));
}

const publishedMs = (message: LiveMessage): number | null => timetokenMs(message.timetoken);

/** How far a match's goals channel is known (its cursor), or undefined when nothing has been heard. */
const selectGoalsCursor = (state: StateShape, matchId: number): string | undefined => state.liveScores.byMatch[matchId]?.cursor ?? undefined;

/**
 * Each match's goals history since what the store already holds: after a reconnect, or on a page whose
 * HTML carried the live scores (issue 26), only what came since is read.
 */
function* readHistories(feed: LiveFeed, matchIds: readonly number[], hold: Channel<HeldAction> | null, timing: LiveTiming) {
  for (const matchId of matchIds) {
    try {
      const since: string | undefined = yield select(selectGoalsCursor, matchId);
      const messages: LiveMessage[] = yield call(loadHistory, feed, liveChannels.goals(matchId), since);
      yield call(deliverTimed<LiveMessage>, hold, messages, publishedMs, (batch) => liveScoresEvents.goalsMessagesReceived({ matchId, messages: batch }), timing);
    } catch {
      // The live messages below still bring the next score; the next reconnect reads history again.
    }
  }
}

/**
 * Follows the goals channels of `matchIds` until cancelled; with `hold`, the messages go into that delay
 * line instead of straight to the store.
 */
export function* followGoalsChannels(feed: LiveFeed, matchIds: readonly number[], hold: Channel<HeldAction> | null = null, timing: LiveTiming = LIVE_TIMING) {
  const byChannel = new Map(matchIds.map((id) => [liveChannels.goals(id), id]));
  for (;;) {
    // Subscribe first, into a buffer, so nothing falls between the history and the live messages.
    const channel: EventChannel<FeedItem> = yield call(feedChannel, feed, [...byChannel.keys()]);
    try {
      yield call(readHistories, feed, matchIds, hold, timing);
      let handshakeSeen = false;
      for (;;) {
        const item: FeedItem = yield take(channel);
        if (item.kind === 'status') {
          if (LOST.has(item.status)) break;
          // The first 'connected' is this subscription's own handshake, and the histories were read after
          // subscribing (as the live view reads them, DESIGN §5): reading them again read each channel twice
          // per boot (issue 28 case 2). A later one (the SDK joined again) or the network back may follow a
          // gap: then what came since each cursor is read.
          if (item.status === 'connected' && !handshakeSeen) handshakeSeen = true;
          else if (item.status === 'connected' || item.status === 'networkUp') yield call(readHistories, feed, matchIds, hold, timing);
          continue;
        }
        const matchId = byChannel.get(item.message.channel);
        const event: LiveEvent | null = parseLiveEvent(item.message.message, item.message.timetoken);
        if (matchId !== undefined && event) {
          const action = liveScoresEvents.goalsMessagesReceived({ matchId, messages: [{ timetoken: item.message.timetoken, event }] });
          if (hold === null) yield put(action);
          else yield put(hold, { item: action, heldSinceMs: timing.now() });
        }
      }
    } finally {
      channel.close();
    }
    yield delay(RETRY_MS);
  }
}

/** Keeps the followed set in step with what is on screen, through one delay line (issue 24 case 6). */
export function* watchFollowedFeeds(services: { clock: Clock; live: LiveServices; timing?: LiveTiming }) {
  const timing = services.timing ?? LIVE_TIMING;
  const hold = (yield call(sagaChannel, buffers.expanding<HeldAction>(64))) as Channel<HeldAction>;
  yield fork(releaseHeld, hold, timing);
  let task: Task | null = null;
  let followed = '';
  for (;;) {
    const zone: string = yield select(selectTimeZone);
    const now = services.clock.now();
    const matches: readonly Match[] = yield select(selectFollowedMatches, leagueToday(now, zone));
    const feeds = followedFeeds(matches, now, zone);
    const ids = feeds.map((feed) => feed.matchId);
    const key = ids.join(',');
    if (key !== followed) {
      if (task) yield cancel(task);
      followed = key;
      yield put(liveScoresEvents.feedsFollowed({ feeds }));
      task = ids.length > 0 ? ((yield fork(followGoalsChannels, services.live.feed, ids, hold, timing)) as Task) : null;
    }
    yield race({
      loaded: take([matchesApi.endpoints.getTournamentMatches.matchFulfilled, scoreboardApi.endpoints.getScheduledMatches.matchFulfilled, goalAlertsEvents.alertMatchesChanged]),
      tick: delay(RESCAN_MS),
    });
  }
}

/** The domain's root: needs the live services (absent in tests of other domains). */
export function* liveScoresSaga(services: { clock: Clock; live?: LiveServices }) {
  if (!services.live) return;
  yield fork(watchFollowedFeeds, { clock: services.clock, live: services.live, timing: liveTimingOf(services.live) });
}
