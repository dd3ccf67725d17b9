/**
 * SPEC §4 Live clock and SPEC §9 (basketball 10:00 per period, ice hockey 20:00, match end shown 40:00).
 * The clock is derived, never stored: from where the match stands (`livePhase`), the latest Timer event and
 * the time now.
 *
 * decided here (issue 11 case 3): the clock is shown only where it means something. A clock that is not
 * running play is not drawn as if it were: between periods the view says "intermission" (no frozen 20:00),
 * in a shootout there is no game clock, and once an ice-hockey match has ended the final label stands
 * alone. SPEC §4's "the clock then shows 40:00" after the match end is basketball's (4 × 10:00); it is
 * kept there.
 */
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../shared/contract/live';
import { formatMmSs, parseMmSs } from '../time';
import { periodLabel } from './periods';
import type { LivePhase } from './phase';
import type { LiveSport } from './sport';
import { timetokenMs } from './time';

/** Seconds a period's countdown starts from; null: the sport has no running clock (volleyball sets). */
export function periodStartSeconds(sport: LiveSport): number | null {
  if (sport === 'basketball') return 600;
  if (sport === 'hockey') return 1200;
  return null;
}

/** SPEC §4/§9: what the basketball clock shows once the match has ended. */
export const MATCH_END_CLOCK = '40:00';

export interface LiveClock {
  /** "mm:ss", or null when no clock is shown (no clock in the sport, a break, a shootout, a finished hockey match). */
  text: string | null;
  /** True while a Start is the latest timer event: the view ticks every second. */
  running: boolean;
}

const NO_CLOCK: LiveClock = { text: null, running: false };

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

/** True for the events that say where the match clock stands: not MatchData, Delete or the clock's own Timer events. */
function carriesPlayTime(event: LiveEvent): boolean {
  return event.MatchEventType !== LIVE_EVENT_TYPE.timer && event.MatchEventType !== LIVE_EVENT_TYPE.matchData && event.MatchEventType !== LIVE_EVENT_TYPE.delete;
}

/**
 * SPEC §4 "other events re-sync" (issue 24 case 7): the event the clock re-syncs to — of the events after
 * the newest Timer event (`events` oldest first), in its period, the one with the latest time (the newest
 * of equals), when that time is not before the Timer's own; else null. A correction re-published late
 * carries an old time and so never pulls the clock back. Reads back only to the newest Timer event.
 */
export function clockSyncEvent(events: readonly LiveEvent[], timer: LiveEvent | null, sport: LiveSport): LiveEvent | null {
  const start = periodStartSeconds(sport);
  if (timer === null || start === null) return null;
  const floor = elapsedInPeriod(timer, start);
  let best: LiveEvent | null = null;
  let bestElapsed = floor;
  for (let i = events.length - 1; i >= 0; i -= 1) {
    const event = events[i];
    if (event === undefined || event === timer) break;
    if (!carriesPlayTime(event) || (parseMmSs(event.PeriodTime) === null && parseMmSs(event.TotalMatchTime) === null)) continue;
    if (typeof timer.Period === 'number' && typeof event.Period === 'number' && event.Period !== timer.Period) continue;
    const elapsed = elapsedInPeriod(event, start);
    if (best === null ? elapsed >= bestElapsed : elapsed > bestElapsed) {
      best = event;
      bestElapsed = elapsed;
    }
  }
  return best;
}

/**
 * The clock at `nowMs` (SPEC §4) for the match's phase. In play: a Start runs a one-second countdown from
 * (start value − elapsed), resetting to the start value at zero; a Stop freezes it at the event's time; a
 * period event shows the start value until the next Start. Not started: the start value. Between periods
 * and in a shootout: no clock. Ended: 40:00 in basketball (SPEC §4), no clock in ice hockey.
 * `timer` is the newest Timer event; `sync` (clockSyncEvent) a newer event the clock re-syncs to, so it
 * never contradicts the feed: it shows that event's time plus what has run since (issue 24 case 7).
 * `rate`: match seconds per device second (config.clockRate; LIVE_SPEED in a demo, 1 in real use).
 * A view with a broadcast delay passes the delayed instant as `nowMs` (issue 24 case 6).
 */
export function liveClock(sport: LiveSport, phase: LivePhase, timer: LiveEvent | null, nowMs: number, sync: LiveEvent | null = null, rate = 1): LiveClock {
  const start = periodStartSeconds(sport);
  if (start === null) return NO_CLOCK;
  switch (phase.kind) {
    case 'ended':
      return sport === 'basketball' ? { text: MATCH_END_CLOCK, running: false } : NO_CLOCK;
    case 'intermission':
      return NO_CLOCK;
    case 'notStarted':
      return { text: formatMmSs(start), running: false };
    case 'playing':
      break;
  }
  if (periodLabel(sport, phase.period, phase.periodName)?.kind === 'shootout') return NO_CLOCK;
  if (timer === null) return { text: formatMmSs(start), running: false };
  if (timer.EventType === LIVE_TIMER.start) {
    const anchor = sync ?? timer;
    const at = timetokenMs(anchor.TimeToken);
    const speed = Number.isFinite(rate) && rate > 0 ? rate : 1;
    const since = at === null ? 0 : Math.max(0, Math.floor(((nowMs - at) * speed) / 1000));
    const elapsed = (elapsedInPeriod(anchor, start) + since) % start;
    return { text: formatMmSs(start - elapsed), running: true };
  }
  if (timer.EventType === LIVE_TIMER.stop) {
    return { text: formatMmSs(start - (elapsedInPeriod(sync ?? timer, start) % start)), running: false };
  }
  // Period events: a period start shows the period's start value until the next Start.
  return { text: formatMmSs(start), running: false };
}

/** SPEC §4: timer events named Match start, Match end, Period start or Period end show as messages. */
export function isTimerMessage(event: LiveEvent): boolean {
  if (event.MatchEventType !== LIVE_EVENT_TYPE.timer) return false;
  const names: readonly string[] = Object.values(LIVE_PERIOD_EVENT);
  return typeof event.TypeName === 'string' && names.includes(event.TypeName);
}
