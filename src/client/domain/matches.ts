/** Match list rules (SPEC §2 slider/cards, §5 status filter). */
import type { Match } from '../../shared/contract';
import { matchDay } from './time';

/** SPEC §5/§9: tournament matches are kept only if statusTypeId is null or 1 to 5. */
export function keepListedMatches(matches: readonly Match[]): Match[] {
  return matches.filter(
    (match) => match.statusTypeId === null || (match.statusTypeId >= 1 && match.statusTypeId <= 5),
  );
}

export type TeamNames = Pick<Match, 'hometeam' | 'awayteam' | 'hometeamOverriddenName' | 'awayteamOverriddenName'>;

/**
 * SPEC §2: the team name every list shows — the overridden name when present ("Frisk Asker" rather than the
 * registered "Frisk Asker Ishockey - MEN 1"), else the team's name; trimmed either way (the real API's
 * names carry trailing spaces). The scoreboard, the matches tables, the match header, the kiosk and the ops
 * wall (issue 25 case 7) read this one rule.
 */
export function displayTeamName(match: TeamNames, side: 'home' | 'away'): string {
  const overridden = (side === 'home' ? match.hometeamOverriddenName : match.awayteamOverriddenName)?.trim();
  if (overridden) return overridden;
  return (side === 'home' ? match.hometeam : match.awayteam).trim();
}

/** Chronological order: day, then start time (unknown times last), then id so the order is total. */
export function compareMatchesByDate(a: Match, b: Match): number {
  const day = matchDay(a).localeCompare(matchDay(b));
  if (day !== 0) return day;
  const start = (match: Match) => match.matchStartTime ?? Number.POSITIVE_INFINITY;
  const time = start(a) - start(b);
  if (time !== 0 && !Number.isNaN(time)) return time;
  return a.matchId - b.matchId;
}
