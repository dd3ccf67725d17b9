import type { LiveEvent } from '../../../../src/shared/contract/live';
import { emptyMatch, liveEvents, liveSlice, MAX_EVENTS, type LiveMessage, type LiveState } from '../../../../src/client/state/live/liveSlice';
import { deepFreeze } from '../../../support/deepFreeze';

const ALL = 'match:1:all';
const GOALS = 'match:1:goals';
const ev = (ClientId: string, o: Partial<LiveEvent> = {}): LiveEvent => ({ ClientId, MatchId: 1, MatchEventType: 'Shot', ...o });
const msg = (timetoken: string, event: LiveEvent): LiveMessage => ({ timetoken, event });
const reduce = (state: LiveState, ...actions: Parameters<typeof liveSlice.reducer>[1][]) =>
  actions.reduce((s, a) => liveSlice.reducer(deepFreeze(s), a), state);
const opened = reduce(liveSlice.getInitialState(), liveEvents.matchViewOpened({ matchId: 1, matchDate: '2026-11-21' }));
const order = (s: LiveState) => s.matches[1]?.order;
const byId = (s: LiveState, id: string) => s.matches[1]?.byClientId[id];

describe('live reducer: given / when / then', () => {
  test.each<[string, LiveState, Parameters<typeof liveSlice.reducer>[1][], (s: LiveState) => void]>([
    [
      'history is applied oldest first and moves the cursor',
      opened,
      [liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('10', ev('a')), msg('11', ev('b'))] })],
      (s) => {
        expect(order(s)).toEqual(['a', 'b']);
        expect(s.matches[1]?.cursors[ALL]).toBe('11');
      },
    ],
    [
      'a new event is added as the newest',
      opened,
      [
        liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('10', ev('a'))] }),
        liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('12', ev('c')) }),
      ],
      (s) => expect(order(s)).toEqual(['a', 'c']),
    ],
    [
      'a known ClientId replaces the event in place (a correction)',
      opened,
      [
        liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('10', ev('a', { TypeName: 'old' })), msg('11', ev('b'))] }),
        liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('12', ev('a', { TypeName: 'new' })) }),
      ],
      (s) => {
        expect(order(s)).toEqual(['a', 'b']);
        expect(byId(s, 'a')?.TypeName).toBe('new');
      },
    ],
    [
      'a Delete removes the event it names and is not listed itself',
      opened,
      [
        liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('10', ev('a')), msg('11', ev('b'))] }),
        liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('12', ev('d', { MatchEventType: 'Delete', DeletedEventClientId: 'a' })) }),
      ],
      (s) => {
        expect(order(s)).toEqual(['b']);
        expect(byId(s, 'a')).toBeUndefined();
      },
    ],
    [
      'a message not newer than the channel cursor is a duplicate and ignored',
      opened,
      [
        liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('10', ev('a')), msg('11', ev('d', { MatchEventType: 'Delete', DeletedEventClientId: 'a' }))] }),
        liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('10', ev('a')) }),
      ],
      (s) => expect(order(s)).toEqual([]),
    ],
    [
      'a goal on both channels is one event',
      opened,
      [
        liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('20', ev('g', { MatchEventType: 'Goal', h: 1, a: 0 })) }),
        liveEvents.eventReceived({ matchId: 1, channel: GOALS, message: msg('20', ev('g', { MatchEventType: 'Goal', h: 1, a: 0 })) }),
      ],
      (s) => expect(order(s)).toEqual(['g']),
    ],
    [
      'a deleted event arriving again on the other channel stays deleted',
      opened,
      [
        liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('20', ev('g', { MatchEventType: 'Goal' })) }),
        liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('21', ev('x', { MatchEventType: 'Delete', DeletedEventClientId: 'g' })) }),
        liveEvents.eventReceived({ matchId: 1, channel: GOALS, message: msg('20', ev('g', { MatchEventType: 'Goal' })) }),
      ],
      (s) => expect(order(s)).toEqual([]),
    ],
    [
      'an older copy from the other channel does not undo a correction',
      opened,
      [
        liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('20', ev('g', { TypeName: 'v1' })), msg('25', ev('g', { TypeName: 'v2' }))] }),
        liveEvents.historyLoaded({ matchId: 1, channel: GOALS, messages: [msg('20', ev('g', { TypeName: 'v1' }))] }),
      ],
      (s) => expect(byId(s, 'g')?.TypeName).toBe('v2'),
    ],
    [
      'MatchData is kept apart from the list',
      opened,
      [liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('5', ev('m', { MatchEventType: 'MatchData', MatchData: { MatchId: 1, HomeTeam: 'A', AwayTeam: 'B', HomeTeamId: 1, AwayTeamId: 2 } })) })],
      (s) => {
        expect(order(s)).toEqual([]);
        expect(s.matches[1]?.matchData?.HomeTeam).toBe('A');
      },
    ],
    [
      'connection: lost → reconnecting with an attempt count; established → live and synced',
      opened,
      [liveEvents.connectionLost({ matchId: 1, message: 'x' }), liveEvents.connectionLost({ matchId: 1, message: 'y' })],
      (s) => expect([s.matches[1]?.connection, s.matches[1]?.attempt, s.matches[1]?.synced]).toEqual(['reconnecting', 2, false]),
    ],
    [
      'offline, then online, then live',
      opened,
      [liveEvents.wentOffline({ matchId: 1 }), liveEvents.cameOnline({ matchId: 1 }), liveEvents.connectionEstablished({ matchId: 1 })],
      (s) => expect([s.matches[1]?.connection, s.matches[1]?.attempt, s.matches[1]?.synced]).toEqual(['live', 0, true]),
    ],
    [
      "the data's age (issue 11 case 11): kept from the first loss, not overwritten by a later unknown, cleared when live",
      opened,
      [
        liveEvents.connectionLost({ matchId: 1, message: 'x', dataAsOfMs: 1000 }),
        liveEvents.connectionLost({ matchId: 1, message: 'y', dataAsOfMs: null }),
        liveEvents.wentOffline({ matchId: 1 }),
      ],
      (s) => expect([s.matches[1]?.connection, s.matches[1]?.dataAsOfMs]).toEqual(['offline', 1000]),
    ],
    [
      'live again: no data age',
      opened,
      [liveEvents.connectionLost({ matchId: 1, message: 'x', dataAsOfMs: 1000 }), liveEvents.connectionEstablished({ matchId: 1 })],
      (s) => expect(s.matches[1]?.dataAsOfMs).toBeNull(),
    ],
    [
      'closing the view drops the match',
      opened,
      [liveEvents.matchViewClosed({ matchId: 1 })],
      (s) => expect(s.matches[1]).toBeUndefined(),
    ],
    [
      'events for a match not open are ignored',
      liveSlice.getInitialState(),
      [liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('5', ev('a')) })],
      (s) => expect(s.matches).toEqual({}),
    ],
  ])('%s', (_name, given, when, then) => then(reduce(given, ...when)));

  test('reopening a match keeps what it has (no refetch flicker)', () => {
    const withEvent = reduce(opened, liveEvents.eventReceived({ matchId: 1, channel: ALL, message: msg('5', ev('a')) }));
    expect(order(reduce(withEvent, liveEvents.matchViewOpened({ matchId: 1, matchDate: null })))).toEqual(['a']);
  });

  test(`bounded: at most ${MAX_EVENTS} events, the oldest dropped`, () => {
    const messages = Array.from({ length: MAX_EVENTS + 10 }, (_, i) => msg(String(1000 + i), ev(`e${i}`)));
    const s = reduce(opened, liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages }));
    expect(order(s)?.length).toBe(MAX_EVENTS);
    expect(order(s)?.[0]).toBe('e10');
    expect(Object.keys(s.matches[1]?.byClientId ?? {}).length).toBe(MAX_EVENTS);
  });

  test('emptyMatch starts connecting and unsynced', () => {
    expect(emptyMatch(3)).toMatchObject({ matchId: 3, connection: 'connecting', synced: false, order: [] });
  });
});
