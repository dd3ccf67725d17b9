/**
 * Issue 29 case 2, embeds for club and league websites: which matches an embed lists. Pure: `now` and the
 * league zone are passed in; what a match shows (status, score, results visibility) stays with the rules
 * every surface reads (matchStatus, statusScore, score.resultsVisibility).
 */
import type { Match } from '../../shared/contract';
import { compareMatchesByDate, keepListedMatches } from './matches';
import { matchStatus } from './matchStatus';
import { leagueToday, matchDay } from './time';

/** A team's embed: its match being played or coming next, and its last one played. */
export interface TeamMatches {
  next: Match | null;
  last: Match | null;
}

/**
 * A team's next and last match in a list (one league's matches): listed matches only (SPEC §5); the last is
 * the latest that is over (status final), the next the earliest from today on that is not over and not called
 * off (postponed, cancelled, withdrawn), so a match being played now is the "next" one until its final
 * whistle. Matches by date order (time unknown last within its day).
 */
export function teamMatches(matches: readonly Match[], teamId: number, now: Date, zone: string): TeamMatches {
  const today = leagueToday(now, zone);
  const own = keepListedMatches(matches)
    .filter((match) => match.hometeamId === teamId || match.awayteamId === teamId)
    .sort(compareMatchesByDate);
  let last: Match | null = null;
  let next: Match | null = null;
  for (const match of own) {
    const status = matchStatus(match, now, zone, null);
    if (status.kind === 'final') last = match;
    else if (next === null && matchDay(match) >= today && status.kind !== 'postponed' && status.kind !== 'cancelled' && status.kind !== 'withdrawn') next = match;
  }
  return { next, last };
}

/** A league's matches of today in the league zone (listed only, SPEC §5), by date order. */
export function todaysMatches(matches: readonly Match[], now: Date, zone: string): Match[] {
  const today = leagueToday(now, zone);
  return keepListedMatches(matches)
    .filter((match) => matchDay(match) === today)
    .sort(compareMatchesByDate);
}
