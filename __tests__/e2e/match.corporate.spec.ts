/**
 * Issue 24 case 10: a finished soccer match of the corporate preset shows its goals (as many as its result,
 * the last running score being it) and its cards, from ta/MatchIncidents, in both languages, on a phone
 * and a desktop, without the page scrolling sideways.
 */
import { expect, test, type Page } from './fixtures';
import { matchResponseParsers } from '../../src/shared/wire/match';
import { buildTarget, type Match } from '../../src/shared/contract';
import { leaguesOf, readProxy, startedSeasons } from './apiSupport';
import { withLanguage } from './support';

/** A finished soccer match with goals and cards, of a league that publishes its results, and its card count. */
async function soccerMatchWithCards(page: Page): Promise<{ match: Match; cards: number }> {
  const [season] = await startedSeasons(page, 0);
  const leagues = (await leaguesOf(page, season?.seasonId ?? 0)).filter(
    (league) => league.sportId === 207 && league.areMatchesPublished && league.isResultPublished !== false && league.leagueDisplayResults !== false,
  );
  for (const league of leagues) {
    const { matches } = await readProxy(page, 'tournamentMatches', { tournamentId: league.tournamentId });
    const finished = matches.filter((match) => match.statusTypeId === 3 && match.matchResult !== null && match.matchResult.homeGoals + match.matchResult.awayGoals > 0);
    // Bounded: the first few finished matches of each league.
    for (const match of finished.slice(0, 15)) {
      const response = await page.request.get(`/api/proxy?taReqUrl=${buildTarget('matchIncidents', { matchId: match.matchId })}`);
      const { matchIncidents } = matchResponseParsers.matchIncidents(await response.json());
      const cards = matchIncidents.filter((incident) => /Card$/.test(incident.incidentType)).length;
      if (cards > 0) return { match, cards };
    }
  }
  throw new Error('no finished soccer match with goals and cards');
}

for (const [language, names] of [
  ['en', { goals: 'Goals', cards: 'Cards', facts: 'Other facts', story: 'Form and head-to-head', card: /Yellow card|Red card/ }],
  ['no', { goals: 'Mål', cards: 'Kort', facts: 'Andre fakta', story: 'Form og innbyrdes oppgjør', card: /Gult kort|Rødt kort/ }],
] as const) {
  for (const width of [375, 1440]) {
    test(`a finished soccer match shows its goals and cards (${language}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await withLanguage(page, language);
      const { match, cards } = await soccerMatchWithCards(page);
      await page.goto(`/match?matchId=${match.matchId}`);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText([names.goals, names.cards, names.facts, names.story]);

      const result = match.matchResult;
      const goalRows = page.getByRole('table', { name: names.goals }).locator('tbody tr');
      await expect(goalRows).toHaveCount((result?.homeGoals ?? 0) + (result?.awayGoals ?? 0));
      // Each goal has its minute and a named scorer; the last running score is the result.
      for (const text of await goalRows.allInnerTexts()) expect(text).toMatch(/^\d+'\s+\d+-\d+\s+\S.*\S\s+\S/);
      await expect(goalRows.last()).toContainText(`${result?.homeGoals}-${result?.awayGoals}`);

      const cardRows = page.getByRole('table', { name: names.cards }).locator('tbody tr');
      await expect(cardRows).toHaveCount(cards);
      await expect(cardRows.first()).toContainText(names.card);
      await expect(cardRows.first()).toContainText(/^\d+'/);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
