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

/** SPEC §2 players S%: goals of shots on goal (which count the goals), by the season rule. */
export function skaterShotPercent(goals: number | null, shotsOnGoal: number | null): number | null {
  return madeOfAttempts(goals, shotsOnGoal);
}

/**
 * SPEC §5 hockey faceoff percent of a statistics row: 100 × the 0-1 fraction, one decimal, as a number
 * (for sorting; the text is `faceoffPercent` of domain/match/hockey).
 */
export function faceoffPercentValue(fraction: number | null): number | null {
  const text = faceoffPercent(fraction);
  return text === null ? null : Number(text);
}

/** A goalie's statistics as shown: GAA (two decimals) and SV% (one decimal) with their sortable values. */
export interface GoalieRates {
  timeOnIce: string | null;
  gaa: number | null;
  gaaText: string | null;
  savePercent: number | null;
  savePercentText: string | null;
}

/**
 * SPEC §2 goalies: time on ice as mm:ss, GAA = GA × 3600 / seconds in net (two decimals, "0.00" with no
 * time; domain/profile), SV% = saves over shots against, saves + GA (one decimal, "0.0" with no shots;
 * domain/match/hockey). Null where a count they need is unknown.
 */
export function goalieRates(row: { toiSeconds: number | null; ga: number | null; sv: number | null }): GoalieRates {
  const gaaText = row.ga === null || row.toiSeconds === null ? null : goalsAgainstAverage(row.ga, row.toiSeconds);
  const savePercentText = row.sv === null || row.ga === null ? null : goalieSavePercent(row.sv, row.sv + row.ga);
  return {
    timeOnIce: row.toiSeconds === null ? null : timeOnIceText(Math.max(0, Math.round(row.toiSeconds))),
    gaa: gaaText === null ? null : Number(gaaText),
    gaaText,
    savePercent: savePercentText === null ? null : Number(savePercentText),
    savePercentText,
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
