/** Match list rules (SPEC §2 slider/cards, §5 status filter). */
import type { Match } from '../../shared/contract';
import { isListedMatch } from '../../shared/rules/liveCoverage';
import { matchDay } from './time';

/** SPEC §5/§9: tournament matches are kept only if statusTypeId is null or 1 to 5. */
export function keepListedMatches(matches: readonly Match[]): Match[] {
  return matches.filter(isListedMatch);
}

// The rule is shared: the server's Web Push goal alerts name the teams by it too (issue 29 case 4).
export { displayTeamName, type TeamNames } from '../../shared/rules/teamNames';

/** Chronological order: day, then start time (unknown times last), then id so the order is total. */
export function compareMatchesByDate(a: Match, b: Match): number {
  const day = matchDay(a).localeCompare(matchDay(b));
  if (day !== 0) return day;
  const start = (match: Match) => match.matchStartTime ?? Number.POSITIVE_INFINITY;
  const time = start(a) - start(b);
  if (time !== 0 && !Number.isNaN(time)) return time;
  return a.matchId - b.matchId;
}
