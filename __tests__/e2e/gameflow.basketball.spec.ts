/**
 * Issue 16 lead tracker on the basketball preset, both languages, 375 and 1440 px: the chart is there, its
 * table's points per period are the page's period scores, the total is the final score, and the summary's
 * lead changes and ties are those counted here, independently, from the match's own incidents.
 */
import { expect, test, type Page } from './fixtures';
import type { Match } from '../../src/shared/contract';
import { leaguesOf, readProxy, startedSeasons } from './apiSupport';
import { buildTarget } from '../../src/shared/contract';
import { matchResponseParsers } from '../../src/shared/wire/match';
import { expectNoSidewaysScroll, LANGUAGES, openFlow, rowTexts, WIDTHS } from './gameFlowSupport';
import { liveMatchId } from './liveSupport';
import { withLanguage } from './support';

const POINTS: Record<number, number> = { 200444: 1, 200443: 2, 200442: 3 };

/** Lead changes and ties over the made shots in the record's order. */
function leadCounts(incidents: { incidentType: string; incidentSubTypeId: number | null; team: 'H' | 'B'; partialResultTypeId: number }[]) {
  const score = { H: 0, B: 0 };
  let last: 'H' | 'B' | null = null;
  let current: 'H' | 'B' | null = null;
  let changes = 0;
  let ties = 0;
  const made = incidents.filter((i) => i.incidentType === 'Shot' && POINTS[i.incidentSubTypeId ?? 0]);
  const periods = [...new Set(made.map((i) => i.partialResultTypeId))].sort((a, b) => a - b);
  for (const period of periods) {
    for (const shot of made.filter((i) => i.partialResultTypeId === period)) {
      score[shot.team] += POINTS[shot.incidentSubTypeId ?? 0] ?? 0;
      const leader = score.H > score.B ? 'H' : score.B > score.H ? 'B' : null;
      if (leader === null && current !== null) ties += 1;
      if (leader !== null && last !== null && leader !== last) changes += 1;
      if (leader !== null) last = leader;
      current = leader;
    }
  }
  return { changes, ties };
}

const PAGE = { en: { periods: 'Period scores', changes: /(\d+|No) lead changes?/, ties: /(\d+|no) ties?/ }, no: { periods: 'Poeng per periode', changes: /(\d+|Ingen) ledelsesskifter?/, ties: /(\d+|ingen) ganger? likt/ } } as const;
/** The number a summary states; the phrase must be there (a missing one is not read as 0). */
function stated(pattern: RegExp, summary: string): number {
  const found = pattern.exec(summary);
  expect(found, `${pattern} in "${summary}"`).not.toBeNull();
  const text = found?.[1] ?? '';
  return /^(no|ingen)$/i.test(text) ? 0 : Number(text);
}

async function incidentsOf(page: Page, matchId: number) {
  const response = await page.request.get(`/api/proxy?taReqUrl=${buildTarget('matchIncidents', { matchId })}`);
  return matchResponseParsers.matchIncidents(await response.json()).matchIncidents;
}

/** A finished match of a published basketball league whose lead changed hands (so the count is tested, not 0 = 0). */
async function backAndForthMatch(page: Page): Promise<Match> {
  const [season] = await startedSeasons(page, 0);
  const leagues = (await leaguesOf(page, season?.seasonId ?? 0)).filter((t) => t.sportId === 199 && t.areMatchesPublished && t.isResultPublished !== false && t.leagueDisplayResults !== false);
  for (const league of leagues) {
    const { matches } = await readProxy(page, 'tournamentMatches', { tournamentId: league.tournamentId });
    for (const match of matches.filter((m) => m.matchResult !== null && m.statusTypeId === 3).slice(0, 20)) {
      if (leadCounts(await incidentsOf(page, match.matchId)).changes > 0) return match;
    }
  }
  throw new Error('no finished basketball match with a lead change');
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`finished match, ${language}, ${width} px: points per period, final score, lead changes and ties`, async ({ page }) => {
      await withLanguage(page, language);
      await page.setViewportSize({ width, height: 900 });
      const match = await backAndForthMatch(page);
      await page.goto(`/match?matchId=${match.matchId}`);
      // The page's period table: per team [name, total, P1…].
      const own = await rowTexts(page.getByRole('region', { name: PAGE[language].periods }).getByRole('table').first());
      const { section, table } = await openFlow(page, language, 'basketball');
      const rows = await rowTexts(table);
      rows.forEach((row, index) => expect(row.slice(1, 3)).toEqual([own[0]?.[index + 2], own[1]?.[index + 2]]));
      const [total] = await rowTexts(table, 'tfoot');
      expect(total?.slice(1, 3)).toEqual([String(match.matchResult?.homeGoals), String(match.matchResult?.awayGoals)]);

      // Counted here from the match's own incidents (through the match page's wire parser).
      const expected = leadCounts(await incidentsOf(page, match.matchId));
      const summary = (await section.locator('p').first().textContent()) ?? '';
      expect(stated(PAGE[language].changes, summary)).toBe(expected.changes);
      expect(stated(PAGE[language].ties, summary)).toBe(expected.ties);
      await expectNoSidewaysScroll(page, width);
    });
  }
}

test('live match: the lead tracker total is the live score', async ({ page }) => {
  await withLanguage(page, 'en');
  const matchId = await liveMatchId(page, 199, '11/21/2026');
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  const { table } = await openFlow(page, 'en', 'basketball');
  const score = page.getByLabel(/^Score .* against .*: \d+ - \d+$/);
  await expect
    .poll(async () => {
      const [, h, a] = /(\d+) - (\d+)$/.exec((await score.getAttribute('aria-label')) ?? '') ?? [];
      const [total] = await rowTexts(table, 'tfoot');
      return `${total?.[1]}-${total?.[2]}` === `${h}-${a}`;
    })
    .toBe(true);
});
