/**
 * A match's and a tournament's own record as endpoints of the one api (DESIGN §6.1), in the first bundle:
 * the live view, the match pages and the results-visibility rule (SPEC §4, state/visibility) all read them,
 * so the match page, the live page and the rule share one cache entry and one request per record.
 */
import type { ProxyParams, ProxyResponse } from '../../../shared/contract';
import { api, proxyRequest } from '../api/api';

export const recordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatch: build.query<ProxyResponse<'match'>, ProxyParams<'match'>>({ query: (params) => proxyRequest('match', params) }),
    getTournament: build.query<ProxyResponse<'tournament'>, ProxyParams<'tournament'>>({ query: (params) => proxyRequest('tournament', params) }),
  }),
});
