// The product's built server for a bench (issue 26): the hockey preset on a free loopback port, the demo clock
// at `demoNow`, no rate limit in the way; resolves once /healthz answers (at most 10 s). A server that ends
// during the runs is said so by `name`, with its code, since it would only show as refused connections.
import { spawn } from 'node:child_process';
import { freePort } from '../freePort.mjs';
import { serverArgs } from '../serverCommand.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {{ name: string, demoNow: string }} options */
export async function startBenchServer({ name, demoNow }) {
  const port = await freePort();
  const child = spawn(process.execPath, serverArgs(), {
    env: { ...process.env, SITE: 'hockey', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_NOW: demoNow, RATE_LIMIT_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.warn(`${name}: the server exited during the runs (code ${code}, signal ${signal})`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let tries = 0; tries < 400; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await fetch(`${base}/healthz`).then((response) => response.ok, () => false)) return { base, port, stop };
    await sleep(25);
  }
  await stop();
  throw new Error('the server did not answer /healthz within 10 s');
}
