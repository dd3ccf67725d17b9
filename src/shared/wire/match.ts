/**
 * Parsers for the finished-match calls (SPEC §3, §7; shapes decided in the contract). A record without
 * its identity (person, period) is dropped; any other missing field gets a neutral value (0, null, ""),
 * so the page shows a dash or zero instead of failing. The real API's variants (DESIGN §1 "Real upstream
 * data": bare lists where the contract has an envelope and back, string numbers, federation period ids,
 * padded names) are normalised here; what cannot be read is reported under the call's contract path.
 */
import {
  hockeyGoalTypeCode,
  hockeyGoalTypeId,
  MAX_PERIOD_NUMBER,
  periodNumber,
  type BasketballPlayer,
  type Goal,
  type HockeyMemberType,
  type Incident,
  type IncidentType,
  type LineupMember,
  type MatchGoalie,
  type MatchPlayer,
  type Organisation,
  type PartialResultType,
  type Penalty,
  type PeriodResult,
  type ProxyResponse,
  type ProxyTargetName,
  type Referee,
  type VolleyballPlayer,
} from '../contract';
import { parseBroadcast } from './entities';
import { bool, clockTime, id, listIn, num, readRecord, text, type WireRecord } from './read';
import { proxyReport, type WireReport } from './report';

const count = (record: WireRecord, key: string, report: WireReport): number => num(record, key, report) ?? 0;

/** H home, B away; the API also writes A for away, in any case. */
function side(record: WireRecord, key: string, report: WireReport): 'H' | 'B' | null {
  const value = text(record, key, report)?.toUpperCase() ?? null;
  if (value === 'H') return 'H';
  if (value === 'B' || value === 'A') return 'B';
  if (value !== null) report.unreadable(key, record[key]);
  return null;
}

/**
 * A period field as the contract's period number 1…12, whether it came as a number or as a federation
 * period id (200050…, DESIGN §1); the mapping is the shared `periodNumber`. 0 is "no period" and silent.
 */
function period(record: WireRecord, key: string, report: WireReport): number | null {
  const raw = num(record, key, report);
  if (raw === null) return null;
  const number = periodNumber(raw);
  if (number === null && raw !== 0) report.unreadable(key, record[key]);
  return number;
}

/** An incident's period through its match's period keys (see `parseIncident`). */
function keyedPeriod(record: WireRecord, keys: ReadonlyMap<number, number>, report: WireReport): number | null {
  const raw = num(record, 'partialResultTypeId', report);
  if (raw === null) return null;
  const number = keys.get(raw) ?? (Number.isInteger(raw) && raw >= 1 && raw <= MAX_PERIOD_NUMBER ? raw : null);
  if (number === null && raw !== 0) report.unreadable('partialResultTypeId', record['partialResultTypeId']);
  return number;
}

/**
 * A goal's type id (SPEC §3): `goalTypeId` when it is a known id, else the code in `goalType` ("PP1",
 * DESIGN §1: real goals carry the code as well as, or instead of, the id), mapped by the contract's one
 * goal type table. 0 when neither says a known type (the page shows a dash); an unknown id or code is
 * reported.
 */
function goalTypeOf(record: WireRecord, report: WireReport): number {
  const byId = num(record, 'goalTypeId', report);
  if (byId !== null && hockeyGoalTypeCode(byId) !== null) return byId;
  const code = text(record, 'goalType', report);
  // The code field has also been a place for the id itself ("200142").
  const byCode = code === null ? null : (hockeyGoalTypeId(code) ?? (/^\d+$/.test(code) && hockeyGoalTypeCode(Number(code)) !== null ? Number(code) : null));
  if (byCode !== null) return byCode;
  if (byId !== null && byId !== 0) report.unreadable('goalTypeId', record['goalTypeId']);
  if (code !== null) report.unreadable('goalType', record['goalType']);
  return 0;
}

// Reports of the item parsers when one is called on its own, not as part of an answer.
const ALONE = {
  periods: proxyReport('matchIncidents').at('matchPeriodResults[]'),
  incidents: proxyReport('matchIncidents').at('matchIncidents[]'),
  incidentTypes: proxyReport('matchIncidentTypes').at('matchIncidentTypes[]'),
  referees: proxyReport('matchReferees').at('referees[]'),
  lineups: proxyReport('matchTeamMembers').at('lineups[]'),
  organisations: proxyReport('organisations').at('organisations[]'),
  goals: proxyReport('hockeyGoals').at('goals[]'),
  penalties: proxyReport('hockeyPenalties').at('penalties[]'),
  players: proxyReport('hockeyPlayers').at('players[]'),
  goalies: proxyReport('hockeyGoalies').at('goalies[]'),
  basketball: proxyReport('basketballMatchPlayers').at('data[]'),
  volleyball: proxyReport('volleyballMatchPlayers').at('data[]'),
};

// A period's name (SPEC §3 period names; DESIGN §1: other sports' ids are unknown, their names decide).
const SHOOTOUT_NAME = /straffe|shoot-?out|penalt/i;
const OVERTIME_NAME = /overtid|overtime|ekstraomgang|forlengning|sudden|extra/i;
// "1. periode", "2. sett", "3 quarter", "4th period": an ordinary period or set with its number.
const ORDINAL_NAME = /^(\d{1,2})\s*(?:\.|st|nd|rd|th)?\s*(?:periode|period|sett|set|quarter|kvarter|omgang)$/i;
// "Periode 1", "Sett 2", "Q3", "P4".
const NAMED_ORDINAL = /^(?:periode|period|sett|set|quarter|kvarter|q|p)\s*(\d{1,2})$/i;

/** What a period's name says: its kind, and its number when it is an ordinary numbered period or set. */
function periodName(name: string | null): { type: PartialResultType; number: number | null } | null {
  if (name === null) return { type: 'periods', number: null };
  if (SHOOTOUT_NAME.test(name)) return { type: 'shootout', number: null };
  if (OVERTIME_NAME.test(name)) return { type: 'overtime', number: null };
  if (name.toLowerCase() === 'periods') return { type: 'periods', number: null };
  const ordinal = ORDINAL_NAME.exec(name) ?? NAMED_ORDINAL.exec(name);
  const number = ordinal ? Number(ordinal[1]) : null;
  return number !== null && number >= 1 && number <= MAX_PERIOD_NUMBER ? { type: 'periods', number } : null;
}

/** A period result as read, before its number is decided: the raw id is only a key (see `numberPeriods`). */
interface ReadPeriod {
  rawId: number | null;
  result: PeriodResult;
}

function readPeriod(value: unknown, report: WireReport, index: number): ReadPeriod | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const rawId = num(record, 'partialResultTypeId', report);
  const name = text(record, 'partialResultType', report);
  const said = periodName(name);
  if (said === null) report.unreadable('partialResultType', record['partialResultType']);
  // The contract's own numbers (1…12) stand for themselves; any other id is a key whose meaning is unknown.
  const contract = rawId !== null && Number.isInteger(rawId) && rawId >= 1 && rawId <= MAX_PERIOD_NUMBER ? rawId : null;
  const number = said?.number ?? contract ?? index + 1;
  return {
    rawId,
    result: {
      partialResultTypeId: number,
      partialResultType: said?.type ?? 'periods',
      homeGoals: count(record, 'homeGoals', report),
      awayGoals: count(record, 'awayGoals', report),
    },
  };
}

/**
 * The period numbers of one match's period results (DESIGN §1 "Real upstream data"). Only hockey's
 * federation ids are known, and only in hockey's own goals and penalties: in the period results, of every
 * sport, a period is numbered by its name ("1. periode", "2. sett") when the name carries a number, by the
 * contract's own number 1…12 when the id is one, else by its place in the list (the API lists periods in
 * the order played; "Overtid", "1. ekstraomgang", "Straffeslag" follow the periods before them). Never by
 * 200050 + n: another sport's ids mean nothing here. Numbers that would repeat (a list that mixes the
 * ways) are all taken from the order instead, and reported.
 */
function numberPeriods(read: readonly ReadPeriod[], report: WireReport): ReadPeriod[] {
  const numbers = read.map((entry) => entry.result.partialResultTypeId);
  const repeated = new Set(numbers).size !== numbers.length;
  if (repeated) report.unreadable('partialResultTypeId', read.map((entry) => entry.rawId));
  return repeated ? read.map((entry, index) => ({ rawId: entry.rawId, result: { ...entry.result, partialResultTypeId: index + 1 } })) : [...read];
}

/**
 * One match's period results (see `numberPeriods`) and the period number each raw id stands for in it.
 * Past period 12 (SPEC §9) the rest is dropped, and reported.
 */
export function parsePeriodResults(raw: unknown, report: WireReport): { periods: PeriodResult[]; keys: Map<number, number> } {
  const numbered = numberPeriods(listIn(raw, 'matchPeriodResults', readPeriod, report), report.at('matchPeriodResults[]'));
  const kept = numbered.filter(({ result }) => result.partialResultTypeId <= MAX_PERIOD_NUMBER);
  if (kept.length < numbered.length) report.unreadable('matchPeriodResults', `${numbered.length} periods`);
  const keys = new Map<number, number>();
  for (const { rawId, result } of kept) if (rawId !== null && !keys.has(rawId)) keys.set(rawId, result.partialResultTypeId);
  return { periods: kept.map(({ result }) => result), keys };
}

/**
 * A period result read on its own (the first of a list): numbered by its name, else by a contract number
 * 1…12, else as the first period. The match page reads whole lists with `parsePeriodResults`.
 */
export function parsePeriodResult(value: unknown, report: WireReport = ALONE.periods, index = 0): PeriodResult | null {
  return readPeriod(value, report, index)?.result ?? null;
}

/**
 * An incident. `keys`: what the raw period ids of the same match's period results stand for (an incident
 * names its period by the same id); an id the results do not list is read as a contract number 1…12 only.
 * Without `keys` (an incident read on its own) a hockey federation id is mapped too.
 */
export function parseIncident(value: unknown, report: WireReport = ALONE.incidents, keys?: ReadonlyMap<number, number>): Incident | null {
  const record = readRecord(value, report);
  const team = record && side(record, 'team', report);
  if (!record || !team) return null;
  // Soccer's minute and names (issue 24 case 10): only on the incidents that carry them.
  const minute = num(record, 'minute', report);
  const firstName = text(record, 'firstName', report);
  const lastName = text(record, 'lastName', report);
  return {
    incidentType: text(record, 'incidentType', report) ?? '',
    incidentSubTypeId: num(record, 'incidentSubTypeId', report),
    team,
    // Same numbering as the period results, so per-period counts still meet their period.
    partialResultTypeId: (keys ? keyedPeriod(record, keys, report) : period(record, 'partialResultTypeId', report)) ?? 0,
    personId: id(record, 'personId', report),
    incidentTypeId: count(record, 'incidentTypeId', report),
    ...(minute !== null ? { minute } : {}),
    ...(firstName !== null ? { firstName } : {}),
    ...(lastName !== null ? { lastName } : {}),
  };
}

export function parseIncidentType(value: unknown, report: WireReport = ALONE.incidentTypes): IncidentType | null {
  const record = readRecord(value, report);
  const typeId = record && num(record, 'matchIncidentTypeId', report);
  if (!record || typeId === null) return null;
  return { matchIncidentTypeId: typeId, matchIncidentTypeName: text(record, 'matchIncidentTypeName', report) ?? '' };
}

export function parseReferee(value: unknown, report: WireReport = ALONE.referees): Referee | null {
  const record = readRecord(value, report);
  if (!record) return null;
  return {
    refereeId: id(record, 'refereeId', report) ?? 0,
    refereeType: text(record, 'refereeType', report) ?? '',
    firstName: text(record, 'firstName', report) ?? '',
    lastName: text(record, 'lastName', report) ?? '',
    nonOfficialReferee: bool(record, 'nonOfficialReferee', report) ?? false,
    nonOfficialRefereeName: text(record, 'nonOfficialRefereeName', report),
  };
}

export function parseLineupMember(value: unknown, report: WireReport = ALONE.lineups): LineupMember | null {
  const record = readRecord(value, report);
  const personId = record && id(record, 'personId', report);
  if (!record || personId === null) return null;
  return {
    position: text(record, 'position', report) ?? '',
    number: num(record, 'number', report),
    lastName: text(record, 'lastName', report) ?? '',
    personId,
    teamOrgId: id(record, 'teamOrgId', report) ?? 0,
  };
}

export function parseOrganisation(value: unknown, report: WireReport = ALONE.organisations): Organisation | null {
  const record = readRecord(value, report);
  const orgId = record && id(record, 'orgId', report);
  if (!record || orgId === null) return null;
  return { orgId, orgLogoBase64: text(record, 'orgLogoBase64', report) ?? '' };
}

function personBase(record: WireRecord, report: WireReport) {
  return {
    orgId: id(record, 'orgId', report) ?? 0,
    shirtNo: num(record, 'shirtNo', report),
    firstName: text(record, 'firstName', report) ?? '',
    lastName: text(record, 'lastName', report) ?? '',
  };
}

/** A goal; `periodId` is the period number (a federation period id is mapped), 0 when unknown. */
export function parseGoal(value: unknown, report: WireReport = ALONE.goals): Goal | null {
  const record = readRecord(value, report);
  const personId = record && id(record, 'personId', report);
  const team = record && side(record, 'homeOrAwayTeam', report);
  if (!record || personId === null || !team) return null;
  return {
    personId,
    ...personBase(record, report),
    teamName: text(record, 'teamName', report) ?? '',
    firstAssistPersonId: id(record, 'firstAssistPersonId', report),
    firstAssistShirtNo: num(record, 'firstAssistShirtNo', report),
    firstAssistFirstName: text(record, 'firstAssistFirstName', report),
    firstAssistLastName: text(record, 'firstAssistLastName', report),
    secondAssistPersonId: id(record, 'secondAssistPersonId', report),
    secondAssistShirtNo: num(record, 'secondAssistShirtNo', report),
    secondAssistFirstName: text(record, 'secondAssistFirstName', report),
    secondAssistLastName: text(record, 'secondAssistLastName', report),
    goalTypeId: goalTypeOf(record, report),
    periodId: period(record, 'periodId', report) ?? 0,
    periodTime: clockTime(record, 'periodTime', report) ?? '',
    homeOrAwayTeam: team,
    onIceHomeTeamShirtNo: text(record, 'onIceHomeTeamShirtNo', report) ?? '',
    onIceAwayTeamShirtNo: text(record, 'onIceAwayTeamShirtNo', report) ?? '',
  };
}

/** A penalty; `servingStartPeriodId` is the period number (a federation period id is mapped), 0 when unknown. */
export function parsePenalty(value: unknown, report: WireReport = ALONE.penalties): Penalty | null {
  const record = readRecord(value, report);
  if (!record) return null;
  return {
    personId: id(record, 'personId', report) ?? 0,
    ...personBase(record, report),
    teamName: text(record, 'teamName', report) ?? '',
    infractionType: text(record, 'infractionType', report) ?? '',
    severityType: text(record, 'severityType', report) ?? '',
    servingStartTime: clockTime(record, 'servingStartTime', report) ?? '',
    servingStartPeriodId: period(record, 'servingStartPeriodId', report) ?? 0,
  };
}

const MEMBER_TYPES: readonly HockeyMemberType[] = ['Player', 'GK1', 'GK2'];

function memberType(record: WireRecord, report: WireReport): HockeyMemberType | null {
  const value = text(record, 'memberType', report);
  if (value === null) return null;
  const type = MEMBER_TYPES.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (type === undefined) report.unreadable('memberType', value);
  return type ?? null;
}

export function parseMatchPlayer(value: unknown, report: WireReport = ALONE.players): MatchPlayer | null {
  const record = readRecord(value, report);
  const personId = record && id(record, 'personId', report);
  const type = record && memberType(record, report);
  if (!record || personId === null || !type) return null;
  return {
    personId,
    ...personBase(record, report),
    teamOrgId: id(record, 'teamOrgId', report) ?? 0,
    memberType: type,
    lineNumber: num(record, 'lineNumber', report),
    goalsScored: count(record, 'goalsScored', report),
    assists: count(record, 'assists', report),
    pts: count(record, 'pts', report),
    points: count(record, 'points', report),
    shots: count(record, 'shots', report),
    pim: count(record, 'pim', report),
    faceoffs_WinPct: num(record, 'faceoffs_WinPct', report),
    playerTime: text(record, 'playerTime', report),
    playerTimeSeconds: num(record, 'playerTimeSeconds', report),
    bestPlayer: bool(record, 'bestPlayer', report) ?? false,
  };
}

export function parseMatchGoalie(value: unknown, report: WireReport = ALONE.goalies): MatchGoalie | null {
  const record = readRecord(value, report);
  const personId = record && id(record, 'personId', report);
  if (!record || personId === null) return null;
  return {
    personId,
    ...personBase(record, report),
    minutesPlayed: count(record, 'minutesPlayed', report),
    secondsPlayed: count(record, 'secondsPlayed', report),
    shots: count(record, 'shots', report),
    sv: count(record, 'sv', report),
    svPct: num(record, 'svPct', report),
  };
}

const BASKETBALL_FIGURES = ['p1Sum', 'p1MissSum', 'p2Sum', 'p2MissSum', 'p3Sum', 'p3MissSum', 'fouls', 'offRebSum', 'defRebSum', 'blSum', 'stSum', 'toSum', 'assists', 'totalSeconds'] as const;

export function parseBasketballPlayer(value: unknown, report: WireReport = ALONE.basketball): BasketballPlayer | null {
  const record = readRecord(value, report);
  const personId = record && id(record, 'personId', report);
  if (!record || personId === null) return null;
  const stats = Object.fromEntries(BASKETBALL_FIGURES.map((key) => [key, count(record, key, report)])) as Record<(typeof BASKETBALL_FIGURES)[number], number>;
  return { personId, ...personBase(record, report), teamOrgId: id(record, 'teamOrgId', report) ?? 0, ...stats };
}

export function parseVolleyballPlayer(value: unknown, report: WireReport = ALONE.volleyball): VolleyballPlayer | null {
  const record = readRecord(value, report);
  const personId = record && id(record, 'personId', report);
  if (!record || personId === null) return null;
  return {
    personId,
    ...personBase(record, report),
    teamOrgId: id(record, 'teamOrgId', report) ?? 0,
    totalPoints: count(record, 'totalPoints', report),
    attackPoints: count(record, 'attackPoints', report),
    blockPoints: count(record, 'blockPoints', report),
    aces: count(record, 'aces', report),
  };
}

/**
 * One answer's parser; without a report it makes a fresh one labelled by the call's contract path (e.g.
 * `ta/MatchReferee`); the server passes its own (a counting report, server/wire).
 */
function withReport<N extends ProxyTargetName>(name: N, parse: (raw: unknown, report: WireReport) => ProxyResponse<N>) {
  return (raw: unknown, report: WireReport = proxyReport(name)): ProxyResponse<N> => parse(raw, report);
}

/**
 * The answers of the finished-match calls (issue 4), for the match page's endpoints. ta/Match and
 * ta/Tournament answer one record; a malformed one is a failed call. Every list is accepted bare or in its
 * envelope (DESIGN §1: ta/MatchReferee and ta/MatchTeamMembers answer bare lists where the contract decided
 * `{referees}` and `{lineups}`), and comes out in the contract's shape.
 */
export const matchResponseParsers = {
  matchIncidents: withReport('matchIncidents', (raw, report) => {
    // Two lists share this envelope, so a bare list cannot say which one it is.
    if (Array.isArray(raw)) report.unreadable('', raw);
    const body = Array.isArray(raw) ? null : raw;
    // The incidents name their period by the same ids as the period results: one numbering for both.
    const { periods, keys } = parsePeriodResults(body, report);
    return {
      matchPeriodResults: periods,
      matchIncidents: listIn(body, 'matchIncidents', (item, itemReport) => parseIncident(item, itemReport, keys), report),
    };
  }),
  matchReferees: withReport('matchReferees', (raw, report) => ({ referees: listIn(raw, 'referees', parseReferee, report) })),
  matchIncidentTypes: withReport('matchIncidentTypes', (raw, report) => ({
    matchIncidentTypes: listIn(raw, 'matchIncidentTypes', parseIncidentType, report),
  })),
  matchTeamMembers: withReport('matchTeamMembers', (raw, report) => ({ lineups: listIn(raw, 'lineups', parseLineupMember, report) })),
  hockeyGoals: withReport('hockeyGoals', (raw, report) => listIn(raw, ['goals', 'data'], parseGoal, report)),
  hockeyPenalties: withReport('hockeyPenalties', (raw, report) => listIn(raw, ['penalties', 'data'], parsePenalty, report)),
  hockeyPlayers: withReport('hockeyPlayers', (raw, report) => listIn(raw, ['players', 'data'], parseMatchPlayer, report)),
  hockeyGoalies: withReport('hockeyGoalies', (raw, report) => listIn(raw, ['goalies', 'data'], parseMatchGoalie, report)),
  basketballMatchPlayers: withReport('basketballMatchPlayers', (raw, report) => ({ data: listIn(raw, ['data', 'players'], parseBasketballPlayer, report) })),
  volleyballMatchPlayers: withReport('volleyballMatchPlayers', (raw, report) => ({ data: listIn(raw, ['data', 'players'], parseVolleyballPlayer, report) })),
  organisations: withReport('organisations', (raw, report) => listIn(raw, ['organisations', 'data'], parseOrganisation, report)),
  broadcastsByMatch: withReport('broadcastsByMatch', (raw, report) => listIn(raw, ['broadcasts', 'data'], parseBroadcast, report)),
};
