// Lighthouse figures of `npm run bench` (issues 14 and 26), in Debian's Chromium against the real built server
// on loopback, the demo clock fixed (DEMO_NOW) at an evening with a live match:
// - mobile (Lighthouse's default: a mid-range phone, simulated slow 4G and a 4× slower CPU): the scoreboard, a
//   finished match and a live match page, and the floor page (scripts/bench/floorServer.mjs: React 19 rendering
//   a 20-row table from one fetch, built and served by the bench), interleaved round by round (floor,
//   scoreboard, match, livematch, floor, …) so a busy moment of the machine falls on all of them alike; the
//   median of RUNS each, and each page's score and LCP as a ratio to the floor's (issue 26: score ≥ 0.95 ×
//   the floor's, LCP ≤ 1.3 × the floor's);
// - desktop: the three product pages, median of RUNS each (issue 14);
// - SEO (issue 26): Lighthouse's SEO category on the scoreboard, the standings, a finished match and a player.
// The pages are found through the API at run time (scripts/bench/benchPages.mjs).
// Bounded: fixed runs, each with Lighthouse's own time limits; every process it starts is stopped.
// Writes .bench/lighthouse.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';
import { freePort } from './freePort.mjs';
import { startBenchServer } from './bench/benchServer.mjs';
import { findPages } from './bench/benchPages.mjs';
import { floorScripts, startFloor } from './bench/floorServer.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Quick iterations: only these pages (comma-separated names: floor, scoreboard, match, livematch) and form factors (mobile, desktop, seo). */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',') ?? null;
const ONLY_FORMS = process.env.BENCH_LIGHTHOUSE_FORMS?.split(',') ?? null;
/** A run whose trace Chromium lost (NO_NAVSTART, NO_FCP…) is repeated, at most this many times. */
const ATTEMPTS = 3;
const DEMO_NOW = process.env.BENCH_DEMO_NOW ?? '2026-11-21T17:00:00Z';
const GOALS = { mobile: 0.95, desktop: 1, seo: 1, mobileScoreOfFloor: 0.95, mobileLcpOfFloor: 1.3 };
const MEASURED = ['floor', 'scoreboard', 'match', 'livematch'];
const SEO_PAGES = ['scoreboard', 'standings', 'match', 'player'];
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];


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

const round2 = (value) => Math.round(value * 100) / 100;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run of one URL; a fresh browser each time, so nothing is cached between runs. */
async function runOnce(url, formFactor) {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROME_ARGS, `--remote-debugging-port=${port}`] });
  try {
    // 'seo' is the SEO category on Lighthouse's default (mobile) settings.
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: [formFactor === 'seo' ? 'seo' : 'performance'] };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (formFactor === 'seo') {
      const failed = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0).map((audit) => audit.id);
      return { score: lhr.categories.seo.score ?? 0, failedAudits: failed };
    }
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

const forms = ['mobile', 'desktop', 'seo'].filter((form) => !ONLY_FORMS || ONLY_FORMS.includes(form));
const wanted = (page) => !ONLY_PAGES || ONLY_PAGES.includes(page);
const server = await startBenchServer({ name: 'lighthouse-bench', demoNow: DEMO_NOW });
const floor = forms.includes('mobile') && wanted('floor') ? await startFloor() : null;
const results = { date: new Date().toISOString(), runs: RUNS, demoNow: DEMO_NOW, goals: GOALS, pages: {}, seo: {} };

/** The median of every numeric figure of `samples`, the LCP elements seen and every score. */
function summarize(samples) {
  const numeric = Object.keys(samples[0]).filter((key) => typeof samples[0][key] === 'number');
  const summary = Object.fromEntries(numeric.map((key) => [key, median(samples.map((sample) => sample[key]))]));
  return { ...summary, lcpElements: [...new Set(samples.map((sample) => sample.lcpElement))], scores: samples.map((sample) => sample.score) };
}

try {
  const found = await findPages(server.base);
  results.urls = found.paths;
  results.ids = found.ids;
  if (floor) results.floor = { url: floor.base, ...floorScripts() };
  const urlOf = (name) => (name === 'floor' ? `${floor.base}/` : `${server.base}${found.paths[name]}`);
  if (forms.includes('mobile')) {
    // Interleaved: one round is one run of each page, the floor first; RUNS rounds.
    const names = MEASURED.filter((name) => wanted(name) && (name !== 'floor' || floor));
    const samples = Object.fromEntries(names.map((name) => [name, []]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const name of names) {
        samples[name].push(await runWithRetry(urlOf(name), 'mobile'));
        console.log(`lighthouse-bench: mobile round ${round + 1}/${RUNS}, ${name}: ${samples[name].at(-1).score}`);
      }
    }
    const floorFigures = floor ? summarize(samples.floor) : null;
    for (const name of names) {
      const summary = summarize(samples[name]);
      const ratios = floorFigures && name !== 'floor' ? { scoreOfFloor: round2(summary.score / floorFigures.score), lcpOfFloor: round2(summary.lcpMs / floorFigures.lcpMs), tbtOfFloor: round2(summary.tbtMs / Math.max(1, floorFigures.tbtMs)) } : {};
      const met = summary.score >= GOALS.mobile && (!ratios.scoreOfFloor || (ratios.scoreOfFloor >= GOALS.mobileScoreOfFloor && ratios.lcpOfFloor <= GOALS.mobileLcpOfFloor));
      results.pages[`${name} mobile`] = { ...summary, ...ratios, goal: GOALS.mobile, met };
    }
  }
  if (forms.includes('desktop')) {
    for (const name of MEASURED.filter((page) => page !== 'floor' && wanted(page))) {
      const samples = [];
      for (let run = 0; run < RUNS; run += 1) samples.push(await runWithRetry(urlOf(name), 'desktop'));
      const summary = summarize(samples);
      results.pages[`${name} desktop`] = { ...summary, goal: GOALS.desktop, met: summary.score >= GOALS.desktop };
    }
  }
  if (forms.includes('seo')) {
    // The SEO category is a set of pass/fail audits of the page as loaded: one run each.
    for (const name of SEO_PAGES.filter((page) => wanted(page) && found.paths[page])) {
      const figure = await runWithRetry(urlOf(name), 'seo');
      results.seo[name] = { ...figure, url: found.paths[name], goal: GOALS.seo, met: figure.score >= GOALS.seo };
    }
  }
} finally {
  await floor?.stop();
  await server.stop();
}

console.log(`\nLighthouse performance (median of ${RUNS}; mobile goal ≥ ${GOALS.mobile} and ≥ ${GOALS.mobileScoreOfFloor} × the floor's score, LCP ≤ ${GOALS.mobileLcpOfFloor} × the floor's; desktop ${GOALS.desktop}), demo clock ${DEMO_NOW}`);
console.table(
  Object.fromEntries(
    Object.entries(results.pages).map(([key, value]) => [
      key,
      {
        score: value.score,
        goal: value.goal,
        met: value.met,
        fcpMs: Math.round(value.fcpMs),
        lcpMs: Math.round(value.lcpMs),
        tbtMs: Math.round(value.tbtMs),
        cls: Number(value.cls.toFixed(3)),
        siMs: Math.round(value.siMs),
        scoreOfFloor: value.scoreOfFloor ?? '',
        lcpOfFloor: value.lcpOfFloor ?? '',
      },
    ]),
  ),
);
if (Object.keys(results.seo).length > 0) {
  console.log('Lighthouse SEO (goal 1.00)');
  console.table(Object.fromEntries(Object.entries(results.seo).map(([key, value]) => [key, { score: value.score, met: value.met, failed: value.failedAudits.join(', ') }])));
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/lighthouse.json', `${JSON.stringify(results, null, 2)}\n`);
