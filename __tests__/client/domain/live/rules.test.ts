import type { LiveEvent, LivePlayer } from '../../../../src/shared/contract/live';
import { basketballBox, efficiency, emptyBox, shotPercent } from '../../../../src/client/domain/live/basketball';
import { isTimerMessage, liveClock } from '../../../../src/client/domain/live/clock';
import { categoryOf, filterEvents, normalizeSelection, selectionSummary, FILTER_OPTIONS } from '../../../../src/client/domain/live/filters';
import { faceoffsByPlayer, lineOf, lineupLines, liveFaceoffPercent, sortByShirtNo, teamShortName } from '../../../../src/client/domain/live/lineup';
import { onIceSeconds } from '../../../../src/client/domain/live/onIce';
import type { LivePhase } from '../../../../src/client/domain/live/phase';
import { periodLabel } from '../../../../src/client/domain/live/periods';
import { liveScore, liveScoreText, matchScore, runningSet, shootoutWinner, volleyballSets } from '../../../../src/client/domain/live/score';
import { compareTimetokens, timetokenMs } from '../../../../src/client/domain/live/time';
import { formatMmSs, parseMmSs } from '../../../../src/client/domain/time';

let seq = 0;
const ev = (o: Partial<LiveEvent>): LiveEvent => ({ ClientId: `c${(seq += 1)}`, MatchId: 1, MatchEventType: 'Timer', ...o });
const player = (Id: number, o: Partial<LivePlayer> = {}): LivePlayer => ({ Id, TeamId: 1, ShirtNo: Id, FirstName: 'F', LastName: `L${Id}`, ...o });
/** A timetoken for epoch ms. */
const tt = (ms: number) => `${ms}0000`;
const T0 = 1_800_000_000_000;

describe('mm:ss and timetokens', () => {
  test.each([
    ['00:00', 0],
    ['10:00', 600],
    ['19:59', 1199],
    ['60:00', 3600],
    ['5:07', 307],
    ['1:60', null],
    ['', null],
    [null, null],
  ])('parseMmSs(%p) = %p', (text, seconds) => expect(parseMmSs(text)).toBe(seconds));
  test.each([
    [0, '00:00'],
    [754, '12:34'],
    [2400, '40:00'],
    [-5, '00:00'],
  ])('formatMmSs(%p) = %p', (s, text) => expect(formatMmSs(s)).toBe(text));
  test('timetokens compare as numbers beyond 2^53 and convert to ms', () => {
    expect(compareTimetokens('17999999999999999', '18000000000000000')).toBeLessThan(0);
    expect(compareTimetokens('9', '10')).toBeLessThan(0);
    expect(compareTimetokens('18000000000000001', '18000000000000001')).toBe(0);
    expect(timetokenMs(tt(T0))).toBe(T0);
    expect(timetokenMs('x')).toBeNull();
  });
});

describe('live clock (SPEC §4, §9)', () => {
  const start = (periodTime: string, at: number) => ev({ EventType: 0, TypeName: 'Start', PeriodTime: periodTime, TimeToken: tt(at) });
  const playing = (period: number, periodName: string | null = null): LivePhase => ({ kind: 'playing', period, periodName });
  test.each([
    // sport, phase, timer, seconds after the event → shown
    ['basketball', { kind: 'notStarted' }, null, 0, '10:00'],
    ['hockey', { kind: 'notStarted' }, null, 0, '20:00'],
    ['basketball', playing(1), start('00:00', T0), 0, '10:00'],
    ['basketball', playing(1), start('00:00', T0), 1, '09:59'],
    ['basketball', playing(1), start('03:30', T0), 30, '06:00'],
    ['hockey', playing(1), start('00:00', T0), 61, '18:59'],
    ['hockey', playing(1), start('19:58', T0), 2, '20:00'], // reaches zero → resets to the start value
    ['hockey', playing(1), start('19:58', T0), 3, '19:59'],
    ['basketball', playing(2), ev({ EventType: 1, TypeName: 'Stop', TotalMatchTime: '14:20', TimeToken: tt(T0) }), 50, '05:40'],
    ['hockey', playing(2), ev({ EventType: 1, TypeName: 'Stop', TotalMatchTime: '25:00', TimeToken: tt(T0) }), 50, '15:00'],
    ['hockey', playing(2), ev({ EventType: 2, TypeName: 'Period start', TimeToken: tt(T0) }), 50, '20:00'],
    ['basketball', { kind: 'ended', decidedIn: 'regulation' }, ev({ EventType: 2, TypeName: 'Match end', TimeToken: tt(T0) }), 0, '40:00'],
  ] as const)('%s %#', (sport, phase, timer, after, shown) => {
    expect(liveClock(sport, phase, timer, T0 + after * 1000).text).toBe(shown);
  });
  test('a Start runs, a Stop is frozen; volleyball has no clock', () => {
    expect(liveClock('hockey', playing(1), start('00:00', T0), T0).running).toBe(true);
    expect(liveClock('hockey', playing(1), ev({ EventType: 1, TotalMatchTime: '01:00' }), T0).running).toBe(false);
    expect(liveClock('volleyball', playing(1), start('00:00', T0), T0).text).toBeNull();
  });
  test.each([
    ['Match start', 2, true],
    ['Match end', 2, true],
    ['Period start', 2, true],
    ['Period end', 2, true],
    ['Start', 0, false],
    ['Stop', 1, false],
  ])('timer %p is a message: %p', (name, type, shown) => {
    expect(isTimerMessage(ev({ TypeName: name, EventType: type }))).toBe(shown);
  });
});

describe('live score (SPEC §4)', () => {
  test('basketball: cumulative from made shots in time order', () => {
    const events = [
      ev({ MatchEventType: 'Shot', Team: 'H', ShotResult: 200443 }), // 2
      ev({ MatchEventType: 'Shot', Team: 'A', ShotResult: 200442 }), // 3
      ev({ MatchEventType: 'Shot', Team: 'H', ShotResult: 200444 }), // 1
      ev({ MatchEventType: 'Shot', Team: 'H', ShotResult: 200581 }), // miss
      ev({ MatchEventType: 'Shot', Team: 'B', ShotResult: 200580 }), // miss
      ev({ MatchEventType: 'Shot', Team: 'B', ShotResult: 200445 }), // miss
    ];
    expect(liveScore('basketball', events, false)).toEqual({ h: 3, a: 3 });
  });
  test('volleyball: one per point by team, in the current set; sets won', () => {
    const set1 = [...Array(25)].map(() => ev({ MatchEventType: 'Point', Team: 'H', Period: 1 }));
    const set1b = [...Array(20)].map(() => ev({ MatchEventType: 'Point', Team: 'A', Period: 1 }));
    const set2 = [ev({ MatchEventType: 'Point', Team: 'A', Period: 2 }), ev({ MatchEventType: 'Point', Team: 'A', Period: 2 })];
    const all = [...set1, ...set1b, ...set2];
    expect(liveScore('volleyball', all, false)).toEqual({ h: 0, a: 2 });
    expect(liveScore('volleyball', [...set1, ...set1b], false)).toEqual({ h: 25, a: 20 });
    expect(volleyballSets(all, false)).toEqual({ h: 1, a: 0 });
    expect(volleyballSets(all, true)).toEqual({ h: 1, a: 1 });
  });
  describe('the headline score, one rule for every surface (issue 24 cases 3 and 5)', () => {
    const point = (Team: 'H' | 'A', Period: number) => ev({ MatchEventType: 'Point', Team, Period });
    const points = (Team: 'H' | 'A', Period: number, n: number) => [...Array(n)].map(() => point(Team, Period));
    const timer = (TypeName: string, Period: number) => ev({ MatchEventType: 'Timer', EventType: 2, TypeName, Period });
    const set = (Period: number, h: number, a: number) => [timer('Period start', Period), ...points('H', Period, h), ...points('A', Period, a), timer('Period end', Period)];

    test('volleyball: sets won, a set counted once its Period end is seen, the set in play beside it (the issue’s 1 - 0, set 2 at 9 - 6)', () => {
      const events = [...set(1, 25, 20), timer('Period start', 2), ...points('H', 2, 9), ...points('A', 2, 6)];
      expect(matchScore('volleyball', events, false)).toEqual({ h: 1, a: 0 });
      expect(runningSet(events, false)).toEqual({ set: 2, h: 9, a: 6 });
      // The set's rally count is SPEC §4's live count, not the match score.
      expect(liveScore('volleyball', events, false)).toEqual({ h: 9, a: 6 });
    });
    test('volleyball: between sets the ended set counts and nothing is in play; a set begun at 0-0 counts for nobody', () => {
      const ended1 = set(1, 23, 25);
      expect(matchScore('volleyball', ended1, false)).toEqual({ h: 0, a: 1 });
      expect(runningSet(ended1, false)).toBeNull();
      const begun2 = [...ended1, timer('Period start', 2)];
      expect(matchScore('volleyball', begun2, false)).toEqual({ h: 0, a: 1 });
      expect(runningSet(begun2, false)).toEqual({ set: 2, h: 0, a: 0 });
      expect(runningSet([], false)).toBeNull();
      expect(matchScore('volleyball', [], false)).toEqual({ h: 0, a: 0 });
    });
    test('volleyball: five sets, 3-2, and nothing in play after the match end', () => {
      const events = [...set(1, 25, 20), ...set(2, 20, 25), ...set(3, 25, 23), ...set(4, 18, 25), ...set(5, 15, 13), timer('Match end', 5)];
      expect(matchScore('volleyball', events, true)).toEqual({ h: 3, a: 2 });
      expect(runningSet(events, true)).toBeNull();
    });
    test('hockey: goals, the shootout winner’s one deciding goal once ended; an overtime goal is a goal', () => {
      const shootout = [
        ev({ MatchEventType: 'Goal', Team: 'H', Period: 1 }),
        ev({ MatchEventType: 'Goal', Team: 'A', Period: 3 }),
        ev({ MatchEventType: 'Shootout', Team: 'H', ResultText: 'Goal', Period: 5 }),
        ev({ MatchEventType: 'Shootout', Team: 'A', ResultText: 'Goal', Period: 5 }),
        ev({ MatchEventType: 'Shootout', Team: 'H', ResultText: 'Goal', Period: 5 }),
        ev({ MatchEventType: 'Shootout', Team: 'A', ResultText: 'Miss', Period: 5 }),
      ];
      expect(matchScore('hockey', shootout, false)).toEqual({ h: 1, a: 1 });
      expect(matchScore('hockey', shootout, true)).toEqual({ h: 2, a: 1 });
      const level = shootout.slice(0, 4);
      expect(matchScore('hockey', level, true)).toEqual({ h: 1, a: 1 });
      expect(matchScore('hockey', [ev({ MatchEventType: 'Goal', Team: 'A', Period: 4 })], true)).toEqual({ h: 0, a: 1 });
    });
  });
  test('hockey: goals and penalty-shot goals; the shootout winner has more shootout goals', () => {
    const events = [
      ev({ MatchEventType: 'Goal', Team: 'H' }),
      ev({ MatchEventType: 'Goal', Team: 'A' }),
      ev({ MatchEventType: 'PenaltyShot', Team: 'A', ResultText: 'Miss' }),
      ev({ MatchEventType: 'Shootout', Team: 'H', ResultText: 'Goal' }),
      ev({ MatchEventType: 'Shootout', Team: 'A', ResultText: 'Goal' }),
      ev({ MatchEventType: 'Shootout', Team: 'A', ResultText: 'Goal' }),
      ev({ MatchEventType: 'Shootout', Team: 'H', ResultText: 'Miss' }),
    ];
    expect(shootoutWinner(events)).toBe('A');
    expect(liveScore('hockey', events, false)).toEqual({ h: 1, a: 1 });
    expect(liveScore('hockey', events, true)).toEqual({ h: 1, a: 2 });
    expect(shootoutWinner(events.slice(0, 5))).toBeNull();
  });
  test('"-" when unknown', () => {
    expect(liveScoreText(null)).toBe('-');
    expect(liveScoreText({ h: 2, a: 0 })).toBe('2 - 0');
  });
});

describe('on-ice time (SPEC §4)', () => {
  const pt = (id: number, dir: 'In' | 'Out', at: string) => ev({ MatchEventType: 'PlayerTime', Player: player(id), Direction: dir, TotalMatchTime: at });
  test.each([
    ['closed shifts add up', [pt(7, 'In', '00:00'), pt(7, 'Out', '00:45'), pt(7, 'In', '02:00'), pt(7, 'Out', '02:30')], false, 600, 75],
    ['an open shift runs to now', [pt(7, 'In', '10:00')], false, 610, 10],
    ['an open shift after the match end runs to 60:00', [pt(7, 'In', '58:00')], true, 0, 120],
    ['a double In counts once', [pt(7, 'In', '00:00'), pt(7, 'In', '00:30'), pt(7, 'Out', '01:00')], false, 600, 60],
    ['an Out without In counts nothing', [pt(7, 'Out', '01:00')], false, 600, 0],
  ])('%s', (_name, events, ended, until, seconds) => {
    expect(onIceSeconds('hockey', events, ended, until).get(7) ?? 0).toBe(seconds);
  });
  test('basketball substitutions pair PlayerIn and PlayerOut', () => {
    const events = [
      ev({ MatchEventType: 'Substitution', PlayerIn: player(4), TotalMatchTime: '00:00' }),
      ev({ MatchEventType: 'Substitution', PlayerIn: player(5), PlayerOut: player(4), TotalMatchTime: '05:00' }),
    ];
    const map = onIceSeconds('basketball', events, false, 600);
    expect(map.get(4)).toBe(300);
    expect(map.get(5)).toBe(300);
  });
});

describe('lineups, orderings, faceoffs (SPEC §5)', () => {
  test.each([
    [0, 1],
    [4, 1],
    [5, 2],
    [9, 2],
    [10, 3],
    [14, 3],
    [15, 4],
    [19, 4],
    [20, 'goalie'],
    [21, null],
    [-1, null],
    [null, null],
  ])('PositionId %p → %p', (id, line) => expect(lineOf(id)).toBe(line));
  test('lineupLines groups by line and leaves out empty lines', () => {
    const lines = lineupLines([player(1, { PositionId: 6 }), player(2, { PositionId: 20 }), player(3, { PositionId: 0 })]);
    expect(lines.goalies.map((p) => p.Id)).toEqual([2]);
    expect(lines.lines.map((l) => [l.line, l.players.map((p) => p.Id)])).toEqual([
      [1, [3]],
      [2, [1]],
    ]);
  });
  test('sorted by shirt number, unknown last; short names are 3 letters', () => {
    expect(sortByShirtNo([player(9), player(2, { ShirtNo: null }), player(1)]).map((p) => p.Id)).toEqual([1, 9, 2]);
    expect(teamShortName('Stjernen Hockey')).toBe('Stj');
    expect(teamShortName('Ål')).toBe('Ål');
  });
  test.each([
    [0, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 5, 100],
  ])('faceoff %p of %p → %p %%', (won, total, percent) => expect(liveFaceoffPercent(won, total)).toBe(percent));
  test('faceoffs per player', () => {
    const map = faceoffsByPlayer([
      ev({ MatchEventType: 'Faceoff', Player: player(1), Opponent: player(2) }),
      ev({ MatchEventType: 'Faceoff', Player: player(2), Opponent: player(1) }),
      ev({ MatchEventType: 'Faceoff', Player: player(1), Opponent: player(2) }),
    ]);
    expect(map.get(1)).toEqual({ won: 2, total: 3, percent: 67 });
    expect(map.get(2)).toEqual({ won: 1, total: 3, percent: 33 });
  });
});

describe('period names (SPEC §3)', () => {
  test.each([
    ['hockey', 1, { kind: 'period', n: 1 }],
    ['hockey', 3, { kind: 'period', n: 3 }],
    ['hockey', 4, { kind: 'overtime' }],
    ['hockey', 5, { kind: 'shootout' }],
    ['basketball', 4, { kind: 'period', n: 4 }],
    ['basketball', 5, { kind: 'extra', n: 1 }],
    ['basketball', 10, { kind: 'extra', n: 6 }],
    ['basketball', 11, null],
    ['volleyball', 5, { kind: 'set', n: 5 }],
    ['hockey', 0, null],
  ] as const)('%s period %p', (sport, period, label) => expect(periodLabel(sport, period)).toEqual(label));
});

describe('event filter (SPEC §2)', () => {
  test('hockey defaults and extras', () => {
    expect(FILTER_OPTIONS.hockey.defaults).toEqual(['goals', 'penalties', 'penaltyShots', 'shootouts', 'timeouts', 'timers', 'playerTime']);
    expect(FILTER_OPTIONS.hockey.extra).toEqual(['shots', 'faceoffs', 'goalieChanges']);
  });
  test('an emptied selection resets to all defaults', () => {
    expect(normalizeSelection('hockey', [])).toEqual(FILTER_OPTIONS.hockey.defaults);
    expect(normalizeSelection('hockey', ['shots', 'goals'])).toEqual(['goals', 'shots']);
  });
  test('filtering by category; goalie PlayerTime is a goalie change; hidden timers never listed', () => {
    const goal = ev({ MatchEventType: 'Goal' });
    const shot = ev({ MatchEventType: 'Shot' });
    const goalie = ev({ MatchEventType: 'PlayerTime', IsGoalie: true });
    const start = ev({ MatchEventType: 'Timer', EventType: 0, TypeName: 'Start' });
    const periodEnd = ev({ MatchEventType: 'Timer', EventType: 2, TypeName: 'Period end' });
    expect(categoryOf('hockey', goalie)).toBe('goalieChanges');
    expect(filterEvents('hockey', [goal, shot, goalie, start, periodEnd], FILTER_OPTIONS.hockey.defaults)).toEqual([goal, periodEnd]);
    expect(filterEvents('hockey', [goal, shot, goalie], ['shots', 'goalieChanges'])).toEqual([shot, goalie]);
  });
  test('mobile summary: first 3 plus (+n)', () => {
    expect(selectionSummary(['a', 'b', 'c', 'd', 'e'])).toEqual({ first: ['a', 'b', 'c'], more: 2 });
    expect(selectionSummary(['a'])).toEqual({ first: ['a'], more: 0 });
  });
});

describe('basketball team tab (SPEC §2, §5)', () => {
  test.each([
    [{ made: 0, attempts: 0 }, 0],
    [{ made: 3, attempts: 3 }, 100],
    [{ made: 2, attempts: 3 }, 66],
    [{ made: 1, attempts: 3 }, 33],
  ])('shot percent %p → %p', (line, percent) => expect(shotPercent(line)).toBe(percent));
  test('efficiency is 0 without time, two decimals otherwise', () => {
    expect(efficiency(emptyBox())).toBe(0);
    const line = { ...emptyBox(), points: 10, offReb: 2, defReb: 3, assists: 1, p2: { made: 5, attempts: 8 }, turnovers: 1, seconds: 600 };
    // (10 + 5 + 1 − 3 − 1) / 10 = 1.2
    expect(efficiency(line)).toBe(1.2);
  });
  test('box score, team row, fouls tied to a person, periods E1 only when used', () => {
    const p7 = player(7);
    const events = [
      ev({ MatchEventType: 'Substitution', Team: 'H', PlayerIn: p7, TotalMatchTime: '00:00' }),
      ev({ MatchEventType: 'Shot', Team: 'H', Player: p7, ShotResult: 200442, Period: 1, Assist: player(8) }),
      ev({ MatchEventType: 'Shot', Team: 'H', Player: p7, ShotResult: 200581, Period: 1 }),
      ev({ MatchEventType: 'Foul', Team: 'H', Player: p7, Period: 2 }),
      ev({ MatchEventType: 'Foul', Team: 'H', Player: null, Period: 2 }),
      ev({ MatchEventType: 'OffensiveRebound', Team: 'H', Player: null }),
      ev({ MatchEventType: 'Turnover', Team: 'H', Player: null }),
      ev({ MatchEventType: 'Shot', Team: 'A', Player: player(20), ShotResult: 200444, Period: 6 }),
    ];
    const box = basketballBox(events, false, 300);
    const line = box.H.players.get(7);
    expect(line?.points).toBe(3);
    expect(line?.p3).toEqual({ made: 1, attempts: 1 });
    expect(line?.p2).toEqual({ made: 0, attempts: 1 });
    expect(line?.fouls).toBe(1);
    expect(line?.seconds).toBe(300);
    expect(box.H.players.get(8)?.assists).toBe(1);
    expect(box.H.team).toEqual({ offReb: 1, defReb: 0, turnovers: 1 });
    expect(box.H.total.fouls).toBe(1);
    expect(box.periods.map((p) => p.column)).toEqual(['P1', 'P2', 'P3', 'P4', 'E2']);
    expect(box.periods[0]?.points).toEqual({ H: 3, A: 0 });
    expect(box.periods[4]?.points).toEqual({ H: 0, A: 1 });
  });
});
