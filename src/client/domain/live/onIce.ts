/**
 * SPEC §4 player on-ice time in the live view: from In/Out PlayerTime (ice hockey) or Substitution
 * (basketball) events, paired by player in match-time order, any number of shifts per player. An open In
 * ends at `untilSeconds` (the match time now) while the match runs; once it has ended, at the end of the
 * game: 60:00 in ice hockey (SPEC §4), the game's own length in basketball (4 × 10:00 plus 5:00 per extra
 * period played, SPEC §5/§9). A player with no In has no entry (the view shows 00:00).
 *
 * decided here: an event's instant is its TotalMatchTime (the feed's continuous match clock), else its
 * Time, else its period's offset plus its PeriodTime, with the offsets of that same continuous clock
 * (hockey 20:00 per period; basketball 10:00 per period and the extra periods from 40:00 on, 5:00 each —
 * the feed's TotalMatchTime puts the first extra period at 40:00, and every instant must be on one line).
 */
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../shared/contract/live';
import { parseMmSs } from '../time';
import type { LiveSport } from './sport';

/** SPEC §4: an ice-hockey shift still open at the match end is taken to end at 60:00. */
export const HOCKEY_MATCH_END_SECONDS = 60 * 60;
const BASKETBALL_PERIOD_SECONDS = 600;
const BASKETBALL_EXTRA_SECONDS = 300;
const HOCKEY_PERIOD_SECONDS = 1200;

/** Match seconds at which a period starts, on the feed's continuous clock; null when unknown. */
export function periodOffsetSeconds(sport: LiveSport, period: number | null | undefined): number | null {
  if (typeof period !== 'number' || !Number.isInteger(period) || period < 1) return null;
  if (sport === 'hockey') return (period - 1) * HOCKEY_PERIOD_SECONDS;
  if (sport === 'basketball') {
    return period <= 4 ? (period - 1) * BASKETBALL_PERIOD_SECONDS : 4 * BASKETBALL_PERIOD_SECONDS + (period - 5) * BASKETBALL_EXTRA_SECONDS;
  }
  return null;
}

/** The event's instant in match seconds (see the decision above); null when it carries no readable time. */
export function matchSecondsOf(sport: LiveSport, event: LiveEvent): number | null {
  const total = parseMmSs(event.TotalMatchTime) ?? parseMmSs(event.Time);
  if (total !== null) return total;
  const offset = periodOffsetSeconds(sport, event.Period);
  const inPeriod = parseMmSs(event.PeriodTime);
  return offset === null || inPeriod === null ? null : offset + inPeriod;
}

/** The latest match time the events carry (the view's "now" on the match clock between ticks); 0 before any. */
export function latestMatchSeconds(sport: LiveSport, events: readonly LiveEvent[]): number {
  let latest = 0;
  for (const e of events) {
    const at = matchSecondsOf(sport, e);
    if (at !== null && at > latest) latest = at;
  }
  return latest;
}

/**
 * The length of a finished game: ice hockey 60:00 (SPEC §4); basketball 40:00 plus 5:00 per extra period
 * (periods 5…10) seen in the events; null for a sport without on-court time (volleyball).
 */
export function gameLengthSeconds(sport: LiveSport, events: readonly LiveEvent[]): number | null {
  if (sport === 'hockey') return HOCKEY_MATCH_END_SECONDS;
  if (sport !== 'basketball') return null;
  let lastPeriod = 4;
  for (const e of events) if (typeof e.Period === 'number' && e.Period > lastPeriod && e.Period <= 10) lastPeriod = e.Period;
  return 4 * BASKETBALL_PERIOD_SECONDS + (lastPeriod - 4) * BASKETBALL_EXTRA_SECONDS;
}

interface Move {
  at: number;
  id: number;
  direction: 'In' | 'Out';
}

/** The In and Out moves of the events, in match-time order (arrival order among equal times). */
function movesOf(sport: LiveSport, events: readonly LiveEvent[]): Move[] {
  const moves: Move[] = [];
  for (const e of events) {
    if (e.MatchEventType !== LIVE_EVENT_TYPE.playerTime && e.MatchEventType !== LIVE_EVENT_TYPE.substitution) continue;
    const at = matchSecondsOf(sport, e);
    if (at === null) continue;
    if (e.MatchEventType === LIVE_EVENT_TYPE.playerTime) {
      if (e.Player && (e.Direction === 'In' || e.Direction === 'Out')) moves.push({ at, id: e.Player.Id, direction: e.Direction });
    } else {
      if (e.PlayerOut) moves.push({ at, id: e.PlayerOut.Id, direction: 'Out' });
      if (e.PlayerIn) moves.push({ at, id: e.PlayerIn.Id, direction: 'In' });
    }
  }
  // Array.prototype.sort is stable: moves at the same instant keep their arrival order.
  return moves.sort((x, y) => x.at - y.at);
}

/**
 * Seconds on ice (or court) per player id. Events in any order (oldest first is usual); events without a
 * readable time are skipped; a second In while on counts once, an Out while off counts nothing.
 */
export function onIceSeconds(sport: LiveSport, events: readonly LiveEvent[], ended: boolean, untilSeconds: number): Map<number, number> {
  const open = new Map<number, number>();
  const total = new Map<number, number>();
  for (const move of movesOf(sport, events)) {
    const since = open.get(move.id);
    if (move.direction === 'In') {
      if (since === undefined) open.set(move.id, move.at);
      if (!total.has(move.id)) total.set(move.id, 0);
    } else if (since !== undefined) {
      total.set(move.id, (total.get(move.id) ?? 0) + Math.max(0, move.at - since));
      open.delete(move.id);
    }
  }
  const end = ended ? (gameLengthSeconds(sport, events) ?? untilSeconds) : untilSeconds;
  for (const [id, since] of open) total.set(id, (total.get(id) ?? 0) + Math.max(0, end - since));
  return total;
}
