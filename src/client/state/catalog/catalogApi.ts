/**
 * What the organisation offers (SPEC §4, §5, §9) as endpoints of the one api (DESIGN §6.1): its seasons in
 * one read (issue 26: the server's season look-up reads the six years in parallel), a season's published
 * leagues and a league's teams. The boot and selection saga asks for them through these endpoints
 * (state/reads/readThrough), so what the server-rendered page carried is not asked for again.
 *
 * They stay in the cache for the page's life: the whole site stands on them, no screen subscribes to them,
 * and they are few (one seasons list, the leagues of each season visited, the teams of each league visited).
 */
import type { DirectResponse, Season, Team, Tournament } from '../../../shared/contract';
import { keepPublishedTournaments, orderLeagues } from '../../domain/leagues';
import { keepStartedOwnSeasons } from '../../domain/seasons';
import type { Clock } from '../../services/clock';
import { api, proxyRequest, type ContractRequest, type ReadError } from '../api/api';

/** The season look-up: the organisation and the current year in the league zone (SPEC §9). */
export interface SeasonsArg {
  orgId: number;
  year: number;
}

/** A season's leagues, and the site's configured sport (null: none) that orders them. */
export interface LeaguesArg {
  seasonId: number;
  sportId: number | null;
}

/** The seasons kept by SPEC §5 (started, the organisation's own, newest first) and the years that failed. */
export interface SeasonsRead {
  seasons: Season[];
  failures: string[];
}

const hasClock = (extra: unknown): extra is { clock: Clock } => typeof extra === 'object' && extra !== null && 'clock' in extra;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeasons: build.query<SeasonsRead, SeasonsArg>({
      // A query function for the SPEC §5 "started" rule: it needs the clock (the services'), not only the answer.
      async queryFn(arg, { extra }, _extraOptions, baseQuery) {
        const request: ContractRequest = { kind: 'direct', name: 'seasonLookup', params: arg };
        const answer = await baseQuery(request);
        if (answer.error !== undefined) return { error: answer.error as ReadError };
        const { years } = answer.data as DirectResponse<'seasonLookup'>;
        const found: Season[] = [];
        const failures: string[] = [];
        for (const part of years) {
          if ('seasons' in part) found.push(...part.seasons);
          else failures.push(part.failure);
        }
        // The read fails only when every year failed (issue 26), with the first year's message.
        if (failures.length === years.length) return { error: { status: 502, message: failures[0] ?? 'Seasons could not be loaded', code: null } };
        const now = hasClock(extra) ? extra.clock.now() : new Date();
        return { data: { seasons: keepStartedOwnSeasons(found, arg.orgId, now), failures } };
      },
      keepUnusedDataFor: Infinity,
    }),
    /** The season's published leagues (SPEC §5) in SPEC §9 order, which the configured sport decides (hockey's own order). */
    getLeagues: build.query<Tournament[], LeaguesArg>({
      query: ({ seasonId }): ContractRequest => ({ kind: 'direct', name: 'tournamentsInSeason', params: { seasonId } }),
      transformResponse: (response: DirectResponse<'tournamentsInSeason'>, _meta, { sportId }) =>
        orderLeagues(keepPublishedTournaments(response.tournamentsInSeason), sportId),
      keepUnusedDataFor: Infinity,
    }),
    getTeams: build.query<Team[], { tournamentId: number }>({
      query: (params) => proxyRequest('tournamentTeams', params),
      transformResponse: (response: { teams: Team[] }) => response.teams,
      keepUnusedDataFor: Infinity,
    }),
  }),
});
