/**
 * One simulated demo match as the live feed a reporter would have produced (SPEC §3 Live match data, Live
 * event, event types by sport; DESIGN §5; vocabulary in src/shared/contract/live.ts). Pure and
 * deterministic: the same league and match id give the same list, sorted by `atWallSecond` (real seconds
 * after face-off, the simulation's own time line, so the feed cut at an instant agrees with the match
 * pages cut at that instant), with the same `Id`s and `ClientId`s, so two servers (or one restarted)
 * publish the very same events.
 *
 * On top of the simulation's events the feed has: MatchData ten minutes before face-off; Timer period
 * events (EventType 2) and Start/Stop (0/1) around stoppages; basketball TeamUpdate and the starters'
 * Substitution In; and, seeded from the match id, a few corrections (the same ClientId re-published with
 * fixed content) and spurious events removed by a Delete.
 *
 * Hockey PlayerTime (SPEC §4 on-ice time from in/out events): the goalies In at the start and Out at the
 * end (and both at a goalie change), and every skater of every line on and off the ice exactly as the
 * simulation has them (its `shift`s: line changes, penalties, period starts), so each player's time from
 * the events is the time the simulation credits, and a goal's HomePlayersOnIce/AwayPlayersOnIce are the
 * players the events have on ice then. One shift is published as consecutive events of one instant: the
 * Outs, then the Ins of one team, so a client can group them ("Line 2 on: #50 #24 …").
 *
 * decided here (issue 11; the contract's comment in src/shared/contract/live.ts predates it): the goals
 * channel `match:{id}:goals`, which the lists follow alone, carries besides the scoring events every Timer
 * period event (EventType 2: Match start, Period start, Period end, Match end, with Period and PeriodName)
 * and every hockey Shootout attempt, each with the score pair `h`/`a` as it stands after it:
 * - hockey: goals so far; a shootout attempt leaves it level (the attempts' own tally is theirs to count
 *   from Team and ResultText); Match end carries the result, the shootout winner's deciding goal included;
 * - basketball: points so far;
 * - volleyball: points in the current set, as a Point carries them (Period start 0-0, Period end the set's
 *   final points); Match end carries the sets won, the match result.
 */
import {
  LIVE_EVENT_TYPE,
  LIVE_GOALIE_POSITION_ID,
  LIVE_PERIOD_EVENT,
  LIVE_SHOT_RESULT,
  LIVE_TIMER,
  LIVE_VOLLEYBALL_POINT,
  type LiveEvent,
  type LiveMatchData,
  type LivePlayer,
  type LiveTeamSide,
} from '../../../shared/contract/live';
import type {
  BasketballSimulation,
  DemoFixture,
  DemoLeague,
  HockeySimulation,
  RosterMember,
  Score,
  Side,
  SimTime,
  Simulation,
  VolleyballSimulation,
} from '../../demo/model';
import { matchReferees } from '../../demo/projections/officials';
import { createRng, type Rng } from '../../demo/random';

export type LiveChannelKind = 'all' | 'goals';

/** One message of a match's feed: when (real seconds after face-off), on which channels, and what. */
export interface TimedLiveEvent {
  atWallSecond: number;
  channelKinds: LiveChannelKind[];
  event: LiveEvent;
}

/** MatchData goes out this long before face-off (a reporter sets the match up ahead). */
export const MATCH_DATA_LEAD_SECONDS = 10 * 60;
/** A correction follows the event it fixes after this many real seconds. */
export const CORRECTION_DELAY_SECONDS = 30;
/** A spurious event is deleted after this many real seconds. */
export const DELETE_DELAY_SECONDS = 20;
/** The first correction and the first spurious event come within this many real seconds of face-off. */
export const EARLY_MISTAKE_SECONDS = 20 * 60;

const ALL: LiveChannelKind[] = ['all'];
const BOTH: LiveChannelKind[] = ['all', 'goals'];

/** "mm:ss" elapsed; minutes may exceed 59. */
export function mmss(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** SPEC §3 period names as the feed carries them (decided here: volleyball's fifth set is "Overtime"). */
export function periodNameOf(sport: Simulation['sport'], period: number, playoff: boolean): string {
  if (sport === 'basketball') return period <= 4 ? `${period}. periode` : `${period - 4}. ekstraomgang`;
  if (sport === 'hockey') {
    if (period <= 3 || playoff) return `${period}. periode`;
    return period === 4 ? 'Overtime' : 'Shootout';
  }
  return period <= 4 ? `${period}. periode` : 'Overtime';
}

/** Hockey live position ids (SPEC §5): line L occupies (L-1)*5 … (L-1)*5+4 as LW, CE, RW, LD, RD; goalies 20. */
const SLOT: Readonly<Record<string, number>> = { LW: 0, CE: 1, RW: 2, LD: 3, RD: 4 };
function positionIdOf(member: RosterMember): number | null {
  if (member.position === 'GK1' || member.position === 'GK2') return LIVE_GOALIE_POSITION_ID;
  const slot = member.position ? SLOT[member.position] : undefined;
  if (slot === undefined || member.line === null) return null;
  return (Math.min(4, Math.max(1, member.line)) - 1) * 5 + slot;
}

const teamSide = (side: Side): LiveTeamSide => (side === 'H' ? 'H' : 'A');

/** A draft entry: the event without its sequence-derived identity, which is assigned after sorting. */
interface Draft {
  wall: number;
  channels: LiveChannelKind[];
  body: Omit<LiveEvent, 'ClientId' | 'MatchId' | 'Id'>;
  /** A correction re-publishes this draft's identity. */
  correctionOf?: Draft;
  /** A Delete names this draft's ClientId. */
  deletes?: Draft;
  clientId?: string;
  id?: number;
}

interface Context {
  league: DemoLeague;
  fixture: DemoFixture;
  playoff: boolean;
  rng: Rng;
  drafts: Draft[];
  players: Map<number, LivePlayer>;
}

function livePlayerOf(member: RosterMember, hockey: boolean): LivePlayer {
  const player: LivePlayer = {
    Id: member.personId,
    TeamId: member.teamOrgId,
    ShirtNo: member.number,
    FirstName: member.firstName,
    LastName: member.lastName,
    IsCaptain: member.captain,
    IsAlternateCaptain: member.alternateCaptain,
    PositionName: member.position,
  };
  if (hockey) player.PositionId = positionIdOf(member);
  return player;
}

function player(ctx: Context, personId: number | null | undefined): LivePlayer | null {
  if (personId === null || personId === undefined) return null;
  return ctx.players.get(personId) ?? null;
}

function push(ctx: Context, wall: number, channels: LiveChannelKind[], body: Draft['body']): Draft {
  const draft: Draft = { wall, channels, body };
  ctx.drafts.push(draft);
  return draft;
}

/** Period, names and clock fields of a simulated instant. */
function timeFields(ctx: Context, sport: Simulation['sport'], time: Pick<SimTime, 'period' | 'periodSecond' | 'matchSecond'>) {
  return {
    Period: time.period,
    PeriodName: periodNameOf(sport, time.period, ctx.playoff),
    PeriodTime: mmss(time.periodSecond),
    TotalMatchTime: mmss(time.matchSecond),
    Time: mmss(time.matchSecond),
  };
}

function timer(ctx: Context, sport: Simulation['sport'], time: SimTime, eventType: number, typeName: string): Draft {
  return push(ctx, time.wallSecond, ALL, {
    MatchEventType: LIVE_EVENT_TYPE.timer,
    EventType: eventType,
    TypeName: typeName,
    ...timeFields(ctx, sport, time),
  });
}

function matchData(ctx: Context, simulation: Simulation): LiveMatchData {
  const { league, fixture } = ctx;
  const hockey = simulation.sport === 'hockey';
  const side = (s: Side) => {
    const members = simulation.lineups[s].playerIds.map((id) => league.person(id)).filter((m): m is RosterMember => m !== undefined);
    const isGoalie = (m: RosterMember) => hockey && (m.position === 'GK1' || m.position === 'GK2');
    const teamId = simulation.lineups[s].teamOrgId;
    return {
      players: members.filter((m) => !isGoalie(m)).map((m) => livePlayerOf(m, hockey)),
      goalies: members.filter(isGoalie).map((m) => livePlayerOf(m, hockey)),
      coaches: league.coaches(teamId).map<LivePlayer>((c) => ({
        Id: c.personId,
        TeamId: c.teamOrgId,
        ShirtNo: null,
        FirstName: c.firstName,
        LastName: c.lastName,
        PositionName: c.role,
      })),
    };
  };
  const home = side('H');
  const away = side('B');
  const endAt = new Date(simulation.kickoffMs + simulation.durationWallSeconds * 1000);
  const wire = league.match(fixture.matchId, endAt);
  const hhmm = String(fixture.startTime).padStart(4, '0');
  const data: LiveMatchData = {
    MatchId: fixture.matchId,
    HomeTeam: league.team(fixture.homeTeamId)?.name ?? '',
    AwayTeam: league.team(fixture.awayTeamId)?.name ?? '',
    HomeTeamId: fixture.homeTeamId,
    AwayTeamId: fixture.awayTeamId,
    HomePlayers: home.players,
    AwayPlayers: away.players,
    HomeCoaches: home.coaches,
    AwayCoaches: away.coaches,
    TournamentName: league.tournament(fixture.tournamentId)?.tournament.tournamentName ?? '',
    ActivityArea: fixture.venue,
    MatchStartTime: `${hhmm.slice(0, 2)}:${hhmm.slice(2)}`,
    Referees: matchReferees(league, fixture.matchId).referees.map((r) => ({
      Type: r.refereeType,
      Name: r.nonOfficialRefereeName ?? `${r.firstName} ${r.lastName}`,
    })),
    Attendance: wire?.spectators ?? null,
  };
  if (hockey) {
    data.HomeGoalies = home.goalies;
    data.AwayGoalies = away.goalies;
  }
  return data;
}

/** A Timer period event (EventType 2) on both channels with the score after it (see the header). */
function periodEvent(ctx: Context, sport: Simulation['sport'], time: SimTime, name: string, score: Score): Draft {
  return push(ctx, time.wallSecond, BOTH, {
    MatchEventType: LIVE_EVENT_TYPE.timer,
    EventType: LIVE_TIMER.periodEvent,
    TypeName: name,
    h: score.h,
    a: score.a,
    ...timeFields(ctx, sport, time),
  });
}

/**
 * Timer events common to all sports: Match start, Period start/end, Match end (EventType 2). `score` is the
 * score after the event; Match end carries the match result instead.
 */
function periodTimers(
  ctx: Context,
  simulation: Simulation,
  event: SimTime & { type: string },
  isLast: boolean,
  first: boolean,
  score: Score,
): void {
  if (event.type === 'periodStart') {
    if (first) periodEvent(ctx, simulation.sport, event, LIVE_PERIOD_EVENT.matchStart, score);
    periodEvent(ctx, simulation.sport, event, LIVE_PERIOD_EVENT.periodStart, score);
  } else if (event.type === 'periodEnd') {
    periodEvent(ctx, simulation.sport, event, LIVE_PERIOD_EVENT.periodEnd, score);
    if (isLast) {
      const { homeGoals, awayGoals } = simulation.result;
      periodEvent(ctx, simulation.sport, event, LIVE_PERIOD_EVENT.matchEnd, { h: homeGoals, a: awayGoals });
    }
  }
}

/**
 * The clock between two whistles: it ran from the last Start at game second `from` (wall `wallFrom`); the
 * next whistle is at game second `to`, so it stops `to - from` real seconds later (never after the restart).
 */
function stopStart(ctx: Context, sport: Simulation['sport'], last: SimTime, next: SimTime, restart: boolean): void {
  const stopWall = Math.min(next.wallSecond, last.wallSecond + (next.matchSecond - last.matchSecond));
  timer(ctx, sport, { ...next, wallSecond: stopWall }, LIVE_TIMER.stop, 'Stop');
  if (restart) timer(ctx, sport, next, LIVE_TIMER.start, 'Start');
}

/**
 * Issue 24 case 7: the clock must not run on through a stoppage its events leave out. The simulation
 * stretches play (a match second takes `stoppageFactor` wall seconds), so an event `d` match seconds after
 * the last Start goes out more than `d` real seconds after it: a clock left running would be ahead of the
 * event (basketball: 03:59 left with the newest event at 04:33, 37 s old). So before any in-play event at a
 * later match second, the clock is stopped where it reaches that second and started again with the event.
 * Returns the Start the clock now runs from.
 */
function runClockTo(ctx: Context, sport: Simulation['sport'], lastStart: SimTime | null, event: SimTime & { type: string }): SimTime | null {
  if (lastStart === null || event.type === 'periodStart' || event.type === 'periodEnd') return lastStart;
  if (event.matchSecond <= lastStart.matchSecond) return lastStart;
  if (event.wallSecond - lastStart.wallSecond <= event.matchSecond - lastStart.matchSecond) return lastStart;
  stopStart(ctx, sport, lastStart, event, true);
  return event;
}

function lastPeriodEndSeq(events: readonly (SimTime & { type: string })[]): number {
  for (let i = events.length - 1; i >= 0; i -= 1) if (events[i]?.type === 'periodEnd') return events[i]?.seq ?? -1;
  return -1;
}

function hockeyFeed(ctx: Context, simulation: HockeySimulation): void {
  const sport = 'hockey';
  const lastEnd = lastPeriodEndSeq(simulation.events);
  const onIce: Record<Side, Set<number>> = { H: new Set(), B: new Set() };
  const goalie: Record<Side, number | null> = { H: simulation.lineups.H.startingGoalieId, B: simulation.lineups.B.startingGoalieId };
  const playerTime = (time: SimTime, side: Side, personId: number, direction: 'In' | 'Out', isGoalie: boolean) =>
    push(ctx, time.wallSecond, ALL, {
      MatchEventType: LIVE_EVENT_TYPE.playerTime,
      Team: teamSide(side),
      Player: player(ctx, personId),
      Direction: direction,
      DirectionName: direction,
      IsGoalie: isGoalie,
      ...timeFields(ctx, sport, time),
    });
  // One shift: the skaters going off, then those coming on, consecutive at one instant.
  const shiftTo = (time: SimTime, side: Side, next: readonly number[]) => {
    const ids = new Set(next);
    for (const id of onIce[side]) if (!ids.has(id)) playerTime(time, side, id, 'Out', false);
    for (const id of next) if (!onIce[side].has(id)) playerTime(time, side, id, 'In', false);
    onIce[side] = ids;
  };
  let started = false;
  let lastStart: SimTime | null = null;
  const score: Score = { h: 0, a: 0 };
  for (const event of simulation.events) {
    const fields = timeFields(ctx, sport, event);
    lastStart = runClockTo(ctx, sport, lastStart, event);
    switch (event.type) {
      case 'periodStart':
        periodTimers(ctx, simulation, event, false, !started, score);
        if (!started) {
          for (const side of ['H', 'B'] as const) {
            const id = goalie[side];
            if (id !== null) playerTime(event, side, id, 'In', true);
          }
        }
        started = true;
        if (event.period <= 4 || ctx.playoff) {
          timer(ctx, sport, event, LIVE_TIMER.start, 'Start');
          lastStart = event;
        } else {
          lastStart = null;
        }
        break;
      case 'periodEnd':
        if (lastStart) stopStart(ctx, sport, lastStart, event, false);
        lastStart = null;
        if (event.seq === lastEnd) {
          for (const side of ['H', 'B'] as const) {
            shiftTo(event, side, []);
            const id = goalie[side];
            if (id !== null) playerTime(event, side, id, 'Out', true);
          }
        }
        periodTimers(ctx, simulation, event, event.seq === lastEnd, false, score);
        break;
      case 'faceoff': {
        if (lastStart && event.periodSecond > 0 && event.matchSecond > lastStart.matchSecond) {
          stopStart(ctx, sport, lastStart, event, true);
          lastStart = event;
        }
        const winner = event.winner;
        push(ctx, event.wallSecond, ALL, {
          MatchEventType: LIVE_EVENT_TYPE.faceoff,
          Team: teamSide(winner),
          Player: player(ctx, winner === 'H' ? event.homePlayerId : event.awayPlayerId),
          Opponent: player(ctx, winner === 'H' ? event.awayPlayerId : event.homePlayerId),
          ...fields,
        });
        break;
      }
      case 'shot':
        push(ctx, event.wallSecond, ALL, {
          MatchEventType: LIVE_EVENT_TYPE.shot,
          Team: teamSide(event.team),
          Player: player(ctx, event.shooterId),
          Goalie: player(ctx, event.goalieId),
          ShotResult: LIVE_SHOT_RESULT.saved,
          ...fields,
        });
        break;
      case 'goal':
        score.h = event.score.h;
        score.a = event.score.a;
        push(ctx, event.wallSecond, BOTH, {
          MatchEventType: LIVE_EVENT_TYPE.goal,
          Team: teamSide(event.team),
          Player: player(ctx, event.scorerId),
          FirstAssist: player(ctx, event.assistIds[0]),
          SecondAssist: player(ctx, event.assistIds[1]),
          Goalie: player(ctx, event.goalieId),
          GoalType: event.goalTypeId,
          HomePlayersOnIce: event.homeOnIce.map((id) => player(ctx, id)).filter((p): p is LivePlayer => p !== null),
          AwayPlayersOnIce: event.awayOnIce.map((id) => player(ctx, id)).filter((p): p is LivePlayer => p !== null),
          h: event.score.h,
          a: event.score.a,
          ...fields,
        });
        break;
      case 'penalty':
        push(ctx, event.wallSecond, ALL, {
          MatchEventType: LIVE_EVENT_TYPE.penalty,
          Team: teamSide(event.team),
          Player: player(ctx, event.personId),
          InfractionName: event.infraction,
          Minutes: event.minutes,
          TypeName: event.severityType,
          ...fields,
        });
        break;
      case 'goalieChange':
        playerTime(event, event.team, event.outId, 'Out', true);
        playerTime(event, event.team, event.inId, 'In', true);
        goalie[event.team] = event.inId;
        break;
      case 'shift': {
        // Two changes of one team at one instant (a penalty ends as the line changes) go out as one shift,
        // and a change as the match ends (a power-play goal in overtime frees the boxed player) as none.
        const next = simulation.events[event.seq + 1];
        if (next?.matchSecond === event.matchSecond && ((next.type === 'shift' && next.team === event.team) || next.seq === lastEnd)) break;
        shiftTo(event, event.team, event.onIce);
        break;
      }
      case 'timeout':
        push(ctx, event.wallSecond, ALL, { MatchEventType: LIVE_EVENT_TYPE.timeout, Team: teamSide(event.team), ...fields });
        break;
      case 'shootoutAttempt':
        push(ctx, event.wallSecond, BOTH, {
          MatchEventType: LIVE_EVENT_TYPE.shootout,
          Team: teamSide(event.team),
          Player: player(ctx, event.shooterId),
          ShooterId: event.shooterId,
          Goalie: player(ctx, event.goalieId),
          RoundNo: event.round,
          ResultText: event.scored ? 'Goal' : 'Miss',
          h: score.h,
          a: score.a,
          ...fields,
        });
        break;
    }
  }
}

function basketballFeed(ctx: Context, simulation: BasketballSimulation): void {
  const sport = 'basketball';
  const lastEnd = lastPeriodEndSeq(simulation.events);
  const score = { h: 0, a: 0 };
  let started = false;
  let lastStart: SimTime | null = null;
  for (const event of simulation.events) {
    const fields = timeFields(ctx, sport, event);
    const team = 'team' in event ? teamSide(event.team) : undefined;
    lastStart = runClockTo(ctx, sport, lastStart, event);
    switch (event.type) {
      case 'periodStart':
        periodTimers(ctx, simulation, event, false, !started, score);
        if (!started) {
          for (const side of ['H', 'B'] as const) {
            const starters = new Set(simulation.lineups[side].starterIds);
            push(ctx, event.wallSecond, ALL, {
              MatchEventType: LIVE_EVENT_TYPE.teamUpdate,
              Team: teamSide(side),
              Players: simulation.lineups[side].playerIds
                .map((id) => player(ctx, id))
                .filter((p): p is LivePlayer => p !== null)
                .map((p) => ({ ...p, IsStarter: starters.has(p.Id) })),
              ...fields,
            });
            for (const id of simulation.lineups[side].starterIds) {
              push(ctx, event.wallSecond, ALL, {
                MatchEventType: LIVE_EVENT_TYPE.substitution,
                Team: teamSide(side),
                PlayerIn: player(ctx, id),
                PlayerOut: null,
                Direction: 'In',
                ...fields,
              });
            }
          }
        }
        started = true;
        timer(ctx, sport, event, LIVE_TIMER.start, 'Start');
        lastStart = event;
        break;
      case 'periodEnd':
        if (lastStart) stopStart(ctx, sport, lastStart, event, false);
        lastStart = null;
        periodTimers(ctx, simulation, event, event.seq === lastEnd, false, score);
        break;
      case 'shot': {
        if (event.made) {
          if (event.team === 'H') score.h += event.points;
          else score.a += event.points;
        }
        push(ctx, event.wallSecond, event.made ? BOTH : ALL, {
          MatchEventType: LIVE_EVENT_TYPE.shot,
          Team: team,
          Player: player(ctx, event.personId),
          Assist: player(ctx, event.assistId),
          ShotResult: event.subTypeId,
          ...(event.made ? { h: score.h, a: score.a } : {}),
          ...fields,
        });
        break;
      }
      case 'rebound':
        push(ctx, event.wallSecond, ALL, {
          MatchEventType: event.incidentTypeId === 407 ? LIVE_EVENT_TYPE.offensiveRebound : LIVE_EVENT_TYPE.defensiveRebound,
          Team: team,
          Player: player(ctx, event.personId),
          ...fields,
        });
        break;
      case 'turnover':
        push(ctx, event.wallSecond, ALL, { MatchEventType: LIVE_EVENT_TYPE.turnover, Team: team, Player: player(ctx, event.personId), ...fields });
        break;
      case 'steal':
      case 'block':
        push(ctx, event.wallSecond, ALL, {
          MatchEventType: event.type === 'steal' ? LIVE_EVENT_TYPE.steal : LIVE_EVENT_TYPE.block,
          Team: team,
          Player: player(ctx, event.personId),
          ...fields,
        });
        break;
      case 'foul':
        // A foul stops the clock; the restart follows at once in the simulation's time line.
        if (lastStart && event.matchSecond > lastStart.matchSecond) {
          stopStart(ctx, sport, lastStart, event, true);
          lastStart = event;
        }
        push(ctx, event.wallSecond, ALL, {
          MatchEventType: LIVE_EVENT_TYPE.foul,
          Team: team,
          Player: player(ctx, event.personId),
          FoulType: event.foulTypeId,
          IsCoach: event.personId === null,
          ...fields,
        });
        break;
      case 'substitution':
        push(ctx, event.wallSecond, ALL, {
          MatchEventType: LIVE_EVENT_TYPE.substitution,
          Team: team,
          PlayerIn: player(ctx, event.inId),
          PlayerOut: player(ctx, event.outId),
          Direction: 'In',
          ...fields,
        });
        break;
      case 'timeout':
        if (lastStart && event.matchSecond > lastStart.matchSecond) {
          stopStart(ctx, sport, lastStart, event, true);
          lastStart = event;
        }
        push(ctx, event.wallSecond, ALL, { MatchEventType: LIVE_EVENT_TYPE.timeout, Team: team, ...fields });
        break;
    }
  }
}

const POINT_TYPE = {
  attack: LIVE_VOLLEYBALL_POINT.attack,
  block: LIVE_VOLLEYBALL_POINT.block,
  ace: LIVE_VOLLEYBALL_POINT.ace,
  opponentError: LIVE_VOLLEYBALL_POINT.opponentError,
} as const;

function volleyballFeed(ctx: Context, simulation: VolleyballSimulation): void {
  const sport = 'volleyball';
  const lastEnd = lastPeriodEndSeq(simulation.events);
  let started = false;
  // Points in the current set, as the Points carry them.
  let set: Score = { h: 0, a: 0 };
  for (const event of simulation.events) {
    const fields = timeFields(ctx, sport, event);
    switch (event.type) {
      case 'periodStart':
        set = { h: 0, a: 0 };
        periodTimers(ctx, simulation, event, false, !started, set);
        started = true;
        break;
      case 'periodEnd':
        periodTimers(ctx, simulation, event, event.seq === lastEnd, false, set);
        break;
      case 'point':
        set = { ...event.score };
        push(ctx, event.wallSecond, BOTH, {
          MatchEventType: LIVE_EVENT_TYPE.point,
          Team: teamSide(event.team),
          Player: player(ctx, event.personId),
          Type: POINT_TYPE[event.kind],
          h: event.score.h,
          a: event.score.a,
          ...fields,
        });
        break;
      case 'timeout':
        push(ctx, event.wallSecond, ALL, { MatchEventType: LIVE_EVENT_TYPE.timeout, Team: teamSide(event.team), ...fields });
        break;
    }
  }
}

/**
 * Corrections and deletes, seeded from the match id: 2-3 events are first published wrong and re-published
 * CORRECTION_DELAY_SECONDS later with the same ClientId and the right content; 1-2 spurious copies are
 * published and deleted DELETE_DELAY_SECONDS later, the first of each within EARLY_MISTAKE_SECONDS. The
 * final state after them is the simulation's.
 */
function mistakes(ctx: Context, sport: Simulation['sport'], lastWall: number): void {
  const { rng } = ctx;
  const inPlay = ctx.drafts.filter((d) => d.wall + CORRECTION_DELAY_SECONDS < lastWall);
  // One of each within the first EARLY_MISTAKE_SECONDS (when the match offers one there), so any match well
  // under way already shows a correction and a delete; the others anywhere.
  const pickSome = (candidates: Draft[], count: number) => {
    const first = rng.shuffle(candidates.filter((draft) => draft.wall <= EARLY_MISTAKE_SECONDS)).slice(0, 1);
    return [...first, ...rng.shuffle(candidates.filter((draft) => !first.includes(draft))).slice(0, count - first.length)];
  };

  // Corrections: what was first sent wrong, per sport.
  const correctable = inPlay.filter((d) => {
    const type = d.body.MatchEventType;
    if (sport === 'hockey') return (type === LIVE_EVENT_TYPE.goal && !!d.body.FirstAssist) || type === LIVE_EVENT_TYPE.shot;
    if (sport === 'basketball') return type === LIVE_EVENT_TYPE.shot && d.body.Assist !== null && d.body.Assist !== undefined;
    return type === LIVE_EVENT_TYPE.point && d.body.Player !== null && d.body.Player !== undefined;
  });
  for (const original of pickSome(correctable, rng.int(2, 3))) {
    const right = original.body;
    let wrong: Draft['body'];
    if (right.MatchEventType === LIVE_EVENT_TYPE.goal) wrong = { ...right, FirstAssist: right.SecondAssist ?? null, SecondAssist: null };
    else if (right.MatchEventType === LIVE_EVENT_TYPE.shot && sport === 'hockey') wrong = { ...right, ShotResult: LIVE_SHOT_RESULT.missed };
    else if (right.MatchEventType === LIVE_EVENT_TYPE.shot) wrong = { ...right, Assist: null };
    else wrong = { ...right, Type: right.Type === LIVE_VOLLEYBALL_POINT.attack ? LIVE_VOLLEYBALL_POINT.block : LIVE_VOLLEYBALL_POINT.attack };
    original.body = wrong;
    ctx.drafts.push({ wall: original.wall + CORRECTION_DELAY_SECONDS, channels: original.channels, body: right, correctionOf: original });
  }

  // Spurious copies of non-scoring events, deleted a little later.
  const copyable = inPlay.filter((d) => {
    const type = d.body.MatchEventType;
    if (sport === 'volleyball') return type === LIVE_EVENT_TYPE.timeout;
    if (sport === 'basketball') return type === LIVE_EVENT_TYPE.defensiveRebound || (type === LIVE_EVENT_TYPE.shot && d.body.h === undefined);
    return type === LIVE_EVENT_TYPE.shot;
  });
  for (const original of pickSome(copyable, rng.int(1, 2))) {
    const copy = push(ctx, original.wall + 2, ALL, { ...original.body });
    ctx.drafts.push({
      wall: copy.wall + DELETE_DELAY_SECONDS,
      channels: ALL,
      body: { MatchEventType: LIVE_EVENT_TYPE.delete },
      deletes: copy,
    });
  }
}

/** The live feed of one simulated match (empty for an unknown id or a sport without a simulation). */
export function liveEventsOf(league: DemoLeague, matchId: number): TimedLiveEvent[] {
  const fixture = league.fixture(matchId);
  const simulation = league.simulation(matchId);
  if (!fixture || !simulation) return [];
  const ctx: Context = {
    league,
    fixture,
    playoff: league.tournament(fixture.tournamentId)?.playoff ?? false,
    rng: createRng(league.seed, 'liveFeed', matchId),
    drafts: [],
    players: new Map(),
  };
  for (const side of ['H', 'B'] as const) {
    for (const id of simulation.lineups[side].playerIds) {
      const member = league.person(id);
      if (member) ctx.players.set(id, livePlayerOf(member, simulation.sport === 'hockey'));
    }
  }
  push(ctx, -MATCH_DATA_LEAD_SECONDS, ALL, { MatchEventType: LIVE_EVENT_TYPE.matchData, MatchData: matchData(ctx, simulation) });
  if (simulation.sport === 'hockey') hockeyFeed(ctx, simulation);
  else if (simulation.sport === 'basketball') basketballFeed(ctx, simulation);
  else volleyballFeed(ctx, simulation);
  const lastWall = ctx.drafts.reduce((max, d) => Math.max(max, d.wall), 0);
  mistakes(ctx, simulation.sport, lastWall);

  // Stable sort by time (the push order breaks ties), then identities in publication order.
  const ordered = ctx.drafts.map((draft, index) => ({ draft, index }));
  ordered.sort((x, y) => x.draft.wall - y.draft.wall || x.index - y.index);
  let sequence = 0;
  return ordered.map(({ draft }) => {
    if (draft.correctionOf) {
      draft.clientId = draft.correctionOf.clientId;
      draft.id = draft.correctionOf.id;
    } else {
      sequence += 1;
      draft.id = sequence;
      draft.clientId = `${matchId}-${sequence}`;
    }
    const event: LiveEvent = { Id: draft.id, ClientId: draft.clientId ?? '', MatchId: matchId, ...draft.body };
    if (draft.deletes) event.DeletedEventClientId = draft.deletes.clientId ?? null;
    return { atWallSecond: draft.wall, channelKinds: [...draft.channels], event };
  });
}
