/**
 * Basketball, simulated possession by possession (SPEC §3 sport 199, DESIGN §4): shots by sub-type,
 * assists, blocks, steals, rebounds (407/408) and turnovers (410) — some of them team-level with no
 * person — fouls with free throws, substitutions, timeouts, four 10-minute periods and 5-minute extra
 * periods while tied (SPEC §9: at most six).
 */
import {
  BASKETBALL_FOUL,
  BASKETBALL_INCIDENT,
  BASKETBALL_SHOT,
  type BasketballEvent,
  type BasketballShotId,
  type BasketballSimulation,
  type PeriodScore,
  type RosterMember,
  type Side,
  type SimLineup,
} from '../model';
import { at, createRng, type Rng } from '../random';
import { EventLog, addSeconds, other, secondsRecord, type SimulationInput, openPeriod, periodTimer } from './common';

const PERIOD_SECONDS = 600;
const EXTRA_SECONDS = 300;
const MAX_EXTRA = 6;
const STOPPAGE_FACTOR = 1.8;
const SHORT_BREAK = 120;
const HALF_TIME = 15 * 60;
const FOUL_OUT = 5;

interface SideState {
  side: Side;
  strength: number;
  roster: RosterMember[];
  onCourt: RosterMember[];
  fouls: Map<number, number>;
  points: number;
  seconds: Map<number, number>;
  timeouts: number;
}

function newSide(side: Side, input: SimulationInput): SideState {
  const sideInput = side === 'H' ? input.home : input.away;
  const roster = [...sideInput.roster];
  return { side, strength: sideInput.team.strength, roster, onCourt: roster.slice(0, 5), fouls: new Map(), points: 0, seconds: new Map(), timeouts: 0 };
}

/** Simulates one basketball match. Deterministic in (seed, rngKey or matchId). */
export function simulateBasketball(input: SimulationInput): BasketballSimulation {
  const rng = createRng(input.seed, 'basketball', input.rngKey ?? input.matchId);
  const sides: Record<Side, SideState> = { H: newSide('H', input), B: newSide('B', input) };
  const starters = { H: sides.H.onCourt.map((member) => member.personId), B: sides.B.onCourt.map((member) => member.personId) };
  const log = new EventLog<BasketballEvent>();
  const periods: PeriodScore[] = [];
  let wallStart = 0;
  let matchStart = 0;
  let possession: Side = rng.chance(0.5) ? 'H' : 'B';

  const playPeriod = (period: number, length: number) => {
    const time = periodTimer(period, matchStart, wallStart, STOPPAGE_FACTOR);
    const score = openPeriod(period, period <= 4 ? 'regular' : 'overtime', wallStart);
    log.push(time(0), { type: 'periodStart' });
    let clock = 0;
    let nextSubstitution = rng.int(90, 150);
    while (clock < length) {
      const duration = Math.min(length - clock, rng.int(8, 22));
      for (const state of [sides.H, sides.B]) for (const member of state.onCourt) addSeconds(state.seconds, member.personId, duration);
      clock += duration;
      const now = time(Math.min(length, clock));
      const offence = sides[possession];
      const defence = sides[other(possession)];
      const score2 = (team: SideState, points: number) => {
        team.points += points;
        if (team.side === 'H') score.home += points;
        else score.away += points;
      };
      const shot = (team: SideState, shooter: RosterMember, subTypeId: BasketballShotId, points: number, assistId: number | null) => {
        const made = points > 0;
        if (made) score2(team, points);
        log.push(now, {
          type: 'shot',
          team: team.side,
          personId: shooter.personId,
          subTypeId,
          points,
          made,
          assistId,
          score: { h: sides.H.points, a: sides.B.points },
        });
      };
      const rebound = () => {
        const offensive = rng.chance(0.27);
        const team = offensive ? offence : defence;
        const personId = rng.chance(0.08) ? null : rng.pick(team.onCourt).personId;
        log.push(now, {
          type: 'rebound',
          team: team.side,
          personId,
          incidentTypeId: offensive ? BASKETBALL_INCIDENT.offensiveRebound : BASKETBALL_INCIDENT.defensiveRebound,
        });
        return offensive;
      };
      const freeThrows = (team: SideState, shooter: RosterMember, count: number): boolean => {
        let lastMissed = false;
        for (let attempt = 0; attempt < count; attempt += 1) {
          const made = rng.chance(0.74);
          shot(team, shooter, made ? BASKETBALL_SHOT.onePointMade : BASKETBALL_SHOT.onePointMiss, made ? 1 : 0, null);
          lastMissed = !made;
        }
        return lastMissed;
      };
      const foul = (team: SideState, member: RosterMember | null, foulTypeId: number) => {
        if (member) team.fouls.set(member.personId, (team.fouls.get(member.personId) ?? 0) + 1);
        log.push(now, { type: 'foul', team: team.side, personId: member ? member.personId : null, foulTypeId });
        // Five fouls: out for the rest of the match.
        if (member && (team.fouls.get(member.personId) ?? 0) >= FOUL_OUT) substitute(rng, team, member, log, now);
      };

      const shooter = rng.weighted(offence.onCourt, offence.onCourt.map((_, index) => 5 - index * 0.5));
      const roll = rng.next();
      const edge = offence.strength / defence.strength;
      let keepBall = false;
      if (roll < 0.13) {
        // Turnover: a steal, a player's error, or a team-level one (shot clock).
        if (rng.chance(0.5)) {
          const stealer = rng.pick(defence.onCourt);
          log.push(now, { type: 'steal', team: defence.side, personId: stealer.personId });
          log.push(now, { type: 'turnover', team: offence.side, personId: shooter.personId, incidentTypeId: BASKETBALL_INCIDENT.turnover });
        } else if (rng.chance(0.2)) {
          log.push(now, { type: 'turnover', team: offence.side, personId: null, incidentTypeId: BASKETBALL_INCIDENT.turnover });
        } else if (rng.chance(0.3)) {
          foul(offence, shooter, BASKETBALL_FOUL.offensive);
          log.push(now, { type: 'turnover', team: offence.side, personId: shooter.personId, incidentTypeId: BASKETBALL_INCIDENT.turnover });
        } else {
          log.push(now, { type: 'turnover', team: offence.side, personId: shooter.personId, incidentTypeId: BASKETBALL_INCIDENT.turnover });
        }
      } else if (roll < 0.24) {
        // Shooting foul: two free throws (three on a three-point attempt); a missed last one is rebounded.
        const fouler = rng.pick(defence.onCourt);
        foul(defence, fouler, rng.weighted([BASKETBALL_FOUL.personal, BASKETBALL_FOUL.defensive, BASKETBALL_FOUL.foul], [5, 3, 2]));
        if (freeThrows(offence, shooter, rng.chance(0.1) ? 3 : 2)) keepBall = rebound();
      } else if (roll < 0.245) {
        // Technical or unsportsmanlike: sometimes on the bench (no person), one free throw.
        const bench = rng.chance(0.4);
        foul(defence, bench ? null : rng.pick(defence.onCourt), bench ? BASKETBALL_FOUL.technicalBench : rng.pick([BASKETBALL_FOUL.technical, BASKETBALL_FOUL.unsportsmanlike]));
        freeThrows(offence, shooter, 1);
        keepBall = true;
      } else {
        const three = rng.chance(0.36);
        const made = rng.chance((three ? 0.35 : 0.52) * edge);
        const assist = made && rng.chance(0.6) ? rng.pick(offence.onCourt.filter((member) => member !== shooter)) : null;
        if (!made && !three && rng.chance(0.12)) log.push(now, { type: 'block', team: defence.side, personId: rng.pick(defence.onCourt).personId });
        shot(
          offence,
          shooter,
          three ? (made ? BASKETBALL_SHOT.threePointMade : BASKETBALL_SHOT.threePointMiss) : made ? BASKETBALL_SHOT.twoPointMade : BASKETBALL_SHOT.twoPointMiss,
          made ? (three ? 3 : 2) : 0,
          assist ? assist.personId : null,
        );
        if (!made) keepBall = rebound();
      }
      if (!keepBall) possession = other(possession);

      if (clock >= nextSubstitution && clock < length) {
        for (const state of [sides.H, sides.B]) {
          for (let swap = rng.int(1, 2); swap > 0; swap -= 1) substitute(rng, state, rng.pick(state.onCourt), log, now);
        }
        nextSubstitution = clock + rng.int(90, 150);
      }
      if (clock < length && rng.chance(0.012)) {
        const caller = sides[rng.pick(['H', 'B'] as const)];
        if (caller.timeouts < 5) {
          caller.timeouts += 1;
          log.push(now, { type: 'timeout', team: caller.side });
        }
      }
    }
    const endTime = time(length);
    log.push(endTime, { type: 'periodEnd' });
    score.endWallSecond = endTime.wallSecond;
    periods.push(score);
    matchStart += length;
    wallStart = endTime.wallSecond;
  };

  for (let period = 1; period <= 4; period += 1) {
    if (period > 1) wallStart += period === 3 ? HALF_TIME : SHORT_BREAK;
    playPeriod(period, PERIOD_SECONDS);
  }
  for (let extra = 1; extra <= MAX_EXTRA && sides.H.points === sides.B.points; extra += 1) {
    wallStart += SHORT_BREAK;
    playPeriod(4 + extra, EXTRA_SECONDS);
  }
  if (sides.H.points === sides.B.points) {
    // Still level after six extra periods (vanishingly rare): a last free throw settles it, so a result exists.
    const last = at(periods, periods.length - 1);
    const shooter = at(sides.H.onCourt, 0);
    sides.H.points += 1;
    last.home += 1;
    log.push(
      { period: last.period, periodSecond: EXTRA_SECONDS, matchSecond: matchStart, wallSecond: wallStart },
      { type: 'shot', team: 'H', personId: shooter.personId, subTypeId: BASKETBALL_SHOT.onePointMade, points: 1, made: true, assistId: null, score: { h: sides.H.points, a: sides.B.points } },
    );
  }

  const lineup = (side: Side): SimLineup => {
    const sideInput = side === 'H' ? input.home : input.away;
    return {
      teamOrgId: sideInput.team.teamId,
      playerIds: sideInput.roster.map((member) => member.personId),
      startingGoalieId: null,
      starterIds: starters[side],
      secondsPlayed: secondsRecord(sides[side].seconds),
    };
  };
  const homeGoals = sides.H.points;
  const awayGoals = sides.B.points;
  return {
    sport: 'basketball',
    matchId: input.matchId,
    kickoffMs: input.kickoffMs,
    durationWallSeconds: wallStart,
    lineups: { H: lineup('H'), B: lineup('B') },
    periods,
    result: { homeGoals, awayGoals, matchEndResult: `${homeGoals} - ${awayGoals}` },
    winner: homeGoals > awayGoals ? 'H' : 'B',
    events: log.events,
  };
}

/** Takes `out` off the court for a bench player who has not fouled out. */
function substitute(
  rng: Rng,
  state: SideState,
  out: RosterMember,
  log: EventLog<BasketballEvent>,
  time: { period: number; periodSecond: number; matchSecond: number; wallSecond: number },
): void {
  const bench = state.roster.filter(
    (member) => !state.onCourt.includes(member) && (state.fouls.get(member.personId) ?? 0) < FOUL_OUT,
  );
  if (bench.length === 0 || !state.onCourt.includes(out)) return;
  const into = rng.pick(bench);
  state.onCourt = state.onCourt.map((member) => (member === out ? into : member));
  log.push(time, { type: 'substitution', team: state.side, inId: into.personId, outId: out.personId });
}
