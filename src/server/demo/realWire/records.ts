/**
 * One contract record → the same record as the federation's API writes it (DESIGN §1 "Real upstream data").
 * Each function takes the contract record as `unknown`, returns a new record (the demo league's own objects
 * are shared and memoized, so they are never mutated) and leaves anything it does not recognise unchanged.
 *
 * Choices are keyed by the record's own id, and a person's or team's spelling by that person's or team's
 * id, so one player's shirt number or one team's name is spelled alike in every answer that carries it.
 */
import {
  NO_DATE,
  chosen,
  federationPeriodOf,
  isRecord,
  isoWithFraction,
  spelledClock,
  spelledGoalType,
  usDateTime,
  variantOf,
  withTextNumbers,
  withTrailingSpace,
  type WireRecord,
} from './variants';

const idKey = (value: unknown): string | null =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : null;

/** The team's name, with a trailing space for about half the teams (keyed by the team's id). */
function teamName(name: unknown, teamId: unknown): unknown {
  const key = idKey(teamId);
  return key !== null && chosen('teamSpaces', key) ? withTrailingSpace(name) : name;
}

/** A person's number (shirtNo, number) as text for about half the people (keyed by the person's id). */
function personNumber(value: unknown, personId: unknown): unknown {
  const key = idKey(personId);
  return key !== null && chosen('personNumbers', key) && typeof value === 'number' ? String(value) : value;
}

/** `ta/Seasons`: ids as text and seasonDateFrom in the US spelling, on every record (as the API sends them). */
export function realSeason(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const record = withTextNumbers(value, ['seasonId', 'orgIdOwner']);
  const date = usDateTime(record['seasonDateFrom']);
  if (date !== null) record['seasonDateFrom'] = date;
  return record;
}

/** A tournament record: ids as text on some, the name with a trailing space on some. */
export function realTournament(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['tournamentId']);
  if (key === null) return value;
  const record = chosen('tournamentIds', key) ? withTextNumbers(value, ['tournamentId', 'sportId', 'seasonId']) : { ...value };
  if (chosen('tournamentSpaces', key)) record['tournamentName'] = withTrailingSpace(record['tournamentName']);
  return record;
}

/**
 * A `ta/TournamentTeams` team with the API's extra fields. `overriddenName` is null, or on some teams the
 * team's own name: a name differing from `team` would change what the site shows, which this wire must not.
 */
export function realTeam(value: unknown, clubOrgId: (teamId: number) => number | null): unknown {
  if (!isRecord(value)) return value;
  const teamId = value['teamId'];
  const key = idKey(teamId);
  if (key === null) return value;
  return {
    teamId: chosen('teamIds', key) ? String(teamId) : teamId,
    team: teamName(value['team'], teamId),
    overriddenName: chosen('teamOverriddenName', key) ? value['team'] : null,
    orgId: value['orgId'],
    clubOrgId: typeof teamId === 'number' ? clubOrgId(teamId) : null,
  };
}

const MATCH_IDS = [
  'matchId',
  'id',
  'tournamentId',
  'seasonId',
  'hometeamId',
  'awayteamId',
  'hometeamClubOrgId',
  'awayteamClubOrgId',
  'sportId',
] as const;

// ScheduledMatchesBySport rows have been seen with camel-cased team keys (DESIGN §1).
const CAMEL_TEAM_KEYS: Readonly<Record<string, string>> = {
  hometeam: 'homeTeam',
  awayteam: 'awayTeam',
  hometeamId: 'homeTeamId',
  awayteamId: 'awayTeamId',
};

function renameKeys(record: WireRecord, names: Readonly<Record<string, string>>): WireRecord {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [names[key] ?? key, value]));
}

/**
 * A match record: matchDate as the contract writes it, in the US spelling, or ISO with a fraction (one of
 * three by match id); ids as text on some; team names with trailing spaces; matchStartTime 0 for "none";
 * fields the contract does not know (`matchNo`, `arenaId`). `camelTeamKeys`: about half the rows spell the
 * team keys `homeTeam`/`awayTeam`/`homeTeamId`/`awayTeamId` (ScheduledMatchesBySport only).
 */
export function realMatch(value: unknown, camelTeamKeys = false): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['matchId']);
  if (key === null) return value;
  let record: WireRecord = chosen('matchIds', key) ? withTextNumbers(value, MATCH_IDS) : { ...value };
  const dateVariant = variantOf('matchDate', key, 3);
  const date =
    dateVariant === 1 ? usDateTime(record['matchDate']) : dateVariant === 2 ? isoWithFraction(record['matchDate']) : null;
  if (date !== null) record['matchDate'] = date;
  // 0 means "no start time" on the real wire. A contract 0 (midnight) would read as none too, but the demo
  // league starts no match before 09:30, so here 0 only ever stands for null.
  if (record['matchStartTime'] === null) record['matchStartTime'] = 0;
  record['hometeam'] = teamName(record['hometeam'], value['hometeamId']);
  record['awayteam'] = teamName(record['awayteam'], value['awayteamId']);
  record['matchNo'] = key;
  record['arenaId'] = 0;
  if (camelTeamKeys && chosen('camelTeamKeys', key)) record = renameKeys(record, CAMEL_TEAM_KEYS);
  return record;
}

/**
 * A hockey goal: shirt numbers as text on some; `federationPeriod`: periodId as the federation's id;
 * `spelling` (0-2): periodTime as "05:12", 512 or "512" (`spelledClock`), and the goal type, one step on,
 * as goalTypeId, goalType "PP1" or both (`spelledGoalType`). The caller rotates both within a match, so
 * every match page with three goals or more shows every spelling.
 */
export function realGoal(value: unknown, federationPeriod: boolean, spelling = 0): unknown {
  if (!isRecord(value)) return value;
  return {
    ...spelledGoalType(value, (spelling + 1) % 3),
    shirtNo: personNumber(value['shirtNo'], value['personId']),
    firstAssistShirtNo: personNumber(value['firstAssistShirtNo'], value['firstAssistPersonId']),
    secondAssistShirtNo: personNumber(value['secondAssistShirtNo'], value['secondAssistPersonId']),
    periodId: federationPeriod ? federationPeriodOf(value['periodId']) : value['periodId'],
    periodTime: spelledClock(value['periodTime'], spelling),
  };
}

/**
 * A hockey penalty: shirtNo as text on some; `federationPeriod`: servingStartPeriodId as the federation's
 * id; `spelling` (0-2): servingStartTime as "05:12", 512 or "512".
 */
export function realPenalty(value: unknown, federationPeriod: boolean, spelling = 0): unknown {
  if (!isRecord(value)) return value;
  return {
    ...value,
    shirtNo: personNumber(value['shirtNo'], value['personId']),
    servingStartPeriodId: federationPeriod ? federationPeriodOf(value['servingStartPeriodId']) : value['servingStartPeriodId'],
    servingStartTime: spelledClock(value['servingStartTime'], spelling),
  };
}

/** Any record with a person's `shirtNo` (match players, goalies, basketball and volleyball players). */
export function realShirtNo(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return { ...value, shirtNo: personNumber(value['shirtNo'], value['personId']) };
}

/** A lineup member of ta/MatchTeamMembers: `number` as text on some. */
export function realLineupMember(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return { ...value, number: personNumber(value['number'], value['personId']) };
}

// Another spelling of a SPEC §3 position that the one position rule names alike (issue 25).
const OTHER_POSITION_CODES: Readonly<Record<string, string>> = { GK1: 'G', GK2: 'GK', CE: 'C', LD: 'ld', RD: 'rd', LW: 'lw', RW: 'rw' };

/** A position in one of three spellings by person: as the contract writes it, lower case with a space, or another code. */
function positionSpelling(value: unknown, personId: unknown): unknown {
  const key = idKey(personId);
  if (key === null || typeof value !== 'string') return value;
  const variant = variantOf('positionSpelling', key, 3);
  if (variant === 1) return `${value.toLowerCase()} `;
  return variant === 2 ? (OTHER_POSITION_CODES[value] ?? value) : value;
}

/**
 * A roster member of ta/TeamMembers: `number` as text on some; a missing birth date as the API's "none";
 * the position in one of three spellings that name the same position; `memberType: "Player"` on some (the
 * others carry none, as the API's players do).
 */
export function realTeamMember(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const record: WireRecord = {
    ...value,
    number: personNumber(value['number'], value['personId']),
    birthDate: value['birthDate'] === null ? NO_DATE : value['birthDate'],
    position: positionSpelling(value['position'], value['personId']),
  };
  const key = idKey(value['personId']);
  if (key !== null && chosen('memberType', key)) record['memberType'] = 'Player';
  return record;
}

/** One of a team's staff, as the demo league knows them (its coaches, with their role). */
export interface RealStaff {
  personId: number;
  firstName: string;
  lastName: string;
  role: string;
}

/**
 * A staff row of ta/TeamMembers (issue 25): `memberType: "TeamSupport"`, no player figures, and the role
 * where the API puts it — after " – " in the last name ("Holm – Hovedtrener", the form seen), the whole
 * name and role in firstName, or in `position` (one of three by person).
 */
export function realStaffRow(staff: RealStaff, teamId: number): WireRecord {
  const variant = variantOf('staffSpelling', staff.personId, 3);
  const names =
    variant === 0
      ? { firstName: staff.firstName, lastName: `${staff.lastName} – ${staff.role}`, position: null }
      : variant === 1
        ? { firstName: `${staff.firstName} ${staff.lastName} – ${staff.role}`, lastName: null, position: null }
        : { firstName: staff.firstName, lastName: staff.lastName, position: staff.role };
  return { personId: staff.personId, owningOrgId: teamId, ...names, birthDate: NO_DATE, number: null, nationality: null, height: 0, imageUrl: null, memberType: 'TeamSupport' };
}

/** Whether a team's roster lists its staff on the real wire: about half the teams (keyed by the team's id). */
export function listsStaff(teamId: number): boolean {
  return chosen('teamStaff', teamId);
}

/** A standings row: the team's name spelled as in its other answers, orgId as text on some. */
export function realStandingsRow(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['orgId']);
  if (key === null) return value;
  const record = chosen('standingsIds', key) ? withTextNumbers(value, ['orgId']) : { ...value };
  record['orgName'] = teamName(value['orgName'], value['orgId']);
  return record;
}

/** A date in one of the real wire's three spellings (as the contract, US, ISO with a fraction), chosen by `salt` and `key`. */
function spelledDate(value: unknown, salt: string, key: string): unknown {
  const variant = variantOf(salt, key, 3);
  const date = variant === 1 ? usDateTime(value) : variant === 2 ? isoWithFraction(value) : null;
  return date ?? value;
}

/** A transfer of activity/Transfers: transferId as text on some, the date in one of the three spellings. */
export function realTransfer(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['transferId']);
  if (key === null) return value;
  const record = chosen('transferIds', key) ? withTextNumbers(value, ['transferId']) : { ...value };
  record['datePermittedToPlayNewOrg'] = spelledDate(value['datePermittedToPlayNewOrg'], 'transferDate', key);
  return record;
}

/**
 * A person's tournament (ta/Tournament/AllForPerson): ids as text and the name with a trailing space as the
 * tournament's own record has them, the dates in one of the three spellings, the team's name as elsewhere.
 */
export function realPersonTournament(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['tournamentId']);
  if (key === null) return value;
  const record = chosen('tournamentIds', key) ? withTextNumbers(value, ['tournamentId', 'sportId', 'seasonId', 'orgId']) : { ...value };
  if (chosen('tournamentSpaces', key)) record['tournamentName'] = withTrailingSpace(record['tournamentName']);
  record['startDate'] = spelledDate(value['startDate'], 'tournamentDates', key);
  record['endDate'] = spelledDate(value['endDate'], 'tournamentDates', key);
  record['teamName'] = teamName(value['teamName'], value['orgId']);
  return record;
}

/**
 * A hockey game row (icehockey/Player, icehockey/Goalie): the match's date spelled as the match's own record
 * spells it (`matchDate`, or the goalie row's `matchdate`), matchId and tournamentId as text on the matches
 * whose record has text ids, the tournament's name as its record spells it.
 */
export function realGameRow(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['matchId']);
  if (key === null) return value;
  const record = chosen('matchIds', key) ? withTextNumbers(value, ['matchId', 'tournamentId']) : { ...value };
  for (const field of ['matchDate', 'matchdate']) if (field in record) record[field] = spelledDate(value[field], 'matchDate', key);
  const tournament = idKey(value['tournamentId']);
  if (tournament !== null && chosen('tournamentSpaces', tournament)) record['tournamentName'] = withTrailingSpace(record['tournamentName']);
  return record;
}

/** A basketball season row: ids as text for some people (and teams), the team's name as elsewhere. */
export function realSeasonStatsRow(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['personId'] === 0 ? value['orgId'] : value['personId']);
  if (key === null) return value;
  const record = chosen('seasonStatsIds', key) ? withTextNumbers(value, ['personId', 'orgId']) : { ...value };
  record['orgName'] = teamName(value['orgName'], value['orgId']);
  return record;
}

const BASKETBALL = 199;
const VOLLEYBALL = 157;

// decided here: the real wire's period ids of basketball and volleyball. Only hockey's ids are known
// (200050-200053), so these stand for "another sport's ids": basketball's overlap hockey's range shifted by
// four (the symptom, quarters read as extra periods 5-8), volleyball's lie outside it.
const OTHER_PERIOD_BASE: Readonly<Record<number, number>> = { [BASKETBALL]: 200054, [VOLLEYBALL]: 200300 };
/** A volleyball match is best of five: the real API lists the sets it did not need as 0-0. */
const VOLLEYBALL_SET_SLOTS = 5;

/** SPEC §3 period names: "1. periode"-"4. periode", then "1. ekstraomgang"…; volleyball "1. sett"…. */
function periodNameOf(sportId: number, period: number): string {
  if (sportId === VOLLEYBALL) return `${period}. sett`;
  return period <= 4 ? `${period}. periode` : `${period - 4}. ekstraomgang`;
}

/**
 * ta/MatchIncidents of a basketball or volleyball match as the real API writes it: every period id (of the
 * period results and of the incidents alike) another sport's id, and on about half the matches (keyed by
 * match id) each period named as SPEC §3 names it, the other half keeping the contract's type word, so
 * both the names and the order must decide. A volleyball match of 3 or 4 sets gets its unplayed sets
 * appended as 0-0. Hockey, and anything else, is left as it is.
 */
export function realMatchIncidents(value: unknown, sportId: number | null, matchId: number): unknown {
  const base = sportId === null ? undefined : OTHER_PERIOD_BASE[sportId];
  if (base === undefined || sportId === null || !isRecord(value)) return value;
  const results = value['matchPeriodResults'];
  const incidents = value['matchIncidents'];
  if (!Array.isArray(results) || !Array.isArray(incidents)) return value;
  const idOf = (period: unknown): unknown => (typeof period === 'number' && period >= 1 && period <= 12 ? base + period - 1 : period);
  const named = chosen('periodNames', matchId);
  const periods: unknown[] = results.map((result) => {
    if (!isRecord(result)) return result;
    const period = result['partialResultTypeId'];
    const name = named && typeof period === 'number' ? periodNameOf(sportId, period) : result['partialResultType'];
    return { ...result, partialResultTypeId: idOf(period), partialResultType: name };
  });
  if (sportId === VOLLEYBALL && (results.length === 3 || results.length === 4)) {
    for (let set = results.length + 1; set <= VOLLEYBALL_SET_SLOTS; set += 1) {
      periods.push({ partialResultTypeId: idOf(set), partialResultType: named ? periodNameOf(sportId, set) : 'periods', homeGoals: 0, awayGoals: 0 });
    }
  }
  return {
    ...value,
    matchPeriodResults: periods,
    matchIncidents: incidents.map((incident) => (isRecord(incident) ? { ...incident, partialResultTypeId: idOf(incident['partialResultTypeId']) } : incident)),
  };
}

/** A contract skater figure → the federation's name for it (icehockey/TournamentPlayers, SPEC §3 skater game). */
const FEDERATION_SKATER_NAMES: Readonly<Record<string, string>> = {
  gp: 'gamesPlayed',
  g: 'goalsScored',
  a: 'assists',
  // The federation's `points` is +/- (its G+A is `pts`, the contract's name too).
  plusMinus: 'points',
  ppg: 'powerPlayGoals',
  ppa: 'powerPlayGoalAssists',
  shg: 'shortHandedGoals',
  sha: 'shortHandedGoalAssists',
  sog: 'shots',
  faceoffs: 'faceOffs',
};

/**
 * A skater row of icehockey/TournamentPlayers in the federation's names (`gamesPlayed`, `goalsScored`,
 * `points` for +/-, …; `pts`, `pim`, `gwg`, `shotsPct`, `faceoffsWinPct` as they are), with its `rank`
 * (its place in the answer, which comes sorted by points); personId and orgId as text on some people, the
 * team's name as elsewhere.
 */
export function realTournamentPlayer(value: unknown, index: number): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['personId']);
  if (key === null) return value;
  const record = renameKeys(chosen('seasonStatsIds', key) ? withTextNumbers(value, ['personId', 'orgId']) : value, FEDERATION_SKATER_NAMES);
  record['teamName'] = teamName(value['teamName'], value['orgId']);
  record['rank'] = index + 1;
  return record;
}

/** "mmm:ss" of whole seconds. */
const minutesAndSeconds = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A goalie row of icehockey/tournamentGoalieLeaders in the federation's names: `gamesPlayed`, `wins`,
 * `losses`, and time in net as `minutesPlayed`, for about half the goalies a number of minutes (with the
 * fraction of a minute the seconds make) and for the others "mmm:ss" text (keyed by the person); `svPct` as
 * the federation adds it (saves of shots, 0-100, one decimal). ids as text on some people.
 */
export function realGoalieLeader(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const key = idKey(value['personId']);
  if (key === null) return value;
  const { gp, toiSeconds, w, l, ...rest } = chosen('seasonStatsIds', key) ? withTextNumbers(value, ['personId', 'orgId']) : value;
  const sv = value['sv'];
  const ga = value['ga'];
  const shots = typeof sv === 'number' && typeof ga === 'number' ? sv + ga : 0;
  // Time in net that is not whole seconds (none in the demo) keeps the contract's name: its meaning stays.
  const time =
    typeof toiSeconds === 'number' && Number.isInteger(toiSeconds) && toiSeconds >= 0
      ? { minutesPlayed: chosen('goalieMinutes', key) ? minutesAndSeconds(toiSeconds) : toiSeconds / 60 }
      : { toiSeconds };
  return {
    ...rest,
    teamName: teamName(value['teamName'], value['orgId']),
    gamesPlayed: gp,
    ...time,
    wins: w,
    losses: l,
    svPct: shots > 0 && typeof sv === 'number' ? Math.round((1000 * sv) / shots) / 10 : null,
  };
}
