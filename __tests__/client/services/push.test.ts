/**
 * Issue 29 case 4, the browser's push client (services/push.ts) against a fake PushManager and a fake
 * server: the key read (404: Web Push off), a subscription reused when made with the same key and
 * replaced when not, the registration and its removal as the server's endpoints take them.
 */
import { base64UrlToBytes, createPushClient, type PushRegistrationBody } from '../../../src/client/services/push';

// A P-256 point's length (65 bytes, first 0x04), as the server's key is.
const KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, index) => index + 1)]).toString('base64url');
const OTHER_KEY = Buffer.from([4, ...Array.from({ length: 64 }, () => 9)]).toString('base64url');

interface FakeSubscription {
  endpoint: string;
  unsubscribed: boolean;
}

function fakePushManager(existingKey: string | null) {
  const log: string[] = [];
  let count = 0;
  const make = (key: Uint8Array) => {
    count += 1;
    const record: FakeSubscription = { endpoint: `https://push.example.com/send/${count}`, unsubscribed: false };
    const subscription = {
      endpoint: record.endpoint,
      options: { applicationServerKey: key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength), userVisibleOnly: true },
      toJSON: () => ({ endpoint: record.endpoint, keys: { p256dh: 'p256', auth: 'auth' } }),
      unsubscribe: async () => {
        log.push(`unsubscribe ${record.endpoint}`);
        record.unsubscribed = true;
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    return subscription;
  };
  let current: PushSubscription | null = existingKey === null ? null : make(base64UrlToBytes(existingKey));
  const pushManager = {
    getSubscription: async () => current,
    subscribe: async (options?: PushSubscriptionOptionsInit) => {
      log.push(`subscribe userVisibleOnly=${String(options?.userVisibleOnly)}`);
      current = make(options?.applicationServerKey as Uint8Array);
      return current;
    },
  };
  return { pushManager, log };
}

function fakeServer(keyStatus = 200) {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    requests.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (url === '/push/key') return { ok: keyStatus === 200, status: keyStatus, json: async () => (keyStatus === 200 ? { publicKey: KEY } : { error: 'off' }) };
    return { ok: true, status: method === 'POST' ? 201 : 204, json: async () => ({}) };
  };
  return { fetch, requests };
}

test('base64UrlToBytes reads the key as the server encodes it', () => {
  expect(Buffer.from(base64UrlToBytes(KEY)).toString('base64url')).toBe(KEY);
  expect(base64UrlToBytes(KEY)).toHaveLength(65);
});

test('the key, a new subscription with it (user-visible only), the registration posted as the server takes it', async () => {
  const { pushManager, log } = fakePushManager(null);
  const server = fakeServer();
  const client = createPushClient({ registration: async () => ({ pushManager }), fetch: server.fetch });
  const key = await client.applicationKey();
  expect(key).toBe(KEY);
  const subscription = await client.subscribe(KEY);
  expect(subscription).toEqual({ endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'p256', auth: 'auth' } });
  expect(log).toEqual(['subscribe userVisibleOnly=true']);
  const body: PushRegistrationBody = { subscription, teams: ['152:11'], language: 'no', delaySeconds: 30 };
  await client.register(body);
  await client.unregister(subscription.endpoint);
  expect(server.requests).toEqual([
    { method: 'GET', url: '/push/key', body: undefined },
    { method: 'POST', url: '/push/subscriptions', body },
    { method: 'DELETE', url: '/push/subscriptions', body: { endpoint: 'https://push.example.com/send/1' } },
  ]);
});

test('an existing subscription with the same key is reused; one with another key is let go and replaced', async () => {
  const same = fakePushManager(KEY);
  const reused = await createPushClient({ registration: async () => ({ pushManager: same.pushManager }), fetch: fakeServer().fetch }).subscribe(KEY);
  expect(reused.endpoint).toBe('https://push.example.com/send/1');
  expect(same.log).toEqual([]);

  const other = fakePushManager(OTHER_KEY);
  const replaced = await createPushClient({ registration: async () => ({ pushManager: other.pushManager }), fetch: fakeServer().fetch }).subscribe(KEY);
  expect(replaced.endpoint).toBe('https://push.example.com/send/2');
  expect(other.log).toEqual(['unsubscribe https://push.example.com/send/1', 'subscribe userVisibleOnly=true']);
});

test('Web Push off on the server: the key reads as null, a removal’s 404 is no failure; other failures reject', async () => {
  const { pushManager } = fakePushManager(null);
  const off = createPushClient({ registration: async () => ({ pushManager }), fetch: fakeServer(404).fetch });
  await expect(off.applicationKey()).resolves.toBeNull();
  const notFound = createPushClient({ registration: async () => ({ pushManager }), fetch: async () => ({ ok: false, status: 404, json: async () => ({}) }) });
  await expect(notFound.unregister('https://push.example.com/send/1')).resolves.toBeUndefined();
  const broken = createPushClient({ registration: async () => ({ pushManager }), fetch: fakeServer(503).fetch });
  await expect(broken.applicationKey()).rejects.toThrow('503');
  const failing = createPushClient({ registration: async () => ({ pushManager }), fetch: async () => ({ ok: false, status: 500, json: async () => ({}) }) });
  await expect(failing.register({ subscription: { endpoint: 'https://p.example/1', keys: { p256dh: 'p', auth: 'a' } }, teams: [], language: 'en', delaySeconds: 0 })).rejects.toThrow('500');
});

test('the subscription now and letting it go', async () => {
  const { pushManager, log } = fakePushManager(KEY);
  const client = createPushClient({ registration: async () => ({ pushManager }), fetch: fakeServer().fetch });
  expect((await client.subscription())?.endpoint).toBe('https://push.example.com/send/1');
  await client.unsubscribe();
  expect(await client.subscription()).toBeNull();
  await client.unsubscribe();
  expect(log).toEqual(['unsubscribe https://push.example.com/send/1']);
});
