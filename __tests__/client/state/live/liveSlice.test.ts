import type { LiveEvent } from '../../../../src/shared/contract/live';
import { emptyMatch, liveEvents, liveSlice, liveStateForPage, liveStateFromPage, MAX_EVENTS, MAX_TOMBSTONES, packEvents, unpackEvents, type LiveMessage, type LiveState, type PageLiveState } from '../../../../src/client/state/live/liveSlice';
import { deepFreeze } from '../../../support/deepFreeze';

const ALL = 'match:1:all';
const GOALS = 'match:1:goals';
const ev = (ClientId: string, o: Partial<LiveEvent> = {}): LiveEvent => ({ ClientId, MatchId: 1, MatchEventType: 'Shot', ...o });
const msg = (timetoken: string, event: LiveEvent): LiveMessage => ({ timetoken, event });
const reduce = (state: LiveState, ...actions: Parameters<typeof liveSlice.reducer>[1][]) =>
  actions.reduce((s, a) => liveSlice.reducer(deepFreeze(s), a), state);
const opened = reduce(liveSlice.getInitialState(), liveEvents.matchViewOpened({ matchId: 1, matchDate: '2026-11-21' }));
const order = (s: LiveState) => s.matches[1]?.events.map((e) => e.ClientId);
const byId = (s: LiveState, id: string) => s.matches[1]?.events.find((e) => e.ClientId === id);

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
    expect((s.matches[1]?.versions ?? []).reduce((sum, shard) => sum + Object.keys(shard).length, 0)).toBe(MAX_EVENTS);
    expect(s.matches[1]?.trimmed).toBe(10);
  });

  test('emptyMatch starts connecting and unsynced', () => {
    expect(emptyMatch(3)).toMatchObject({ matchId: 3, connection: 'connecting', synced: false, events: [], trimmed: 0, rewritten: 0 });
  });
});

describe('live reducer, issue 14: shared events, change counters, constant-time tombstones', () => {
  const history = (...messages: LiveMessage[]) => liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages });
  const received = (message: LiveMessage) => liveEvents.eventReceived({ matchId: 1, channel: ALL, message });
  const del = (id: string, target: string) => ev(id, { MatchEventType: 'Delete', DeletedEventClientId: target });

  test('a new event appends: the events before it are the same objects, nothing counted as rewritten', () => {
    const given = reduce(opened, history(msg('10', ev('a')), msg('11', ev('b'))));
    const then = reduce(given, received(msg('12', ev('c'))));
    const [a, b] = given.matches[1]?.events ?? [];
    expect(then.matches[1]?.events.slice(0, 2)).toEqual([a, b]);
    expect(then.matches[1]?.events[0]).toBe(a);
    expect([then.matches[1]?.trimmed, then.matches[1]?.rewritten]).toEqual([0, 0]);
  });

  test('a duplicate changes nothing: the same match object comes back', () => {
    const given = reduce(opened, history(msg('10', ev('a'))));
    expect(reduce(given, received(msg('10', ev('a')))).matches[1]).toBe(given.matches[1]);
  });

  test('a correction and a delete are counted as rewrites; the bound as trimmed', () => {
    const given = reduce(opened, history(msg('10', ev('a')), msg('11', ev('b'))));
    const corrected = reduce(given, received(msg('12', ev('a', { TypeName: 'new' }))));
    expect(corrected.matches[1]?.rewritten).toBe(1);
    const deleted = reduce(corrected, received(msg('13', del('d', 'b'))));
    expect(deleted.matches[1]?.rewritten).toBe(2);
    expect(order(deleted)).toEqual(['a']);
    const full = reduce(deleted, history(...Array.from({ length: MAX_EVENTS }, (_, i) => msg(String(100 + i), ev(`n${i}`)))));
    expect([full.matches[1]?.trimmed, full.matches[1]?.rewritten, full.matches[1]?.events.length]).toEqual([1, 2, MAX_EVENTS]);
  });

  test(`tombstones: a record (plain, serialisable) of at most ${MAX_TOMBSTONES}, the oldest forgotten first`, () => {
    const deletes = Array.from({ length: MAX_TOMBSTONES + 5 }, (_, i) => msg(String(1000 + i), del(`d${i}`, `gone${i}`)));
    const s = reduce(opened, history(...deletes));
    const match = s.matches[1];
    expect(Object.keys(match?.tombstones ?? {})).toHaveLength(MAX_TOMBSTONES);
    expect(match?.tombstoneOrder).toHaveLength(MAX_TOMBSTONES);
    expect(match?.tombstones['gone4']).toBeUndefined();
    expect(match?.tombstones['gone5']).toBe(true);
    expect(JSON.parse(JSON.stringify(match?.tombstones))).toEqual(match?.tombstones);
    // Remembered: a late copy stays deleted. Forgotten: it may come back.
    const late = reduce(s, received(msg('9000', ev(`gone${MAX_TOMBSTONES + 4}`))), received(msg('9001', ev('gone0'))));
    expect(order(late)).toEqual(['gone0']);
  });

  test('issue 26: the channel read over what the page or the fetch carried (same timetokens) changes no event and rewrites nothing', () => {
    const fetched = Array.from({ length: 300 }, (_, i) => ({ ...ev(`f${i}`), TimeToken: String(100 + i) }));
    const given = reduce(opened, liveEvents.matchEventsLoaded({ matchId: 1, events: fetched }));
    // The channel's history: the same messages, one the fetch did not carry, one corrected since.
    const then = reduce(
      given,
      history(...fetched.map((event) => msg(event.TimeToken, event)), msg('450', ev('late')), msg('451', ev('f7', { TypeName: 'corrected' }))),
    );
    const [before, after] = [given.matches[1], then.matches[1]];
    expect(after?.events.slice(0, 300).every((event, i) => event === before?.events[i] || event.ClientId === 'f7')).toBe(true);
    expect(after?.rewritten).toBe(1);
    expect(byId(then, 'f7')?.TypeName).toBe('corrected');
    expect(order(then)).toEqual([...fetched.map((event) => event.ClientId), 'late']);
    expect(after?.cursors[ALL]).toBe('451');
  });

  test('issue 26: a history that corrects every event held (copies without timetokens) keeps the order and counts each rewrite', () => {
    const given = reduce(opened, liveEvents.matchEventsLoaded({ matchId: 1, events: Array.from({ length: 40 }, (_, i) => ev(`u${i}`)) }));
    const then = reduce(given, history(...Array.from({ length: 40 }, (_, i) => msg(String(200 + i), ev(`u${i}`, { TypeName: `v${i}` })))));
    expect(order(then)).toEqual(Array.from({ length: 40 }, (_, i) => `u${i}`));
    expect(then.matches[1]?.events.map((event) => event.TypeName)).toEqual(Array.from({ length: 40 }, (_, i) => `v${i}`));
    expect(then.matches[1]?.rewritten).toBe(40);
  });

  test('a ClientId named like an Object property is an ordinary id', () => {
    const s = reduce(opened, history(msg('10', ev('constructor')), msg('11', ev('toString'))));
    expect(order(s)).toEqual(['constructor', 'toString']);
  });
});

describe('the live state in a server-rendered page (issue 26)', () => {
  // As the feed parses them: each event carries the timetoken it came with.
  const history = Array.from({ length: 300 }, (_, i) => msg(String(1000 + i), ev(`e${i}`, { TimeToken: String(1000 + i) })));
  const served = reduce(opened, liveEvents.matchEventsLoaded({ matchId: 1, events: history.map((m) => m.event) }));

  test('the page carries the events without their versions index; the browser rebuilds the same events and index', () => {
    const page = JSON.parse(JSON.stringify(liveStateForPage(served))) as PageLiveState;
    expect(page.matches[1]).not.toHaveProperty('versions');
    const restored = liveStateFromPage(page).matches[1];
    expect(restored?.events).toEqual(served.matches[1]?.events);
    expect(restored?.versions).toEqual(served.matches[1]?.versions);
    expect(restored?.cursors).toEqual(served.matches[1]?.cursors);
  });

  test('packed, each set of field names is written once; every event comes back as it was, nested players and all', () => {
    const player = { Id: 9, TeamId: 1, ShirtNo: null, FirstName: 'Ola', LastName: 'Nordmann', PositionId: 3 };
    const events: LiveEvent[] = [
      ev('g1', { MatchEventType: 'Goal', Player: player, FirstAssist: null, h: 1, a: 0 }),
      ev('g2', { MatchEventType: 'Goal', Player: player, FirstAssist: null, h: 2, a: 0 }),
      ev('t1', { MatchEventType: 'Timeout', Team: 'H', Period: undefined }),
    ];
    const packed = JSON.parse(JSON.stringify(packEvents(events))) as ReturnType<typeof packEvents>;
    expect(packed.shapes).toHaveLength(2);
    expect(JSON.stringify(packed).match(/FirstName/g)).toHaveLength(2);
    // The field without a value stays absent, as JSON would have left it.
    expect(unpackEvents(packed)).toEqual(JSON.parse(JSON.stringify(events)));
    expect(unpackEvents(packed)[2]).not.toHaveProperty('Period');
  });

  test('the channel’s history read again over the page’s events changes none of them (no duplicate, no rewrite)', () => {
    const restored = liveStateFromPage(JSON.parse(JSON.stringify(liveStateForPage(served))) as PageLiveState);
    const before = restored.matches[1];
    const after = reduce(restored, liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: history })).matches[1];
    expect(after?.events).toBe(before?.events);
    expect(after?.rewritten).toBe(before?.rewritten);
    expect(after?.cursors[ALL]).toBe('1299');
  });
});

describe('copies of events held (issue 26: no new list, so the live page is not drawn again)', () => {
  test('a scoring event’s copy on the goals channel, under a timetoken of its own, is not a correction', () => {
    const given = reduce(opened, liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('10', ev('a', { MatchEventType: 'Goal', h: 1, a: 0 })), msg('11', ev('b'))] }));
    const then = reduce(given, liveEvents.historyLoaded({ matchId: 1, channel: GOALS, messages: [msg('15', ev('a', { MatchEventType: 'Goal', h: 1, a: 0 }))] }));
    expect(then.matches[1]?.events).toBe(given.matches[1]?.events);
    expect(then.matches[1]?.rewritten).toBe(given.matches[1]?.rewritten);
    expect(then.matches[1]?.cursors[GOALS]).toBe('15');
    // A copy that says something else is a correction, as before.
    const corrected = reduce(then, liveEvents.historyLoaded({ matchId: 1, channel: GOALS, messages: [msg('16', ev('a', { MatchEventType: 'Goal', h: 1, a: 0, Team: 'H' }))] }));
    expect(byId(corrected, 'a')?.Team).toBe('H');
    expect(corrected.matches[1]?.rewritten).toBe((given.matches[1]?.rewritten ?? 0) + 1);
  });

  test('an event fetched without a timetoken, read again from its channel, keeps the list and takes the timetoken', () => {
    const given = reduce(opened, liveEvents.matchEventsLoaded({ matchId: 1, events: [ev('a'), ev('b')] }));
    const then = reduce(given, liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('10', ev('a')), msg('11', ev('b'))] }));
    expect(then.matches[1]?.events).toBe(given.matches[1]?.events);
    // The timetoken is held now: an older copy read later changes nothing, a newer different one corrects.
    const older = reduce(then, liveEvents.eventReceived({ matchId: 1, channel: GOALS, message: msg('9', ev('a', { TypeName: 'old' })) }));
    expect(byId(older, 'a')?.TypeName).toBeUndefined();
  });

  test('the same match data read again keeps the one held', () => {
    const data = { Id: 1, HomeTeam: { Name: 'A' } } as unknown as NonNullable<LiveEvent['MatchData']>;
    const given = reduce(opened, liveEvents.historyLoaded({ matchId: 1, channel: ALL, messages: [msg('10', ev('m', { MatchEventType: 'MatchData', MatchData: data }))] }));
    const then = reduce(given, liveEvents.historyLoaded({ matchId: 1, channel: GOALS, messages: [msg('12', ev('m', { MatchEventType: 'MatchData', MatchData: JSON.parse(JSON.stringify(data)) as typeof data }))] }));
    expect(then.matches[1]?.matchData).toBe(given.matches[1]?.matchData);
  });
});
