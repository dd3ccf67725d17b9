/** Root states for reducer, selector and saga tests. */
import { rootReducer, type RootState } from '../../src/client/app/store';
import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import type { Match } from '../../src/shared/contract';
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
