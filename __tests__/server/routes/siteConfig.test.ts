import type { ServerConfig } from '../../../src/server/config';
import type { SiteConfig } from '../../../src/shared/siteConfig';
import { EMBEDDED_SUBSCRIBE_KEY } from '../../../src/server/routes/siteConfig';
import { createClock } from '../../../src/server/clock';
import { FIXED_NOW, testApp } from '../support/serverFixtures';

describe('GET /config.json (DESIGN §3)', () => {
  it('carries the preset, language, zone, server time and the embedded live endpoint', async () => {
    const app = testApp({ config: { livePublishKey: 'top-secret-publish-key' } });
    try {
      const response = await app.inject({ method: 'GET', url: '/config.json', headers: { host: 'kiosk.local:8080' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const config = response.json<SiteConfig>();
      expect(config).toEqual({
        orgId: 10,
        sportId: 152,
        title: 'Ishockey Kampsenter',
        logo: '/brand/hockey.svg',
        defaultLanguage: 'no',
        timeZone: 'Europe/Oslo',
        serverNow: expect.any(String),
        clockRate: 1,
        // The page's own origin: the client reads its location, the server echoes nothing of the request.
        live: { subscribeKey: EMBEDDED_SUBSCRIBE_KEY, origin: null, ssl: false, feed: true },
      });
      expect(Date.parse(config.serverNow) - FIXED_NOW.getTime()).toBeGreaterThanOrEqual(0);
      expect(Date.parse(config.serverNow) - FIXED_NOW.getTime()).toBeLessThan(60_000);
      expect(response.body).not.toContain('top-secret-publish-key');
    } finally {
      await app.close();
    }
  });

  it('defaults to English with no configured sport (SPEC §1)', async () => {
    const app = testApp({ config: { sportId: null, orgId: 354 } });
    try {
      const config = (await app.inject({ method: 'GET', url: '/config.json' })).json<SiteConfig>();
      expect(config.defaultLanguage).toBe('en');
      expect(config.sportId).toBeNull();
    } finally {
      await app.close();
    }
  });

  it.each([
    ['Host', { host: 'evil.example:9999' }],
    ['X-Forwarded-Host', { host: 'kiosk.local:8080', 'x-forwarded-host': 'evil.example:9999', 'x-forwarded-proto': 'https' }],
  ])('never copies a forged %s into the body (a cache keyed without Host would serve it to everyone)', async (_, headers) => {
    for (const trustProxy of [false, true]) {
      const app = testApp({ config: { trustProxy } });
      try {
        const response = await app.inject({ method: 'GET', url: '/config.json', headers });
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('evil.example');
        expect(response.json<SiteConfig>().live).toEqual({ subscribeKey: EMBEDDED_SUBSCRIBE_KEY, origin: null, ssl: false, feed: true });
      } finally {
        await app.close();
      }
    }
  });

  it('hands out the real PubNub service over TLS when configured', async () => {
    const app = testApp({ config: { pubnub: { subscribeKey: 'sub-c-1', origin: 'ps.pndsn.com' }, livePublishKey: 'top-secret-publish-key' } });
    try {
      const response = await app.inject({ method: 'GET', url: '/config.json', headers: { host: 'evil.example' } });
      expect(response.json<SiteConfig>().live).toEqual({ subscribeKey: 'sub-c-1', origin: 'ps.pndsn.com', ssl: true, feed: true });
      expect(response.body).not.toContain('evil.example');
      expect(response.body).not.toContain('top-secret-publish-key');
    } finally {
      await app.close();
    }
  });

  it('says whether anything publishes live events (issue 25 case 6): not in upstream mode without PubNub or a publish key', async () => {
    const upstream = { dataSource: 'upstream' as const, upstreamUrl: 'http://127.0.0.1:9', pubnub: null, livePublishKey: null };
    const cases: [Partial<ServerConfig>, boolean][] = [
      [upstream, false],
      [{ ...upstream, livePublishKey: 'k' }, true],
      [{ ...upstream, pubnub: { subscribeKey: 'sub-c-1', origin: 'ps.pndsn.com' } }, true],
      [{ dataSource: 'demo', pubnub: null, livePublishKey: null }, true],
    ];
    for (const [config, feed] of cases) {
      const app = testApp({ config });
      try {
        expect((await app.inject({ method: 'GET', url: '/config.json' })).json<SiteConfig>().live.feed).toBe(feed);
      } finally {
        await app.close();
      }
    }
  });

  it('carries the clock rate (LIVE_SPEED), so the client runs its clock as fast as the server does', async () => {
    let monotonic = 0;
    const clock = createClock({ startAt: FIXED_NOW, rate: 120, monotonicMs: () => monotonic });
    const app = testApp({ config: { liveSpeed: 120 }, clock });
    try {
      monotonic += 1_000;
      const config = (await app.inject({ method: 'GET', url: '/config.json' })).json<SiteConfig>();
      expect(config.clockRate).toBe(120);
      expect(config.serverNow).toBe(new Date(FIXED_NOW.getTime() + 120_000).toISOString());
      // What changes during a match day lives CACHE_TTL_SECONDS of clock time, not of real time.
      const today = await app.inject({ method: 'GET', url: '/api/proxy?taReqUrl=icehockey/Match/Goals/5' });
      expect(today.headers['cache-control']).toMatch(/^public, max-age=0,/);
    } finally {
      await app.close();
    }
    const realSpeed = testApp();
    try {
      const today = await realSpeed.inject({ method: 'GET', url: '/api/proxy?taReqUrl=icehockey/Match/Goals/5' });
      expect(today.headers['cache-control']).toMatch(/^public, max-age=15,/);
    } finally {
      await realSpeed.close();
    }
  });
});

describe('GET /config.json build id (issue 15)', () => {
  it('names the build in the body and in X-Build-Id when BUILD_ID is set', async () => {
    const app = testApp({ config: { buildId: 'release-42' } });
    try {
      const response = await app.inject({ method: 'GET', url: '/config.json' });
      expect(response.headers['x-build-id']).toBe('release-42');
      expect(response.json<SiteConfig>().buildId).toBe('release-42');
    } finally {
      await app.close();
    }
  });
});
