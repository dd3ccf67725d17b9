/**
 * The contract (DESIGN §2): every call of SPEC §7 as one typed target pattern.
 * `matchTarget` is the server's allow-list; `buildTarget` is the client's request builder; both read this
 * one table, so a target that is not here cannot be requested.
 */
import type * as E from './entities';
import type { LiveEvent } from './live';
import { count, id, idList, isoDate, literal, optional, repeatedIds, usDate, year, type ParamKind } from './params';

type Kinds = Readonly<Record<string, ParamKind<unknown>>>;

export interface TargetSpec<P extends Kinds = Kinds, Q extends Kinds = Kinds> {
  /** Path template with `{name}` segments, e.g. `icehockey/Match/Goals/{matchId}`. */
  readonly path: string;
  readonly pathParams: P;
  readonly query: Q;
  /** SPEC §7 writes some queries as `?&a=&b=`; the builder reproduces it. */
  readonly queryPrefix: '?' | '?&';
}

/** Response type carrier: a phantom, never read at run time. */
export interface Target<R, P extends Kinds = Kinds, Q extends Kinds = Kinds> extends TargetSpec<P, Q> {
  readonly response?: R;
}

function target<R>() {
  return <P extends Kinds = Record<never, never>, Q extends Kinds = Record<never, never>>(
    path: string,
    spec: { pathParams?: P; query?: Q; queryPrefix?: '?' | '?&' } = {},
  ): Target<R, P, Q> => ({
    path,
    pathParams: (spec.pathParams ?? {}) as P,
    query: (spec.query ?? {}) as Q,
    queryPrefix: spec.queryPrefix ?? '?',
  });
}

const statsFilters = { opponentId: optional(id), numberMatches: optional(count) };

/** SPEC §7 direct calls: GET /api/{path}. */
export const directTargets = {
  seasons: target<E.Season[]>()('ta/Seasons/', { query: { orgId: id, year } }),
  tournamentsInSeason: target<{ tournamentsInSeason: E.Tournament[] }>()('ta/Tournament/Season/{seasonId}', {
    pathParams: { seasonId: id },
  }),
  // decided here (issue 26): the SPEC §9 season look-up in one read. This server answers it itself, reading
  // ta/Seasons for `year` and the five before in parallel (each through its cache); it is never sent to a data
  // source. `years`: every year, newest first, each with its seasons or its failure; when every year fails
  // the read fails as the first year did.
  seasonLookup: target<{ years: E.SeasonsOfYear[] }>()('mc/SeasonLookup/', { query: { orgId: id, year } }),
} as const;

/** SPEC §7 proxy calls: POST /api/proxy with `{ taReqUrl }`. */
export const proxyTargets = {
  tournamentTeams: target<{ teams: E.Team[] }>()('ta/TournamentTeams/', { query: { tournamentId: id } }),
  scheduledMatchesBySport: target<{ matches: E.Match[] }>()('ta/ScheduledMatchesBySport/', {
    query: { sportIds: idList, date: usDate },
  }),
  tournamentMatches: target<{ matches: E.Match[] }>()('ta/TournamentMatches/', { query: { tournamentId: id } }),
  tournament: target<E.Tournament>()('ta/Tournament', { query: { tournamentId: id } }),
  // decided here: ta/Match answers the match record itself.
  match: target<E.Match>()('ta/Match', { query: { matchId: id } }),
  matchIncidents: target<{ matchPeriodResults: E.PeriodResult[]; matchIncidents: E.Incident[] }>()(
    'ta/MatchIncidents',
    { query: { matchId: id } },
  ),
  // decided here: referees come as a list under `referees`.
  matchReferees: target<{ referees: E.Referee[] }>()('ta/MatchReferee', { query: { matchid: id } }),
  // decided here: incident types come as a list under `matchIncidentTypes`.
  matchIncidentTypes: target<{ matchIncidentTypes: E.IncidentType[] }>()('ta/MatchIncidentTypes', {
    query: { sfOrgId: id },
  }),
  // decided here: lineup members of both teams under `lineups`.
  matchTeamMembers: target<{ lineups: E.LineupMember[] }>()('ta/MatchTeamMembers/{matchId}', {
    pathParams: { matchId: id },
    query: { images: literal('false') },
  }),
  broadcastsBySport: target<E.Broadcast[]>()('broadcasts/schedule', { query: { sportId: id } }),
  broadcastsByTournament: target<E.Broadcast[]>()('broadcasts/schedule', {
    query: { sportId: id, tournamentId: id },
  }),
  broadcastsByMatch: target<E.Broadcast[]>()('broadcasts/schedule/match', { query: { matchId: id } }),
  // decided here: the four ice hockey match calls answer bare lists.
  hockeyGoals: target<E.Goal[]>()('icehockey/Match/Goals/{matchId}', { pathParams: { matchId: id } }),
  hockeyPenalties: target<E.Penalty[]>()('icehockey/Match/Penalties/{matchId}', { pathParams: { matchId: id } }),
  hockeyPlayers: target<E.MatchPlayer[]>()('icehockey/Match/Players/{matchId}', { pathParams: { matchId: id } }),
  hockeyGoalies: target<E.MatchGoalie[]>()('icehockey/Match/GoalieLeaders/{matchId}', {
    pathParams: { matchId: id },
  }),
  basketballMatchPlayers: target<{ data: E.BasketballPlayer[] }>()('basketball/match/Players/{matchId}', {
    pathParams: { matchId: id },
  }),
  volleyballMatchPlayers: target<{ data: E.VolleyballPlayer[] }>()('volleyball/match/Players/{matchId}', {
    pathParams: { matchId: id },
  }),
  organisations: target<E.Organisation[]>()('org/Organisation', { query: { orgIds: repeatedIds } }),
  standingsSettings: target<{ presentationSettings: E.PresentationSetting[] }>()(
    'ta/TournamentStandings/Settings/{tournamentId}',
    { pathParams: { tournamentId: id } },
  ),
  // decided here: standings rows come as a bare list.
  standings: target<E.StandingsRow[]>()('ta/TournamentStandings/', { query: { tournamentId: id } }),
  skaterLastGames: target<E.SkaterGame[]>()('icehockey/Player/{personId}', {
    pathParams: { personId: id },
    query: { numberMatches: literal('5') },
  }),
  skaterTournamentGames: target<E.SkaterGame[]>()('icehockey/Player/{personId}', {
    pathParams: { personId: id },
    query: { tournamentId: id },
  }),
  goalieLastGames: target<E.GoalieGame[]>()('icehockey/Goalie/{personId}', {
    pathParams: { personId: id },
    query: { numberMatches: literal('5') },
  }),
  goalieTournamentGames: target<E.GoalieGame[]>()('icehockey/Goalie/{personId}', {
    pathParams: { personId: id },
    query: { tournamentId: id },
  }),
  basketballPlayerSeason: target<E.BasketballSeasonStats[]>()('basketball/tournament/players/{tournamentId}', {
    pathParams: { tournamentId: id },
    query: { personId: id },
  }),
  basketballTournamentPlayers: target<E.BasketballSeasonStats[]>()('basketball/tournament/players/{tournamentId}', {
    pathParams: { tournamentId: id },
  }),
  // decided here: team rows reuse the season-stats shape with the team in orgName and no person.
  basketballTournamentTeams: target<E.BasketballSeasonStats[]>()('basketball/tournament/teams/{tournamentId}', {
    pathParams: { tournamentId: id },
  }),
  teamMemberOfOrg: target<E.TeamMember[]>()('ta/TeamMembers/{orgId}', {
    pathParams: { orgId: id },
    query: { personId: id },
  }),
  teamMembers: target<E.TeamMember[]>()('ta/TeamMembers/{teamId}', { pathParams: { teamId: id } }),
  tournamentsForPerson: target<E.TournamentForPerson[]>()('ta/Tournament/AllForPerson', {
    query: { personId: id },
  }),
  transfers: target<E.Transfer[]>()('activity/Transfers/', {
    query: { onlyPublic: literal('true'), sfOrgId: id, date: isoDate },
  }),
  hockeyTournamentPlayers: target<E.SkaterStatsRow[]>()('icehockey/TournamentPlayers/{tournamentId}', {
    pathParams: { tournamentId: id },
    query: statsFilters,
    queryPrefix: '?&',
  }),
  hockeyTournamentGoalies: target<E.GoalieStatsRow[]>()('icehockey/tournamentGoalieLeaders/{tournamentId}', {
    pathParams: { tournamentId: id },
    query: statsFilters,
    queryPrefix: '?&',
  }),
  hockeyTeamStatistics: target<E.TeamStatsRow[]>()('icehockey/TeamStatistics/{tournamentId}', {
    pathParams: { tournamentId: id },
    query: { orgId: optional(id), numberMatches: optional(count) },
    queryPrefix: '?&',
  }),
  hockeySpectators: target<E.AttendanceRow[]>()('icehockey/spectators/{tournamentId}', {
    pathParams: { tournamentId: id },
  }),
  soccerBestPlayers: target<E.SoccerPlayerRow[]>()('corpsports/soccer/BestPlayers/{tournamentId}', {
    pathParams: { tournamentId: id },
  }),
  // decided here: the live-events fetch (SPEC §7 "not shown"). matchDate is optional (null in one use) and not
  // needed by the demo. `events`: everything published so far on match:{id}:all, oldest first (corrections
  // and deletes included, as published), each with `TimeToken` = its channel timetoken; [] when none.
  liveMatchEvents: target<{ events: LiveEvent[] }>()('live/MatchEvents/{matchId}', {
    pathParams: { matchId: id },
    query: { matchDate: optional(isoDate) },
  }),
} as const;

export type ProxyTargets = typeof proxyTargets;
export type DirectTargets = typeof directTargets;
export type ProxyTargetName = keyof ProxyTargets;
export type DirectTargetName = keyof DirectTargets;
/** Direct targets this server composes from other reads (issue 26); a data source never sees them. */
export type ComposedDirectTargetName = 'seasonLookup';
/** The direct targets a data source answers. */
export type SourceDirectTargetName = Exclude<DirectTargetName, ComposedDirectTargetName>;

type ValueOf<K> = K extends ParamKind<infer T> ? T : never;
type NonLiteralKeys<Q> = { [K in keyof Q]: Q[K] extends { literal: string } ? never : K }[keyof Q];
type TargetParams<T> =
  T extends Target<unknown, infer P, infer Q>
    ? { [K in keyof P]: ValueOf<P[K]> } & { [K in NonLiteralKeys<Q>]: ValueOf<Q[K]> }
    : never;

/** The typed parameters of a proxy target, literals left out. */
export type ProxyParams<N extends ProxyTargetName> = TargetParams<ProxyTargets[N]>;
export type DirectParams<N extends DirectTargetName> = TargetParams<DirectTargets[N]>;
/** The response body type of a proxy target. */
export type ProxyResponse<N extends ProxyTargetName> = NonNullable<ProxyTargets[N]['response']>;
export type DirectResponse<N extends DirectTargetName> = NonNullable<DirectTargets[N]['response']>;
