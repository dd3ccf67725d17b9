/**
 * SPEC §4 Live clock and SPEC §9 (basketball 10:00 per period, ice hockey 20:00, match end shown 40:00).
 * The clock is derived, never stored: from the latest Timer event and the time now.
 */
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../shared/contract/live';
import type { LiveSport } from './sport';
import { formatMmSs, parseMmSs } from '../time';
import { timetokenMs } from './time';

/** Seconds a period's countdown starts from; null: the sport has no running clock (volleyball sets). */
export function periodStartSeconds(sport: LiveSport): number | null {
  if (sport === 'basketball') return 600;
  if (sport === 'hockey') return 1200;
  return null;
}

/** SPEC §4/§9: what the clock shows once the match has ended. */
export const MATCH_END_CLOCK = '40:00';

export interface LiveClock {
  /** "mm:ss", or null when the sport has no clock or nothing is known yet. */
  text: string | null;
  /** True while a Start is the latest timer event: the view ticks every second. */
  running: boolean;
  ended: boolean;
}

/** True when the event is the period event (EventType 2) named Match end (SPEC §4). */
export function isMatchEnd(event: LiveEvent): boolean {
  return (
    event.MatchEventType === LIVE_EVENT_TYPE.timer &&
    event.EventType === LIVE_TIMER.periodEvent &&
    event.TypeName === LIVE_PERIOD_EVENT.matchEnd
  );
}

/** Seconds elapsed in the current period at the event: PeriodTime, else TotalMatchTime modulo the period. */
function elapsedInPeriod(event: LiveEvent, start: number): number {
  const periodTime = parseMmSs(event.PeriodTime);
  if (periodTime !== null) return periodTime;
  const total = parseMmSs(event.TotalMatchTime);
  return total === null ? 0 : total % start;
}

/**
 * The clock at `nowMs` (SPEC §4): a Start runs a one-second countdown from (start value − elapsed); a Stop
 * freezes it at the event's TotalMatchTime; any other timer event re-syncs (period start/end: the start
 * value); at zero the countdown resets to the start value; after Match end it shows 40:00.
 * `timer` is the newest Timer event, `ended` whether a Match end has been seen.
 */
export function liveClock(sport: LiveSport, timer: LiveEvent | null, ended: boolean, nowMs: number): LiveClock {
  const start = periodStartSeconds(sport);
  if (start === null) return { text: null, running: false, ended };
  if (ended) return { text: MATCH_END_CLOCK, running: false, ended: true };
  if (timer === null) return { text: formatMmSs(start), running: false, ended: false };
  if (timer.EventType === LIVE_TIMER.start) {
    const at = timetokenMs(timer.TimeToken);
    const since = at === null ? 0 : Math.max(0, Math.floor((nowMs - at) / 1000));
    const elapsed = (elapsedInPeriod(timer, start) + since) % start;
    return { text: formatMmSs(start - elapsed), running: true, ended: false };
  }
  if (timer.EventType === LIVE_TIMER.stop) {
    return { text: formatMmSs(start - (elapsedInPeriod(timer, start) % start)), running: false, ended: false };
  }
  // Period events: a period end or start shows the period's start value until the next Start.
  return { text: formatMmSs(start), running: false, ended: false };
}

/** SPEC §4: timer events named Match start, Match end, Period start or Period end show as messages. */
export function isTimerMessage(event: LiveEvent): boolean {
  if (event.MatchEventType !== LIVE_EVENT_TYPE.timer) return false;
  const names: readonly string[] = Object.values(LIVE_PERIOD_EVENT);
  return typeof event.TypeName === 'string' && names.includes(event.TypeName);
}
