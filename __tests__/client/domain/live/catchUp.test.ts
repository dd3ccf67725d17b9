import type { LiveEvent } from '../../../../src/shared/contract/live';
import { catchUpSince, firstNewIndex, markerOf, parseMarker, type CatchUpItem } from '../../../../src/client/domain/live/catchUp';

let seq = 0;
const ev = (o: Partial<LiveEvent>): LiveEvent => {
  seq += 1;
  return { ClientId: `c${seq}`, Id: seq, MatchId: 1, MatchEventType: 'Timer', ...o };
};
const who = (FirstName: string, LastName: string) => ({ Id: 7, TeamId: 1, ShirtNo: 7, FirstName, LastName });
const goal = (Team: 'H' | 'A', name: string, Period = 1, PeriodTime = '05:00') => {
  const [first = '', last = ''] = name.split(' ');
  return ev({ MatchEventType: 'Goal', Team, Period, PeriodTime, Player: who(first, last) });
};
const periodEnd = (Period: number) => ev({ EventType: 2, TypeName: 'Period end', Period });
const kinds = (items: readonly CatchUpItem[]) => items.map((item) => item.kind);

describe('what happened since the fan last looked (issue 16)', () => {
  const start = ev({ EventType: 2, TypeName: 'Match start', Period: 1 });
  const g1 = goal('H', 'Ola Nordmann');
  const shot = ev({ MatchEventType: 'Shot', Team: 'A', Period: 1 });
  const pen = ev({ MatchEventType: 'Penalty', Team: 'H', Period: 1, PeriodTime: '08:00', Minutes: 2, Player: who('Kari', 'Berg') });
  const end1 = periodEnd(1);
  const g2 = goal('A', 'Per Hansen', 2, '01:00');
  const g3 = goal('A', 'Per Hansen', 2, '03:00');
  const all = [start, g1, shot, pen, end1, g2, g3];

  test('a goal with its scorer and the score after it', () => {
    const result = catchUpSince('hockey', all, markerOf([start]));
    expect(result.items[0]).toMatchObject({ kind: 'goal', side: 'H', scorer: 'Ola Nordmann', score: { h: 1, a: 0 }, clock: '05:00' });
    expect(result.fromStart).toBe(false);
  });
  test('a penalty with the player and minutes; shots are left out', () => {
    const result = catchUpSince('hockey', all, markerOf([start, g1]));
    expect(result.items[0]).toMatchObject({ kind: 'penalty', side: 'H', player: 'Kari Berg', minutes: 2 });
    expect(kinds(result.items)).not.toContain('shot');
  });
  test('a period end with the score at that moment', () => {
    const result = catchUpSince('hockey', all, markerOf([start, g1, shot, pen]));
    expect(result.items[0]).toMatchObject({ kind: 'periodEnd', period: { kind: 'period', n: 1 }, score: { h: 1, a: 0 }, matchEnd: false });
  });
  test('a lead change, judged against the score before the marker', () => {
    const result = catchUpSince('hockey', all, markerOf([start, g1, shot, pen, end1]));
    expect(kinds(result.items)).toEqual(['goal', 'goal', 'leadChange']);
    expect(result.items[2]).toMatchObject({ kind: 'leadChange', side: 'A', score: { h: 1, a: 2 } });
  });
  test('nothing new: no items', () => {
    expect(catchUpSince('hockey', all, markerOf(all)).items).toEqual([]);
  });
  test('the match end', () => {
    const over = ev({ EventType: 2, TypeName: 'Match end', Period: 3 });
    expect(catchUpSince('hockey', [...all, over], markerOf(all)).items).toEqual([
      expect.objectContaining({ kind: 'periodEnd', matchEnd: true, score: { h: 1, a: 2 } }),
    ]);
  });
  test('since the start, capped to the most important items, goals first, in match order', () => {
    const many = [start, g1, pen, end1, g2, g3, periodEnd(2), ev({ MatchEventType: 'Penalty', Team: 'A', Period: 3, Minutes: 2 })];
    const result = catchUpSince('hockey', many, null, 4);
    expect(result.fromStart).toBe(true);
    expect(kinds(result.items)).toEqual(['goal', 'goal', 'goal', 'leadChange']);
    expect(result.more).toBe(4);
  });
  test('a marker whose event was deleted falls back to the sequence id', () => {
    const marker = { clientId: 'gone', id: pen.Id ?? 0 };
    expect(firstNewIndex(all, marker)).toBe(4);
    expect(firstNewIndex(all, { clientId: 'gone', id: null })).toBe(all.length);
    expect(firstNewIndex(all, null)).toBe(0);
  });
  test('basketball: lead changes and period ends, not every basket', () => {
    const made = (Team: 'H' | 'A', ShotResult: number) => ev({ MatchEventType: 'Shot', Team, Period: 1, ShotResult });
    const events = [made('H', 200443), made('A', 200442), made('A', 200445), periodEnd(1)];
    expect(kinds(catchUpSince('basketball', events, null).items)).toEqual(['leadChange', 'periodEnd']);
    expect(catchUpSince('basketball', events, null).items[0]).toMatchObject({ side: 'A', score: { h: 2, a: 3 } });
  });
  test('volleyball: scores per set, a new set starts level', () => {
    const point = (Team: 'H' | 'A', Period: number) => ev({ MatchEventType: 'Point', Team, Period });
    const events = [point('H', 1), point('A', 1), point('A', 1), periodEnd(1), point('H', 2)];
    const result = catchUpSince('volleyball', events, null);
    expect(kinds(result.items)).toEqual(['leadChange', 'periodEnd']);
    expect(result.items[1]).toMatchObject({ score: { h: 1, a: 2 }, period: { kind: 'set', n: 1 } });
  });
});

describe('the match end says the final score by the one rule (issue 24 case 3)', () => {
  const matchEnd = (Period: number) => ev({ EventType: 2, TypeName: 'Match end', Period });
  test('hockey after a shootout: the winner’s deciding goal is in it (2-1, not 1-1)', () => {
    const attempt = (Team: 'H' | 'A', scored: boolean, RoundNo: number) => ev({ MatchEventType: 'Shootout', Team, Period: 5, RoundNo, ResultText: scored ? 'Goal' : 'Miss' });
    const events = [goal('H', 'Ola Nordmann'), goal('A', 'Kari Nordmann', 3), periodEnd(4), attempt('H', true, 1), attempt('A', false, 1), attempt('H', false, 2), attempt('A', true, 2), attempt('H', true, 3), attempt('A', false, 3), periodEnd(5), matchEnd(5)];
    const end = catchUpSince('hockey', events, null, 20).items.find((item) => item.kind === 'periodEnd' && item.matchEnd);
    expect(end).toMatchObject({ kind: 'periodEnd', matchEnd: true, score: { h: 2, a: 1 } });
    // The period ends before it keep the running score of goals.
    expect(catchUpSince('hockey', events, null, 20).items.filter((item) => item.kind === 'periodEnd' && !item.matchEnd).map((item) => item.kind === 'periodEnd' && item.score)).toEqual([{ h: 1, a: 1 }, { h: 1, a: 1 }]);
  });
  test('hockey after an overtime goal: the goals', () => {
    const events = [goal('H', 'Ola Nordmann'), goal('A', 'Per Hansen', 2), goal('A', 'Kari Nordmann', 4), periodEnd(4), matchEnd(4)];
    expect(catchUpSince('hockey', events, null, 20).items.at(-1)).toMatchObject({ matchEnd: true, score: { h: 1, a: 2 } });
  });
  test('volleyball: the sets won, not the last set’s points', () => {
    const point = (Team: 'H' | 'A', Period: number) => ev({ MatchEventType: 'Point', Team, Period });
    const events = [point('H', 1), point('H', 1), periodEnd(1), point('A', 2), point('H', 2), point('H', 2), periodEnd(2), matchEnd(2)];
    expect(catchUpSince('volleyball', events, null, 20).items.at(-1)).toMatchObject({ matchEnd: true, score: { h: 2, a: 0 } });
  });
});

describe('stored marker', () => {
  test.each([
    [null, null],
    ['not json', null],
    ['{"clientId":""}', null],
    ['[1]', null],
    ['{"clientId":"c9","id":9}', { clientId: 'c9', id: 9 }],
    ['{"clientId":"c9","id":"x"}', { clientId: 'c9', id: null }],
  ])('parseMarker(%p)', (raw, expected) => expect(parseMarker(raw)).toEqual(expected));
  test('markerOf the newest event; null without events', () => {
    expect(markerOf([])).toBeNull();
    expect(markerOf([ev({ ClientId: 'a', Id: 3 }), ev({ ClientId: 'b' })])).toEqual({ clientId: 'b', id: seq });
  });
});
