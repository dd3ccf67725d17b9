/** Root states for reducer, selector and saga tests. */
import { rootReducer, type RootState } from '../../src/client/app/store';
import type { UnknownAction } from '@reduxjs/toolkit';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import type { Match, Season, Team, Tournament } from '../../src/shared/contract';
import { catalogApi } from '../../src/client/state/catalog/catalogApi';
import type { ReadError } from '../../src/client/state/api/api';
import { matchesApi } from '../../src/client/state/matches/matchesApi';
import { scoreboardApi } from '../../src/client/state/scoreboard/scoreboardApi';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { testConfig } from './services';

export function initialRootState(config: Partial<SiteConfig> = {}): RootState {
  const state = rootReducer(undefined, { type: '@@test/init' });
  return { ...state, site: testConfig(config) };
}

/** The league's TournamentMatches answered in the api's cache (DESIGN §6.1), as a reducer or store takes it. */
export function tournamentMatchesAnswered(tournamentId: number, matches: Match[]) {
  return matchesApi.util.upsertQueryEntries([{ endpointName: 'getTournamentMatches', arg: { tournamentId }, value: matches }]);
}

/** A date's ScheduledMatchesBySport answered in the api's cache (arguments as `selectScoreboardReads` makes them). */
export function scheduledMatchesAnswered(date: string, sportIds: number[], matches: Match[]) {
  return scoreboardApi.util.upsertQueryEntries([{ endpointName: 'getScheduledMatches', arg: { date, sportIds }, value: matches }]);
}

/**
 * A state whose cache holds `entry` for the read of `endpointName` with `arg` (a read asked for and not
 * answered: `{ status: 'pending' }`; a failed one: `{ status: 'rejected', error }`), as RTK Query keeps it.
 */
export function withCachedEntry(state: RootState, endpointName: string, arg: unknown, entry: { status: 'pending' | 'rejected'; error?: ReadError; data?: unknown }): RootState {
  const queryCacheKey = defaultSerializeQueryArgs({ endpointName, queryArgs: arg, endpointDefinition: undefined as never });
  const stored = { ...entry, endpointName, originalArgs: arg, queryCacheKey, requestId: `test-${queryCacheKey}`, startedTimeStamp: 0 };
  return { ...state, api: { ...state.api, queries: { ...state.api.queries, [queryCacheKey]: stored } } } as RootState;
}

/** The season look-up the tests' site asks for (organisation 10, the year of TEST_NOW). */
export const TEST_SEASONS_ARG = { orgId: 10, year: 2026 };
/** The leagues read of a season on the tests' hockey site. */
export const leaguesArg = (seasonId: number, sportId: number | null = 152) => ({ seasonId, sportId });

/** The organisation's seasons answered in the api's cache (the look-up of `orgId` for 2026, the tests' year). */
export function seasonsAnswered(seasons: Season[], failures: string[] = [], orgId = 10) {
  return catalogApi.util.upsertQueryEntries([{ endpointName: 'getSeasons', arg: { orgId, year: 2026 }, value: { seasons, failures } }]);
}

/** A season's leagues answered in the api's cache, for a site whose configured sport is `sportId` (in SPEC §9 order as given). */
export function leaguesAnswered(seasonId: number, leagues: Tournament[], sportId: number | null = 152) {
  return catalogApi.util.upsertQueryEntries([{ endpointName: 'getLeagues', arg: { seasonId, sportId }, value: leagues }]);
}

/** A league's teams answered in the api's cache. */
export function teamsAnswered(tournamentId: number, teams: Team[]) {
  return catalogApi.util.upsertQueryEntries([{ endpointName: 'getTeams', arg: { tournamentId }, value: teams }]);
}

/** The action RTK Query dispatches when a read of `endpointName` with `originalArgs` is answered (what the selection settles on). */
export function readAnswered(endpointName: string, originalArgs: unknown, payload: unknown): UnknownAction {
  const queryCacheKey = defaultSerializeQueryArgs({ endpointName, queryArgs: originalArgs, endpointDefinition: undefined as never });
  return {
    type: 'api/executeQuery/fulfilled',
    payload,
    meta: { arg: { type: 'query', endpointName, originalArgs, queryCacheKey }, requestId: `test-${queryCacheKey}`, requestStatus: 'fulfilled', fulfilledTimeStamp: 0 },
  };
}
