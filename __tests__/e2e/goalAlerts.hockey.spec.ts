/**
 * Issue 29 case 4, goal alerts for favourite teams in the browser, against a server of its own that accepts
 * test publishes (LIVE_PUBLISH_KEY). The page's `window.Notification` is wrapped by an init script that
 * records what the site asks of it (each notification made, each permission request and whether the page
 * had a user activation then) and passes every call on to the browser's own: it records, it does not replace
 * the code under test. The context grants the notifications permission; the first test makes the page see a
 * browser not yet asked ('default' until the site asks), as a fresh browser is.
 */
import type { Match, Tournament } from '../../src/shared/contract';
import { E2E_NOW } from '../../playwright.config';
import { leaguesOf, startedSeasons } from './apiSupport';
import { expect, test, type Page } from './fixtures';
import { publishLive, ownPublishingServer } from './publishSupport';
import { withLanguage } from './support';
import en from '../../locales/en.json';

const server = ownPublishingServer('hockey', 41, 'e2e-goal-alerts-key', { timeout: 90_000 });

interface Recorded {
  notifications: { title: string; tag: string | undefined }[];
  requests: { active: boolean }[];
}

declare global {
  interface Window {
    __alerts?: Recorded;
  }
}

/** Wraps window.Notification before the site's code runs; `askedFirst`: the permission reads 'default' until the site asks. */
async function recordNotifications(page: Page, askedFirst: boolean): Promise<void> {
  await page.addInitScript((fresh: boolean) => {
    const Original = window.Notification;
    const recorded: Recorded = { notifications: [], requests: [] };
    window.__alerts = recorded;
    let asked = !fresh;
    class Recording extends Original {
      constructor(title: string, options?: NotificationOptions) {
        recorded.notifications.push({ title, tag: options?.tag });
        super(title, options);
      }
      static override get permission(): NotificationPermission {
        return asked ? Original.permission : 'default';
      }
      static override requestPermission(callback?: NotificationPermissionCallback): Promise<NotificationPermission> {
        recorded.requests.push({ active: navigator.userActivation.isActive });
        asked = true;
        return Original.requestPermission(callback);
      }
    }
    window.Notification = Recording;
  }, askedFirst);
}

const recorded = (page: Page): Promise<Recorded> => page.evaluate(() => window.__alerts ?? { notifications: [], requests: [] });

/** A hockey match in progress today in a league that shows results, with its league. */
async function liveMatchShowingResults(page: Page): Promise<{ match: Match; league: Tournament }> {
  const [season] = await startedSeasons(page, 0);
  const leagues = await leaguesOf(page, season?.seasonId ?? 0);
  const usDate = new Date(E2E_NOW).toLocaleDateString('en-US', { timeZone: 'Europe/Oslo', month: '2-digit', day: '2-digit', year: 'numeric' });
  const response = await page.request.post('/api/proxy', { data: { taReqUrl: `ta/ScheduledMatchesBySport/?sportIds=152&date=${usDate}` } });
  const { matches } = (await response.json()) as { matches: Match[] };
  for (const match of matches) {
    const league = leagues.find((t) => t.tournamentId === match.tournamentId);
    const shown = league !== undefined && league.isResultPublished !== false && league.leagueDisplayResults !== false;
    if (shown && match.statusTypeId === 2 && match.liveClientType !== null && match.liveClientType !== 'None') return { match, league };
  }
  throw new Error('no hockey match in progress in a league that shows results');
}

const teamOf = (match: Match) => (match.hometeamOverriddenName?.trim() || match.hometeam.trim());
const goal = (match: Match, clientId: string, h: number, a: number) => ({
  ClientId: clientId,
  MatchId: match.matchId,
  MatchEventType: 'Goal',
  Team: 'H',
  Period: 3,
  PeriodTime: '03:12',
  TotalMatchTime: '43:12',
  h,
  a,
});

test('the permission is asked only by the bell’s click, inside it; then a goal raises exactly one notification, a replay none', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await recordNotifications(page, true);
  await withLanguage(page, 'en');
  await page.goto('/');
  const { match } = await liveMatchShowingResults(page);
  const team = teamOf(match);
  await page.goto(`/livematch?matchId=${match.matchId}&matchDate=${match.matchDate.slice(0, 10)}`);
  await page.getByRole('button', { name: en['favourites.star.add'].replace('{team}', team) }).first().click();
  const bell = page.getByRole('button', { name: en['alerts.toggle.label'].replace('{team}', team) }).first();
  await expect(bell).toHaveAttribute('aria-pressed', 'false');
  // Starring, loading and reading the page asked nothing.
  expect((await recorded(page)).requests).toEqual([]);
  await bell.click();
  await expect(bell).toHaveAttribute('aria-pressed', 'true');
  expect((await recorded(page)).requests).toEqual([{ active: true }]);

  await publishLive(server, match.matchId, goal(match, 'e2e-alert-1', 41, 40), ['all', 'goals']);
  await expect.poll(async () => (await recorded(page)).notifications.length, { timeout: 20_000 }).toBe(1);
  // The same event again (a replay), then another goal: only the other goal is added.
  await publishLive(server, match.matchId, goal(match, 'e2e-alert-1', 41, 40), ['all', 'goals']);
  await publishLive(server, match.matchId, goal(match, 'e2e-alert-2', 42, 40), ['all', 'goals']);
  await expect.poll(async () => (await recorded(page)).notifications.length, { timeout: 20_000 }).toBe(2);
  const { notifications } = await recorded(page);
  expect(notifications.map((n) => n.title)).toEqual([
    `Goal! ${team} 41–40 ${match.awayteamOverriddenName?.trim() || match.awayteam.trim()}, 43:12`,
    `Goal! ${team} 42–40 ${match.awayteamOverriddenName?.trim() || match.awayteam.trim()}, 43:12`,
  ]);
  expect(new Set(notifications.map((n) => n.tag)).size).toBe(1);
});

test('on another route, none under the spoiler shield: the shielded goal stays silent, the next one after it is lifted alerts', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await recordNotifications(page, false);
  await withLanguage(page, 'en');
  await page.goto('/');
  const { match } = await liveMatchShowingResults(page);
  const key = `152:${match.hometeamId}`;
  await page.addInitScript((teamKey: string) => {
    if (window.sessionStorage.getItem('e2e-alerts-set')) return;
    window.localStorage.setItem('favouriteTeams', JSON.stringify([teamKey]));
    window.localStorage.setItem('goalAlerts', JSON.stringify([teamKey]));
    window.localStorage.setItem('spoilerShield', JSON.stringify({ shield: true, revealed: [], delaySeconds: 0 }));
    window.sessionStorage.setItem('e2e-alerts-set', '1');
  }, key);
  await page.goto('/standings');
  const shield = page.getByRole('switch', { name: en['spoiler.switch'] });
  await expect(shield).toHaveAttribute('aria-checked', 'true');
  // The shielded goal reaches the page (live message or history read) before the shield is lifted.
  const delivered = page.waitForResponse(async (response) => /\/v2\/subscribe\/|\/v3\/history\//.test(response.url()) && (await response.text()).includes('e2e-shielded-1'), { timeout: 30_000 });
  await publishLive(server, match.matchId, goal(match, 'e2e-shielded-1', 51, 50), ['all', 'goals']);
  await delivered;
  expect((await recorded(page)).notifications).toEqual([]);
  await shield.click();
  await expect(shield).toHaveAttribute('aria-checked', 'false');
  await publishLive(server, match.matchId, goal(match, 'e2e-shielded-2', 52, 50), ['all', 'goals']);
  await expect.poll(async () => (await recorded(page)).notifications.length, { timeout: 20_000 }).toBe(1);
  expect((await recorded(page)).notifications[0]?.title).toContain('52–50');
  expect((await recorded(page)).requests).toEqual([]);
});
