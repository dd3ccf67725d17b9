/**
 * Issue 24 case 5 on the volleyball preset, against the real server with the demo clock at 21 Nov 2026
 * 18:00 in Oslo: the live volleyball match's headline score is its sets won — on the scoreboard row, the
 * slider card and the live header — and the set in play stands beside it ("Set 2: 9 - 6"), never the
 * set's rally count as the match score. The sets won are counted here from the server's own event log.
 */
import { expect, test, type Page } from './fixtures';
import { readProxy } from './apiSupport';
import { withLanguage } from './support';

interface LogEvent {
  MatchEventType: string;
  EventType?: number | null;
  TypeName?: string | null;
  Team?: string | null;
  Period?: number | null;
  ClientId: string;
  DeletedEventClientId?: string | null;
}

/** Sets won so far from the server's log: each set whose Period end is in the log goes to the side with more points. */
async function setsWon(page: Page, matchId: number): Promise<{ h: number; a: number }> {
  const response = await page.request.post('/api/proxy', { data: { taReqUrl: `live/MatchEvents/${matchId}?matchDate=` } });
  const { events } = (await response.json()) as { events: LogEvent[] };
  const deleted = new Set(events.flatMap((event) => (event.MatchEventType === 'Delete' && event.DeletedEventClientId ? [event.DeletedEventClientId] : [])));
  const latest = new Map(events.filter((event) => !deleted.has(event.ClientId)).map((event) => [event.ClientId, event]));
  const points = new Map<number, { h: number; a: number }>();
  const ended = new Set<number>();
  for (const event of latest.values()) {
    if (typeof event.Period !== 'number') continue;
    if (event.MatchEventType === 'Point') {
      const set = points.get(event.Period) ?? { h: 0, a: 0 };
      if (event.Team === 'H') set.h += 1;
      else set.a += 1;
      points.set(event.Period, set);
    }
    if (event.MatchEventType === 'Timer' && event.EventType === 2 && event.TypeName === 'Period end') ended.add(event.Period);
  }
  const won = { h: 0, a: 0 };
  for (const set of ended) {
    const score = points.get(set) ?? { h: 0, a: 0 };
    if (score.h > score.a) won.h += 1;
    else if (score.a > score.h) won.a += 1;
  }
  return won;
}

/** The state at the end of a row's or card's name once its feed is heard: "Set n: h - a", or a break between sets. */
const LIVE_STATE = '(Set \\d: \\d+ - \\d+|Intermission)$';

test('case 5: the scoreboard row, the slider card and the live header show sets won, the running set beside them', async ({ page }) => {
  await withLanguage(page, 'en');
  const { matches } = await readProxy(page, 'scheduledMatchesBySport', { sportIds: [157], date: '11/21/2026' });
  const live = matches.find((match) => match.statusTypeId === 2 && match.liveClientType !== null && match.liveClientType !== 'None');
  expect(live, 'a volleyball match in progress').toBeDefined();
  const matchId = live?.matchId ?? 0;
  const sets = await setsWon(page, matchId);
  expect(sets.h + sets.a, 'the live match has finished sets or is in its first').toBeLessThan(5);

  // Its own league's scoreboard, so the slider has its card too.
  await page.goto(`/scoreboard?seasonId=${live?.seasonId}&tournamentId=${live?.tournamentId}`);
  const link = page.locator(`main table a[href*="matchId=${matchId}"]`);
  await expect(link).toHaveAttribute('aria-label', new RegExp(`, ${sets.h} - ${sets.a}, ${LIVE_STATE}`));
  // The row's visible text says the same (a point may land meanwhile: the pattern, not the figures).
  await expect(page.locator('main table tr').filter({ has: page.locator(`a[href*="matchId=${matchId}"]`) })).toContainText(new RegExp(LIVE_STATE.slice(0, -1)));

  const card = page.getByRole('region', { name: 'Matches in the league' }).locator(`a[href*="matchId=${matchId}"]`);
  await expect(card).toHaveAttribute('aria-label', new RegExp(`, ${sets.h} - ${sets.a}, .*, ${LIVE_STATE}`));

  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  const score = page.getByRole('status', { name: /^Score / });
  await expect(score).toHaveText(`${sets.h} - ${sets.a}`);
  await expect(score).toHaveAccessibleName(new RegExp(`: ${sets.h} - ${sets.a}( in sets, set \\d: \\d+ - \\d+)?$`));
  const header = page.locator('[data-match-status]').first();
  await expect(header).toHaveText(/^(Set \d: \d+ - \d+|Intermission|Starting soon|Live)$/);
});

test('case 5 in Norwegian: "n. sett: h - a" beside the sets', async ({ page }) => {
  await withLanguage(page, 'no');
  const { matches } = await readProxy(page, 'scheduledMatchesBySport', { sportIds: [157], date: '11/21/2026' });
  const matchId = matches.find((match) => match.statusTypeId === 2 && match.liveClientType !== null && match.liveClientType !== 'None')?.matchId;
  await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);
  const score = page.getByRole('status', { name: /^Stilling / });
  await expect(score).toHaveText(/^\d - \d$/);
  await expect(score).toHaveAccessibleName(/: \d - \d( i sett, \d\. sett: \d+ - \d+)?$/);
  await expect(page.locator('[data-match-status]').first()).toHaveText(/^(\d\. sett: \d+ - \d+|Pause|Starter snart|Direkte)$/);
});
