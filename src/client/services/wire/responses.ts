/**
 * Response parsers per contract target (DESIGN §2). A target with a parser here reaches the client as
 * contract entities; a target without one yet (the later issues add theirs) passes through unchanged.
 */
import type {
  DirectResponse,
  DirectTargetName,
  ProxyResponse,
  ProxyTargetName,
} from '../../../shared/contract';
import { parseBroadcast, parseMatch, parseSeason, parseTeam, parseTournament } from './entities';
import * as M from './match';
import { parseLiveEvent } from './live';
import { asRecord, listOf } from './read';

type ProxyParsers = { [N in ProxyTargetName]?: (raw: unknown) => ProxyResponse<N> };
type DirectParsers = { [N in DirectTargetName]: (raw: unknown) => DirectResponse<N> };

const field = (raw: unknown, key: string): unknown => asRecord(raw)?.[key];

const proxyParsers: ProxyParsers = {
  tournamentTeams: (raw) => ({ teams: listOf(field(raw, 'teams'), parseTeam) }),
  tournamentMatches: (raw) => ({ matches: listOf(field(raw, 'matches'), parseMatch) }),
  scheduledMatchesBySport: (raw) => ({ matches: listOf(field(raw, 'matches'), parseMatch) }),
  broadcastsBySport: (raw) => listOf(raw, parseBroadcast),
  broadcastsByTournament: (raw) => listOf(raw, parseBroadcast),
  broadcastsByMatch: (raw) => listOf(raw, parseBroadcast),
  ...matchParsers(),
  liveMatchEvents: (raw) => ({ events: listOf(field(raw, 'events'), parseLiveEvent) }),
};

/** The finished-match calls (issue 4). ta/Match answers one record; a malformed one is a failed call. */
function matchParsers(): ProxyParsers {
  return {
    match: (raw) => {
      const match = parseMatch(raw);
      if (match === null) throw new TypeError('ta/Match: the answer is not a match record');
      return match;
    },
    tournament: (raw) => {
      const tournament = parseTournament(raw);
      if (tournament === null) throw new TypeError('ta/Tournament: the answer is not a tournament record');
      return tournament;
    },
    matchIncidents: (raw) => ({
      matchPeriodResults: listOf(field(raw, 'matchPeriodResults'), M.parsePeriodResult),
      matchIncidents: listOf(field(raw, 'matchIncidents'), M.parseIncident),
    }),
    matchReferees: (raw) => ({ referees: listOf(field(raw, 'referees'), M.parseReferee) }),
    matchIncidentTypes: (raw) => ({ matchIncidentTypes: listOf(field(raw, 'matchIncidentTypes'), M.parseIncidentType) }),
    matchTeamMembers: (raw) => ({ lineups: listOf(field(raw, 'lineups'), M.parseLineupMember) }),
    hockeyGoals: (raw) => listOf(raw, M.parseGoal),
    hockeyPenalties: (raw) => listOf(raw, M.parsePenalty),
    hockeyPlayers: (raw) => listOf(raw, M.parseMatchPlayer),
    hockeyGoalies: (raw) => listOf(raw, M.parseMatchGoalie),
    basketballMatchPlayers: (raw) => ({ data: listOf(field(raw, 'data'), M.parseBasketballPlayer) }),
    volleyballMatchPlayers: (raw) => ({ data: listOf(field(raw, 'data'), M.parseVolleyballPlayer) }),
    organisations: (raw) => listOf(raw, M.parseOrganisation),
  };
}

const directParsers: DirectParsers = {
  seasons: (raw) => listOf(raw, parseSeason),
  tournamentsInSeason: (raw) => ({ tournamentsInSeason: listOf(field(raw, 'tournamentsInSeason'), parseTournament) }),
};

export function parseProxyResponse<N extends ProxyTargetName>(name: N, raw: unknown): ProxyResponse<N> {
  const parser = proxyParsers[name] as ((value: unknown) => ProxyResponse<N>) | undefined;
  return parser ? parser(raw) : (raw as ProxyResponse<N>);
}

export function parseDirectResponse<N extends DirectTargetName>(name: N, raw: unknown): DirectResponse<N> {
  const parser = directParsers[name] as (value: unknown) => DirectResponse<N>;
  return parser(raw);
}
