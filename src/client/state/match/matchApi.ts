/**
 * The finished match page's reads (SPEC §2 match page, §7 match calls) as endpoints of the one api
 * (DESIGN §6.1). The match, its league, the logos and the broadcast are plain contract reads; the sport's
 * detail calls are one query whose failed parts are named with why they failed, so the page still shows
 * and says which part could not be loaded (issue 25 case 5).
 */
import { SPORT, type ProxyParams, type ProxyResponse, type ProxyTargetName } from '../../../shared/contract';
import { matchResponseParsers as parse } from '../../../shared/wire/match';
import { api, proxyEndpoint, type ContractRequest, type ReadError } from '../api/api';
import { failureKindOf, type ReadFailureKind } from '../readState';

/** Everything the sport sections read; lists stay empty for the other sports. */
export interface MatchDetails {
  periods: ProxyResponse<'matchIncidents'>['matchPeriodResults'];
  incidents: ProxyResponse<'matchIncidents'>['matchIncidents'];
  referees: ProxyResponse<'matchReferees'>['referees'];
  lineups: ProxyResponse<'matchTeamMembers'>['lineups'];
  goals: ProxyResponse<'hockeyGoals'>;
  penalties: ProxyResponse<'hockeyPenalties'>;
  players: ProxyResponse<'hockeyPlayers'>;
  goalies: ProxyResponse<'hockeyGoalies'>;
  basketballPlayers: ProxyResponse<'basketballMatchPlayers'>['data'];
  volleyballPlayers: ProxyResponse<'volleyballMatchPlayers'>['data'];
}

export const EMPTY_DETAILS: MatchDetails = Object.freeze({
  periods: [],
  incidents: [],
  referees: [],
  lineups: [],
  goals: [],
  penalties: [],
  players: [],
  goalies: [],
  basketballPlayers: [],
  volleyballPlayers: [],
});

/** The detail calls, by the part of the page each fills (issue 25: a failed part says so where it shows). */
export type MatchDetailPart = 'periods' | 'referees' | 'goals' | 'penalties' | 'players' | 'goalies' | 'lineups';

/**
 * The details, the messages of the detail calls that failed (for the log, never shown) and why each failed
 * part failed: its section shows the failed-part notice, never an empty list (issue 25 case 5).
 * `partlyFailed` asks state/reads/retry to fetch the details again.
 */
export interface MatchDetailsResult {
  details: MatchDetails;
  errors: string[];
  failed: Partial<Record<MatchDetailPart, ReadFailureKind>>;
  partlyFailed: boolean;
}

type BaseQueryResult = { data?: unknown; error?: ReadError };
type BaseQuery = (request: ContractRequest) => BaseQueryResult | PromiseLike<BaseQueryResult>;

interface Failures {
  errors: string[];
  failed: Partial<Record<MatchDetailPart, ReadFailureKind>>;
}

/** One detail call whose failure the page survives: applies the value, or records the failure of its part. */
function part<N extends ProxyTargetName>(
  baseQuery: BaseQuery,
  failures: Failures,
  page: MatchDetailPart,
  name: N,
  params: ProxyParams<N>,
  parser: (raw: unknown) => ProxyResponse<N>,
  apply: (value: ProxyResponse<N>) => Partial<MatchDetails>,
): PromiseLike<Partial<MatchDetails>> {
  return Promise.resolve(baseQuery({ kind: 'proxy', name, params, parse: parser })).then((result) => {
    if (result.error) {
      failures.errors.push(result.error.message);
      failures.failed[page] = failureKindOf(result.error);
      return {};
    }
    return apply(result.data as ProxyResponse<N>);
  });
}

/** The calls of SPEC §7 a sport's page needs: incidents and referees always, then the sport's own. */
function detailParts(baseQuery: BaseQuery, failures: Failures, matchId: number, sportId: number) {
  const common = [
    part(baseQuery, failures, 'periods', 'matchIncidents', { matchId }, parse.matchIncidents, (value) => ({ periods: value.matchPeriodResults, incidents: value.matchIncidents })),
    part(baseQuery, failures, 'referees', 'matchReferees', { matchid: matchId }, parse.matchReferees, (value) => ({ referees: value.referees })),
  ];
  if (sportId === SPORT.iceHockey)
    return [
      ...common,
      part(baseQuery, failures, 'goals', 'hockeyGoals', { matchId }, parse.hockeyGoals, (goals) => ({ goals })),
      part(baseQuery, failures, 'penalties', 'hockeyPenalties', { matchId }, parse.hockeyPenalties, (penalties) => ({ penalties })),
      part(baseQuery, failures, 'players', 'hockeyPlayers', { matchId }, parse.hockeyPlayers, (players) => ({ players })),
      part(baseQuery, failures, 'goalies', 'hockeyGoalies', { matchId }, parse.hockeyGoalies, (goalies) => ({ goalies })),
      part(baseQuery, failures, 'lineups', 'matchTeamMembers', { matchId }, parse.matchTeamMembers, (value) => ({ lineups: value.lineups })),
    ];
  if (sportId === SPORT.basketball)
    return [...common, part(baseQuery, failures, 'players', 'basketballMatchPlayers', { matchId }, parse.basketballMatchPlayers, (value) => ({ basketballPlayers: value.data }))];
  if (sportId === SPORT.volleyball)
    return [...common, part(baseQuery, failures, 'players', 'volleyballMatchPlayers', { matchId }, parse.volleyballMatchPlayers, (value) => ({ volleyballPlayers: value.data }))];
  return common;
}

export const matchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrganisations: proxyEndpoint(build, 'organisations', parse.organisations),
    getMatchBroadcasts: proxyEndpoint(build, 'broadcastsByMatch', parse.broadcastsByMatch),
    /** The sport's detail calls in parallel; never fails as a whole. */
    getMatchDetails: build.query<MatchDetailsResult, { matchId: number; sportId: number }>({
      async queryFn({ matchId, sportId }, _api, _extra, baseQuery) {
        const failures: Failures = { errors: [], failed: {} };
        const parts = await Promise.all(detailParts(baseQuery, failures, matchId, sportId));
        const details = Object.assign({}, EMPTY_DETAILS, ...parts) as MatchDetails;
        return { data: { details, ...failures, partlyFailed: failures.errors.length > 0 } };
      },
    }),
  }),
});
