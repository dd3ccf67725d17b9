/** Servers and real pubnub SDK clients for the live endpoint tests: every server on 127.0.0.1, port 0 or a reused one. */
import type { FastifyInstance } from 'fastify';
import PubNub from 'pubnub';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import type { ServerConfig } from '../../../src/server/config';
import type { LiveFaults, LiveHub } from '../../../src/server/live';
import { FIXED_NOW, fakeDataSource, testConfig } from '../support/serverFixtures';

export const PUBLISH_KEY = 'test-publish-key-0123';
export const SUBSCRIBE_KEY = 'demo-sub-key';

export interface Answered {
  method: string;
  url: string;
  status: number;
  contentType: string;
  ms: number;
  /** performance.now() when the answer was sent (same process as the test), for ordering, never for timing. */
  answeredAt: number;
}

export interface RunningServer {
  app: FastifyInstance;
  port: number;
  origin: string;
  /** Every request the server answered, in order. */
  answered: Answered[];
  /** The URL of every request that reached the server, in order of arrival (answered or still held). */
  arrived: string[];
}

/** Builds and listens an app whose live endpoint uses `hub` (hold 1 s unless told). */
export async function startLiveServer(
  hub: LiveHub,
  { port = 0, faults, config }: { port?: number; faults?: LiveFaults; config?: Partial<ServerConfig> } = {},
): Promise<RunningServer> {
  const app = buildApp({
    config: testConfig({ livePublishKey: PUBLISH_KEY, liveHoldSeconds: 1, ...config }),
    dataSource: fakeDataSource(),
    clientDir: '/nonexistent',
    clock: createClock({ startAt: FIXED_NOW }),
    logger: false,
    live: { hub, faults },
  });
  const answered: Answered[] = [];
  const arrived: string[] = [];
  app.addHook('onRequest', async (request) => {
    arrived.push(request.url);
  });
  app.addHook('onResponse', async (request, reply) => {
    answered.push({
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      ms: reply.elapsedTime,
      answeredAt: performance.now(),
    });
  });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no address');
  return { app, port: address.port, origin: `127.0.0.1:${address.port}`, answered, arrived };
}

let clients = 0;

/** The unmodified SDK pointed at the embedded endpoint, as the browser client is (origin, ssl false). */
export function sdkClient(origin: string, options: Partial<PubNub.PubNubConfiguration> = {}): PubNub {
  clients += 1;
  return new PubNub({
    origin,
    ssl: false,
    subscribeKey: SUBSCRIBE_KEY,
    publishKey: PUBLISH_KEY,
    userId: `live-test-${clients}`,
    ...options,
  });
}

export interface Received {
  channel: string;
  timetoken: string;
  message: unknown;
  at: number;
}

/** Subscribes and records every message and status; `connected` resolves on the first connected status. */
export function listen(client: PubNub, channels: string[]): { received: Received[]; statuses: string[]; connected: Promise<void> } {
  const received: Received[] = [];
  const statuses: string[] = [];
  let markConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });
  client.addListener({
    message: (event) => {
      received.push({ channel: event.channel, timetoken: String(event.timetoken), message: event.message, at: performance.now() });
    },
    status: (event) => {
      statuses.push(String(event.category));
      if (event.category === 'PNConnectedCategory') markConnected();
    },
  });
  client.subscribe({ channels });
  return { received, statuses, connected };
}

/** Polls `condition` every 20 ms until true or `timeoutMs` passes (bounded). */
export async function waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Node's fetch rejects a refused or reset connection with TypeError "fetch failed"; Chromium says "Failed to
 * fetch". The SDK's web build retries only the browser's wording (it files the other under bad request and
 * gives up at once), so tests that restart the server run the SDK on a fetch that words its network errors
 * as the browser does. The request itself is untouched. Returns the restore function.
 */
export function useBrowserFetchErrors(): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    try {
      return await original(...args);
    } catch (error) {
      // Read by name and message: undici's TypeError comes from Node's realm, so instanceof fails in Jest's.
      const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
      if (name === 'TypeError' && message === 'fetch failed') throw new TypeError('Failed to fetch', { cause: error });
      throw error;
    }
  };
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * The SDK's web transport races each request against a timer (10 s, or 310 s for a subscribe) and clears it
 * only when a response arrives, so a cancelled or refused request leaves the timer behind and Jest would
 * wait minutes to exit. While installed, timers of 5 s or more are unref'd (they never hold the process
 * open); nothing else about them changes. Returns the restore function.
 */
export function unrefLongTimers(): () => void {
  const original = globalThis.setTimeout;
  const patched = ((handler: () => void, delay?: number, ...rest: unknown[]) => {
    const timer = original(handler, delay, ...rest);
    if ((delay ?? 0) >= 5000) (timer as unknown as { unref?: () => void }).unref?.();
    return timer;
  }) as typeof setTimeout;
  globalThis.setTimeout = Object.assign(patched, original);
  return () => {
    globalThis.setTimeout = original;
  };
}
