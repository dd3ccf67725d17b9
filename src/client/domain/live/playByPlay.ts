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
 *
 * Issue 24 case 15, what is listed: those rows still made about 20 "On:/Off:" rows a screen with SPEC §2's
 * default filters (player time included), burying the goals, because the teams change on the fly at their
 * own instants (the demo: a change every 35–55 s per team). So the skaters' changes are listed as ONE
 * compact row per stoppage for both teams (`LineChangesRow`), and goals, penalties and period events carry
 * their weight (`emphasis`) so the view sets them first.
 *
 * decided here: a stoppage, for this list, is what a fan follows the match by: every listed row that is
 * not a skaters' change — a goal, a penalty, a period's start or end, a timeout, a goalie change, and a
 * shot or faceoff when the reader lists them — and a new period. The skaters' changes between two of them,
 * of both teams and every instant, are one row; the feed's own clock stops (Timer Stop, about once a
 * minute in the demo) are not listed and do not split it, or a row a minute would bury the goals again.
 * Player time stays selected by default (SPEC §2): nothing is dropped, every change and every ClientId is
 * in the row, under a disclosure.
 */
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent, type LivePlayer } from '../../../shared/contract/live';
import { isTimerMessage } from './clock';
import { categoryOf, normalizeSelection, type EventCategory } from './filters';
import { lineOf } from './lineup';
import { periodLabel, type PeriodLabel } from './periods';
import { sideOf, type Side } from './score';
import type { LiveSport } from './sport';

/**
 * How much a listed event weighs (issue 24 case 15): goals (a penalty shot scored included), penalties and
 * the match's and periods' starts and ends stand out; everything else is plain.
 */
export type RowEmphasis = 'goal' | 'penalty' | 'period' | 'plain';

export interface EventRow {
  kind: 'event';
  key: string;
  event: LiveEvent;
  /** A period's start or end: which period, by the feed's name (issue 11 case 6); else null. */
  period: PeriodLabel | null;
  emphasis: RowEmphasis;
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
  /** The feed's period of the change (a listed row of line changes never spans two); null when it has none. */
  periodNo: number | null;
}

export type PlayRow = EventRow | ShiftRow;

/** One team's part in a row of line changes: how many changes, and its latest (the row's summary names it when alone). */
export interface TeamChanges {
  side: Side | null;
  count: number;
  latest: ShiftRow;
}

/**
 * Issue 24 case 15: the skaters' line changes of both teams between two stoppages (see the module comment),
 * listed as one row. Keyed by its oldest change, so a change joining it updates the row in place.
 */
export interface LineChangesRow {
  kind: 'lineChanges';
  key: string;
  /** The changes (each one team at one instant), oldest first; every player keeps his event's ClientId. */
  changes: readonly ShiftRow[];
  /** The first and the last change's time as the list shows them. */
  from: string | null;
  to: string | null;
  /** Home, then away (then a team the feed did not name), each only when it changed. */
  teams: readonly TeamChanges[];
}

/** A row as the play-by-play lists it: an event, a goalie change, or the line changes between two stoppages. */
export type ListedRow = EventRow | ShiftRow | LineChangesRow;

/** Issue 24 case 15: goals, penalties and period events weigh more than the rest. */
export function rowEmphasis(event: LiveEvent): RowEmphasis {
  if (event.MatchEventType === LIVE_EVENT_TYPE.goal) return 'goal';
  if (event.MatchEventType === LIVE_EVENT_TYPE.penaltyShot && event.ResultText === 'Goal') return 'goal';
  if (event.MatchEventType === LIVE_EVENT_TYPE.penalty) return 'penalty';
  if (isTimerMessage(event)) return 'period';
  return 'plain';
}

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
      rows.push({ kind: 'event', key: event.ClientId, event, period: null, emphasis: rowEmphasis(event) });
      continue;
    }
    const side = sideOf(event);
    const goalie = event.IsGoalie === true;
    const groupKey = `${side ?? '-'}|${goalie ? 'g' : 's'}`;
    let row = open.get(groupKey);
    if (!row) {
      row = {
        kind: 'shift',
        key: `shift:${event.ClientId}`,
        side,
        goalie,
        line: null,
        on: [],
        off: [],
        time: event.PeriodTime ?? event.TotalMatchTime ?? null,
        periodNo: typeof event.Period === 'number' ? event.Period : null,
      };
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
  /** The rows as listed (issue 24 case 15): the skaters' changes between two stoppages as one row; oldest first. */
  listed: readonly ListedRow[];
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
  const rows = runs.flatMap((run) => run.rows);
  return { sport, chosen, roster, runs, rows, listed: listLineChanges(rows) };
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
  return { sport, chosen, roster, runs: fresh.length > 0 ? kept.concat(fresh) : kept, rows: next, listed: listLineChanges(next, fold.listed) };
}

const isLineChange = (row: PlayRow): row is ShiftRow => row.kind === 'shift' && !row.goalie;

function teamsOf(changes: readonly ShiftRow[]): TeamChanges[] {
  const bySide = new Map<Side | null, TeamChanges>();
  for (const change of changes) {
    const team = bySide.get(change.side);
    bySide.set(change.side, { side: change.side, count: (team?.count ?? 0) + 1, latest: change });
  }
  const order = (side: Side | null) => (side === 'H' ? 0 : side === 'A' ? 1 : 2);
  return [...bySide.values()].sort((a, b) => order(a.side) - order(b.side));
}

/** The row of `changes`: the earlier listing's own object when it held exactly these changes (React keeps it). */
function lineChangesRow(changes: ShiftRow[], earlier: ReadonlyMap<ShiftRow, LineChangesRow>): LineChangesRow {
  const first = changes[0] as ShiftRow;
  const known = earlier.get(first);
  if (known && known.changes.length === changes.length && known.changes.every((change, index) => change === changes[index])) return known;
  const last = changes[changes.length - 1] ?? first;
  return { kind: 'lineChanges', key: `lines:${first.key}`, changes, from: first.time, to: last.time, teams: teamsOf(changes) };
}

/**
 * Issue 24 case 15: the rows (oldest first) as listed — each run of skaters' line changes between two
 * stoppages (any other listed row, or a new period) becomes one `LineChangesRow`; every other row is listed
 * as it is. Given the previous listing, a row of changes that did not change is that listing's own object,
 * so advancing the fold re-renders only the rows that changed. Linear in the rows.
 */
export function listLineChanges(rows: readonly PlayRow[], earlier: readonly ListedRow[] = []): ListedRow[] {
  const known = new Map<ShiftRow, LineChangesRow>();
  for (const row of earlier) if (row.kind === 'lineChanges' && row.changes[0]) known.set(row.changes[0], row);
  const listed: ListedRow[] = [];
  let open: ShiftRow[] = [];
  const close = () => {
    if (open.length > 0) listed.push(lineChangesRow(open, known));
    open = [];
  };
  for (const row of rows) {
    if (!isLineChange(row)) {
      close();
      listed.push(row);
      continue;
    }
    if (open.length > 0 && open[0]?.periodNo !== row.periodNo) close();
    open.push(row);
  }
  close();
  return listed;
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
