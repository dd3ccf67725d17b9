/** People reads (SPEC §7 ta/TeamMembers/{teamId} and activity/Transfers) as endpoints of the one api. */
import { parseTeamMembers, parseTransfers } from '../../../shared/wire/people';
import { api, proxyEndpoint } from '../api/api';

export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: proxyEndpoint(build, 'teamMembers', parseTeamMembers),
    getTransfers: proxyEndpoint(build, 'transfers', parseTransfers),
  }),
});
