/**
 * SPEC §4 Live score: basketball cumulative from made shots in time order, volleyball one per point by
 * team (in the current set), ice hockey from goals; the shootout winner is the team with more shootout
 * goals and gets the deciding goal. Events are passed oldest first.
 */
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../shared/contract/live';
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

/** Volleyball sets won so far: a set is won by the side ahead when the next set starts or the match ends. */
export function volleyballSets(events: readonly LiveEvent[], ended: boolean): LiveScore {
  const perSet = new Map<number, LiveScore>();
  for (const e of events) {
    if (e.MatchEventType !== LIVE_EVENT_TYPE.point || typeof e.Period !== 'number') continue;
    perSet.set(e.Period, add(perSet.get(e.Period) ?? { h: 0, a: 0 }, sideOf(e), 1));
  }
  const sets = [...perSet.keys()].sort((x, y) => x - y);
  const finished = ended ? sets : sets.slice(0, -1);
  return finished.reduce<LiveScore>((won, set) => {
    const s = perSet.get(set) ?? { h: 0, a: 0 };
    return s.h === s.a ? won : add(won, s.h > s.a ? 'H' : 'A', 1);
  }, { h: 0, a: 0 });
}

/** "3 - 1", or "-" when the score is unknown (SPEC §2). */
export function liveScoreText(score: LiveScore | null): string {
  return score === null ? '-' : `${score.h} - ${score.a}`;
}
