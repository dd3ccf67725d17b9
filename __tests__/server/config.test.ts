import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError, DEFAULT_DEMO_SEED, defaultLanguage, isListenHost, listenProblem, loadConfig } from '../../src/server/config';
import { serverHeapMegabytes } from '../../scripts/serverCommand.mjs';
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

  it('treats empty values as unset where unset means none, and refuses them where a default would be used (issue 28)', () => {
    expect(loadConfig({ DEMO_NOW: '', BUILD_ID: ' ', LIVE_PUBLISH_KEY: '' })).toMatchObject({ demoNow: null, buildId: null, livePublishKey: null });
    expect(configError({ PORT: '' }).message).toBe('PORT: must be a port number from 0 to 65535');
    expect(configError({ SITE: '  ' }).message).toMatch(/^SITE: must be one of hockey, /);
    expect(configError({ LIVE_SPEED: '' }).variable).toBe('LIVE_SPEED');
  });

  it.each([
    ['HOST', { HOST: '0.0.0.0.0' }, 'HOST: must be an IPv4 address (such as 127.0.0.1 or 0.0.0.0), an IPv6 address (such as ::1) or a host name'],
    ['HOST', { HOST: '300.1.1.1' }, 'HOST: must be an IPv4 address (such as 127.0.0.1 or 0.0.0.0), an IPv6 address (such as ::1) or a host name'],
    ['LIVE_SPEED', { LIVE_SPEED: '1e9' }, 'LIVE_SPEED: must be a number greater than 0 and at most 3600'],
    ['LIVE_SPEED', { LIVE_SPEED: '3601' }, 'LIVE_SPEED: must be a number greater than 0 and at most 3600'],
    ['LIVE_HOLD_SECONDS', { LIVE_HOLD_SECONDS: '0' }, 'LIVE_HOLD_SECONDS: must be a number of seconds greater than 0 and at most 280'],
  ] as const)('names %s and the accepted range for %o (issue 28)', (variable, env, message) => {
    const error = configError(env);
    expect(error.variable).toBe(variable);
    expect(error.message).toBe(message);
  });

  it('knows what HOST may be', () => {
    expect(['127.0.0.1', '0.0.0.0', '::1', '::', 'localhost', 'match-centre.example.org'].map(isListenHost)).toEqual([true, true, true, true, true, true]);
    expect(['0.0.0.0.0', '1.2.3', '', 'local host', 'a..b', '-x.org', 'http://x'].map(isListenHost)).toEqual([false, false, false, false, false, false, false]);
  });

  it('names HOST or PORT when listening fails on their account, nothing else (issue 28)', () => {
    const at = { host: 'nowhere.invalid', port: 8080 };
    const failure = (code: string) => Object.assign(new Error(`getaddrinfo ${code} nowhere.invalid`), { code });
    expect(listenProblem(failure('ENOTFOUND'), at)?.message).toMatch(/^HOST: cannot listen on "nowhere.invalid" \(ENOTFOUND\): must be an address of this machine/);
    expect(listenProblem(failure('EADDRNOTAVAIL'), at)?.variable).toBe('HOST');
    expect(listenProblem(failure('EADDRINUSE'), at)?.message).toBe('PORT: 8080 is already in use on "nowhere.invalid": choose a free port from 0 to 65535 (0: any free port)');
    expect(listenProblem(failure('EACCES'), at)?.variable).toBe('PORT');
    expect(listenProblem(failure('EMFILE'), at)).toBeNull();
    expect(listenProblem(new Error('no code'), at)).toBeNull();
  });

  it('checks SERVER_HEAP_MB (scripts/serverCommand.mjs) with a message naming it and the range (issue 28)', () => {
    expect(serverHeapMegabytes({})).toBe(256);
    expect(serverHeapMegabytes({ SERVER_HEAP_MB: '512' })).toBe(512);
    for (const text of ['10', '', 'lots', '1e3', '70000'])
      expect(() => serverHeapMegabytes({ SERVER_HEAP_MB: text })).toThrow(`SERVER_HEAP_MB: must be a whole number of megabytes from 128 to 65536, got ${JSON.stringify(text)}`);
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

/** Runs a command of this repository with extra environment; its exit code and standard error, bounded. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    // A bound, not a timing: a start that does not refuse the value would listen and never exit.
    const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, stderr });
    });
  });
}

describe('a bad value stops the real start command with one line naming it (issue 28)', () => {
  it.each([
    ['the server, PORT set but empty', ['--import', 'tsx', 'src/server/main.ts'], { PORT: '' }, 'PORT: must be a port number from 0 to 65535'],
    ['the server, HOST=0.0.0.0.0', ['--import', 'tsx', 'src/server/main.ts'], { HOST: '0.0.0.0.0' }, 'HOST: must be an IPv4 address'],
    ['npm run serve, SERVER_HEAP_MB=10', ['scripts/start.mjs', '--built'], { SERVER_HEAP_MB: '10' }, 'SERVER_HEAP_MB: must be a whole number of megabytes from 128 to 65536, got "10"'],
  ])('%s', async (_case, args, env, message) => {
    const { code, stderr } = await run(args, env);
    expect(code).toBe(1);
    const lines = stderr.split('\n').filter((line) => line.trim() !== '');
    expect(lines).toEqual([expect.stringContaining(message)]);
    expect(lines[0]).toMatch(/^match-centre: invalid configuration: /);
  }, 60_000);
});
