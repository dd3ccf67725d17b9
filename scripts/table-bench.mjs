/* global document, HTMLSelectElement, MutationObserver -- code inside page.evaluate runs in the browser */
// The DataTable figure of `npm run bench` (issue 9): the real DataTable with 5,000 rows × 16 columns
// (scripts/bench/tableBench.tsx, built with the client's webpack config) in Debian's Chromium. Each
// interaction is a real click or select change on the page, timed from the event until React has
// committed and the browser has laid the new rows out (a forced layout). Fixed counts; loopback-free
// (the page is a file); written to .bench/table.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from './ensure-chromium.mjs';

const ROUNDS = 15;
const out = '.bench/table-page';
const build = spawnSync('npx', ['webpack', '--mode', 'production', '--entry-reset', '--entry', './scripts/bench/tableBench.tsx', '--output-path', out, '--output-public-path', 'auto', '--no-devtool'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) throw new Error('the DataTable bench page did not build');

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const loadStarted = Date.now();
  await page.goto(pathToFileURL(resolve(out, 'index.html')).href);
  await page.getByRole('table', { name: 'Skaters' }).locator('tbody tr').first().waitFor({ timeout: 20_000 });
  const firstRenderMs = Date.now() - loadStarted;
  const figures = await page.evaluate(async (rounds) => {
    const table = document.querySelector('table');
    // The URL holds the table's state and the router commits it in a transition, so an interaction is
    // timed until the page shows its outcome (watched with a MutationObserver), then laid out.
    const until = (done) =>
      new Promise((resolve) => {
        if (done()) return resolve();
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      });
    const time = async (act, done) => {
      const started = performance.now();
      act();
      await until(done);
      void document.body.offsetHeight;
      const ms = performance.now() - started;
      await new Promise((settled) => setTimeout(settled, 20));
      return ms;
    };
    const header = (label) => [...table.querySelectorAll('thead th')].find((cell) => cell.textContent.trim() === label);
    const pageButton = (label) => document.querySelector(`button[aria-label="${label}"]`);
    const pageText = () => [...document.querySelectorAll('nav span')].map((span) => span.textContent).join('');
    const rowCount = () => table.querySelectorAll('tbody tr').length;
    const select = document.querySelector('select');
    const choose = (value) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set;
      setter.call(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    const sortBy = (label) => {
      const cell = header(label);
      const before = cell.getAttribute('aria-sort');
      return time(() => cell.querySelector('button').click(), () => header(label).getAttribute('aria-sort') !== before);
    };
    const turn = (label) => {
      const before = pageText();
      return time(() => pageButton(label).click(), () => pageText() !== before);
    };
    const resize = (value) => time(() => choose(value), () => rowCount() === (value === 'all' ? 5000 : Number(value)) && pageText() !== '');
    const labels = ['PTS', 'G', 'A', 'PIM', 'SOG', 'Player', 'Team', 'FO'];
    const sort = [];
    for (let round = 0; round < rounds; round += 1) sort.push(await sortBy(labels[round % labels.length]));
    const paging = [];
    for (let round = 0; round < rounds; round += 1) paging.push(await turn(round % 3 === 2 ? 'First page' : 'Next page'));
    const size = [];
    for (let round = 0; round < rounds; round += 1) size.push(await resize(['10', '50', '25', '100'][round % 4]));
    const all = [];
    for (let round = 0; round < 3; round += 1) {
      all.push(await resize('all'));
      await resize('25');
    }
    await resize('all');
    const renderedRows = rowCount();
    const sortAll = [];
    for (let round = 0; round < 3; round += 1) sortAll.push(await sortBy('PTS'));
    return { sort, paging, size, all, renderedRows, sortAll, heapMb: performance.memory ? performance.memory.usedJSHeapSize / 1048576 : null };
  }, ROUNDS);
  const stats = (samples) => {
    const sorted = [...samples].sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { count: samples.length, medianMs: +at(0.5).toFixed(1), p95Ms: +at(0.95).toFixed(1), maxMs: +sorted[sorted.length - 1].toFixed(1) };
  };
  const result = {
    environment: 'Chromium (headless, Debian), 1440×900; 5,000 rows × 16 columns; production build',
    firstRenderMs,
    sort: stats(figures.sort),
    page: stats(figures.paging),
    pageSize: stats(figures.size),
    showAll: { ...stats(figures.all), renderedRows: figures.renderedRows },
    sortWhileShowingAll: stats(figures.sortAll),
    heapMb: figures.heapMb === null ? null : +figures.heapMb.toFixed(1),
  };
  if (figures.renderedRows !== 5000) throw new Error(`"all" showed ${figures.renderedRows} rows, not 5000`);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/table.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nDataTable, 5,000 rows (ms per interaction until laid out; goal < 50 ms for sort and paging)');
  console.table({ sort: result.sort, page: result.page, pageSize: result.pageSize, showAll: result.showAll, sortWhileShowingAll: result.sortWhileShowingAll });
} finally {
  await browser.close();
}
