/**
 * SPEC §4 player on-ice time in the live view: from In/Out PlayerTime (ice hockey) or Substitution
 * (basketball) events, paired by player in time order. An open In ends at `untilSeconds` (the match time
 * now), or at 60:00 once the match has ended.
 */
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../shared/contract/live';
import { parseMmSs } from '../time';

export const MATCH_END_SECONDS = 60 * 60;

interface Shift {
  inAt: number | null;
  total: number;
}

function shiftEnd(map: Map<number, Shift>, id: number, at: number): void {
  const shift = map.get(id);
  if (!shift || shift.inAt === null) return;
  shift.total += Math.max(0, at - shift.inAt);
  shift.inAt = null;
}

function shiftStart(map: Map<number, Shift>, id: number, at: number): void {
  const shift = map.get(id) ?? { inAt: null, total: 0 };
  if (shift.inAt === null) shift.inAt = at;
  map.set(id, shift);
}

/** Seconds on ice (or court) per player id. Events oldest first; events without a readable time are skipped. */
export function onIceSeconds(events: readonly LiveEvent[], ended: boolean, untilSeconds: number): Map<number, number> {
  const shifts = new Map<number, Shift>();
  for (const e of events) {
    const at = parseMmSs(e.TotalMatchTime ?? e.Time);
    if (at === null) continue;
    if (e.MatchEventType === LIVE_EVENT_TYPE.playerTime && e.Player) {
      if (e.Direction === 'In') shiftStart(shifts, e.Player.Id, at);
      else if (e.Direction === 'Out') shiftEnd(shifts, e.Player.Id, at);
    } else if (e.MatchEventType === LIVE_EVENT_TYPE.substitution) {
      if (e.PlayerOut) shiftEnd(shifts, e.PlayerOut.Id, at);
      if (e.PlayerIn) shiftStart(shifts, e.PlayerIn.Id, at);
    }
  }
  const end = ended ? MATCH_END_SECONDS : untilSeconds;
  const result = new Map<number, number>();
  for (const [id, shift] of shifts) {
    result.set(id, shift.total + (shift.inAt === null ? 0 : Math.max(0, end - shift.inAt)));
  }
  return result;
}
