import { ConfigError, DEFAULT_DEMO_SEED, defaultLanguage, loadConfig } from '../../src/server/config';
import { SITE_PRESETS } from '../../src/server/sites';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig (DESIGN §3)', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      site: 'hockey',
      orgId: SITE_PRESETS.hockey.orgId,
      sportId: 152,
      title: SITE_PRESETS.hockey.title,
      logo: '/brand/hockey.svg',
      dataSource: 'demo',
      upstreamUrl: null,
      pubnub: null,
      livePublishKey: null,
      timeZone: 'Europe/Oslo',
      demoSeed: DEFAULT_DEMO_SEED,
      demoNow: null,
      liveSpeed: 1,
      rateLimitPerMinute: 3000,
      cacheTtlSeconds: 15,
      cacheMaxMegabytes: 128,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it.each([
    ['hockey', 152],
    ['basketball', 199],
    ['volleyball', 157],
    ['corporate', null],
  ] as const)('applies the %s preset', (site, sportId) => {
    const config = loadConfig({ SITE: site });
    expect(config.sportId).toBe(sportId);
    expect(config.orgId).toBe(SITE_PRESETS[site].orgId);
    expect(config.title).toBe(SITE_PRESETS[site].title);
    expect(config.logo).toBe(`/brand/${site}.svg`);
  });

  it('lets ORG_ID, SPORT_ID and SITE_TITLE override the preset', () => {
    const config = loadConfig({ SITE: 'corporate', ORG_ID: '77', SPORT_ID: '207', SITE_TITLE: 'Fotball' });
    expect(config).toMatchObject({ orgId: 77, sportId: 207, title: 'Fotball', logo: '/brand/corporate.svg' });
    expect(loadConfig({ SPORT_ID: 'none' }).sportId).toBeNull();
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SITE: '  ' }).port).toBe(8080);
  });

  it('reads the upstream, PubNub and demo settings', () => {
    const config = loadConfig({
      DATA_SOURCE: 'upstream',
      UPSTREAM_URL: 'https://api.example.org/base/',
      PUBNUB_SUBSCRIBE_KEY: 'sub-c-123',
      PUBNUB_ORIGIN: 'ps.pndsn.com',
      LIVE_PUBLISH_KEY: 'publish-secret',
      DEMO_SEED: '-5',
      DEMO_NOW: '2025-01-18T18:30:00Z',
      LIVE_SPEED: '60',
      LEAGUE_TZ: 'America/New_York',
    });
    expect(config).toMatchObject({
      dataSource: 'upstream',
      upstreamUrl: 'https://api.example.org/base',
      pubnub: { subscribeKey: 'sub-c-123', origin: 'ps.pndsn.com' },
      livePublishKey: 'publish-secret',
      demoSeed: -5,
      liveSpeed: 60,
      timeZone: 'America/New_York',
    });
    expect(config.demoNow?.toISOString()).toBe('2025-01-18T18:30:00.000Z');
  });

  it('reads a DEMO_NOW without offset in LEAGUE_TZ', () => {
    expect(loadConfig({ DEMO_NOW: '2025-07-01T12:00' }).demoNow?.toISOString()).toBe('2025-07-01T10:00:00.000Z');
  });

  it('reads DEMO_WIRE: contract by default, real on request, anything else names the variable', () => {
    expect(loadConfig({}).demoWire).toBe('contract');
    expect(loadConfig({ DEMO_WIRE: 'real' }).demoWire).toBe('real');
    expect(configError({ DEMO_WIRE: 'federation' }).message).toBe('DEMO_WIRE: must be "contract" or "real"');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['HOST', { HOST: 'local host' }],
    ['SITE', { SITE: 'curling' }],
    ['ORG_ID', { ORG_ID: '-3' }],
    ['ORG_ID', { ORG_ID: '1.5' }],
    ['SPORT_ID', { SPORT_ID: 'hockey' }],
    ['SITE_TITLE', { SITE_TITLE: 'x'.repeat(121) }],
    ['DATA_SOURCE', { DATA_SOURCE: 'database' }],
    ['UPSTREAM_URL', { DATA_SOURCE: 'upstream' }],
    ['UPSTREAM_URL', { DATA_SOURCE: 'upstream', UPSTREAM_URL: 'ftp://example.org' }],
    ['UPSTREAM_URL', { DATA_SOURCE: 'upstream', UPSTREAM_URL: 'not a url' }],
    ['UPSTREAM_URL', { DATA_SOURCE: 'upstream', UPSTREAM_URL: 'https://user:pw@example.org' }],
    ['UPSTREAM_TIMEOUT_MS', { UPSTREAM_TIMEOUT_MS: '0' }],
    ['CACHE_TTL_SECONDS', { CACHE_TTL_SECONDS: 'soon' }],
    ['PUBNUB_ORIGIN', { PUBNUB_SUBSCRIBE_KEY: 'sub-c-1' }],
    ['PUBNUB_SUBSCRIBE_KEY', { PUBNUB_ORIGIN: 'ps.pndsn.com' }],
    ['PUBNUB_ORIGIN', { PUBNUB_SUBSCRIBE_KEY: 'sub-c-1', PUBNUB_ORIGIN: 'https://ps.pndsn.com/' }],
    ['PUBNUB_SUBSCRIBE_KEY', { PUBNUB_SUBSCRIBE_KEY: 'sub c', PUBNUB_ORIGIN: 'ps.pndsn.com' }],
    ['LIVE_PUBLISH_KEY', { LIVE_PUBLISH_KEY: 'short' }],
    ['LEAGUE_TZ', { LEAGUE_TZ: 'Europe/Atlantis' }],
    ['DEMO_SEED', { DEMO_SEED: 'abc' }],
    ['DEMO_SEED', { DEMO_SEED: '99999999999' }],
    ['DEMO_NOW', { DEMO_NOW: 'yesterday' }],
    ['LIVE_SPEED', { LIVE_SPEED: '0' }],
    ['LIVE_SPEED', { LIVE_SPEED: '-2' }],
    ['LIVE_SPEED', { LIVE_SPEED: 'fast' }],
    ['RATE_LIMIT_PER_MINUTE', { RATE_LIMIT_PER_MINUTE: '0' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
  ] as const)('names %s when it is bad (%o)', (variable, env) => {
    const error = configError(env);
    expect(error.variable).toBe(variable);
    expect(error.message.startsWith(`${variable}: `)).toBe(true);
  });

  it('picks the default language by SPEC §1: English without a sport id, else Norwegian', () => {
    expect(defaultLanguage(null)).toBe('en');
    expect(defaultLanguage(152)).toBe('no');
  });
});
