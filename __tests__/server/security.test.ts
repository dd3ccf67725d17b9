import { fakeDataSource, testApp } from './support/serverFixtures';

function directives(csp: string | undefined): Map<string, string> {
  return new Map((csp ?? '').split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values.join(' ')] as const;
  }));
}

describe('security headers (DESIGN §1)', () => {
  it('sends a CSP fit for the SPA and the hardening headers', async () => {
    const app = testApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/config.json' });
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
      expect(csp.get('img-src')).toBe("'self' data:");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });

  it.each(['/config.json', '/healthz', '/api/ta/Seasons/?orgId=10&year=2025', '/scoreboard'])(
    'refuses every framing of %s in both headers alike: X-Frame-Options DENY and frame-ancestors none',
    async (url) => {
      const app = testApp();
      try {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(directives(response.headers['content-security-policy'] as string).get('frame-ancestors')).toBe("'none'");
      } finally {
        await app.close();
      }
    },
  );

  it('allows the external PubNub origin in connect-src when configured', async () => {
    const app = testApp({ config: { pubnub: { subscribeKey: 'sub-c-1', origin: 'ps.pndsn.com' } } });
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(directives(response.headers['content-security-policy'] as string).get('connect-src')).toBe("'self' https://ps.pndsn.com");
    } finally {
      await app.close();
    }
  });

  it('keeps a plain incoming request id and replaces an unsafe one', async () => {
    const app = testApp();
    try {
      const kept = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-123.abc' } });
      expect(kept.headers['x-request-id']).toBe('lb-123.abc');
      const replaced = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id\r\nx' } });
      expect(replaced.headers['x-request-id']).not.toContain('bad');
    } finally {
      await app.close();
    }
  });

  it('compresses JSON answers above the threshold', async () => {
    const source = fakeDataSource();
    source.direct = async () => Array.from({ length: 200 }, (_, index) => ({ seasonId: index, seasonName: `Sesong ${index}` }));
    const app = testApp({ dataSource: source });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/ta/Seasons/?orgId=10&year=2025', headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
    } finally {
      await app.close();
    }
  });
});
