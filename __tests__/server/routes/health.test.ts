import type { HealthBody } from '../../../src/server/routes/health';
import { testApp } from '../support/serverFixtures';

describe('GET /healthz (DESIGN §1)', () => {
  it('reports ok, the data source status and the uptime', async () => {
    const app = testApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json<HealthBody>()).toEqual({
        status: 'ok',
        dataSource: { kind: 'demo', healthy: true, detail: 'fake' },
        uptimeSeconds: expect.any(Number),
      });
    } finally {
      await app.close();
    }
  });
});
