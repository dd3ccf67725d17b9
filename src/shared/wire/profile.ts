/**
 * Player profile answers (SPEC §3 Skater game, Goalie game, Basketball season stats, Tournament for person;
 * §7 icehockey/Player, icehockey/Goalie, basketball/tournament/players, ta/Tournament/AllForPerson).
 *
 * DESIGN §1 "Real upstream data": lists come bare or in an envelope, ids and figures as strings, dates as
 * US `11/21/2026 00:00:00` or zone-less ISO with `0001-01-01T00:00:00` or null for none. A row without its
 * key id (the match of a game row, the person of a statistics row, the tournament of a person's tournament)
 * is dropped and reported; any figure a row lacks is null (a dash on screen, SPEC §8), a missing name or
 * date is '' (a dash too), never a thrown error.
 */
import type { BasketballSeasonStats, GoalieGame, SkaterGame, TournamentForPerson } from '../contract';
import { dateTime, id, listIn, num, readRecord, text, type WireRecord } from './read';
import { proxyReport, type WireReport } from './report';

/** The key id of a row, or null; a missing key is reported too (the row is dropped, someone should hear). */
function keyId(record: WireRecord, keys: readonly string[], report: WireReport): number | null {
  for (const key of keys) {
    const value = id(record, key, report);
    if (value !== null) return value;
  }
  const first = keys[0] ?? '';
  const present = keys.find((key) => record[key] !== undefined && record[key] !== null);
  // `id` already reported a present but unreadable value; an absent one is reported here.
  if (present === undefined) report.unreadable(first, record[first] ?? null);
  return null;
}

/** The figures of `keys`, each a number or null. */
function figures<K extends string>(record: WireRecord, keys: readonly K[], report: WireReport): Record<K, number | null> {
  return Object.fromEntries(keys.map((key) => [key, num(record, key, report)])) as Record<K, number | null>;
}

/** A date in the canonical form, or '' when the answer has none (shown as a dash). */
const dateOf = (record: WireRecord, keys: readonly string[], report: WireReport): string => {
  for (const key of keys) {
    const value = dateTime(record, key, report);
    if (value !== null) return value;
  }
  return '';
};

/** decided here: a row without `gamePlayed` stands for a match the person dressed for (the contract: one row per match). */
const gamesOf = (record: WireRecord, report: WireReport): number => num(record, 'gamePlayed', report) ?? 1;

const SKATER_FIGURES = [
  'goalsScored',
  'goalsAgainst',
  'assists',
  'pts',
  'points',
  'pim',
  'powerPlayGoals',
  'powerPlayGoalAssists',
  'shortHandGoals',
  'shortHandGoalAssists',
  'gwg',
  'shots',
  'shotsPct',
  'faceOffs',
  'faceoffsWinPct',
  'minutesPlayed',
  'secondsPlayed',
] as const satisfies readonly (keyof SkaterGame)[];

function parseSkaterGame(value: unknown, report: WireReport): SkaterGame | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const matchId = keyId(record, ['matchId', 'id'], report);
  if (matchId === null) return null;
  return {
    ...figures(record, SKATER_FIGURES, report),
    matchId,
    matchDate: dateOf(record, ['matchDate', 'matchdate'], report),
    homeTeamName: text(record, 'homeTeamName', report) ?? '',
    awayTeamName: text(record, 'awayTeamName', report) ?? '',
    tournamentName: text(record, 'tournamentName', report) ?? '',
    teamName: text(record, 'teamName', report) ?? '',
    tournamentId: id(record, 'tournamentId', report) ?? 0,
    gamePlayed: gamesOf(record, report),
  };
}

/**
 * A skater's game rows (icehockey/Player/{personId}, both forms): a bare list, or the list under `games`,
 * `matches`, `players` or `data`; the answer's order (newest first) is kept. `tournamentId` 0 when missing.
 */
export function parseSkaterGames(raw: unknown, report: WireReport = proxyReport('skaterLastGames')): SkaterGame[] {
  return listIn(raw, ['games', 'matches', 'players', 'data'], parseSkaterGame, report);
}

const GOALIE_FIGURES = ['minutesPlayed', 'secondsPlayed', 'wins', 'ties', 'losses', 'so', 'ga', 'gaa', 'sv', 'sV_Pct'] as const satisfies readonly (keyof GoalieGame)[];

function parseGoalieGame(value: unknown, report: WireReport): GoalieGame | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const matchId = keyId(record, ['matchId', 'id'], report);
  if (matchId === null) return null;
  const read = figures(record, GOALIE_FIGURES, report);
  return {
    ...read,
    // The save percentage has been seen spelled as the spec writes it and in plain camel case.
    sV_Pct: read.sV_Pct ?? num(record, 'svPct', report),
    matchId,
    matchdate: dateOf(record, ['matchdate', 'matchDate'], report),
    homeTeamName: text(record, 'homeTeamName', report) ?? '',
    awayTeamName: text(record, 'awayTeamName', report) ?? '',
    tournamentName: text(record, 'tournamentName', report) ?? '',
    teamName: text(record, 'teamName', report) ?? '',
    tournamentId: id(record, 'tournamentId', report) ?? 0,
    gamePlayed: gamesOf(record, report),
  };
}

/** A goalie's game rows (icehockey/Goalie/{personId}, both forms), in the same envelopes as the skater's. */
export function parseGoalieGames(raw: unknown, report: WireReport = proxyReport('goalieLastGames')): GoalieGame[] {
  return listIn(raw, ['games', 'matches', 'goalies', 'data'], parseGoalieGame, report);
}

const BASKETBALL_FIGURES = [
  'matches',
  'totalSeconds',
  'points',
  'fouls',
  'p1Sum',
  'p1MissSum',
  'p2Sum',
  'p2MissSum',
  'p3Sum',
  'p3MissSum',
  'offRebSum',
  'defRebSum',
  'assists',
  'toSum',
  'stSum',
  'blSum',
] as const satisfies readonly (keyof BasketballSeasonStats)[];

function basketballRow(record: WireRecord, personId: number, report: WireReport): BasketballSeasonStats {
  return {
    ...figures(record, BASKETBALL_FIGURES, report),
    personId,
    orgId: id(record, 'orgId', report) ?? 0,
    orgName: text(record, 'orgName', report) ?? '',
    firstName: text(record, 'firstName', report) ?? '',
    lastName: text(record, 'lastName', report) ?? '',
  };
}

function parseBasketballPlayerRow(value: unknown, report: WireReport): BasketballSeasonStats | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const personId = keyId(record, ['personId'], report);
  return personId === null ? null : basketballRow(record, personId, report);
}

function parseBasketballTeamRow(value: unknown, report: WireReport): BasketballSeasonStats | null {
  const record = readRecord(value, report);
  if (!record) return null;
  if (keyId(record, ['orgId'], report) === null) return null;
  return basketballRow(record, 0, report);
}

/**
 * Basketball season rows of players (basketball/tournament/players/{tournamentId}, with or without
 * `?personId=`: the profile and the statistics page): a bare list, or the list under `data` or `players`.
 * A row needs its personId; `orgId` 0, names '' when missing.
 */
export function parseBasketballSeasonStats(raw: unknown, report: WireReport = proxyReport('basketballPlayerSeason')): BasketballSeasonStats[] {
  return listIn(raw, ['data', 'players'], parseBasketballPlayerRow, report);
}

/**
 * Basketball season rows of teams (basketball/tournament/teams/{tournamentId}; the contract reuses the
 * season-stats shape with the team in `orgName` and no person): a bare list, or under `data` or `teams`.
 * A row needs its orgId; `personId` is 0.
 */
export function parseBasketballTeamSeasonStats(raw: unknown, report: WireReport = proxyReport('basketballTournamentTeams')): BasketballSeasonStats[] {
  return listIn(raw, ['data', 'teams'], parseBasketballTeamRow, report);
}

function parseTournamentForPerson(value: unknown, report: WireReport): TournamentForPerson | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const tournamentId = keyId(record, ['tournamentId'], report);
  if (tournamentId === null) return null;
  return {
    tournamentId,
    tournamentName: text(record, 'tournamentName', report) ?? '',
    startDate: dateOf(record, ['startDate'], report),
    endDate: dateOf(record, ['endDate'], report),
    seasonId: id(record, 'seasonId', report) ?? 0,
    sportId: id(record, 'sportId', report) ?? 0,
    orgId: id(record, 'orgId', report) ?? 0,
    teamName: text(record, 'teamName', report) ?? '',
  };
}

/**
 * A person's tournaments (ta/Tournament/AllForPerson): a bare list, or the list under `tournaments` or
 * `data`. Dates canonical or ''; `seasonId`, `sportId` and `orgId` 0 (unknown) when missing.
 */
export function parseTournamentsForPerson(raw: unknown, report: WireReport = proxyReport('tournamentsForPerson')): TournamentForPerson[] {
  return listIn(raw, ['tournaments', 'data'], parseTournamentForPerson, report);
}
