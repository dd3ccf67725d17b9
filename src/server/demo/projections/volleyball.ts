/**
 * volleyball/match/Players (SPEC §3 Volleyball player, §7): points of every dressed player by kind, counted
 * from the simulated rallies played so far.
 */
import type { VolleyballPlayer } from '../../../shared/contract';
import type { DemoLeague } from '../model';
import { bump, cutOf, dressed, playedSoFar, playerIdentity } from './played';

/** `{ data }` with one row per dressed player of both teams (empty before the first serve). */
export function volleyballPlayers(league: DemoLeague, matchId: number): { data: VolleyballPlayer[] } {
  const cut = cutOf(playedSoFar(league, matchId), 'volleyball');
  if (!cut || !cut.started) return { data: [] };
  const tallies = { ace: new Map<number, number>(), attack: new Map<number, number>(), block: new Map<number, number>() };
  for (const event of cut.events) {
    if (event.type !== 'point' || event.personId === null || event.kind === 'opponentError') continue;
    bump(tallies[event.kind], event.personId);
  }
  return {
    data: dressed(league, cut.simulation).map(({ member }) => {
      const aces = tallies.ace.get(member.personId) ?? 0;
      const attackPoints = tallies.attack.get(member.personId) ?? 0;
      const blockPoints = tallies.block.get(member.personId) ?? 0;
      return {
        ...playerIdentity(member),
        totalPoints: aces + attackPoints + blockPoints,
        attackPoints,
        blockPoints,
        aces,
      };
    }),
  };
}
