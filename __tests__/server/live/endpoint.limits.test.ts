/**
 * Limits of the embedded live endpoint (issue 10 §4; DESIGN §1 "never lock out a crowd behind one address",
 * §5): held long-polls capped per address and in total, other calls rate limited per address, every refusal
 * a 429 the real pubnub SDK retries, and bookkeeping that forgets idle addresses.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import PubNub from 'pubnub';
import { createLiveHub, liveEndpointRoutes, type LiveHub } from '../../../src/server/live';
import { addressKey, createLiveLimits, DEFAULT_LIVE_LIMITS, type HoldResult, type LiveLimitOptions, type LiveLimits } from '../../../src/server/live/limits';
import { PUBLISH_KEY, SUBSCRIBE_KEY, listen, sdkClient, startLiveServer, unrefLongTimers, waitUntil } from './support';

const CHANNEL = 'match:1:all';
let distinctQueries = 0;
/**
 * A request that counts against an address's budget: a history page no one has asked for (a new range each
 * time). The time probe, presence, the handshake and a history page answered from the cache do not count
 * (issue 28).
 */
const limitedUrl = (): string => {
  distinctQueries += 1;
  return `/v3/history/sub-key/${SUBSCRIBE_KEY}/channel/${encodeURIComponent(CHANNEL)}?max=100&start=${1_000 + distinctQueries}`;
};

/** A clock the test moves by hand. */
function manualClock(startMs = 1_000_000): { nowMs: () => number; advance: (ms: number) => void } {
  let now = startMs;
  return { nowMs: () => now, advance: (ms) => (now += ms) };
}

describe('live limits, as rules', () => {
  /** Holds for `address`, recording a hand-back under `name`. */
  const holder = (limits: LiveLimits, handedBack: string[]) => (address: string, name: string) => limits.hold(address, () => handedBack.push(name));

  it('holds past an address’s share while the process has room, and refuses only when it is full', () => {
    const handedBack: string[] = [];
    const limits = createLiveLimits({ maxHeldPerAddress: 2, maxHeldTotal: 5 });
    const hold = holder(limits, handedBack);
    // One address (an arena's NAT) holds all five: nobody else needs them.
    const slots = ['a1', 'a2', 'a3', 'a4', 'a5'].map((name) => hold('a', name));
    expect(slots.every((slot) => slot.held)).toBe(true);
    expect(limits.stats()).toEqual({ held: 5, holdingAddresses: 1, borrowed: 3, reclaimed: 0, trackedAddresses: 0 });
    // Full, and the asker already holds at least its share: refused, nothing handed back.
    expect(hold('a', 'a6')).toEqual({ held: false });
    expect(handedBack).toEqual([]);
    const last = slots[4] as HoldResult;
    if (!last.held) throw new Error('unreachable');
    last.release();
    last.release(); // idempotent: a double release must not free a slot someone else holds
    expect(limits.stats()).toMatchObject({ held: 4, borrowed: 2 });
  });

  it('gives an address below its share the oldest slot of a borrower when the process is full', () => {
    const handedBack: string[] = [];
    const limits = createLiveLimits({ maxHeldPerAddress: 2, maxHeldTotal: 6 });
    const hold = holder(limits, handedBack);
    for (const name of ['a1', 'a2', 'a3', 'a4']) expect(hold('a', name).held).toBe(true); // a borrows two
    for (const name of ['b1', 'b2']) expect(hold('b', name).held).toBe(true); // b within its share
    expect(hold('b', 'b3')).toEqual({ held: false }); // full, and b has its share
    expect(limits.stats()).toMatchObject({ held: 6, borrowed: 2 });

    expect(hold('c', 'c1').held).toBe(true);
    expect(handedBack).toEqual(['a1']);
    expect(hold('c', 'c2').held).toBe(true);
    expect(handedBack).toEqual(['a1', 'a2']);
    // Everyone at its share and nobody borrowing: a fourth address waits (Retry-After) for a free slot.
    expect(hold('d', 'd1')).toEqual({ held: false });
    expect(limits.stats()).toEqual({ held: 6, holdingAddresses: 3, borrowed: 0, reclaimed: 2, trackedAddresses: 0 });
  });

  it('takes back from the address that borrowed most, and never from one within its share', () => {
    const handedBack: string[] = [];
    const limits = createLiveLimits({ maxHeldPerAddress: 1, maxHeldTotal: 6 });
    const hold = holder(limits, handedBack);
    for (const name of ['a1', 'a2']) hold('a', name); // a borrows one
    for (const name of ['b1', 'b2', 'b3']) hold('b', name); // b borrows two
    hold('c', 'c1'); // c within its share
    for (const name of ['d1', 'e1', 'f1']) expect(hold(name.slice(0, 1), name).held).toBe(true);
    // b (three) first; then a and b hold two each, and a tie goes to the address that began borrowing first.
    expect(handedBack).toEqual(['b1', 'a1', 'b2']);
    expect(hold('g', 'g1')).toEqual({ held: false });
    expect(limits.stats()).toMatchObject({ held: 6, holdingAddresses: 6, borrowed: 0, reclaimed: 3 });
  });

  it('forgets an address once it holds nothing', () => {
    const limits = createLiveLimits();
    const slots = Array.from({ length: 50 }, (_, index) => limits.hold(`10.0.0.${index}`, () => undefined));
    expect(limits.stats().holdingAddresses).toBe(50);
    for (const slot of slots) if (slot.held) slot.release();
    expect(limits.stats()).toMatchObject({ held: 0, holdingAddresses: 0 });
  });

  it('lets a burst through, then refuses with the whole seconds until the next token, per address', () => {
    const clock = manualClock();
    const limits = createLiveLimits({ requestsPerSecond: 4, burst: 8, nowMs: clock.nowMs });
    for (let index = 0; index < 8; index += 1) expect(limits.take('a')).toBe(0);
    expect(limits.take('a')).toBe(1);
    expect(limits.take('b')).toBe(0);
    clock.advance(500); // two tokens back at 4 per second
    expect(limits.take('a')).toBe(0);
    expect(limits.take('a')).toBe(0);
    expect(limits.take('a')).toBe(1);
  });

  it('asks a slow bucket to wait as long as its next token takes', () => {
    const clock = manualClock();
    const limits = createLiveLimits({ requestsPerSecond: 0.25, burst: 1, nowMs: clock.nowMs });
    expect(limits.take('a')).toBe(0);
    expect(limits.take('a')).toBe(4);
  });

  it('keeps bounded memory: buckets that refilled are forgotten, and at most maxTrackedAddresses are kept', () => {
    const clock = manualClock();
    const limits = createLiveLimits({ requestsPerSecond: 100, burst: 200, nowMs: clock.nowMs, maxTrackedAddresses: 5_000 });
    for (let index = 0; index < 20_000; index += 1) limits.take(`addr-${index}`);
    expect(limits.stats().trackedAddresses).toBeLessThanOrEqual(5_000);
    clock.advance(2_000); // an empty bucket refills in burst / rate = 2 s: nothing left to remember
    limits.take('late');
    expect(limits.stats().trackedAddresses).toBe(1);
  });

  it('defaults to figures an arena behind one NAT address can live with', () => {
    expect(DEFAULT_LIVE_LIMITS).toMatchObject({ maxHeldPerAddress: 1_000, maxHeldTotal: 5_000, requestsPerSecond: 500, burst: 1_000 });
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::9%eth0', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not-an-address', 'not-an-address'],
    ['1:2:3', '1:2:3'],
  ])('limits %s as %s (IPv6 by the /64 one host controls)', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

describe('live limits over HTTP', () => {
  let hub: LiveHub;
  let app: FastifyInstance;

  const build = async (limits: Partial<LiveLimitOptions>, holdMs = 10_000): Promise<FastifyInstance> => {
    const built = Fastify({ logger: false });
    await built.register(liveEndpointRoutes, { hub, holdMs, publishKey: PUBLISH_KEY, limits });
    await built.ready();
    return built;
  };
  const poll = (remoteAddress: string, channel: string, tt = '1') =>
    app.inject({ method: 'GET', url: `/v2/subscribe/${SUBSCRIBE_KEY}/${encodeURIComponent(channel)}/0?tt=${tt}`, remoteAddress });
  const held = () => hub.stats().listeners;
  const tooMany = { status: 429, error: true, message: expect.stringMatching(/^Too many requests: /), service: 'Live' };

  beforeEach(() => {
    hub = createLiveHub();
  });
  afterEach(() => app.close());

  it('holds past an address’s share while there is room, and answers a long-poll over the total with a PubNub-style 429 and Retry-After', async () => {
    app = await build({ maxHeldPerAddress: 1, maxHeldTotal: 3, heldRetryAfterSeconds: 7 });
    // One address (an arena's NAT) holds three, past its share of one: nobody else needs the room.
    const waiting = [poll('10.0.0.1', 'c1'), poll('10.0.0.1', 'c2'), poll('10.0.0.1', 'c3')];
    await waitUntil(() => held() === 3, 2000, 'three held polls');

    const overTotal = await poll('10.0.0.1', 'c4');
    expect(overTotal.statusCode).toBe(429);
    expect(overTotal.headers['retry-after']).toBe('7');
    expect(overTotal.headers['content-type']).toMatch(/^application\/json/);
    expect(overTotal.headers['access-control-allow-origin']).toBe('*');
    expect(overTotal.headers['access-control-expose-headers']).toBe('retry-after');
    expect(overTotal.json()).toEqual({ ...tooMany, message: expect.stringContaining('holds at most 3 subscribe requests at once, and this address holds at least its share of 1') });

    // A poll with messages waiting is answered at once, not held: no cap applies to it.
    hub.publish('c9', { n: 0 }, 'sim');
    expect((await poll('10.0.0.1', 'c9')).statusCode).toBe(200);

    // An answered poll gives its slot back.
    hub.publish('c1', { n: 1 }, 'sim');
    expect((await waiting[0])?.statusCode).toBe(200);
    waiting[0] = poll('10.0.0.1', 'c5');
    await waitUntil(() => held() === 3, 2000, 'the freed slot taken');
    for (const channel of ['c2', 'c3', 'c5']) hub.publish(channel, { n: 2 }, 'sim');
    for (const answer of await Promise.all(waiting)) expect(answer.statusCode).toBe(200);
  });

  it('hands a borrowed slot back when another address below its share asks: the oldest borrowed poll is answered at once, nothing new, same timetoken', async () => {
    app = await build({ maxHeldPerAddress: 1, maxHeldTotal: 2 });
    hub.publish('elsewhere', { n: 0 }, 'sim');
    const cursor = hub.cursor();
    const oldest = poll('10.0.0.1', 'c1', cursor);
    await waitUntil(() => held() === 1, 2000, 'the first poll');
    const borrowed = poll('10.0.0.1', 'c2', cursor);
    await waitUntil(() => held() === 2, 2000, 'the borrowed poll');

    // Full: a fan at another address is held on the slot the NAT address borrowed.
    const fan = poll('10.0.0.2', 'c3', cursor);
    const handedBack = await oldest;
    expect(handedBack.statusCode).toBe(200);
    expect(handedBack.json<{ t: { t: string }; m: unknown[] }>()).toMatchObject({ t: { t: cursor }, m: [] });
    await waitUntil(() => held() === 2, 2000, 'the fan held');

    // The NAT address is at its share now: it may not take the slot back in turn.
    expect((await poll('10.0.0.1', 'c1', cursor)).statusCode).toBe(429);
    hub.publish('c2', { n: 1 }, 'sim');
    hub.publish('c3', { n: 1 }, 'sim');
    for (const answer of await Promise.all([borrowed, fan])) expect(answer.json<{ m: { d: unknown }[] }>().m.map((envelope) => envelope.d)).toEqual([{ n: 1 }]);
  });

  it('rate limits history pages built anew (distinct queries) per address, each address with its own budget', async () => {
    const clock = manualClock();
    app = await build({ requestsPerSecond: 5, burst: 10, nowMs: clock.nowMs });
    const channel = encodeURIComponent(CHANNEL);
    const v3 = (start: number) => `/v3/history/sub-key/${SUBSCRIBE_KEY}/channel/${channel}?max=100&start=${start}`;
    const v2 = (start: number) => `/v2/history/sub-key/${SUBSCRIBE_KEY}/channel/${channel}?start=${start}`;
    for (let index = 0; index < 10; index += 1) {
      const response = await app.inject({ method: 'GET', url: (index % 2 === 0 ? v3 : v2)(100 + index), remoteAddress: '10.0.0.1' });
      expect(response.statusCode).toBe(200);
    }
    for (const url of [v3(200), v2(201)]) {
      const refused = await app.inject({ method: 'GET', url, remoteAddress: '10.0.0.1' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({ ...tooMany, message: 'Too many requests: at most 5 per second from one address' });
    }
    expect((await app.inject({ method: 'GET', url: v3(200), remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
    clock.advance(1000);
    for (let index = 0; index < 5; index += 1) expect((await app.inject({ method: 'GET', url: v3(300 + index), remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: v3(400), remoteAddress: '10.0.0.1' })).statusCode).toBe(429);
  });

  it('never counts what costs nothing: presence, the handshake and a history page answered from the cache (issue 28)', async () => {
    const clock = manualClock();
    app = await build({ requestsPerSecond: 1, burst: 2, nowMs: clock.nowMs });
    hub.publish(CHANNEL, { n: 1 }, 'sim');
    const channel = encodeURIComponent(CHANNEL);
    const page = `/v3/history/sub-key/${SUBSCRIBE_KEY}/channel/${channel}?max=100&include_uuid=true`;
    const calls = [
      // The SDK's own query parameters differ per client and per call: the same page all the same.
      (n: number) => `${page}&uuid=fan-${n}&requestid=${n}`,
      (n: number) => `/v2/history/sub-key/${SUBSCRIBE_KEY}/channel/${channel}?count=100&uuid=fan-${n}`,
      (n: number) => `/v2/presence/sub-key/${SUBSCRIBE_KEY}/channel/${channel}/heartbeat?heartbeat=300&uuid=fan-${n}`,
      (n: number) => `/v2/presence/sub-key/${SUBSCRIBE_KEY}/channel/${channel}/leave?uuid=fan-${n}`,
      (n: number) => `/v2/subscribe/${SUBSCRIBE_KEY}/${channel}/0?uuid=fan-${n}`,
    ];
    for (let n = 0; n < 300; n += 1) {
      const url = calls[n % calls.length]?.(n) ?? '';
      expect({ url, status: (await app.inject({ method: 'GET', url, remoteAddress: '10.0.0.1' })).statusCode }).toEqual({ url, status: 200 });
    }
    // The two history pages were built once each (two tokens): the next page built anew is refused.
    expect((await app.inject({ method: 'GET', url: limitedUrl(), remoteAddress: '10.0.0.1' })).statusCode).toBe(429);
  });

  it('never limits the time probe, the live views’ heartbeat (a crowd behind one address sends many)', async () => {
    const clock = manualClock();
    app = await build({ requestsPerSecond: 5, burst: 10, nowMs: clock.nowMs });
    for (let index = 0; index < 200; index += 1) {
      expect((await app.inject({ method: 'GET', url: '/time/0', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    }
  });

  it('counts publishes with a wrong key (slowing a key guesser) but never those of the key holder', async () => {
    const clock = manualClock();
    app = await build({ requestsPerSecond: 1, burst: 2, nowMs: clock.nowMs });
    const publish = (key: string, n: number) =>
      app.inject({ method: 'GET', url: `/publish/${key}/${SUBSCRIBE_KEY}/0/${encodeURIComponent(CHANNEL)}/0/${encodeURIComponent(JSON.stringify({ n }))}`, remoteAddress: '10.0.0.1' });
    expect((await Promise.all([publish('wrong-key-1', 1), publish('wrong-key-2', 2), publish('wrong-key-3', 3)])).map((response) => response.statusCode)).toEqual([
      403, 403, 429,
    ]);
    // The operator's feed back-fills a match from one address: thousands of events, none refused.
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => publish(PUBLISH_KEY, n)));
    expect(answers.every((response) => response.statusCode === 200)).toBe(true);
    expect(hub.messages(CHANNEL)).toHaveLength(200);
  });

  it('limits an IPv6 /64 as one address', async () => {
    const clock = manualClock();
    app = await build({ requestsPerSecond: 1, burst: 2, nowMs: clock.nowMs });
    expect((await app.inject({ method: 'GET', url: limitedUrl(), remoteAddress: '2001:db8:5:6::1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: limitedUrl(), remoteAddress: '2001:db8:5:6:ffff::2' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: limitedUrl(), remoteAddress: '2001:db8:5:6::3' })).statusCode).toBe(429);
    expect((await app.inject({ method: 'GET', url: limitedUrl(), remoteAddress: '2001:db8:5:7::1' })).statusCode).toBe(200);
  });

  it('never counts held long-polls as requests, and an address out of tokens can still listen', async () => {
    const clock = manualClock();
    app = await build({ requestsPerSecond: 1, burst: 2, nowMs: clock.nowMs });
    const channels = Array.from({ length: 20 }, (_, index) => `held-${index}`);
    const waiting = channels.map((channel) => poll('10.0.0.1', channel));
    await waitUntil(() => held() === 20, 2000, 'twenty held polls');
    for (const channel of channels) hub.publish(channel, { n: 1 }, 'sim');
    for (const answer of await Promise.all(waiting)) expect(answer.statusCode).toBe(200);
    // Twenty held and answered polls later, both tokens are still there.
    expect((await app.inject({ method: 'GET', url: limitedUrl(), remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: limitedUrl(), remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: limitedUrl(), remoteAddress: '10.0.0.1' })).statusCode).toBe(429);
    // Out of tokens: a handshake (one timetoken from memory, issue 28) is answered, a long-poll is still held and delivered.
    const handshake = await app.inject({ method: 'GET', url: `/v2/subscribe/${SUBSCRIBE_KEY}/${CHANNEL}/0`, remoteAddress: '10.0.0.1' });
    expect(handshake.statusCode).toBe(200);
    const listening = poll('10.0.0.1', CHANNEL, hub.cursor());
    await waitUntil(() => held() === 1, 2000, 'the held poll');
    hub.publish(CHANNEL, { n: 2 }, 'sim');
    const answer = await listening;
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ m: { d: unknown }[] }>().m.map((envelope) => envelope.d)).toEqual([{ n: 2 }]);
  });
});

describe('live limits with the real pubnub SDK', () => {
  let restoreTimers: () => void;
  let clients: PubNub[];
  let app: FastifyInstance | undefined;
  beforeAll(() => {
    restoreTimers = unrefLongTimers();
  });
  afterAll(() => restoreTimers());
  beforeEach(() => {
    clients = [];
  });
  afterEach(async () => {
    for (const client of clients) client.destroy(true);
    await app?.close();
    app = undefined;
  });

  /** A listening app with its own limits; every answered request is recorded. */
  const serve = async (hub: LiveHub, limits: Partial<LiveLimitOptions>, holdMs: number) => {
    const built = Fastify({ logger: false });
    const answered: { url: string; status: number }[] = [];
    built.addHook('onResponse', async (request, reply) => {
      answered.push({ url: request.url, status: reply.statusCode });
    });
    await built.register(liveEndpointRoutes, { hub, holdMs, publishKey: PUBLISH_KEY, limits });
    await built.listen({ host: '127.0.0.1', port: 0 });
    app = built;
    const address = built.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('no address');
    return { origin: `127.0.0.1:${address.port}`, answered };
  };
  const client = (origin: string, options: Partial<PubNub.PubNubConfiguration> = {}) => {
    const made = sdkClient(origin, options);
    clients.push(made);
    return made;
  };

  it('retries a long-poll refused over the cap after Retry-After, with the same tt, and loses nothing', async () => {
    const hub = createLiveHub();
    const { origin, answered } = await serve(hub, { maxHeldPerAddress: 1, maxHeldTotal: 1, heldRetryAfterSeconds: 1 }, 20_000);
    // Another page behind the same address takes the one slot (its share, and all the process holds).
    const blocker = fetch(`http://${origin}/v2/subscribe/${SUBSCRIBE_KEY}/blocker/0?tt=1`);
    await waitUntil(() => hub.stats().listeners === 1, 2000, 'the blocking poll');

    const { received, connected, statuses } = listen(client(origin), [CHANNEL]);
    await connected; // the handshake answers at once: no slot needed
    await waitUntil(() => answered.some((entry) => entry.status === 429), 3000, 'the refused long-poll');
    const refused = answered.find((entry) => entry.status === 429);
    hub.publish('blocker', { free: true }, 'sim');
    expect((await blocker).status).toBe(200);
    hub.publish(CHANNEL, { n: 1 }, 'sim');

    await waitUntil(() => received.length === 1, 6000, 'the message after the retry');
    expect(received[0]?.message).toEqual({ n: 1 });
    const tt = /[?&]tt=([0-9]+)/.exec(refused?.url ?? '')?.[1];
    const retried = answered.filter((entry) => entry.url.startsWith('/v2/subscribe/') && entry.url.includes(`tt=${tt}`) && entry.status === 200);
    expect(retried.length).toBeGreaterThanOrEqual(1);
    expect(statuses).not.toContain('PNDisconnectedUnexpectedlyCategory');
  }, 15_000);

  it('re-subscribes from the same timetoken when its borrowed poll is handed back, and loses nothing', async () => {
    const hub = createLiveHub();
    const { origin, answered } = await serve(hub, { maxHeldPerAddress: 1, maxHeldTotal: 2, heldRetryAfterSeconds: 1 }, 20_000);
    // The SDK's long-poll is this address's first (its share); a second page behind the same NAT borrows.
    const { received, connected, statuses } = listen(client(origin), [CHANNEL]);
    await connected;
    await waitUntil(() => hub.stats().listeners === 1, 3000, 'the SDK’s held poll');
    const borrowing = fetch(`http://${origin}/v2/subscribe/${SUBSCRIBE_KEY}/borrower/0?tt=1`);
    await waitUntil(() => hub.stats().listeners === 2, 2000, 'the borrowed poll');
    // Full. Another address below its share is held on the borrowed slot: the oldest poll of the address that
    // borrowed is handed back (here the SDK's, the address's oldest), answered empty; the SDK asks again.
    const fan = app?.inject({ method: 'GET', url: `/v2/subscribe/${SUBSCRIBE_KEY}/fan/0?tt=1`, remoteAddress: '10.9.9.9' });
    await waitUntil(() => answered.some((entry) => entry.url.startsWith('/v2/subscribe/') && entry.url.includes(CHANNEL.replace(/:/g, '%3A')) && entry.status === 429), 5000, 'the SDK refused while full');
    // Published while the SDK was refused: its retry, from the same timetoken, must still bring it.
    hub.publish(CHANNEL, { n: 1 }, 'sim');
    hub.publish('borrower', { done: true }, 'sim');
    expect((await borrowing).status).toBe(200);
    await waitUntil(() => received.length === 1, 6000, 'the message after the retry');
    expect(received.map((entry) => entry.message)).toEqual([{ n: 1 }]);
    expect(statuses).not.toContain('PNDisconnectedUnexpectedlyCategory');
    hub.publish('fan', { n: 1 }, 'sim');
    expect((await fan)?.statusCode).toBe(200);
  }, 15_000);

  it('retries a rate-limited history read under the site client’s retry policy (the SDK default retries only subscribe)', async () => {
    const hub = createLiveHub();
    for (let n = 1; n <= 3; n += 1) hub.publish(CHANNEL, { n }, 'sim');
    const { origin, answered } = await serve(hub, { requestsPerSecond: 1, burst: 1 }, 1000);
    const read = (reader: PubNub) => reader.fetchMessages({ channels: [CHANNEL], count: 100 });

    const plain = client(origin);
    expect((await read(plain)).channels[CHANNEL]).toHaveLength(3);
    // A new message: the page is built anew (a kept one would be answered without a token, issue 28).
    hub.publish(CHANNEL, { n: 4 }, 'sim');
    await expect(read(plain)).rejects.toMatchObject({ status: { statusCode: 429 } });

    // src/client/services/liveFeed.ts: ExponentialRetryPolicy for every endpoint.
    const site = client(origin, { retryConfiguration: PubNub.ExponentialRetryPolicy({ minimumDelay: 2, maximumDelay: 30, maximumRetry: 4 }) });
    // It waited for Retry-After: the bucket (1 a second, burst 1) has no token for a retry sent sooner, so
    // the read succeeds only after a wait, and within the policy's 4 retries (issue 28: outcome, not timing).
    expect((await read(site)).channels[CHANNEL]).toHaveLength(4);
    const refusals = answered.filter((entry) => entry.status === 429);
    expect(refusals.length).toBeGreaterThanOrEqual(2);
    expect(refusals.length).toBeLessThanOrEqual(1 + 4);
    expect(answered[answered.length - 1]?.status).toBe(200);
  }, 15_000);
});

describe('live limits as the app configures them', () => {
  it('takes LIVE_MAX_HELD_PER_ADDRESS, LIVE_MAX_HELD and LIVE_REQUESTS_PER_SECOND from the configuration', async () => {
    const hub = createLiveHub();
    const server = await startLiveServer(hub, { config: { liveHoldSeconds: 20, liveMaxHeldPerAddress: 1, liveMaxHeld: 1, liveRequestsPerSecond: 1 } });
    try {
      const blocker = fetch(`http://${server.origin}/v2/subscribe/${SUBSCRIBE_KEY}/a/0?tt=1`);
      await waitUntil(() => hub.stats().listeners === 1, 2000, 'the held poll');
      const refused = await fetch(`http://${server.origin}/v2/subscribe/${SUBSCRIBE_KEY}/b/0?tt=1`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(DEFAULT_LIVE_LIMITS.heldRetryAfterSeconds));
      hub.publish('a', { n: 1 }, 'sim');
      expect((await blocker).status).toBe(200);
      // 1 per second, a burst of 2.
      const statuses: number[] = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await fetch(`http://${server.origin}${limitedUrl()}`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await server.app.close();
    }
  });
});
