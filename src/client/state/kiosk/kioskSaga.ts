/**
 * The kiosk's orchestration (issue 15; DESIGN §6.1 "the kiosk rotation"): read the address, keep the
 * screen awake, keep the league's data read (each read retried with backoff forever, the last good data
 * kept on screen), follow the shown live match, turn a goal into a goal card that holds the screen, rotate
 * through the views, and reload at the next step once the server runs a new build.
 *
 * Bounded for a day: one task per read, one follower for the shown live match (the previous one closed
 * when it changes), no growing list; every loop waits on a delay or an action.
 */
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Match, StandingsRow, Tournament } from '../../../shared/contract';
import {
  goalHoldMs,
  goalTally,
  isNewBuild,
  newGoals,
  nextView,
  parseKioskQuery,
  refreshIntervalMs,
  retryDelayMs,
  type GoalTally,
  type KioskQuery,
  type KioskScreen,
  type ViewAvailability,
} from '../../domain/kiosk';
import { keepListedMatches } from '../../domain/matches';
import type { Clock } from '../../services/clock';
import type { KioskDevice } from '../../services/kiosk';
import type { Navigation } from '../../services/navigation';
import { parseStandings } from '../../../shared/wire/standings';
import { languageEvents } from '../language/languageSlice';
import { liveEvents } from '../live/liveSlice';
import { liveScoresEvents } from '../liveScores/liveScoresSlice';
import { selectLiveSummaries } from '../liveScores/selectors';
import { matchesApi } from '../matches/matchesApi';
import { readsSaga } from '../reads/readsSaga';
import { errorMessage, requestProxy } from '../request';
import type { StateShape } from '../shape';
import { kioskEvents, type KioskReadName } from './kioskSlice';
import { selectLiveCandidates, selectShownLiveMatchId, selectViewAvailability, selectViewsAnswered } from './selectors';

/** Time and chance as the kiosk sees them (tests pass fixed ones). */
export interface KioskTiming {
  /** Device epoch ms: the ages on screen and the goal hold. */
  deviceNow(): number;
  random(): number;
}

export const KIOSK_TIMING: KioskTiming = { deviceNow: () => Date.now(), random: () => Math.random() };

export interface KioskServices {
  clock: Clock;
  navigation: Navigation;
  kiosk: KioskDevice;
  kioskTiming?: KioskTiming;
}

/** The league record changes rarely (its results flags): read again every ten minutes. */
export const LEAGUE_REFRESH_MS = 600_000;
/** How often the shown live match is chosen again without a trigger (a match enters its window). */
export const LIVE_RECHOOSE_MS = 5000;

/**
 * Keeps one read current: on success its answer replaces the last, and the next read comes `everyMs`
 * later; on failure the last good answer stays and the read is retried after `retryDelayMs(failures)`
 * — forever, with the backoff capped at 30 s. Runs until cancelled.
 */
export function* keepReading<T>(name: KioskReadName, read: () => Promise<T>, everyMs: number, timing: KioskTiming, onData?: (data: T) => Generator) {
  let failures = 0;
  for (;;) {
    let data: T;
    try {
      data = (yield call(read)) as T;
    } catch (error) {
      failures += 1;
      yield put(kioskEvents.readFailed({ name, message: errorMessage(error) }));
      yield delay(retryDelayMs(failures, timing.random()));
      continue;
    }
    failures = 0;
    yield put(kioskEvents.readSucceeded({ name, data, atMs: timing.deviceNow() } as Parameters<typeof kioskEvents.readSucceeded>[0]));
    if (onData) yield* onData(data);
    yield delay(everyMs);
  }
}

/**
 * The league's matches also feed the lists' live scores (state/liveScores follows the goals channel of
 * the matches loaded for the league), so the kiosk's reads keep those followed even when the boot's own
 * read of the league failed.
 */
function* shareMatches(tournamentId: number, matches: Match[]) {
  // A thunk: the store's thunk middleware runs it (redux-saga's put goes through the whole chain).
  yield put(matchesApi.util.upsertQueryData('getTournamentMatches', { tournamentId }, matches) as unknown as UnknownAction);
}

/** The three reads of the kiosk, each kept current on its own schedule. */
export function* keepLeagueRead(services: KioskServices, query: KioskQuery, timing: KioskTiming) {
  const every = refreshIntervalMs(query.rotateSeconds);
  const { tournamentId } = query;
  const api = services.kiosk.api;
  yield fork(keepReading<Tournament>, 'league', () => requestProxy(api, 'tournament', { tournamentId }), LEAGUE_REFRESH_MS, timing);
  yield fork(
    keepReading<Match[]>,
    'matches',
    () => requestProxy(api, 'tournamentMatches', { tournamentId }).then((response) => keepListedMatches(response.matches)),
    every,
    timing,
    (matches: Match[]) => shareMatches(tournamentId, matches),
  );
  yield fork(
    keepReading<StandingsRow[]>,
    'standings',
    // The standings parser comes with this chunk (the first bundle's parser table does not hold it).
    () => api.fetchProxy('standings', { tournamentId }, undefined, parseStandings),
    every * 2,
    timing,
  );
}

/** Asks the server for its build every `everyMs`; once it differs from the page's, marks the reload. */
export function* watchBuild(device: KioskDevice, bootBuildId: string | null, everyMs: number) {
  if (bootBuildId === null) return;
  for (;;) {
    yield delay(everyMs);
    try {
      const serverBuildId: string | null = yield call([device, device.fetchBuildId]);
      if (isNewBuild(bootBuildId, serverBuildId)) {
        yield put(kioskEvents.newBuildSeen());
        return;
      }
    } catch {
      // The server is away (a redeploy in progress): ask again at the next step.
    }
  }
}

const clockMs = (clock: Clock) => clock.now().getTime();

/**
 * Turns goals into goal cards: after every goals-channel message the league's live tallies are compared
 * with the last ones (domain `newGoals`: a match first heard from brings no card), and a rise puts
 * `goalScored` for the match with the newest goal.
 */
export function* watchGoals(clock: Clock, timing: KioskTiming) {
  let before: GoalTally | null = null;
  for (;;) {
    yield take(liveScoresEvents.goalsMessagesReceived.type);
    const candidates: ReturnType<typeof selectLiveCandidates> = yield select(selectLiveCandidates, clockMs(clock));
    const summaries: ReturnType<typeof selectLiveSummaries> = yield select(selectLiveSummaries);
    const after = goalTally(Object.fromEntries(candidates.map((c) => [c.matchId, summaries[c.matchId]?.score ?? null])));
    if (before !== null) {
      const scored = newGoals(before, after);
      const matchId = scored[scored.length - 1];
      if (matchId !== undefined) yield put(kioskEvents.goalScored({ matchId, atMs: timing.deviceNow() }));
    }
    before = after;
  }
}

const FOLLOW_TRIGGERS = [
  kioskEvents.readSucceeded.type,
  kioskEvents.goalScored.type,
  kioskEvents.goalHoldEnded.type,
  liveScoresEvents.goalsMessagesReceived.type,
];

/**
 * Keeps the shown live match's full feed followed (through the live saga, as the live page does): opens
 * the new one and closes the previous one when the choice changes, so one follower runs at a time.
 */
export function* followShownLiveMatch(clock: Clock) {
  let followed: number | null = null;
  try {
    for (;;) {
      const shown: number | null = yield select(selectShownLiveMatchId, clockMs(clock));
      if (shown !== followed) {
        if (followed !== null) yield put(liveEvents.matchViewClosed({ matchId: followed }));
        if (shown !== null) yield put(liveEvents.matchViewOpened({ matchId: shown, matchDate: null }));
        followed = shown;
        yield put(kioskEvents.liveMatchFollowed({ matchId: shown }));
      }
      yield race({ trigger: take(FOLLOW_TRIGGERS), tick: delay(LIVE_RECHOOSE_MS) });
    }
  } finally {
    if (followed !== null) yield put(liveEvents.matchViewClosed({ matchId: followed }));
  }
}

/** Holds the goal card: a later goal (here or elsewhere) restarts the hold on its match. */
export function* holdGoal(holdMs: number) {
  for (;;) {
    const { again } = (yield race({ over: delay(holdMs), again: take(kioskEvents.goalScored.type) })) as { again?: unknown };
    if (again === undefined) break;
  }
  yield put(kioskEvents.goalHoldEnded());
}

const selectReloadPending = (state: StateShape) => state.kiosk.reloadPending;

/** What makes the rotation choose again at once while nothing (or the calm screen) is shown: data came, or the live choice moved. */
const CONTENT_TRIGGERS = [kioskEvents.readSucceeded.type, kioskEvents.readFailed.type, kioskEvents.liveMatchFollowed.type];

/**
 * The rotation: each step shows the next view with something to show (domain `nextView`) for the
 * rotation period; a goal cuts in, shows the live view with the goal card for the hold, and the rotation
 * goes on after it. A new build reloads the page at the next step (not in the middle of a view).
 * Issue 24 case 11: before the data has come no view is chosen (the loading screen stays), and while
 * nothing is on screen, or only the calm "no matches today" screen, data arriving chooses again at once,
 * so an empty view never holds the screen for a rotation.
 */
export function* rotate(services: Pick<KioskServices, 'clock' | 'kiosk'>, query: KioskQuery) {
  const periodMs = query.rotateSeconds * 1000;
  const goalsShown = query.views.includes('live');
  let current: KioskScreen | null = null;
  for (;;) {
    const reload: boolean = yield select(selectReloadPending);
    if (reload) {
      yield call([services.kiosk, services.kiosk.reload]);
      return;
    }
    const available: ViewAvailability = yield select(selectViewAvailability, clockMs(services.clock));
    const answered: ViewAvailability = yield select(selectViewsAnswered);
    current = nextView(query.views, current, available, answered);
    if (current !== null) yield put(kioskEvents.viewShown({ view: current }));
    const waiting = current === null || current === 'quiet';
    const { goal } = (yield race({
      next: delay(periodMs),
      goal: take(kioskEvents.goalScored.type),
      ...(waiting ? { content: take(CONTENT_TRIGGERS) } : {}),
    })) as { goal?: unknown };
    if (goal !== undefined) {
      if (goalsShown) {
        current = 'live';
        yield call(holdGoal, goalHoldMs(query.rotateSeconds));
      } else {
        yield put(kioskEvents.goalHoldEnded());
      }
    }
  }
}

/** The kiosk: started by the root saga on the /kiosk route only (kioskRoot.ts), with the address it was opened at. */
export function* runKiosk(services: KioskServices, search: string) {
  const timing = services.kioskTiming ?? KIOSK_TIMING;
  const parsed = parseKioskQuery(search);
  if (!parsed.ok) {
    yield put(kioskEvents.queryRead({ query: null, problems: parsed.problems }));
    return;
  }
  const { query } = parsed;
  yield put(kioskEvents.queryRead({ query, problems: [] }));
  if (query.lang !== null) {
    const language: StateShape['language']['language'] = yield select((state: StateShape) => state.language.language);
    if (language !== query.lang) yield put(languageEvents.languageChosen({ language: query.lang }));
  }
  yield call([services.kiosk, services.kiosk.keepAwake]);
  // The kiosk's own api (past the HTTP cache) tells of kept copies and retries as the site's does.
  yield fork(readsSaga, { api: services.kiosk.api });
  yield fork(keepLeagueRead, services, query, timing);
  const bootBuildId: string | null = yield select((state: StateShape) => state.site.buildId ?? null);
  yield fork(watchBuild, services.kiosk, bootBuildId, refreshIntervalMs(query.rotateSeconds));
  if (query.views.includes('live')) {
    yield fork(followShownLiveMatch, services.clock);
    yield fork(watchGoals, services.clock, timing);
  }
  yield call(rotate, services, query);
}
