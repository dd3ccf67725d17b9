/**
 * Ice hockey statistics rules (SPEC §2 Statistics tables, §3 team stats and attendance rows, §5
 * percentages and hockey, §9 page sizes and match-count options). Pure: no React, no state.
 *
 * The statistics answers carry counts; every percentage and average is derived here from them (the
 * contract: "derived by the client by SPEC §5's season rules"). Shot, faceoff, GAA and save percentages
 * are the profile's and the match page's rules (domain/profile, domain/match), reused, not restated.
 * A figure the answer lacks gives null (a dash, SPEC §8).
 */
import { faceoffPercent, goalieSavePercent } from './match/hockey';
import { seasonPercent } from './match/percent';
import { goalsAgainstAverage, timeOnIceText } from './profile';

/** SPEC §9: the match-count filter's options; 0 is "All" (no filter). */
export const MATCH_COUNT_OPTIONS = [0, 1, 2, 4, 5, 10] as const;
export type MatchCount = (typeof MATCH_COUNT_OPTIONS)[number];

/** SPEC §9: statistics tables page by 20, by 10 on a phone (under the 800 px breakpoint). */
export const STATS_PAGE_SIZE = 20;
export const STATS_PAGE_SIZE_PHONE = 10;

/**
 * The match count a URL's text names (`matches=5`): one of SPEC §9's options; anything else (a count not
 * offered such as 7, a word, a sign, blank, missing) is 0, "All", so a hand-edited link still shows a table.
 */
export function parseMatchCount(text: string | null | undefined): MatchCount {
  if (text === null || text === undefined || !/^\d{1,2}$/.test(text.trim())) return 0;
  const value = Number(text.trim());
  return MATCH_COUNT_OPTIONS.find((option) => option === value) ?? 0;
}

/**
 * The opponent a URL's text names (`opponent=123`): a positive whole id (a team's organisation id), or
 * null (no opponent) for anything else.
 */
export function parseOpponentId(text: string | null | undefined): number | null {
  if (text === null || text === undefined || !/^\d{1,10}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= 2_147_483_647 ? value : null;
}

/** The filters as the statistics targets take them (SPEC §7 `opponentId=&numberMatches=`): "All" sends none. */
export function statsFilters(matchCount: MatchCount, opponentId: number | null): { numberMatches: number | null; opponentId: number | null } {
  return { numberMatches: matchCount === 0 ? null : matchCount, opponentId };
}

/**
 * SPEC §5 season rule for "made of attempts" figures: 0 with no attempts, 100 when made with no misses,
 * otherwise round(100 × made / attempts). Null when either count is unknown. Made is clamped to 0…attempts,
 * so an inconsistent answer (more goals than chances) reads 100, never above.
 */
function madeOfAttempts(made: number | null, attempts: number | null): number | null {
  if (made === null || attempts === null) return null;
  const kept = Math.max(0, Math.min(made, attempts));
  return seasonPercent(kept, Math.max(0, attempts) - kept);
}

/** SPEC §2 teams PP%: power-play goals for (PPGF) of the advantages (ADV), by the season rule. */
export function powerPlayPercent(ppgf: number | null, adv: number | null): number | null {
  return madeOfAttempts(ppgf, adv);
}

/**
 * SPEC §2 teams PK%: the times short-handed (TSH) killed without conceding, TSH − PPGA, of TSH, by the
 * season rule (0 when never short-handed).
 */
export function penaltyKillPercent(ppga: number | null, tsh: number | null): number | null {
  if (ppga === null || tsh === null) return null;
  return madeOfAttempts(tsh - ppga, tsh);
}

/**
 * SPEC §2 players S%: goals of shots on goal (which count the goals), by the season rule. Issue 25 case 1:
 * when either count is unknown, the percentage the answer reports (`shotsPct`, 0-100) rounded to a whole
 * percent; our own from the counts wins when both are known, so every row of the table follows one rule.
 */
export function skaterShotPercent(goals: number | null, shotsOnGoal: number | null, reported: number | null = null): number | null {
  return madeOfAttempts(goals, shotsOnGoal) ?? (reported === null ? null : Math.round(reported));
}

/**
 * SPEC §5 hockey faceoff percent of a statistics row: 100 × the 0-1 fraction, one decimal
 * (`faceoffPercent` of domain/match/hockey; the page formats it in the reader's language).
 */
export function faceoffPercentValue(fraction: number | null): number | null {
  return faceoffPercent(fraction);
}

/** A goalie's statistics: time on ice as mm:ss, GAA (two decimals) and SV% (one decimal) as numbers the page formats. */
export interface GoalieRates {
  timeOnIce: string | null;
  gaa: number | null;
  savePercent: number | null;
}

/**
 * SPEC §2 goalies: time on ice as mm:ss, GAA = GA × 3600 / seconds in net (two decimals, 0 with no time;
 * domain/profile), SV% = saves over shots against, saves + GA (one decimal, 0 with no shots;
 * domain/match/hockey). Null where a count they need is unknown.
 */
export function goalieRates(row: { toiSeconds: number | null; ga: number | null; sv: number | null }): GoalieRates {
  return {
    timeOnIce: row.toiSeconds === null ? null : timeOnIceText(Math.max(0, Math.round(row.toiSeconds))),
    gaa: row.ga === null || row.toiSeconds === null ? null : goalsAgainstAverage(row.ga, row.toiSeconds),
    savePercent: row.sv === null || row.ga === null ? null : goalieSavePercent(row.sv, row.sv + row.ga),
  };
}

/**
 * SPEC §2 attendance average: spectators per game, total / games, rounded to a whole spectator (a crowd
 * is counted in people, and the total is); 0 with no games; null when the total or the games are unknown.
 */
export function attendanceAverage(total: number | null, games: number | null): number | null {
  if (total === null || games === null) return null;
  return games > 0 ? Math.round(total / games) : 0;
}

/**
 * Goalie leaders' qualification (SPEC §2 ice hockey goalies, issue 24 case 14), decided here: a goalie is
 * ranked when he played at least 40 % of his team's games. Leading leagues rank goalies by a minimum
 * share of the team's games, not by SV% alone (the NHL's leaders need 25 of 82 games, about 30 %; European
 * leagues commonly ask for 40 % of the team's games or minutes); 40 % is the stricter of those, so a
 * backup with a few good games never leads a table that a starter with a whole season should. A whole
 * percent, so the boundary is exact in integers (40 % of 15 games is 6, not 6.000…1).
 */
export const GOALIE_QUALIFYING_PERCENT = 40;

/** Where a goalie stands against the qualifying share; 'unknown' when his or his team's games are not known. */
export type GoalieQualification = 'qualified' | 'notQualified' | 'unknown';

/** The fewest games that qualify out of `teamGames`: 40 % rounded up, and never fewer than one game. */
export function goalieMinimumGames(teamGames: number): number {
  return Math.max(1, Math.ceil((GOALIE_QUALIFYING_PERCENT * Math.max(0, teamGames)) / 100));
}

/**
 * SPEC §2 goalies, issue 24 case 14: whether a goalie with `gamesPlayed` qualifies among a team's
 * `teamGames`. A goalie without a game never qualifies; an unknown count on either side is 'unknown' (the
 * page says so rather than guess).
 */
export function goalieQualification(gamesPlayed: number | null, teamGames: number | null): GoalieQualification {
  if (gamesPlayed === null || teamGames === null) return 'unknown';
  if (gamesPlayed <= 0) return 'notQualified';
  return gamesPlayed >= goalieMinimumGames(teamGames) ? 'qualified' : 'notQualified';
}

/** The team a goalie row counts for: its organisation, else its name (a row without an organisation). */
export function goalieTeamKey(row: { orgId: number; teamName: string }): string {
  return row.orgId > 0 ? `org:${row.orgId}` : `name:${row.teamName}`;
}

/**
 * Each team's games as its goalie rows tell them (issue 24 case 14), by `goalieTeamKey`. Every game gives
 * exactly one goalie of each team the decision (README "People and statistics in the demo", as the
 * federation credits it), so the team's games are its goalies' wins and losses added up, and never fewer
 * than the most games one of them played. Read from the same answer as the table, so it follows both
 * filters: against one opponent it is the games against that team. Under "last N matches" each goalie's
 * figures are his own last N games, so the team's games count at most N. A team with a goalie whose wins
 * or losses (or games) are unknown has unknown games (null).
 */
export function teamGamesFromGoalies(
  rows: readonly { orgId: number; teamName: string; gp: number | null; w: number | null; l: number | null }[],
  matchCount: MatchCount,
): Map<string, number | null> {
  const games = new Map<string, number | null>();
  const mostPlayed = new Map<string, number>();
  for (const row of rows) {
    const key = goalieTeamKey(row);
    const sofar = games.has(key) ? (games.get(key) ?? null) : 0;
    games.set(key, sofar === null || row.w === null || row.l === null || row.gp === null ? null : sofar + row.w + row.l);
    mostPlayed.set(key, Math.max(mostPlayed.get(key) ?? 0, row.gp ?? 0));
  }
  for (const [key, decisions] of games) {
    if (decisions === null) continue;
    const count = Math.max(decisions, mostPlayed.get(key) ?? 0);
    games.set(key, matchCount === 0 ? count : Math.min(count, matchCount));
  }
  return games;
}
