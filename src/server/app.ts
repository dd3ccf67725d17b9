/**
 * The HTTP application (DESIGN §1): the SPA, /config.json, the data API and /healthz behind security
 * headers, compression and request ids. It does not listen: main.ts does, and tests use `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { DataSource } from './dataSource';
import { createLiveHub, liveEndpointRoutes, type LiveFaults, type LiveHub } from './live';
import { apiRoutes, PROXY_BODY_LIMIT } from './routes/api';
import { createErrorHandler } from './routes/errors';
import { healthRoutes } from './routes/health';
import { siteConfigRoutes } from './routes/siteConfig';
import { registerSpa } from './routes/spa';
import { helmetOptions } from './security';

export interface AppOptions {
  config: ServerConfig;
  dataSource: DataSource;
  /** The client build, normally dist/client. */
  clientDir: string;
  clock: Clock;
  /** Fastify's pino logger options; `false` in tests. Default: level from LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** The preset logos; default public/brand of this repository. */
  brandDir?: string;
  /**
   * The embedded live endpoint's log (shared with the simulator, and kept across app instances in tests)
   * and a test hook for failures. Used only when no external PubNub key is configured.
   */
  live?: { hub?: LiveHub; faults?: LiveFaults };
}

/** src/server and dist/server both sit two levels below the repository root. */
export const DEFAULT_BRAND_DIR = path.resolve(__dirname, '../../public/brand');

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A caller's X-Request-Id is kept when it is short and plain (so logs join across a proxy), else a new one. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The embedded endpoint's publish URLs carry the publish key in the path; logs must not. */
export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(/^\/publish\/[^/]+\//, '/publish/[redacted]/');
}

export function buildApp({ config, dataSource, clientDir, clock, logger, brandDir = DEFAULT_BRAND_DIR, live }: AppOptions): FastifyInstance {
  const startedAtMs = performance.now();
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      serializers: {
        req: (request: { method: string; url?: string; ip?: string; id?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
      },
    },
    genReqId: requestId,
    trustProxy: config.trustProxy,
    // Only /api/proxy takes a body, with its own smaller limit; this bounds everything else.
    bodyLimit: 64 * 1024,
    // Node's default keep-alive (5 s) is shorter than typical load balancer idle timeouts: avoid 502s on reuse.
    keepAliveTimeout: 65_000,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.register(helmet, helmetOptions(config));
  app.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
  app.setErrorHandler(createErrorHandler(PROXY_BODY_LIMIT));

  app.register(siteConfigRoutes, { config, clock });
  app.register(healthRoutes, { dataSource, startedAtMs });
  app.register(apiRoutes, { dataSource, rateLimitPerMinute: config.rateLimitPerMinute });
  if (config.pubnub === null) {
    app.register(liveEndpointRoutes, {
      hub: live?.hub ?? createLiveHub(),
      holdMs: config.liveHoldSeconds * 1000,
      publishKey: config.livePublishKey,
      faults: live?.faults,
    });
  }
  registerSpa(app, { clientDir, brandDir });
  return app;
}
