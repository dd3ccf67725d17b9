/**
 * Issue 11 "Match-day truth", the live rules: the state label and clock of a match that has ended or is
 * between periods (case 3), the connection line and the data's age (case 11), on-ice time over many shifts
 * and the basketball game length (case 4), folded line changes (case 4), the links on (case 2).
 */
import type { LiveEvent, LivePlayer } from '../../../../src/shared/contract/live';
import { basketballBox, efficiency } from '../../../../src/client/domain/live/basketball';
import { liveClock } from '../../../../src/client/domain/live/clock';
import { ageOf, connectionLine } from '../../../../src/client/domain/live/connection';
import { FILTER_OPTIONS } from '../../../../src/client/domain/live/filters';
import { liveViewLinks } from '../../../../src/client/domain/live/links';
import { gameLengthSeconds, latestMatchSeconds, matchSecondsOf, onIceSeconds } from '../../../../src/client/domain/live/onIce';
import { livePhase } from '../../../../src/client/domain/live/phase';
import { foldShifts, playByPlayRows, type ShiftRow } from '../../../../src/client/domain/live/playByPlay';
import { liveMatchStatus } from '../../../../src/client/domain/live/status';
import { volleyballFacts } from '../../../../src/client/domain/live/volleyball';
import { presentStatus } from '../../../../src/client/domain/matchStatus';

let seq = 0;
const ev = (o: Partial<LiveEvent>): LiveEvent => ({ ClientId: `e${(seq += 1)}`, MatchId: 1, MatchEventType: 'Timer', ...o });
const player = (Id: number, o: Partial<LivePlayer> = {}): LivePlayer => ({ Id, TeamId: 1, ShirtNo: Id, FirstName: 'F', LastName: `L${Id}`, ...o });
const T0 = 1_800_000_000_000;
const tt = (ms: number) => `${ms}0000`;
const periodEvent = (TypeName: string, Period: number, PeriodName?: string) => ev({ EventType: 2, TypeName, Period, ...(PeriodName ? { PeriodName } : {}), TimeToken: tt(T0) });
const startTimer = (Period: number, PeriodTime = '00:00') => ev({ EventType: 0, TypeName: 'Start', Period, PeriodTime, TimeToken: tt(T0) });
const stopTimer = (Period: number, PeriodTime: string) => ev({ EventType: 1, TypeName: 'Stop', Period, PeriodTime, TotalMatchTime: PeriodTime, TimeToken: tt(T0) });

/** A hockey match as the feed tells it, up to the end of `periods` periods; `end` adds the Match end. */
function hockeyMatch(periods: number, end: boolean): LiveEvent[] {
  const events: LiveEvent[] = [periodEvent('Match start', 1)];
  for (let p = 1; p <= periods; p += 1) {
    events.push(periodEvent('Period start', p), startTimer(p), stopTimer(p, '20:00'), periodEvent('Period end', p));
  }
  if (end) events.push(periodEvent('Match end', periods));
  return events;
}

const newestTimer = (events: readonly LiveEvent[]) => [...events].reverse().find((e) => e.MatchEventType === 'Timer') ?? null;

/** What the live header shows: the clock and the state label's message, from the events alone. */
function header(sport: 'hockey' | 'basketball', events: readonly LiveEvent[], nowMs = T0) {
  const phase = livePhase(sport, events);
  return { clock: liveClock(sport, phase, newestTimer(events), nowMs).text, label: presentStatus(liveMatchStatus(phase), sport).label };
}

describe('case 3: a finished hockey game looks finished; a break is a break', () => {
  test('after the match end: final, no running clock (not "40:00 3. periode")', () => {
    expect(header('hockey', hockeyMatch(3, true))).toEqual({ clock: null, label: { id: 'status.final' } });
  });
  test('after overtime and after a shootout: final (OT) / final (SO)', () => {
    const overtime = [...hockeyMatch(3, false), periodEvent('Period start', 4, 'Overtime'), startTimer(4), periodEvent('Period end', 4, 'Overtime'), periodEvent('Match end', 4, 'Overtime')];
    expect(header('hockey', overtime)).toEqual({ clock: null, label: { id: 'status.finalOvertime' } });
    const shootout = [...hockeyMatch(3, false), ev({ MatchEventType: 'Shootout', Team: 'H', ResultText: 'Goal', Period: 5, PeriodName: 'Shootout' }), periodEvent('Match end', 5, 'Shootout')];
    expect(header('hockey', shootout).label).toEqual({ id: 'status.finalShootout' });
  });
  test('between periods: the intermission, not a frozen 20:00 as if play', () => {
    expect(header('hockey', hockeyMatch(2, false))).toEqual({ clock: null, label: { id: 'status.intermission', values: { n: 2 } } });
  });
  test('in play: the period by its label and the running clock', () => {
    const events = [...hockeyMatch(2, false), periodEvent('Period start', 3), startTimer(3, '05:00')];
    expect(header('hockey', events, T0 + 10_000)).toEqual({ clock: '14:50', label: { id: 'live.period.period', values: { n: 3 } } });
  });
  test('a shootout has no game clock', () => {
    const events = [...hockeyMatch(3, false), periodEvent('Period start', 5, 'Shootout')];
    expect(header('hockey', events)).toEqual({ clock: null, label: { id: 'live.period.shootout' } });
  });
  test("case 6: a play-off's fifth period is period 5 (the feed's name decides), with its clock", () => {
    const events = [...hockeyMatch(4, false), periodEvent('Period start', 5, '5. periode'), startTimer(5)];
    expect(header('hockey', events)).toEqual({ clock: '20:00', label: { id: 'live.period.period', values: { n: 5 } } });
  });
  test('not started: starting soon, the start value', () => {
    expect(header('hockey', [])).toEqual({ clock: '20:00', label: { id: 'status.startingSoon' } });
  });
  test('basketball keeps SPEC §4: 40:00 after the match end, with the final label', () => {
    const events = [periodEvent('Match start', 1), periodEvent('Period start', 1), startTimer(1), periodEvent('Period end', 4), periodEvent('Match end', 4)];
    expect(header('basketball', events)).toEqual({ clock: '40:00', label: { id: 'status.final' } });
  });
});

describe('case 11: the connection line says what is true', () => {
  const facts = { connection: 'live' as const, ended: false, lastEventMs: T0, dataAsOfMs: null };
  test.each([
    [0, { n: 0, unit: 'second' }],
    [59_999, { n: 59, unit: 'second' }],
    [60_000, { n: 1, unit: 'minute' }],
    [150_000, { n: 2, unit: 'minute' }],
    [3_600_000, { n: 1, unit: 'hour' }],
    [-5_000, { n: 0, unit: 'second' }],
  ])('age of %p ms → %p', (ms, age) => expect(ageOf(T0 + ms, T0)).toEqual(age));
  test('live: the last event age; reconnecting/offline: the age of the data; connecting: nothing more', () => {
    expect(connectionLine(facts, T0 + 7_000)).toEqual({ kind: 'live', lastEventSeconds: 7 });
    expect(connectionLine({ ...facts, connection: 'reconnecting', dataAsOfMs: T0 }, T0 + 120_000)).toEqual({ kind: 'reconnecting', dataAge: { n: 2, unit: 'minute' } });
    expect(connectionLine({ ...facts, connection: 'offline', dataAsOfMs: T0 }, T0 + 4_000)).toEqual({ kind: 'offline', dataAge: { n: 4, unit: 'second' } });
    expect(connectionLine({ ...facts, connection: 'reconnecting' }, T0)).toEqual({ kind: 'reconnecting', dataAge: null });
    expect(connectionLine({ ...facts, connection: 'connecting' }, T0)).toEqual({ kind: 'connecting' });
  });
  test('case 3: an ended match is not called live, whatever the connection', () => {
    expect(connectionLine({ ...facts, ended: true }, T0)).toEqual({ kind: 'ended' });
    expect(connectionLine({ ...facts, ended: true, connection: 'reconnecting' }, T0)).toEqual({ kind: 'ended' });
  });
});

describe('case 4: on-ice time for every player, over many shifts (SPEC §4)', () => {
  const shift = (id: number, dir: 'In' | 'Out', total: string) => ev({ MatchEventType: 'PlayerTime', Player: player(id), Direction: dir, TotalMatchTime: total });
  test('forty shifts of 45 s each add up; a missing out at the end is 60:00; no shift is 00:00', () => {
    const events: LiveEvent[] = [];
    for (let n = 0; n < 40; n += 1) {
      const at = n * 90;
      const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
      events.push(shift(50, 'In', mmss(at)), shift(50, 'Out', mmss(at + 45)));
    }
    events.push(shift(24, 'In', '59:00'));
    const times = onIceSeconds('hockey', events, true, 0);
    expect(times.get(50)).toBe(40 * 45);
    expect(times.get(24)).toBe(60);
    expect(times.get(76) ?? 0).toBe(0);
  });
  test('events out of time order (a late correction) still pair in match-time order', () => {
    const events = [shift(7, 'Out', '02:00'), shift(7, 'In', '01:00')];
    expect(onIceSeconds('hockey', events, false, 600).get(7)).toBe(60);
  });
  test('the instant: TotalMatchTime, else Time, else the period offset plus PeriodTime', () => {
    expect(matchSecondsOf('hockey', ev({ TotalMatchTime: '41:00', Period: 3, PeriodTime: '01:00' }))).toBe(2460);
    expect(matchSecondsOf('hockey', ev({ Period: 3, PeriodTime: '01:00' }))).toBe(2460);
    expect(matchSecondsOf('basketball', ev({ Period: 5, PeriodTime: '01:00' }))).toBe(2460);
    expect(matchSecondsOf('basketball', ev({ Period: 6, PeriodTime: '00:30' }))).toBe(2730);
    expect(matchSecondsOf('hockey', ev({}))).toBeNull();
    expect(latestMatchSeconds('hockey', [ev({ TotalMatchTime: '10:00' }), ev({ TotalMatchTime: '09:00' })])).toBe(600);
  });
  test("basketball minutes run to the game's own length: 40:00, plus 5:00 per extra period played", () => {
    expect(gameLengthSeconds('basketball', [ev({ Period: 4 })])).toBe(2400);
    expect(gameLengthSeconds('basketball', [ev({ Period: 6 })])).toBe(2400 + 600);
    expect(gameLengthSeconds('hockey', [ev({ Period: 4 })])).toBe(3600);
    const sub = ev({ MatchEventType: 'Substitution', Team: 'H', PlayerIn: player(4), TotalMatchTime: '30:00' });
    expect(onIceSeconds('basketball', [sub, ev({ Period: 4 })], true, 0).get(4)).toBe(600);
    expect(onIceSeconds('basketball', [sub, ev({ Period: 5 })], true, 0).get(4)).toBe(900);
  });
});

describe('case 3 (basketball): the team total row has minutes and efficiency', () => {
  test('total minutes are the players’ minutes summed; efficiency uses them', () => {
    const events = [
      ev({ MatchEventType: 'Substitution', Team: 'H', PlayerIn: player(1), TotalMatchTime: '00:00' }),
      ev({ MatchEventType: 'Substitution', Team: 'H', PlayerIn: player(2), TotalMatchTime: '00:00' }),
      ev({ MatchEventType: 'Shot', Team: 'H', Player: player(1), ShotResult: 200443, Period: 1, TotalMatchTime: '01:00' }),
      ev({ MatchEventType: 'Substitution', Team: 'H', PlayerIn: player(3), PlayerOut: player(2), TotalMatchTime: '05:00' }),
      ev({ MatchEventType: 'Substitution', Team: 'A', PlayerIn: player(9), TotalMatchTime: '00:00' }),
    ];
    const box = basketballBox(events, false, 600);
    expect(box.H.players.get(2)?.seconds).toBe(300); // no stats, but time on court
    expect(box.H.players.get(3)?.seconds).toBe(300);
    expect(box.H.total.seconds).toBe(600 + 300 + 300);
    // (2 points) / 20 minutes = 0.1
    expect(efficiency(box.H.total)).toBe(0.1);
    expect(box.A.total.seconds).toBe(600);
  });
  test('a finished game runs open stints to 40:00, not 60:00', () => {
    const events = [ev({ MatchEventType: 'Substitution', Team: 'H', PlayerIn: player(1), TotalMatchTime: '00:00' }), ev({ Period: 4 })];
    expect(basketballBox(events, true, 0).H.total.seconds).toBe(2400);
  });
});

describe('case 4: a line change is one row', () => {
  const change = (side: 'H' | 'A', periodTime: string, on: LivePlayer[], off: LivePlayer[]) => [
    ...off.map((p) => ev({ MatchEventType: 'PlayerTime', Team: side, Player: p, Direction: 'Out', Period: 2, PeriodTime: periodTime })),
    ...on.map((p) => ev({ MatchEventType: 'PlayerTime', Team: side, Player: p, Direction: 'In', Period: 2, PeriodTime: periodTime })),
  ];
  const line1 = [0, 1, 2, 3, 4].map((i) => player(10 + i, { PositionId: i }));
  const line2 = [5, 6, 7, 8, 9].map((i) => player(20 + i, { PositionId: i }));
  const goal = ev({ MatchEventType: 'Goal', Team: 'H', Player: player(10), Period: 2, PeriodTime: '04:00' });

  test('ten In/Out events of one team at one instant → one row: line 2 on, line 1 off', () => {
    const events = [...change('H', '03:10', line2, line1), goal];
    const rows = playByPlayRows('hockey', events, FILTER_OPTIONS.hockey.defaults);
    expect(rows.map((r) => r.kind)).toEqual(['event', 'shift']);
    const row = rows[1] as ShiftRow;
    expect(row.line).toBe(2);
    expect(row.on.map((m) => m.player?.Id)).toEqual(line2.map((p) => p.Id));
    expect(row.off.map((m) => m.player?.Id)).toEqual(line1.map((p) => p.Id));
    expect(new Set([...row.on, ...row.off].map((m) => m.clientId)).size).toBe(10);
    expect(row.time).toBe('03:10');
  });
  test('both teams at one instant → one row each; another instant → another row; a faceoff between does not split', () => {
    const faceoff = ev({ MatchEventType: 'Faceoff', Team: 'A', Period: 2, PeriodTime: '03:10' });
    const events = [...change('H', '03:10', line2.slice(0, 2), []), faceoff, ...change('A', '03:10', line1.slice(0, 2), []), ...change('H', '03:10', line2.slice(2), []), ...change('H', '03:55', line1, line2)];
    const rows = foldShifts(events);
    expect(rows.map((r) => (r.kind === 'shift' ? `${r.side}:${r.on.length}/${r.off.length}` : r.event.MatchEventType))).toEqual(['H:5/0', 'Faceoff', 'A:2/0', 'H:5/5']);
  });
  test('the line comes from the roster when the event lacks PositionId; mixed lines say no line', () => {
    const bare = line2.map((p) => ({ ...p, PositionId: undefined }));
    const roster = new Map(line2.map((p) => [p.Id, p]));
    expect((foldShifts(change('H', '01:00', bare, []), roster)[0] as ShiftRow).line).toBe(2);
    expect((foldShifts(change('H', '01:00', [line1[0] as LivePlayer, line2[0] as LivePlayer], []))[0] as ShiftRow).line).toBeNull();
  });
  test('goalies fold apart (goalie changes), and still filter by their category', () => {
    const goalieIn = ev({ MatchEventType: 'PlayerTime', Team: 'H', Player: player(30, { PositionId: 20 }), Direction: 'In', IsGoalie: true, Period: 2, PeriodTime: '03:10' });
    const events = [...change('H', '03:10', line2, line1), goalieIn];
    expect(playByPlayRows('hockey', events, FILTER_OPTIONS.hockey.defaults)).toHaveLength(1);
    const both = playByPlayRows('hockey', events, [...FILTER_OPTIONS.hockey.defaults, 'goalieChanges']);
    expect(both.map((r) => (r.kind === 'shift' ? r.goalie : null))).toEqual([true, false]);
    expect(playByPlayRows('hockey', [...events, goal], ['goals'])).toEqual([{ kind: 'event', key: goal.ClientId, event: goal, period: null, emphasis: 'goal' }]);
  });
  test("case 6: a period's start and end name the period by the feed's name", () => {
    const start = ev({ EventType: 2, TypeName: 'Period start', Period: 5, PeriodName: '5. periode' });
    const overtime = ev({ EventType: 2, TypeName: 'Period end', Period: 4, PeriodName: 'Overtime' });
    const matchStart = ev({ EventType: 2, TypeName: 'Match start', Period: 1 });
    const rows = playByPlayRows('hockey', [matchStart, overtime, start], ['timers']);
    expect(rows.map((r) => (r.kind === 'event' ? r.period : 'shift'))).toEqual([{ kind: 'period', n: 5 }, { kind: 'overtime' }, null]);
  });
});

describe('case 2: the links on', () => {
  test('page query first, then the selection, then the match record; scoreboard always', () => {
    expect(liveViewLinks(7, { seasonId: 1, tournamentId: 2 }, { seasonId: 3, tournamentId: 4 }, null)).toEqual({
      result: '/match?matchId=7&seasonId=1&tournamentId=2',
      notReady: '/matchnotready?matchId=7&seasonId=1&tournamentId=2',
      scoreboard: '/scoreboard?seasonId=1&tournamentId=2',
    });
    expect(liveViewLinks(7, {}, { seasonId: 3, tournamentId: null }, { seasonId: 5, tournamentId: 6 }).result).toBe('/match?matchId=7&seasonId=3&tournamentId=6');
    expect(liveViewLinks(7, {}, {}, null).result).toBe('/match?matchId=7');
    expect(liveViewLinks(null, {}, {}, null)).toEqual({ result: null, notReady: null, scoreboard: '/scoreboard' });
  });
});

describe('volleyball facts (SPEC §2)', () => {
  test('timeouts per team and each side’s top scorer', () => {
    const h = player(1);
    const a = player(2);
    const events = [ev({ MatchEventType: 'Timeout', Team: 'H' }), ev({ MatchEventType: 'Timeout', Team: 'B' }), ev({ MatchEventType: 'Timeout', Team: 'A' }), ev({ MatchEventType: 'Point', Team: 'H', Player: h })];
    expect(volleyballFacts(events, [h], [a])).toEqual({ timeouts: { h: 1, a: 2 }, best: [{ player: h, points: 1 }] });
  });
});
