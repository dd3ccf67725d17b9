/**
 * The selection's side effects (SPEC §4, §5, §9): boot, season/league/team choices, and keeping the URL
 * query (seasonId, tournamentId, team) in step with the store in both directions.
 */
import { eventChannel, buffers, type EventChannel } from 'redux-saga';
import { all, call, delay, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { Season, Tournament } from '../../../shared/contract';
import { paths, readSelectionQuery, routeNameOf, withSelectionQuery, type SelectionQuery } from '../../domain/paths';
import { leagueToday } from '../../domain/time';
import type { Clock } from '../../services/clock';
import type { AppLocation, Navigation } from '../../services/navigation';
import { catalogApi, type LeaguesArg, type SeasonsArg } from '../catalog/catalogApi';
import { selectCurrentLeague, selectCurrentSeason, selectSeasonsArg } from '../catalog/selectors';
import { matchesApi } from '../matches/matchesApi';
import { selectTournamentMatchesArg } from '../matches/read';
import { readThrough } from '../reads/readThrough';
import { selectScoreboardReads, type ScoreboardReads } from '../scoreboard/read';
import { scoreboardApi } from '../scoreboard/scoreboardApi';
import { retrying } from '../reads/retry';
import { selectConfiguredSportId, selectTimeZone } from '../site/selectors';
import { selectionEvents } from './selectionSlice';
import { selectSelectionQuery } from './selectors';

export interface SelectionServices {
  clock: Clock;
  navigation: Navigation;
}

/** SPEC §9: the seasons of six years in one read (issue 26). Returns whether they answered (for `retrying`). */
function* readSeasons() {
  const arg: SeasonsArg | null = yield select(selectSeasonsArg);
  if (arg === null) return false;
  return (yield call(readThrough, catalogApi.endpoints.getSeasons, arg)) as boolean;
}

function* readLeagues(seasonId: number) {
  const sportId: number | null = yield select(selectConfiguredSportId);
  const arg: LeaguesArg = { seasonId, sportId };
  return (yield call(readThrough, catalogApi.endpoints.getLeagues, arg)) as boolean;
}

function* readTeams(tournamentId: number) {
  return (yield call(readThrough, catalogApi.endpoints.getTeams, { tournamentId })) as boolean;
}

/**
 * Reads whatever the current selection stands on, through the catalog's endpoints (an answer in the cache
 * is not asked for again): the leagues of the current season, then the teams of the current league (its
 * matches are read by the screens that show them: state/matches/useLeagueMatches). A failed read is
 * retried with the backoff until it answers or a newer choice cancels this one (issue 25).
 */
export function* ensureSelectionLoaded() {
  const season: Season | null = yield select(selectCurrentSeason);
  if (season === null) return;
  yield call(retrying, readLeagues, season.seasonId);
  const league: Tournament | null = yield select(selectCurrentLeague);
  if (league === null) return;
  yield fork(startListReads);
  yield call(retrying, readTeams, league.tournamentId);
}

/**
 * Starts the lists' reads — the league's matches (the slider, on every page) and the day's matches — with the
 * teams instead of one render later when the screens' hooks ask: the server renders within a budget (DESIGN
 * §6.4). The hooks then find them under way or answered (no second call) and retry them while shown.
 */
function* startListReads() {
  const league: { tournamentId: number } | null = yield select(selectTournamentMatchesArg);
  const reads: ScoreboardReads = yield select(selectScoreboardReads);
  const day = reads.scheduled;
  yield all([
    league === null ? null : call(readThrough, matchesApi.endpoints.getTournamentMatches, league),
    day === null ? null : call(readThrough, scoreboardApi.endpoints.getScheduledMatches, day),
  ]);
}

/**
 * Writes the effective selection into the URL. With `leaveMatchPages`, a match or live match page gives
 * way to the scoreboard (SPEC §2). Leaves the URL alone while the season or league is unresolved (a
 * failed load must not wipe a deep link).
 */
export function* navigateToSelection(services: SelectionServices, mode: 'push' | 'replace', leaveMatchPages: boolean) {
  const query: SelectionQuery = yield select(selectSelectionQuery);
  if (query.seasonId === null || query.tournamentId === null) return;
  const location = services.navigation.location();
  const route = routeNameOf(location.pathname);
  const target =
    leaveMatchPages && (route === 'match' || route === 'livematch')
      ? paths.scoreboard.href({ seasonId: query.seasonId, tournamentId: query.tournamentId })
      : withSelectionQuery(location.pathname, location.search, query);
  if (target === `${location.pathname}${location.search}`) return;
  yield call([services.navigation, services.navigation.navigate], target, { replace: mode === 'replace' });
}

/**
 * Boot (SPEC §4): today's date, the selection the URL asks for, the seasons of six years (one read, issue
 * 26), then the leagues, teams and matches of the settled selection; finally the URL is rewritten to what
 * was settled.
 */
export function* boot(services: SelectionServices) {
  const zone: string = yield select(selectTimeZone);
  yield put(selectionEvents.todayDetermined({ date: leagueToday(services.clock.now(), zone) }));
  const start = services.navigation.location();
  const request = readSelectionQuery(start.search);
  yield put(selectionEvents.locationRead({ seasonId: request.seasonId, tournamentId: request.tournamentId, teamId: request.team }));
  // Issue 25: a failed seasons read says so and retries; nothing else can load without the seasons. A page
  // the server rendered already has them in the cache (DESIGN §6.4): they are not asked for again.
  yield call(retrying, readSeasons);
  yield call(ensureSelectionLoaded);
  const now = services.navigation.location();
  if (now.pathname !== start.pathname || now.search !== start.search) {
    // The visitor moved on while the site was loading (a row clicked before every read was back): follow
    // where they went (another tournament's match keeps its own tournament), never write the boot's URL over it.
    yield call(followLocation, services, now);
    return;
  }
  yield call(navigateToSelection, services, 'replace', false);
}

type ChoiceAction =
  | ReturnType<typeof selectionEvents.seasonChosen>
  | ReturnType<typeof selectionEvents.leagueChosen>
  | ReturnType<typeof selectionEvents.teamChosen>
  | ReturnType<typeof selectionEvents.locationChanged>;

/**
 * Issue 27 "Also": how long a choice made with a select waits before it loads. A closed native select steps
 * through its options with the arrow keys, and each step is a `change` (a choice): the store, and so the
 * select, follow each step at once, while the reads and the URL wait until the steps stop for this long (a
 * newer choice cancels the wait: takeLatest), so five steps read the leagues of the last season only, once,
 * and leave one history entry.
 */
export const CHOICE_SETTLE_MS = 300;

/** The choices made with a native select (season, team); the league box and the URL commit once. */
function isSelectChoice(action: ChoiceAction): boolean {
  return selectionEvents.seasonChosen.match(action) || selectionEvents.teamChosen.match(action);
}

/** SPEC §4: store (the reducer did), load, then navigate. A newer choice cancels this one. */
export function* applyChoice(services: SelectionServices, action: ChoiceAction) {
  if (isSelectChoice(action)) yield delay(CHOICE_SETTLE_MS);
  yield call(ensureSelectionLoaded);
  if (selectionEvents.locationChanged.match(action)) {
    // The URL led: only settle it (an unknown id becomes the first), without a new history entry.
    yield call(navigateToSelection, services, 'replace', false);
    return;
  }
  const leaveMatchPages = !selectionEvents.teamChosen.match(action);
  yield call(navigateToSelection, services, 'push', leaveMatchPages);
}

function sameSelection(a: SelectionQuery, b: SelectionQuery): boolean {
  return a.seasonId === b.seasonId && a.tournamentId === b.tournamentId && a.team === b.team;
}

/**
 * A location the app did not produce itself: a URL carrying another selection updates the store; a URL
 * with no selection at all gets the current one written in.
 */
export function* followLocation(services: SelectionServices, location: AppLocation) {
  const request = readSelectionQuery(location.search);
  if (request.seasonId === null && request.tournamentId === null) {
    yield call(navigateToSelection, services, 'replace', false);
    return;
  }
  const current: SelectionQuery = yield select(selectSelectionQuery);
  const wanted: SelectionQuery = { ...request, seasonId: request.seasonId ?? current.seasonId };
  if (sameSelection(wanted, current)) return;
  yield put(selectionEvents.locationChanged({ seasonId: wanted.seasonId, tournamentId: wanted.tournamentId, teamId: wanted.team }));
}

function locationChannel(navigation: Navigation): EventChannel<AppLocation> {
  return eventChannel((emit) => navigation.subscribe((location) => emit(location)), buffers.sliding(10));
}

export function* watchLocation(services: SelectionServices) {
  const channel: EventChannel<AppLocation> = yield call(locationChannel, services.navigation);
  try {
    while (true) {
      const location: AppLocation = yield take(channel);
      yield call(followLocation, services, location);
    }
  } finally {
    channel.close();
  }
}

/** Season, league and team choices and URL-led changes: the latest one wins (SPEC §4). */
export function* watchChoices(services: SelectionServices) {
  yield takeLatest(
    [
      selectionEvents.seasonChosen.type,
      selectionEvents.leagueChosen.type,
      selectionEvents.teamChosen.type,
      selectionEvents.locationChanged.type,
    ],
    applyChoice,
    services,
  );
}

/** The selection domain: choices are taken from the start, then boot, then the URL is followed. */
export function* selectionSaga(services: SelectionServices) {
  yield fork(watchChoices, services);
  yield call(boot, services);
  yield fork(watchLocation, services);
}
