/**
 * Ice hockey, simulated in 4-second ticks (SPEC §3 sport 152, DESIGN §4): shifts, faceoffs, saved shots,
 * goals with 0-2 assists and the players on ice, penalties that change the strength on ice, goal types
 * that follow from that strength (a PP goal is scored while the other side has a player in the box, and
 * ends that minor), goalie changes, periods 1-3, overtime and a shootout when tied (play-offs: sudden-death
 * 20-minute periods instead). Every change of who is on ice is logged as a `shift`, so the live feed's
 * in/out events give each skater exactly the time on ice the simulation credits.
 */
import { HOCKEY_INFRACTIONS } from '../names';
import {
  HOCKEY_GOAL_TYPE,
  type HockeyEvent,
  type HockeyGoalTypeId,
  type HockeySimulation,
  type PeriodScore,
  type RosterMember,
  type Side,
  type SimLineup,
  type SimTime,
} from '../model';
import { at, createRng, type Rng } from '../random';
import { EventLog, addSeconds, other, secondsRecord, type SimulationInput, openPeriod, periodTimer } from './common';

const TICK = 4;
const PERIOD_SECONDS = 1200;
const OVERTIME_SECONDS = 300;
/** Real seconds per game second in play (stoppages), and the breaks between periods. */
const STOPPAGE_FACTOR = 1.6;
const INTERMISSION = 17 * 60;
const OVERTIME_BREAK = 3 * 60;
const SHOOTOUT_BREAK = 2 * 60;
const SHOOTOUT_ATTEMPT = 45;
const MAX_PERIOD = 12;
/**
 * A match the slate wants decided in overtime or a shootout is re-drawn with variant seeds until it is (a
 * bound, not a target: about one draw in ten is, so the bound is never reached in practice).
 */
const MAX_DECIDING_DRAWS = 1000;

/** SPEC §3 goal type from the skater difference (scoring side minus the other). */
export function goalTypeFor(difference: number): HockeyGoalTypeId {
  if (difference >= 2) return HOCKEY_GOAL_TYPE.PP2;
  if (difference === 1) return HOCKEY_GOAL_TYPE.PP1;
  if (difference === -1) return HOCKEY_GOAL_TYPE.SH1;
  if (difference <= -2) return HOCKEY_GOAL_TYPE.SH2;
  return HOCKEY_GOAL_TYPE.EQ;
}

interface Lines {
  goalies: RosterMember[];
  /** forwards[line] = [LW, CE, RW]; defence[pair] = [LD, RD]; lines 0-3. */
  forwards: RosterMember[][];
  defence: RosterMember[][];
}

function linesOf(roster: readonly RosterMember[]): Lines {
  const lines: Lines = { goalies: [], forwards: [[], [], [], []], defence: [[], [], [], []] };
  for (const member of roster) {
    if (member.position === 'GK1' || member.position === 'GK2') {
      lines.goalies.push(member);
      continue;
    }
    const line = Math.min(4, Math.max(1, member.line ?? 4)) - 1;
    const target = member.position === 'LD' || member.position === 'RD' ? lines.defence : lines.forwards;
    at(target, line).push(member);
  }
  return lines;
}

type ActivePenalty = Extract<HockeyEvent, { type: 'penalty' }>;

interface SideState {
  side: Side;
  strength: number;
  lines: Lines;
  goalie: RosterMember;
  forwardLine: number;
  defencePair: number;
  nextChange: number;
  penalties: ActivePenalty[];
  goals: number;
  conceded: number;
  timeoutUsed: boolean;
  seconds: Map<number, number>;
  /** Who is on ice, recomputed only after a shift change or a penalty starts or ends. */
  cachedOnIce: RosterMember[] | null;
  /** Game second since which the current skaters and goalie have been on ice (time on ice per shift). */
  since: number;
  /** The skaters of the last `shift` logged, as text, to log a shift only when they change. */
  shiftKey: string | null;
  /** Turns the third defence pair has handed back to the first: every third goes to the fourth pair instead. */
  thirdPairTurns: number;
}

function newSide(side: Side, input: SimulationInput, rng: Rng): SideState {
  const sideInput = side === 'H' ? input.home : input.away;
  const lines = linesOf(sideInput.roster);
  const goalie = lines.goalies.length > 1 && rng.chance(0.2) ? at(lines.goalies, 1) : at(lines.goalies, 0);
  return {
    side,
    strength: sideInput.team.strength,
    lines,
    goalie,
    forwardLine: 0,
    defencePair: 0,
    nextChange: rng.int(35, 55),
    penalties: [],
    goals: 0,
    conceded: 0,
    timeoutUsed: false,
    seconds: new Map(),
    cachedOnIce: null,
    since: 0,
    shiftKey: null,
    thirdPairTurns: 0,
  };
}

/** Penalties that take a skater off the ice right now (at most two count; SPEC §3 PP1/PP2). */
function shortBy(state: SideState): number {
  return Math.min(2, state.penalties.filter((penalty) => penalty.reducesStrength).length);
}

/** Skaters on ice: the current pair and line, minus anyone in the box, minus forwards while short-handed. */
function onIce(state: SideState): RosterMember[] {
  state.cachedOnIce ??= computeOnIce(state);
  return state.cachedOnIce;
}

function computeOnIce(state: SideState): RosterMember[] {
  const boxed = new Set(state.penalties.map((penalty) => penalty.personId));
  const chosen = new Set<number>();
  // A boxed player's place goes to the first free team-mate of the same kind (no one twice).
  const available = (members: RosterMember[], spare: RosterMember[][]) =>
    members.map((member) => {
      const pick =
        !boxed.has(member.personId) && !chosen.has(member.personId)
          ? member
          : (spare.flat().find((candidate) => !boxed.has(candidate.personId) && !chosen.has(candidate.personId) && !members.includes(candidate)) ?? member);
      chosen.add(pick.personId);
      return pick;
    });
  const defence = available(at(state.lines.defence, state.defencePair), state.lines.defence);
  const forwards = available(at(state.lines.forwards, state.forwardLine), state.lines.forwards);
  // Short-handed: the wingers come off first, the centre stays for the faceoffs.
  const short = shortBy(state);
  const keptForwards = short === 0 ? forwards : short === 1 ? forwards.slice(0, 2) : forwards.slice(1, 2);
  return [...defence, ...keptForwards];
}

/** Credits the time since the last change to whoever is on ice, before the set of players changes. */
function settle(state: SideState, matchSecond: number): void {
  const seconds = matchSecond - state.since;
  if (seconds > 0) {
    for (const member of onIce(state)) addSeconds(state.seconds, member.personId, seconds);
    addSeconds(state.seconds, state.goalie.personId, seconds);
  }
  state.since = matchSecond;
  state.cachedOnIce = null;
}

/**
 * The defence pair after a change: the first three in turn (the third hands back to the first, the
 * second sometimes does); every rostered defender plays, so every third time the third pair hands back,
 * the fourth pair takes the first pair's turn instead. It draws exactly what the three-pair rotation
 * draws, at the same changes, so a match plays out as it did before (the same goals and results).
 */
function nextDefencePair(state: SideState, rng: Rng): number {
  const from = state.defencePair === 3 ? 0 : state.defencePair;
  const usual = from >= 2 || (from === 1 && rng.chance(0.2)) ? 0 : from + 1;
  if (from !== 2 || (state.lines.defence[3]?.length ?? 0) === 0) return usual;
  state.thirdPairTurns += 1;
  return state.thirdPairTurns % 3 === 0 ? 3 : usual;
}

function skaters(state: SideState): number {
  return 5 - shortBy(state);
}

/**
 * Simulates one ice hockey match. Deterministic in (seed, rngKey or matchId, decide). With `decide`, the first of
 * the seeded draws (the natural one first) that is tied after regulation and decided that way.
 */
export function simulateHockey(input: SimulationInput): HockeySimulation {
  const wanted = input.decide ?? null;
  const key = input.rngKey ?? input.matchId;
  let made = simulateOnce(input, createRng(input.seed, 'hockey', key));
  for (let draw = 1; wanted !== null && made.decidedBy !== wanted && draw < MAX_DECIDING_DRAWS; draw += 1) {
    made = simulateOnce(input, createRng(input.seed, 'hockey', key, 'decided', draw));
  }
  return made;
}

function simulateOnce(input: SimulationInput, rng: Rng): HockeySimulation {
  const sides: Record<Side, SideState> = { H: newSide('H', input, rng), B: newSide('B', input, rng) };
  const startingGoalies = { H: sides.H.goalie.personId, B: sides.B.goalie.personId };
  const startingLines = { H: onIce(sides.H), B: onIce(sides.B) };
  const both = [sides.H, sides.B];
  const log = new EventLog<HockeyEvent>();
  const periods: PeriodScore[] = [];
  let wallStart = 0;
  let matchStart = 0;

  /** Logs who is on ice for a side when it differs from the last shift logged (after any change of it). */
  const shiftIfChanged = (state: SideState, time: Omit<SimTime, 'seq'>) => {
    const ids = onIce(state).map((member) => member.personId);
    const key = ids.join(',');
    if (key === state.shiftKey) return;
    state.shiftKey = key;
    log.push(time, { type: 'shift', team: state.side, onIce: ids, forwardLine: state.forwardLine + 1, defencePair: state.defencePair + 1 });
  };

  const faceoff = (time: { period: number; periodSecond: number; matchSecond: number; wallSecond: number }) => {
    const centre = (state: SideState) => onIce(state).find((member) => member.position === 'CE') ?? at(onIce(state), 0);
    const homeWins = rng.next() < 0.5 + (sides.H.strength - sides.B.strength) * 0.25;
    log.push(time, {
      type: 'faceoff',
      winner: homeWins ? 'H' : 'B',
      homePlayerId: centre(sides.H).personId,
      awayPlayerId: centre(sides.B).personId,
    });
  };

  const playPeriod = (period: number, length: number, suddenDeath: boolean, forceGoal: boolean) => {
    const time = periodTimer(period, matchStart, wallStart, STOPPAGE_FACTOR);
    const score = openPeriod(period, period <= 3 ? 'regular' : 'overtime', wallStart);
    log.push(time(0), { type: 'periodStart' });
    for (const state of both) {
      state.forwardLine = 0;
      state.defencePair = 0;
      state.cachedOnIce = null;
      state.since = matchStart;
      state.nextChange = matchStart + rng.int(35, 55);
      shiftIfChanged(state, time(0));
    }
    faceoff(time(0));
    let end = length;
    for (let tick = 0; tick < length; tick += TICK) {
      const second = Math.min(length - 1, tick + rng.int(0, TICK - 1));
      const now = time(second);
      for (const state of both) {
        if (state.penalties.some((penalty) => penalty.endMatchSecond <= now.matchSecond)) {
          settle(state, now.matchSecond);
          state.penalties = state.penalties.filter((penalty) => penalty.endMatchSecond > now.matchSecond);
          shiftIfChanged(state, now);
        }
        if (now.matchSecond >= state.nextChange) {
          settle(state, now.matchSecond);
          state.forwardLine = state.forwardLine === 3 || (state.forwardLine === 2 && rng.chance(0.4)) ? 0 : state.forwardLine + 1;
          state.defencePair = nextDefencePair(state, rng);
          state.nextChange = now.matchSecond + rng.int(35, 55);
          shiftIfChanged(state, now);
        }
      }
      if (rng.chance(0.07)) faceoff(now);

      for (const state of both) {
        const opponent = sides[other(state.side)];
        if (rng.chance(0.0032) && shortBy(state) < 2) {
          const offender = rng.pick(onIce(state));
          const infraction = rng.weighted(HOCKEY_INFRACTIONS, HOCKEY_INFRACTIONS.map((entry) => entry.weight));
          settle(state, now.matchSecond);
          const penalty = log.push(now, {
            type: 'penalty',
            team: state.side,
            personId: offender.personId,
            infraction: infraction.name,
            minutes: infraction.minutes,
            severityType: `${infraction.name} - ${infraction.minutes} min`,
            reducesStrength: infraction.minutes !== 10,
            endMatchSecond: now.matchSecond + infraction.minutes * 60,
          });
          if (penalty.type === 'penalty') state.penalties.push(penalty);
          shiftIfChanged(state, now);
          faceoff(now);
        }
        const ratio = skaters(state) / skaters(opponent);
        const edge = state.strength / opponent.strength;
        const lastTick = forceGoal && tick + TICK >= length && state.side === (sides.H.strength >= sides.B.strength ? 'H' : 'B');
        if (!lastTick && !rng.chance(0.028 * edge * ratio * ratio)) continue;
        const shooters = onIce(state);
        const shooter = rng.weighted(shooters, shooters.map((member) => (member.position === 'LD' || member.position === 'RD' ? 1 : 3)));
        if (!lastTick && !rng.chance(0.085 * Math.pow(ratio, 1.2) * edge)) {
          log.push(now, { type: 'shot', team: state.side, shooterId: shooter.personId, goalieId: opponent.goalie.personId });
          continue;
        }
        const difference = skaters(state) - skaters(opponent);
        const mates = rng.shuffle(shooters.filter((member) => member.personId !== shooter.personId));
        const assists = rng.weighted([0, 1, 2], [10, 25, 65]);
        state.goals += 1;
        opponent.conceded += 1;
        if (state.side === 'H') score.home += 1;
        else score.away += 1;
        log.push(now, {
          type: 'goal',
          team: state.side,
          scorerId: shooter.personId,
          assistIds: mates.slice(0, assists).map((member) => member.personId),
          goalTypeId: goalTypeFor(difference),
          goalieId: opponent.goalie.personId,
          homeOnIce: onIce(sides.H).map((member) => member.personId),
          awayOnIce: onIce(sides.B).map((member) => member.personId),
          score: { h: sides.H.goals, a: sides.B.goals },
        });
        if (difference > 0) {
          // A power-play goal ends the minor that has the least time left (majors run their course).
          const minor = opponent.penalties
            .filter((penalty) => penalty.minutes === 2)
            .sort((a, b) => a.endMatchSecond - b.endMatchSecond)[0];
          if (minor) {
            settle(opponent, now.matchSecond);
            minor.endMatchSecond = now.matchSecond;
            opponent.penalties = opponent.penalties.filter((penalty) => penalty !== minor);
            shiftIfChanged(opponent, now);
          }
        }
        if (suddenDeath) {
          end = second;
          break;
        }
        faceoff(now);
      }
      if (end !== length) break;
      if (period === 3) {
        for (const state of both) {
          const trailing = state.goals + 1 === sides[other(state.side)].goals;
          if (!state.timeoutUsed && trailing && second >= length - 120) {
            state.timeoutUsed = true;
            log.push(now, { type: 'timeout', team: state.side });
          }
        }
      }
    }
    const endTime = time(end);
    for (const state of both) settle(state, endTime.matchSecond);
    log.push(endTime, { type: 'periodEnd' });
    score.endWallSecond = endTime.wallSecond;
    periods.push(score);
    matchStart += end;
    wallStart = endTime.wallSecond;
  };

  for (let period = 1; period <= 3; period += 1) {
    if (period > 1) wallStart += INTERMISSION;
    if (period === 3) {
      // A goalie who let in five or more is often replaced for the last period.
      for (const state of [sides.H, sides.B]) {
        const backup = state.lines.goalies.find((goalie) => goalie.personId !== state.goalie.personId);
        if (backup && state.conceded >= 5 && rng.chance(0.6)) {
          log.push(
            { period, periodSecond: 0, matchSecond: matchStart, wallSecond: wallStart },
            { type: 'goalieChange', team: state.side, inId: backup.personId, outId: state.goalie.personId },
          );
          state.goalie = backup;
        }
      }
    }
    playPeriod(period, PERIOD_SECONDS, false, false);
  }

  let decidedBy: HockeySimulation['decidedBy'] = 'regulation';
  let shootoutWinner: Side | null = null;
  if (sides.H.goals === sides.B.goals) {
    decidedBy = 'overtime';
    if (input.playoff) {
      for (let period = 4; period <= MAX_PERIOD && sides.H.goals === sides.B.goals; period += 1) {
        wallStart += INTERMISSION;
        playPeriod(period, PERIOD_SECONDS, true, period === MAX_PERIOD);
      }
    } else {
      wallStart += OVERTIME_BREAK;
      playPeriod(4, OVERTIME_SECONDS, true, false);
      if (sides.H.goals === sides.B.goals) {
        decidedBy = 'shootout';
        shootoutWinner = shootout(rng, sides, log, periods, matchStart, wallStart + SHOOTOUT_BREAK);
        wallStart = at(periods, periods.length - 1).endWallSecond;
      }
    }
  }

  const homeGoals = sides.H.goals + (shootoutWinner === 'H' ? 1 : 0);
  const awayGoals = sides.B.goals + (shootoutWinner === 'B' ? 1 : 0);
  const lineup = (side: Side): SimLineup => {
    const sideInput = side === 'H' ? input.home : input.away;
    return {
      teamOrgId: sideInput.team.teamId,
      playerIds: sideInput.roster.map((member) => member.personId),
      startingGoalieId: startingGoalies[side],
      starterIds: [startingGoalies[side], ...startingLines[side].map((member) => member.personId)],
      secondsPlayed: secondsRecord(sides[side].seconds),
    };
  };
  return {
    sport: 'hockey',
    matchId: input.matchId,
    kickoffMs: input.kickoffMs,
    durationWallSeconds: wallStart,
    lineups: { H: lineup('H'), B: lineup('B') },
    periods,
    // decided here (issue 24 case 4): the result text marks how a match past regulation was decided, as
    // federations print it ("3 - 2 (SO)"), so a list with only the match record can say "Final (SO)".
    result: { homeGoals, awayGoals, matchEndResult: `${homeGoals} - ${awayGoals}${DECIDED_MARK[decidedBy]}` },
    winner: homeGoals > awayGoals ? 'H' : 'B',
    decidedBy,
    events: log.events,
  };
}

/** The result text's mark after the score (see `simulateHockey`'s result). */
const DECIDED_MARK: Readonly<Record<HockeySimulation['decidedBy'], string>> = { regulation: '', overtime: ' (OT)', shootout: ' (SO)' };

/**
 * Three rounds, home shooting first, then sudden-death rounds. The winner is credited one goal in the
 * result (the usual way a shootout win is written: 2-2 after overtime becomes 3-2).
 */
function shootout(
  rng: Rng,
  sides: Record<Side, SideState>,
  log: EventLog<HockeyEvent>,
  periods: PeriodScore[],
  matchSecond: number,
  wallStart: number,
): Side {
  const period = periods.length + 1;
  const shooters = (state: SideState) => state.lines.forwards.flatMap((line) => [line[1], line[0], line[2]]).filter((member): member is RosterMember => member !== undefined);
  const order = { H: shooters(sides.H), B: shooters(sides.B) };
  const scored = { H: 0, B: 0 };
  let wall = wallStart;
  log.push({ period, periodSecond: 0, matchSecond, wallSecond: wall }, { type: 'periodStart' });
  let decided = false;
  for (let round = 1; round <= 30 && !decided; round += 1) {
    for (const side of ['H', 'B'] as const) {
      const shooter = at(order[side], (round - 1) % order[side].length);
      // Bounded: the 30th round settles it whatever happens.
      const goal = round === 30 && side === 'B' ? scored.H === scored.B : rng.chance(0.33);
      if (goal) scored[side] += 1;
      wall += SHOOTOUT_ATTEMPT;
      log.push(
        { period, periodSecond: 0, matchSecond, wallSecond: wall },
        { type: 'shootoutAttempt', team: side, shooterId: shooter.personId, goalieId: sides[other(side)].goalie.personId, scored: goal, round },
      );
      // In the first three rounds it is over as soon as one side cannot catch up.
      if (round <= 3) {
        const leftHome = 3 - round;
        const leftAway = side === 'H' ? 4 - round : 3 - round;
        if (scored.H > scored.B + leftAway || scored.B > scored.H + leftHome) {
          decided = true;
          break;
        }
      }
    }
    if (!decided && round >= 3 && scored.H !== scored.B) decided = true;
  }
  log.push({ period, periodSecond: 0, matchSecond, wallSecond: wall + 30 }, { type: 'periodEnd' });
  periods.push({ period, kind: 'shootout', home: scored.H, away: scored.B, startWallSecond: wallStart, endWallSecond: wall + 30 });
  return scored.H > scored.B ? 'H' : 'B';
}
