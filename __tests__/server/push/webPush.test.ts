/**
 * Issue 29 case 4, Web Push's server side as far as it runs without a push service: the VAPID keys'
 * configuration, the subscribe endpoint storing what a browser registers, and the payloads of an alert.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import { ConfigError, loadConfig } from '../../../src/server/config';
import { parseRegistration, PushSubscriptions, pushTargets } from '../../../src/server/push/webPush';
import { fakeDataSource, testConfig } from '../support/serverFixtures';

function vapidKeys(): { publicKey: string; privateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x ?? '', 'base64url'), Buffer.from(pub.y ?? '', 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: priv.d ?? '' };
}

const keys = vapidKeys();
const env = { WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey, WEB_PUSH_SUBJECT: 'mailto:ops@example.org' };
const browserKey = vapidKeys().publicKey;
const subscription = (n: number) => ({ endpoint: `https://push.example.net/send/${n}`, keys: { p256dh: browserKey, auth: randomBytes(16).toString('base64url') } });

function configError(vars: Record<string, string>): ConfigError {
  try {
    loadConfig(vars);
  } catch (error) {
    if (error instanceof ConfigError) return error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  test('none set: no push; all three valid: the keys and subject', () => {
    expect(loadConfig({}).webPush).toBeNull();
    expect(loadConfig(env).webPush).toEqual({ publicKey: keys.publicKey, privateKey: keys.privateKey, subject: 'mailto:ops@example.org' });
    expect(loadConfig({ ...env, WEB_PUSH_SUBJECT: 'https://hockey.example.org/contact' }).webPush?.subject).toBe('https://hockey.example.org/contact');
  });

  test('a bad or missing one stops the start, naming the variable', () => {
    expect(configError({ ...env, WEB_PUSH_VAPID_PUBLIC_KEY: keys.privateKey }).message).toMatch(/WEB_PUSH_VAPID_PUBLIC_KEY/);
    expect(configError({ ...env, WEB_PUSH_VAPID_PRIVATE_KEY: 'not-a-key!' }).message).toMatch(/WEB_PUSH_VAPID_PRIVATE_KEY/);
    expect(configError({ ...env, WEB_PUSH_SUBJECT: 'http://insecure.example.org' }).message).toMatch(/WEB_PUSH_SUBJECT/);
    const { WEB_PUSH_SUBJECT: _omitted, ...withoutSubject } = env;
    void _omitted;
    expect(configError(withoutSubject).message).toMatch(/WEB_PUSH_SUBJECT.*together/);
  });
});

describe('registrations', () => {
  test('a subscription is checked: https endpoint, its keys, team keys, language', () => {
    expect(parseRegistration({ subscription: subscription(1), teams: ['152:11'], language: 'no' })).toMatchObject({ teams: ['152:11'], language: 'no' });
    expect(parseRegistration({ subscription: { ...subscription(1), endpoint: 'http://push.example.net/x' }, teams: [], language: 'en' })).toMatch(/endpoint/);
    expect(parseRegistration({ subscription: { ...subscription(1), keys: { p256dh: 'abc', auth: 'abc' } }, teams: [], language: 'en' })).toMatch(/p256dh/);
    expect(parseRegistration({ subscription: subscription(1), teams: ['152:x'], language: 'en' })).toMatch(/teams/);
    expect(parseRegistration({ subscription: subscription(1), teams: [], language: 'de' })).toMatch(/language/);
  });

  test("the fan's broadcast delay: whole seconds up to the spoiler settings' largest (120); absent from an older client, none", () => {
    const body = { subscription: subscription(1), teams: ['152:11'], language: 'en' };
    expect(parseRegistration(body)).toMatchObject({ delaySeconds: 0 });
    expect(parseRegistration({ ...body, delaySeconds: 0 })).toMatchObject({ delaySeconds: 0 });
    expect(parseRegistration({ ...body, delaySeconds: 120 })).toMatchObject({ delaySeconds: 120 });
    for (const delaySeconds of [121, -1, 2.5, '30', null]) expect(parseRegistration({ ...body, delaySeconds })).toBe('delaySeconds: must be whole seconds from 0 to 120');
  });

  test('the payloads of an alert: one per browser following either team, in its language; a browser registering again replaces its teams', () => {
    const store = new PushSubscriptions();
    const reg = (n: number, teams: string[], language: 'en' | 'no') => {
      const parsed = parseRegistration({ subscription: subscription(n), teams, language });
      if (typeof parsed === 'string') throw new Error(parsed);
      store.register(parsed);
    };
    reg(1, ['152:11'], 'no');
    reg(2, ['152:12', '152:11'], 'en');
    reg(3, ['152:99'], 'en');
    reg(3, [], 'en');
    expect(store.size).toBe(2);
    const alert = { kind: 'goal' as const, matchId: 7, eventId: 'g1', tag: 'goal-alert-7', home: 'Storhamar', away: 'Vålerenga', homeScore: 2, awayScore: 1, time: '43:12', url: '/livematch?matchId=7' };
    const targets = pushTargets(store, { ...alert, teams: ['152:11', '152:12'] });
    expect(targets.map((target) => [target.subscription.endpoint, target.payload.language])).toEqual([
      ['https://push.example.net/send/1', 'no'],
      ['https://push.example.net/send/2', 'en'],
    ]);
    expect(targets[0]?.payload).toEqual({ ...alert, language: 'no' });
    expect(pushTargets(store, { ...alert, teams: ['152:13', null] })).toEqual([]);
  });

  test('bounded: the oldest registration goes first', () => {
    const store = new PushSubscriptions(2);
    for (const n of [1, 2, 3]) {
      const parsed = parseRegistration({ subscription: subscription(n), teams: ['152:11'], language: 'en' });
      if (typeof parsed !== 'string') store.register(parsed);
    }
    expect(store.following(['152:11']).map((r) => r.subscription.endpoint)).toEqual(['https://push.example.net/send/2', 'https://push.example.net/send/3']);
  });
});

describe('endpoints', () => {
  const app = (webPush: boolean, subscriptions = new PushSubscriptions()) =>
    buildApp({
      config: testConfig(webPush ? { webPush: loadConfig(env).webPush } : {}),
      dataSource: fakeDataSource(),
      clientDir: path.join(tmpdir(), 'mc-client-does-not-exist'),
      clock: createClock({ startAt: new Date('2026-11-21T17:00:00Z') }),
      logger: false,
      renderer: false,
      pushSubscriptions: subscriptions,
    });

  test('with keys: the public key, a subscription stored (201), a bad one refused (400), removed (204)', async () => {
    const subscriptions = new PushSubscriptions();
    const server = app(true, subscriptions);
    const key = await server.inject({ method: 'GET', url: '/push/key' });
    expect(key.statusCode).toBe(200);
    expect(key.json()).toEqual({ publicKey: keys.publicKey });
    const stored = await server.inject({ method: 'POST', url: '/push/subscriptions', payload: { subscription: subscription(1), teams: ['152:11'], language: 'en' } });
    expect(stored.statusCode).toBe(201);
    expect(subscriptions.following(['152:11'])).toHaveLength(1);
    const bad = await server.inject({ method: 'POST', url: '/push/subscriptions', payload: { subscription: { endpoint: 'x' }, teams: [], language: 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'subscription.endpoint: must be an https URL' });
    const removed = await server.inject({ method: 'DELETE', url: '/push/subscriptions', payload: { endpoint: subscription(1).endpoint } });
    expect(removed.statusCode).toBe(204);
    expect(subscriptions.size).toBe(0);
    await server.close();
  });

  test('without keys: no push endpoints', async () => {
    const server = app(false);
    const key = await server.inject({ method: 'GET', url: '/push/key' });
    expect(key.statusCode).toBe(404);
    expect(key.json()).toEqual({ error: 'Web Push is not configured on this server' });
    expect((await server.inject({ method: 'POST', url: '/push/subscriptions', payload: {} })).statusCode).toBe(404);
    await server.close();
  });
});
