/**
 * Issue 24 case 15: with SPEC §2's default hockey filters (player time included) the play-by-play lists
 * both teams' line changes between two stoppages as ONE row, so goals, penalties and period events are not
 * buried; those carry their weight (`emphasis`). The demo's feed shape: one change is a run of consecutive
 * PlayerTime events of one team at one instant, Outs then Ins (README "The demo day…").
 */
import { FILTER_OPTIONS } from '../../../../src/client/domain/live/filters';
import {
  advancePlayByPlay,
  foldPlayByPlay,
  listLineChanges,
  rowEmphasis,
  type LineChangesRow,
  type ListedRow,
} from '../../../../src/client/domain/live/playByPlay';
import type { LiveEvent, LivePlayer } from '../../../../src/shared/contract/live';

const DEFAULTS = FILTER_OPTIONS.hockey.defaults;
let sequence = 0;
const player = (shirt: number): LivePlayer => ({ Id: shirt, TeamId: 1, ShirtNo: shirt, FirstName: 'F', LastName: `L${shirt}`, PositionId: 0 });
const at = (time: string, period = 1) => ({ MatchId: 1, Period: period, PeriodTime: time });

/** One team's line change at one instant: the Outs, then the Ins (the demo's shape). */
function change(team: 'H' | 'A', time: string, on: number[], off: number[], period = 1): LiveEvent[] {
  const move = (shirt: number, direction: 'In' | 'Out'): LiveEvent => ({
    ClientId: `pt${(sequence += 1)}`,
    MatchEventType: 'PlayerTime',
    Team: team,
    Direction: direction,
    Player: player(shirt),
    ...at(time, period),
  });
  return [...off.map((shirt) => move(shirt, 'Out')), ...on.map((shirt) => move(shirt, 'In'))];
}
const goal = (id: string, time: string): LiveEvent => ({ ClientId: id, MatchEventType: 'Goal', Team: 'H', Player: player(9), h: 1, a: 0, ...at(time) });
const penalty = (id: string, time: string): LiveEvent => ({ ClientId: id, MatchEventType: 'Penalty', Team: 'A', Player: player(4), Minutes: 2, ...at(time) });
const timer = (id: string, TypeName: string, EventType: number, period = 1): LiveEvent => ({ ClientId: id, MatchEventType: 'Timer', EventType, TypeName, ...at('00:00', period) });
const stop = (id: string, time: string): LiveEvent => ({ ClientId: id, MatchEventType: 'Timer', EventType: 1, TypeName: 'Stop', ...at(time) });

const listed = (events: readonly LiveEvent[], selected = DEFAULTS) => foldPlayByPlay('hockey', events, selected).listed;
const kinds = (rows: readonly ListedRow[]) => rows.map((row) => (row.kind === 'event' ? row.event.MatchEventType : row.kind));
const clientIds = (row: LineChangesRow) => row.changes.flatMap((c) => [...c.on, ...c.off].map((m) => m.clientId));

describe('line changes between two stoppages are one row (issue 24 case 15)', () => {
  test('both teams, several instants, the clock stopping between them: one row, by team and instant', () => {
    const events = [
      ...change('H', '00:48', [68, 62, 69], [39, 61, 20]),
      stop('s1', '00:50'),
      ...change('A', '00:52', [88, 71], [15, 39]),
      ...change('H', '01:26', [84, 57, 15], [68, 62, 69]),
      ...change('A', '01:26', [21, 76], [88, 71]),
    ];
    const rows = listed(events);
    expect(kinds(rows)).toEqual(['lineChanges']);
    const row = rows[0] as LineChangesRow;
    // Four changes, each one team at one instant, oldest first; every ClientId kept.
    expect(row.changes.map((c) => `${c.side}@${c.time}:${c.on.length}/${c.off.length}`)).toEqual(['H@00:48:3/3', 'A@00:52:2/2', 'H@01:26:3/3', 'A@01:26:2/2']);
    expect(clientIds(row)).toHaveLength(20);
    expect(row).toMatchObject({ from: '00:48', to: '01:26', key: `lines:${row.changes[0]?.key}` });
    expect(row.teams.map((team) => [team.side, team.count, team.latest.on.map((m) => m.player?.ShirtNo)])).toEqual([
      ['H', 2, [84, 57, 15]],
      ['A', 2, [21, 76]],
    ]);
  });

  test('a goal between two runs splits them; so do a penalty and a period event', () => {
    const events = [
      timer('ps', 'Period start', 2),
      ...change('H', '00:48', [68], [39]),
      goal('g1', '01:00'),
      ...change('A', '01:10', [88], [15]),
      ...change('H', '01:10', [84], [68]),
      penalty('p1', '02:00'),
      ...change('A', '02:30', [21], [88]),
      timer('pe', 'Period end', 2),
    ];
    const rows = listed(events);
    expect(kinds(rows)).toEqual(['Timer', 'lineChanges', 'Goal', 'lineChanges', 'Penalty', 'lineChanges', 'Timer']);
    expect((rows[3] as LineChangesRow).teams.map((team) => team.side)).toEqual(['H', 'A']);
  });

  test('a new period splits the changes even with the period events filtered out', () => {
    const events = [...change('H', '19:40', [68], [39], 1), ...change('H', '00:30', [84], [68], 2)];
    expect(kinds(listed(events, ['playerTime']))).toEqual(['lineChanges', 'lineChanges']);
  });

  test('goalie changes are their own rows (and a stoppage); a shot listed by the reader is one too', () => {
    const goalieIn: LiveEvent = { ClientId: 'gk', MatchEventType: 'PlayerTime', Team: 'A', Direction: 'In', IsGoalie: true, Player: player(30), ...at('05:00') };
    const shot: LiveEvent = { ClientId: 'sh', MatchEventType: 'Shot', Team: 'H', Player: player(9), ...at('05:30') };
    const events = [...change('H', '04:00', [68], [39]), goalieIn, ...change('A', '05:10', [88], [15]), shot, ...change('A', '06:00', [21], [88])];
    expect(kinds(listed(events))).toEqual(['lineChanges']);
    expect(kinds(listed(events, [...DEFAULTS, 'goalieChanges', 'shots']))).toEqual(['lineChanges', 'shift', 'lineChanges', 'Shot', 'lineChanges']);
  });

  test('a correction (same ClientId, new content) and a delete, as the store applies them, are what the row lists', () => {
    const events = [...change('H', '00:48', [68, 62], [39, 61]), ...change('A', '00:52', [88], [15])];
    const [first, second] = events;
    // The store keeps the corrected event in its place and drops the deleted one (liveSlice).
    const corrected = events.map((event) => (event === first ? { ...event, Player: player(77) } : event)).filter((event) => event !== second);
    const row = listed(corrected)[0] as LineChangesRow;
    expect(clientIds(row).sort()).toEqual(corrected.map((event) => event.ClientId).sort());
    expect(row.changes[0]?.off.map((m) => m.player?.ShirtNo)).toEqual([77]);
    expect(clientIds(row)).not.toContain(second?.ClientId);
  });

  test('advanced event by event it lists what a fresh fold lists, and the rows of changes it did not touch are the same objects', () => {
    const events = [
      ...change('H', '00:48', [68], [39]),
      ...change('A', '00:52', [88], [15]),
      goal('g1', '01:00'),
      ...change('H', '01:10', [84], [68]),
      ...change('A', '01:20', [21], [88]),
    ];
    let fold = foldPlayByPlay('hockey', [], DEFAULTS);
    const seen: ListedRow[][] = [];
    for (const event of events) {
      fold = advancePlayByPlay(fold, { dropped: [], appended: [event] });
      seen.push([...fold.listed]);
      expect(fold.listed).toEqual(foldPlayByPlay('hockey', events.slice(0, seen.length), DEFAULTS).listed);
    }
    const before = seen[seen.length - 2] ?? [];
    expect(fold.listed[0]).toBe(before[0]);
    expect(fold.listed[1]).toBe(before[1]);
    expect(fold.listed[2]).not.toBe(before[2]);
    // Listing with no earlier listing gives equal rows.
    expect(listLineChanges(fold.rows)).toEqual(fold.listed);
  });
});

describe('what stands out (issue 24 case 15)', () => {
  test('goals (a penalty shot scored too), penalties and period events; the rest is plain', () => {
    expect(rowEmphasis(goal('g', '01:00'))).toBe('goal');
    expect(rowEmphasis({ ClientId: 'ps', MatchId: 1, MatchEventType: 'PenaltyShot', ResultText: 'Goal' })).toBe('goal');
    expect(rowEmphasis({ ClientId: 'pm', MatchId: 1, MatchEventType: 'PenaltyShot', ResultText: 'Miss' })).toBe('plain');
    expect(rowEmphasis(penalty('p', '02:00'))).toBe('penalty');
    expect(rowEmphasis(timer('t', 'Period end', 2))).toBe('period');
    expect(rowEmphasis(timer('m', 'Match start', 2))).toBe('period');
    expect(rowEmphasis(stop('s', '03:00'))).toBe('plain');
    expect(rowEmphasis({ ClientId: 'to', MatchId: 1, MatchEventType: 'Timeout', Team: 'H' })).toBe('plain');
  });
});
