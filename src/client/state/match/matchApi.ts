/**
 * The finished match page's reads (SPEC §2 match page, §7 match calls) as endpoints of the one api
 * (DESIGN §6.1). The match, its league, the logos and the broadcast are plain contract reads; the sport's
 * detail calls are one query whose failed parts leave their lists empty and report their message, so the
 * page still shows (SPEC §8).
 */
import { SPORT, type ProxyParams, type ProxyResponse, type ProxyTargetName } from '../../../shared/contract';
import { matchResponseParsers as parse } from '../../../shared/wire/match';
import { api, proxyEndpoint, type ContractRequest, type ReadError } from '../api/api';

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

/** The details and the messages of the detail calls that failed (their sections show empty). */
export interface MatchDetailsResult {
  details: MatchDetails;
  errors: string[];
}

type BaseQueryResult = { data?: unknown; error?: ReadError };
type BaseQuery = (request: ContractRequest) => BaseQueryResult | PromiseLike<BaseQueryResult>;

/** One detail call whose failure the page survives: applies the value, or records the message. */
function part<N extends ProxyTargetName>(
  baseQuery: BaseQuery,
  errors: string[],
  name: N,
  params: ProxyParams<N>,
  parser: (raw: unknown) => ProxyResponse<N>,
  apply: (value: ProxyResponse<N>) => Partial<MatchDetails>,
): PromiseLike<Partial<MatchDetails>> {
  return Promise.resolve(baseQuery({ kind: 'proxy', name, params, parse: parser })).then((result) => {
    if (result.error) {
      errors.push(result.error.message);
      return {};
    }
    return apply(result.data as ProxyResponse<N>);
  });
}

/** The calls of SPEC §7 a sport's page needs: incidents and referees always, then the sport's own. */
function detailParts(baseQuery: BaseQuery, errors: string[], matchId: number, sportId: number) {
  const common = [
    part(baseQuery, errors, 'matchIncidents', { matchId }, parse.matchIncidents, (value) => ({ periods: value.matchPeriodResults, incidents: value.matchIncidents })),
    part(baseQuery, errors, 'matchReferees', { matchid: matchId }, parse.matchReferees, (value) => ({ referees: value.referees })),
  ];
  if (sportId === SPORT.iceHockey)
    return [
      ...common,
      part(baseQuery, errors, 'hockeyGoals', { matchId }, parse.hockeyGoals, (goals) => ({ goals })),
      part(baseQuery, errors, 'hockeyPenalties', { matchId }, parse.hockeyPenalties, (penalties) => ({ penalties })),
      part(baseQuery, errors, 'hockeyPlayers', { matchId }, parse.hockeyPlayers, (players) => ({ players })),
      part(baseQuery, errors, 'hockeyGoalies', { matchId }, parse.hockeyGoalies, (goalies) => ({ goalies })),
      part(baseQuery, errors, 'matchTeamMembers', { matchId }, parse.matchTeamMembers, (value) => ({ lineups: value.lineups })),
    ];
  if (sportId === SPORT.basketball)
    return [...common, part(baseQuery, errors, 'basketballMatchPlayers', { matchId }, parse.basketballMatchPlayers, (value) => ({ basketballPlayers: value.data }))];
  if (sportId === SPORT.volleyball)
    return [...common, part(baseQuery, errors, 'volleyballMatchPlayers', { matchId }, parse.volleyballMatchPlayers, (value) => ({ volleyballPlayers: value.data }))];
  return common;
}

export const matchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatch: proxyEndpoint(build, 'match', parse.match),
    getTournament: proxyEndpoint(build, 'tournament', parse.tournament),
    getOrganisations: proxyEndpoint(build, 'organisations', parse.organisations),
    getMatchBroadcasts: proxyEndpoint(build, 'broadcastsByMatch', parse.broadcastsByMatch),
    /** The sport's detail calls in parallel; never fails as a whole. */
    getMatchDetails: build.query<MatchDetailsResult, { matchId: number; sportId: number }>({
      async queryFn({ matchId, sportId }, _api, _extra, baseQuery) {
        const errors: string[] = [];
        const parts = await Promise.all(detailParts(baseQuery, errors, matchId, sportId));
        return { data: { details: Object.assign({}, EMPTY_DETAILS, ...parts) as MatchDetails, errors } };
      },
    }),
  }),
});
