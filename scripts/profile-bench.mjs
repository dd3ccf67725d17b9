/* global window, document -- code inside addInitScript and waitForFunction runs in the browser */
// The player profile's figures of `npm run bench` (issue 12), measured as a fan gets them: a real server
// started fresh (the demo league builds and simulates on first use, as after a deploy), Chromium opening
// /player/ for goalies and skaters of an EHL team, and for each profile
// - the time from navigation to its first table row (the last five games) and to the previous-tournaments
//   table complete (every tournament's games read and summed);
// - every API answer the profile reads: its count, and the largest in bytes (body as sent, and gzip).
// Bounded: a fixed list of people, each with a time limit; loopback only; the server is stopped.
// Writes .bench/profile.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const DEMO_NOW = '2026-11-21T17:00:00Z';
const PEOPLE = Number(process.env.BENCH_PROFILE_PEOPLE ?? 6);
const LIMIT_MS = 30_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, serverArgs(), {
  env: { ...process.env, SITE: 'hockey', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_NOW, RATE_LIMIT_PER_MINUTE: '1000000' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const proxy = async (target) => (await fetch(`${base}/api/proxy?taReqUrl=${encodeURIComponent(target)}`)).json();

try {
  for (let tries = 0; tries < 400; tries += 1) {
    if (await fetch(`${base}/healthz`).then((response) => response.ok, () => false)) break;
    await sleep(25);
  }
  // The people: the goalies and the first skaters of EHL's first team (the league and team a fan meets first).
  const config = await (await fetch(`${base}/config.json`)).json();
  const seasons = await (await fetch(`${base}/api/ta/Seasons/?orgId=${config.orgId}&year=2026`)).json();
  const season = seasons.find((entry) => entry.orgIdOwner === config.orgId);
  const { tournamentsInSeason } = await (await fetch(`${base}/api/ta/Tournament/Season/${season.seasonId}`)).json();
  const ehl = tournamentsInSeason.find((entry) => entry.tournamentName === 'EHL');
  const { teams } = await proxy(`ta/TournamentTeams/?tournamentId=${ehl.tournamentId}`);
  const roster = await proxy(`ta/TeamMembers/${teams[0].teamId}`);
  const people = roster.slice(0, PEOPLE);

  const profiles = [];
  for (const person of people) {
    const page = await browser.newPage();
    // The English captions below (the site's default language is Norwegian).
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const answers = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/proxy') return;
      const target = url.searchParams.get('taReqUrl') ?? '';
      if (!/TeamMembers\/\d+\?personId|AllForPerson|icehockey\/(Player|Goalie)\//.test(target)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      answers.push({ target, bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length });
    });
    const started = performance.now();
    await page.goto(`${base}/player/?playerId=${person.personId}&orgId=${teams[0].teamId}&seasonId=${season.seasonId}&tournamentId=${ehl.tournamentId}`);
    await page.getByRole('table', { name: /^Last 5 games of / }).locator('tbody tr').first().waitFor({ timeout: LIMIT_MS });
    const lastGamesMs = performance.now() - started;
    const tournaments = page.getByRole('table', { name: /^Tournaments of / });
    await tournaments.locator('tbody tr').first().waitFor({ timeout: LIMIT_MS });
    // Complete: every tournament row has its games summed (a GP figure, not a loading mark).
    await page.waitForFunction(
      () => {
        const table = [...document.querySelectorAll('table')].find((candidate) => candidate.querySelector('caption')?.textContent?.startsWith('Tournaments of'));
        const rows = table ? [...table.querySelectorAll('tbody tr')] : [];
        return rows.length > 0 && rows.every((row) => /\d/.test(row.querySelectorAll('td')[2]?.textContent ?? ''));
      },
      undefined,
      { timeout: LIMIT_MS },
    );
    const completeMs = performance.now() - started;
    await page.close();
    const largest = answers.reduce((best, answer) => (answer.bytes > (best?.bytes ?? -1) ? answer : best), null);
    profiles.push({
      personId: person.personId,
      position: person.position,
      lastGamesMs: Math.round(lastGamesMs),
      completeMs: Math.round(completeMs),
      answers: answers.length,
      largestTarget: largest?.target ?? null,
      largestBytes: largest?.bytes ?? 0,
      largestGzipBytes: largest?.gzipBytes ?? 0,
    });
  }
  const result = {
    serverFresh: true,
    profiles,
    maxCompleteMs: Math.max(...profiles.map((profile) => profile.completeMs)),
    largestBytes: Math.max(...profiles.map((profile) => profile.largestBytes)),
  };
  console.log('\nplayer profiles on a freshly started demo server (first profile pays the league build):');
  console.table(profiles);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/profile.json', `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await browser.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
