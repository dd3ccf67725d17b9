/**
 * The selected league's matches (SPEC §4, §7 ta/TournamentMatches) as an endpoint of the one api (DESIGN
 * §6.1): the slider, the scoreboard's league list and the schedule read it; kept by SPEC §5 (statusTypeId
 * null or 1-5) as it arrives.
 */
import type { Match, ProxyParams, ProxyResponse } from '../../../shared/contract';
import { keepListedMatches } from '../../domain/matches';
import { api, proxyRequest } from '../api/api';

export const matchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTournamentMatches: build.query<Match[], ProxyParams<'tournamentMatches'>>({
      query: (params) => proxyRequest('tournamentMatches', params),
      transformResponse: (response: ProxyResponse<'tournamentMatches'>) => keepListedMatches(response.matches),
    }),
  }),
});
