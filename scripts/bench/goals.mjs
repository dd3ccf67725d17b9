// The goals of issues 26 and 14, side by side with what `npm run bench` and `npm run bench:live` measured last
// (the .bench/*.json files those scripts write). One row per goal: the figure, the floor's figure measured in
// the same run where there is one (issue 26: the floor page of scripts/bench/floorServer.mjs for Lighthouse,
// the SPA shell `/index.html` for the server), the goal, and whether it is met; a figure that was not measured
// (its bench failed or has not run) says so instead of passing.
// Run alone: `node scripts/bench/goals.mjs`; `npm run bench` prints it at its end. Writes .bench/goals.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const read = (file) => (existsSync(`.bench/${file}`) ? JSON.parse(readFileSync(`.bench/${file}`, 'utf8')) : null);
const lighthouse = read('lighthouse.json');
const latest = read('latest.json');
const proxy = read('proxy.json');
const server = read('server.json');
const live = read('live.json');
const render = read('render.json');
const stats = read('stats.json');

let rows = [];
/**
 * `value` null or undefined: not measured. `met(value)` decides against the goal. `floor`: the same figure of
 * the floor measured in the same run (empty where the goal has none).
 */
function row(metric, goal, value, met, shown = value, floor = '') {
  const measured = value !== null && value !== undefined && !Number.isNaN(value);
  rows.push({ metric, value: measured ? shown : 'not measured', floor: floor ?? 'not measured', goal, met: measured && met(value) ? 'yes' : 'no' });
}
const seconds = (ms) => (ms === undefined || ms === null ? undefined : `${(ms / 1000).toFixed(2)} s`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// Issue 26: first paint from the server. A goal relative to the floor is not met without the floor's figure.
const floor = lighthouse?.pages?.['floor mobile'];
for (const page of ['scoreboard', 'match', 'livematch']) {
  const figures = lighthouse?.pages?.[`${page} mobile`];
  row(`Lighthouse mobile score, ${page} (median)`, '≥ 0.95, and ≥ 0.95 × floor', figures?.score, (score) => score >= 0.95 && Boolean(floor) && score >= 0.95 * floor.score,
    figures && `${figures.score} (${figures.scores.join(', ')}; FCP ${seconds(figures.fcpMs)}${figures.scoreOfFloor ? `; ${figures.scoreOfFloor} × floor` : ''})`, floor ? `${floor.score} (FCP ${seconds(floor.fcpMs)})` : 'not measured');
  row(`LCP mobile, ${page}`, '≤ 1.5 s, and ≤ 1.3 × floor', figures?.lcpMs, (ms) => ms <= 1500 && Boolean(floor) && ms <= 1.3 * floor.lcpMs,
    figures && `${seconds(figures.lcpMs)}${figures.lcpOfFloor ? ` (${figures.lcpOfFloor} × floor)` : ''}`, floor ? seconds(floor.lcpMs) : 'not measured');
  row(`TBT mobile, ${page}`, '≤ 200 ms', figures?.tbtMs, (ms) => ms <= 200, figures && `${Math.round(figures.tbtMs)} ms`, floor ? `${Math.round(floor.tbtMs)} ms` : 'not measured');
}
{
  const first = latest?.bundle?.scoreboardFirstRender;
  row('JS before the scoreboard\'s first render (gzip, every script Chromium fetches)', '≤ 150 KiB', first?.gzipBytes, (bytes) => bytes <= 150 * 1024,
    first && `${kib(first.gzipBytes)} in ${first.scripts.length} files${first.bootGzipBytes === undefined ? '' : `; ${kib(first.bootGzipBytes)} before the load event`}`,
    lighthouse?.floor ? `${kib(lighthouse.floor.jsGzipBytes)} in ${lighthouse.floor.scripts.length} files` : 'not measured');
}
for (const page of ['scoreboard', 'standings', 'match', 'player']) {
  const html = render?.html?.[page];
  const yes = (check) => (check.present === null ? 'n/a' : check.present ? 'yes' : 'no');
  row(`HTML without JS, ${page}: title, h1, rows, scores`, 'all in the HTML', html, (figures) => [figures.title, figures.h1, figures.rows, figures.scores].every((check) => check.present !== false),
    html && `title ${yes(html.title)}, h1 ${yes(html.h1)}, rows ${yes(html.rows)} (${html.rows.html} of ${html.rows.withJs}), scores ${yes(html.scores)} (${html.scores.html} of ${html.scores.withJs})`);
  const seo = lighthouse?.seo?.[page];
  row(`Lighthouse SEO, ${page}`, '1.00', seo?.score, (score) => score >= 1, seo && `${seo.score}${seo.failedAudits.length ? ` (failed: ${seo.failedAudits.join(', ')})` : ''}`);
}
{
  const shell = render?.warm?.shell;
  const shellRate = render?.throughput?.shell;
  for (const page of ['scoreboard', 'match', 'standings']) {
    const warm = render?.warm?.[page];
    const rate = render?.throughput?.[page];
    row(`server TTFB, warm, ${page} (median)`, '≤ 3 × shell', warm?.ttfbOfShell, (ratio) => ratio <= 3, warm && `${warm.ttfb.medianMs} ms (${warm.ttfbOfShell} × shell; p95 ${warm.ttfb.p95Ms} ms)`, shell ? `${shell.ttfb.medianMs} ms (shell)` : 'not measured');
    row(`server pages/s, warm, ${page}`, '≥ 300', rate?.pagesPerSecond, (perSecond) => perSecond >= 300 && rate.non2xx === 0, rate && `${rate.pagesPerSecond}${rate.non2xx ? ` (${rate.non2xx} not 2xx)` : ''}`, shellRate ? `${shellRate.pagesPerSecond} (shell)` : 'not measured');
    const cold = render?.cold?.[page];
    row(`server cold render, ${page} (first request after start)`, 'reported', cold?.firstByteMs, () => true, cold && `${cold.firstByteMs} ms to first byte, ${cold.totalMs} ms to last`, render?.cold?.shell ? `${render.cold.shell.firstByteMs} ms (shell)` : 'not measured');
  }
}
{
  const filter = stats?.matchCountFilter;
  row(`statistics, ${stats?.rows ?? 5000} rows, match-count filter (median)`, '< 50 ms', filter?.medianMs, (ms) => ms < 50, filter && `${filter.medianMs} ms (max ${filter.maxMs} ms)`);
  // `npm run bench` measures the history alone (.bench/live-history.json), `npm run bench:live` with the rest
  // (.bench/live.json): the newer run counts, and so do its long tasks until everything is listed.
  const history = [read('live-history.json'), live].filter((run) => run?.history).sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0]?.history;
  const tasks = history?.longTasks;
  row(`live: ${history?.events ?? 5000} events of history listed`, '≤ 1 s, no task over 50 ms', history?.navigationToAllListedMs, (ms) => ms <= 1000 && tasks?.count === 0,
    history && `${history.navigationToAllListedMs} ms (${tasks ? `${tasks.count} tasks ≥ 50 ms until listed, longest ${tasks.longestMs} ms` : 'long tasks not measured'})`);
}
console.log('\nIssue 26 goals (from the last bench runs in .bench/; floor = the same figure of the floor page, or of the shell, in the same run)');
console.table(rows);
const issue26 = rows;
rows = [];

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
console.table(rows.map(({ metric, value, goal, met }) => ({ metric, value, goal, met })));
for (const [issue, list] of [['26', issue26], ['14', rows]]) {
  const unmet = list.filter((entry) => entry.met !== 'yes').length;
  console.log(`issue ${issue}: ${unmet === 0 ? 'every goal met' : `${unmet} of ${list.length} goals not met`}`);
}
const goals = { date: new Date().toISOString(), issue26, issue14: rows };
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/goals.json', `${JSON.stringify(goals, null, 2)}\n`);
// Everything into .bench/latest.json too (issue 26): the goals beside the figures `npm run bench` wrote there.
if (latest) writeFileSync('.bench/latest.json', `${JSON.stringify({ ...latest, goals }, null, 2)}\n`);
