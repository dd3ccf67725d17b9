/**
 * SPEC §4 Live score: basketball cumulative from made shots in time order, volleyball one per point by
 * team (in the current set), ice hockey from goals; the shootout winner is the team with more shootout
 * goals and gets the deciding goal. Events are passed oldest first.
 */
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../shared/contract/live';
import type { LiveSport } from './sport';

export interface LiveScore {
  h: number;
  a: number;
}

export type Side = 'H' | 'A';

/** 'H' for home; 'A' or 'B' for away; null when the event names no team. */
export function sideOf(event: Pick<LiveEvent, 'Team'>): Side | null {
  if (event.Team === 'H') return 'H';
  if (event.Team === 'A' || event.Team === 'B') return 'A';
  return null;
}

/** SPEC §3 basketball shot ids → points (misses score 0). */
export const BASKETBALL_SHOT_POINTS: Readonly<Record<number, number>> = {
  200444: 1,
  200445: 0,
  200443: 2,
  200581: 0,
  200442: 3,
  200580: 0,
};

function add(score: LiveScore, side: Side | null, points: number): LiveScore {
  if (side === null || points === 0) return score;
  return side === 'H' ? { h: score.h + points, a: score.a } : { h: score.h, a: score.a + points };
}

/** Hockey: shootout goals per side (SPEC §4 shootout winner). */
export function shootoutGoals(events: readonly LiveEvent[]): LiveScore {
  return events.reduce<LiveScore>(
    (score, e) => (e.MatchEventType === LIVE_EVENT_TYPE.shootout && e.ResultText === 'Goal' ? add(score, sideOf(e), 1) : score),
    { h: 0, a: 0 },
  );
}

/** The side with more shootout goals, or null when level or no shootout. */
export function shootoutWinner(events: readonly LiveEvent[]): Side | null {
  const goals = shootoutGoals(events);
  if (goals.h === goals.a) return null;
  return goals.h > goals.a ? 'H' : 'A';
}

/**
 * The score from the events (oldest first), or null when nothing scoring-related is known yet and no
 * match data has arrived (the view shows "-"). `ended`: the match end has been seen (decides a shootout).
 */
export function liveScore(sport: LiveSport, events: readonly LiveEvent[], ended: boolean): LiveScore {
  let score: LiveScore = { h: 0, a: 0 };
  if (sport === 'basketball') {
    for (const e of events) {
      if (e.MatchEventType === LIVE_EVENT_TYPE.shot && typeof e.ShotResult === 'number') {
        score = add(score, sideOf(e), BASKETBALL_SHOT_POINTS[e.ShotResult] ?? 0);
      }
    }
    return score;
  }
  if (sport === 'volleyball') {
    let set: number | null = null;
    for (const e of events) {
      if (e.MatchEventType !== LIVE_EVENT_TYPE.point) continue;
      if (typeof e.Period === 'number' && e.Period !== set) {
        set = e.Period;
        score = { h: 0, a: 0 };
      }
      score = add(score, sideOf(e), 1);
    }
    return score;
  }
  for (const e of events) {
    const goal =
      e.MatchEventType === LIVE_EVENT_TYPE.goal || (e.MatchEventType === LIVE_EVENT_TYPE.penaltyShot && e.ResultText === 'Goal');
    if (goal) score = add(score, sideOf(e), 1);
  }
  if (ended) score = add(score, shootoutWinner(events), 1);
  return score;
}

/** Volleyball: the set in play and its points (SPEC §4 live count: one per point by team). */
export interface RunningSet {
  set: number;
  h: number;
  a: number;
}

interface VolleyballSetsSeen {
  /** Points per set begun (a Period start with no point yet is a set at 0-0). */
  points: Map<number, LiveScore>;
  /** Sets whose Period end has been seen. */
  closed: Set<number>;
}

function isPeriodEvent(e: LiveEvent, name: string): boolean {
  return e.MatchEventType === LIVE_EVENT_TYPE.timer && e.EventType === LIVE_TIMER.periodEvent && e.TypeName === name;
}

function volleyballSetsSeen(events: readonly LiveEvent[]): VolleyballSetsSeen {
  const points = new Map<number, LiveScore>();
  const closed = new Set<number>();
  for (const e of events) {
    if (typeof e.Period !== 'number') continue;
    if (e.MatchEventType === LIVE_EVENT_TYPE.point) points.set(e.Period, add(points.get(e.Period) ?? { h: 0, a: 0 }, sideOf(e), 1));
    else if (isPeriodEvent(e, LIVE_PERIOD_EVENT.periodStart) && !points.has(e.Period)) points.set(e.Period, { h: 0, a: 0 });
    else if (isPeriodEvent(e, LIVE_PERIOD_EVENT.periodEnd)) closed.add(e.Period);
  }
  return { points, closed };
}

/**
 * Volleyball sets won so far (issue 24 case 5: the headline score of a volleyball match). A set is won by
 * the side ahead once it is over: its Period end was seen, a later set has begun, or the match has ended.
 * The set in play counts for nobody, nor does a set level at its end (a set begun at 0-0 and not played).
 */
export function volleyballSets(events: readonly LiveEvent[], ended: boolean): LiveScore {
  const { points, closed } = volleyballSetsSeen(events);
  const sets = [...points.keys()].sort((x, y) => x - y);
  const last = sets[sets.length - 1];
  return sets.reduce<LiveScore>((won, set) => {
    const over = ended || closed.has(set) || set !== last;
    const s = points.get(set) ?? { h: 0, a: 0 };
    return !over || s.h === s.a ? won : add(won, s.h > s.a ? 'H' : 'A', 1);
  }, { h: 0, a: 0 });
}

/**
 * Volleyball: the set in play and its points, shown beside the sets won (issue 24 case 5); null before the
 * first set, between sets (the last one begun is over) and after the match end.
 */
export function runningSet(events: readonly LiveEvent[], ended: boolean): RunningSet | null {
  if (ended) return null;
  const { points, closed } = volleyballSetsSeen(events);
  const last = Math.max(...points.keys());
  const s = points.get(last);
  return s === undefined || closed.has(last) ? null : { set: last, h: s.h, a: s.a };
}

/**
 * The headline score of a match from its events (issue 24: one rule for every surface): ice hockey its goals
 * with the shootout winner's deciding goal once ended, basketball its points, volleyball its sets won (the
 * running set's points stand beside it: `runningSet`).
 */
export function matchScore(sport: LiveSport, events: readonly LiveEvent[], ended: boolean): LiveScore {
  return sport === 'volleyball' ? volleyballSets(events, ended) : liveScore(sport, events, ended);
}

/** "3 - 1", or "-" when the score is unknown (SPEC §2). */
export function liveScoreText(score: LiveScore | null): string {
  return score === null ? '-' : `${score.h} - ${score.a}`;
}
