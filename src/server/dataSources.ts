/**
 * Picks the data source DATA_SOURCE names (DESIGN §1): the embedded demo league, or the federation's API
 * behind the upstream cache.
 */
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { DataSource } from './dataSource';
import { createDemoDataSource, createDemoLeague } from './demo';
import { createUpstreamDataSource } from './upstream';

export function createDataSource(config: ServerConfig, clock: Clock): DataSource {
  if (config.dataSource === 'upstream' && config.upstreamUrl !== null) {
    return createUpstreamDataSource({
      baseUrl: config.upstreamUrl,
      timeoutMs: config.upstreamTimeoutMs,
      ttlSeconds: config.cacheTtlSeconds,
    });
  }
  return createDemoDataSource(createDemoLeague({ seed: config.demoSeed, timeZone: config.timeZone, now: clock.now }));
}
