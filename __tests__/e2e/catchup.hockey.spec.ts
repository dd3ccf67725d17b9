/**
 * Issue 16 catch-up card on a live hockey match, against a server of this spec's own (the demo clock of
 * the suite, plus LIVE_PUBLISH_KEY so the test can publish a goal): opening the match after its start shows
 * "Since the start" with the goal scorers of the server's log; it is dismissed by its button; after the
 * tab was hidden (visibilitychange) and a goal arrived meanwhile, coming back lists only that goal.
 * English on a 1440 px screen, Norwegian on a 375 px phone; the basketball preset's counterpart is
 * catchup.basketball.spec.ts.
 */
import { expect, test } from './fixtures';
import { CATCH_UP_TEXT, cardBelowScore, setVisible } from './catchUpSupport';
import { liveHockeyMatchId, serverLog } from './liveSupport';
import { publishLive, ownPublishingServer } from './publishSupport';
import { withLanguage } from './support';

const server = ownPublishingServer('hockey', 30, 'catch-up-e2e-publish-key');

interface LoggedEvent {
  ClientId: string;
  MatchEventType: string;
  DeletedEventClientId?: string | null;
  Player?: { FirstName: string; LastName: string } | null;
}

/** Goal scorers of the log: the latest version of each goal, deleted ones left out. */
function scorers(log: readonly LoggedEvent[]): string[] {
  const latest = new Map<string, LoggedEvent>();
  const deleted = new Set<string>();
  for (const event of log) {
    if (event.MatchEventType === 'Delete' && event.DeletedEventClientId) deleted.add(event.DeletedEventClientId);
    else latest.set(event.ClientId, event);
  }
  return [...latest.values()].filter((e) => e.MatchEventType === 'Goal' && !deleted.has(e.ClientId)).map((e) => `${e.Player?.FirstName} ${e.Player?.LastName}`);
}

async function publishGoal(matchId: number, clientId: string, lastName: string, score: { h: number; a: number }): Promise<void> {
  const event = {
    ClientId: clientId,
    // After the simulator's sequence numbers, so the event also counts as new by its number.
    Id: 900_000,
    MatchId: matchId,
    MatchEventType: 'Goal',
    Team: 'H',
    Period: 2,
    PeriodName: '2. periode',
    PeriodTime: '19:59',
    Player: { Id: 999_001, TeamId: 0, ShirtNo: 99, FirstName: 'Testa', LastName: lastName },
    GoalType: 200141,
    ...score,
  };
  await publishLive(server, matchId, event, ['all', 'goals']);
}

// One language on a wide screen, the other on a phone (issue 16: both languages, 375 and 1440 px).
for (const [language, viewport] of [
  ['en', { width: 1440, height: 900 }],
  ['no', { width: 375, height: 800 }],
] as const) {
  const labels = CATCH_UP_TEXT[language];
  test(`${language} at ${viewport.width} px: since the start with the scorers, dismissed; after leaving the tab only the new goal`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withLanguage(page, language);
    const matchId = await liveHockeyMatchId(page, '11/21/2026');
    // A goal before the fan arrives (the simulator's match may not have one yet at the suite's clock).
    const before = `e2e-before-${language}-${Date.now()}`;
    await publishGoal(matchId, before, `Tidligsen${language.toUpperCase()}`, { h: 1, a: 0 });
    await expect.poll(async () => (await serverLog(page, matchId)).some((event) => event.ClientId === before)).toBe(true);
    const expected = scorers((await serverLog(page, matchId)) as LoggedEvent[]);
    expect(expected).toContain(`Testa Tidligsen${language.toUpperCase()}`);
    await page.goto(`/livematch?matchId=${matchId}&matchDate=2026-11-21`);

    const card = page.getByRole('region', { name: labels.start });
    await expect(card).toBeVisible();
    // Goals come first in the capped list; the newest goals of the log (up to the cap) name their scorers. The
    // card may first show what the server's page carried and take in the browser's read of the log after.
    await expect
      .poll(async () => {
        const shown = await card.getByRole('listitem').allInnerTexts();
        return expected.slice(-6).filter((name) => !shown.some((line) => line.includes(name)));
      })
      .toEqual([]);
    // The card sits below the score: it never covers it.
    expect(await cardBelowScore(page, card)).toBe(true);
    await card.getByRole('button', { name: labels.dismiss }).click();
    await expect(card).toHaveCount(0);

    // The fan leaves once the browser's own read of the log is in (the card was taken over from the page).
    await expect(page.locator('[data-connection="live"]')).toBeVisible();
    await setVisible(page, false);
    const clientId = `e2e-goal-${language}-${Date.now()}`;
    const scorer = `Scorersen${language.toUpperCase()}`;
    await publishGoal(matchId, clientId, scorer, { h: 90, a: 0 });
    await expect.poll(async () => (await serverLog(page, matchId)).some((event) => event.ClientId === clientId)).toBe(true);
    // The page takes the goal in while hidden, then the fan comes back.
    await expect(page.getByText(`Testa ${scorer}`).first()).toBeAttached();
    await setVisible(page, true);
    const since = page.getByRole('region', { name: labels.since });
    await expect(since).toBeVisible();
    await expect(since.getByRole('listitem').filter({ hasText: `Testa ${scorer}` })).toHaveCount(1);
    for (const name of expected) await expect(since.getByText(name)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(since).toHaveCount(0);
  });
}
