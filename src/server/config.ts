/**
 * Server configuration (DESIGN §3): the environment is read once, here, with a schema, and a bad value
 * fails the start with a `ConfigError` that names the variable. Nothing else in the server reads
 * `process.env`.
 */
import { isIP } from 'node:net';
import { DateTime, IANAZone } from 'luxon';
import { z } from 'zod';
import { SITE_PRESETS, type SiteName } from './sites';
import { isVapidPrivateKey, isVapidPublicKey, isVapidSubject, type WebPushConfig } from './push/webPush';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  site: SiteName;
  /** The preset's values with ORG_ID, SPORT_ID and SITE_TITLE applied. */
  orgId: number;
  /** null: no configured sport (SPEC §1: the default language is then English). */
  sportId: number | null;
  title: string;
  logo: string;
  dataSource: 'demo' | 'upstream';
  /** Base URL of the federation's API, without a trailing slash; set exactly when dataSource is upstream. */
  upstreamUrl: string | null;
  upstreamTimeoutMs: number;
  /** Lifetime of answers that change during a match day (today's matches, match details); other kinds last longer. */
  cacheTtlSeconds: number;
  /** Bound of the read path's cache, compressed copies included. */
  cacheMaxMegabytes: number;
  /** The real PubNub service; null means the embedded endpoint (DESIGN §5). */
  pubnub: { subscribeKey: string; origin: string } | null;
  /** The embedded endpoint accepts HTTP publishes only with this key; never sent to the browser. */
  livePublishKey: string | null;
  /**
   * LIVE_JOURNAL_DIR (issue 28): where the embedded endpoint journals what is published with LIVE_PUBLISH_KEY,
   * replayed on start (live/journal.ts); relative to the working directory. null ("none"): memory only.
   */
  liveJournalDir: string | null;
  timeZone: string;
  demoSeed: number;
  /**
   * DEMO_WIRE (DESIGN §1 "Real upstream data"): `contract` serves the demo league in the contract's shapes;
   * `real` serves the same league in the federation's real variants, to prove the client reads both.
   */
  demoWire: 'contract' | 'real';
  /** Frozen start instant of the server's clock (DEMO_NOW), or null for the real clock. */
  demoNow: Date | null;
  /** LIVE_SPEED: the rate the server's clock runs at (clock seconds per real second); the simulator and the data follow it. */
  liveSpeed: number;
  /** BUILD_ID (issue 15): the build id /config.json names; absent: a hash of the built index.html. */
  buildId?: string | null;
  /**
   * EMBED_ORIGINS (issue 29): the sites allowed to frame the /embed/ pages (CSP frame-ancestors), as
   * `scheme://host[:port]` origins; absent or empty: none (every page refuses framing).
   */
  embedOrigins?: readonly string[];
  /** How long the embedded endpoint holds a subscribe long-poll with nothing to send (LIVE_HOLD_SECONDS). */
  liveHoldSeconds: number;
  /**
   * Subscribe long-polls each client address is sure of (LIVE_MAX_HELD_PER_ADDRESS); past it an address borrows
   * the process's free room (live/limits.ts).
   */
  liveMaxHeldPerAddress: number;
  /** Subscribe long-polls the embedded endpoint holds at once in total (LIVE_MAX_HELD). */
  liveMaxHeld: number;
  /**
   * Issue 29 case 4: Web Push's VAPID keys and subject (WEB_PUSH_VAPID_PUBLIC_KEY, WEB_PUSH_VAPID_PRIVATE_KEY,
   * WEB_PUSH_SUBJECT: all three or none); null or absent: no push endpoints (push/webPush.ts).
   */
  webPush?: WebPushConfig | null;
  /** Other embedded-endpoint requests per second per client address, burst of twice that (LIVE_REQUESTS_PER_SECOND). */
  liveRequestsPerSecond: number;
  rateLimitPerMinute: number;
  logLevel: LogLevel;
  /** Trust X-Forwarded-* (behind a reverse proxy): client IPs for the rate limit, https for live ssl. */
  trustProxy: boolean;
  /**
   * LIVE_TEST_HOOKS (issue 15): serve the live simulator's fault switch on loopback-only test routes, for
   * browser tests and benches. Off by default; refused when NODE_ENV=production.
   */
  liveTestHooks: boolean;
}

/** A configuration problem; the message starts with the variable's name. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable}: ${problem}`);
  }
}

// decided here: the demo league's default seed; any integer gives another, equally believable world.
export const DEFAULT_DEMO_SEED = 354;

const integer = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^-?[0-9]+$/, `must be ${what}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, `must be ${what}`);

/** A number above 0 and at most `max`, plainly written (no exponent); the message names the range. */
const positiveNumber = (max: number, what: string) => {
  const range = `must be ${what} greater than 0 and at most ${max}`;
  return z
    .string()
    .regex(/^[0-9]*\.?[0-9]+$/, range)
    .transform(Number)
    .refine((value) => Number.isFinite(value) && value > 0 && value <= max, range);
};

/**
 * HOST: an IPv4 or IPv6 address or a host name. Issue 28: dotted digits that are no IPv4 address
 * (`0.0.0.0.0`) are refused here, not at listen with a resolver error that does not name HOST.
 */
export function isListenHost(text: string): boolean {
  if (isIP(text) !== 0) return true;
  if (/^[0-9.]+$/.test(text)) return false;
  return text.length <= 253 && text.split('.').every((label) => /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label));
}

const siteNames = Object.keys(SITE_PRESETS) as [SiteName, ...SiteName[]];

// A host name or address, optionally with a port: what the pubnub SDK takes as `origin` (no scheme, no path).
const hostWithPort = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?(:[0-9]{1,5})?$/;

const schema = z.object({
  PORT: integer(0, 65_535, 'a port number from 0 to 65535').default(8080),
  HOST: z
    .string()
    .refine(isListenHost, 'must be an IPv4 address (such as 127.0.0.1 or 0.0.0.0), an IPv6 address (such as ::1) or a host name')
    .default('127.0.0.1'),
  SITE: z.enum(siteNames, { error: `must be one of ${siteNames.join(', ')}` }).default('hockey'),
  ORG_ID: integer(1, 2_147_483_647, 'a positive integer organisation id').optional(),
  // "none" configures no sport: a multi-sport site such as the corporate preset.
  SPORT_ID: z
    .string()
    .refine((text) => text === 'none' || (/^[0-9]{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= 2_147_483_647), {
      error: 'must be a positive integer sport id, or "none"',
    })
    .transform((text) => (text === 'none' ? null : Number(text)))
    .optional(),
  SITE_TITLE: z.string().max(120, 'must be at most 120 characters').optional(),
  DATA_SOURCE: z.enum(['demo', 'upstream'], { error: 'must be "demo" or "upstream"' }).default('demo'),
  UPSTREAM_URL: z
    .string()
    .refine((text) => {
      try {
        const url = new URL(text);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && !url.search && !url.hash;
      } catch {
        return false;
      }
    }, 'must be an http(s) URL without credentials, query or fragment')
    .optional(),
  UPSTREAM_TIMEOUT_MS: integer(100, 120_000, 'a whole number of milliseconds from 100 to 120000').default(8000),
  CACHE_TTL_SECONDS: integer(0, 86_400, 'a whole number of seconds from 0 to 86400').default(15),
  CACHE_MAX_MB: integer(1, 65_536, 'a whole number of megabytes from 1 to 65536').default(128),
  PUBNUB_SUBSCRIBE_KEY: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'must be a PubNub subscribe key (letters, digits, -)').optional(),
  PUBNUB_ORIGIN: z.string().regex(hostWithPort, 'must be a host name such as ps.pndsn.com, without scheme or path').optional(),
  LIVE_PUBLISH_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  // Issue 28: on by default, so a scorer's feed survives a restart without the operator knowing to ask; it is
  // only read or written when LIVE_PUBLISH_KEY is set. data/live is under the checkout for `npm start`
  // (gitignored); a deployment points it at a volume. "none", as SPORT_ID's, turns it off.
  LIVE_JOURNAL_DIR: z
    .string()
    .refine((text) => text !== '' && text.length <= 1024 && !text.includes('\0'), 'must be a directory path of at most 1024 characters, or "none" to keep published live messages in memory only')
    .default('data/live'),
  LEAGUE_TZ: z
    .string()
    .refine((zone) => IANAZone.isValidZone(zone), 'must be an IANA time zone such as Europe/Oslo')
    .default('Europe/Oslo'),
  DEMO_SEED: integer(-2_147_483_648, 2_147_483_647, 'a 32-bit integer').default(DEFAULT_DEMO_SEED),
  DEMO_NOW: z.string().optional(),
  DEMO_WIRE: z.enum(['contract', 'real'], { error: 'must be "contract" or "real"' }).default('contract'),
  // Issue 15: the build id kiosks compare with their own (else a hash of the built index.html).
  BUILD_ID: z.string().regex(/^[\w.-]{1,64}$/, 'must be 1 to 64 letters, digits, dots, dashes or underscores').optional(),
  LIVE_SPEED: positiveNumber(3600, 'a number').default(1),
  EMBED_ORIGINS: z.string().optional(),
  // The SDK gives up on a subscribe after 310 s.
  LIVE_HOLD_SECONDS: positiveNumber(280, 'a number of seconds').default(30),
  // The embedded live endpoint's limits (src/server/live/limits.ts): sized for an arena behind one NAT.
  LIVE_MAX_HELD_PER_ADDRESS: integer(1, 1_000_000, 'a whole number from 1 to 1000000').default(1000),
  LIVE_MAX_HELD: integer(1, 1_000_000, 'a whole number from 1 to 1000000').default(5000),
  LIVE_REQUESTS_PER_SECOND: integer(1, 1_000_000, 'a whole number from 1 to 1000000').default(500),
  // Counts only reads the cache cannot answer at once (issue 10 §2), per address: generous, since a whole
  // arena can sit behind one NAT address.
  RATE_LIMIT_PER_MINUTE: integer(1, 1_000_000, 'a whole number of requests from 1 to 1000000').default(3000),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).default('false'),
  LIVE_TEST_HOOKS: z.enum(['true', 'false'], { error: 'must be "true" or "false"' }).default('false'),
  // Issue 29 case 4: Web Push for goal alerts (push/webPush.ts); all three or none.
  WEB_PUSH_VAPID_PUBLIC_KEY: z.string().refine(isVapidPublicKey, 'must be a VAPID public key: an uncompressed P-256 point in base64url (87 characters)').optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z.string().refine(isVapidPrivateKey, 'must be a VAPID private key: 32 bytes in base64url (43 characters)').optional(),
  WEB_PUSH_SUBJECT: z.string().refine(isVapidSubject, 'must be a mailto: address or an https: URL the push service may contact').optional(),
  NODE_ENV: z.string().optional(),
});

type Variable = keyof z.input<typeof schema>;
const VARIABLES = Object.keys(schema.shape) as Variable[];

/**
 * Empty text counts as unset for a variable whose absence means "none" (DEMO_NOW: the real clock; keys,
 * overrides), as shells and compose files commonly write `VAR=`. Issue 28: a variable with a default is
 * checked as written, so `PORT=` is refused instead of silently starting on the default.
 */
function pickVariables(env: NodeJS.ProcessEnv): Partial<Record<Variable, string>> {
  const picked: Partial<Record<Variable, string>> = {};
  for (const name of VARIABLES) {
    const value = env[name]?.trim();
    if (value !== undefined && (value !== '' || schema.shape[name] instanceof z.ZodDefault)) picked[name] = value;
  }
  return picked;
}

/**
 * Issue 28: a failure to listen as one line naming the variable to change (the resolver's "getaddrinfo
 * ENOTFOUND" alone does not say it came from HOST); null for a failure that is not the configuration's.
 */
export function listenProblem(error: unknown, config: Pick<ServerConfig, 'host' | 'port'>): ConfigError | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const at = `${JSON.stringify(config.host)} port ${config.port}`;
  switch (code) {
    case 'EADDRINUSE':
      return new ConfigError('PORT', `${config.port} is already in use on ${JSON.stringify(config.host)}: choose a free port from 0 to 65535 (0: any free port)`);
    case 'EACCES':
      return new ConfigError('PORT', `listening on ${at} is not permitted: ports below 1024 need privileges; choose one from 1024 to 65535`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EADDRNOTAVAIL':
      return new ConfigError('HOST', `cannot listen on ${JSON.stringify(config.host)} (${code}): must be an address of this machine (such as 127.0.0.1, 0.0.0.0 or ::1) or a name that resolves to one`);
    default:
      return null;
  }
}

/** At most this many embedding sites: the CSP header carries them all on every embed answer. */
const MAX_EMBED_ORIGINS = 50;

/**
 * EMBED_ORIGINS (issue 29): comma-separated origins (`https://club.example`, `http://localhost:8081`), each
 * exactly an origin (http or https, a host, an optional port; no path, query, wildcard or quote), since
 * whatever is written here goes into the CSP `frame-ancestors` of every embed. Duplicates count once.
 */
export function parseEmbedOrigins(text: string): string[] {
  const origins: string[] = [];
  for (const part of text.split(',').map((item) => item.trim()).filter((item) => item !== '')) {
    let url: URL | null = null;
    try {
      url = new URL(part);
    } catch {
      url = null;
    }
    // Exactly an origin: a path, query, user or wildcard would be dropped or misread in frame-ancestors.
    const plain =
      url !== null &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.pathname === '/' &&
      url.username === '' &&
      url.password === '' &&
      !/[?#*'"\s]/.test(part);
    if (!plain || url === null)
      throw new ConfigError('EMBED_ORIGINS', `must be comma-separated origins such as https://club.example or http://localhost:8081 (scheme, host, optional port; no path), not ${JSON.stringify(part.slice(0, 80))}`);
    const origin = url.origin;
    if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length > MAX_EMBED_ORIGINS) throw new ConfigError('EMBED_ORIGINS', `names ${origins.length} origins; at most ${MAX_EMBED_ORIGINS}`);
  return origins;
}

/** DEMO_NOW is an instant; a text without offset is read in LEAGUE_TZ, the zone the league lives in. */
function parseDemoNow(text: string, timeZone: string): Date {
  const parsed = DateTime.fromISO(text, { zone: timeZone });
  if (!parsed.isValid) throw new ConfigError('DEMO_NOW', 'must be an ISO instant such as 2025-01-18T18:30:00Z');
  return parsed.toJSDate();
}

/**
 * Reads and checks the configuration (DESIGN §3). Pure: the same environment gives the same result.
 * Throws `ConfigError` naming the first bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const result = schema.safeParse(pickVariables(env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const variable = String(issue?.path[0] ?? 'configuration');
    throw new ConfigError(variable, issue?.message ?? 'is invalid');
  }
  const vars = result.data;

  if (vars.DATA_SOURCE === 'upstream' && vars.UPSTREAM_URL === undefined)
    throw new ConfigError('UPSTREAM_URL', 'is required when DATA_SOURCE=upstream');
  if ((vars.PUBNUB_SUBSCRIBE_KEY === undefined) !== (vars.PUBNUB_ORIGIN === undefined)) {
    const missing = vars.PUBNUB_SUBSCRIBE_KEY === undefined ? 'PUBNUB_SUBSCRIBE_KEY' : 'PUBNUB_ORIGIN';
    throw new ConfigError(missing, 'set both PUBNUB_SUBSCRIBE_KEY and PUBNUB_ORIGIN, or neither');
  }

  if (vars.LIVE_TEST_HOOKS === 'true' && vars.NODE_ENV === 'production')
    throw new ConfigError('LIVE_TEST_HOOKS', 'is a test switch and must not be set when NODE_ENV=production');

  const webPushVars = [vars.WEB_PUSH_VAPID_PUBLIC_KEY, vars.WEB_PUSH_VAPID_PRIVATE_KEY, vars.WEB_PUSH_SUBJECT];
  if (webPushVars.some((value) => value !== undefined) && webPushVars.some((value) => value === undefined)) {
    const names = ['WEB_PUSH_VAPID_PUBLIC_KEY', 'WEB_PUSH_VAPID_PRIVATE_KEY', 'WEB_PUSH_SUBJECT'] as const;
    throw new ConfigError(names[webPushVars.indexOf(undefined)] ?? names[0], 'set WEB_PUSH_VAPID_PUBLIC_KEY, WEB_PUSH_VAPID_PRIVATE_KEY and WEB_PUSH_SUBJECT together, or none of them');
  }

  const preset = SITE_PRESETS[vars.SITE];
  const sportId = vars.SPORT_ID === undefined ? preset.sportId : vars.SPORT_ID;
  return {
    port: vars.PORT,
    host: vars.HOST,
    site: vars.SITE,
    orgId: vars.ORG_ID ?? preset.orgId,
    sportId,
    title: vars.SITE_TITLE ?? preset.title,
    logo: preset.logo,
    dataSource: vars.DATA_SOURCE,
    upstreamUrl: vars.DATA_SOURCE === 'upstream' && vars.UPSTREAM_URL ? vars.UPSTREAM_URL.replace(/\/+$/, '') : null,
    upstreamTimeoutMs: vars.UPSTREAM_TIMEOUT_MS,
    cacheTtlSeconds: vars.CACHE_TTL_SECONDS,
    cacheMaxMegabytes: vars.CACHE_MAX_MB,
    pubnub:
      vars.PUBNUB_SUBSCRIBE_KEY !== undefined && vars.PUBNUB_ORIGIN !== undefined
        ? { subscribeKey: vars.PUBNUB_SUBSCRIBE_KEY, origin: vars.PUBNUB_ORIGIN }
        : null,
    livePublishKey: vars.LIVE_PUBLISH_KEY ?? null,
    liveJournalDir: vars.LIVE_JOURNAL_DIR === 'none' ? null : vars.LIVE_JOURNAL_DIR,
    timeZone: vars.LEAGUE_TZ,
    demoSeed: vars.DEMO_SEED,
    demoWire: vars.DEMO_WIRE,
    demoNow: vars.DEMO_NOW === undefined ? null : parseDemoNow(vars.DEMO_NOW, vars.LEAGUE_TZ),
    liveSpeed: vars.LIVE_SPEED,
    buildId: vars.BUILD_ID ?? null,
    embedOrigins: vars.EMBED_ORIGINS === undefined ? [] : parseEmbedOrigins(vars.EMBED_ORIGINS),
    liveHoldSeconds: vars.LIVE_HOLD_SECONDS,
    liveMaxHeldPerAddress: vars.LIVE_MAX_HELD_PER_ADDRESS,
    liveMaxHeld: vars.LIVE_MAX_HELD,
    liveRequestsPerSecond: vars.LIVE_REQUESTS_PER_SECOND,
    rateLimitPerMinute: vars.RATE_LIMIT_PER_MINUTE,
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY === 'true',
    liveTestHooks: vars.LIVE_TEST_HOOKS === 'true',
    webPush:
      vars.WEB_PUSH_VAPID_PUBLIC_KEY !== undefined && vars.WEB_PUSH_VAPID_PRIVATE_KEY !== undefined && vars.WEB_PUSH_SUBJECT !== undefined
        ? { publicKey: vars.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: vars.WEB_PUSH_VAPID_PRIVATE_KEY, subject: vars.WEB_PUSH_SUBJECT }
        : null,
  };
}

/** SPEC §1: English when no sport id is configured, otherwise Norwegian. */
export function defaultLanguage(sportId: number | null): 'en' | 'no' {
  return sportId === null ? 'en' : 'no';
}
