/**
 * Issue 29 case 4, goal alerts to a closed browser: a goal published into the embedded endpoint's hub goes
 * out as a Web Push, through web-push, to a fake push service on 127.0.0.1 (HTTPS with a self-signed
 * certificate) that checks the VAPID signature and decrypts the body with the subscription's own keys.
 */
import { createECDH, createPublicKey, generateKeyPairSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ece from 'http_ece';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import type { DataSource } from '../../../src/server/dataSource';
import { createLiveHub, type LiveHub } from '../../../src/server/live';
import type { GoalPushes, PushTimers } from '../../../src/server/push/goalPushes';
import { PushSubscriptions, type GoalPushPayload } from '../../../src/server/push/webPush';
import type { Match, ResolvedProxyTarget, Tournament } from '../../../src/shared/contract';
import type { LiveEvent } from '../../../src/shared/contract/live';
import { FIXED_NOW, testConfig } from '../support/serverFixtures';
import { aMatch, aTournament } from '../../support/builders';
import { manualTimers } from '../../support/manualTimers';

/** A VAPID key pair as web-push takes it: the uncompressed public point and the private scalar, base64url. */
function vapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x ?? '', 'base64url'), Buffer.from(pub.y ?? '', 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d ?? '' };
}

const VAPID = { ...vapidKeys(), subject: 'mailto:ops@example.org' };

/** A self-signed certificate for 127.0.0.1, made once for the file. */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'mc-push-cert-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      { cwd: dir, stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The push service: records every request and answers 201, or the status set for a path. */
class FakePushService {
  readonly received: Received[] = [];
  readonly statusOf = new Map<string, number>();
  private server: Server | null = null;
  private waiting: { count: number; resolve: () => void }[] = [];
  origin = '';

  async start(tls: { key: Buffer; cert: Buffer }): Promise<void> {
    this.server = createServer(tls, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(this.statusOf.get(path) ?? 201).end();
        this.waiting = this.waiting.filter((wait) => (this.received.length >= wait.count ? (wait.resolve(), false) : true));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Settles once `count` requests have arrived. */
  got(count: number): Promise<void> {
    return new Promise((resolve) => (this.received.length >= count ? resolve() : this.waiting.push({ count, resolve })));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** A browser's push subscription: its ECDH key pair and auth secret, as a real one makes them. */
class Browser {
  readonly ecdh: ECDH = createECDH('prime256v1');
  readonly auth = randomBytes(16);
  constructor(readonly endpoint: string) {
    this.ecdh.generateKeys();
  }
  subscription() {
    return { endpoint: this.endpoint, keys: { p256dh: this.ecdh.getPublicKey('base64url'), auth: this.auth.toString('base64url') } };
  }
  /** What the service worker would get: the body decrypted with this subscription's private key and auth secret. */
  read(body: Buffer): GoalPushPayload {
    return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: this.ecdh, authSecret: this.auth }).toString('utf8')) as GoalPushPayload;
  }
}

const MATCH: Match = aMatch({
  matchId: 7001,
  matchDate: '2025-01-18T00:00:00',
  matchStartTime: 1800,
  matchEndTime: null,
  tournamentId: 501,
  tournamentName: 'Eliteserien',
  seasonId: 2025,
  hometeam: 'Storhamar Ishockey ',
  awayteam: 'Vålerenga',
  hometeamOrgName: null,
  awayteamOrgName: null,
  hometeamOverriddenName: 'Storhamar',
  hometeamClubOrgId: null,
  awayteamClubOrgId: null,
  activityAreaName: null,
  statusTypeId: 2,
});

const TOURNAMENT: Tournament = aTournament({
  tournamentId: 501,
  tournamentName: 'Eliteserien',
  seasonId: 2025,
});

/** The match and its tournament (`tournament` null: its read fails). */
function leagueSource(tournament: Tournament | null = TOURNAMENT): DataSource {
  return {
    kind: 'demo',
    async proxy(target: ResolvedProxyTarget) {
      if (target.name === 'match' && target.params.matchId === MATCH.matchId) return MATCH;
      if (target.name === 'tournament' && tournament !== null) return tournament;
      throw new Error(`not in this league: ${target.name}`);
    },
    async direct() {
      throw new Error('no direct reads here');
    },
    status: () => ({ kind: 'demo', healthy: true, detail: 'test league' }),
  };
}

const goal = (clientId: string, h: number, a: number, time = '12:34'): LiveEvent => ({
  Id: 1,
  ClientId: clientId,
  MatchId: MATCH.matchId,
  MatchEventType: 'Goal',
  Team: 'H',
  Period: 1,
  PeriodTime: time,
  TotalMatchTime: time,
  h,
  a,
});
const matchEnd: LiveEvent = { ClientId: 'end', MatchId: MATCH.matchId, MatchEventType: 'Timer', EventType: 2, TypeName: 'Match end', h: 3, a: 2 };
const penalty: LiveEvent = { ClientId: 'pen-1', MatchId: MATCH.matchId, MatchEventType: 'Penalty', Team: 'A', Minutes: 2 };
const GOALS = `match:${MATCH.matchId}:goals`;


let tls: { key: Buffer; cert: Buffer };
let service: FakePushService;
let app: FastifyInstance | null = null;
let hub: LiveHub;
let pushes: GoalPushes | null;
let subscriptions: PushSubscriptions;
let warnings: string[];

beforeAll(() => {
  tls = certificate();
});

beforeEach(async () => {
  service = new FakePushService();
  await service.start(tls);
  hub = createLiveHub();
  pushes = null;
  subscriptions = new PushSubscriptions();
  warnings = [];
});

afterEach(async () => {
  await app?.close();
  app = null;
  await service.stop();
});

function start({ webPush = true, tournament = TOURNAMENT, timers }: { webPush?: boolean; tournament?: Tournament | null; timers?: PushTimers } = {}): FastifyInstance {
  app = buildApp({
    config: testConfig({ webPush: webPush ? VAPID : null, logLevel: 'warn' }),
    dataSource: leagueSource(tournament),
    clientDir: path.join(tmpdir(), 'mc-client-does-not-exist'),
    clock: createClock({ startAt: FIXED_NOW }),
    logStream: { write: (line: string) => warnings.push(line) },
    renderer: false,
    live: { hub },
    pushSubscriptions: subscriptions,
    goalPushes: {
      // The fake push service's certificate is the only one trusted.
      requestOptions: { agent: new Agent({ ca: tls.cert }) },
      ...(timers ? { timers, nowMs: () => 0 } : {}),
      started: (started) => {
        pushes = started;
      },
    },
  });
  return app;
}

async function register(browser: Browser, body: { teams: string[]; language: 'en' | 'no'; delaySeconds?: number }): Promise<void> {
  const response = await (app as FastifyInstance).inject({ method: 'POST', url: '/push/subscriptions', payload: { subscription: browser.subscription(), ...body } });
  expect(response.statusCode).toBe(201);
}

/** Every look-up and send the published events started has finished. */
async function settled(): Promise<void> {
  if (pushes === null) throw new Error('Web Push did not start');
  await pushes.idle();
}

describe('goal alerts as Web Pushes', () => {
  test("a followed team's goal goes to each browser following it, VAPID-signed and encrypted for that browser, in its language", async () => {
    start();
    const fan = new Browser(`${service.origin}/push/fan`);
    const other = new Browser(`${service.origin}/push/other`);
    await register(fan, { teams: ['152:11'], language: 'no' });
    await register(other, { teams: ['152:99'], language: 'en' });

    hub.publish(GOALS, penalty, 'scorer');
    hub.publish(GOALS, goal('g-1', 1, 0), 'scorer');
    await service.got(1);
    await settled();

    expect(service.received.map((request) => request.path)).toEqual(['/push/fan']);
    const [request] = service.received as [Received];
    expect(fan.read(request.body)).toEqual({
      kind: 'goal',
      matchId: MATCH.matchId,
      eventId: `${MATCH.matchId}:g-1`,
      tag: `goal-alert-${MATCH.matchId}`,
      home: 'Storhamar',
      away: 'Vålerenga',
      homeScore: 1,
      awayScore: 0,
      time: '12:34',
      url: `/livematch?matchId=${MATCH.matchId}&matchDate=2025-01-18&seasonId=2025&tournamentId=501`,
      language: 'no',
    });
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(request.headers['ttl']).toBe('1800');

    // RFC 8292: "vapid t=<JWT>, k=<the application server key>", the JWT signed ES256 for the push service's origin.
    const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(request.headers['authorization'] ?? '');
    expect(match).not.toBeNull();
    const [, head = '', claims = '', signature = '', k = ''] = match ?? [];
    expect(k).toBe(VAPID.publicKey);
    const point = Buffer.from(VAPID.publicKey, 'base64url');
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'))).toMatchObject({ aud: service.origin, sub: VAPID.subject });

    // The final whistle too, with the result the Match end carries; and /healthz counts them.
    hub.publish(GOALS, matchEnd, 'scorer');
    await service.got(2);
    await settled();
    expect(fan.read((service.received[1] as Received).body)).toMatchObject({ kind: 'final', homeScore: 3, awayScore: 2, time: null, eventId: `${MATCH.matchId}:end` });
    const health = await (app as FastifyInstance).inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toMatchObject({ webPush: { alerts: 2, sent: 2, failed: 0, removed: 0, pending: 0 } });
  });

  test('results the league does not publish are never pushed, nor those of a tournament that cannot be read', async () => {
    for (const tournament of [{ ...TOURNAMENT, isResultPublished: false }, { ...TOURNAMENT, leagueDisplayResults: false }, null]) {
      hub = createLiveHub();
      start({ tournament });
      await register(new Browser(`${service.origin}/push/fan`), { teams: ['152:11', '152:12'], language: 'en' });
      hub.publish(GOALS, goal('g-1', 1, 0), 'scorer');
      hub.publish(GOALS, matchEnd, 'scorer');
      await settled();
      expect(pushes?.stats()).toMatchObject({ alerts: 0, sent: 0 });
      await app?.close();
      app = null;
    }
    expect(service.received).toEqual([]);
  });

  test("each browser's push waits its broadcast delay; one that unregistered meanwhile gets nothing; closing clears what waits", async () => {
    const { timers, pending, fireAll } = manualTimers();
    start({ timers });
    const now = new Browser(`${service.origin}/push/now`);
    const delayed = new Browser(`${service.origin}/push/delayed`);
    const leaves = new Browser(`${service.origin}/push/leaves`);
    await register(now, { teams: ['152:11'], language: 'en' });
    await register(delayed, { teams: ['152:12'], language: 'en', delaySeconds: 30 });
    await register(leaves, { teams: ['152:12'], language: 'en', delaySeconds: 30 });

    hub.publish(GOALS, goal('g-1', 1, 0), 'scorer');
    await service.got(1);
    await settled();
    expect(service.received.map((request) => request.path)).toEqual(['/push/now']);
    expect([...pending.values()].map((timer) => timer.ms)).toEqual([30_000]);
    expect(pushes?.stats().pending).toBe(2);

    // Under the spoiler shield the client deletes its registration: the delayed push is not sent to it.
    const removed = await (app as FastifyInstance).inject({ method: 'DELETE', url: '/push/subscriptions', payload: { endpoint: leaves.endpoint } });
    expect(removed.statusCode).toBe(204);
    fireAll();
    await service.got(2);
    await settled();
    expect(service.received.map((request) => request.path)).toEqual(['/push/now', '/push/delayed']);

    // A goal still waiting when the server closes is never sent, and its timer is cleared.
    hub.publish(GOALS, goal('g-2', 2, 0), 'scorer');
    await settled();
    expect(pending.size).toBe(1);
    await app?.close();
    app = null;
    expect(pending.size).toBe(0);
    expect(service.received).toHaveLength(3);
  });

  test('a push service answering 410 or 404 loses the registration; another failure is counted and logged, the registration kept', async () => {
    start();
    const gone = new Browser(`${service.origin}/push/gone`);
    const missing = new Browser(`${service.origin}/push/missing`);
    const failing = new Browser(`${service.origin}/push/failing`);
    service.statusOf.set('/push/gone', 410);
    service.statusOf.set('/push/missing', 404);
    service.statusOf.set('/push/failing', 500);
    for (const browser of [gone, missing, failing]) await register(browser, { teams: ['152:11'], language: 'en' });

    hub.publish(GOALS, goal('g-1', 1, 0), 'scorer');
    await service.got(3);
    await settled();
    expect(subscriptions.get(gone.endpoint)).toBeUndefined();
    expect(subscriptions.get(missing.endpoint)).toBeUndefined();
    expect(subscriptions.get(failing.endpoint)).toBeDefined();
    expect(pushes?.stats()).toMatchObject({ sent: 0, removed: 2, failed: 1 });
    expect(warnings.join('')).toContain('a goal alert could not be sent');
    // The log names the push service, never the browser's endpoint (a capability URL).
    expect(warnings.join('')).not.toContain('/push/failing');
  });

  test('an event sent again (a correction, a second copy) pushes once; history the simulator sends late pushes nothing', async () => {
    start();
    const fan = new Browser(`${service.origin}/push/fan`);
    await register(fan, { teams: ['152:11'], language: 'en' });

    hub.publish(GOALS, goal('g-old', 1, 0), 'demo-simulator', { history: true });
    hub.publish(GOALS, goal('g-1', 1, 0), 'scorer');
    hub.publish(GOALS, goal('g-1', 1, 0, '12:35'), 'scorer');
    await service.got(1);
    await settled();
    hub.publish(GOALS, goal('g-1', 1, 0), 'scorer');
    await settled();
    expect(service.received).toHaveLength(1);
    expect(fan.read((service.received[0] as Received).body)).toMatchObject({ eventId: `${MATCH.matchId}:g-1` });
  });

  test('without VAPID keys nothing watches the live events; with them the sender follows the hub and reports on /healthz', async () => {
    const listenAll = jest.spyOn(hub, 'listenAll');
    start({ webPush: false });
    hub.publish(GOALS, goal('g-1', 1, 0), 'scorer');
    expect(listenAll).not.toHaveBeenCalled();
    expect(pushes).toBeNull();
    expect((await (app as FastifyInstance).inject({ method: 'GET', url: '/healthz' })).json()).not.toHaveProperty('webPush');
    await app?.close();

    start();
    expect(listenAll).toHaveBeenCalledTimes(1);
    expect((await (app as FastifyInstance).inject({ method: 'GET', url: '/healthz' })).json()).toHaveProperty('webPush.sent', 0);
    expect(service.received).toEqual([]);
  });
});
