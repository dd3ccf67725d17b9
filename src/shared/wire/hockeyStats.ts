/**
 * Ice hockey statistics answers (SPEC §3 statistics rows, §7 icehockey/TournamentPlayers,
 * icehockey/tournamentGoalieLeaders, icehockey/TeamStatistics, icehockey/spectators).
 *
 * DESIGN §1 "Real upstream data": a list comes bare or in an envelope, ids and figures as numbers or
 * numeric strings, names with trailing spaces. A player or goalie row without its personId, and a team or
 * attendance row without a team name, is dropped and reported (it cannot be linked or named); any figure a
 * row lacks is null (a dash on screen, SPEC §8); a missing name is '' and a missing orgId 0. Nothing throws.
 */
import type { AttendanceRow, GoalieStatsRow, SkaterStatsRow, TeamStatsRow } from '../contract';
import { id, listIn, num, readRecord, text, type WireRecord } from './read';
import { proxyReport, type WireReport } from './report';

/** The figures of `keys`, each a number or null, added to `into` (a plain loop: a league's table is thousands of rows). */
function figures<K extends string, T extends object>(record: WireRecord, keys: readonly K[], report: WireReport, into: T): T & Record<K, number | null> {
  const out = into as T & Record<K, number | null>;
  for (const key of keys) (out as Record<K, number | null>)[key] = num(record, key, report);
  return out;
}

/** The row's person; a row without one is reported (an unreadable one already was by `id`). */
function personOf(record: WireRecord, report: WireReport): number | null {
  const personId = id(record, 'personId', report);
  if (personId === null && (record['personId'] === undefined || record['personId'] === null)) report.unreadable('personId', null);
  return personId;
}

/** The row's team name (`teamName`, else `orgName`); a row without one is reported. */
function teamNameOf(record: WireRecord, report: WireReport): string | null {
  const name = text(record, 'teamName', report) ?? text(record, 'orgName', report);
  if (name === null) report.unreadable('teamName', record['teamName'] ?? null);
  return name;
}

/** The person's and team's fields every player and goalie row has. */
function personFields(record: WireRecord, personId: number, report: WireReport) {
  return {
    personId,
    orgId: id(record, 'orgId', report) ?? 0,
    firstName: text(record, 'firstName', report) ?? '',
    lastName: text(record, 'lastName', report) ?? '',
    teamName: text(record, 'teamName', report) ?? text(record, 'orgName', report) ?? '',
  };
}

const SKATER_FIGURES = ['gp', 'g', 'a', 'pts', 'plusMinus', 'pim', 'ppg', 'ppa', 'shg', 'sha', 'gwg', 'sog', 'faceoffsWinPct', 'faceoffs'] as const satisfies readonly (keyof SkaterStatsRow)[];

function parseSkaterRow(value: unknown, report: WireReport): SkaterStatsRow | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const personId = personOf(record, report);
  if (personId === null) return null;
  return figures(record, SKATER_FIGURES, report, personFields(record, personId, report));
}

/**
 * The skaters of icehockey/TournamentPlayers/{tournamentId}: a bare list, or the list under `players`,
 * `data` or `rows`; the answer's order is kept.
 */
export function parseHockeyPlayers(raw: unknown, report: WireReport = proxyReport('hockeyTournamentPlayers')): SkaterStatsRow[] {
  return listIn(raw, ['players', 'data', 'rows'], parseSkaterRow, report);
}

const GOALIE_FIGURES = ['gp', 'toiSeconds', 'w', 'l', 'so', 'ga', 'sv'] as const satisfies readonly (keyof GoalieStatsRow)[];

function parseGoalieRow(value: unknown, report: WireReport): GoalieStatsRow | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const personId = personOf(record, report);
  if (personId === null) return null;
  return figures(record, GOALIE_FIGURES, report, personFields(record, personId, report));
}

/** The goalies of icehockey/tournamentGoalieLeaders/{tournamentId}: bare, or under `goalies`, `data` or `rows`. */
export function parseHockeyGoalies(raw: unknown, report: WireReport = proxyReport('hockeyTournamentGoalies')): GoalieStatsRow[] {
  return listIn(raw, ['goalies', 'data', 'rows'], parseGoalieRow, report);
}

const TEAM_FIGURES = ['gp', 'ppgf', 'adv', 'ppPct', 'shga', 'ppga', 'tsh', 'pkPct', 'shgf', 'faceoffsWinPct'] as const satisfies readonly (keyof TeamStatsRow)[];

function parseTeamRow(value: unknown, report: WireReport): TeamStatsRow | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const teamName = teamNameOf(record, report);
  if (teamName === null) return null;
  return figures(record, TEAM_FIGURES, report, { teamName, orgId: id(record, 'orgId', report) ?? 0 });
}

/** The teams of icehockey/TeamStatistics/{tournamentId}: bare, or under `teams`, `data` or `rows`. */
export function parseHockeyTeamStats(raw: unknown, report: WireReport = proxyReport('hockeyTeamStatistics')): TeamStatsRow[] {
  return listIn(raw, ['teams', 'data', 'rows'], parseTeamRow, report);
}

function parseAttendanceRow(value: unknown, report: WireReport): AttendanceRow | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const teamName = teamNameOf(record, report);
  if (teamName === null) return null;
  return figures(record, ['yesterday', 'total', 'games'] as const, report, { teamName });
}

/** The teams of icehockey/spectators/{tournamentId}: bare, or under `spectators`, `teams`, `data` or `rows`. */
export function parseHockeySpectators(raw: unknown, report: WireReport = proxyReport('hockeySpectators')): AttendanceRow[] {
  return listIn(raw, ['spectators', 'teams', 'data', 'rows'], parseAttendanceRow, report);
}
