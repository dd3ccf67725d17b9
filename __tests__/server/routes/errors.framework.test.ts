/**
 * Failures Fastify detects before any route runs (issue 10 §4): a URL that is not valid percent-encoding
 * answers the app's `{ error, message }` JSON of routes/errors.ts (DESIGN §1), never Fastify's own shape.
 */
import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/serverFixtures';

describe('framework errors answer in the app’s error shape', () => {
  let app: FastifyInstance;
  beforeEach(() => {
    app = testApp();
  });
  afterEach(() => app.close());

  it.each(['/api/%ZZ', '/%ZZ', '/api/ta/Tournament/Season/%ZZ', '/assets/%E0%A4%A.js', '/v2/subscribe/%ZZ/match:1:all/0'])(
    '%s is a 400 naming the bad percent-encoding',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json<Record<string, unknown>>();
      expect(body).toEqual({ error: 'bad_request', message: expect.stringContaining('is not valid percent-encoding') });
      expect(body['message']).toContain(JSON.stringify(url));
      expect(body).not.toHaveProperty('code');
      expect(body).not.toHaveProperty('statusCode');
    },
  );

  it('still sends the security headers and a request id on such an answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/%ZZ' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('quotes at most 200 characters of the URL back', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/%ZZ${'a'.repeat(5000)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeLessThan(300);
  });

  it('answers a malformed percent-encoding inside the proxy target in the same shape', async () => {
    // The router does not decode the query: the GET form of the proxy (DESIGN §1) reads taReqUrl and refuses it.
    const response = await app.inject({ method: 'GET', url: '/api/proxy?taReqUrl=%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(/taReqUrl .*percent-encoding/) });
    const posted = await app.inject({ method: 'POST', url: '/api/proxy', headers: { 'content-type': 'application/json' }, payload: { taReqUrl: '%ZZ' } });
    expect(posted.statusCode).toBe(400);
    expect(posted.json()).toEqual({ error: 'bad_request', message: 'taReqUrl must not contain percent-encoding' });
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
    'refuses the inherited name %s as a query key of a direct call with a 400 naming it',
    async (name) => {
      const response = await app.inject({ method: 'GET', url: `/api/ta/Seasons/?orgId=10&year=2025&${name}=1` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'bad_request', message: `parameter ${name} is not allowed for ta/Seasons/` });
    },
  );
});
