/**
 * Goal alerts for favourite teams (issue 29 case 4): which starred teams the fan asked to be alerted for,
 * which live events raise a notification, what it says, and how one is never shown twice. Pure: the saga
 * (state/goalAlerts) restores, saves, watches the feed and shows; the caller passes `now` and the gates.
 *
 * Decided here:
 * - An alert is a goal of an ice-hockey match (a Goal, or a penalty shot that scored) and, in every live
 *   sport, the final whistle (the Match end period event). A basket or a volleyball point is no "goal":
 *   a notification per basket would be noise.
 * - An event is keyed by its match and ClientId (the feed's event id; a correction re-sends the same one),
 *   so a replay, a reconnect's history, a correction or a second feed of the same event never shows twice.
 * - Only what happened since the watch began counts (minus the broadcast delay: what the delay still
 *   holds was not on the fan's screen yet), so opening a page does not replay the day's goals.
 * - One tag per match, so the system shows a match's newest alert in place of the one before.
 */
import type { LiveEvent } from '../../shared/contract/live';
import { alertKey, alertKindOf, alertTime, eventScore, type AlertKind } from '../../shared/rules/goalAlerts';
import type { Match } from '../../shared/contract';
import { involvesFavourite, parseFavourites, serialiseFavourites, type FavouriteKey } from './favourites';
import type { LiveScorePair } from './matchStatus';
import { timetokenMs } from './live/time';
import type { LiveSport } from './live/sport';
import { displayTeamName } from './matches';
import type { ResultsVisibility } from './score';

// The classification is shared with the server's Web Push sender (issue 29 case 4): one rule, re-exported.
export { alertKindOf, alertKey, alertTag, alertTime, type AlertKind } from '../../shared/rules/goalAlerts';

/** Local-storage key of the teams with goal alerts on (a JSON array of favourite keys, like the stars). */
export const GOAL_ALERTS_STORAGE_KEY = 'goalAlerts';

/**
 * What the browser allows: 'unknown' before the client has looked (the server's render, hydration),
 * 'unsupported' without the Notification API, else the browser's own permission.
 */
export type AlertPermission = 'unknown' | 'unsupported' | 'default' | 'granted' | 'denied';

/** The saved teams; a damaged value reads as none (the favourites' own reader and bound). */
export function parseGoalAlerts(raw: string | null): FavouriteKey[] {
  return parseFavourites(raw);
}

export function serialiseGoalAlerts(keys: readonly FavouriteKey[]): string {
  return serialiseFavourites(keys);
}

/**
 * Whether a star may carry its alert toggle (issue 29 case 4): the browser can notify ('granted'), may be
 * asked ('default'), or said no ('denied': the toggle says so when pressed); not where notifications are
 * unsupported, nor before the browser was asked ('unknown', as on the server's render).
 */
export function canOfferAlerts(permission: AlertPermission): boolean {
  return permission === 'default' || permission === 'granted' || permission === 'denied';
}

/**
 * The teams whose alerts are in force: those turned on that are still starred (alerts are per starred
 * team) — and none unless the browser lets the site notify.
 */
export function alertTeamsInForce(keys: readonly FavouriteKey[], starred: ReadonlySet<string>, permission: AlertPermission): FavouriteKey[] {
  return permission === 'granted' ? keys.filter((key) => starred.has(key)) : [];
}

/**
 * Today's matches an alert watches: those of a team in force. Which of them have a feed to follow now is
 * the lists' own rule (`followsLiveScore`), applied where the feeds are followed.
 */
export function alertMatches<M extends Pick<Match, 'sportId' | 'hometeamId' | 'awayteamId'>>(matches: readonly M[], teams: ReadonlySet<string>): M[] {
  return teams.size === 0 ? [] : matches.filter((match) => involvesFavourite(match, teams));
}

/** At most this many keys are remembered (a day of goals of many teams; the oldest forgotten first). */
export const MAX_NOTIFIED = 500;

/** `notified` with `keys` added, bounded by MAX_NOTIFIED. */
export function withNotified(notified: readonly string[], keys: readonly string[]): string[] {
  const next = [...notified, ...keys.filter((key) => !notified.includes(key))];
  return next.length > MAX_NOTIFIED ? next.slice(next.length - MAX_NOTIFIED) : next;
}

/**
 * Whether an event published at `timetoken` is news to a watch that began at `sinceMs` (device ms): it was
 * published after the watch began, or less than the broadcast delay before (the delay had not let it
 * through yet). An event without a readable time is old news (nothing could say when it happened).
 */
export function isNews(timetoken: string, sinceMs: number, delaySeconds: number): boolean {
  const published = timetokenMs(timetoken);
  return published !== null && published >= sinceMs - Math.max(0, delaySeconds) * 1000;
}

/** What the fan's settings and the league allow for one match now. */
export interface AlertGate {
  /** The spoiler shield hides this match's score (domain/spoiler `isScoreHidden`). */
  scoreHidden: boolean;
  /** SPEC §4 results visibility of the match (domain/score `resultsVisibility`); only 'shown' may alert. */
  visibility: ResultsVisibility;
}

/** One message as the feed delivered it (after the broadcast delay). */
export interface AlertCandidate {
  timetoken: string;
  event: LiveEvent;
}

/** An alert to show. */
export interface DueAlert {
  key: string;
  kind: AlertKind;
  event: LiveEvent;
}

/**
 * The alerts a batch of a match's messages raises, and the keys handled (shown or silenced): a silenced
 * goal stays silent — turning the shield off later does not bring back what it hid. Old news, events
 * that raise no alert, and events already handled are skipped; an event appearing twice in one batch
 * counts once.
 */
export function dueAlerts(
  matchId: number,
  sport: LiveSport,
  messages: readonly AlertCandidate[],
  context: { sinceMs: number; delaySeconds: number; notified: ReadonlySet<string>; gate: AlertGate },
): { alerts: DueAlert[]; handled: string[] } {
  const silent = context.gate.scoreHidden || context.gate.visibility !== 'shown';
  const alerts: DueAlert[] = [];
  const handled: string[] = [];
  for (const { timetoken, event } of messages) {
    const kind = alertKindOf(sport, event);
    if (kind === null) continue;
    const key = alertKey(matchId, event);
    if (context.notified.has(key) || handled.includes(key) || !isNews(timetoken, context.sinceMs, context.delaySeconds)) continue;
    handled.push(key);
    if (!silent) alerts.push({ key, kind, event });
  }
  return { alerts, handled };
}

/** A notification's text, as a message id of locales/*.json and its values (the saga formats it). */
export interface AlertText {
  id: 'alerts.notification.goal' | 'alerts.notification.goalNoTime' | 'alerts.notification.final';
  values: { home: string; away: string; homeScore: string; awayScore: string; time?: string };
}

/** A dash for a side of the score the feed did not say (never a made-up 0). */
const scorePart = (value: number | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '-');

/**
 * "Goal! Storhamar 2–1 Vålerenga, 43:12" (the score after the goal: the event's own pair, else the feed's
 * headline score) or "Full time: Storhamar 3–2 Vålerenga" (the headline score by the one rule, `liveSummary`;
 * before the feed has one, the Match end's own pair, which carries the result).
 */
export function alertText(
  kind: AlertKind,
  match: Parameters<typeof displayTeamName>[0],
  event: LiveEvent,
  headline: LiveScorePair | null,
): AlertText {
  const home = displayTeamName(match, 'home');
  const away = displayTeamName(match, 'away');
  const own = eventScore(event);
  const pair = kind === 'goal' ? (own ?? headline) : (headline ?? own);
  const values = { home, away, homeScore: scorePart(pair?.h), awayScore: scorePart(pair?.a) };
  if (kind === 'final') return { id: 'alerts.notification.final', values };
  const time = alertTime(event);
  return time === null ? { id: 'alerts.notification.goalNoTime', values } : { id: 'alerts.notification.goal', values: { ...values, time } };
}
