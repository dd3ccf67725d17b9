/**
 * Issue 29 case 4: Web Push in the browser — the browser's push subscription (through the service worker's
 * registration) and the server's push endpoints (`GET /push/key`, `POST`/`DELETE /push/subscriptions`).
 * The push saga (state/goalAlerts/pushSaga.ts) decides when; this only does. Safe on the server: nothing
 * is read at module evaluation, and `browserPush()` is undefined without a window, a service worker
 * container or the Push API.
 */
import type { Language } from '../../shared/siteConfig';

/** A browser's push subscription as the server takes it (`PushSubscription.toJSON()`). */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The body of `POST /push/subscriptions`. */
export interface PushRegistrationBody {
  subscription: PushSubscriptionJson;
  teams: string[];
  language: Language;
  delaySeconds: number;
}

export interface PushClient {
  /** The server's application key; null when the server has Web Push off (404). Rejects when the read fails. */
  applicationKey(): Promise<string | null>;
  /** This browser's subscription now, or null (no prompt, nothing created). */
  subscription(): Promise<PushSubscriptionJson | null>;
  /** A subscription with `publicKey`: the existing one when it was made with that key, else a new one. */
  subscribe(publicKey: string): Promise<PushSubscriptionJson>;
  /** Lets this browser's subscription go (none: nothing to do). */
  unsubscribe(): Promise<void>;
  register(body: PushRegistrationBody): Promise<void>;
  unregister(endpoint: string): Promise<void>;
}

/** What the push client needs of the browser (injectable for tests). */
export interface PushHost {
  /** The service worker's registration once one is active (the built site registers `/sw.js`). */
  registration(): Promise<{ pushManager: Pick<PushManager, 'getSubscription' | 'subscribe'> }>;
  fetch(url: string, init: RequestInit): Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
}

/** An application server key (base64url) as the bytes `pushManager.subscribe` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

function asJson(subscription: PushSubscription): PushSubscriptionJson {
  const { endpoint, keys } = subscription.toJSON();
  if (typeof endpoint !== 'string' || typeof keys?.p256dh !== 'string' || typeof keys.auth !== 'string') throw new Error('push subscription without its keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

const JSON_HEADERS = { accept: 'application/json', 'content-type': 'application/json' };

function expectStatus(response: Pick<Response, 'ok' | 'status'>, what: string): void {
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
}

export function createPushClient(host: PushHost): PushClient {
  const pushManager = async () => (await host.registration()).pushManager;
  return {
    async applicationKey() {
      const response = await host.fetch('/push/key', { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } });
      if (response.status === 404) return null;
      expectStatus(response, 'GET /push/key');
      const body: unknown = await response.json();
      const key = typeof body === 'object' && body !== null ? (body as { publicKey?: unknown }).publicKey : undefined;
      if (typeof key !== 'string' || !/^[A-Za-z0-9_-]+$/.test(key)) throw new Error('GET /push/key answered no key');
      return key;
    },
    async subscription() {
      const existing = await (await pushManager()).getSubscription();
      return existing === null ? null : asJson(existing);
    },
    async subscribe(publicKey) {
      const manager = await pushManager();
      const applicationServerKey = base64UrlToBytes(publicKey);
      const existing = await manager.getSubscription();
      if (existing !== null) {
        if (sameBytes(existing.options.applicationServerKey, applicationServerKey)) return asJson(existing);
        // Made with another key (the server's keys were replaced): its pushes would not be accepted.
        await existing.unsubscribe();
      }
      return asJson(await manager.subscribe({ userVisibleOnly: true, applicationServerKey }));
    },
    async unsubscribe() {
      const existing = await (await pushManager()).getSubscription();
      if (existing !== null) await existing.unsubscribe();
    },
    async register(body) {
      expectStatus(await host.fetch('/push/subscriptions', { method: 'POST', credentials: 'same-origin', headers: JSON_HEADERS, body: JSON.stringify(body) }), 'POST /push/subscriptions');
    },
    async unregister(endpoint) {
      const response = await host.fetch('/push/subscriptions', { method: 'DELETE', credentials: 'same-origin', headers: JSON_HEADERS, body: JSON.stringify({ endpoint }) });
      // 404: Web Push is off on the server, so it holds nothing for this browser either.
      if (response.status !== 404) expectStatus(response, 'DELETE /push/subscriptions');
    },
  };
}

/** The page's push client, or undefined where the browser cannot receive pushes (or on the server). */
export function browserPush(): PushClient | undefined {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || typeof window.PushManager !== 'function') return undefined;
  return createPushClient({
    // Resolves once a worker is active; never in the development build, which registers none (the saga
    // then waits, and nothing else waits for it).
    registration: () => navigator.serviceWorker.ready,
    fetch: (url, init) => window.fetch(url, init),
  });
}
