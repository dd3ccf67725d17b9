/**
 * Shared plumbing of the three match simulations: the input they take, event time stamps, and the
 * real-time line (DESIGN §4: every match is simulated event by event; times are match time plus the
 * real seconds after face-off, so a live match can be cut at any instant).
 */
import type { DemoTeam, ForcedDecision, PeriodScore, RosterMember, Side, SimTime } from '../model';

export interface SideInput {
  team: DemoTeam;
  roster: readonly RosterMember[];
}

export interface SimulationInput {
  seed: number;
  matchId: number;
  kickoffMs: number;
  home: SideInput;
  away: SideInput;
  /** Play-off rules: hockey overtime continues in full periods until a goal, no shootout. */
  playoff: boolean;
  /**
   * The key of the match's random stream; default `matchId`. Today's filler matches have one of their own
   * (their ids follow from their kick-offs, which follow from how long they last).
   */
  rngKey?: string | number;
  /** Hockey: the match must be tied after regulation and decided this way (see simulateHockey). */
  decide?: ForcedDecision | null;
}

export const other = (side: Side): Side => (side === 'H' ? 'B' : 'H');

/** Appends events with consecutive `seq` numbers; the caller gives the match and real times. */
export class EventLog<E extends SimTime> {
  readonly events: E[] = [];

  push<T extends Omit<E, keyof SimTime>>(time: Omit<SimTime, 'seq'>, body: T): E {
    const event = { seq: this.events.length, ...time, ...body } as unknown as E;
    this.events.push(event);
    return event;
  }
}

/** Adds seconds to a person's tally (a Map while simulating: large integer keys make objects slow). */
export function addSeconds(tally: Map<number, number>, personId: number, seconds: number): void {
  tally.set(personId, (tally.get(personId) ?? 0) + seconds);
}

/** The tally as the plain record the model keeps. */
export function secondsRecord(tally: Map<number, number>): Record<number, number> {
  return Object.fromEntries(tally);
}

/**
 * The time stamps of one period of a clocked sport: match time runs with the period clock, real time
 * runs slower by `stoppageFactor` (whistles, line changes), so live feeds and match cuts agree.
 */
export function periodTimer(period: number, matchStart: number, wallStart: number, stoppageFactor: number) {
  return (periodSecond: number): Omit<SimTime, 'seq'> => ({
    period,
    periodSecond,
    matchSecond: matchStart + periodSecond,
    wallSecond: wallStart + Math.round(periodSecond * stoppageFactor),
  });
}

/** A period's score sheet, opened at zero when the period starts. */
export function openPeriod(period: number, kind: PeriodScore['kind'], wallStart: number): PeriodScore {
  return { period, kind, home: 0, away: 0, startWallSecond: wallStart, endWallSecond: wallStart };
}
