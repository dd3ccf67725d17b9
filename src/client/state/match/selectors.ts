/** Derivations of the finished match page (SPEC §2, §4) from what its reads returned. */
import { SPORT, type Match, type Organisation, type Tournament } from '../../../shared/contract';
import { logoDataUrl, sideName, type Side } from '../../domain/match/common';

export type MatchSport = 'hockey' | 'basketball' | 'volleyball' | 'other';

/** The page's sport: the league's, else the match's own (SPEC §2). */
export function matchSport(league: Tournament | null, match: Match): MatchSport {
  const sportId = league?.sportId ?? match.sportId;
  if (sportId === SPORT.iceHockey) return 'hockey';
  if (sportId === SPORT.basketball) return 'basketball';
  if (sportId === SPORT.volleyball) return 'volleyball';
  return 'other';
}

export interface HeaderTeam {
  side: Side;
  name: string;
  orgId: number;
  logo: string | null;
}

/** Both teams as the header shows them: name (overridden when present) and logo data URL. */
export function headerTeams(match: Match, organisations: readonly Organisation[]): HeaderTeam[] {
  return (['H', 'B'] as const).map((side) => {
    const orgId = side === 'H' ? match.hometeamId : match.awayteamId;
    return { side, name: sideName(match, side), orgId, logo: logoDataUrl(organisations, orgId) };
  });
}

/** The seasonId and tournamentId the page's links carry (the match's, SPEC §2). */
export function matchLinkQuery(match: Match, league: Tournament | null) {
  return { seasonId: match.seasonId ?? league?.seasonId ?? null, tournamentId: match.tournamentId };
}
