/** The match page's links and sides (SPEC §2 match page): pure, so the row-model selectors and ui share them. */
import type { Match } from '../../../shared/contract';
import { paths } from '../paths';
import type { Side } from './common';

/** The seasonId and tournamentId every link of the match page carries (SPEC §2). */
export interface LinkQuery {
  seasonId: number | null;
  tournamentId: number | null;
}

/** SPEC §2: player names link to the player route with seasonId, tournamentId, playerId, orgId. */
export function playerHref(query: LinkQuery, personId: number | null, orgId: number | null): string | null {
  if (personId === null || personId <= 0) return null;
  return paths.player.href({ playerId: personId, orgId: orgId !== null && orgId > 0 ? orgId : null, ...query });
}

/** SPEC §2 (ice hockey): team names link to the players statistics with seasonId, tournamentId, teamOrgId. */
export function teamPlayersHref(query: LinkQuery, teamOrgId: number): string {
  return paths.players.href({ ...query, teamOrgId: teamOrgId > 0 ? teamOrgId : null });
}

/** Which side an organisation id belongs to in this match (the team, or its club). */
export function sideOfMatch(match: Pick<Match, 'hometeamId' | 'awayteamId' | 'hometeamClubOrgId' | 'awayteamClubOrgId'>) {
  return (orgId: number): Side | null => {
    if (orgId === match.hometeamId || (orgId > 0 && orgId === match.hometeamClubOrgId)) return 'H';
    if (orgId === match.awayteamId || (orgId > 0 && orgId === match.awayteamClubOrgId)) return 'B';
    return null;
  };
}
