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
import { categoryOf, normalizeSelection, type EventCategory } from './filters';
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

/** One run of the filtered events at one instant, and the rows it folds into (oldest first). */
export interface PlayRun {
  instant: string | null;
  events: readonly LiveEvent[];
  rows: readonly PlayRow[];
}

/**
 * The play-by-play of one selection, oldest first, kept so it can be advanced (issue 14): folding only
 * ever looks inside one instant, so the rows are the concatenation of the folds of the runs of filtered
 * events sharing an instant, and an event appended can change the last run only, a dropped one the first.
 */
export interface PlayByPlayFold {
  sport: LiveSport;
  chosen: ReadonlySet<EventCategory>;
  roster: ReadonlyMap<number, LivePlayer>;
  runs: readonly PlayRun[];
  /** Every run's rows, oldest first: the view lists them from the end (newest first). */
  rows: readonly PlayRow[];
}

function foldRun(sport: LiveSport, events: readonly LiveEvent[], roster: ReadonlyMap<number, LivePlayer>): PlayRun {
  const rows = foldShifts(events, roster).map((row) =>
    row.kind === 'event' && isPeriodBoundary(row.event) ? { ...row, period: periodLabel(sport, row.event.Period, row.event.PeriodName) } : row,
  );
  return { instant: events.length > 0 && events[0] ? instantKey(events[0]) : null, events, rows };
}

/** The chosen events of `events` split into runs by instant (none folded yet). */
function chosenRuns(sport: LiveSport, chosen: ReadonlySet<EventCategory>, events: readonly LiveEvent[]): LiveEvent[][] {
  const runs: LiveEvent[][] = [];
  let current: LiveEvent[] | null = null;
  let instant: string | null = null;
  for (const event of events) {
    const category = categoryOf(sport, event);
    if (category === null || !chosen.has(category)) continue;
    const at = instantKey(event);
    if (current === null || at !== instant) {
      current = [];
      runs.push(current);
      instant = at;
    }
    current.push(event);
  }
  return runs;
}

function countChosen(sport: LiveSport, chosen: ReadonlySet<EventCategory>, events: readonly LiveEvent[]): number {
  let count = 0;
  for (const event of events) {
    const category = categoryOf(sport, event);
    if (category !== null && chosen.has(category)) count += 1;
  }
  return count;
}

/**
 * SPEC §2 play-by-play: the events (oldest first) of the selected categories, line changes folded, as a
 * fold that `advancePlayByPlay` can carry on. Linear in the events.
 */
export function foldPlayByPlay(
  sport: LiveSport,
  chronological: readonly LiveEvent[],
  selected: readonly EventCategory[],
  roster: ReadonlyMap<number, LivePlayer> = new Map(),
): PlayByPlayFold {
  const chosen = new Set(normalizeSelection(sport, selected));
  const runs = chosenRuns(sport, chosen, chronological).map((events) => foldRun(sport, events, roster));
  return { sport, chosen, roster, runs, rows: runs.flatMap((run) => run.rows) };
}

/** How the events changed: `dropped` came off the front (oldest first), `appended` were added at the end. */
export interface EventsChange {
  dropped: readonly LiveEvent[];
  appended: readonly LiveEvent[];
}

/**
 * The fold of (the events folded, minus `dropped` at the front, plus `appended`), equal to folding those
 * events afresh (the tests check it on random feeds) but refolding only the first and last runs: the work
 * is proportional to the change, plus one copy of the row references. Returns `fold` itself when no
 * listed event changed. The caller guarantees `dropped` is a prefix of the events folded.
 */
export function advancePlayByPlay(fold: PlayByPlayFold, change: EventsChange): PlayByPlayFold {
  const { sport, chosen, roster, runs, rows } = fold;
  let left = countChosen(sport, chosen, change.dropped);
  const added = chosenRuns(sport, chosen, change.appended);
  if (left === 0 && added.length === 0) return fold;

  // The front: whole runs go, the first one left may lose its oldest events.
  let first = 0;
  let rowStart = 0;
  while (left > 0 && first < runs.length) {
    const run = runs[first];
    if (!run || run.events.length > left) break;
    left -= run.events.length;
    rowStart += run.rows.length;
    first += 1;
  }
  const kept = runs.slice(first);
  const oldFirst = kept[0];
  const oldLast = kept[kept.length - 1];
  let headChanged = false;
  if (left > 0 && oldFirst) {
    kept[0] = foldRun(sport, oldFirst.events.slice(left), roster);
    headChanged = true;
  }
  // The back: events at the last run's instant join it; the others make new runs.
  let tailChanged = false;
  const lastIndex = kept.length - 1;
  const last = kept[lastIndex];
  const joining = added[0];
  if (last && joining && joining[0] && instantKey(joining[0]) === last.instant) {
    kept[lastIndex] = foldRun(sport, [...last.events, ...joining], roster);
    tailChanged = true;
    added.shift();
  }
  const fresh = added.map((events) => foldRun(sport, events, roster));

  // Rows: the changed first run, the untouched middle as it was, the changed last run, the new runs.
  const middleStart = rowStart + (headChanged && oldFirst ? oldFirst.rows.length : 0);
  const middleEnd = rows.length - (tailChanged && oldLast ? oldLast.rows.length : 0);
  const single = kept.length === 1;
  const parts: (readonly PlayRow[])[] = [];
  if (headChanged && !(single && tailChanged)) parts.push(kept[0]?.rows ?? []);
  if (middleStart < middleEnd) parts.push(rows.slice(middleStart, middleEnd));
  if (tailChanged) parts.push(kept[lastIndex]?.rows ?? []);
  for (const run of fresh) parts.push(run.rows);
  const next = ([] as PlayRow[]).concat(...parts);
  return { sport, chosen, roster, runs: fresh.length > 0 ? kept.concat(fresh) : kept, rows: next };
}

/**
 * SPEC §2 play-by-play rows as listed: the events (oldest first) of the selected categories, line changes
 * folded, newest first.
 */
export function playByPlayRows(
  sport: LiveSport,
  chronological: readonly LiveEvent[],
  selected: readonly EventCategory[],
  roster: ReadonlyMap<number, LivePlayer> = new Map(),
): PlayRow[] {
  return foldPlayByPlay(sport, chronological, selected, roster).rows.slice().reverse();
}

function isPeriodBoundary(event: LiveEvent): boolean {
  return (
    event.MatchEventType === LIVE_EVENT_TYPE.timer &&
    event.EventType === LIVE_TIMER.periodEvent &&
    (event.TypeName === LIVE_PERIOD_EVENT.periodStart || event.TypeName === LIVE_PERIOD_EVENT.periodEnd)
  );
}
