/**
 * Issue 14: the play-by-play selector advances its previous fold when events are only appended (or the
 * oldest trimmed), and refolds on a correction or a delete — always listing what a fresh fold of the
 * store's events lists (SPEC §2 play-by-play, §4 live events).
 */
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { FILTER_OPTIONS, type EventCategory } from '../../../../src/client/domain/live/filters';
import { foldPlayByPlay } from '../../../../src/client/domain/live/playByPlay';
import { liveEvents, MAX_EVENTS, type LiveMessage } from '../../../../src/client/state/live/liveSlice';
import { selectHockeyTeamStats, selectLiveConnection, selectLiveEventsChronological, selectLiveGameFlow, selectLiveView, selectPlayByPlayRows } from '../../../../src/client/state/live/selectors';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { initialRootState } from '../../../support/state';

const ALL = 'match:1:all';
let clock = 1000;
const msg = (event: LiveEvent): LiveMessage => ({ timetoken: String((clock += 1)), event });
const goal = (id: string, second: number, o: Partial<LiveEvent> = {}): LiveEvent => ({
  ClientId: id,
  MatchId: 1,
  MatchEventType: 'Goal',
  Team: 'H',
  Period: 1,
  PeriodTime: `${String(Math.floor(second / 60) % 20).padStart(2, '0')}:${String(second % 60).padStart(2, '0')}`,
  ...o,
});
const shift = (id: string, second: number, direction: 'In' | 'Out', n: number): LiveEvent => ({
  ...goal(id, second),
  MatchEventType: 'PlayerTime',
  Direction: direction,
  Player: { Id: n, TeamId: 1, ShirtNo: n, FirstName: 'F', LastName: `L${n}`, PositionId: n },
});

const hockey = (): RootState => rootReducer(initialRootState({ sportId: 152 }), liveEvents.matchViewOpened({ matchId: 1, matchDate: null }));
const apply = (state: RootState, ...messages: LiveMessage[]) => rootReducer(state, liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages }));
const fresh = (state: RootState, selected: readonly EventCategory[]) => foldPlayByPlay('hockey', selectLiveEventsChronological(state, 1), selected).listed;

describe('selectPlayByPlayRows (issue 14)', () => {
  test('appending keeps every earlier row object; each result equals a fresh fold', () => {
    const selected = [...FILTER_OPTIONS.hockey.defaults];
    let state = apply(hockey(), msg(goal('g1', 1)), msg(shift('o1', 2, 'Out', 1)), msg(shift('i1', 2, 'In', 6)));
    const first = selectPlayByPlayRows(state, 1, selected);
    expect(first).toEqual(fresh(state, selected));
    state = apply(state, msg(goal('g2', 3)));
    const second = selectPlayByPlayRows(state, 1, selected);
    expect(second).toEqual(fresh(state, selected));
    expect(second).toHaveLength(first.length + 1);
    first.forEach((row, index) => expect(second[index]).toBe(row));
    // The same state again: the memoized array itself.
    expect(selectPlayByPlayRows(state, 1, selected)).toBe(second);
  });

  test('a player joining a line change at the same instant refolds that row only', () => {
    const selected = [...FILTER_OPTIONS.hockey.defaults];
    let state = apply(hockey(), msg(goal('g1', 1)), msg(shift('o1', 2, 'Out', 1)));
    const before = selectPlayByPlayRows(state, 1, selected);
    state = apply(state, msg(shift('i1', 2, 'In', 6)));
    const after = selectPlayByPlayRows(state, 1, selected);
    expect(after).toEqual(fresh(state, selected));
    expect(after).toHaveLength(2);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
  });

  test('corrections, deletes and the MAX_EVENTS bound: always what a fresh fold lists', () => {
    const selected = [...FILTER_OPTIONS.hockey.defaults];
    let state = apply(hockey(), ...Array.from({ length: 30 }, (_, i) => msg(i % 3 === 0 ? goal(`e${i}`, i) : shift(`e${i}`, i - (i % 3), i % 3 === 1 ? 'Out' : 'In', i))));
    expect(selectPlayByPlayRows(state, 1, selected)).toEqual(fresh(state, selected));
    state = apply(state, msg(goal('e3', 3, { Team: 'A' })));
    expect(selectPlayByPlayRows(state, 1, selected)).toEqual(fresh(state, selected));
    state = apply(state, msg({ ClientId: 'd', MatchId: 1, MatchEventType: 'Delete', DeletedEventClientId: 'e6' }));
    expect(selectPlayByPlayRows(state, 1, selected)).toEqual(fresh(state, selected));
    state = apply(state, ...Array.from({ length: MAX_EVENTS - 5 }, (_, i) => msg(goal(`n${i}`, 100 + i))));
    expect(selectPlayByPlayRows(state, 1, selected)).toEqual(fresh(state, selected));
    for (let i = 0; i < 12; i += 1) {
      state = apply(state, msg(i % 2 ? goal(`m${i}`, 9000 + i) : shift(`m${i}`, 9000 + i, 'In', i)));
      expect(selectPlayByPlayRows(state, 1, selected)).toEqual(fresh(state, selected));
    }
    expect(state.live.matches[1]?.trimmed).toBeGreaterThan(0);
  });

  test('another selection array is folded on its own', () => {
    const state = apply(hockey(), msg(goal('g1', 1)), msg(shift('o1', 2, 'Out', 1)));
    expect(selectPlayByPlayRows(state, 1, ['goals'])).toHaveLength(1);
    expect(selectPlayByPlayRows(state, 1, ['playerTime'])).toHaveLength(1);
  });
});

describe('selectPlayByPlayRows lists line changes between stoppages as one row (issue 24 case 15)', () => {
  const teamShift = (id: string, second: number, direction: 'In' | 'Out', n: number, Team: 'H' | 'A'): LiveEvent => ({ ...shift(id, second, direction, n), Team });

  test('default filters: both teams’ changes between two goals are one row; a correction and a delete by ClientId apply', () => {
    const selected = [...FILTER_OPTIONS.hockey.defaults];
    let state = apply(
      hockey(),
      msg(goal('g1', 1)),
      msg(teamShift('h-out', 20, 'Out', 1, 'H')),
      msg(teamShift('h-in', 20, 'In', 6, 'H')),
      msg(teamShift('a-out', 31, 'Out', 2, 'A')),
      msg(teamShift('a-in', 31, 'In', 7, 'A')),
      msg(teamShift('h-out2', 55, 'Out', 6, 'H')),
      msg(teamShift('h-in2', 55, 'In', 8, 'H')),
      msg(goal('g2', 70)),
    );
    const rows = selectPlayByPlayRows(state, 1, selected);
    expect(rows.map((row) => row.kind)).toEqual(['event', 'lineChanges', 'event']);
    const changes = rows[1];
    expect(changes?.kind === 'lineChanges' && changes.teams.map((team) => [team.side, team.count])).toEqual([
      ['H', 2],
      ['A', 1],
    ]);
    // A correction of one player (same ClientId) and a delete of another: the row lists what the store keeps.
    state = apply(state, msg({ ...teamShift('a-in', 31, 'In', 9, 'A') }), msg({ ClientId: 'd', MatchId: 1, MatchEventType: 'Delete', DeletedEventClientId: 'h-out2' }));
    const after = selectPlayByPlayRows(state, 1, selected);
    expect(after).toEqual(fresh(state, selected));
    const row = after[1];
    if (row?.kind !== 'lineChanges') throw new Error('expected a row of line changes');
    const moves = row.changes.flatMap((change) => [...change.on, ...change.off]);
    expect(moves.map((move) => move.clientId).sort()).toEqual(['a-in', 'a-out', 'h-in', 'h-in2', 'h-out']);
    expect(moves.find((move) => move.clientId === 'a-in')?.player?.ShirtNo).toBe(9);
    // The goals keep their own rows around it (a correction refolds, so equal rows, not the same objects).
    expect(after[0]).toEqual(rows[0]);
    expect(after[2]).toEqual(rows[2]);
  });
});

describe('selectLiveView and what derives from the events (issue 26)', () => {
  test('a history read over the events held (the cursor moves, the connection changes) runs no rule over the events again', () => {
    const held = Array.from({ length: 50 }, (_, i) => msg(goal(`g${i}`, i + 1, { h: i + 1, a: 0 })));
    const given = apply(hockey(), ...held);
    // The same messages read again (the goals channel's history carries them too), then the view goes live.
    const reread = rootReducer(given, liveEvents.historyLoaded({ matchId: 1, channel: 'match:1:goals', messages: held }));
    const then = rootReducer(reread, liveEvents.connectionEstablished({ matchId: 1 }));
    expect(then.live.matches[1]).not.toBe(given.live.matches[1]);
    expect(selectLiveEventsChronological(then, 1)).toBe(selectLiveEventsChronological(given, 1));
    const [before, after] = [selectLiveView(given, 1), selectLiveView(then, 1)];
    expect(selectLiveConnection(then, 1)?.connection).toBe('live');
    expect(after?.score).toBe(before?.score);
    expect(after?.phase).toBe(before?.phase);
    expect(selectLiveGameFlow(then, 1)).toBe(selectLiveGameFlow(given, 1));
    expect(selectHockeyTeamStats(then, 1)).toBe(selectHockeyTeamStats(given, 1));
  });

  test('a history read that moves only the cursor keeps the very view: nothing on the page is drawn again', () => {
    const held = Array.from({ length: 5 }, (_, i) => msg(goal(`g${i}`, i + 1, { h: i + 1, a: 0 })));
    const given = apply(hockey(), ...held);
    const view = selectLiveView(given, 1);
    // The goals channel's copies of the earlier goals, under timetokens of their own (later than their
    // first copies', not later than the newest message seen).
    const copies = held.slice(0, -1).map((m, i) => ({ ...m, timetoken: held[i + 1]?.timetoken ?? m.timetoken }));
    const reread = rootReducer(given, liveEvents.historyLoaded({ matchId: 1, channel: 'match:1:goals', messages: copies }));
    expect(reread.live.matches[1]).not.toBe(given.live.matches[1]);
    expect(selectLiveView(reread, 1)).toBe(view);
  });

  test('losing the link and going live again change the feed\'s state, never the view: the page is not drawn again for them', () => {
    // Connected once: the history is read through ("not set up" may be said), which the view tells.
    const given = rootReducer(apply(hockey(), msg(goal('g1', 10, { h: 1, a: 0 }))), liveEvents.connectionEstablished({ matchId: 1 }));
    const view = selectLiveView(given, 1);
    expect(view?.loaded).toBe(true);
    expect(selectLiveConnection(given, 1)).toEqual({ connection: 'live', ended: false, lastEventMs: null, dataAsOfMs: null });
    const lost = rootReducer(given, liveEvents.connectionLost({ matchId: 1, message: 'gone', dataAsOfMs: 1_000 }));
    const back = rootReducer(lost, liveEvents.connectionEstablished({ matchId: 1 }));
    expect(selectLiveConnection(lost, 1)).toMatchObject({ connection: 'reconnecting', dataAsOfMs: 1_000 });
    expect(selectLiveConnection(back, 1)?.connection).toBe('live');
    expect(selectLiveView(lost, 1)).toBe(view);
    expect(selectLiveView(back, 1)).toBe(view);
    // The same feed state read again is the same object (the status line does not redraw for nothing).
    expect(selectLiveConnection(rootReducer(lost, { type: 'unrelated' }), 1)).toBe(selectLiveConnection(lost, 1));
  });

  test('the feed\'s state says the match has ended once its end event is in, and nothing before the view opened it', () => {
    expect(selectLiveConnection(hockey(), 2)).toBeNull();
    const ended = apply(hockey(), msg({ ClientId: 'end', MatchId: 1, MatchEventType: 'Timer', EventType: 2, TypeName: 'Match end', Period: 3 }));
    expect(selectLiveConnection(ended, 1)?.ended).toBe(true);
  });

  test('a new event is taken in: the score and the game flow follow it', () => {
    const given = apply(hockey(), msg(goal('g1', 10, { h: 1, a: 0 })));
    const then = apply(given, msg(goal('g2', 20, { h: 2, a: 0 })));
    expect(selectLiveView(given, 1)?.score).not.toEqual(selectLiveView(then, 1)?.score);
    expect(selectLiveGameFlow(then, 1)).not.toBe(selectLiveGameFlow(given, 1));
  });
});
