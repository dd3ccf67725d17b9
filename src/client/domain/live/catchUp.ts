/**
 * Catch-up (issue 16): what happened in a live match since the fan last looked — goals with scorers,
 * penalties, lead changes and period ends — from the store's live events (oldest first), so it follows
 * whatever the live saga let through (a broadcast delay upstream included).
 *
 * "Last looked" is a marker: the newest event the fan had on screen (its ClientId and sequence Id). Events
 * after it in the list are new; when the marked event is gone (a delete, or trimmed off the front) the
 * sequence Id decides. Without a marker (first open after the start) it is "since the start", capped to
 * the most important items: goals first, then lead changes, period ends, penalties.
 */
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../shared/contract/live';
import { periodLabel, type PeriodLabel } from './periods';
import { BASKETBALL_SHOT_POINTS, matchScore, sideOf } from './score';
import type { LiveSport } from './sport';

/** Where the fan last looked; null: never (this browser has not opened the match). */
export interface CatchUpMarker {
  clientId: string;
  /** The publisher's sequence number of that event; null when it had none. */
  id: number | null;
}

export type CatchUpSide = 'H' | 'A';

export type CatchUpItem =
  | { kind: 'goal'; key: string; side: CatchUpSide; scorer: string; score: { h: number; a: number }; period: PeriodLabel | null; clock: string | null }
  | { kind: 'penalty'; key: string; side: CatchUpSide; player: string; minutes: number | null; infraction: string | null; period: PeriodLabel | null; clock: string | null }
  | { kind: 'leadChange'; key: string; side: CatchUpSide; score: { h: number; a: number }; period: PeriodLabel | null }
  | { kind: 'periodEnd'; key: string; period: PeriodLabel | null; score: { h: number; a: number }; matchEnd: boolean };

export interface CatchUp {
  /** Oldest first. */
  items: CatchUpItem[];
  /** Items left out by the cap. */
  more: number;
  /** True when measured from the start (no marker). */
  fromStart: boolean;
}

/** How many items the card lists at most (the rest are counted). */
export const CATCH_UP_CAP = 6;

const PRIORITY: Readonly<Record<CatchUpItem['kind'], number>> = { goal: 0, leadChange: 1, periodEnd: 2, penalty: 3 };

/** The marker of the newest event (what the fan has on screen now); null when there are none. */
export function markerOf(events: readonly LiveEvent[]): CatchUpMarker | null {
  const last = events[events.length - 1];
  return last ? { clientId: last.ClientId, id: typeof last.Id === 'number' ? last.Id : null } : null;
}

/** Index of the first event after the marker (0 without one; events.length when nothing is newer). */
export function firstNewIndex(events: readonly LiveEvent[], marker: CatchUpMarker | null): number {
  if (marker === null) return 0;
  for (let i = events.length - 1; i >= 0; i -= 1) if (events[i]?.ClientId === marker.clientId) return i + 1;
  if (marker.id === null) return events.length;
  const markerId = marker.id;
  const index = events.findIndex((event) => typeof event.Id === 'number' && event.Id > markerId);
  return index === -1 ? events.length : index;
}

function name(event: LiveEvent): string {
  const player = event.Player;
  return player ? [player.FirstName, player.LastName].filter((part) => part && part.trim() !== '').join(' ') : '';
}

function pointsOf(sport: LiveSport, event: LiveEvent): number {
  if (sport === 'hockey') {
    const goal = event.MatchEventType === LIVE_EVENT_TYPE.goal || (event.MatchEventType === LIVE_EVENT_TYPE.penaltyShot && event.ResultText === 'Goal');
    return goal ? 1 : 0;
  }
  if (sport === 'basketball') {
    return event.MatchEventType === LIVE_EVENT_TYPE.shot && typeof event.ShotResult === 'number' ? (BASKETBALL_SHOT_POINTS[event.ShotResult] ?? 0) : 0;
  }
  return event.MatchEventType === LIVE_EVENT_TYPE.point ? 1 : 0;
}

const leaderOf = (score: { h: number; a: number }): CatchUpSide | null => (score.h > score.a ? 'H' : score.a > score.h ? 'A' : null);

/**
 * What happened after `marker` (see the module note). The score runs over every event (so a lead change is
 * judged against the whole match), and only items after the marker are kept. Volleyball scores are per
 * set (a set start resets them), as the live score is.
 */
export function catchUpSince(sport: LiveSport, events: readonly LiveEvent[], marker: CatchUpMarker | null, cap = CATCH_UP_CAP): CatchUp {
  const from = firstNewIndex(events, marker);
  const found: CatchUpItem[] = [];
  let score = { h: 0, a: 0 };
  let lastLeader: CatchUpSide | null = null;
  let set: number | null = null;
  events.forEach((event, index) => {
    const fresh = index >= from;
    const period = periodLabel(sport, event.Period, event.PeriodName);
    const side = sideOf(event);
    if (sport === 'volleyball' && event.MatchEventType === LIVE_EVENT_TYPE.point && typeof event.Period === 'number' && event.Period !== set) {
      set = event.Period;
      score = { h: 0, a: 0 };
      lastLeader = null;
    }
    const points = side === null ? 0 : pointsOf(sport, event);
    if (points > 0 && side !== null) {
      score = side === 'H' ? { h: score.h + points, a: score.a } : { h: score.h, a: score.a + points };
      if (fresh && sport === 'hockey') {
        found.push({ kind: 'goal', key: event.ClientId, side, scorer: name(event), score, period, clock: event.PeriodTime ?? null });
      }
      const leader = leaderOf(score);
      if (leader !== null && lastLeader !== null && leader !== lastLeader && fresh) {
        found.push({ kind: 'leadChange', key: `${event.ClientId}:lead`, side: leader, score, period });
      }
      if (leader !== null) lastLeader = leader;
      return;
    }
    if (!fresh) return;
    if (event.MatchEventType === LIVE_EVENT_TYPE.penalty && side !== null) {
      found.push({
        kind: 'penalty',
        key: event.ClientId,
        side,
        player: name(event),
        minutes: typeof event.Minutes === 'number' ? event.Minutes : null,
        infraction: event.InfractionName ?? null,
        period,
        clock: event.PeriodTime ?? null,
      });
    } else if (event.MatchEventType === LIVE_EVENT_TYPE.timer && event.EventType === 2 && /^(period|match) end$/i.test(event.TypeName ?? '')) {
      const matchEnd = /^match/i.test(event.TypeName ?? '');
      // The match end says the final score by the one rule every surface reads (issue 24 case 3: a shootout's
      // deciding goal, volleyball's sets won), not the running count of goals or of the last set's points.
      found.push({ kind: 'periodEnd', key: event.ClientId, period, score: matchEnd ? matchScore(sport, events.slice(0, index + 1), true) : score, matchEnd });
    }
  });
  if (found.length <= cap) return { items: found, more: 0, fromStart: marker === null };
  // The most important first, then back in match order.
  const ranked = found.map((item, order) => ({ item, order })).sort((a, b) => PRIORITY[a.item.kind] - PRIORITY[b.item.kind] || b.order - a.order);
  const kept = ranked.slice(0, cap).sort((a, b) => a.order - b.order).map((entry) => entry.item);
  return { items: kept, more: found.length - kept.length, fromStart: marker === null };
}

/** Storage key of a match's marker (one per match, in this browser). */
export function catchUpStorageKey(matchId: number): string {
  return `matchcentre.catchUp.${matchId}`;
}

/** A stored marker, or null when missing or unreadable (never throws on a stranger's value). */
export function parseMarker(raw: string | null): CatchUpMarker | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { clientId, id } = value as { clientId?: unknown; id?: unknown };
    if (typeof clientId !== 'string' || clientId === '') return null;
    return { clientId, id: typeof id === 'number' && Number.isFinite(id) ? id : null };
  } catch {
    return null;
  }
}
