/**
 * Workers that load the catalog (SPEC §4, §5, §9, §8). Each stores what it loaded or the error message of
 * the failed request and returns whether it succeeded (for `retrying`, issue 25); none throws, so a caller
 * can run several side by side.
 */
import { call, put, select } from 'redux-saga/effects';
import type { DirectResponse, ProxyResponse, Season } from '../../../shared/contract';
import { keepPublishedTournaments, orderLeagues } from '../../domain/leagues';
import { keepStartedOwnSeasons } from '../../domain/seasons';
import { leagueYear } from '../../domain/time';
import type { Api } from '../../services/api';
import type { Clock } from '../../services/clock';
import { errorMessage, requestDirect, requestProxy } from '../request';
import { selectConfiguredSportId, selectOrgId, selectTimeZone } from '../site/selectors';
import { catalogEvents } from './catalogSlice';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Runs one call and reports its outcome instead of throwing (a failed year must not lose the others). */
export function* attempt<T>(fn: (...args: never[]) => Promise<T>, ...args: unknown[]) {
  try {
    const value: T = yield call(fn as (...callArgs: unknown[]) => Promise<T>, ...args);
    return { ok: true, value } as Outcome<T>;
  } catch (error) {
    return { ok: false, message: errorMessage(error) } as Outcome<T>;
  }
}

/**
 * SPEC §9: seasons of the current year and the five before, in one read (issue 26: the server's season
 * look-up reads the years in parallel); SPEC §5: only started seasons the organisation owns, newest first.
 * Fails only when every year failed; the failed years' messages are kept beside the seasons.
 */
export function* loadSeasons(services: { api: Api; clock: Clock }) {
  yield put(catalogEvents.seasonsRequested());
  const orgId: number = yield select(selectOrgId);
  const zone: string = yield select(selectTimeZone);
  const now = services.clock.now();
  // SPEC §9: the current year in the league zone; the look-up reads it and the five before.
  const year = leagueYear(now, zone);
  const outcome: Outcome<DirectResponse<'seasonLookup'>> = yield call(attempt, requestDirect<'seasonLookup'>, services.api, 'seasonLookup', { orgId, year });
  if (!outcome.ok) {
    yield put(catalogEvents.seasonsLoadFailed({ message: outcome.message }));
    return false;
  }
  const found: Season[] = [];
  const failures: string[] = [];
  for (const part of outcome.value.years) {
    if ('seasons' in part) found.push(...part.seasons);
    else failures.push(part.failure);
  }
  if (failures.length === outcome.value.years.length) {
    yield put(catalogEvents.seasonsLoadFailed({ message: failures[0] ?? 'Seasons could not be loaded' }));
    return false;
  }
  yield put(catalogEvents.seasonsLoaded({ seasons: keepStartedOwnSeasons(found, orgId, now), failures }));
  return true;
}

/** The published leagues of a season in SPEC §9 order (the configured sport decides the hockey order). */
export function* loadLeagues(services: { api: Api }, seasonId: number) {
  yield put(catalogEvents.leaguesRequested({ seasonId }));
  try {
    const response: DirectResponse<'tournamentsInSeason'> = yield call(requestDirect<'tournamentsInSeason'>, services.api, 'tournamentsInSeason', {
      seasonId,
    });
    const sportId: number | null = yield select(selectConfiguredSportId);
    const leagues = orderLeagues(keepPublishedTournaments(response.tournamentsInSeason), sportId);
    yield put(catalogEvents.leaguesLoaded({ seasonId, leagues }));
    return true;
  } catch (error) {
    yield put(catalogEvents.leaguesLoadFailed({ seasonId, message: errorMessage(error) }));
    return false;
  }
}

export function* loadTeams(services: { api: Api }, tournamentId: number) {
  yield put(catalogEvents.teamsRequested({ tournamentId }));
  try {
    const response: ProxyResponse<'tournamentTeams'> = yield call(
      requestProxy<'tournamentTeams'>,
      services.api,
      'tournamentTeams',
      { tournamentId },
    );
    yield put(catalogEvents.teamsLoaded({ tournamentId, teams: response.teams }));
    return true;
  } catch (error) {
    yield put(catalogEvents.teamsLoadFailed({ tournamentId, message: errorMessage(error) }));
    return false;
  }
}
