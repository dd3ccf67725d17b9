/**
 * Issue 15: the live simulator's fault switch (live/testRoutes.ts) exists only when the app is given the
 * simulator's control (main.ts: LIVE_TEST_HOOKS=true, refused in production), answers loopback callers
 * only, and really pauses and resumes one feed of a real simulator.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { createLiveHub, type LiveHub } from '../../../src/server/live';
import { isForwarded, isLoopback } from '../../../src/server/live/testRoutes';
import { startLiveSimulator, type LiveSimulator, type LiveSimulatorControl } from '../../../src/server/live/simulator/simulator';
import { createDemoLeague } from '../../../src/server/demo';
import { FIXED_NOW, fakeDataSource, tempClientDir, testConfig } from '../support/serverFixtures';

let clientDir = '';
beforeAll(() => {
  clientDir = tempClientDir();
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

function app(simulator?: () => LiveSimulatorControl | null, hub: LiveHub = createLiveHub()): FastifyInstance {
  return buildApp({
    config: testConfig(),
    dataSource: fakeDataSource(),
    clientDir,
    clock: createClock({ startAt: FIXED_NOW }),
    logger: false,
    live: { hub, ...(simulator ? { simulator } : {}) },
  });
}

/** A control that records what it was asked. */
function recordingControl() {
  const paused = new Set<number>();
  const control: LiveSimulatorControl = {
    pause: (id) => void paused.add(id),
    resume: (id) => void paused.delete(id),
    pausedMatchIds: () => [...paused].sort((x, y) => x - y),
    matchIds: () => [7, 9],
    hasMatch: (id) => [7, 9, 11].includes(id),
  };
  return control;
}

describe('LIVE_TEST_HOOKS (config)', () => {
  it('is off by default', () => {
    expect(loadConfig({}).liveTestHooks).toBe(false);
    expect(loadConfig({ LIVE_TEST_HOOKS: 'true' }).liveTestHooks).toBe(true);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ LIVE_TEST_HOOKS: 'true', NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ LIVE_TEST_HOOKS: 'yes' })).toThrow(/LIVE_TEST_HOOKS/);
  });
});

describe('the simulator fault switch routes', () => {
  it('do not exist without the flag (404)', async () => {
    const server = app();
    for (const [method, url] of [
      ['POST', '/__test/live/pause?matchId=7'],
      ['POST', '/__test/live/resume?matchId=7'],
    ] as const) {
      const response = await server.inject({ method, url });
      expect(response.statusCode).toBe(404);
    }
    await server.close();
  });

  it('pause and resume one match for a loopback caller', async () => {
    const control = recordingControl();
    const server = app(() => control);
    const paused = await server.inject({ method: 'POST', url: '/__test/live/pause?matchId=7' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ matchIds: [7, 9], paused: [7] });
    const resumed = await server.inject({ method: 'POST', url: '/__test/live/resume?matchId=7' });
    expect(resumed.json()).toEqual({ matchIds: [7, 9], paused: [] });
    expect((await server.inject({ method: 'POST', url: '/__test/live/pause?matchId=x' })).statusCode).toBe(400);
    await server.close();
  });

  it('are 404 to a caller that is not on loopback, even with the flag', async () => {
    const control = recordingControl();
    const server = app(() => control);
    const response = await server.inject({ method: 'POST', url: '/__test/live/pause?matchId=7', remoteAddress: '10.1.2.3' });
    expect(response.statusCode).toBe(404);
    expect(control.pausedMatchIds()).toEqual([]);
    await server.close();
  });

  it('are 404 to a forwarded request, even from loopback and with TRUST_PROXY (issue 28)', async () => {
    const control = recordingControl();
    const server = buildApp({
      config: testConfig({ trustProxy: true, liveTestHooks: true }),
      dataSource: fakeDataSource(),
      clientDir,
      clock: createClock({ startAt: FIXED_NOW }),
      logger: false,
      live: { hub: createLiveHub(), simulator: () => control },
    });
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.5' },
      { 'x-forwarded-for': '127.0.0.1' },
      { 'x-forwarded-host': 'example.org' },
      { 'x-forwarded-proto': 'https' },
      { forwarded: 'for=203.0.113.5' },
    ]) {
      const response = await server.inject({ method: 'POST', url: '/__test/live/pause?matchId=7', remoteAddress: '127.0.0.1', headers });
      expect({ headers, status: response.statusCode }).toEqual({ headers, status: 404 });
    }
    expect(control.pausedMatchIds()).toEqual([]);
    // The same request without a proxy's header is the loopback caller the routes serve.
    expect((await server.inject({ method: 'POST', url: '/__test/live/pause?matchId=7', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    await server.close();
  });

  it('refuse a match id the league does not have: 404 naming it, nothing paused (issue 28)', async () => {
    const control = recordingControl();
    const server = app(() => control);
    for (const act of ['pause', 'resume']) {
      const response = await server.inject({ method: 'POST', url: `/__test/live/${act}?matchId=424242` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: expect.stringContaining('424242') });
    }
    expect(control.pausedMatchIds()).toEqual([]);
    // A match of the league whose feed has not begun is known: it may be paused ahead of its feed.
    expect((await server.inject({ method: 'POST', url: '/__test/live/pause?matchId=11' })).statusCode).toBe(200);
    await server.close();
  });

  it('answer 503 until the simulator has started', async () => {
    const server = app(() => null);
    expect((await server.inject({ method: 'POST', url: '/__test/live/pause?matchId=7' })).statusCode).toBe(503);
    await server.close();
  });

  it('knows forwarded requests', () => {
    expect(isForwarded({ host: 'x', 'x-forwarded-for': '1.2.3.4' })).toBe(true);
    expect(isForwarded({ forwarded: 'for=1.2.3.4' })).toBe(true);
    expect(isForwarded({ host: 'x', 'x-request-id': 'a', 'user-agent': 'forwarded' })).toBe(false);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true]);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1.127.0.0.1', undefined].map(isLoopback)).toEqual([false, false, false, false]);
  });
});

describe('pausing a real simulator', () => {
  jest.setTimeout(60_000);
  let simulator: LiveSimulator | null = null;
  afterEach(() => simulator?.stop());

  it('holds one feed while paused and catches it up in order on resume; the others run on', async () => {
    // 18:00 in Oslo: matches are in play. The clock runs 600 times faster: ten match minutes a second.
    const startMs = Date.parse('2026-11-21T17:00:00Z');
    const realStart = Date.now();
    const clock = { now: () => new Date(startMs + (Date.now() - realStart) * 600), rate: 600 };
    const league = createDemoLeague({ seed: 354, timeZone: 'Europe/Oslo', now: clock.now });
    const hub = createLiveHub();
    const published: string[] = [];
    simulator = startLiveSimulator({
      league,
      clock,
      publish: (channel, payload, publisher) => {
        published.push(channel);
        return hub.publish(channel, payload, publisher);
      },
    });
    const sim = simulator;
    // Bounded wait for the feeds to start (their backlog goes out one feed per timer turn).
    for (let i = 0; i < 600 && (sim.matchIds().length === 0 || published.length === 0); i += 1) await new Promise((r) => setTimeout(r, 10));
    const ids = sim.matchIds();
    expect(ids.length).toBeGreaterThan(1);
    const [target] = ids as [number];
    for (let i = 0; i < 600 && !published.includes(`match:${target}:all`); i += 1) await new Promise((r) => setTimeout(r, 10));
    expect([sim.hasMatch(target), sim.hasMatch(999_999_999)]).toEqual([true, false]);
    sim.pause(target);
    expect(sim.pausedMatchIds()).toEqual([target]);
    const countOf = (id: number) => hub.messages(`match:${id}:all`).length;
    const before = countOf(target);
    const othersBefore = ids.slice(1).reduce((sum, id) => sum + countOf(id), 0);
    // A real second (ten clock minutes): the other feeds publish, the paused one does not.
    await new Promise((r) => setTimeout(r, 1000));
    for (let i = 0; i < 600 && ids.slice(1).reduce((sum, id) => sum + countOf(id), 0) === othersBefore; i += 1) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    expect(ids.slice(1).reduce((sum, id) => sum + countOf(id), 0)).toBeGreaterThan(othersBefore);
    expect(countOf(target)).toBe(before);
    sim.resume(target);
    for (let i = 0; i < 600 && countOf(target) === before; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(countOf(target)).toBeGreaterThan(before);
    expect(sim.pausedMatchIds()).toEqual([]);
    const tts = hub.messages(`match:${target}:all`).map((m) => m.tt);
    expect([...tts].sort()).toEqual(tts);
  });
});
