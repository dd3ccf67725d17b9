/**
 * Issue 25 "drift is visible", in the browser: a server in upstream mode whose upstream (the hockey preset
 * server behind a loopback proxy of this spec) answers icehockey/TournamentPlayers with renamed person
 * ids — /healthz names the target and the field, and the ops wall shows the line, in Norwegian (the
 * hockey site's language) and in English.
 */
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { E2E_NOW } from '../../playwright.config';
import { startOwnServer, stopOwnServer } from './ownServer';

let proxy: Server | null = null;
let server: ChildProcess | null = null;
let origin = '';

/** Forwards to `target`; every third row of a TournamentPlayers answer gets `playerId` instead of `personId`. */
function driftingProxy(target: string): Promise<Server> {
  const drifting = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      void fetch(`${target}${req.url ?? ''}`, { method: req.method, headers: { 'content-type': 'application/json' }, ...(req.method === 'POST' ? { body } : {}) })
        .then(async (upstream) => {
          let text = await upstream.text();
          const taReqUrl = req.method === 'POST' ? String((JSON.parse(body.toString('utf8')) as { taReqUrl?: string }).taReqUrl ?? '') : '';
          if (taReqUrl.startsWith('icehockey/TournamentPlayers') && upstream.ok) {
            const answer = JSON.parse(text) as unknown;
            const rows = (Array.isArray(answer) ? answer : []) as Record<string, unknown>[];
            text = JSON.stringify(rows.map((row, index) => (index % 3 === 0 ? { ...row, playerId: row['personId'], personId: undefined } : row)));
          }
          res.writeHead(upstream.status, { 'content-type': 'application/json' }).end(text);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  return new Promise((resolve) => drifting.listen(0, '127.0.0.1', () => resolve(drifting)));
}

/** A loopback port nothing listens on (just bound and released): this spec's own, beside the presets'. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern; none are needed
test.beforeAll(async ({}, testInfo) => {
  const preset = String(testInfo.project.use.baseURL);
  proxy = await driftingProxy(preset);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startOwnServer(port, {
    SITE: 'hockey',
    DEMO_NOW: E2E_NOW,
    DATA_SOURCE: 'upstream',
    UPSTREAM_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    RATE_LIMIT_PER_MINUTE: '3000',
  });
  // Fresh answers of a few leagues' players, through the upstream-mode server.
  const year = new Date(E2E_NOW).getUTCFullYear();
  const seasons = (await (await fetch(`${origin}/api/ta/Seasons/?orgId=10&year=${year}`)).json()) as { seasonId: number }[] | { seasons: { seasonId: number }[] };
  const seasonId = (Array.isArray(seasons) ? seasons : seasons.seasons)[0]?.seasonId;
  const catalogue = (await (await fetch(`${origin}/api/ta/Tournament/Season/${seasonId}`)).json()) as { tournamentsInSeason: { tournamentId: number }[] };
  for (const { tournamentId } of catalogue.tournamentsInSeason.slice(0, 3)) {
    const response = await fetch(`${origin}/api/proxy?taReqUrl=icehockey/TournamentPlayers/${tournamentId}?&opponentId=&numberMatches=`);
    expect(response.status).toBe(200);
  }
});

test.afterAll(async () => {
  await stopOwnServer(server);
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
});

test('/healthz names the target and the field that could not be read', async () => {
  await expect
    .poll(async () => {
      const health = (await (await fetch(`${origin}/healthz`)).json()) as { wireDrift?: { targets: { target: string; fields: { field: string }[] }[] } };
      return health.wireDrift?.targets.find((target) => target.target === 'icehockey/TournamentPlayers')?.fields.map((field) => field.field) ?? [];
    })
    .toContain('players[].personId');
});

for (const language of ['no', 'en'] as const) {
  test(`the ops wall shows the drift line (${language})`, async ({ page }) => {
    await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
    await page.goto(`${origin}/ops`);
    const heading = language === 'no' ? /Data fra forbundet som ikke kunne leses/ : /Upstream data that could not be read/;
    const notice = page.getByRole('region', { name: heading });
    await expect(notice.getByRole('listitem').filter({ hasText: 'icehockey/TournamentPlayers' })).toContainText(
      language === 'no' ? 'kunne ikke lese players[].personId i' : 'could not read players[].personId in',
    );
  });
}
