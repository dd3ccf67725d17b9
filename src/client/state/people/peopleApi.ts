/**
 * People reads (SPEC §7 ta/TeamMembers/{teamId} and activity/Transfers) as endpoints of the one api; a
 * roster comes as its players and its staff (issue 25).
 */
import type { ProxyParams, TeamRoster } from '../../../shared/contract';
import { parseTeamRoster, parseTransfers } from '../../../shared/wire/people';
import { api, proxyEndpoint, type ContractRequest } from '../api/api';

export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The contract's wire answer is a list of members; the cache holds it split (players, staff).
    getTeamMembers: build.query<TeamRoster, ProxyParams<'teamMembers'>>({
      query: (params): ContractRequest => ({ kind: 'proxy', name: 'teamMembers', params, parse: parseTeamRoster }),
    }),
    getTransfers: proxyEndpoint(build, 'transfers', parseTransfers),
  }),
});
