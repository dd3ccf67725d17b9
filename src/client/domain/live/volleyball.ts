/** SPEC §2 volleyball live facts: timeouts per team and each team's best player (most points in the live events). */
import { LIVE_EVENT_TYPE, type LiveEvent, type LivePlayer } from '../../../shared/contract/live';
import { sideOf, type LiveScore } from './score';

export interface VolleyballFacts {
  timeouts: LiveScore;
  /** Home's then away's best player, when they have scored at all. */
  best: { player: LivePlayer; points: number }[];
}

/** Timeouts by team and the best player of each side from the events (any order). */
export function volleyballFacts(events: readonly LiveEvent[], homePlayers: readonly LivePlayer[], awayPlayers: readonly LivePlayer[]): VolleyballFacts {
  const timeouts = { h: 0, a: 0 };
  const points = new Map<number, number>();
  for (const e of events) {
    if (e.MatchEventType === LIVE_EVENT_TYPE.timeout) {
      const side = sideOf(e);
      if (side === 'H') timeouts.h += 1;
      else if (side === 'A') timeouts.a += 1;
    }
    if (e.MatchEventType === LIVE_EVENT_TYPE.point && e.Player) points.set(e.Player.Id, (points.get(e.Player.Id) ?? 0) + 1);
  }
  const best = (players: readonly LivePlayer[]) => {
    let top: { player: LivePlayer; points: number } | null = null;
    for (const player of players) {
      const scored = points.get(player.Id) ?? 0;
      if (scored > 0 && (top === null || scored > top.points)) top = { player, points: scored };
    }
    return top;
  };
  return { timeouts, best: [best(homePlayers), best(awayPlayers)].filter((entry): entry is { player: LivePlayer; points: number } => entry !== null) };
}
