/**
 * Issue 15: the ops wall's one keyed read — today's matches of the site's sports (SPEC §7
 * ScheduledMatchesBySport) — as an endpoint of the one api (DESIGN §6.1), brought by the wall's chunk.
 * Issue 25: and the server's view of the upstream's wire (`/healthz` `wireDrift`): what the federation's
 * answers could not be read as in the last hour, for the staff to see.
 */
import type { DriftSummary } from '../../../shared/contract/health';
import { parseHealthDrift } from '../../../shared/wire/health';
import { parseProxyResponse } from '../../../shared/wire/responses';
import { api, hasApi, proxyEndpoint, toReadError, type ReadError } from '../api/api';

const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    opsMatches: proxyEndpoint(build, 'scheduledMatchesBySport', (raw) => parseProxyResponse('scheduledMatchesBySport', raw)),
    /** null: the server checks nothing (demo mode) or the services cannot ask it. */
    opsWireDrift: build.query<DriftSummary | null, void>({
      queryFn: (_arg, { signal, extra }): Promise<{ data: DriftSummary | null } | { error: ReadError }> | { data: null } => {
        if (!hasApi(extra) || !extra.api.fetchHealth) return { data: null };
        return extra.api.fetchHealth(signal).then(
          (raw) => ({ data: parseHealthDrift(raw) }),
          (error: unknown) => ({ error: toReadError(error) }),
        );
      },
    }),
  }),
});

export const { useOpsMatchesQuery, useOpsWireDriftQuery } = opsApi;
