/**
 * Player profile rules (SPEC §2 Player profile, §3 Skater game / Goalie game / Basketball season stats /
 * Tournament for person, §5 percentages, basketball and hockey, §6 goalie views). Pure: no React, no state.
 *
 * A figure the answer lacks is null (a dash, SPEC §8). A total sums the rows that know the figure; it is
 * null only when no row knows it, so one malformed row does not blank a tournament's line.
 */
import { SPORT, type BasketballSeasonStats, type GoalieGame, type SkaterGame, type TournamentForPerson } from '../../shared/contract';
import { DECIMALS, roundTo } from './formatNumbers';
import { basketballPoints } from './match/basketball';
import { faceoffPercent, goalieSavePercent, goalieSeconds } from './match/hockey';
import { matchPercent, seasonPercent } from './match/percent';
import { isGoaliePosition } from './people';
import { formatMmSs } from './time';

/** SPEC §9: the last-games tables show 5 rows. */
export const LAST_GAMES = 5;

/** Which profile a person gets (SPEC §2, §6): by the profile's sport, then (hockey) by position. */
export type ProfileKind = 'skater' | 'goalie' | 'basketball' | 'unsupported';

/**
 * SPEC §2 and §6: ice hockey gives the goalie profile for position GK1 or GK2 and the skater profile
 * otherwise (a missing position included); basketball its own; any other sport (or none known) has no
 * statistics profile, only the info card.
 */
export function profileKind(sportId: number | null, position: string | null): ProfileKind {
  if (sportId === SPORT.iceHockey) return isGoaliePosition(position) ? 'goalie' : 'skater';
  if (sportId === SPORT.basketball) return 'basketball';
  return 'unsupported';
}

/**
 * "A person of another sport": the person's tournaments are known, each names its sport, and none is the
 * profile's. A tournament without a sport (0) gives the benefit of the doubt, and so does a person with no
 * tournament at all (a new player): the profile shows, with empty tables.
 */
export function isOtherSport(sportId: number, tournaments: readonly Pick<TournamentForPerson, 'sportId'>[]): boolean {
  if (tournaments.length === 0) return false;
  return tournaments.every((tournament) => tournament.sportId > 0 && tournament.sportId !== sportId);
}

/**
 * The tournaments of the profile's table (SPEC §2 previous / last tournaments): those of the profile's
 * sport or of no known sport, newest first by start date (the answer's order breaks a tie and orders those
 * without a date, which go last).
 */
export function tournamentsOfSport<T extends Pick<TournamentForPerson, 'sportId' | 'startDate'>>(sportId: number, tournaments: readonly T[]): T[] {
  return tournaments
    .map((tournament, index) => ({ tournament, index }))
    .filter(({ tournament }) => tournament.sportId === sportId || tournament.sportId === 0)
    .sort((a, b) => {
      const byDate = (b.tournament.startDate || '').localeCompare(a.tournament.startDate || '');
      return byDate !== 0 ? byDate : a.index - b.index;
    })
    .map(({ tournament }) => tournament);
}

/** The year a tournament is played in (its start date), or null when it has none. */
export function tournamentYear(tournament: Pick<TournamentForPerson, 'startDate' | 'endDate'>): number | null {
  const match = /^(\d{4})-/.exec(tournament.startDate || tournament.endDate);
  return match ? Number(match[1]) : null;
}

/** The sum of the known values; null when none is known. */
function sumKnown(values: readonly (number | null)[]): number | null {
  let total: number | null = null;
  for (const value of values) if (value !== null && Number.isFinite(value)) total = (total ?? 0) + value;
  return total;
}

/**
 * Time on ice in seconds from a game row's minutes and left-over seconds (as the match goalie's, with the
 * same reading of a `secondsPlayed` of 60 or more as the whole time); null when the row has neither.
 */
export function timeOnIceSeconds(row: { minutesPlayed: number | null; secondsPlayed: number | null }): number | null {
  if (row.minutesPlayed === null && row.secondsPlayed === null) return null;
  return goalieSeconds({ minutesPlayed: row.minutesPlayed ?? 0, secondsPlayed: row.secondsPlayed ?? 0 });
}

/** SPEC §5: time on ice as mm:ss, zero-padded; null (a dash) when unknown. */
export function timeOnIceText(seconds: number | null): string | null {
  return seconds === null ? null : formatMmSs(seconds);
}

/** One skater figure line: a game's or a tournament's totals. Percentages are 0-100 whole numbers. */
export interface SkaterLine {
  gamesPlayed: number;
  goals: number | null;
  assists: number | null;
  points: number | null;
  plusMinus: number | null;
  penaltyMinutes: number | null;
  powerPlayGoals: number | null;
  powerPlayAssists: number | null;
  shortHandedGoals: number | null;
  shortHandedAssists: number | null;
  gameWinningGoals: number | null;
  shotsOnGoal: number | null;
  shotPercent: number | null;
  faceoffs: number | null;
  /** A game's: 100 × the fraction with one decimal (SPEC §5 hockey); a total's: by the season rule. */
  faceoffPercent: number | null;
  timeOnIce: string | null;
}

/**
 * Shot percentage of goals over shots on goal. A skater's `shots` counts his goals too (the shots-on-goal
 * figure), so the misses are shots − goals.
 */
function shotPercent(goals: number | null, shots: number | null, rule: (made: number, missed: number) => number): number | null {
  if (goals === null || shots === null) return null;
  return rule(goals, Math.max(0, shots - goals));
}

/**
 * One game row as shown in the last-games table and a tournament's expanded games: its own figures, the
 * shot percentage the answer gives (else the match view's floor rule, SPEC §5), the faceoff percentage as
 * 100 × the fraction with one decimal, time on ice as mm:ss.
 */
export function skaterGameLine(game: SkaterGame): SkaterLine {
  return {
    gamesPlayed: game.gamePlayed,
    goals: game.goalsScored,
    assists: game.assists,
    points: game.pts,
    plusMinus: game.points,
    penaltyMinutes: game.pim,
    powerPlayGoals: game.powerPlayGoals,
    powerPlayAssists: game.powerPlayGoalAssists,
    shortHandedGoals: game.shortHandGoals,
    shortHandedAssists: game.shortHandGoalAssists,
    gameWinningGoals: game.gwg,
    shotsOnGoal: game.shots,
    shotPercent: game.shotsPct ?? shotPercent(game.goalsScored, game.shots, matchPercent),
    faceoffs: game.faceOffs,
    faceoffPercent: faceoffPercent(game.faceoffsWinPct),
    timeOnIce: timeOnIceText(timeOnIceSeconds(game)),
  };
}

/** Faceoffs won in one game: round(faceOffs × fraction); null when either is unknown. */
export function faceoffsWon(game: Pick<SkaterGame, 'faceOffs' | 'faceoffsWinPct'>): number | null {
  if (game.faceOffs === null || game.faceoffsWinPct === null) return null;
  return Math.round(game.faceOffs * game.faceoffsWinPct);
}

/**
 * A tournament's totals from its game rows (SPEC §2 previous tournaments): sums of every figure; shot
 * percentage and faceoff percentage by the SEASON rule of SPEC §5 (0 without attempts, 100 with no misses,
 * else round(100 × made / attempts)). Faceoffs won are summed per game (round(faceOffs × fraction)) over the
 * games that know both, and set against those games' faceoffs; with no such game the percentage is null.
 * Time on ice is the summed seconds as mm:ss (minutes may pass 99).
 */
export function skaterTotals(games: readonly SkaterGame[]): SkaterLine {
  const sum = (pick: (game: SkaterGame) => number | null) => sumKnown(games.map(pick));
  const goals = sum((game) => game.goalsScored);
  const shots = sum((game) => game.shots);
  const known = games.filter((game) => faceoffsWon(game) !== null);
  const won = sumKnown(known.map(faceoffsWon));
  const taken = sumKnown(known.map((game) => game.faceOffs));
  const seconds = sum(timeOnIceSeconds);
  return {
    gamesPlayed: games.reduce((total, game) => total + game.gamePlayed, 0),
    goals,
    assists: sum((game) => game.assists),
    points: sum((game) => game.pts),
    plusMinus: sum((game) => game.points),
    penaltyMinutes: sum((game) => game.pim),
    powerPlayGoals: sum((game) => game.powerPlayGoals),
    powerPlayAssists: sum((game) => game.powerPlayGoalAssists),
    shortHandedGoals: sum((game) => game.shortHandGoals),
    shortHandedAssists: sum((game) => game.shortHandGoalAssists),
    gameWinningGoals: sum((game) => game.gwg),
    shotsOnGoal: shots,
    shotPercent: shotPercent(goals, shots, seasonPercent),
    faceoffs: sum((game) => game.faceOffs),
    faceoffPercent: won === null || taken === null ? null : seasonPercent(won, Math.max(0, taken - won)),
    timeOnIce: timeOnIceText(seconds),
  };
}

/** One goalie figure line: a game's or a tournament's totals. */
export interface GoalieLine {
  gamesPlayed: number;
  timeOnIce: string | null;
  wins: number | null;
  ties: number | null;
  losses: number | null;
  shutouts: number | null;
  goalsAgainst: number | null;
  /** Goals against per 60 minutes, two decimals. */
  goalsAgainstAverage: number | null;
  saves: number | null;
  /** Saves over shots against, one decimal. */
  savePercent: number | null;
}

/** GAA = goals against × 3600 / seconds in net, rounded to two decimals; 0 with no time (nothing was let in). */
export function goalsAgainstAverage(goalsAgainst: number, seconds: number): number {
  return seconds > 0 ? roundTo((goalsAgainst * 3600) / seconds, DECIMALS.goalsAgainstAverage) : 0;
}

/** Save percentage, one decimal (SPEC §2 goalies, §5): saves over shots against (saves + goals against). */
function savePercentOf(saves: number | null, goalsAgainst: number | null): number | null {
  if (saves === null || goalsAgainst === null) return null;
  return goalieSavePercent(saves, saves + goalsAgainst);
}

/**
 * One goalie game row: its own figures, the GAA and save percentage the answer gives (rounded to two and
 * one decimals), else computed as for the totals.
 */
export function goalieGameLine(game: GoalieGame): GoalieLine {
  const seconds = timeOnIceSeconds(game);
  const gaa = game.gaa !== null ? roundTo(game.gaa, DECIMALS.goalsAgainstAverage) : game.ga !== null && seconds !== null ? goalsAgainstAverage(game.ga, seconds) : null;
  return {
    gamesPlayed: game.gamePlayed,
    timeOnIce: timeOnIceText(seconds),
    wins: game.wins,
    ties: game.ties,
    losses: game.losses,
    shutouts: game.so,
    goalsAgainst: game.ga,
    goalsAgainstAverage: gaa,
    saves: game.sv,
    savePercent: game.sV_Pct !== null ? roundTo(game.sV_Pct, DECIMALS.savePercent) : savePercentOf(game.sv, game.ga),
  };
}

/**
 * A goalie's tournament totals from the game rows: sums of time, W/T/L/SO, goals against and saves;
 * GAA = ga × 3600 / seconds (two decimals, 0 with no time) and save % = saves / (saves + ga) (one
 * decimal, 0 with no shots), both from the sums, never an average of the games' figures.
 */
export function goalieTotals(games: readonly GoalieGame[]): GoalieLine {
  const sum = (pick: (game: GoalieGame) => number | null) => sumKnown(games.map(pick));
  const seconds = sum(timeOnIceSeconds);
  const ga = sum((game) => game.ga);
  const sv = sum((game) => game.sv);
  return {
    gamesPlayed: games.reduce((total, game) => total + game.gamePlayed, 0),
    timeOnIce: timeOnIceText(seconds),
    wins: sum((game) => game.wins),
    ties: sum((game) => game.ties),
    losses: sum((game) => game.losses),
    shutouts: sum((game) => game.so),
    goalsAgainst: ga,
    goalsAgainstAverage: ga === null ? null : goalsAgainstAverage(ga, seconds ?? 0),
    saves: sv,
    savePercent: savePercentOf(sv, ga),
  };
}

/** One shooting line per match: made and attempts averaged (one decimal) and the season percentage. */
export interface ShootingAverage {
  made: number | null;
  attempts: number | null;
  /** SPEC §5 season rule over the season's totals. */
  percent: number | null;
}

/** A basketball player's season averages (SPEC §2 basketball profile): per match, one decimal. */
export interface BasketballAverages {
  matches: number | null;
  points: number | null;
  rebounds: number | null;
  assists: number | null;
  steals: number | null;
  blocks: number | null;
  turnovers: number | null;
  fouls: number | null;
  /** Minutes on court per match as mm:ss. */
  minutes: string | null;
  freeThrows: ShootingAverage;
  twoPointers: ShootingAverage;
  threePointers: ShootingAverage;
  /** Two decimals; see `seasonEfficiency`. */
  efficiency: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function perMatch(total: number | null, matches: number | null): number | null {
  if (total === null || matches === null || !(matches > 0)) return null;
  return oneDecimal(total / matches);
}

function shootingAverage(made: number | null, missed: number | null, matches: number | null): ShootingAverage {
  if (made === null || missed === null) return { made: perMatch(made, matches), attempts: null, percent: null };
  return { made: perMatch(made, matches), attempts: perMatch(made + missed, matches), percent: seasonPercent(made, missed) };
}

/** Season points: the answer's, else SPEC §5 (1 per free throw, 2 per two-pointer, 3 per three-pointer). */
export function seasonPoints(row: BasketballSeasonStats): number | null {
  if (row.points !== null) return row.points;
  if (row.p1Sum === null && row.p2Sum === null && row.p3Sum === null) return null;
  return basketballPoints({ p1Sum: row.p1Sum ?? 0, p2Sum: row.p2Sum ?? 0, p3Sum: row.p3Sum ?? 0 });
}

/**
 * SPEC §5 efficiency in a season view: (points + rebounds + assists + steals + blocks − missed shots −
 * turnovers), "per match for season views".
 *
 * Reading chosen: in a season view the divisor is the number of matches instead of the minutes played
 * (the common per-game efficiency of basketball statistics, EFF / GP; a per-minute figure over a season
 * would be the match view's rule), two decimals. "0 if no time": 0 when the player has no match or his
 * time on court is known to be zero. Missing counts are read as 0; null only when the matches are unknown.
 */
export function seasonEfficiency(row: BasketballSeasonStats): number | null {
  if (row.matches === null) return null;
  if (!(row.matches > 0) || row.totalSeconds === 0) return 0;
  const n = (value: number | null) => value ?? 0;
  const missed = n(row.p1MissSum) + n(row.p2MissSum) + n(row.p3MissSum);
  const value =
    n(seasonPoints(row)) + n(row.offRebSum) + n(row.defRebSum) + n(row.assists) + n(row.stSum) + n(row.blSum) - missed - n(row.toSum);
  return Math.round((value / row.matches) * 100) / 100;
}

/** SPEC §2 basketball profile: the current tournament's season averages, per match. */
export function basketballAverages(row: BasketballSeasonStats): BasketballAverages {
  const { matches } = row;
  const rebounds = row.offRebSum === null && row.defRebSum === null ? null : (row.offRebSum ?? 0) + (row.defRebSum ?? 0);
  const seconds = row.totalSeconds !== null && matches !== null && matches > 0 ? Math.round(row.totalSeconds / matches) : null;
  const efficiency = seasonEfficiency(row);
  return {
    matches,
    points: perMatch(seasonPoints(row), matches),
    rebounds: perMatch(rebounds, matches),
    assists: perMatch(row.assists, matches),
    steals: perMatch(row.stSum, matches),
    blocks: perMatch(row.blSum, matches),
    turnovers: perMatch(row.toSum, matches),
    fouls: perMatch(row.fouls, matches),
    minutes: seconds === null ? null : formatMmSs(seconds),
    freeThrows: shootingAverage(row.p1Sum, row.p1MissSum, matches),
    twoPointers: shootingAverage(row.p2Sum, row.p2MissSum, matches),
    threePointers: shootingAverage(row.p3Sum, row.p3MissSum, matches),
    efficiency,
  };
}

/** Initials for the fallback avatar: first letters of the first and last name, upper case; '?' when none. */
export function initialsOf(first: string | null | undefined, last: string | null | undefined): string {
  const letters = [first, last].map((part) => Array.from((part ?? '').trim())[0] ?? '').join('');
  return letters === '' ? '?' : letters.toLocaleUpperCase();
}

/**
 * SPEC §4 results visibility on a profile (issue 24 case 1): a skater's line of a tournament that does not
 * publish results keeps what is no result (games, penalty minutes, shots, faceoffs, time on ice) and
 * loses every figure that tells a score: goals, assists, points, +/-, power-play and short-handed goals and
 * assists, game-winning goals, shooting percentage (null: a dash).
 */
export function skaterLineWithoutResults(line: SkaterLine): SkaterLine {
  return {
    ...line,
    goals: null,
    assists: null,
    points: null,
    plusMinus: null,
    powerPlayGoals: null,
    powerPlayAssists: null,
    shortHandedGoals: null,
    shortHandedAssists: null,
    gameWinningGoals: null,
    shotPercent: null,
  };
}

/** The goalie's line as `skaterLineWithoutResults`: games and time in net stay; decisions, goals against, GAA, saves and SV% go. */
export function goalieLineWithoutResults(line: GoalieLine): GoalieLine {
  return { ...line, wins: null, ties: null, losses: null, shutouts: null, goalsAgainst: null, goalsAgainstAverage: null, saves: null, savePercent: null };
}
