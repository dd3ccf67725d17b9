/** `GET /config.json` (DESIGN §3): what the client boots from. Never carries LIVE_PUBLISH_KEY. */
import type { FastifyPluginAsync } from 'fastify';
import type { LiveSettings, SiteConfig } from '../../shared/siteConfig';
import type { Clock } from '../clock';
import { defaultLanguage, type ServerConfig } from '../config';

// decided here: the embedded endpoint ignores the subscribe key, but the pubnub SDK refuses an empty one
// ("Missing Subscribe Key", SPEC §8), so the browser gets this fixed public placeholder.
export const EMBEDDED_SUBSCRIBE_KEY = 'demo-sub-key';

/**
 * Live settings (DESIGN §3, §5): the real PubNub service when configured, else the embedded endpoint on
 * this very server as `origin: null`, "the page's own origin". Nothing here comes from the request: the
 * Host header is the caller's to forge, and echoing it would let one forged request poison a cache that
 * keys without Host (a CDN), pointing every later page at another server. `ssl` is then only a default;
 * the client follows its own page's protocol. `feed`: whether anything publishes (`liveFeedConfigured`).
 */
export function liveSettings(config: ServerConfig): LiveSettings {
  const feed = liveFeedConfigured(config);
  if (config.pubnub) return { subscribeKey: config.pubnub.subscribeKey, origin: config.pubnub.origin, ssl: true, feed };
  return { subscribeKey: EMBEDDED_SUBSCRIBE_KEY, origin: null, ssl: false, feed };
}

/**
 * Issue 25 case 6: whether anything publishes live events — the real service, the demo's simulator, or a
 * publisher holding LIVE_PUBLISH_KEY on the embedded endpoint. Without any, the embedded endpoint stays silent.
 */
export function liveFeedConfigured(config: Pick<ServerConfig, 'pubnub' | 'dataSource' | 'livePublishKey'>): boolean {
  return config.pubnub !== null || config.dataSource === 'demo' || config.livePublishKey !== null;
}

export function siteConfig(config: ServerConfig, clock: Clock, buildId: () => string | null = () => null): SiteConfig {
  const build = buildId();
  return {
    orgId: config.orgId,
    sportId: config.sportId,
    title: config.title,
    logo: config.logo,
    defaultLanguage: defaultLanguage(config.sportId),
    timeZone: config.timeZone,
    serverNow: clock.now().toISOString(),
    clockRate: clock.rate,
    live: liveSettings(config),
    // Left out when there is no client build (the field is optional for older servers too).
    ...(build === null ? {} : { buildId: build }),
  };
}

export const siteConfigRoutes: FastifyPluginAsync<{ config: ServerConfig; clock: Clock; buildId?: () => string | null }> = async (
  app,
  { config, clock, buildId = () => null },
) => {
  app.get('/config.json', async (_request, reply) => {
    const body = siteConfig(config, clock, buildId);
    // Issue 15: the header lets a kiosk (or an operator with curl -I) see the build without parsing the body.
    if (body.buildId) reply.header('x-build-id', body.buildId);
    return reply.header('cache-control', 'no-store').send(body);
  });
};
