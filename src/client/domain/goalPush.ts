/**
 * Goal alerts to a closed browser, the browser's side (issue 29 case 4; README "Goal alerts"): what this
 * browser registers with the server's Web Push endpoints, and how the service worker reads and words a
 * push. Pure: the push saga (state/goalAlerts/pushSaga.ts) and the worker (serviceWorker/pushHandlers.ts)
 * do the work.
 *
 * Decided here:
 * - A registration follows the teams whose alerts are in force (`alertTeamsInForce`), in the reader's
 *   language, held by the fan's broadcast delay in force (`feedDelaySeconds`). Under the spoiler shield
 *   none: the server cannot know which matches the fan revealed, and a push that spoils is worse than a
 *   push that is missed (the open tab still alerts a revealed match).
 * - A push is worded exactly as the tab words an alert (`alertText`'s message ids and values, the same
 *   locale texts): "Goal! Storhamar 2–1 Vålerenga, 43:12", "Full time: Storhamar 3–2 Vålerenga".
 * - A push names its event by the tab's own key (`alertKey`: match and the feed's ClientId) and its match
 *   by the tag (`alertTag`, one per match), as the tab's notifications do: a push the open tab already
 *   showed is not shown again, nor the other way round.
 */
import type { GoalPushPayload } from '../../shared/contract/push';
import type { Language } from '../../shared/siteConfig';
import type { FavouriteKey } from './favourites';
import type { AlertText } from './goalAlerts';

/** What this browser asks the server to push (`POST /push/subscriptions` without the subscription). */
export interface PushRegistrationWish {
  /** The teams in force, sorted (so the same teams are the same wish). */
  teams: FavouriteKey[];
  language: Language;
  delaySeconds: number;
}

/**
 * What the push registration should be now: `register` the teams in force; else `unregister`, and let the
 * browser's subscription go as well (`unsubscribe`) when no alert is in force at all — the shield alone
 * keeps it, so turning the shield off registers again without a new subscription.
 */
export type PushWish = { kind: 'register'; registration: PushRegistrationWish } | { kind: 'unregister'; unsubscribe: boolean };

export function pushWish(teamsInForce: ReadonlySet<string>, shieldOn: boolean, language: Language, delaySeconds: number): PushWish {
  if (teamsInForce.size === 0) return { kind: 'unregister', unsubscribe: true };
  if (shieldOn) return { kind: 'unregister', unsubscribe: false };
  return { kind: 'register', registration: { teams: [...teamsInForce].sort() as FavouriteKey[], language, delaySeconds: Math.max(0, delaySeconds) } };
}

/** The same wish has the same key: a change of teams, language or delay (or the shield) is a new one. */
export function pushWishKey(wish: PushWish): string {
  return JSON.stringify(wish);
}

/** A push as the worker reads it (the server's payload, one shared type). */
export type GoalPush = GoalPushPayload;

const isText = (value: unknown): value is string => typeof value === 'string';
const isScore = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0);

/** A push's data (JSON text), checked field by field; null for anything else (the worker then shows nothing). */
export function parseGoalPush(text: string): GoalPush | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { kind, matchId, eventId, tag, home, away, homeScore, awayScore, time, url, language } = data as Record<string, unknown>;
  if (kind !== 'goal' && kind !== 'final') return null;
  if (typeof matchId !== 'number' || !Number.isInteger(matchId) || matchId <= 0) return null;
  if (!isText(eventId) || eventId === '' || !isText(tag) || tag === '' || !isText(home) || !isText(away) || !isText(url)) return null;
  if (!isScore(homeScore) || !isScore(awayScore) || !(time === null || time === undefined || isText(time))) return null;
  if (language !== 'en' && language !== 'no') return null;
  return { kind, matchId, eventId, tag, home, away, homeScore, awayScore, time: time ?? null, url, language };
}

const scorePart = (value: number | null): string => (value === null ? '-' : String(value));

/** A push's words as the tab's `alertText` gives them: the same message id and values. */
export function goalPushText(push: GoalPush): AlertText {
  const values = { home: push.home.trim(), away: push.away.trim(), homeScore: scorePart(push.homeScore), awayScore: scorePart(push.awayScore) };
  if (push.kind === 'final') return { id: 'alerts.notification.final', values };
  const time = push.time?.trim() ?? '';
  return time === '' ? { id: 'alerts.notification.goalNoTime', values } : { id: 'alerts.notification.goal', values: { ...values, time } };
}

/**
 * A message of locales/*.json as the build gives it: the text (Jest, ts-node), or its compiled parts
 * (scripts/webpack/compileMessages.mjs: literal parts type 0, `{argument}` parts type 1).
 */
export type MessageSource = string | readonly { type: number; value: string }[];

/**
 * A message with simple `{argument}`s filled in, without react-intl (the service worker stays small); the
 * alert texts use nothing else. A missing value leaves a dash.
 */
export function fillMessage(source: MessageSource, values: Readonly<Record<string, string | undefined>>): string {
  const valueOf = (name: string) => values[name] ?? '-';
  if (typeof source === 'string') return source.replace(/\{(\w+)\}/g, (_all, name: string) => valueOf(name));
  return source.map((part) => (part.type === 1 ? valueOf(part.value) : part.value)).join('');
}

/** The `lang` of an alert's notification. */
export function notificationLang(language: Language): string {
  return language === 'no' ? 'nb' : 'en';
}

/** A push's url as an absolute URL of `origin`, or null when it points elsewhere (a click never opens another site). */
export function openableUrl(url: string, origin: string): string | null {
  try {
    const resolved = new URL(url, origin);
    return resolved.origin === origin ? resolved.href : null;
  } catch {
    return null;
  }
}
