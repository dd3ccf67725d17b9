import type { Page } from '@playwright/test';

interface TournamentRecord { tournamentId: number; tournamentName: string; sportId: number; seasonId: number; isResultPublished: boolean | null; leagueDisplayResults: boolean | null; areMatchesPublished: boolean }
interface MatchRecord { matchId: number; seasonId: number | null; tournamentId: number; statusTypeId: number | null; matchResult: { homeGoals: number; awayGoals: number } | null; hometeam: string; awayteam: string; hometeamOverriddenName: string | null; awayteamOverriddenName: string | null; hometeamId: number; awayteamId: number }

async function proxy<T>(page: Page, taReqUrl: string): Promise<T> {
  const response = await page.request.post('/api/proxy', { data: { taReqUrl } });
  return (await response.json()) as T;
}

/** The current season's leagues of the preset's organisation, straight from the API. */
async function leagues(page: Page): Promise<TournamentRecord[]> {
  const config = (await (await page.request.get('/config.json')).json()) as { orgId: number; serverNow: string };
  const year = new Date(config.serverNow).getUTCFullYear();
  const seasons = (await (await page.request.get(`/api/ta/Seasons/?orgId=${config.orgId}&year=${year}`)).json()) as { seasonId: number; orgIdOwner: number; seasonDateFrom: string }[];
  const season = seasons.filter((s) => s.orgIdOwner === config.orgId && Date.parse(s.seasonDateFrom) <= Date.parse(config.serverNow)).sort((a, b) => Date.parse(b.seasonDateFrom) - Date.parse(a.seasonDateFrom))[0];
  const body = (await (await page.request.get(`/api/ta/Tournament/Season/${season?.seasonId}`)).json()) as { tournamentsInSeason: TournamentRecord[] };
  return body.tournamentsInSeason.filter((t) => t.areMatchesPublished);
}

/** A finished match of a league that publishes results (published) or hides them (not published). */
export async function finishedMatch(page: Page, sportId: number, published: boolean): Promise<MatchRecord> {
  const candidates = (await leagues(page)).filter(
    (t) => t.sportId === sportId && (published ? t.isResultPublished !== false && t.leagueDisplayResults !== false : t.isResultPublished === false || t.leagueDisplayResults === false),
  );
  for (const league of candidates) {
    const { matches } = await proxy<{ matches: MatchRecord[] }>(page, `ta/TournamentMatches/?tournamentId=${league.tournamentId}`);
    const match = matches.find((m) => m.matchResult !== null && m.statusTypeId === 3);
    if (match) return match;
  }
  throw new Error(`no finished match for sport ${sportId} (published ${published})`);
}

export function teamName(match: MatchRecord, side: 'H' | 'B'): string {
  const overridden = side === 'H' ? match.hometeamOverriddenName : match.awayteamOverriddenName;
  return overridden || (side === 'H' ? match.hometeam : match.awayteam);
}
