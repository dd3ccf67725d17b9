/**
 * Loads what the scoreboard shows beyond the league's own matches (SPEC §2, §4, §7): the scheduled matches
 * of the selected date (ScheduledMatchesBySport with the US-format date), the selected league's broadcast
 * links (broadcastsByTournament) and the sport-wide broadcast schedule for the other tournaments
 * (broadcastsBySport, one call per sport). Each is (re)loaded whenever what it is keyed by changes: at
 * boot, on a date choice, on a season or league change.
 */
import type { Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { Broadcast, ProxyResponse } from '../../../shared/contract';
import { keepListedMatches } from '../../domain/matches';
import { toUsDate } from '../../domain/time';
import type { Api } from '../../services/api';
import { catalogEvents } from '../catalog/catalogSlice';
import { retrying } from '../reads/retry';
import { errorMessage, requestProxy } from '../request';
import { selectionEvents } from '../selection/selectionSlice';
import type { StateShape } from '../shape';
import type { Loadable } from '../status';
import { scoreboardEvents } from './scoreboardSlice';
import {
  selectScoreboardRequests,
  type LeagueBroadcastRequest,
  type ScheduledRequest,
  type ScoreboardRequests,
  type SportBroadcastRequest,
} from './selectors';

export interface ScoreboardServices {
  api: Api;
}

/** SPEC §4/§7: the date's matches of every tournament of the sport(s), kept by SPEC §5. Never throws. */
export function* loadScheduledMatches(services: ScoreboardServices, request: ScheduledRequest) {
  yield put(scoreboardEvents.scheduledMatchesRequested({ key: request.key }));
  try {
    const response: ProxyResponse<'scheduledMatchesBySport'> = yield call(
      requestProxy<'scheduledMatchesBySport'>,
      services.api,
      'scheduledMatchesBySport',
      { sportIds: request.sportIds, date: toUsDate(request.date) },
    );
    yield put(scoreboardEvents.scheduledMatchesLoaded({ key: request.key, matches: keepListedMatches(response.matches) }));
    return true;
  } catch (error) {
    yield put(scoreboardEvents.scheduledMatchesLoadFailed({ key: request.key, message: errorMessage(error) }));
    return false;
  }
}

/** The selected league's broadcast links. Never throws; a failure only leaves the stream column empty. */
export function* loadLeagueBroadcasts(services: ScoreboardServices, request: LeagueBroadcastRequest) {
  yield put(scoreboardEvents.leagueBroadcastsRequested({ key: request.key }));
  try {
    const broadcasts: Broadcast[] = yield call(requestProxy<'broadcastsByTournament'>, services.api, 'broadcastsByTournament', {
      sportId: request.sportId,
      tournamentId: request.tournamentId,
    });
    yield put(scoreboardEvents.leagueBroadcastsLoaded({ key: request.key, broadcasts }));
    return true;
  } catch (error) {
    yield put(scoreboardEvents.leagueBroadcastsLoadFailed({ key: request.key, message: errorMessage(error) }));
    return false;
  }
}

/** The broadcast schedule of each sport, merged. Never throws. */
export function* loadSportBroadcasts(services: ScoreboardServices, request: SportBroadcastRequest) {
  yield put(scoreboardEvents.sportBroadcastsRequested({ key: request.key }));
  try {
    const lists: Broadcast[][] = yield all(
      request.sportIds.map((sportId) => call(requestProxy<'broadcastsBySport'>, services.api, 'broadcastsBySport', { sportId })),
    );
    yield put(scoreboardEvents.sportBroadcastsLoaded({ key: request.key, broadcasts: lists.flat() }));
    return true;
  } catch (error) {
    yield put(scoreboardEvents.sportBroadcastsLoadFailed({ key: request.key, message: errorMessage(error) }));
    return false;
  }
}

/** The actions after which what the scoreboard wants may have changed. */
export const SCOREBOARD_TRIGGERS = [
  selectionEvents.todayDetermined.type,
  selectionEvents.dateChosen.type,
  selectionEvents.locationRead.type,
  selectionEvents.locationChanged.type,
  selectionEvents.seasonChosen.type,
  selectionEvents.leagueChosen.type,
  catalogEvents.seasonsLoaded.type,
  catalogEvents.leaguesLoaded.type,
];

/**
 * Keeps one slot loaded for what is wanted now: when the wanted key differs from the slot's, a running
 * load for the old key is cancelled and one for the new key starts. A failed key is retried with the
 * bounded backoff until it loads or the key changes (issue 25 overrides SPEC §8's "no retry").
 */
function* keepLoaded<R extends { key: string }>(
  want: (requests: ScoreboardRequests) => R | null,
  slot: (state: StateShape) => Loadable<unknown, string>,
  load: (request: R) => Generator<unknown, boolean, never>,
) {
  let task: Task | null = null;
  // Bounded by the actions the store receives: one check per trigger.
  while (true) {
    const requests: ScoreboardRequests = yield select(selectScoreboardRequests);
    const request = want(requests);
    const current: Loadable<unknown, string> = yield select(slot);
    if (request !== null && current.key !== request.key) {
      if (task !== null && task.isRunning()) yield cancel(task);
      task = yield fork(retrying, load, request);
    }
    yield take(SCOREBOARD_TRIGGERS);
  }
}

/** The scoreboard domain's side effects (started with the app, so the first date loads at boot). */
export function* scoreboardSaga(services: ScoreboardServices) {
  yield all([
    fork(keepLoaded<ScheduledRequest>, (r) => r.scheduled, (s) => s.scoreboard.scheduled, (r) => loadScheduledMatches(services, r)),
    fork(keepLoaded<LeagueBroadcastRequest>, (r) => r.leagueBroadcasts, (s) => s.scoreboard.leagueBroadcasts, (r) => loadLeagueBroadcasts(services, r)),
    fork(keepLoaded<SportBroadcastRequest>, (r) => r.sportBroadcasts, (s) => s.scoreboard.sportBroadcasts, (r) => loadSportBroadcasts(services, r)),
  ]);
}
