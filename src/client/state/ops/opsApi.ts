/**
 * Issue 15: the ops wall's one keyed read — today's matches of the site's sports (SPEC §7
 * ScheduledMatchesBySport) — as an endpoint of the one api (DESIGN §6.1), brought by the wall's chunk.
 */
import { parseProxyResponse } from '../../../shared/wire/responses';
import { api, proxyEndpoint } from '../api/api';

const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    opsMatches: proxyEndpoint(build, 'scheduledMatchesBySport', (raw) => parseProxyResponse('scheduledMatchesBySport', raw)),
  }),
});

export const { useOpsMatchesQuery } = opsApi;
