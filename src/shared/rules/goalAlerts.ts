/**
 * Goal alerts' classification (issue 29 case 4), the one rule both the tab (client domain/goalAlerts, which
 * re-exports it) and the server's Web Push sender (server/push/goalPushes) apply: which live event raises an
 * alert, the key it is known by, the tag a match's alerts share, the match time and score it tells, and the
 * page it opens.
 *
 * Decided here:
 * - An alert is a goal of an ice-hockey match (a Goal, or a penalty shot that scored) and, in every live
 *   sport, the final whistle (the Match end period event). A basket or a volleyball point is no "goal":
 *   a notification per basket would be noise.
 * - An event is keyed by its match and ClientId (the feed's event id; a correction re-sends the same one),
 *   so a replay, a reconnect's history, a correction or a second feed of the same event never shows twice.
 * - One tag per match, so the system shows a match's newest alert in place of the one before.
 */
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../contract/live';
import type { Match } from '../contract';
import type { LiveSport } from './liveSport';

export type AlertKind = 'goal' | 'final';

/** The alert an event raises, or null: an ice-hockey goal (or scored penalty shot), or any sport's Match end. */
export function alertKindOf(sport: LiveSport, event: LiveEvent): AlertKind | null {
  if (event.MatchEventType === LIVE_EVENT_TYPE.timer && event.EventType === LIVE_TIMER.periodEvent && event.TypeName === LIVE_PERIOD_EVENT.matchEnd) return 'final';
  if (sport !== 'hockey') return null;
  if (event.MatchEventType === LIVE_EVENT_TYPE.goal) return 'goal';
  if (event.MatchEventType === LIVE_EVENT_TYPE.penaltyShot && event.ResultText === 'Goal') return 'goal';
  return null;
}

/** The key an event's alert is known by (its match and ClientId). */
export function alertKey(matchId: number, event: Pick<LiveEvent, 'ClientId'>): string {
  return `${matchId}:${event.ClientId}`;
}

/** The notification tag of a match: its alerts replace each other instead of piling up. */
export function alertTag(matchId: number): string {
  return `goal-alert-${matchId}`;
}

/** The match time an event happened at ("43:12", the match's elapsed time; else the period's), or null. */
export function alertTime(event: Pick<LiveEvent, 'TotalMatchTime' | 'PeriodTime'>): string | null {
  const pattern = /^\d{1,3}:\d{2}$/;
  for (const value of [event.TotalMatchTime, event.PeriodTime]) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (pattern.test(text)) return text;
  }
  return null;
}

/** The score pair an event carries (the score after it: a goal's, and the Match end's final result), or null. */
export function eventScore(event: Pick<LiveEvent, 'h' | 'a'>): { h: number; a: number } | null {
  return typeof event.h === 'number' && Number.isFinite(event.h) && typeof event.a === 'number' && Number.isFinite(event.a) ? { h: event.h, a: event.a } : null;
}

/**
 * The page an alert opens: the match's live view, `/livematch?matchId=&matchDate=&seasonId=&tournamentId=`
 * (SPEC §2; the same URL as the client's `matchHref(match, 'livematch', …)`, which a test holds it to).
 */
export function alertHref(match: Pick<Match, 'matchId' | 'matchDate' | 'seasonId' | 'tournamentId'>): string {
  const query = new URLSearchParams({ matchId: String(match.matchId), matchDate: match.matchDate.slice(0, 10) });
  if (match.seasonId !== null && match.seasonId > 0) query.set('seasonId', String(match.seasonId));
  if (match.tournamentId > 0) query.set('tournamentId', String(match.tournamentId));
  return `/livematch?${query.toString()}`;
}
