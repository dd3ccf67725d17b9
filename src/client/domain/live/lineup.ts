/** SPEC §5 live lineup lines and SPEC §5 orderings (players by shirt number, team short names). */
import { LIVE_GOALIE_POSITION_ID, type LivePlayer } from '../../../shared/contract/live';

export type LineupSlot = 1 | 2 | 3 | 4 | 'goalie';

/** PositionId 0-4 line 1, 5-9 line 2, 10-14 line 3, 15-19 line 4, 20 goalie; anything else no line. */
export function lineOf(positionId: number | null | undefined): LineupSlot | null {
  if (typeof positionId !== 'number' || !Number.isInteger(positionId) || positionId < 0) return null;
  if (positionId === LIVE_GOALIE_POSITION_ID) return 'goalie';
  if (positionId > 19) return null;
  return (Math.floor(positionId / 5) + 1) as 1 | 2 | 3 | 4;
}

export interface LineupLines {
  goalies: LivePlayer[];
  lines: { line: 1 | 2 | 3 | 4; players: LivePlayer[] }[];
}

/** Players grouped by line (ordered by PositionId inside a line); lines without players are left out. */
export function lineupLines(players: readonly LivePlayer[]): LineupLines {
  const byPosition = [...players].sort((a, b) => (a.PositionId ?? 0) - (b.PositionId ?? 0));
  const goalies = byPosition.filter((p) => lineOf(p.PositionId) === 'goalie');
  const lines = ([1, 2, 3, 4] as const)
    .map((line) => ({ line, players: byPosition.filter((p) => lineOf(p.PositionId) === line) }))
    .filter((entry) => entry.players.length > 0);
  return { goalies, lines };
}

/** SPEC §5: players sorted by shirt number; unknown numbers last, then by last name. */
export function sortByShirtNo<T extends Pick<LivePlayer, 'ShirtNo' | 'LastName'>>(players: readonly T[]): T[] {
  return [...players].sort((a, b) => {
    const an = a.ShirtNo ?? Number.POSITIVE_INFINITY;
    const bn = b.ShirtNo ?? Number.POSITIVE_INFINITY;
    return an === bn ? a.LastName.localeCompare(b.LastName) : an - bn;
  });
}

/** SPEC §5: a team's short name is its first 3 letters. */
export function teamShortName(name: string): string {
  return Array.from(name.trim()).slice(0, 3).join('');
}

/** SPEC §5: live faceoff percent is won over total faceoffs, rounded; 0 without faceoffs. */
export function liveFaceoffPercent(won: number, total: number): number {
  return total > 0 ? Math.round((100 * won) / total) : 0;
}

/** Faceoffs per player from live Faceoff events (winner in Player, loser in Opponent), SPEC §5 percent. */
export function faceoffsByPlayer(
  events: readonly { MatchEventType: string; Player?: LivePlayer | null; Opponent?: LivePlayer | null }[],
): Map<number, { won: number; total: number; percent: number }> {
  const counts = new Map<number, { won: number; total: number }>();
  const bump = (id: number, won: boolean) => {
    const entry = counts.get(id) ?? { won: 0, total: 0 };
    entry.total += 1;
    if (won) entry.won += 1;
    counts.set(id, entry);
  };
  for (const e of events) {
    if (e.MatchEventType !== 'Faceoff') continue;
    if (e.Player) bump(e.Player.Id, true);
    if (e.Opponent) bump(e.Opponent.Id, false);
  }
  const result = new Map<number, { won: number; total: number; percent: number }>();
  for (const [id, c] of counts) result.set(id, { ...c, percent: liveFaceoffPercent(c.won, c.total) });
  return result;
}
