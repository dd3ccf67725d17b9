/**
 * The embedded live endpoint with the REAL pubnub SDK (its web build, as Jest maps it; it runs in Jest's
 * node environment on Node 20's fetch and CompressionStream) against servers on 127.0.0.1 (DESIGN §5).
 */
import { deflateSync } from 'node:zlib';
import type PubNub from 'pubnub';
import { createLiveFaultInjector, createLiveHub, type LiveHub } from '../../../src/server/live';
import { MAX_MESSAGE_BYTES, MAX_MESSAGE_DEPTH, MAX_PUBLISH_BODY_BYTES } from '../../../src/server/live/endpoint';
import {
  PUBLISH_KEY,
  SUBSCRIBE_KEY,
  listen,
  sdkClient,
  sleep,
  startLiveServer,
  unrefLongTimers,
  useBrowserFetchErrors,
  waitUntil,
  type RunningServer,
} from './support';

const CHANNEL = 'match:1:all';

describe('live endpoint with the real pubnub SDK', () => {
  let hub: LiveHub;
  let server: RunningServer;
  let clients: PubNub[];
  let restoreTimers: () => void;

  beforeAll(() => {
    restoreTimers = unrefLongTimers();
  });
  afterAll(() => restoreTimers());

  beforeEach(async () => {
    hub = createLiveHub();
    server = await startLiveServer(hub);
    clients = [];
  });

  afterEach(async () => {
    for (const client of clients) client.destroy(true);
    await server.app.close();
  });

  const client = (options: Partial<PubNub.PubNubConfiguration> = {}, origin = server.origin) => {
    const made = sdkClient(origin, options);
    clients.push(made);
    return made;
  };
  const subscribes = () => server.answered.filter((entry) => entry.url.startsWith('/v2/subscribe/'));

  it('answers the handshake at once, then holds the long-poll until a message is published', async () => {
    // A 60 s hold: the message can only arrive within the wait below if the held poll is answered by the
    // publish itself. Order, not wall-clock bounds, proves it (a loaded CI machine stretches every duration).
    await server.app.close();
    server = await startLiveServer(hub, { config: { liveHoldSeconds: 60 } });
    const { received, connected } = listen(client(), [CHANNEL]);
    await connected;
    const subscribesArrived = () => server.arrived.filter((url) => url.startsWith('/v2/subscribe/'));
    await waitUntil(() => subscribes().length === 1 && subscribesArrived().length === 2, 3000, 'the long-poll after the handshake');
    const publishedAt = performance.now();
    const tt = hub.publish(CHANNEL, { ClientId: 'a', n: 1 }, 'sim');
    await waitUntil(() => received.length === 1, 3000, 'the message');
    expect(received[0]).toMatchObject({ channel: CHANNEL, timetoken: tt, message: { ClientId: 'a', n: 1 } });
    const [handshake, held] = subscribes();
    expect(handshake?.url).not.toContain('tt=');
    expect(handshake?.answeredAt).toBeLessThan(publishedAt);
    // The long-poll that carried the message was open when it was published, and answered after it.
    expect(held?.url).toMatch(/tt=[0-9]{17}/);
    expect(held?.status).toBe(200);
    expect(held?.answeredAt).toBeGreaterThan(publishedAt);
  });

  it('holds an empty long-poll for the hold time instead of answering at once (the SDK would spin)', async () => {
    const { connected } = listen(client(), [CHANNEL]);
    await connected;
    await waitUntil(() => subscribes().length >= 3, 10_000, 'two empty long-polls answered');
    // A 1 s hold: each empty poll is answered by the hold's timer, never at once. A timer does not fire early,
    // so this lower bound holds however loaded the machine is; a spinning endpoint would answer in ~1 ms.
    const polls = subscribes().slice(1);
    for (const poll of polls) expect(poll.ms).toBeGreaterThanOrEqual(990);
    for (const poll of polls) expect(poll.status).toBe(200);
  });

  it('publishes by GET and by POST with a deflated body, and a subscriber gets both', async () => {
    expect(typeof CompressionStream).toBe('function'); // so the SDK really deflates its POST body
    const subscriber = client();
    const { received, connected } = listen(subscriber, [CHANNEL]);
    await connected;
    const byGet = await client().publish({ channel: CHANNEL, message: { ClientId: 'get', text: 'æøå / ?&' } });
    const byPost = await client().publish({ channel: CHANNEL, message: { ClientId: 'post', big: 'x'.repeat(5000) }, sendByPost: true });
    expect(BigInt(byPost.timetoken)).toBeGreaterThan(BigInt(byGet.timetoken));
    await waitUntil(() => received.length === 2, 3000, 'both messages');
    expect(received.map((entry) => entry.message)).toEqual([
      { ClientId: 'get', text: 'æøå / ?&' },
      { ClientId: 'post', big: 'x'.repeat(5000) },
    ]);
    const publishes = server.answered.filter((entry) => entry.url.startsWith('/publish/'));
    expect(publishes.map((entry) => [entry.method, entry.status])).toEqual([
      ['GET', 200],
      ['POST', 200],
    ]);
    for (const entry of publishes) expect(entry.contentType).toMatch(/^application\/json/);
  });

  it('takes a POST body deflated (zlib), raw-deflated, or plain despite the deflate header', async () => {
    const url = `http://${server.origin}/publish/${PUBLISH_KEY}/${SUBSCRIBE_KEY}/0/${encodeURIComponent(CHANNEL)}/0?uuid=raw`;
    const bodies = [deflateSync('{"n":1}'), Buffer.from('{"n":2}')];
    for (const body of bodies) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' }, body });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([1, 'Sent', expect.stringMatching(/^[0-9]{17}$/)]);
    }
    expect(hub.messages(CHANNEL).map((message) => message.payload)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('refuses a message nested too deep with 400 naming the bound, by POST and by GET (issue 28)', async () => {
    const url = `http://${server.origin}/publish/${PUBLISH_KEY}/${SUBSCRIBE_KEY}/0/${encodeURIComponent(CHANNEL)}/0`;
    const nested = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const posted = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: nested });
    expect(posted.status).toBe(400);
    expect(await posted.json()).toEqual({ status: 400, error: true, message: expect.stringContaining(`at most ${MAX_MESSAGE_DEPTH} deep`), service: 'Live' });
    const got = await fetch(`${url}/${encodeURIComponent(`${'['.repeat(200)}${']'.repeat(200)}`)}`);
    expect(got.status).toBe(400);
    // As deep as the bound is a message; brackets inside strings are text.
    const deepest = `${'['.repeat(MAX_MESSAGE_DEPTH)}"[[[[{{{{"${']'.repeat(MAX_MESSAGE_DEPTH)}`;
    expect((await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deepest })).status).toBe(200);
    expect(hub.messages(CHANNEL)).toHaveLength(1);
  });

  it('refuses an oversized publish with 413 naming this endpoint\'s limits, plain or deflated (issue 28)', async () => {
    const url = `http://${server.origin}/publish/${PUBLISH_KEY}/${SUBSCRIBE_KEY}/0/${encodeURIComponent(CHANNEL)}/0`;
    const huge = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `"${'x'.repeat(10 * 1024 * 1024)}"` });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ status: 413, error: true, message: expect.stringContaining(`at most ${MAX_PUBLISH_BODY_BYTES} bytes`), service: 'Live' });
    const message = `"${'x'.repeat(MAX_MESSAGE_BYTES)}"`;
    for (const body of [Buffer.from(message), deflateSync(message), deflateSync(`"${'x'.repeat(10 * MAX_MESSAGE_BYTES)}"`)]) {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'deflate' }, body });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { message: string }).message).toContain(`at most ${MAX_MESSAGE_BYTES} bytes`);
    }
    expect(hub.messages(CHANNEL)).toHaveLength(0);
  });

  it('pages a history of 250 messages as 100/100/50 with fetchMessages, newest page first, oldest first inside', async () => {
    for (let n = 1; n <= 250; n += 1) hub.publish(CHANNEL, { n }, 'sim');
    const reader = client();
    const pages: number[][] = [];
    let start: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const result = await reader.fetchMessages({ channels: [CHANNEL], count: 100, ...(start ? { start } : {}) });
      const items = result.channels[CHANNEL] ?? [];
      pages.push(items.map((item) => (item.message as { n: number }).n));
      if (items.length < 100) break;
      start = String(items[0]?.timetoken);
    }
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    expect(pages[0]?.[0]).toBe(151);
    expect(pages[0]?.[99]).toBe(250);
    expect(pages[2]?.[0]).toBe(1);
    expect(pages.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 250 }, (_, index) => index + 1));
  });

  it('serves v2 history (the SDK history()) newest page by default and oldest with reverse', async () => {
    for (let n = 1; n <= 30; n += 1) hub.publish(CHANNEL, { n }, 'sim');
    const reader = client();
    const newest = await reader.history({ channel: CHANNEL, count: 10, stringifiedTimeToken: true });
    expect(newest.messages.map((item) => (item.entry as { n: number }).n)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
    const oldest = await reader.history({ channel: CHANNEL, count: 5, reverse: true });
    expect(oldest.messages.map((item) => (item.entry as { n: number }).n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses publishes without the publish key, with a wrong one, and when no key is configured (403)', async () => {
    const wrong = client({ publishKey: 'not-the-key-at-all' });
    await expect(wrong.publish({ channel: CHANNEL, message: { x: 1 } })).rejects.toMatchObject({ status: { statusCode: 403 } });
    const keyless = await fetch(`http://${server.origin}/publish//${SUBSCRIBE_KEY}/0/x/0/%7B%7D`);
    expect(keyless.status).toBe(403);
    const noKeyServer = await startLiveServer(createLiveHub(), { config: { livePublishKey: null } });
    try {
      const refused = sdkClient(noKeyServer.origin);
      clients.push(refused);
      await expect(refused.publish({ channel: CHANNEL, message: { x: 1 } })).rejects.toMatchObject({ status: { statusCode: 403 } });
      const config = await fetch(`http://${noKeyServer.origin}/config.json`);
      expect(await config.text()).not.toContain(PUBLISH_KEY);
    } finally {
      await noKeyServer.app.close();
    }
    expect(hub.messages(CHANNEL)).toHaveLength(0);
    expect(await (await fetch(`http://${server.origin}/config.json`)).text()).not.toContain(PUBLISH_KEY);
  });

  it('answers presence heartbeat and leave with JSON', async () => {
    const presence = client({ heartbeatInterval: 1, presenceTimeout: 20 });
    const { connected } = listen(presence, [CHANNEL]);
    await connected;
    await waitUntil(() => server.answered.some((entry) => entry.url.includes('/heartbeat')), 25_000, 'a heartbeat');
    presence.unsubscribeAll();
    await waitUntil(() => server.answered.some((entry) => entry.url.includes('/leave')), 3000, 'a leave');
    const presenceCalls = server.answered.filter((entry) => entry.url.startsWith('/v2/presence/'));
    for (const entry of presenceCalls) {
      expect(entry.status).toBe(200);
      expect(entry.contentType).toMatch(/^application\/json/);
    }
  }, 30_000);

  it('answers the CORS preflight of a POST publish and sends CORS headers on answers', async () => {
    const url = `http://${server.origin}/publish/${PUBLISH_KEY}/${SUBSCRIBE_KEY}/0/x/0`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,content-encoding' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,content-encoding');
    const time = await fetch(`http://${server.origin}/time/0`, { headers: { origin: 'http://elsewhere.test' } });
    expect(time.headers.get('access-control-allow-origin')).toBe('*');
    expect(time.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await time.text()).toMatch(/^\[[0-9]{17}\]$/);
  });

  it('sends envelopes with a,f,i,p,k,c,d only, and reads channel-group as channels (reconnect/disconnect)', async () => {
    const handshake = (await (await fetch(`http://${server.origin}/v2/subscribe/${SUBSCRIBE_KEY}/,/0?channel-group=${encodeURIComponent(CHANNEL)}`)).json()) as {
      t: { t: string; r: number };
    };
    expect(handshake.t.t).toMatch(/^[0-9]{17}$/);
    expect(handshake.t.r).toBe(1);
    hub.publish(CHANNEL, { n: 1 }, 'sim');
    const answer = (await (
      await fetch(`http://${server.origin}/v2/subscribe/${SUBSCRIBE_KEY}/,/0?channel-group=${encodeURIComponent(CHANNEL)}&tt=${handshake.t.t}&tr=1`)
    ).json()) as { t: { t: string }; m: Record<string, unknown>[] };
    expect(answer.m).toHaveLength(1);
    expect(Object.keys(answer.m[0] ?? {}).sort()).toEqual(['a', 'c', 'd', 'f', 'i', 'k', 'p']);
    expect(answer.m[0]).toMatchObject({ c: CHANNEL, d: { n: 1 }, p: { t: answer.t.t, r: 1 } });
  });

  it('issues strictly increasing 17-digit timetokens, even within one millisecond', () => {
    const tokens = Array.from({ length: 1000 }, (_, n) => hub.publish(CHANNEL, { n }, 'sim'));
    for (const token of tokens) expect(token).toMatch(/^[0-9]{17}$/);
    for (let index = 1; index < tokens.length; index += 1) expect(BigInt(tokens[index] as string)).toBeGreaterThan(BigInt(tokens[index - 1] as string));
  });

  it('releases held long-polls when the app closes, so shutdown does not wait for the hold', async () => {
    // Held for an hour: no test outlives that, so a close that ends did not wait for the hold (issue 28:
    // order and outcome, not a wall-clock bound).
    const slow = await startLiveServer(createLiveHub(), { config: { liveHoldSeconds: 3600 } });
    const held = fetch(`http://${slow.origin}/v2/subscribe/${SUBSCRIBE_KEY}/${CHANNEL}/0?tt=1`);
    await waitUntil(() => slow.arrived.some((url) => url.startsWith('/v2/subscribe/')), 20_000, 'the long-poll to arrive');
    await slow.app.close();
    expect((await held).status).toBe(200);
  });

  it('catches up with nothing lost or doubled after a burst of 5xx answers to the long-poll', async () => {
    await server.app.close();
    const faults = createLiveFaultInjector();
    server = await startLiveServer(hub, { faults });
    const { received, connected, statuses } = listen(client(), [CHANNEL]);
    await connected;
    hub.publish(CHANNEL, { n: 1 }, 'sim');
    await waitUntil(() => received.length === 1, 3000, 'the first message');
    faults.failNext('subscribe', 3, 503);
    for (let n = 2; n <= 30; n += 1) {
      hub.publish(CHANNEL, { n }, 'sim');
      await sleep(40);
    }
    // The SDK's own retry policy (2 s, 4 s, 8 s, plus jitter) carries it over three failures.
    await waitUntil(() => received.length >= 30, 25_000, 'all 30 messages');
    await sleep(300);
    expect(faults.served.subscribe).toBe(3);
    expect(received.map((entry) => (entry.message as { n: number }).n)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(statuses).not.toContain('PNDisconnectedUnexpectedlyCategory');
  }, 35_000);

  it('catches up with nothing lost or doubled after the server is closed and restarted on the same port', async () => {
    const restoreFetch = useBrowserFetchErrors();
    try {
      const { received, connected, statuses } = listen(client(), [CHANNEL]);
      await connected;
      for (let n = 1; n <= 20; n += 1) hub.publish(CHANNEL, { n }, 'sim');
      await waitUntil(() => received.length === 20, 3000, 'the first 20');
      const { port } = server;
      await server.app.close();
      // Published while the server is down: the log keeps them for the SDK's retry with its last tt.
      for (let n = 21; n <= 40; n += 1) hub.publish(CHANNEL, { n }, 'sim');
      await sleep(300);
      server = await startLiveServer(hub, { port });
      for (let n = 41; n <= 60; n += 1) hub.publish(CHANNEL, { n }, 'sim');
      await waitUntil(() => received.length >= 60, 15_000, 'all 60 messages');
      await sleep(300);
      expect(received.map((entry) => (entry.message as { n: number }).n)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
      expect(statuses).not.toContain('PNDisconnectedUnexpectedlyCategory');
    } finally {
      restoreFetch();
    }
  }, 25_000);

  it('replays from the log when the client reconnects after the SDK gave up (reconnect sends channel-group)', async () => {
    const subscriber = client();
    const { received, connected, statuses } = listen(subscriber, [CHANNEL]);
    await connected;
    hub.publish(CHANNEL, { n: 1 }, 'sim');
    await waitUntil(() => received.length === 1, 3000, 'the first message');
    const { port } = server;
    await server.app.close();
    // Node's "fetch failed" makes the SDK give up at once, as it does in a browser after its retries.
    await waitUntil(() => statuses.includes('PNDisconnectedUnexpectedlyCategory'), 5000, 'the SDK giving up');
    for (let n = 2; n <= 10; n += 1) hub.publish(CHANNEL, { n }, 'sim');
    server = await startLiveServer(hub, { port });
    subscriber.reconnect();
    await waitUntil(() => received.length >= 10, 10_000, 'all 10 messages');
    await sleep(300);
    expect(received.map((entry) => (entry.message as { n: number }).n)).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
  }, 20_000);
});
