/**
 * Volleyball, simulated rally by rally (SPEC §3 sport 157, DESIGN §4): best of five sets, 25 points
 * (15 in the fifth), won by two clear; points by ace, attack, block or the other side's error; timeouts.
 */
import type { PeriodScore, RosterMember, Side, SimLineup, VolleyballEvent, VolleyballSimulation } from '../model';
import { createRng } from '../random';
import { EventLog, addSeconds, other, secondsRecord, type SimulationInput } from './common';

const SET_BREAK = 3 * 60;
const SETS_TO_WIN = 3;

/** Simulates one volleyball match. Deterministic in (seed, rngKey or matchId). */
export function simulateVolleyball(input: SimulationInput): VolleyballSimulation {
  const rng = createRng(input.seed, 'volleyball', input.rngKey ?? input.matchId);
  const log = new EventLog<VolleyballEvent>();
  const periods: PeriodScore[] = [];
  const rosters: Record<Side, RosterMember[]> = { H: [...input.home.roster], B: [...input.away.roster] };
  const strength: Record<Side, number> = { H: input.home.team.strength, B: input.away.team.strength };
  // Six on court plus the libero; the libero does not attack, serve or block.
  const court: Record<Side, RosterMember[]> = { H: rosters.H.slice(0, 7), B: rosters.B.slice(0, 7) };
  const seconds: Record<Side, Map<number, number>> = { H: new Map(), B: new Map() };
  const sets = { H: 0, B: 0 };
  let wall = 0;
  let server: Side = rng.chance(0.5) ? 'H' : 'B';

  for (let set = 1; sets.H < SETS_TO_WIN && sets.B < SETS_TO_WIN; set += 1) {
    if (set > 1) wall += SET_BREAK;
    const target = set === 5 ? 15 : 25;
    const setStart = wall;
    const points = { H: 0, B: 0 };
    const timeouts = { H: 0, B: 0 };
    const time = () => ({ period: set, periodSecond: wall - setStart, matchSecond: wall, wallSecond: wall });
    log.push(time(), { type: 'periodStart' });
    while (!((points.H >= target || points.B >= target) && Math.abs(points.H - points.B) >= 2)) {
      const rally = rng.int(12, 34);
      wall += rally;
      for (const side of ['H', 'B'] as const) for (const member of court[side]) addSeconds(seconds[side], member.personId, rally);
      // The receiving side wins most rallies (side-out); strength tilts it.
      const receiver = other(server);
      const receiverChance = 0.6 * (strength[receiver] / strength[server]);
      const winner: Side = rng.chance(Math.min(0.8, receiverChance)) ? receiver : server;
      const attackers = court[winner].filter((member) => member.position !== 'Libero');
      const kind: Extract<VolleyballEvent, { type: 'point' }>['kind'] =
        winner === server && rng.chance(0.12) ? 'ace' : rng.weighted(['attack', 'block', 'opponentError'] as const, [62, 13, 25]);
      const personId =
        kind === 'opponentError'
          ? null
          : kind === 'ace'
            ? (attackers[0]?.personId ?? null)
            : rng.weighted(attackers, attackers.map((member) => (member.position === 'Legger' ? 0.3 : member.position === 'Midt' && kind === 'block' ? 4 : 2))).personId;
      points[winner] += 1;
      log.push(time(), { type: 'point', team: winner, personId, kind, score: { h: points.H, a: points.B } });
      if (winner !== server) {
        server = winner;
        // Side-out: the new serving side rotates; the server is the first in the rotation.
        const rotating = court[winner];
        const libero = rotating.find((member) => member.position === 'Libero');
        const field = rotating.filter((member) => member !== libero);
        const first = field.shift();
        if (first) field.push(first);
        court[winner] = libero ? [...field, libero] : field;
      }
      const loser = other(winner);
      if (timeouts[loser] < 2 && points[winner] - points[loser] >= 3 && rng.chance(0.25)) {
        timeouts[loser] += 1;
        wall += 30;
        log.push(time(), { type: 'timeout', team: loser });
      }
    }
    const setWinner: Side = points.H > points.B ? 'H' : 'B';
    sets[setWinner] += 1;
    log.push(time(), { type: 'periodEnd' });
    periods.push({ period: set, kind: 'regular', home: points.H, away: points.B, startWallSecond: setStart, endWallSecond: wall });
  }

  const lineup = (side: Side): SimLineup => ({
    teamOrgId: side === 'H' ? input.home.team.teamId : input.away.team.teamId,
    playerIds: rosters[side].map((member) => member.personId),
    startingGoalieId: null,
    starterIds: rosters[side].slice(0, 7).map((member) => member.personId),
    secondsPlayed: secondsRecord(seconds[side]),
  });
  return {
    sport: 'volleyball',
    matchId: input.matchId,
    kickoffMs: input.kickoffMs,
    durationWallSeconds: wall,
    lineups: { H: lineup('H'), B: lineup('B') },
    periods,
    result: { homeGoals: sets.H, awayGoals: sets.B, matchEndResult: `${sets.H} - ${sets.B}` },
    winner: sets.H > sets.B ? 'H' : 'B',
    events: log.events,
  };
}
