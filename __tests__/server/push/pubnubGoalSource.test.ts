/**
 * Issue 29 case 4 with real PubNub: the goal pushes' source subscribes, with the pubnub SDK, to the goals
 * channels of today's matches. The service is the embedded live endpoint on 127.0.0.1 (ssl off), reached by
 * the SDK's Node build, the one the server runs (Jest maps `pubnub` to the web build for the client's tests).
 */
import { generateKeyPairSync } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createClock, type Clock } from '../../../src/server/clock';
import type { DataSource } from '../../../src/server/dataSource';
import { createLiveHub, type LiveHub } from '../../../src/server/live';
import { createReadPath } from '../../../src/server/readPath';
import type { GoalEvent, GoalPushes } from '../../../src/server/push/goalPushes';
import { nextRefreshMs, pubnubGoalSource, readPathDayMatches, REFRESH_MS, RETRY_MS } from '../../../src/server/push/pubnubGoalSource';
import type { Match, ResolvedProxyTarget, Tournament } from '../../../src/shared/contract';
import type { LiveEvent } from '../../../src/shared/contract/live';
import { startLiveServer, SUBSCRIBE_KEY, waitUntil, type RunningServer } from '../live/support';
import { FIXED_NOW, testConfig } from '../support/serverFixtures';
import { aMatch, aTournament } from '../../support/builders';
import { manualTimers } from '../../support/manualTimers';

jest.mock('pubnub', () => jest.requireActual('../../../node_modules/pubnub/lib/node/index.js'));

const ZONE = 'Europe/Oslo';
const WAIT_MS = 10_000;

const goal = (matchId: number, clientId: string): LiveEvent => ({
  Id: 1,
  ClientId: clientId,
  MatchId: matchId,
  MatchEventType: 'Goal',
  Team: 'H',
  Period: 1,
  PeriodTime: '12:34',
  TotalMatchTime: '12:34',
  h: 1,
  a: 0,
});
const goals = (matchId: number) => `match:${matchId}:goals`;


/** The channels of a subscribe request (`/v2/subscribe/{key}/{channels}/0?…&tt=…`), when it carries a timetoken. */
function receiving(url: string): string | null {
  const request = /^\/v2\/subscribe\/[^/]+\/([^/]+)\/0\?(.*)$/.exec(url);
  if (request === null) return null;
  const tt = new URLSearchParams(request[2]).get('tt');
  if (tt === null || tt === '0') return null;
  return decodeURIComponent(request[1] ?? '').split(',').sort().join(',');
}

/**
 * Settles once the SDK asks for exactly `channels` past its handshake: from then on, whatever is published on
 * them reaches it (a held long-poll wakes, a new one replays from its timetoken).
 */
async function subscribedTo(server: RunningServer, channels: string[]): Promise<void> {
  const wanted = [...channels].sort().join(',');
  await waitUntil(() => server.arrived.some((url) => receiving(url) === wanted), WAIT_MS, `a subscribe to ${wanted}`);
}

let hub: LiveHub;
let server: RunningServer;
let stop: (() => void) | null;

beforeEach(async () => {
  hub = createLiveHub();
  server = await startLiveServer(hub);
  stop = null;
});

afterEach(async () => {
  stop?.();
  await server.app.close();
});

function listen({ dayMatches, clock = createClock({ startAt: FIXED_NOW }) }: { dayMatches: () => Promise<readonly number[]>; clock?: Clock }) {
  const timers = manualTimers();
  const warnings: string[] = [];
  const heard: GoalEvent[] = [];
  const source = pubnubGoalSource({
    subscribeKey: SUBSCRIBE_KEY,
    origin: server.origin,
    ssl: false,
    dayMatches,
    clock,
    timeZone: ZONE,
    log: { warn: (_details, message) => warnings.push(message) },
    timers: timers.timers,
  });
  stop = source.listen((heardGoal) => heard.push(heardGoal));
  return { timers, warnings, heard };
}

const ids = (heard: GoalEvent[]) => heard.map(({ matchId, event }) => `${matchId}:${event.ClientId}`);

describe('the PubNub goal source', () => {
  test("a goal on a listed match's channel reaches the listener once; one on an unlisted match's channel does not", async () => {
    const { heard } = listen({ dayMatches: async () => [7001] });
    await subscribedTo(server, [goals(7001)]);

    hub.publish(goals(7002), goal(7002, 'u-1'), 'scorer');
    hub.publish(goals(7001), goal(7001, 'g-1'), 'scorer');
    hub.publish(goals(7001), goal(7001, 'g-2'), 'scorer');
    await waitUntil(() => ids(heard).includes('7001:g-2'), WAIT_MS, 'the second goal');
    expect(ids(heard)).toEqual(['7001:g-1', '7001:g-2']);
  });

  test("a refresh follows the day's new list: a newly listed match's goals arrive, a dropped one's do not", async () => {
    let listed = [7001, 7002];
    const { heard, timers } = listen({ dayMatches: async () => listed });
    await subscribedTo(server, [goals(7001), goals(7002)]);
    // 18:30 in Oslo: the next read is a refresh period away, long before midnight.
    expect([...timers.pending.values()].map(({ ms }) => ms)).toEqual([REFRESH_MS]);

    listed = [7002, 7003];
    timers.fireAll();
    await subscribedTo(server, [goals(7002), goals(7003)]);
    hub.publish(goals(7001), goal(7001, 'dropped'), 'scorer');
    hub.publish(goals(7003), goal(7003, 'new'), 'scorer');
    hub.publish(goals(7002), goal(7002, 'kept'), 'scorer');
    await waitUntil(() => ids(heard).includes('7002:kept') && ids(heard).includes('7003:new'), WAIT_MS, 'the kept and the new goals');
    expect(ids(heard).sort()).toEqual(['7002:kept', '7003:new']);
    expect(timers.pending.size).toBe(1);
  });

  test('a failed read of the day keeps the channels, is logged and is tried again sooner', async () => {
    let fail = false;
    const { heard, timers, warnings } = listen({
      dayMatches: async () => {
        if (fail) throw new Error('upstream down');
        return [7001];
      },
    });
    await subscribedTo(server, [goals(7001)]);

    fail = true;
    timers.fireAll();
    await waitUntil(() => warnings.length > 0, WAIT_MS, 'the warning');
    expect(warnings).toEqual(["web push: today's matches could not be read; the goals channels stay as they are"]);
    expect([...timers.pending.values()].map(({ ms }) => ms)).toEqual([RETRY_MS]);

    hub.publish(goals(7001), goal(7001, 'g-1'), 'scorer');
    await waitUntil(() => heard.length > 0, WAIT_MS, 'the goal');
    expect(ids(heard)).toEqual(['7001:g-1']);
  });

  test("the list is read again just after the league's midnight, in real milliseconds at LIVE_SPEED", () => {
    // 23:58 in Oslo (UTC+1 in January).
    const lateNight = new Date('2025-01-18T22:58:00Z');
    expect(nextRefreshMs(createClock({ startAt: lateNight }), ZONE)).toBe(120_000 + 1_000);
    expect(nextRefreshMs(createClock({ startAt: lateNight, rate: 60 }), ZONE)).toBe(2_000 + 1_000);
    expect(nextRefreshMs(createClock({ startAt: FIXED_NOW }), ZONE)).toBe(REFRESH_MS);
  });

  test('stop() during the first read subscribes nothing and leaves no timer', async () => {
    let answer: (ids: readonly number[]) => void = () => undefined;
    const { timers } = listen({ dayMatches: () => new Promise((resolve) => (answer = resolve)) });
    stop?.();
    stop = null;
    answer([7001]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(timers.pending.size).toBe(0);
    expect(server.arrived.filter((url) => url.startsWith('/v2/subscribe/'))).toEqual([]);
  });

  test('stop() unsubscribes and clears the refresh: a later goal is not heard', async () => {
    const { heard, timers } = listen({ dayMatches: async () => [7001] });
    await subscribedTo(server, [goals(7001)]);
    stop?.();
    stop = null;
    expect(timers.pending.size).toBe(0);

    // A second listener, subscribed after the stop, hears the goal; the stopped one does not.
    const witness = listen({ dayMatches: async () => [7001] });
    const before = server.arrived.length;
    await waitUntil(() => server.arrived.slice(before).some((url) => receiving(url) === goals(7001)), WAIT_MS, "the witness's subscribe");
    hub.publish(goals(7001), goal(7001, 'late'), 'scorer');
    await waitUntil(() => witness.heard.length > 0, WAIT_MS, 'the witness hearing the goal');
    expect(heard).toEqual([]);
  });
});

describe("today's matches through the read path", () => {
  const match = (matchId: number, changes: Partial<Match> = {}): Match =>
    aMatch({
    matchId,
    matchDate: '2025-01-19T00:00:00',
    matchStartTime: 1800,
    matchEndTime: null,
    tournamentId: 501,
    tournamentName: 'Eliteserien',
    seasonId: 2025,
    hometeam: 'Storhamar',
    awayteam: 'Vålerenga',
    hometeamOrgName: null,
    awayteamOrgName: null,
    hometeamClubOrgId: null,
    awayteamClubOrgId: null,
    activityAreaName: null,
    ...changes,
  });

  function readPathOf(matches: Match[]) {
    const asked: ResolvedProxyTarget[] = [];
    const dataSource: DataSource = {
      kind: 'demo',
      async proxy(target) {
        asked.push(target);
        return { matches };
      },
      async direct() {
        throw new Error('no direct reads here');
      },
      status: () => ({ kind: 'demo', healthy: true, detail: 'test' }),
    };
    return { asked, readPath: createReadPath({ dataSource, freshness: { shortSeconds: 15, today: () => '2025-01-19' } }) };
  }

  test("asks for the league's date of now and the configured sport, and keeps the live-covered, listed matches of live sports", async () => {
    const { asked, readPath } = readPathOf([
      match(1),
      match(2, { liveClientType: 'None' }),
      match(3, { liveClientType: null }),
      match(4, { statusTypeId: 9 }),
      match(5, { sportId: 1 }),
      match(6, { statusTypeId: null, liveClientType: 'Simple' }),
    ]);
    // 00:30 in Oslo on the 19th, still the 18th in UTC.
    const dayMatches = readPathDayMatches(readPath, { now: () => new Date('2025-01-18T23:30:00Z'), timeZone: ZONE, sportId: 152 });
    expect(await dayMatches()).toEqual([1, 6]);
    expect(asked).toEqual([{ name: 'scheduledMatchesBySport', params: { sportIds: [152], date: '01/19/2025' } }]);
  });

  test('a multi-sport site asks for every live sport; a sport without live views reads nothing', async () => {
    const { asked, readPath } = readPathOf([match(1)]);
    await readPathDayMatches(readPath, { now: () => FIXED_NOW, timeZone: ZONE, sportId: null })();
    expect(await readPathDayMatches(readPath, { now: () => FIXED_NOW, timeZone: ZONE, sportId: 1 })()).toEqual([]);
    expect(asked).toEqual([{ name: 'scheduledMatchesBySport', params: { sportIds: [152, 199, 157], date: '01/18/2025' } }]);
  });
});

describe('the app with Web Push and PUBNUB_SUBSCRIBE_KEY', () => {
  function vapidKeys(): { publicKey: string; privateKey: string } {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pub = publicKey.export({ format: 'jwk' });
    const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x ?? '', 'base64url'), Buffer.from(pub.y ?? '', 'base64url')]);
    return { publicKey: point.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d ?? '' };
  }

  const MATCH: Match = aMatch({
    matchId: 7001,
    matchDate: '2025-01-18T00:00:00',
    matchStartTime: 1800,
    matchEndTime: null,
    tournamentId: 501,
    tournamentName: 'Eliteserien',
    seasonId: 2025,
    hometeam: 'Storhamar',
    awayteam: 'Vålerenga',
    hometeamOrgName: null,
    awayteamOrgName: null,
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
  const league: DataSource = {
    kind: 'demo',
    async proxy(target: ResolvedProxyTarget) {
      if (target.name === 'scheduledMatchesBySport') return { matches: [MATCH] };
      if (target.name === 'match') return MATCH;
      if (target.name === 'tournament') return TOURNAMENT;
      throw new Error(`not in this league: ${target.name}`);
    },
    async direct() {
      throw new Error('no direct reads here');
    },
    status: () => ({ kind: 'demo', healthy: true, detail: 'test league' }),
  };

  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });

  test("the sender hears today's goals from the PubNub service instead of warning that nothing is pushed", async () => {
    let pushes: GoalPushes | null = null;
    app = buildApp({
      config: testConfig({ pubnub: { subscribeKey: SUBSCRIBE_KEY, origin: server.origin }, webPush: { ...vapidKeys(), subject: 'mailto:ops@example.org' } }),
      dataSource: league,
      clientDir: path.join(tmpdir(), 'mc-client-does-not-exist'),
      clock: createClock({ startAt: FIXED_NOW }),
      logger: false,
      renderer: false,
      goalPushes: {
        pubnub: { ssl: false },
        started: (started) => {
          pushes = started;
        },
      },
    });
    expect(pushes).not.toBeNull();
    await subscribedTo(server, [goals(MATCH.matchId)]);

    hub.publish(goals(MATCH.matchId), goal(MATCH.matchId, 'g-1'), 'scorer');
    await waitUntil(() => (pushes as GoalPushes | null)?.stats().alerts === 1, WAIT_MS, 'the alert');
  });
});
