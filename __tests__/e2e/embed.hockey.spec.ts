/**
 * Issue 29 case 2, embeds for club websites: each embed renders inside a page of another origin that
 * EMBED_ORIGINS allows, and a page of an origin it does not name is refused the frame (CSP frame-ancestors);
 * the live score's embed updates itself after a publish; the live match page's Embed dialog gives the
 * match's score embed. The site runs on a server of this spec's own
 * (EMBED_ORIGINS, LIVE_PUBLISH_KEY); the "club website" is a tiny HTTP server of the spec, reached as
 * `localhost` (allowed) and as `127.0.0.1` (the same server, another origin: not allowed).
 */
import { createServer, type Server } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { expect, test, type Page } from './fixtures';
import { E2E_NOW } from '../../playwright.config';
import { startOwnServer, stopOwnServer } from './ownServer';
import { publishLive, type PublishingServer } from './publishSupport';
import { readProxy } from './apiSupport';

const BASE = Number(process.env.E2E_PORT_BASE ?? 18480);
const SITE_PORT = BASE + 41;
const CLUB_PORT = BASE + 42;
const site: PublishingServer = { origin: `http://127.0.0.1:${SITE_PORT}`, publishKey: 'e2e-embed-publish-key' };
const ALLOWED_CLUB = `http://localhost:${CLUB_PORT}`;
const REFUSED_CLUB = `http://127.0.0.1:${CLUB_PORT}`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The club's page: the snippet the Embed dialog gives, around the address in `?src=`, in a 320 px column. */
function clubPage(src: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Club</title></head><body><h1>Our club</h1><div style="width:320px"><iframe src="${escapeAttribute(src)}" title="Results" loading="lazy" style="width:100%;border:0" height="420"></iframe></div></body></html>`;
}

let siteServer: ChildProcess | null = null;
let clubServer: Server | null = null;

test.use({ baseURL: site.origin });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  siteServer = await startOwnServer(SITE_PORT, { SITE: 'hockey', DEMO_NOW: E2E_NOW, LIVE_PUBLISH_KEY: site.publishKey, EMBED_ORIGINS: ALLOWED_CLUB });
  clubServer = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://club').searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(clubPage(src));
  });
  const server = clubServer;
  await new Promise<void>((resolve) => server.listen(CLUB_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await stopOwnServer(siteServer);
  const server = clubServer;
  if (server) await new Promise((resolve) => server.close(resolve));
});

interface Ids {
  matchId: number;
  tournamentId: number;
  teamId: number;
  league: string;
}

/** A hockey match being played now in a league whose results show, from the site's own API. */
async function liveMatchOfAPublicLeague(page: Page): Promise<Ids> {
  const { matches } = await readProxy(page, 'scheduledMatchesBySport', { sportIds: [152], date: '11/21/2026' });
  for (const match of matches.filter((entry) => entry.statusTypeId === 2 && entry.liveClientType !== null && entry.liveClientType !== 'None')) {
    const league = await readProxy(page, 'tournament', { tournamentId: match.tournamentId });
    if (league.isResultPublished !== false && league.leagueDisplayResults !== false) return { matchId: match.matchId, tournamentId: match.tournamentId, teamId: match.hometeamId, league: league.tournamentName };
  }
  throw new Error('no live hockey match in a league that shows its results');
}

const embedded = (club: string, path: string) => `${club}/?src=${encodeURIComponent(`${site.origin}${path}`)}`;

test('each embed renders inside a page of an allowed origin, in both languages', async ({ page }) => {
  const ids = await liveMatchOfAPublicLeague(page);
  const cases: { path: string; heading: RegExp }[] = [
    { path: `/embed/standings?tournamentId=${ids.tournamentId}&lang=en`, heading: new RegExp(`^Standings – ${ids.league}$`) },
    { path: `/embed/today?tournamentId=${ids.tournamentId}&lang=no`, heading: new RegExp(`^I dag i ${ids.league}$`) },
    { path: `/embed/team?tournamentId=${ids.tournamentId}&teamId=${ids.teamId}&lang=en`, heading: /: matches$/ },
  ];
  for (const { path, heading } of cases) {
    await page.goto(embedded(ALLOWED_CLUB, path));
    const frame = page.frameLocator('iframe[title="Results"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The link back opens the full page on the site in a new tab.
    const back = frame.getByRole('link', { name: /on Ishockey|på Ishockey/ });
    await expect(back).toHaveAttribute('target', '_blank');
    await expect(back).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await page.goto(embedded(ALLOWED_CLUB, `/embed/standings?tournamentId=${ids.tournamentId}&lang=en`));
  await expect(page.frameLocator('iframe').getByRole('table')).toBeVisible();
  await page.goto(embedded(ALLOWED_CLUB, `/embed/match?matchId=${ids.matchId}&lang=en`));
  await expect(page.frameLocator('iframe').locator('.big-score')).toHaveText(/^\d+ - \d+$/);
});

test('a page of an origin EMBED_ORIGINS does not name is refused the frame', async ({ page }) => {
  const ids = await liveMatchOfAPublicLeague(page);
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refusals.push(message.text());
  });
  await page.goto(embedded(REFUSED_CLUB, `/embed/standings?tournamentId=${ids.tournamentId}&lang=en`));
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals[0]).toContain(`frame-ancestors ${ALLOWED_CLUB}`);
  await expect(page.getByRole('heading', { name: 'Our club' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
  // The same embed on the allowed origin shows (the refusal is the origin's, not the embed's).
  await page.goto(embedded(ALLOWED_CLUB, `/embed/standings?tournamentId=${ids.tournamentId}&lang=en`));
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
});

test("the live score's embed updates itself after a publish", async ({ page }) => {
  const ids = await liveMatchOfAPublicLeague(page);
  await page.goto(embedded(ALLOWED_CLUB, `/embed/match?matchId=${ids.matchId}&lang=en`));
  const score = page.frameLocator('iframe').locator('[data-live] .big-score');
  await expect(score).toHaveText(/^\d+ - \d+$/);
  await expect(score).not.toHaveText('41 - 40');
  await publishLive(site, ids.matchId, { ClientId: 'e2e-embed-goal', MatchEventType: 'Goal', Team: 'H', h: 41, a: 40, Period: 2, Time: '12:00' }, ['goals']);
  // The embed asks again every 15 s while the match is live: two rounds at most.
  await expect(score).toHaveText('41 - 40', { timeout: 40_000 });
  await expect(page.frameLocator('iframe').locator('[aria-live="polite"]')).toContainText('41 - 40');
});

test("the live match page's Embed dialog gives the match's score embed, which shows on a club's page", async ({ page }) => {
  const ids = await liveMatchOfAPublicLeague(page);
  // The hockey site's default language (SPEC §1): the dialog's texts and the snippet in Norwegian.
  await page.goto(`/livematch?matchId=${ids.matchId}&matchDate=2026-11-21`);
  const open = page.getByRole('button', { name: 'Bygg inn Resultat på nettstedet ditt' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Bygg inn på nettstedet ditt' });
  const snippet = dialog.getByRole('textbox', { name: 'Kode å lime inn' });
  await expect(snippet).toHaveValue(new RegExp(`^<iframe src="${site.origin}/embed/match\\?matchId=${ids.matchId}&amp;lang=no" title="[^"]+ mot [^"]+" loading="lazy"`));
  const src = /src="([^"]+)"/.exec(await snippet.inputValue())?.[1]?.replace(/&amp;/g, '&') ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // The snippet's address, pasted into the club's page, shows the match's score.
  await page.goto(embedded(ALLOWED_CLUB, src.slice(site.origin.length)));
  await expect(page.frameLocator('iframe').locator('.big-score')).toHaveText(/^\d+ - \d+$/);
});
