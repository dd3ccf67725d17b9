/**
 * Issue 28 case 7: every error answer names what was wrong with the request that was made. The code says
 * what the status says (a 403 is no "bad_request"), a direct call's errors name its parameter and value
 * (it has no taReqUrl), and a value that is there but wrong is not called missing.
 *
 * The paths are sent as raw bytes over a socket: `app.inject` (like fetch) resolves `%2e%2e` to `..` and
 * normalizes the path away before the server sees it, which a real client need not do.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { errorCodeOfStatus } from '../../../src/server/routes/errors';
import { tempClientDir, testApp } from '../support/serverFixtures';

/** GET of a raw path (sent as written), answered status and parsed JSON body. */
function getRaw(port: number, path: string): Promise<{ status: number; body: { error: string; message: string } }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { error: string; message: string } }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('error bodies name the problem of the request that was made (issue 28)', () => {
  let app: FastifyInstance;
  let clientDir = '';
  let port = 0;
  beforeAll(async () => {
    clientDir = tempClientDir();
    app = testApp({ clientDir });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json'])('a path that climbs out of the site (%s) is a 403 "forbidden" naming it', async (path) => {
    const { status, body } = await getRaw(port, path);
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'forbidden', message: expect.stringContaining(JSON.stringify(path)) });
  });

  it('a direct call names its path parameter and the value, never a taReqUrl it does not have', async () => {
    const { status, body } = await getRaw(port, '/api/ta/Tournament/Season/%2e%2e');
    expect(status).toBe(400);
    expect(body.error).toBe('bad_request');
    expect(body.message).not.toContain('taReqUrl');
    expect(body.message).toBe('parameter seasonId must be a positive integer id, not "%2e%2e" (the URL must not contain percent-encoding)');
  });

  it('a direct call without its path parameter says it is missing from the path', async () => {
    const { status, body } = await getRaw(port, '/api/ta/Tournament/Season/?seasonId=abc');
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'bad_request', message: expect.stringContaining('parameter seasonId is missing from the path ta/Tournament/Season/{seasonId}') });
  });

  it('a query value of the wrong kind is quoted back', async () => {
    const { body } = await getRaw(port, '/api/ta/Seasons/?orgId=abc&year=2025');
    expect(body).toEqual({ error: 'bad_request', message: 'parameter orgId must be a positive integer id, not "abc"' });
  });

  it('gives each 4xx status its own code', () => {
    expect([400, 403, 404, 405, 409, 413, 414, 415, 429].map(errorCodeOfStatus)).toEqual([
      'bad_request',
      'forbidden',
      'not_found',
      'method_not_allowed',
      'bad_request',
      'payload_too_large',
      'uri_too_long',
      'bad_request',
      'rate_limited',
    ]);
  });
});
