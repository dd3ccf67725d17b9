import type { Page } from './fixtures';
import type { Match, Tournament } from '../../src/shared/contract';
import { leaguesOf, readProxy, startedSeasons } from './apiSupport';

/** The current season's published leagues of the preset's organisation, as the site reads them. */
async function leagues(page: Page): Promise<Tournament[]> {
  const [season] = await startedSeasons(page, 0);
  return (await leaguesOf(page, season?.seasonId ?? 0)).filter((t) => t.areMatchesPublished);
}

/** A finished match of a league that publishes results (published) or hides them (not published). */
export async function finishedMatch(page: Page, sportId: number, published: boolean): Promise<Match> {
  const candidates = (await leagues(page)).filter(
    (t) => t.sportId === sportId && (published ? t.isResultPublished !== false && t.leagueDisplayResults !== false : t.isResultPublished === false || t.leagueDisplayResults === false),
  );
  for (const league of candidates) {
    const { matches } = await readProxy(page, 'tournamentMatches', { tournamentId: league.tournamentId });
    const match = matches.find((m) => m.matchResult !== null && m.statusTypeId === 3);
    if (match) return match;
  }
  throw new Error(`no finished match for sport ${sportId} (published ${published})`);
}

export function teamName(match: Match, side: 'H' | 'B'): string {
  const overridden = side === 'H' ? match.hometeamOverriddenName : match.awayteamOverriddenName;
  return overridden || (side === 'H' ? match.hometeam : match.awayteam);
}
