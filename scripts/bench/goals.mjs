// The goals of issue 14, side by side with what `npm run bench` and `npm run bench:live` measured last
// (the .bench/*.json files those scripts write). One row per goal: the figure, the goal, and whether it is
// met; a figure that was not measured (its bench failed or has not run) says so instead of passing.
// Run alone: `node scripts/bench/goals.mjs`; `npm run bench` prints it at its end. Writes .bench/goals.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const read = (file) => (existsSync(`.bench/${file}`) ? JSON.parse(readFileSync(`.bench/${file}`, 'utf8')) : null);
const lighthouse = read('lighthouse.json');
const latest = read('latest.json');
const proxy = read('proxy.json');
const server = read('server.json');
const live = read('live.json');

const rows = [];
/** `value` null or undefined: not measured. `met(value)` decides against the goal. */
function row(metric, goal, value, met, shown = value) {
  const measured = value !== null && value !== undefined && !Number.isNaN(value);
  rows.push({ metric, goal, measured: measured ? shown : 'not measured', met: measured ? met(value) : false });
}

for (const page of ['scoreboard', 'match', 'livematch']) {
  const figures = lighthouse?.pages?.[`${page} mobile`];
  row(`Lighthouse mobile, ${page}`, '≥ 0.95', figures?.score, (score) => score >= 0.95,
    figures && `${figures.score} (LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)})`);
}
{
  const figures = lighthouse?.pages?.['scoreboard desktop'];
  row('Lighthouse desktop, scoreboard', '1.00', figures?.score, (score) => score >= 1, figures && `${figures.score} (CLS ${figures.cls.toFixed(3)})`);
}
{
  const first = latest?.bundle?.scoreboardFirstRender;
  row('JS before the scoreboard\'s first render (gzip)', '≤ 180 KB', first?.gzipBytes, (bytes) => bytes <= 180 * 1024,
    first && `${(first.gzipBytes / 1024).toFixed(1)} KB in ${first.scripts.length} files`);
  // On `/` the SDK may be requested only once the page has rendered, loaded and gone idle (or never).
  const requested = first?.pubnubRequestedMs;
  row('pubnub on /', 'not before the page is idle', first ? requested === null || (requested > first.firstRenderMs && first.loadEventMs !== null && requested >= first.loadEventMs) : null, (ok) => ok,
    first && (requested === null ? 'not requested' : `requested at ${requested} ms (first render ${first.firstRenderMs} ms, load event ${first.loadEventMs} ms)`));
}
{
  const latency = live?.latency;
  const p95 = latency?.publishToDomMs?.p95;
  const floor = latency?.publishToSdkCallbackMs?.p95;
  row(`live publish → DOM p95, ${latency?.preloadedEvents ?? '?'} events listed`, 'SDK floor + 50 ms', p95 === undefined || floor === undefined ? null : p95,
    (value) => value <= floor + 50, p95 !== undefined && floor !== undefined ? `${p95} ms (SDK floor ${floor} ms; ${latency.longTasks.per100Messages} long tasks per 100 messages)` : undefined);
}
for (const figure of proxy?.throughput ?? []) {
  if (figure.goal !== 0.9) continue;
  row(`cached proxy vs plain Fastify: ${figure.label}`, '≥ 0.9×', figure.ratio, (ratio) => ratio >= 0.9, `${figure.ratio}× (${figure.oursRps} vs ${figure.plainRps} req/s)`);
}
for (const [site, figures] of Object.entries(server?.sites ?? {})) {
  row(`server RSS after every tournament and match, ${site}`, '< 300 MB', figures.rssMb, (mb) => mb < 300, `${figures.rssMb} MB (peak ${figures.peakRssMb} MB)`);
  const loop = figures.loop;
  row(`event-loop tasks > 50 ms after start, ${site}`, '0', loop?.delaysOver50ms, (count) => count === 0, loop && `${loop.delaysOver50ms} (longest ${loop.maxDelayMs} ms)`);
}

console.log('\nIssue 14 goals (from the last bench runs in .bench/)');
console.table(rows);
const unmet = rows.filter((entry) => !entry.met).length;
console.log(unmet === 0 ? 'every goal met' : `${unmet} of ${rows.length} goals not met`);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/goals.json', `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
