/**
 * A server process of a spec's own (a sped-up clock, a test switch, a restart mid-test), started the way
 * `npm start` runs it (scripts/serverCommand.mjs: heap cap included) on a loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { serverArgs } from '../../scripts/serverCommand.mjs';

/** Bounded: the server is up in well under two seconds (DESIGN §4); a loaded machine gets 15. */
const START_ATTEMPTS = 150;
const START_POLL_MS = 100;

/** Starts the server on `port` with `env` over the inherited environment and waits for its /healthz. */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, serverArgs(), {
    // No live journal (issue 28): what a spec publishes must not come back in the next run's servers.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LIVE_JOURNAL_DIR: 'none', ...env },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    // Exited (its port taken): never take another server's answer for this one's.
    if (child.exitCode !== null) throw new Error(`the test server on port ${port} exited with ${child.exitCode}`);
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, START_POLL_MS));
  }
  child.kill('SIGKILL');
  throw new Error(`the test server on port ${port} did not start within ${(START_ATTEMPTS * START_POLL_MS) / 1000} s`);
}

/** Stops it and waits until it has exited (its port free for the next start). */
export async function stopOwnServer(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
