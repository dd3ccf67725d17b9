/**
 * Issue 16 broadcast delay on a live basketball match (the basketball preset), against a server of its own
 * that accepts test publishes (LIVE_PUBLISH_KEY): with a delay of 3 s set, a made shot published to the
 * match reaches the page's play-by-play no sooner than 3 s after it was published (the page notes when its
 * row appears; see broadcastDelaySupport.ts), and its row names the shooter. Norwegian on a 1440 px screen,
 * English on a 375 px phone (the hockey spec has the other two).
 */
import { expect, test } from './fixtures';
import { expectShownAfterDelay, openLiveMatch, setBroadcastDelay } from './broadcastDelaySupport';
import { begunLog, liveMatchId } from './liveSupport';
import { publishLive, ownPublishingServer } from './publishSupport';
import { withLanguage } from './support';

const server = ownPublishingServer('basketball', 34, 'e2e-broadcast-delay-basketball-key', { timeout: 60_000 });

const BASKETBALL = 199;
/** SPEC §3 basketball shot result: a made two-pointer. */
const MADE_TWO = 200443;

interface Player {
  Id: number;
  TeamId: number;
  ShirtNo: number | null;
  FirstName: string;
  LastName: string;
}

for (const [language, viewport] of [
  ['no', { width: 1440, height: 900 }],
  ['en', { width: 375, height: 800 }],
] as const) {
  test(`${language} at ${viewport.width} px: a basketball shot shows only after the 3 s delay`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await withLanguage(page, language);
    const matchId = await liveMatchId(page, BASKETBALL, '11/21/2026');
    // A player of the home team's roster, from the match data the feed sent.
    const matchData = (await begunLog(page, matchId)).map((event) => (event as { MatchData?: { HomePlayers?: Player[] } | null }).MatchData).find(Boolean);
    const shooter = matchData?.HomePlayers?.[0];
    expect(shooter, 'a home player in the match data').toBeDefined();
    await openLiveMatch(page, language, matchId);
    await setBroadcastDelay(page, language, 3);

    const clientId = `e2e-delay-basketball-${language}-${Date.now()}`;
    const shot = {
      ClientId: clientId,
      Id: 900_000 + (language === 'en' ? 1 : 2),
      MatchId: matchId,
      MatchEventType: 'Shot',
      Team: 'H',
      Player: shooter,
      Assist: null,
      ShotResult: MADE_TWO,
      Period: 3,
      PeriodName: '3. periode',
      PeriodTime: '04:30',
    };
    // Held for 3 s from its arrival, so at least 3 s after it was published (a made shot goes on both channels).
    await expectShownAfterDelay(page, clientId, 3, () => publishLive(server, matchId, shot, ['all', 'goals']));
    await expect(page.locator(`[data-client-id="${clientId}"]`)).toContainText(shooter?.LastName ?? 'no shooter');
  });
}
