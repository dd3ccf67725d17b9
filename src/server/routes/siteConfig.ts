/** `GET /config.json` (DESIGN §3): what the client boots from. Never carries LIVE_PUBLISH_KEY. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { LiveSettings, SiteConfig } from '../../shared/siteConfig';
import type { Clock } from '../clock';
import { defaultLanguage, type ServerConfig } from '../config';

// decided here: the embedded endpoint ignores the subscribe key, but the pubnub SDK refuses an empty one
// ("Missing Subscribe Key", SPEC §8), so the browser gets this fixed public placeholder.
export const EMBEDDED_SUBSCRIBE_KEY = 'demo-sub-key';

// host, IPv4 or [IPv6], with an optional port: what the SDK accepts as `origin`.
const ORIGIN_PATTERN = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]{1,5})?$/;

/**
 * Live settings: the real PubNub service when configured, else the embedded endpoint on this very server,
 * reached at the host the browser used (so it works behind any name or port) over the protocol it used.
 */
export function liveSettings(config: ServerConfig, request: FastifyRequest): LiveSettings {
  if (config.pubnub) return { subscribeKey: config.pubnub.subscribeKey, origin: config.pubnub.origin, ssl: true };
  const host = request.host;
  return {
    subscribeKey: EMBEDDED_SUBSCRIBE_KEY,
    origin: host && ORIGIN_PATTERN.test(host) ? host : `${config.host}:${config.port}`,
    ssl: request.protocol === 'https',
  };
}

export function siteConfig(config: ServerConfig, clock: Clock, request: FastifyRequest): SiteConfig {
  return {
    orgId: config.orgId,
    sportId: config.sportId,
    title: config.title,
    logo: config.logo,
    defaultLanguage: defaultLanguage(config.sportId),
    timeZone: config.timeZone,
    serverNow: clock.now().toISOString(),
    live: liveSettings(config, request),
  };
}

export const siteConfigRoutes: FastifyPluginAsync<{ config: ServerConfig; clock: Clock }> = async (app, { config, clock }) => {
  app.get('/config.json', async (request, reply) => reply.header('cache-control', 'no-store').send(siteConfig(config, clock, request)));
};
