/**
 * Parsers for the finished-match calls (SPEC §3, §7; shapes decided in the contract). A record without
 * its identity (person, period) is dropped; any other missing field gets a neutral value (0, null, ""),
 * so the page shows a dash or zero instead of failing.
 */
import type {
  BasketballPlayer,
  Goal,
  HockeyMemberType,
  Incident,
  IncidentType,
  LineupMember,
  MatchGoalie,
  MatchPlayer,
  Organisation,
  PartialResultType,
  Penalty,
  PeriodResult,
  Referee,
  VolleyballPlayer,
} from '../../../shared/contract';
import type { ProxyResponse } from '../../../shared/contract';
import { parseMatch, parseTournament } from './entities';
import { asRecord, bool, id, listOf, num, str, type WireRecord } from './read';

const count = (record: WireRecord, key: string): number => num(record, key) ?? 0;
const side = (value: string | null): 'H' | 'B' | null => (value === 'H' ? 'H' : value === 'B' || value === 'A' ? 'B' : null);

const PARTIAL_TYPES: readonly PartialResultType[] = ['periods', 'overtime', 'shootout'];

export function parsePeriodResult(value: unknown): PeriodResult | null {
  const record = asRecord(value);
  const periodId = record && num(record, 'partialResultTypeId');
  if (!record || periodId === null) return null;
  const type = str(record, 'partialResultType')?.toLowerCase();
  return {
    partialResultTypeId: periodId,
    partialResultType: PARTIAL_TYPES.find((candidate) => candidate === type) ?? 'periods',
    homeGoals: count(record, 'homeGoals'),
    awayGoals: count(record, 'awayGoals'),
  };
}

export function parseIncident(value: unknown): Incident | null {
  const record = asRecord(value);
  const team = record && side(str(record, 'team'));
  if (!record || !team) return null;
  return {
    incidentType: str(record, 'incidentType') ?? '',
    incidentSubTypeId: num(record, 'incidentSubTypeId'),
    team,
    partialResultTypeId: count(record, 'partialResultTypeId'),
    personId: id(record, 'personId'),
    incidentTypeId: count(record, 'incidentTypeId'),
  };
}

export function parseIncidentType(value: unknown): IncidentType | null {
  const record = asRecord(value);
  const typeId = record && num(record, 'matchIncidentTypeId');
  if (!record || typeId === null) return null;
  return { matchIncidentTypeId: typeId, matchIncidentTypeName: str(record, 'matchIncidentTypeName') ?? '' };
}

export function parseReferee(value: unknown): Referee | null {
  const record = asRecord(value);
  if (!record) return null;
  return {
    refereeId: id(record, 'refereeId') ?? 0,
    refereeType: str(record, 'refereeType') ?? '',
    firstName: str(record, 'firstName') ?? '',
    lastName: str(record, 'lastName') ?? '',
    nonOfficialReferee: bool(record, 'nonOfficialReferee') ?? false,
    nonOfficialRefereeName: str(record, 'nonOfficialRefereeName'),
  };
}

export function parseLineupMember(value: unknown): LineupMember | null {
  const record = asRecord(value);
  const personId = record && id(record, 'personId');
  if (!record || personId === null) return null;
  return {
    position: str(record, 'position') ?? '',
    number: num(record, 'number'),
    lastName: str(record, 'lastName') ?? '',
    personId,
    teamOrgId: id(record, 'teamOrgId') ?? 0,
  };
}


export function parseOrganisation(value: unknown): Organisation | null {
  const record = asRecord(value);
  const orgId = record && id(record, 'orgId');
  if (!record || orgId === null) return null;
  return { orgId, orgLogoBase64: str(record, 'orgLogoBase64') ?? '' };
}

function personBase(record: WireRecord) {
  return {
    orgId: id(record, 'orgId') ?? 0,
    shirtNo: num(record, 'shirtNo'),
    firstName: str(record, 'firstName') ?? '',
    lastName: str(record, 'lastName') ?? '',
  };
}

export function parseGoal(value: unknown): Goal | null {
  const record = asRecord(value);
  const personId = record && id(record, 'personId');
  const team = record && side(str(record, 'homeOrAwayTeam'));
  if (!record || personId === null || !team) return null;
  return {
    personId,
    ...personBase(record),
    teamName: str(record, 'teamName') ?? '',
    firstAssistPersonId: id(record, 'firstAssistPersonId'),
    firstAssistShirtNo: num(record, 'firstAssistShirtNo'),
    firstAssistFirstName: str(record, 'firstAssistFirstName'),
    firstAssistLastName: str(record, 'firstAssistLastName'),
    secondAssistPersonId: id(record, 'secondAssistPersonId'),
    secondAssistShirtNo: num(record, 'secondAssistShirtNo'),
    secondAssistFirstName: str(record, 'secondAssistFirstName'),
    secondAssistLastName: str(record, 'secondAssistLastName'),
    goalTypeId: count(record, 'goalTypeId'),
    periodId: count(record, 'periodId'),
    periodTime: str(record, 'periodTime') ?? '',
    homeOrAwayTeam: team,
    onIceHomeTeamShirtNo: str(record, 'onIceHomeTeamShirtNo') ?? '',
    onIceAwayTeamShirtNo: str(record, 'onIceAwayTeamShirtNo') ?? '',
  };
}

export function parsePenalty(value: unknown): Penalty | null {
  const record = asRecord(value);
  if (!record) return null;
  return {
    personId: id(record, 'personId') ?? 0,
    ...personBase(record),
    teamName: str(record, 'teamName') ?? '',
    infractionType: str(record, 'infractionType') ?? '',
    severityType: str(record, 'severityType') ?? '',
    servingStartTime: str(record, 'servingStartTime') ?? '',
    servingStartPeriodId: count(record, 'servingStartPeriodId'),
  };
}

const MEMBER_TYPES: readonly HockeyMemberType[] = ['Player', 'GK1', 'GK2'];

export function parseMatchPlayer(value: unknown): MatchPlayer | null {
  const record = asRecord(value);
  const personId = record && id(record, 'personId');
  const memberType = record && MEMBER_TYPES.find((type) => type === str(record, 'memberType'));
  if (!record || personId === null || !memberType) return null;
  return {
    personId,
    ...personBase(record),
    teamOrgId: id(record, 'teamOrgId') ?? 0,
    memberType,
    lineNumber: num(record, 'lineNumber'),
    goalsScored: count(record, 'goalsScored'),
    assists: count(record, 'assists'),
    pts: count(record, 'pts'),
    points: count(record, 'points'),
    shots: count(record, 'shots'),
    pim: count(record, 'pim'),
    faceoffs_WinPct: num(record, 'faceoffs_WinPct'),
    playerTime: str(record, 'playerTime'),
    playerTimeSeconds: num(record, 'playerTimeSeconds'),
    bestPlayer: bool(record, 'bestPlayer') ?? false,
  };
}

export function parseMatchGoalie(value: unknown): MatchGoalie | null {
  const record = asRecord(value);
  const personId = record && id(record, 'personId');
  if (!record || personId === null) return null;
  return {
    personId,
    ...personBase(record),
    minutesPlayed: count(record, 'minutesPlayed'),
    secondsPlayed: count(record, 'secondsPlayed'),
    shots: count(record, 'shots'),
    sv: count(record, 'sv'),
    svPct: num(record, 'svPct'),
  };
}

export function parseBasketballPlayer(value: unknown): BasketballPlayer | null {
  const record = asRecord(value);
  const personId = record && id(record, 'personId');
  if (!record || personId === null) return null;
  const keys = ['p1Sum', 'p1MissSum', 'p2Sum', 'p2MissSum', 'p3Sum', 'p3MissSum', 'fouls', 'offRebSum', 'defRebSum', 'blSum', 'stSum', 'toSum', 'assists', 'totalSeconds'] as const;
  const stats = Object.fromEntries(keys.map((key) => [key, count(record, key)])) as Record<(typeof keys)[number], number>;
  return { personId, ...personBase(record), teamOrgId: id(record, 'teamOrgId') ?? 0, ...stats };
}

export function parseVolleyballPlayer(value: unknown): VolleyballPlayer | null {
  const record = asRecord(value);
  const personId = record && id(record, 'personId');
  if (!record || personId === null) return null;
  return {
    personId,
    ...personBase(record),
    teamOrgId: id(record, 'teamOrgId') ?? 0,
    totalPoints: count(record, 'totalPoints'),
    attackPoints: count(record, 'attackPoints'),
    blockPoints: count(record, 'blockPoints'),
    aces: count(record, 'aces'),
  };
}

const field = (raw: unknown, key: string): unknown => asRecord(raw)?.[key];

/**
 * The answers of the finished-match calls (issue 4), for the match page's endpoints. ta/Match and
 * ta/Tournament answer one record; a malformed one is a failed call.
 */
export const matchResponseParsers = {
  match: (raw: unknown): ProxyResponse<'match'> => {
    const match = parseMatch(raw);
    if (match === null) throw new TypeError('ta/Match: the answer is not a match record');
    return match;
  },
  tournament: (raw: unknown): ProxyResponse<'tournament'> => {
    const tournament = parseTournament(raw);
    if (tournament === null) throw new TypeError('ta/Tournament: the answer is not a tournament record');
    return tournament;
  },
  matchIncidents: (raw: unknown): ProxyResponse<'matchIncidents'> => ({
    matchPeriodResults: listOf(field(raw, 'matchPeriodResults'), parsePeriodResult),
    matchIncidents: listOf(field(raw, 'matchIncidents'), parseIncident),
  }),
  matchReferees: (raw: unknown): ProxyResponse<'matchReferees'> => ({ referees: listOf(field(raw, 'referees'), parseReferee) }),
  matchIncidentTypes: (raw: unknown): ProxyResponse<'matchIncidentTypes'> => ({
    matchIncidentTypes: listOf(field(raw, 'matchIncidentTypes'), parseIncidentType),
  }),
  matchTeamMembers: (raw: unknown): ProxyResponse<'matchTeamMembers'> => ({ lineups: listOf(field(raw, 'lineups'), parseLineupMember) }),
  hockeyGoals: (raw: unknown): ProxyResponse<'hockeyGoals'> => listOf(raw, parseGoal),
  hockeyPenalties: (raw: unknown): ProxyResponse<'hockeyPenalties'> => listOf(raw, parsePenalty),
  hockeyPlayers: (raw: unknown): ProxyResponse<'hockeyPlayers'> => listOf(raw, parseMatchPlayer),
  hockeyGoalies: (raw: unknown): ProxyResponse<'hockeyGoalies'> => listOf(raw, parseMatchGoalie),
  basketballMatchPlayers: (raw: unknown): ProxyResponse<'basketballMatchPlayers'> => ({ data: listOf(field(raw, 'data'), parseBasketballPlayer) }),
  volleyballMatchPlayers: (raw: unknown): ProxyResponse<'volleyballMatchPlayers'> => ({ data: listOf(field(raw, 'data'), parseVolleyballPlayer) }),
  organisations: (raw: unknown): ProxyResponse<'organisations'> => listOf(raw, parseOrganisation),
};
