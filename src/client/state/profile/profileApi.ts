/**
 * The player profile's reads (SPEC §2 Player profile, §7 ta/TeamMembers/{orgId}?personId=,
 * ta/Tournament/AllForPerson, icehockey/Player, icehockey/Goalie, basketball/tournament/players) as
 * endpoints of the one api (DESIGN §6.1).
 *
 * The previous-tournaments table needs one game read per tournament. It is one query (`queryFn` over the
 * base query) keyed by the person and the tournaments, so the table's totals and its expanded game rows
 * come from one cache entry; a tournament whose read fails is a row that says so, not a failed table.
 */
import type { GoalieGame, ProxyParams, ProxyResponse, SkaterGame } from '../../../shared/contract';
import { parseTeamMembers } from '../../../shared/wire/people';
import {
  parseBasketballSeasonStats,
  parseGoalieGames,
  parseSkaterGames,
  parseTournamentsForPerson,
} from '../../../shared/wire/profile';
import { api, proxyEndpoint, type ContractRequest, type ReadError } from '../api/api';

/** One tournament's game rows, or why they could not be read. */
export type TournamentGames<G> = { status: 'ready'; games: G[] } | { status: 'failed'; error: string };

/** The game rows of each asked tournament, by tournament id. */
export type GamesByTournament<G> = Readonly<Record<number, TournamentGames<G>>>;

export interface TournamentGamesArgs {
  personId: number;
  /** The person's tournaments of the profile's sport, in the table's order. */
  tournamentIds: readonly number[];
}

type BaseQueryResult = { data?: unknown; error?: ReadError };
type BaseQuery = (request: ContractRequest) => BaseQueryResult | PromiseLike<BaseQueryResult>;

/** At most this many tournament reads at a time: a veteran's twenty seasons do not hit the proxy at once. */
const PARALLEL_READS = 4;

async function gamesPerTournament<G>(
  baseQuery: BaseQuery,
  { personId, tournamentIds }: TournamentGamesArgs,
  request: (params: { personId: number; tournamentId: number }) => ContractRequest,
): Promise<GamesByTournament<G>> {
  const results: Record<number, TournamentGames<G>> = {};
  const queue = [...new Set(tournamentIds)];
  const worker = async () => {
    for (let tournamentId = queue.shift(); tournamentId !== undefined; tournamentId = queue.shift()) {
      const result = await baseQuery(request({ personId, tournamentId }));
      results[tournamentId] = result.error ? { status: 'failed', error: result.error.message } : { status: 'ready', games: result.data as G[] };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, queue.length) }, worker));
  return results;
}

const skaterRequest = (params: ProxyParams<'skaterTournamentGames'>): ContractRequest => ({
  kind: 'proxy',
  name: 'skaterTournamentGames',
  params,
  parse: parseSkaterGames as (raw: unknown) => ProxyResponse<'skaterTournamentGames'>,
});

const goalieRequest = (params: ProxyParams<'goalieTournamentGames'>): ContractRequest => ({
  kind: 'proxy',
  name: 'goalieTournamentGames',
  params,
  parse: parseGoalieGames as (raw: unknown) => ProxyResponse<'goalieTournamentGames'>,
});

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7: the first item is the person. */
    getTeamMemberOfOrg: proxyEndpoint(build, 'teamMemberOfOrg', parseTeamMembers),
    getTournamentsForPerson: proxyEndpoint(build, 'tournamentsForPerson', parseTournamentsForPerson),
    getSkaterLastGames: proxyEndpoint(build, 'skaterLastGames', parseSkaterGames),
    getGoalieLastGames: proxyEndpoint(build, 'goalieLastGames', parseGoalieGames),
    getBasketballPlayerSeason: proxyEndpoint(build, 'basketballPlayerSeason', parseBasketballSeasonStats),
    /** icehockey/Player/{personId}?tournamentId= for each tournament; never fails as a whole. */
    getSkaterTournamentGames: build.query<GamesByTournament<SkaterGame>, TournamentGamesArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        return { data: await gamesPerTournament<SkaterGame>(baseQuery, args, skaterRequest) };
      },
    }),
    /** icehockey/Goalie/{personId}?tournamentId= for each tournament; never fails as a whole. */
    getGoalieTournamentGames: build.query<GamesByTournament<GoalieGame>, TournamentGamesArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        return { data: await gamesPerTournament<GoalieGame>(baseQuery, args, goalieRequest) };
      },
    }),
  }),
});
