/** `GET /healthz` (DESIGN §1): liveness plus the data source's own view of its health. */
import type { FastifyPluginAsync } from 'fastify';
import type { DataSource, DataSourceStatus } from '../dataSource';
import type { GoalPushStats } from '../push/goalPushes';
import type { DriftSummary } from '../wire/driftWindow';

export interface HealthBody {
  status: 'ok';
  dataSource: DataSourceStatus;
  uptimeSeconds: number;
  /**
   * Upstream mode (issue 25): the last hour's answers checked against their wire parsers, and per target
   * with anything unreadable the share of answers and of each field that could not be read. Absent in
   * demo mode.
   */
  wireDrift?: DriftSummary;
  /** Issue 29 case 4: the goal alerts sent as Web Pushes since the start; absent when Web Push is not configured. */
  webPush?: GoalPushStats;
}

export const healthRoutes: FastifyPluginAsync<{ dataSource: DataSource; startedAtMs: number; webPush?: () => GoalPushStats }> = async (
  app,
  { dataSource, startedAtMs, webPush },
) => {
  // The process answers, so it is alive ('ok'); a failing upstream shows in dataSource.healthy instead, so
  // an orchestrator does not restart a server that is usefully serving stale data.
  app.get('/healthz', async (_request, reply) => {
    const body: HealthBody = {
      status: 'ok',
      dataSource: dataSource.status(),
      uptimeSeconds: Math.floor((performance.now() - startedAtMs) / 1000),
      ...(dataSource.wireDrift ? { wireDrift: dataSource.wireDrift() } : {}),
      ...(webPush ? { webPush: webPush() } : {}),
    };
    return reply.header('cache-control', 'no-store').send(body);
  });
};
