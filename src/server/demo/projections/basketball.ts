/**
 * basketball/match/Players (SPEC §3 Basketball player, §7): the box score of every dressed player, counted
 * from the simulated events played so far.
 */
import type { BasketballPlayer } from '../../../shared/contract';
import { BASKETBALL_SHOT, type BasketballSimulation, type DemoLeague, type Side, type SimulationCut } from '../model';
import { bump, cutOf, dressed, playedSoFar, playerIdentity } from './played';

type Counter =
  | 'p1Sum'
  | 'p1MissSum'
  | 'p2Sum'
  | 'p2MissSum'
  | 'p3Sum'
  | 'p3MissSum'
  | 'fouls'
  | 'offRebSum'
  | 'defRebSum'
  | 'blSum'
  | 'stSum'
  | 'toSum'
  | 'assists';

const SHOT_COUNTER: Readonly<Record<number, Counter>> = {
  [BASKETBALL_SHOT.onePointMade]: 'p1Sum',
  [BASKETBALL_SHOT.onePointMiss]: 'p1MissSum',
  [BASKETBALL_SHOT.twoPointMade]: 'p2Sum',
  [BASKETBALL_SHOT.twoPointMiss]: 'p2MissSum',
  [BASKETBALL_SHOT.threePointMade]: 'p3Sum',
  [BASKETBALL_SHOT.threePointMiss]: 'p3MissSum',
};

/**
 * Seconds on court per person: the five on court at each moment, from the starters and the substitutions,
 * on the game clock of the events (the simulation credits each possession to those on court when it began,
 * and substitutes only after a possession, so this matches its own tally exactly).
 */
export function courtSeconds(cut: SimulationCut<BasketballSimulation>): Map<number, number> {
  const seconds = new Map<number, number>();
  const onCourt: Record<Side, Set<number>> = {
    H: new Set(cut.simulation.lineups.H.starterIds),
    B: new Set(cut.simulation.lineups.B.starterIds),
  };
  let last = 0;
  for (const event of cut.events) {
    const elapsed = event.matchSecond - last;
    if (elapsed > 0) {
      for (const side of ['H', 'B'] as const) for (const personId of onCourt[side]) bump(seconds, personId, elapsed);
      last = event.matchSecond;
    }
    if (event.type === 'substitution') {
      onCourt[event.team].delete(event.outId);
      onCourt[event.team].add(event.inId);
    }
  }
  return seconds;
}

/** basketball/match/Players: `{ data }` with one row per dressed player of both teams (empty before tip-off). */
export function basketballPlayers(league: DemoLeague, matchId: number): { data: BasketballPlayer[] } {
  const cut = cutOf(playedSoFar(league, matchId), 'basketball');
  if (!cut || !cut.started) return { data: [] };
  const counts = new Map<Counter, Map<number, number>>();
  const count = (counter: Counter, personId: number | null) => {
    if (personId === null) return;
    let tally = counts.get(counter);
    if (!tally) {
      tally = new Map();
      counts.set(counter, tally);
    }
    bump(tally, personId);
  };
  for (const event of cut.events) {
    switch (event.type) {
      case 'shot': {
        const counter = SHOT_COUNTER[event.subTypeId];
        if (counter) count(counter, event.personId);
        if (event.made) count('assists', event.assistId);
        break;
      }
      case 'foul':
        count('fouls', event.personId);
        break;
      case 'rebound':
        count(event.incidentTypeId === 407 ? 'offRebSum' : 'defRebSum', event.personId);
        break;
      case 'turnover':
        count('toSum', event.personId);
        break;
      case 'steal':
        count('stSum', event.personId);
        break;
      case 'block':
        count('blSum', event.personId);
        break;
      default:
        break;
    }
  }
  const seconds = courtSeconds(cut);
  const get = (counter: Counter, personId: number) => counts.get(counter)?.get(personId) ?? 0;
  return {
    data: dressed(league, cut.simulation).map(({ member }) => ({
      ...playerIdentity(member),
      p1Sum: get('p1Sum', member.personId),
      p1MissSum: get('p1MissSum', member.personId),
      p2Sum: get('p2Sum', member.personId),
      p2MissSum: get('p2MissSum', member.personId),
      p3Sum: get('p3Sum', member.personId),
      p3MissSum: get('p3MissSum', member.personId),
      fouls: get('fouls', member.personId),
      offRebSum: get('offRebSum', member.personId),
      defRebSum: get('defRebSum', member.personId),
      blSum: get('blSum', member.personId),
      stSum: get('stSum', member.personId),
      toSum: get('toSum', member.personId),
      assists: get('assists', member.personId),
      totalSeconds: seconds.get(member.personId) ?? 0,
    })),
  };
}
