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
 * A hockey goal: shirt numbers as text on some; `federationPeriod`: periodId as the federation's id. The
 * caller alternates it within a match, so every match page with two goals or more shows both spellings.
 */
export function realGoal(value: unknown, federationPeriod: boolean): unknown {
  if (!isRecord(value)) return value;
  return {
    ...value,
    shirtNo: personNumber(value['shirtNo'], value['personId']),
    firstAssistShirtNo: personNumber(value['firstAssistShirtNo'], value['firstAssistPersonId']),
    secondAssistShirtNo: personNumber(value['secondAssistShirtNo'], value['secondAssistPersonId']),
    periodId: federationPeriod ? federationPeriodOf(value['periodId']) : value['periodId'],
  };
}

/** A hockey penalty: shirtNo as text on some; `federationPeriod`: servingStartPeriodId as the federation's id. */
export function realPenalty(value: unknown, federationPeriod: boolean): unknown {
  if (!isRecord(value)) return value;
  return {
    ...value,
    shirtNo: personNumber(value['shirtNo'], value['personId']),
    servingStartPeriodId: federationPeriod ? federationPeriodOf(value['servingStartPeriodId']) : value['servingStartPeriodId'],
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
