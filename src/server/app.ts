/**
 * The HTTP application (DESIGN §1): the SPA, /config.json, the data API and /healthz behind security
 * headers, compression and request ids. It does not listen: main.ts does, and tests use `app.inject`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import compress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import helmet from '@fastify/helmet';
import { DateTime } from 'luxon';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { DataSource } from './dataSource';
import { createLiveHub, liveEndpointRoutes, liveTestRoutes, type LiveFaults, type LiveHub } from './live';
import type { LiveSimulatorControl } from './live/simulator/simulator';
import { hubGoalSource, readPathLookup, startGoalPushes, type GoalEventSource, type GoalPushes, type GoalPushOptions, type PushLog } from './push/goalPushes';
import { pubnubGoalSource, readPathDayMatches, type PubNubGoalSourceOptions } from './push/pubnubGoalSource';
import { pushRoutes } from './push/pushRoutes';
import { PushSubscriptions } from './push/webPush';
import { apiRoutes } from './routes/api';
import { calendarRoutes } from './routes/calendar';
import { embedRoutes } from './routes/embed';
import { answerFrameworkError, createErrorHandler } from './routes/errors';
import { healthRoutes } from './routes/health';
import { siteConfig, siteConfigRoutes } from './routes/siteConfig';
import { buildIdReader } from './buildId';
import { registerSpa } from './routes/spa';
import { brandHead, webManifestRoutes } from './routes/webManifest';
import { createReadPath, type ReadPath } from './readPath';
import { createPageRenderer, rendererFromFile, type PageRenderer } from './render/pageRenderer';
import { embedRendererFromFile } from './render/embedRenderer';
import type { RenderEmbed } from '../shared/embedRender';
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
   * `simulator` (issue 15): the simulator's fault switch, served on loopback-only test routes
   * (live/testRoutes.ts); main.ts passes it only with LIVE_TEST_HOOKS=true. Absent: those paths are 404.
   */
  live?: { hub?: LiveHub; faults?: LiveFaults; simulator?: () => LiveSimulatorControl | null };
  /** Where log lines go (main.ts: a non-blocking standard output, ../logging.ts); default pino's own. */
  logStream?: { write(line: string): void };
  /** The read path (cache) in front of the data source; tests pass one with their own clock. */
  readPath?: ReadPath;
  /** The API rate limit's clock (ms); default performance.now. */
  rateClockMs?: () => number;
  /**
   * DESIGN §6.4: the page renderer; default the built one beside the client build (dist/ssr/render.js), used
   * when it is there. `false`: every route gets the shell (tests of the shell itself).
   */
  renderer?: PageRenderer | false;
  /** How long a page's render may hold the first byte before its opening is streamed (routes/spa.ts; default 500 ms). */
  firstByteBudgetMs?: number;
  /** Issue 29: the embed renderer; default the built one (dist/ssr/render.js `renderEmbed`). Tests pass the source's. */
  embedRenderer?: RenderEmbed;
  /** Issue 29 case 4: the Web Push registrations (tests read them); default a new in-memory store. */
  pushSubscriptions?: PushSubscriptions;
  /**
   * Issue 29 case 4, tests: the goal pushes' send options, timers and clock, and `started`, told the sender
   * when Web Push is configured (push/goalPushes.ts); `pubnub`, the PubNub source's ssl (false: an embedded
   * endpoint on loopback stands in for the service) and refresh timers (push/pubnubGoalSource.ts).
   */
  goalPushes?: Partial<Pick<GoalPushOptions, 'requestOptions' | 'timers' | 'nowMs' | 'send'>> & {
    started?: (pushes: GoalPushes) => void;
    pubnub?: Partial<Pick<PubNubGoalSourceOptions, 'ssl' | 'timers'>>;
  };
}

/**
 * How long a page's reads may take before it is rendered with what has arrived (the browser loads the rest).
 * The first byte does not wait for it (FIRST_BYTE_BUDGET_MS streams the page's opening, and the browser fetches the
 * code meanwhile), so it can cover a cold cache on a busy machine: at 1.2 s a cold statistics page (0.46 s idle)
 * went out without its rows under the browser suite's load, which neither a reader without JavaScript nor a crawler
 * then gets. The browser, booted after the page, would not have the answers sooner.
 */
export const RENDER_BUDGET_MS = 2500;

/** The largest request body any route takes unless it sets its own (the proxy's is smaller). */
const APP_BODY_LIMIT = 64 * 1024;

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

/** Today in the league's zone, `YYYY-MM-DD`: what decides whether a day's matches can still change. */
function leagueToday(clock: Clock, timeZone: string): () => string {
  return () => DateTime.fromJSDate(clock.now(), { zone: timeZone }).toISODate() ?? '';
}

/**
 * Issue 29 case 4: where the goal pushes hear goals. The embedded endpoint's hub when this server is the live
 * endpoint; with real PubNub, the goals channels of today's matches on the service (push/pubnubGoalSource.ts).
 */
function goalEventSource({ config, hub, reads, clock, log, hooks }: {
  config: ServerConfig;
  hub: LiveHub | null;
  reads: ReadPath;
  clock: Clock;
  log: PushLog;
  hooks?: Partial<Pick<PubNubGoalSourceOptions, 'ssl' | 'timers'>>;
}): GoalEventSource | null {
  if (hub !== null) return hubGoalSource(hub);
  if (config.pubnub === null) return null;
  return pubnubGoalSource({
    subscribeKey: config.pubnub.subscribeKey,
    origin: config.pubnub.origin,
    // As the browsers reach the service (routes/siteConfig.ts).
    ssl: true,
    dayMatches: readPathDayMatches(reads, { now: clock.now, timeZone: config.timeZone, sportId: config.sportId }),
    clock,
    timeZone: config.timeZone,
    log,
    ...hooks,
  });
}

export function buildApp({ config, dataSource, clientDir, clock, logger, logStream, brandDir = DEFAULT_BRAND_DIR, live, readPath, rateClockMs, renderer, firstByteBudgetMs, embedRenderer, pushSubscriptions, goalPushes: goalPushHooks }: AppOptions): FastifyInstance {
  const startedAtMs = performance.now();
  const buildId = buildIdReader(clientDir, config.buildId);
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
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
    bodyLimit: APP_BODY_LIMIT,
    // Node's default keep-alive (5 s) is shorter than typical load balancer idle timeouts: avoid 502s on reuse.
    keepAliveTimeout: 65_000,
    frameworkErrors: answerFrameworkError,
  });

  // Set when the request arrives, so every answer carries it, errors included (a sync hook: no promise per request).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.setErrorHandler(createErrorHandler(APP_BODY_LIMIT));
  // The data API answers from its read path with fixed headers and compressed copies made once
  // (routes/api.ts), so it sits outside the scope where helmet (headers built per request) and the
  // compression plugin run: at a CDN origin's request rates those cost more than the answer itself.
  const reads =
    readPath ??
    createReadPath({
      dataSource,
      // A clock running at LIVE_SPEED changes today's answers that much faster: their lifetime shrinks with it.
      freshness: { shortSeconds: Math.floor(config.cacheTtlSeconds / clock.rate), today: leagueToday(clock, config.timeZone) },
      maxBytes: config.cacheMaxMegabytes * 1024 * 1024,
      log: app.log,
    });
  app.register(apiRoutes, {
    readPath: reads,
    rateLimitPerMinute: config.rateLimitPerMinute,
    rateClockMs,
  });
  // The embedded live endpoint's log, when this server is the live endpoint (the embeds read live scores from it).
  const hub = config.pubnub === null ? (live?.hub ?? createLiveHub()) : null;
  // Issue 29 case 4: with VAPID keys, goals and final whistles go out as Web Pushes: those of the embedded
  // endpoint's feeds, or with real PubNub those of today's matches' goals channels on the service.
  const subscriptions = pushSubscriptions ?? new PushSubscriptions();
  const webPush = config.webPush ?? null;
  let goalPushes: GoalPushes | null = null;
  const { started, pubnub: pubnubHooks, ...hooks } = goalPushHooks ?? {};
  const source = webPush === null ? null : goalEventSource({ config, hub, reads, clock, log: app.log, hooks: pubnubHooks });
  if (webPush !== null && source !== null) {
    goalPushes = startGoalPushes({ webPush, subscriptions, source, lookup: readPathLookup(reads), log: app.log, ...hooks });
    started?.(goalPushes);
    const sender = goalPushes;
    // Pending delays are cleared with the app (and the PubNub client destroyed): nothing is sent by a closed server.
    app.addHook('onClose', async () => sender.close());
  }
  // Issue 29: the embeds carry their own headers (frame-ancestors EMBED_ORIGINS, no X-Frame-Options), so they
  // sit outside helmet's scope, with compression of their own.
  app.register(async (embeds) => {
    await embeds.register(compress, { global: true, encodings: ['br', 'gzip', 'deflate'] });
    const loadEmbed = embedRendererFromFile(path.resolve(clientDir, '../ssr/render.js'));
    embeds.register(embedRoutes, {
      readPath: reads,
      config,
      siteConfig: () => siteConfig(config, clock, buildId),
      hub,
      render: embedRenderer ? () => embedRenderer : loadEmbed,
    });
  });
  // Everything else: the pages, assets, /config.json, /healthz and the embedded live endpoint.
  app.register(async (site) => {
    await site.register(helmet, helmetOptions(config));
    await site.register(compress, {
      global: true,
      encodings: ['br', 'gzip', 'deflate'],
      // Each write of a streamed body goes out as it is written (a page's opening ahead of its render, DESIGN
      // §6.4) instead of waiting in the compressor; a body sent whole is compressed in one call either way.
      zlibOptions: { flush: zlibConstants.Z_SYNC_FLUSH },
      brotliOptions: { flush: zlibConstants.BROTLI_OPERATION_FLUSH },
    });
    site.register(siteConfigRoutes, { config, clock, buildId });
    site.register(healthRoutes, { dataSource, startedAtMs, ...(goalPushes ? { webPush: goalPushes.stats } : {}) });
    // Issue 29 case 1: the web app manifest and its maskable icon.
    site.register(webManifestRoutes, { config, brandDir });
    // Issue 29 case 4: Web Push's endpoints (404 without VAPID keys configured).
    site.register(pushRoutes, { webPush, subscriptions });
    // Issue 16: the calendar feeds read through the same read path (cache, allow-list) as the data API.
    site.register(calendarRoutes, { readPath: reads, config, clock });
    if (hub !== null) {
      site.register(liveEndpointRoutes, {
        hub,
        holdMs: config.liveHoldSeconds * 1000,
        publishKey: config.livePublishKey,
        faults: live?.faults,
        limits: {
          maxHeldPerAddress: config.liveMaxHeldPerAddress,
          maxHeldTotal: config.liveMaxHeld,
          requestsPerSecond: config.liveRequestsPerSecond,
          // Two seconds' worth: a crowd behind one address reconnecting together (live/limits.ts).
          burst: config.liveRequestsPerSecond * 2,
        },
      });
      const simulator = live?.simulator;
      if (simulator) site.register(liveTestRoutes, { control: simulator });
    }
    const pageFreshSeconds = Math.max(1, Math.floor(config.cacheTtlSeconds / clock.rate));
    const pages =
      renderer === false
        ? undefined
        : (renderer ??
          createPageRenderer({
            load: rendererFromFile(path.resolve(clientDir, '../ssr/render.js')),
            budgetMs: RENDER_BUDGET_MS,
            freshSeconds: pageFreshSeconds,
            // One more window in which readers get the kept page at once while it renders again (as the reads'
            // stale-while-revalidate): no reader queues behind a render of a page that is asked for.
            staleSeconds: pageFreshSeconds,
            log: app.log,
          }));
    // Once listening, and not on the way to it: readiness does not wait for the renderer's bundle.
    if (pages?.prepare) {
      const prepare = pages.prepare.bind(pages);
      app.addHook('onListen', (done) => {
        setImmediate(prepare);
        done();
      });
    }
    registerSpa(site, { clientDir, brandDir, headTags: brandHead(config.site), siteConfig: () => siteConfig(config, clock, buildId), renderer: pages, firstByteBudgetMs });
  });
  return app;
}
