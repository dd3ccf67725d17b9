/**
 * Issue 28 case 2, "a crowd behind one address gets 429 from the live endpoint": 2,000 scoreboard boots from
 * ONE address (an arena's NAT) inside 20 seconds make the live calls a scoreboard boot makes, against the
 * real endpoint under its default limits, and none is refused; as many open pages behind that address are
 * each held a long-poll (past the address's share while the process has room); a kept history page never hides a message
 * published after it was kept; and distinct queries from one address are still bounded (endpoint.limits
 * test). As in crowd.test.ts, the per-address budget runs on the crowd's own clock (waves of boots spread
 * evenly over 20 s, however long the run takes on a loaded machine), never on the wall clock.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { createLiveHub, liveEndpointRoutes, type LiveHub } from '../../../src/server/live';
import { createHistoryCache } from '../../../src/server/live/historyCache';
import { PUBLISH_KEY, SUBSCRIBE_KEY, waitUntil } from './support';

const BOOTS = 2_000;
const AT_ONCE = 100;
const CROWD_SECONDS = 20;
const ARENA_ADDRESS = '203.0.113.7';
/** The scoreboard's followed goals channels: two finished matches, two running ones. */
const FINISHED = ['match:4087037:goals', 'match:4087038:goals'];
const RUNNING = ['match:4089022:goals', 'match:4092016:goals'];
const CHANNELS = [...FINISHED, ...RUNNING];

type Kind = 'history' | 'presence' | 'subscribe';
type HistoryBody = { channels: Record<string, { timetoken: string; message: unknown }[]> };

const goal = (n: number) => ({ MatchEventType: 'Goal', ClientId: `goal-${n}`, h: n, a: 0 });

describe('a crowd behind one address on the live endpoint (issue 28 case 2)', () => {
  let hub: LiveHub;
  let app: FastifyInstance;
  /** The rate limit's clock: where the crowd stands in its 20 seconds (advanced per wave by the test). */
  let crowdClockMs = 0;

  beforeEach(async () => {
    crowdClockMs = 0;
    hub = createLiveHub();
    for (const channel of CHANNELS) for (let n = 1; n <= 9; n += 1) hub.publish(channel, goal(n), 'simulator');
    app = Fastify({ logger: false });
    // Default limits and cache; only their clocks are the crowd's.
    await app.register(liveEndpointRoutes, { hub, holdMs: 30_000, publishKey: PUBLISH_KEY, limits: { nowMs: () => crowdClockMs }, historyCache: { nowMs: () => crowdClockMs } });
    await app.ready();
  });
  afterEach(() => app.close());

  it(`answers every live read of ${BOOTS} scoreboard boots from one address inside ${CROWD_SECONDS} s, under the default limits`, async () => {
    const statuses: Record<Kind, Map<number, number>> = { history: new Map(), presence: new Map(), subscribe: new Map() };
    const get = async (kind: Kind, url: string) => {
      const response = await app.inject({ method: 'GET', url, remoteAddress: ARENA_ADDRESS });
      statuses[kind].set(response.statusCode, (statuses[kind].get(response.statusCode) ?? 0) + 1);
      return response;
    };
    const list = CHANNELS.map(encodeURIComponent).join(',');
    /** One boot of `/` (its calls as Chromium and the page renderer make them). */
    const boot = async (fan: number): Promise<string[]> => {
      // The page renderer reads each goals channel's history as the reader (ssr/serverLive.ts).
      const newest: string[] = [];
      for (const channel of CHANNELS) {
        const page = await get('history', `/v3/history/sub-key/${SUBSCRIBE_KEY}/channel/${encodeURIComponent(channel)}?max=100`);
        newest.push(page.json<HistoryBody>().channels[channel]?.at(-1)?.timetoken ?? '');
      }
      // The browser: the SDK's handshake and its join heartbeat, then each channel's history since the cursor
      // the page carried, twice as the client on main read it (with its own uuid and request id each time).
      const sdk = `uuid=anon-${fan}&pnsdk=PubNub-JS-Web%2F12.0.3`;
      await get('subscribe', `/v2/subscribe/${SUBSCRIBE_KEY}/${list}/0?ee=&${sdk}&requestid=h${fan}`);
      await get('presence', `/v2/presence/sub-key/${SUBSCRIBE_KEY}/channel/${list}/heartbeat?heartbeat=300&${sdk}`);
      for (let round = 0; round < 2; round += 1) {
        for (const [index, channel] of CHANNELS.entries()) {
          const after = BigInt(newest[index] ?? '0') + 1n;
          await get('history', `/v3/history/sub-key/${SUBSCRIBE_KEY}/channel/${encodeURIComponent(channel)}?max=100&end=${after}&include_uuid=true&include_message_type=true&${sdk}&requestid=r${fan}-${round}-${index}`);
        }
      }
      return newest;
    };

    let published = 9;
    for (let done = 0; done < BOOTS; done += AT_ONCE) {
      crowdClockMs = (done / BOOTS) * CROWD_SECONDS * 1000;
      // The running matches go on: a goal on each before every wave, which every boot of the wave must see.
      published += 1;
      const newest = RUNNING.map((channel) => hub.publish(channel, goal(published), 'simulator'));
      const seen = await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => boot(done + index)));
      for (const cursors of seen) expect(cursors.slice(FINISHED.length)).toEqual(newest);
    }

    const count = (kind: Kind, status: number) => statuses[kind].get(status) ?? 0;
    expect({ history: count('history', 429), presence: count('presence', 429), subscribe: count('subscribe', 429) }).toEqual({ history: 0, presence: 0, subscribe: 0 });
    expect({ history: count('history', 200), presence: count('presence', 200), subscribe: count('subscribe', 200) }).toEqual({
      history: BOOTS * CHANNELS.length * 3,
      presence: BOOTS,
      subscribe: BOOTS,
    });
  }, 120_000);

  it(`holds a long-poll for each of ${BOOTS} open pages behind one address under the default limits, and delivers to all`, async () => {
    const cursor = hub.cursor();
    let refusals = 0;
    const refused = () => refusals;
    const polls = Array.from({ length: BOOTS }, (_, fan) =>
      app.inject({ method: 'GET', url: `/v2/subscribe/${SUBSCRIBE_KEY}/${encodeURIComponent(RUNNING[fan % 2] ?? '')}/0?tt=${cursor}&uuid=anon-${fan}`, remoteAddress: ARENA_ADDRESS }).then((answer) => {
        if (answer.statusCode === 429) refusals += 1;
        return answer;
      }),
    );
    // Past the address's share (1,000), held on the process's free room: none refused, none answered yet.
    await waitUntil(() => hub.stats().listeners + refused() === BOOTS, 30_000, 'every poll held or refused');
    expect({ held: hub.stats().listeners, refused: refused() }).toEqual({ held: BOOTS, refused: 0 });
    const scored = RUNNING.map((channel) => hub.publish(channel, goal(99), 'simulator'));
    const answers = await Promise.all(polls);
    expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual([]);
    expect(answers.map((answer, fan) => answer.json<{ t: { t: string } }>().t.t === scored[fan % 2]).every(Boolean)).toBe(true);
  }, 60_000);

  it('never hides a message published after a page was kept: a page whose range is open is fresh', async () => {
    const channel = RUNNING[0] ?? '';
    const url = (query: string) => `/v3/history/sub-key/${SUBSCRIBE_KEY}/channel/${encodeURIComponent(channel)}?${query}`;
    const v2 = `/v2/history/sub-key/${SUBSCRIBE_KEY}/channel/${encodeURIComponent(channel)}?count=100&include_token=true`;
    const read = async (target: string) => (await app.inject({ method: 'GET', url: target, remoteAddress: ARENA_ADDRESS })).json<unknown>();
    const messagesOf = (body: unknown) => ((body as HistoryBody).channels[channel] ?? []).map((item) => item.message);
    const newest = hub.messages(channel).at(-1)?.tt ?? '';
    const since = url(`max=100&end=${BigInt(newest) + 1n}`);

    // Each page read twice: the second answer comes from the cache.
    for (let n = 0; n < 2; n += 1) {
      expect(messagesOf(await read(url('max=100')))).toHaveLength(9);
      expect(messagesOf(await read(since))).toEqual([]);
      expect((await read(v2)) as [unknown[]]).toEqual([expect.any(Array), expect.any(String), newest]);
    }
    const tt = hub.publish(channel, goal(10), 'scorer');

    expect(messagesOf(await read(url('max=100')))).toHaveLength(10);
    expect(messagesOf(await read(url('max=100'))).at(-1)).toEqual(goal(10));
    expect(messagesOf(await read(since))).toEqual([goal(10)]);
    expect(((await read(v2)) as [unknown[], string, string])[2]).toBe(tt);
    // A dropped channel (the simulator's day is over) is not answered from what was kept either.
    hub.drop([channel]);
    expect(messagesOf(await read(url('max=100')))).toEqual([]);
  });
});

describe('the history cache (issue 28: bounded)', () => {
  const manualClock = () => {
    let now = 0;
    return { nowMs: () => now, advance: (ms: number) => (now += ms) };
  };

  it('keeps at most maxEntries answers, the least recently used going first', () => {
    const cache = createHistoryCache({ maxEntries: 2, maxBytes: 1_000, ttlMs: 10_000, nowMs: manualClock().nowMs });
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A'); // a is now the most recently used
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect(cache.stats()).toMatchObject({ entries: 2, hits: 3, misses: 1 });
  });

  it('keeps at most maxBytes of keys and answers, and never an answer larger than that', () => {
    const cache = createHistoryCache({ maxEntries: 100, maxBytes: 30, ttlMs: 10_000, nowMs: manualClock().nowMs });
    cache.set('k1', 'x'.repeat(12)); // 14 bytes
    cache.set('k2', 'y'.repeat(12)); // 28
    cache.set('k3', 'z'.repeat(12)); // 42: k1 goes
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 28 });
    expect(cache.get('k1')).toBeUndefined();
    cache.set('huge', 'h'.repeat(40));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 28 });
  });

  it('forgets an answer ttlMs after it was built', () => {
    const clock = manualClock();
    const cache = createHistoryCache({ maxEntries: 10, maxBytes: 1_000, ttlMs: 5_000, nowMs: clock.nowMs });
    cache.set('a', 'A');
    clock.advance(4_999);
    expect(cache.get('a')).toBe('A');
    clock.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
