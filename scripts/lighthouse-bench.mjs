/* global document -- code inside page.evaluate runs in the browser */
// Lighthouse figures of `npm run bench` (issue 14): the performance score and its metrics for the
// scoreboard, a finished match page and a live match page, on mobile (Lighthouse's default: a mid-range
// phone, simulated slow 4G and a 4× slower CPU) and desktop, the median of RUNS runs each, in Debian's
// Chromium against the real built server on loopback. The demo clock is fixed (DEMO_NOW) at an evening
// with a live match, so the scoreboard also loads what a live league makes it load.
// Bounded: fixed runs, each with Lighthouse's own time limits; every process it starts is stopped.
// Writes .bench/lighthouse.json.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { serverArgs } from './serverCommand.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Quick iterations: only these pages (comma-separated names: scoreboard, match, livematch) and form factors. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? null;
const ONLY_FORMS = process.env.BENCH_LIGHTHOUSE_FORMS?.split(',') ?? null;
/** A run whose trace Chromium lost (NO_NAVSTART, NO_FCP…) is repeated, at most this many times. */
const ATTEMPTS = 3;
const DEMO_NOW = process.env.BENCH_DEMO_NOW ?? '2026-11-21T17:00:00Z';
const GOALS = { mobile: 0.95, desktop: 1 };
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'hockey', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_NOW, RATE_LIMIT_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 400; tries += 1) {
    if (await fetch(`${base}/healthz`).then((response) => response.ok, () => false)) break;
    await sleep(25);
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

/** The pages measured: the scoreboard, and a finished and a live match the slider links to. */
async function pagesOf(base, browser) {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/`);
    const slider = page.getByRole('region', { name: /matches|kamper/i }).first();
    await slider.locator('a[href*="match?"]').first().waitFor({ timeout: 20_000 });
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href') ?? ''));
    const scoreboard = page.url().replace(base, '');
    const match = hrefs.find((href) => href.startsWith('/match?'));
    const livematch = hrefs.find((href) => href.startsWith('/livematch?'));
    if (!match || !livematch) throw new Error(`no ${match ? 'live' : 'finished'} match linked from the scoreboard at ${DEMO_NOW}`);
    return { scoreboard, match, livematch };
  } finally {
    await page.close();
  }
}

/** One run, repeated when Chromium lost its trace (a flaky run must not end the whole bench). */
async function runWithRetry(url, formFactor) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, formFactor);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`retrying (${attempt}/${ATTEMPTS - 1}) after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of one URL; a fresh browser each time, so nothing is cached between runs. */
async function runOnce(url, formFactor) {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROME_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const lcpItem = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    return {
      score: lhr.categories.performance.score ?? 0,
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      siMs: metric('speed-index'),
      lcpElement: lcpItem?.snippet ?? null,
    };
  } finally {
    await browser.close();
  }
}

const server = await startServer();
const results = { date: new Date().toISOString(), runs: RUNS, demoNow: DEMO_NOW, goals: GOALS, pages: {} };
try {
  const finder = await chromium.launch({ executablePath: findChromium(), args: CHROME_ARGS });
  const pages = await pagesOf(server.base, finder).finally(() => finder.close());
  results.urls = pages;
  for (const formFactor of ['mobile', 'desktop'].filter((form) => !ONLY_FORMS || ONLY_FORMS.includes(form))) {
    for (const [name, path] of Object.entries(pages).filter(([page]) => !ONLY_PAGES || ONLY_PAGES.includes(page))) {
      const samples = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await runWithRetry(`${server.base}${path}`, formFactor));
      const numeric = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
      const summary = Object.fromEntries(numeric.map((key) => [key, median(samples.map((sample) => sample[key]))]));
      summary.lcpElements = [...new Set(samples.map((sample) => sample.lcpElement))];
      results.pages[`${name} ${formFactor}`] = { ...summary, goal: GOALS[formFactor], met: summary.score >= GOALS[formFactor], scores: samples.map((sample) => sample.score) };
    }
  }
} finally {
  await server.stop();
}

console.log(`\nLighthouse performance (median of ${RUNS}; mobile goal ≥ ${GOALS.mobile}, desktop ${GOALS.desktop}), demo clock ${DEMO_NOW}`);
console.table(
  Object.fromEntries(
    Object.entries(results.pages).map(([key, value]) => [
      key,
      { score: value.score, goal: value.goal, met: value.met, fcpMs: Math.round(value.fcpMs), lcpMs: Math.round(value.lcpMs), tbtMs: Math.round(value.tbtMs), cls: Number(value.cls.toFixed(3)), siMs: Math.round(value.siMs) },
    ]),
  ),
);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/lighthouse.json', `${JSON.stringify(results, null, 2)}\n`);
