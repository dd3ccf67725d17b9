/**
 * Issue 14, no blocking: the live simulator's start scan and a cold tournament's simulations run in slices
 * that yield to the event loop, so /healthz answers as soon as the server listens, while they are still
 * being computed (ordering, not timing: the answer comes before the work is done).
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { createClock } from '../../src/server/clock';
import { createServerParts } from '../../src/server/dataSources';
import type { LiveSimulator } from '../../src/server/live/simulator/simulator';
import { buildTarget, resolveProxyTarget } from '../../src/shared/contract';
import { FIXED_NOW, testConfig } from './support/serverFixtures';

/** Resolves once `done()` holds, checking every 50 ms at most `tries` times (bounded). */
async function eventually(done: () => boolean, tries = 600): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    if (done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

describe('/healthz while the demo league is being computed (issue 14)', () => {
  let app: FastifyInstance | null = null;
  let simulator: LiveSimulator | null = null;
  afterEach(async () => {
    simulator?.stop();
    await app?.close();
    app = null;
    simulator = null;
  });

  it('answers at once after listen, before the start scan and a cold read have finished', async () => {
    const config = testConfig({ logLevel: 'silent' });
    const clock = createClock({ startAt: FIXED_NOW });
    const parts = createServerParts(config, clock);
    expect(parts.hub).not.toBeNull();
    app = buildApp({ config, dataSource: parts.dataSource, clientDir: '/nonexistent', clock, logger: false, live: { hub: parts.hub ?? undefined } });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');

    // As main.ts does: the simulator starts once listening; and a visitor asks for today's cold scoreboard.
    simulator = parts.startSimulator?.() ?? null;
    let coldAnswered = false;
    const cold = parts.dataSource
      .proxy(resolveProxyTarget(buildTarget('scheduledMatchesBySport', { sportIds: [152, 199, 157], date: '01/18/2025' })))
      .then((answer) => {
        coldAnswered = true;
        return answer;
      });

    const health = await fetch(`http://127.0.0.1:${address.port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    // The answer came while both were still being computed.
    expect(simulator?.matchIds()).toEqual([]);
    expect(coldAnswered).toBe(false);

    // And both finish.
    expect(await cold).toMatchObject({ matches: expect.any(Array) });
    expect(await eventually(() => (simulator?.matchIds().length ?? 0) > 0)).toBe(true);
  }, 60_000);
});
