/**
 * Which sport is simulated how (DESIGN §4), result-level outcomes for the other sports, and cutting a
 * simulation at an instant (the live view and the live simulator of a later issue).
 */
import { SPORT } from '../../../shared/contract';
import type { DemoOutcome, Score, Side, Simulation, SimulationCut } from '../model';
import { createRng } from '../random';
import { simulateBasketball } from './basketball';
import type { SimulationInput } from './common';
import { simulateHockey } from './hockey';
import { simulateVolleyball } from './volleyball';

export type { SimulationInput } from './common';
export { goalTypeFor } from './hockey';

/** Sports simulated event by event (SPEC §1: the sports with their own match pages). */
export function isSimulatedSport(sportId: number): boolean {
  return sportId === SPORT.iceHockey || sportId === SPORT.basketball || sportId === SPORT.volleyball;
}

/** The full simulation of a hockey, basketball or volleyball match; null for other sports. */
export function simulate(sportId: number, input: SimulationInput): Simulation | null {
  if (sportId === SPORT.iceHockey) return simulateHockey(input);
  if (sportId === SPORT.basketball) return simulateBasketball(input);
  if (sportId === SPORT.volleyball) return simulateVolleyball(input);
  return null;
}

/** Score ranges and match length (minutes) of the result-level sports. */
const RESULT_LEVEL: Readonly<Record<number, { max: number; min: number; draws: boolean; minutes: number }>> = {
  [SPORT.golf]: { min: 0, max: 5, draws: true, minutes: 240 },
  [SPORT.padel]: { min: 0, max: 3, draws: false, minutes: 90 },
  [SPORT.squash]: { min: 0, max: 5, draws: false, minutes: 90 },
  [SPORT.curling]: { min: 1, max: 11, draws: false, minutes: 150 },
  [SPORT.frisbeeGolf]: { min: 0, max: 6, draws: true, minutes: 150 },
  [SPORT.handball]: { min: 14, max: 34, draws: true, minutes: 75 },
  [SPORT.soccer]: { min: 0, max: 6, draws: true, minutes: 80 },
  [SPORT.tableTennis]: { min: 0, max: 10, draws: true, minutes: 120 },
  [SPORT.dodgeball]: { min: 0, max: 5, draws: false, minutes: 60 },
  [SPORT.floorball]: { min: 0, max: 11, draws: true, minutes: 75 },
  [SPORT.futsal]: { min: 0, max: 9, draws: true, minutes: 60 },
  [SPORT.rinkbandy]: { min: 0, max: 9, draws: true, minutes: 70 },
  [SPORT.cageball]: { min: 0, max: 12, draws: true, minutes: 50 },
};

/** A seeded result for a sport decided at result level only (DESIGN §4). */
export function resultLevelOutcome(seed: number, matchId: number, sportId: number, homeEdge: number): DemoOutcome {
  const rng = createRng(seed, 'result', matchId);
  const plan = RESULT_LEVEL[sportId] ?? { min: 0, max: 6, draws: true, minutes: 90 };
  const draw = () => {
    // Two halves of the range, leaning towards the middle, tilted by the strength difference.
    const span = plan.max - plan.min;
    return plan.min + Math.round(((rng.next() + rng.next()) / 2) * span);
  };
  let home = Math.min(plan.max, Math.round(draw() * homeEdge));
  let away = draw();
  if (sportId === SPORT.padel || sportId === SPORT.squash) {
    // Team matches of racket sports: the winner takes the deciding number of rubbers.
    const total = plan.max;
    const winnerTakes = Math.floor(total / 2) + 1;
    const loserTakes = rng.int(0, total - winnerTakes);
    [home, away] = rng.chance(0.5 * homeEdge) ? [winnerTakes, loserTakes] : [loserTakes, winnerTakes];
  }
  if (!plan.draws && home === away) {
    if (rng.chance(0.5)) home += 1;
    else away += 1;
  }
  return {
    result: { homeGoals: home, awayGoals: away, matchEndResult: `${home} - ${away}` },
    durationWallSeconds: plan.minutes * 60,
    decidedBy: 'regulation',
    penaltyMinutes: NO_POINTS,
    rallyPoints: NO_POINTS,
  };
}

/** Shared by every outcome that has none (frozen: outcomes are memoized and handed out). */
const NO_POINTS: Readonly<Record<Side, number>> = Object.freeze({ H: 0, B: 0 });

/**
 * The outcome of a simulated match, with the facts standings count taken from its events once
 * (DESIGN §4: derived from the events; issue 14: so the simulation itself need not stay in memory).
 */
export function outcomeOfSimulation(simulation: Simulation): DemoOutcome {
  let penaltyMinutes = NO_POINTS;
  let rallyPoints = NO_POINTS;
  if (simulation.sport === 'hockey') {
    const minutes = { H: 0, B: 0 };
    for (const event of simulation.events) if (event.type === 'penalty') minutes[event.team] += event.minutes;
    penaltyMinutes = minutes;
  } else if (simulation.sport === 'volleyball') {
    const points = { H: 0, B: 0 };
    for (const period of simulation.periods) {
      points.H += period.home;
      points.B += period.away;
    }
    rallyPoints = points;
  }
  return {
    result: simulation.result,
    durationWallSeconds: simulation.durationWallSeconds,
    decidedBy: simulation.sport === 'hockey' ? simulation.decidedBy : 'regulation',
    penaltyMinutes,
    rallyPoints,
  };
}

/** The score of a simulation's events up to `events` (volleyball: sets won). */
function scoreOf(simulation: Simulation, events: Simulation['events']): Score {
  const score = { h: 0, a: 0 };
  if (simulation.sport === 'volleyball') {
    for (const period of simulation.periods) {
      const ended = events.some((event) => event.type === 'periodEnd' && event.period === period.period);
      if (!ended) continue;
      if (period.home > period.away) score.h += 1;
      else score.a += 1;
    }
    return score;
  }
  for (const event of events) {
    if (event.type === 'goal' || event.type === 'shot') {
      if ('points' in event) {
        if (event.team === 'H') score.h += event.points;
        else score.a += event.points;
      } else if (event.type === 'goal') {
        if (event.team === 'H') score.h += 1;
        else score.a += 1;
      }
    }
  }
  if (simulation.sport === 'hockey' && events.length === simulation.events.length && simulation.decidedBy === 'shootout') {
    // A finished shootout counts one goal for the winner (SPEC §3 shootout, see simulateHockey).
    if (simulation.winner === 'H') score.h += 1;
    else score.a += 1;
  }
  return score;
}

/**
 * A simulation as far as it is played `atWallSecond` real seconds after face-off. The live simulator
 * publishes these events; the live score is the score of the cut.
 */
export function cutSimulation<S extends Simulation>(simulation: S, atWallSecond: number): SimulationCut<S> {
  const events = simulation.events.filter((event) => event.wallSecond <= atWallSecond) as S['events'];
  const last = events[events.length - 1];
  return {
    simulation,
    atWallSecond,
    events,
    started: atWallSecond >= 0,
    finished: atWallSecond >= simulation.durationWallSeconds,
    score: scoreOf(simulation, events),
    period: last ? last.period : null,
  };
}

/** The cut at an instant: `cutSimulation(simulation, (instant - kickoff) / 1000)`. */
export function simulationAt<S extends Simulation>(simulation: S, instant: Date): SimulationCut<S> {
  return cutSimulation(simulation, Math.floor((instant.getTime() - simulation.kickoffMs) / 1000));
}
