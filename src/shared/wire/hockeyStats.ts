/**
 * Ice hockey statistics answers (SPEC §3 statistics rows, §7 icehockey/TournamentPlayers,
 * icehockey/tournamentGoalieLeaders, icehockey/TeamStatistics, icehockey/spectators).
 *
 * DESIGN §1 "Real upstream data": a list comes bare or in an envelope, ids and figures as numbers or
 * numeric strings, names with trailing spaces. A player or goalie row without its personId, and a team or
 * attendance row without a team name, is dropped and reported (it cannot be linked or named); any figure a
 * row lacks is null (a dash on screen, SPEC §8); a missing name is '' and a missing orgId 0.
 *
 * Issue 25 case 1: player and goalie rows are read in the contract's names and in the federation's real
 * ones (see `parseSkaterStatsRow`, `parseGoalieStatsRow`). A player or goalie row none of whose key figures
 * reads is unreadable (reported as a whole and dropped, never a row of dashes), and an answer with rows
 * but no readable one throws `UnreadableRowsError`: a failed read, never "no players".
 */
import type { AttendanceRow, GoalieStatsRow, SkaterStatsRow, TeamStatsRow } from '../contract';
import { id, listIn, num, readRecord, text, type ItemParser, type WireRecord } from './read';
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
    // The federation's rows carry `teamShortName` too: the short name is better than no team.
    teamName: text(record, 'teamName', report) ?? text(record, 'orgName', report) ?? text(record, 'teamShortName', report) ?? '',
  };
}

/**
 * The names a figure is read from, first one readable wins: the contract's name, then the federation's
 * (icehockey/TournamentPlayers and tournamentGoalieLeaders as public code that reads them shows, with the
 * SPEC §3 skater-game spelling `shortHandGoals` and the match rows' `faceoffs_WinPct` as variants).
 */
type FigureNames<K extends string> = { readonly [key in K]: readonly string[] };

/** The first of `names` that reads as a number; each present but unreadable one is reported. */
function figureOf(record: WireRecord, names: readonly string[], report: WireReport): number | null {
  for (const name of names) {
    const value = num(record, name, report);
    if (value !== null) return value;
  }
  return null;
}

/**
 * A row none of whose `keys` could be read (all missing, null or unreadable: a renamed field set) is not a
 * row of dashes but an unreadable row: reported as a whole (`players[]`), so drift counts it, and dropped.
 */
function unreadableRow<T>(row: T, keys: readonly (keyof T)[], record: WireRecord, report: WireReport): boolean {
  if (keys.some((key) => row[key] !== null)) return false;
  report.unreadable('', record);
  return true;
}

/**
 * An answer with rows none of which could be read (each reported, see `unreadableRow`): not "no players
 * yet" but a read that failed, so the page says it could not load the table (issue 25 case 1).
 */
export class UnreadableRowsError extends Error {
  override readonly name = 'UnreadableRowsError';
  constructor(readonly rows: number) {
    super(`None of the ${rows} rows of the answer could be read`);
  }
}

/**
 * `listIn`, and a failure (`UnreadableRowsError`) when the list had items but not one could be read; an
 * empty list is an empty table. Some unreadable rows among readable ones leave the others shown.
 */
function readableRows<T>(raw: unknown, keys: readonly string[], parse: ItemParser<T>, report: WireReport): T[] {
  let items = 0;
  const rows = listIn(
    raw,
    keys,
    (item, itemReport, index) => {
      items += 1;
      return parse(item, itemReport, index);
    },
    report,
  );
  if (rows.length === 0 && items > 0) throw new UnreadableRowsError(items);
  return rows;
}

type SkaterFigure = Exclude<keyof SkaterStatsRow, 'personId' | 'orgId' | 'firstName' | 'lastName' | 'teamName' | 'pts' | 'plusMinus'>;

const SKATER_NAMES = {
  gp: ['gp', 'gamesPlayed'],
  g: ['g', 'goalsScored'],
  a: ['a', 'assists'],
  pim: ['pim'],
  ppg: ['ppg', 'powerPlayGoals'],
  ppa: ['ppa', 'powerPlayGoalAssists'],
  shg: ['shg', 'shortHandedGoals', 'shortHandGoals'],
  sha: ['sha', 'shortHandedGoalAssists', 'shortHandGoalAssists'],
  gwg: ['gwg'],
  sog: ['sog', 'shots'],
  shotsPct: ['shotsPct'],
  faceoffs: ['faceoffs', 'faceOffs'],
  faceoffsWinPct: ['faceoffsWinPct', 'faceoffs_WinPct'],
} as const satisfies FigureNames<SkaterFigure>;

/** Names only the federation's spelling has: a row carrying any of them is real-spelled. */
const FEDERATION_SKATER_NAMES = ['gamesPlayed', 'goalsScored', 'assists', 'powerPlayGoals', 'powerPlayGoalAssists', 'shortHandedGoals', 'shortHandedGoalAssists', 'shots', 'faceOffs'];

/** `points` by the row's spelling (see `parseSkaterStatsRow`): +/- in the federation's, G+A in the contract's. */
const POINTS_NAMES = {
  federation: { pts: ['pts'], plusMinus: ['plusMinus', 'points'] },
  contract: { pts: ['pts', 'points'], plusMinus: ['plusMinus'] },
} as const;

/** A skater row is unreadable when none of these reads (GP, G, A, PTS: what the table is ranked and read by). */
const SKATER_KEY_FIGURES = ['gp', 'g', 'a', 'pts'] as const satisfies readonly (keyof SkaterStatsRow)[];

/**
 * One skater row of icehockey/TournamentPlayers, in either spelling. `points` is the one name whose meaning
 * depends on the spelling: the federation writes +/- as `points` and G+A as `pts` (SPEC §3 skater game,
 * "points (plus/minus)"), so in a row that carries any federation-only name (`gamesPlayed`, `goalsScored`,
 * `assists`, …) `points` is +/- (after `plusMinus`); in a row with none of them `points` is G+A (after
 * `pts`), as its plain meaning. Exported for the property tests; `parseHockeyPlayers` is the answer's parser.
 */
export function parseSkaterStatsRow(value: unknown, report: WireReport = proxyReport('hockeyTournamentPlayers')): SkaterStatsRow | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const personId = personOf(record, report);
  if (personId === null) return null;
  const federation = FEDERATION_SKATER_NAMES.some((name) => record[name] !== undefined);
  const read = (names: readonly string[]) => figureOf(record, names, report);
  const N = SKATER_NAMES;
  const person = personFields(record, personId, report);
  // One plain object literal of the entity's shape: spreading `person` into it made 5,000 rows 40 times
  // slower to parse (V8 builds such an object key by key; scripts/stats-bench.mjs).
  const row: SkaterStatsRow = {
    personId,
    orgId: person.orgId,
    firstName: person.firstName,
    lastName: person.lastName,
    teamName: person.teamName,
    gp: read(N.gp),
    g: read(N.g),
    a: read(N.a),
    pts: read(federation ? POINTS_NAMES.federation.pts : POINTS_NAMES.contract.pts),
    plusMinus: read(federation ? POINTS_NAMES.federation.plusMinus : POINTS_NAMES.contract.plusMinus),
    pim: read(N.pim),
    ppg: read(N.ppg),
    ppa: read(N.ppa),
    shg: read(N.shg),
    sha: read(N.sha),
    gwg: read(N.gwg),
    sog: read(N.sog),
    shotsPct: read(N.shotsPct),
    faceoffsWinPct: read(N.faceoffsWinPct),
    faceoffs: read(N.faceoffs),
  };
  return unreadableRow(row, SKATER_KEY_FIGURES, record, report) ? null : row;
}

/**
 * The skaters of icehockey/TournamentPlayers/{tournamentId}: a bare list, or the list under `players`,
 * `data` or `rows`; the answer's order is kept. Rows none of whose key figures read are dropped and
 * reported; an answer whose every row is unreadable throws `UnreadableRowsError` (see `readableRows`).
 */
export function parseHockeyPlayers(raw: unknown, report: WireReport = proxyReport('hockeyTournamentPlayers')): SkaterStatsRow[] {
  return readableRows(raw, ['players', 'data', 'rows'], parseSkaterStatsRow, report);
}

const MM_SS = /^(\d+):([0-5]\d)$/;

/**
 * Time in net in seconds: the contract's `toiSeconds`, else the federation's `minutesPlayed`, a number of
 * minutes (public code reads it with `Number(row.minutesPlayed)`; a fraction is kept to the second) or a
 * "mmm:ss" text. Anything else present is reported.
 */
function timeInNet(record: WireRecord, report: WireReport): number | null {
  const seconds = num(record, 'toiSeconds', report);
  if (seconds !== null) return seconds;
  const minutes = record['minutesPlayed'];
  const clock = typeof minutes === 'string' ? MM_SS.exec(minutes.trim()) : null;
  const count = clock ? Number(clock[1]) + Number(clock[2]) / 60 : num(record, 'minutesPlayed', report);
  if (count === null) return null;
  const total = Math.round(count * 60);
  // A negative or overflowing time in net is not a time: a dash, and reported.
  if (Number.isFinite(total) && total >= 0) return total;
  report.unreadable('minutesPlayed', minutes);
  return null;
}

type GoalieFigure = Exclude<keyof GoalieStatsRow, 'personId' | 'orgId' | 'firstName' | 'lastName' | 'teamName' | 'toiSeconds'>;

const GOALIE_NAMES = {
  gp: ['gp', 'gamesPlayed'],
  w: ['w', 'wins'],
  l: ['l', 'losses'],
  so: ['so'],
  ga: ['ga'],
  sv: ['sv'],
} as const satisfies FigureNames<GoalieFigure>;

/** A goalie row is unreadable when none of these reads (GP, TOI, GA, SV: what GAA and SV% are made of). */
const GOALIE_KEY_FIGURES = ['gp', 'toiSeconds', 'ga', 'sv'] as const satisfies readonly (keyof GoalieStatsRow)[];

/**
 * One goalie row of icehockey/tournamentGoalieLeaders, in either spelling (`gamesPlayed`, `minutesPlayed`,
 * `wins`, `losses`; `so`, `ga`, `sv` are common; the federation's `svPct` is not read: SV% is the site's
 * own, from `sv` and `ga`). Exported for the property tests.
 */
export function parseGoalieStatsRow(value: unknown, report: WireReport = proxyReport('hockeyTournamentGoalies')): GoalieStatsRow | null {
  const record = readRecord(value, report);
  if (!record) return null;
  const personId = personOf(record, report);
  if (personId === null) return null;
  const read = (names: readonly string[]) => figureOf(record, names, report);
  const N = GOALIE_NAMES;
  const person = personFields(record, personId, report);
  const row: GoalieStatsRow = {
    personId,
    orgId: person.orgId,
    firstName: person.firstName,
    lastName: person.lastName,
    teamName: person.teamName,
    gp: read(N.gp),
    toiSeconds: timeInNet(record, report),
    w: read(N.w),
    l: read(N.l),
    so: read(N.so),
    ga: read(N.ga),
    sv: read(N.sv),
  };
  return unreadableRow(row, GOALIE_KEY_FIGURES, record, report) ? null : row;
}

/**
 * The goalies of icehockey/tournamentGoalieLeaders/{tournamentId}: bare, or under `goalies`, `data` or
 * `rows` (all three seen); unreadable rows as the players'.
 */
export function parseHockeyGoalies(raw: unknown, report: WireReport = proxyReport('hockeyTournamentGoalies')): GoalieStatsRow[] {
  return readableRows(raw, ['goalies', 'data', 'rows'], parseGoalieStatsRow, report);
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
