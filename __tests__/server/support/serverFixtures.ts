/** Builders for server tests: a configuration, a recording fake DataSource, a temp client build, an app. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createClock, type Clock } from '../../../src/server/clock';
import { loadConfig, type ServerConfig } from '../../../src/server/config';
import type { DataSource, DataSourceStatus } from '../../../src/server/dataSource';
import type { ResolvedDirectTarget, ResolvedProxyTarget } from '../../../src/shared/contract';

export const FIXED_NOW = new Date('2025-01-18T17:30:00.000Z');

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), ...overrides };
}

export interface FakeDataSource extends DataSource {
  proxyCalls: ResolvedProxyTarget[];
  directCalls: ResolvedDirectTarget[];
}

/** Answers `{ name, params }` of the target it got, or throws what `fail` returns. */
export function fakeDataSource(fail?: (name: string) => Error | undefined): FakeDataSource {
  const status: DataSourceStatus = { kind: 'demo', healthy: true, detail: 'fake' };
  const source: FakeDataSource = {
    kind: 'demo',
    proxyCalls: [],
    directCalls: [],
    async proxy(target) {
      source.proxyCalls.push(target);
      const error = fail?.(target.name);
      if (error) throw error;
      return { name: target.name, params: target.params };
    },
    async direct(target) {
      source.directCalls.push(target);
      const error = fail?.(target.name);
      if (error) throw error;
      return { name: target.name, params: target.params };
    },
    status: () => status,
  };
  return source;
}

export const INDEX_HTML = '<!doctype html><html><head><title>Match Centre</title></head><body><div id="root"></div></body></html>';
export const ASSET_JS = 'console.log("match centre");'.repeat(100);

/** A throw-away client build: index.html, one hashed asset, a favicon. Remove it with `rmSync`. */
export function tempClientDir(withIndex = true): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'mc-client-'));
  mkdirSync(path.join(dir, 'assets'));
  if (withIndex) writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), ASSET_JS);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface TestAppOptions {
  config?: Partial<ServerConfig>;
  dataSource?: DataSource;
  clientDir?: string;
  /** Default: pinned at FIXED_NOW, real speed. */
  clock?: Clock;
  /** The API rate limit's clock; default the real one. */
  rateClockMs?: () => number;
}

export function testApp({ config, dataSource, clientDir, clock, rateClockMs }: TestAppOptions = {}): FastifyInstance {
  return buildApp({
    config: testConfig(config),
    dataSource: dataSource ?? fakeDataSource(),
    clientDir: clientDir ?? path.join(tmpdir(), 'mc-client-does-not-exist'),
    clock: clock ?? createClock({ startAt: FIXED_NOW }),
    logger: false,
    rateClockMs,
  });
}
