/**
 * The play-by-play's rows (SPEC §2 play-by-play, issue 11 case 4): the filtered events newest first, with
 * the line changes folded. A hockey line change is a burst of PlayerTime In/Out events of one team at one
 * instant (a reporter sends a line's five skaters off and the next five on); listed one by one they bury the
 * goals. Here they become ONE row per team and instant — who came on (and, when they share one, their line
 * by SPEC §5 PositionId) and who went off — still filtered as "player time" (goalies as "goalie changes").
 *
 * decided here: events are one change when they are PlayerTime events of the same team, both goalie or both
 * skater, at the same instant: the same Period and PeriodTime, else the same TotalMatchTime, else the same
 * TimeToken. An event of another instant closes the open changes; other events at the same instant (a
 * faceoff after the change) do not split it. A row keeps every member's ClientId. A period's start and end
 * carry the period's label, by the feed's own name (a play-off's "5. periode" is period 5).
 */
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent, type LivePlayer } from '../../../shared/contract/live';
import { filterEvents, type EventCategory } from './filters';
import { lineOf } from './lineup';
import { periodLabel, type PeriodLabel } from './periods';
import { sideOf, type Side } from './score';
import type { LiveSport } from './sport';

export interface EventRow {
  kind: 'event';
  key: string;
  event: LiveEvent;
  /** A period's start or end: which period, by the feed's name (issue 11 case 6); else null. */
  period: PeriodLabel | null;
}

/** One player's move in a change, with the ClientId of the event that reported it. */
export interface ShiftMove {
  clientId: string;
  player: LivePlayer | null;
}

export interface ShiftRow {
  kind: 'shift';
  key: string;
  side: Side | null;
  goalie: boolean;
  /** The line of the skaters who came on, when all of them belong to one (SPEC §5); else null. */
  line: 1 | 2 | 3 | 4 | null;
  on: ShiftMove[];
  off: ShiftMove[];
  /** The instant as the list shows it (PeriodTime, else TotalMatchTime). */
  time: string | null;
}

export type PlayRow = EventRow | ShiftRow;

/** The instant an event belongs to, for grouping; null when it carries none. */
export function instantKey(event: LiveEvent): string | null {
  if (typeof event.PeriodTime === 'string' && event.PeriodTime !== '') return `p${event.Period ?? ''}|${event.PeriodTime}`;
  if (typeof event.TotalMatchTime === 'string' && event.TotalMatchTime !== '') return `t${event.TotalMatchTime}`;
  if (typeof event.TimeToken === 'string' && event.TimeToken !== '') return `tt${event.TimeToken}`;
  return null;
}

function lineOfMoves(moves: readonly ShiftMove[], roster: ReadonlyMap<number, LivePlayer>): 1 | 2 | 3 | 4 | null {
  let line: 1 | 2 | 3 | 4 | null = null;
  for (const move of moves) {
    const positionId = move.player ? (move.player.PositionId ?? roster.get(move.player.Id)?.PositionId) : undefined;
    const slot = lineOf(positionId);
    if (slot === null || slot === 'goalie') return null;
    if (line !== null && slot !== line) return null;
    line = slot;
  }
  return line;
}

/**
 * Folds the line changes of events given oldest first; returns rows oldest first. `roster` resolves a
 * player's PositionId when the event's player lacks it (the match data's players by id).
 */
export function foldShifts(events: readonly LiveEvent[], roster: ReadonlyMap<number, LivePlayer> = new Map()): PlayRow[] {
  const rows: PlayRow[] = [];
  let instant: string | null = null;
  let open = new Map<string, ShiftRow>();
  for (const event of events) {
    const at = instantKey(event);
    if (at !== instant) {
      open = new Map();
      instant = at;
    }
    if (event.MatchEventType !== LIVE_EVENT_TYPE.playerTime || at === null || (event.Direction !== 'In' && event.Direction !== 'Out')) {
      rows.push({ kind: 'event', key: event.ClientId, event, period: null });
      continue;
    }
    const side = sideOf(event);
    const goalie = event.IsGoalie === true;
    const groupKey = `${side ?? '-'}|${goalie ? 'g' : 's'}`;
    let row = open.get(groupKey);
    if (!row) {
      row = { kind: 'shift', key: `shift:${event.ClientId}`, side, goalie, line: null, on: [], off: [], time: event.PeriodTime ?? event.TotalMatchTime ?? null };
      open.set(groupKey, row);
      rows.push(row);
    }
    (event.Direction === 'In' ? row.on : row.off).push({ clientId: event.ClientId, player: event.Player ?? null });
  }
  for (const row of rows) if (row.kind === 'shift' && !row.goalie) row.line = lineOfMoves(row.on, roster);
  return rows;
}

/**
 * SPEC §2 play-by-play rows: the events (oldest first) of the selected categories, line changes folded,
 * newest first.
 */
export function playByPlayRows(
  sport: LiveSport,
  chronological: readonly LiveEvent[],
  selected: readonly EventCategory[],
  roster: ReadonlyMap<number, LivePlayer> = new Map(),
): PlayRow[] {
  return foldShifts(filterEvents(sport, chronological, selected), roster)
    .map((row) => (row.kind === 'event' && isPeriodBoundary(row.event) ? { ...row, period: periodLabel(sport, row.event.Period, row.event.PeriodName) } : row))
    .reverse();
}

function isPeriodBoundary(event: LiveEvent): boolean {
  return (
    event.MatchEventType === LIVE_EVENT_TYPE.timer &&
    event.EventType === LIVE_TIMER.periodEvent &&
    (event.TypeName === LIVE_PERIOD_EVENT.periodStart || event.TypeName === LIVE_PERIOD_EVENT.periodEnd)
  );
}
