/**
 * Issue 28 case 4, with the real server process: what a scorer publishes with LIVE_PUBLISH_KEY survives
 * `kill -9` right after the publish was acknowledged (before the fix, history held 0 messages after the
 * restart), keeps its timetokens, and the next publish gets a later one. Plus LIVE_JOURNAL_DIR's checks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/server/config';
import { exited, freePort } from '../../support/childProcesses';

const ROOT = path.resolve(__dirname, '../../..');
const PUBLISH_KEY = 'restart-test-publish-key';
/** Bounded waits: a loaded machine gets this long for a start; the outcome is asserted, never the time. */
const START_ATTEMPTS = 300;



interface Server {
  child: ChildProcess;
  origin: string;
  stderr: () => string;
}

function spawnServer(port: number, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SITE: 'hockey', DEMO_NOW: '2026-11-21T17:00:00Z', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return { child, origin: `http://127.0.0.1:${port}`, stderr: () => stderr };
}

/** 'ready' once /healthz answers, 'exited' if the process ends first (bounded). */
async function readiness(server: Server): Promise<'ready' | 'exited'> {
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt += 1) {
    if (server.child.exitCode !== null) return 'exited';
    if (await fetch(`${server.origin}/healthz`).then((response) => response.ok, () => false)) return 'ready';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server neither started nor exited');
}

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const server = spawnServer(port, env);
  if ((await readiness(server)) === 'exited') throw new Error(`the server exited with ${server.child.exitCode}: ${server.stderr()}`);
  return server;
}

async function publish(server: Server, channel: string, message: object): Promise<string> {
  const response = await fetch(`${server.origin}/publish/${PUBLISH_KEY}/demo-sub-key/0/${encodeURIComponent(channel)}/0/${encodeURIComponent(JSON.stringify(message))}?uuid=scorer`);
  expect(response.status).toBe(200);
  const [, , timetoken] = (await response.json()) as [number, string, string];
  return timetoken;
}

/** A channel's history as the SDK's fetchMessages reads it (v3, newest 100), oldest first. */
async function history(server: Server, channel: string): Promise<{ message: unknown; timetoken: string }[]> {
  const response = await fetch(`${server.origin}/v3/history/sub-key/demo-sub-key/channel/${encodeURIComponent(channel)}?max=100`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { channels: Record<string, { message: unknown; timetoken: string }[]> };
  return body.channels[channel] ?? [];
}

describe('a restart loses nothing a scorer published (issue 28 case 4)', () => {
  let dir: string;
  const running: ChildProcess[] = [];
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'live-restart-'));
  });
  afterEach(async () => {
    for (const child of running.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged publish across kill -9 and a new start, with its timetoken, and the next one is later', async () => {
    // A channel of no demo match: the simulator's own feeds rebuild themselves and are not the journal's.
    const channels = ['match:990001:all', 'match:990001:goals'];
    const env = { LIVE_PUBLISH_KEY: PUBLISH_KEY, LIVE_JOURNAL_DIR: dir };
    const port = await freePort();
    const first = await startServer(port, env);
    running.push(first.child);
    const published: Record<string, { message: unknown; timetoken: string }[]> = { [channels[0] as string]: [], [channels[1] as string]: [] };
    for (let index = 0; index < 12; index += 1) {
      const channel = channels[index % 3 === 2 ? 1 : 0] as string;
      const message = { Id: index, ClientId: `c-${index}`, Text: 'Mål! ÆØÅ' };
      published[channel]?.push({ message, timetoken: await publish(first, channel, message) });
    }
    // Killed right after the last acknowledged publish: no graceful close, no flush.
    first.child.kill('SIGKILL');
    expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });

    const second = await startServer(await freePort(), env);
    running.push(second.child);
    for (const channel of channels) expect(await history(second, channel)).toEqual(published[channel]);

    const lastBefore = published[channels[0] as string]?.at(-1)?.timetoken ?? '0';
    const next = await publish(second, channels[0] as string, { Id: 12 });
    expect(BigInt(next)).toBeGreaterThan(BigInt(lastBefore));
  }, 120_000);

  it('refuses to start, naming LIVE_JOURNAL_DIR in one line, when the directory cannot be made', async () => {
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    const server = spawnServer(await freePort(), { LIVE_PUBLISH_KEY: PUBLISH_KEY, LIVE_JOURNAL_DIR: blocked });
    running.push(server.child);
    expect(await readiness(server)).toBe('exited');
    expect(await exited(server.child)).toEqual({ code: 1, signal: null });
    const lines = server.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^match-centre: invalid configuration: LIVE_JOURNAL_DIR: cannot write to ".*a-file" \(EEXIST\)/);
  }, 60_000);
});

describe('LIVE_JOURNAL_DIR (issue 28 case 4)', () => {
  it('defaults to data/live, is turned off by "none", and refuses what is no path', () => {
    expect(loadConfig({}).liveJournalDir).toBe('data/live');
    expect(loadConfig({ LIVE_JOURNAL_DIR: '/var/lib/match-centre/live' }).liveJournalDir).toBe('/var/lib/match-centre/live');
    expect(loadConfig({ LIVE_JOURNAL_DIR: 'none' }).liveJournalDir).toBeNull();
    expect(() => loadConfig({ LIVE_JOURNAL_DIR: '' })).toThrow(/^LIVE_JOURNAL_DIR: must be a directory path/);
    expect(() => loadConfig({ LIVE_JOURNAL_DIR: 'a\0b' })).toThrow(/^LIVE_JOURNAL_DIR: must be a directory path/);
  });
});
