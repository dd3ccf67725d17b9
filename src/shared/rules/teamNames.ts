import type { Match } from '../contract';

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
