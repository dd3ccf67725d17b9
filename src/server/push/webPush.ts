/**
 * Web Push for goal alerts to a closed browser (issue 29 case 4): the VAPID keys' configuration
 * (WEB_PUSH_VAPID_PUBLIC_KEY, WEB_PUSH_VAPID_PRIVATE_KEY, WEB_PUSH_SUBJECT; config.ts), the subscriptions a
 * browser registers (which teams each follows, its language and its broadcast delay), and the payload a goal
 * or final whistle sends to the subscriptions of its teams. goalPushes.ts watches the live events and sends
 * them (web-push 3.6.7); the service worker's `push` handler shows them.
 */
import { DELAY_RANGE } from '../../shared/rules/broadcastDelay';
import type { GoalPushPayload } from '../../shared/contract/push';

/** A team as the favourites key it ("sportId:teamId", the client's domain/favourites TeamKey). */
export type TeamKey = `${number}:${number}`;

export interface WebPushConfig {
  /** The application server key the browser subscribes with (base64url, uncompressed P-256 point). */
  publicKey: string;
  /** Signs the VAPID token; never leaves the server. */
  privateKey: string;
  /** Who the push service may contact: a mailto: or https: URL. */
  subject: string;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** How many bytes a base64url text decodes to, or null when it is not base64url. */
export function base64UrlBytes(text: string): number | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  return Buffer.from(text, 'base64url').length;
}

/** A VAPID public key: 65 bytes, an uncompressed P-256 point (first byte 0x04). */
export function isVapidPublicKey(text: string): boolean {
  return base64UrlBytes(text) === 65 && Buffer.from(text, 'base64url')[0] === 0x04;
}

/** A VAPID private key: the 32-byte P-256 scalar. */
export function isVapidPrivateKey(text: string): boolean {
  return base64UrlBytes(text) === 32;
}

export function isVapidSubject(text: string): boolean {
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(text)) return true;
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A browser's push subscription (PushSubscription.toJSON()). */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushRegistration {
  subscription: PushSubscriptionJson;
  /** The teams with goal alerts on in that browser (favourite keys "sportId:teamId"). */
  teams: TeamKey[];
  language: 'en' | 'no';
  /** The fan's broadcast delay (issue 16, whole seconds in DELAY_RANGE): the push goes out this long after the event. */
  delaySeconds: number;
}

const TEAM_KEY = /^[1-9]\d{0,9}:[1-9]\d{0,9}$/;
/** The favourites' own bound (domain/favourites MAX_FAVOURITES). */
const MAX_TEAMS = 200;

/**
 * A subscribe request's body, checked: an https endpoint, the two keys the payload is encrypted with
 * (p256dh a 65-byte point, auth 16 bytes), the teams, the language and the broadcast delay (whole seconds
 * in DELAY_RANGE; absent, from a client older than the delay, 0). A string saying what is wrong otherwise.
 */
export function parseRegistration(body: unknown): PushRegistration | string {
  if (typeof body !== 'object' || body === null) return 'the body must be a JSON object';
  const { subscription, teams, language, delaySeconds = 0 } = body as Record<string, unknown>;
  if (typeof subscription !== 'object' || subscription === null) return 'subscription: must be a push subscription';
  const { endpoint, keys } = subscription as Record<string, unknown>;
  let url: URL | null = null;
  try {
    url = typeof endpoint === 'string' && endpoint.length <= 2048 ? new URL(endpoint) : null;
  } catch {
    url = null;
  }
  if (url === null || url.protocol !== 'https:') return 'subscription.endpoint: must be an https URL';
  const { p256dh, auth } = (typeof keys === 'object' && keys !== null ? keys : {}) as Record<string, unknown>;
  if (typeof p256dh !== 'string' || !isVapidPublicKey(p256dh)) return 'subscription.keys.p256dh: must be a base64url P-256 public key';
  if (typeof auth !== 'string' || base64UrlBytes(auth) !== 16) return 'subscription.keys.auth: must be 16 bytes in base64url';
  if (!Array.isArray(teams) || teams.length > MAX_TEAMS || !teams.every((team) => typeof team === 'string' && TEAM_KEY.test(team)))
    return `teams: must be a list of at most ${MAX_TEAMS} team keys such as "152:1001"`;
  if (language !== 'en' && language !== 'no') return 'language: must be "en" or "no"';
  if (typeof delaySeconds !== 'number' || !Number.isInteger(delaySeconds) || delaySeconds < DELAY_RANGE.min || delaySeconds > DELAY_RANGE.max)
    return `delaySeconds: must be whole seconds from ${DELAY_RANGE.min} to ${DELAY_RANGE.max}`;
  return { subscription: { endpoint: url.href, keys: { p256dh, auth } }, teams: [...new Set(teams as TeamKey[])], language, delaySeconds };
}

/**
 * The registered browsers, by endpoint (a browser registering again replaces its teams; one with no
 * teams left is forgotten). In memory and bounded: the oldest registration goes first. A deployment with
 * more than one instance keeps them in a shared store instead.
 */
export class PushSubscriptions {
  private readonly byEndpoint = new Map<string, PushRegistration>();

  constructor(private readonly max: number = 100_000) {}

  register(registration: PushRegistration): void {
    this.byEndpoint.delete(registration.subscription.endpoint);
    if (registration.teams.length === 0) return;
    this.byEndpoint.set(registration.subscription.endpoint, registration);
    while (this.byEndpoint.size > this.max) {
      const oldest = this.byEndpoint.keys().next().value;
      if (oldest === undefined) break;
      this.byEndpoint.delete(oldest);
    }
  }

  remove(endpoint: string): boolean {
    return this.byEndpoint.delete(endpoint);
  }

  get size(): number {
    return this.byEndpoint.size;
  }

  /** The registration of an endpoint now (a delayed push checks its browser is still registered). */
  get(endpoint: string): PushRegistration | undefined {
    return this.byEndpoint.get(endpoint);
  }

  /** The registrations following either team (each once). */
  following(teams: readonly (TeamKey | null)[]): PushRegistration[] {
    const wanted = new Set(teams.filter((team): team is TeamKey => team !== null));
    return [...this.byEndpoint.values()].filter((registration) => registration.teams.some((team) => wanted.has(team)));
  }
}

export type { GoalPushPayload };

/** One push to send: to whom, what, and how long after the event (the registration's broadcast delay). */
export interface PushTarget {
  subscription: PushSubscriptionJson;
  payload: GoalPushPayload;
  delaySeconds: number;
}

/**
 * The pushes of one alert (a goal or the final whistle that the shared rule, shared/rules/goalAlerts, raises;
 * results visibility decided by the caller, as for every surface): one per registration following either
 * team, in its language, with its delay.
 */
export function pushTargets(subscriptions: PushSubscriptions, alert: Omit<GoalPushPayload, 'language'> & { teams: readonly (TeamKey | null)[] }): PushTarget[] {
  const { teams, ...payload } = alert;
  return subscriptions
    .following(teams)
    .map((registration) => ({ subscription: registration.subscription, payload: { ...payload, language: registration.language }, delaySeconds: registration.delaySeconds }));
}
