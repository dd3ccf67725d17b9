/**
 * DEMO_WIRE=real (DESIGN §1 "Real upstream data", §3): the demo league served in the variants the
 * federation's real API is known to use, so the client's wire parsers are exercised against the real wire
 * with a whole believable league behind it, without the network. It wraps any `DataSource` (the demo one
 * in practice) and rewrites answers only: the league, its ids and every value's meaning stay the same, so the
 * client must parse a real-wire answer to exactly the entities of the contract answer. Two additions keep
 * the meaning of what the site shows rather than the entity (issue 25): some teams' ta/TeamMembers list
 * their staff among the players (the reader keeps them apart), and roster positions are spelled otherwise
 * ("ce ", "C", "G") where the one position rule names them alike.
 *
 * Rewritten: ta/Seasons, ta/Tournament/Season, ta/Tournament, ta/TournamentTeams, ta/TournamentMatches,
 * ta/ScheduledMatchesBySport, ta/Match, ta/MatchIncidents (basketball and volleyball periods), ta/MatchReferee,
 * ta/MatchTeamMembers, the hockey goals (clock, goal type) and penalties (clock),
 * players and goalies, basketball and volleyball match players, ta/TournamentStandings, ta/TeamMembers,
 * ta/Tournament/AllForPerson, activity/Transfers, the hockey skater and goalie game rows
 * (icehockey/Player, icehockey/Goalie), the basketball season rows (basketball/tournament/players|teams) and
 * the hockey statistics of players and goalies (icehockey/TournamentPlayers, tournamentGoalieLeaders).
 * Everything else passes through unchanged.
 */
import type { ResolvedDirectTarget, ResolvedProxyTarget } from '../../../shared/contract';
import type { DataSource } from '../../dataSource';
import {
  listsStaff,
  realGameRow,
  realGoal,
  realGoalieLeader,
  realLineupMember,
  realMatch,
  realMatchIncidents,
  realPenalty,
  realPersonTournament,
  realSeasonStatsRow,
  realSeason,
  realShirtNo,
  realStaffRow,
  realStandingsRow,
  realTeam,
  realTeamMember,
  realTournament,
  realTournamentPlayer,
  realTransfer,
  type RealStaff,
} from './records';
import { isRecord, variantOf } from './variants';

export interface RealWireOptions {
  /** The club organisation of a team, for ta/TournamentTeams `clubOrgId`; null when unknown. */
  clubOrgId?: (teamId: number) => number | null;
  /** The sport of a match, for its period ids in ta/MatchIncidents; null when unknown (left as it is). */
  sportOfMatch?: (matchId: number) => number | null;
  /** A team's staff (the demo league's coaches), listed in some teams' ta/TeamMembers (issue 25). */
  staff?: (teamId: number) => readonly RealStaff[];
}

const noClub = (): null => null;
const noStaff = (): readonly RealStaff[] => [];

/**
 * A roster with the team's staff among its players, on the teams that list them (issue 25): the first one
 * ahead of the players, the rest after them, so a reader that takes everyone for a player shows.
 */
function withStaff(answer: unknown, teamId: number, staff: readonly RealStaff[]): unknown {
  if (!Array.isArray(answer) || staff.length === 0 || !listsStaff(teamId)) return answer;
  const [first, ...rest] = staff.map((member) => realStaffRow(member, teamId));
  return [...(first ? [first] : []), ...answer, ...rest];
}

/** Maps a list's items; a value that is not a list is left as it is. */
function mapList(value: unknown, item: (value: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map((entry) => item(entry)) : value;
}

/** The list under `key` of an envelope, or undefined when the answer has no such list. */
function listIn(answer: unknown, key: string): unknown[] | undefined {
  const list = isRecord(answer) ? answer[key] : undefined;
  return Array.isArray(list) ? list : undefined;
}

/** Replaces the list under `key`, keeping the envelope's other fields; anything else unchanged. */
function mapListIn(answer: unknown, key: string, item: (value: unknown) => unknown): unknown {
  const list = listIn(answer, key);
  return list && isRecord(answer) ? { ...answer, [key]: list.map((entry) => item(entry)) } : answer;
}

/** The list under `key` unwrapped into a bare list (the real API sends no envelope there). */
function bareList(answer: unknown, key: string, item: (value: unknown) => unknown = (value) => value): unknown {
  const list = listIn(answer, key);
  return list ? list.map((entry) => item(entry)) : answer;
}

/**
 * Maps a match's goals or penalties, every other one in the federation's period spelling, and the clock
 * and goal type spellings in turn (one of three), each starting from a hash of the match id: a goal has no
 * id of its own, but its place in its match's list is stable (new ones are appended), and rotating
 * guarantees every spelling on one match page with enough goals.
 */
function alternating(answer: unknown, matchId: number, item: (value: unknown, federationPeriod: boolean, spelling: number) => unknown): unknown {
  const first = variantOf('federationPeriod', matchId, 2);
  const firstSpelling = variantOf('clockSpelling', matchId, 3);
  return Array.isArray(answer) ? answer.map((entry, index) => item(entry, (index + first) % 2 === 1, (index + firstSpelling) % 3)) : answer;
}

/** The real envelope of ta/TournamentTeams and ta/TournamentMatches: the tournament travels with the list. */
function tournamentEnvelope(tournamentId: number, answer: unknown, key: 'teams' | 'matches', item: (value: unknown) => unknown): unknown {
  const list = listIn(answer, key);
  // tournamentNo: the federation's own tournament number, a text the contract does not carry.
  return list ? { tournamentId, tournamentNo: String(tournamentId), [key]: list.map((entry) => item(entry)) } : answer;
}

/**
 * tournamentGoalieLeaders has been seen bare, as `{data: [...]}` and as `{goalies: [...]}`: one of the three
 * per tournament, so a league's table always comes in the same one.
 */
function goalieEnvelope(tournamentId: number, list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  const variant = variantOf('goalieEnvelope', tournamentId, 3);
  return variant === 0 ? list : { [variant === 1 ? 'data' : 'goalies']: list };
}

/** The real-wire form of a proxy answer (see the module comment for what is rewritten). */
export function realWireProxyAnswer(target: ResolvedProxyTarget, answer: unknown, options: RealWireOptions = {}): unknown {
  switch (target.name) {
    case 'tournamentTeams': {
      const clubOrgId = options.clubOrgId ?? noClub;
      return tournamentEnvelope(target.params.tournamentId, answer, 'teams', (team) => realTeam(team, clubOrgId));
    }
    case 'tournamentMatches':
      return tournamentEnvelope(target.params.tournamentId, answer, 'matches', (match) => realMatch(match));
    case 'scheduledMatchesBySport':
      return mapListIn(answer, 'matches', (match) => realMatch(match, true));
    case 'match':
      return realMatch(answer);
    case 'tournament':
      // The same record as in ta/Tournament/Season, so the same spelling.
      return realTournament(answer);
    case 'matchIncidents':
      return realMatchIncidents(answer, options.sportOfMatch?.(target.params.matchId) ?? null, target.params.matchId);
    case 'matchReferees':
      return bareList(answer, 'referees');
    case 'matchTeamMembers':
      return bareList(answer, 'lineups', realLineupMember);
    case 'hockeyGoals':
      return alternating(answer, target.params.matchId, realGoal);
    case 'hockeyPenalties':
      return alternating(answer, target.params.matchId, realPenalty);
    case 'hockeyPlayers':
    case 'hockeyGoalies':
      return mapList(answer, realShirtNo);
    case 'basketballMatchPlayers':
    case 'volleyballMatchPlayers':
      return mapListIn(answer, 'data', realShirtNo);
    case 'standings':
      return mapList(answer, realStandingsRow);
    case 'teamMembers':
      return withStaff(mapList(answer, realTeamMember), target.params.teamId, (options.staff ?? noStaff)(target.params.teamId));
    case 'teamMemberOfOrg':
      return mapList(answer, realTeamMember);
    case 'tournamentsForPerson':
      return mapList(answer, realPersonTournament);
    case 'transfers':
      return mapList(answer, realTransfer);
    case 'skaterLastGames':
    case 'skaterTournamentGames':
    case 'goalieLastGames':
    case 'goalieTournamentGames':
      return mapList(answer, realGameRow);
    case 'hockeyTournamentPlayers':
      return Array.isArray(answer) ? answer.map((row, index) => realTournamentPlayer(row, index)) : answer;
    case 'hockeyTournamentGoalies':
      return goalieEnvelope(target.params.tournamentId, mapList(answer, realGoalieLeader));
    case 'basketballPlayerSeason':
    case 'basketballTournamentPlayers':
    case 'basketballTournamentTeams':
      return mapList(answer, realSeasonStatsRow);
    default:
      return answer;
  }
}

/** The real-wire form of a direct answer: ta/Seasons in its `{year, seasons}` envelope, tournaments respelled. */
export function realWireDirectAnswer(target: ResolvedDirectTarget, answer: unknown): unknown {
  switch (target.name) {
    case 'seasons':
      return Array.isArray(answer) ? { year: target.params.year, seasons: answer.map(realSeason) } : answer;
    case 'tournamentsInSeason':
      return mapListIn(answer, 'tournamentsInSeason', realTournament);
    default:
      return answer;
  }
}

/** Wraps `inner` so every answer comes in the real wire's variants (DEMO_WIRE=real). */
export function createRealWireDataSource(inner: DataSource, options: RealWireOptions = {}): DataSource {
  return {
    kind: inner.kind,
    proxy: async (target) => realWireProxyAnswer(target, await inner.proxy(target), options),
    direct: async (target) => realWireDirectAnswer(target, await inner.direct(target)),
    status: () => {
      const status = inner.status();
      return { ...status, detail: `${status.detail}; real wire variants (DEMO_WIRE=real)` };
    },
    ...(inner.close ? { close: () => inner.close?.() ?? Promise.resolve() } : {}),
  };
}
