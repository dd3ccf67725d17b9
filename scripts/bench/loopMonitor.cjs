// Event-loop blocking probe for scripts/server-bench.mjs (issue 14, DESIGN §7): preloaded into the server with
// `node --require scripts/bench/loopMonitor.cjs dist/server/main.js`. It measures in phases:
// - the server's first 'listening' event closes phase 0 (start-up; its report is appended to the file
//   LOOP_MONITOR_REPORT names) and starts phase 1; SIGUSR2 closes the running phase and starts the next one,
//   which the bench sends after its crawl (so phase 1 is everything the server did from listen on);
// - at exit the last phase is written too.
// Two instruments, because each misses something the other sees:
// - `monitorEventLoopDelay` (resolution 10 ms), Node's standard histogram of how late its own timer ran:
//   its max is the longest single delay, i.e. the longest task (or GC pause) that held the loop;
// - a drift sampler (a 10 ms interval timer that notes how late each tick came): counts the delays over
//   50 ms and keeps the longest ones with the time they happened, so a long task can be placed in the crawl.
// GC pauses are listed apart (a PerformanceObserver on 'gc'), to tell collection from JavaScript work.
// SIGUSR1 is left alone: Node reserves it for the inspector.
'use strict';

const { monitorEventLoopDelay } = require('node:perf_hooks');
const { appendFileSync } = require('node:fs');

const REPORT_PATH = process.env.LOOP_MONITOR_REPORT;
const RESOLUTION_MS = 10;
const LONG_MS = 50;
const KEEP_LONGEST = 10;

const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();

let phase = 0;
let phaseStartMs = performance.now();
let longCount = 0;
let longest = [];
let gcMaxMs = 0;
let gcTotalMs = 0;
let gcCount = 0;

function noteLong(delayMs, atMs) {
  longCount += 1;
  longest.push({ delayMs: Math.round(delayMs), atMs: Math.round(atMs - phaseStartMs) });
  longest.sort((a, b) => b.delayMs - a.delayMs);
  if (longest.length > KEEP_LONGEST) longest.length = KEEP_LONGEST;
}

let expected = performance.now() + RESOLUTION_MS;
const sampler = setInterval(() => {
  const now = performance.now();
  const late = now - expected;
  if (late > LONG_MS) noteLong(late, now);
  expected = now + RESOLUTION_MS;
}, RESOLUTION_MS);
// The probe must never keep a server alive that wants to exit.
sampler.unref();

const gcObserver = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcCount += 1;
    gcTotalMs += entry.duration;
    if (entry.duration > gcMaxMs) gcMaxMs = entry.duration;
  }
});
gcObserver.observe({ entryTypes: ['gc'] });

function memoryMb() {
  const usage = process.memoryUsage();
  const mb = (bytes) => Math.round(bytes / 104857.6) / 10;
  return { rss: mb(usage.rss), heapUsed: mb(usage.heapUsed), heapTotal: mb(usage.heapTotal), external: mb(usage.external), arrayBuffers: mb(usage.arrayBuffers) };
}

function report(reason) {
  const ms = (ns) => Math.round((ns / 1e6) * 10) / 10;
  const body = {
    phase,
    reason,
    atEpochMs: Math.round(performance.timeOrigin + performance.now()),
    durationMs: Math.round(performance.now() - phaseStartMs),
    // The histogram's values include the 10 ms resolution itself: a loop that never blocks reads about 10.
    maxDelayMs: ms(histogram.max),
    p99DelayMs: ms(histogram.percentile(99)),
    meanDelayMs: Number.isNaN(histogram.mean) ? 0 : ms(histogram.mean),
    delaysOver50ms: longCount,
    longest,
    gc: { count: gcCount, maxMs: Math.round(gcMaxMs * 10) / 10, totalMs: Math.round(gcTotalMs) },
    // Where the resident memory is (MB): the V8 heap in use and reserved, and Buffers outside it (the read
    // cache's bytes). With --expose-gc (diagnosis only) also after a full collection: the live part.
    memory: memoryMb(),
    ...(typeof global.gc === 'function' && reason === 'signal' ? { memoryAfterGc: (global.gc(), memoryMb()) } : {}),
  };
  if (REPORT_PATH) appendFileSync(REPORT_PATH, `${JSON.stringify(body)}\n`);
}

function reset() {
  histogram.reset();
  phase += 1;
  phaseStartMs = performance.now();
  expected = phaseStartMs + RESOLUTION_MS;
  longCount = 0;
  longest = [];
  gcMaxMs = 0;
  gcTotalMs = 0;
  gcCount = 0;
}

// Phase 0 ends when the server starts listening, not when the bench's first /healthz comes back: whatever
// the server does between the two (a start scan that delays /healthz) belongs to "after listen". The instant
// (epoch ms) goes into the report, so the bench can tell how long /healthz took after it.
const net = require('node:net');
const listen = net.Server.prototype.listen;
let listening = false;
net.Server.prototype.listen = function listenObserved(...args) {
  this.once('listening', () => {
    if (listening) return;
    listening = true;
    report('listening');
    reset();
  });
  return listen.apply(this, args);
};

process.on('SIGUSR2', () => {
  report('signal');
  reset();
});
process.on('exit', () => report('exit'));
