/**
 * Issue 28 case 1 "a stop that always stops": the built server, run by plain Node as `npm start` runs it,
 * its standard output a pipe nobody reads, logs far more than the pipe and the log buffer hold, then stops
 * on SIGTERM by itself. Before the fix the log writer's write(2) to the blocking pipe sat in a libuv pool
 * thread, and process.exit waited for that thread for good (uv__threadpool_cleanup → pthread_join), so not
 * even the shutdown's hard limit could end it.
 *
 * The server is compiled for this test (transpiled only) rather than run through tsx: tsx opens the
 * process's stdout as a stream, which makes the pipe non-blocking and hides the hang.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogDestination } from '../../src/server/logging';
import { exited, freePort } from '../support/childProcesses';

const ROOT = path.resolve(__dirname, '../..');
// One level below the repository root, like dist/: the server finds public/brand at ../../ from its folder.
const BUILD_DIR = path.join(ROOT, `.server-build-${process.pid}`);


function get(agent: Agent, port: number, pathAndQuery: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request({ host: '127.0.0.1', port, path: pathAndQuery, agent }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    call.once('error', reject);
    call.end();
  });
}

async function waitForHealth(agent: Agent, port: number, attempts: number): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if ((await get(agent, port, '/healthz').catch(() => 0)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}


describe('a stop always stops, whatever the log reader does (issue 28 case 1)', () => {
  beforeAll(() => {
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const build = spawnSync(
      process.execPath,
      [tsc, '-p', 'tsconfig.server.json', '--outDir', BUILD_DIR, '--noCheck', '--sourceMap', 'false'],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`the server did not compile: ${build.stdout}${build.stderr}`);
  }, 120_000);

  afterAll(() => rmSync(BUILD_DIR, { recursive: true, force: true }));

  it('the built server exits by itself on SIGTERM after filling a pipe nobody reads', async () => {
    const port = await freePort();
    // stdout is a pipe this test never reads (the parent's side takes at most one read buffer).
    const child = spawn(process.execPath, ['--max-old-space-size=256', path.join(BUILD_DIR, 'server/main.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DEMO_NOW: '2026-11-21T17:00:00Z',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exit = exited(child);
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    try {
      await waitForHealth(agent, port, 300);
      // Each request's "incoming request" line quotes its 4 KiB URL: 3,200 requests log about 14 MB, three
      // times the pipe's buffer and the 4 MiB log buffer together.
      const target = `/healthz?pad=${'x'.repeat(4096)}`;
      for (let batch = 0; batch < 200; batch += 1) {
        const statuses = await Promise.all(Array.from({ length: 16 }, () => get(agent, port, target)));
        expect(statuses.every((status) => status === 200)).toBe(true);
      }
      // Still serving with the pipe and the buffer full.
      expect(await get(agent, port, '/healthz')).toBe(200);
      agent.destroy();
      child.kill('SIGTERM');
      // The guard only bounds the wait; the outcome is how the process ended: by itself (exit 0 is the
      // graceful close, 1 the shutdown's 10 s limit), not by the SIGKILL below.
      const guard = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref());
      expect(await Promise.race([exit, guard])).toEqual({ code: 0, signal: null });
    } finally {
      agent.destroy();
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      child.stdout?.destroy();
    }
  }, 60_000);
});

/**
 * A reader that takes each write only when `release` is called. Like a socket's stdout it keeps strings as
 * they are, and its high-water mark is far below the bound (16 KiB against 4 MiB), so a full queue drains.
 */
function heldReader(): { out: Writable; received: string[]; release(): void } {
  const received: string[] = [];
  let pending: Array<() => void> = [];
  const out = new Writable({
    decodeStrings: false,
    highWaterMark: 64,
    write(chunk: string, _encoding, callback) {
      pending.push(() => {
        received.push(chunk);
        callback();
      });
    },
  });
  const release = () => {
    // Bounded: each round releases what is pending; a write released may queue the next one.
    for (let round = 0; round < 10_000 && pending.length > 0; round += 1) {
      const now = pending;
      pending = [];
      now.forEach((take) => take());
    }
  };
  return { out, received, release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the log destination: bounded, never blocking, in order (issue 28 case 1)', () => {
  it('passes every line in order to a reader that keeps up', async () => {
    const { out, received, release } = heldReader();
    const logs = createLogDestination({ out, maxBufferBytes: 4096 });
    const lines = Array.from({ length: 200 }, (_, index) => `{"n":${index}}\n`);
    for (const [index, line] of lines.entries()) {
      logs.stream.write(line);
      // Lines of one event-loop turn go out together; the reader sees them in one piece, in order.
      if (index % 7 === 0) await settle();
      release();
    }
    await settle();
    release();
    expect(received.join('')).toBe(lines.join(''));
    expect(logs.dropped()).toBe(0);
  });

  it('drops whole lines past the bound while the reader is stuck, and reports them once it catches up', async () => {
    const { out, received, release } = heldReader();
    const reports: Array<[number, number]> = [];
    const logs = createLogDestination({ out, maxBufferBytes: 1000, onLinesDropped: (dropped, inAll) => reports.push([dropped, inAll]) });
    const lines = Array.from({ length: 25 }, (_, index) => `${String(index).padStart(2, '0')}${'x'.repeat(97)}\n`);
    lines.forEach((line) => logs.stream.write(line));
    // Ten lines of 100 characters fill the 1,000; the other fifteen are dropped, none cut.
    expect(logs.dropped()).toBe(15);
    expect(reports).toEqual([]);
    await settle();
    release();
    expect(received.join('')).toBe(lines.slice(0, 10).join(''));
    expect(reports).toEqual([[15, 15]]);
    // Room again: the next line is written.
    logs.stream.write('next\n');
    await settle();
    release();
    expect(received.at(-1)).toBe('next\n');
    expect(logs.dropped()).toBe(15);
  });

  it('counts lines to a reader that went away instead of throwing', () => {
    const { out } = heldReader();
    const logs = createLogDestination({ out });
    out.destroy(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(() => logs.stream.write('lost\n')).not.toThrow();
    expect(logs.dropped()).toBe(1);
  });

  it('flush waits for the queue while the reader takes it', async () => {
    const { out, received, release } = heldReader();
    const logs = createLogDestination({ out });
    logs.stream.write('last\n');
    let flushed = false;
    const flushing = logs.flush(60_000).then(() => {
      flushed = true;
    });
    await settle();
    expect(flushed).toBe(false);
    release();
    await flushing;
    expect(received[0]).toBe('last\n');
  });

  describe('with a stuck reader', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('flush gives up at its limit instead of waiting for the reader', async () => {
      const { out } = heldReader();
      const logs = createLogDestination({ out });
      logs.stream.write('stuck\n');
      let flushed = false;
      const flushing = logs.flush(500).then(() => {
        flushed = true;
      });
      await jest.advanceTimersByTimeAsync(499);
      expect(flushed).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await flushing;
      expect(flushed).toBe(true);
    });
  });
});
