import type { LiveEvent } from '../../../src/shared/contract/live';
import type { Goal, Incident, PeriodResult } from '../../../src/shared/contract';
import {
  basketballFlowFromLive,
  basketballFlowFromRecord,
  hockeyFlowFromLive,
  hockeyFlowFromRecord,
  leadStats,
  volleyballFlowFromLive,
  volleyballFlowFromRecord,
} from '../../../src/client/domain/gameFlow';

let seq = 0;
const ev = (o: Partial<LiveEvent>): LiveEvent => ({ ClientId: `c${(seq += 1)}`, MatchId: 1, MatchEventType: 'Timer', ...o });
const player = (FirstName: string, LastName: string) => ({ Id: seq + 100, TeamId: 1, ShirtNo: 9, FirstName, LastName });
const shot = (Team: 'H' | 'A', Period: number, PeriodTime: string) => ev({ MatchEventType: 'Shot', Team, Period, PeriodTime, ShotResult: 0 });
const goal = (Team: 'H' | 'A', Period: number, PeriodTime: string, name = 'Ola Nordmann') => {
  const [first = '', last = ''] = name.split(' ');
  return ev({ MatchEventType: 'Goal', Team, Period, PeriodTime, Player: player(first, last) });
};
const periodResult = (id: number, home: number, away: number, type: PeriodResult['partialResultType'] = 'periods'): PeriodResult => ({
  partialResultTypeId: id,
  partialResultType: type,
  homeGoals: home,
  awayGoals: away,
});
const incident = (incidentType: string, team: 'H' | 'B', period: number, sub: number | null = null): Incident => ({
  incidentType,
  incidentSubTypeId: sub,
  team,
  partialResultTypeId: period,
  personId: 1,
  incidentTypeId: incidentType === 'Shot' ? 301 : 1,
});
function aGoal(side: 'H' | 'B', periodId: number, periodTime: string, lastName = 'Hansen'): Goal {
  return {
    personId: 1,
    orgId: 1,
    teamName: '',
    shirtNo: 9,
    firstName: 'Kari',
    lastName,
    firstAssistPersonId: null,
    firstAssistShirtNo: null,
    firstAssistFirstName: null,
    firstAssistLastName: null,
    secondAssistPersonId: null,
    secondAssistShirtNo: null,
    secondAssistFirstName: null,
    secondAssistLastName: null,
    goalTypeId: 200141,
    periodId,
    periodTime,
    homeOrAwayTeam: side,
    onIceHomeTeamShirtNo: '',
    onIceAwayTeamShirtNo: '',
  };
}

describe('leadStats', () => {
  test.each([
    ['no scores', [], 0, 0],
    ['one side only', [{ H: 1, B: 0 }, { H: 2, B: 0 }], 0, 0],
    ['lead, tie, other lead: one change, one tie', [{ H: 1, B: 0 }, { H: 1, B: 1 }, { H: 1, B: 2 }], 1, 1],
    ['back and forth', [{ H: 2, B: 0 }, { H: 2, B: 3 }, { H: 4, B: 3 }, { H: 4, B: 4 }], 2, 1],
    ['tie then same leader again: no change', [{ H: 1, B: 0 }, { H: 1, B: 1 }, { H: 2, B: 1 }], 0, 1],
  ])('%s', (_name, scores, changes, ties) => {
    const stats = leadStats(scores);
    expect(stats.leadChanges).toBe(changes);
    expect(stats.ties).toBe(ties);
  });
  test('largest lead per side', () => {
    expect(leadStats([{ H: 3, B: 0 }, { H: 3, B: 5 }, { H: 6, B: 5 }]).largestLead).toEqual({ H: 3, B: 2 });
  });
});

describe('hockey flow from live events', () => {
  const events = [
    ev({ EventType: 2, TypeName: 'Match start', Period: 1, PeriodName: '1. periode' }),
    shot('H', 1, '02:00'),
    goal('H', 1, '05:00', 'Ola Nordmann'),
    shot('A', 1, '10:00'),
    ev({ MatchEventType: 'Penalty', Team: 'A', Period: 1, PeriodTime: '11:00' }),
    goal('A', 2, '01:00', 'Per Hansen'),
    goal('A', 2, '10:00', 'Per Hansen'),
    ev({ MatchEventType: 'PenaltyShot', Team: 'H', Period: 3, PeriodTime: '15:00', ResultText: 'Goal', Player: player('Kari', 'Berg') }),
    ev({ MatchEventType: 'PenaltyShot', Team: 'A', Period: 3, PeriodTime: '16:00', ResultText: 'Miss' }),
    ev({ MatchEventType: 'Faceoff', Team: 'H', Period: 3, PeriodTime: '16:30' }),
  ];
  const flow = hockeyFlowFromLive(events, false);
  test('shots are recorded shots plus goals, per period and in total', () => {
    expect(flow.perSegment.map((p) => p.shots)).toEqual([
      { H: 2, B: 1 },
      { H: 0, B: 2 },
      { H: 1, B: 0 },
    ]);
    expect(flow.totals).toEqual({ shots: { H: 3, B: 3 }, goals: { H: 2, B: 2 } });
    expect(flow.final).toEqual({ H: 2, B: 2 });
  });
  test('the cumulative series ends at the totals and is placed by period time', () => {
    expect(flow.shots.H.at(-1)).toEqual({ x: 2 + 15 / 20, y: 3 });
    expect(flow.shots.B.map((p) => p.y)).toEqual([0, 1, 2, 3]);
    expect(flow.shots.B[1]?.x).toBeCloseTo(0.5);
  });
  test('goals carry the scorer and the running score; lead changes counted', () => {
    expect(flow.goals.map((g) => [g.scorer, g.score.H, g.score.B, g.segment])).toEqual([
      ['Ola Nordmann', 1, 0, 0],
      ['Per Hansen', 1, 1, 1],
      ['Per Hansen', 1, 2, 1],
      ['Kari Berg', 2, 2, 2],
    ]);
    expect(flow.leadChanges).toBe(1);
    expect(flow.span).toBe(3);
  });
  test('the shootout is not shots; its winner gets the deciding goal once the match has ended', () => {
    const shootout = [
      ...events,
      ev({ MatchEventType: 'Shootout', Team: 'H', Period: 5, PeriodName: 'Shootout', ResultText: 'Goal' }),
      ev({ MatchEventType: 'Shootout', Team: 'A', Period: 5, PeriodName: 'Shootout', ResultText: 'Miss' }),
    ];
    expect(hockeyFlowFromLive(shootout, false).final).toEqual({ H: 2, B: 2 });
    const ended = hockeyFlowFromLive(shootout, true);
    expect(ended.final).toEqual({ H: 3, B: 2 });
    expect(ended.shootout).toEqual({ H: 1, B: 0 });
    expect(ended.totals.shots).toEqual({ H: 3, B: 3 });
    expect(ended.segments.map((s) => s.label.kind)).toEqual(['period', 'period', 'period']);
  });
  test('no events: an empty flow over regulation', () => {
    const empty = hockeyFlowFromLive([], false);
    expect(empty.totals).toEqual({ shots: { H: 0, B: 0 }, goals: { H: 0, B: 0 } });
    expect(empty.span).toBe(3);
    expect(empty.shots.H).toEqual([{ x: 0, y: 0 }]);
  });
});

describe('hockey flow from the finished record', () => {
  const record = {
    periods: [periodResult(1, 1, 0), periodResult(2, 0, 1), periodResult(3, 0, 0), periodResult(4, 0, 0, 'overtime'), periodResult(5, 2, 1, 'shootout')],
    incidents: [incident('Shot', 'H', 1), incident('Shot', 'H', 1), incident('Shot', 'B', 2), incident('Shot', 'B', 4), incident('Penalty', 'H', 3)],
    penalties: [],
    goals: [aGoal('H', 1, '04:00', 'Hansen'), aGoal('B', 2, '19:00', 'Berg'), aGoal('H', 5, '00:00', 'Shootout')],
  };
  const flow = hockeyFlowFromRecord(record);
  test('per-period shots = shot incidents + goals; the shootout is left out of shots and segments', () => {
    expect(flow.perSegment).toEqual([
      { shots: { H: 3, B: 0 }, goals: { H: 1, B: 0 } },
      { shots: { H: 0, B: 2 }, goals: { H: 0, B: 1 } },
      { shots: { H: 0, B: 0 }, goals: { H: 0, B: 0 } },
      { shots: { H: 0, B: 1 }, goals: { H: 0, B: 0 } },
    ]);
    expect(flow.segments.map((s) => s.label)).toEqual([{ kind: 'period', n: 1 }, { kind: 'period', n: 2 }, { kind: 'period', n: 3 }, { kind: 'overtime' }]);
    expect(flow.span).toBe(4);
  });
  test('the final score counts one goal for the shootout winner; shootout goals kept apart', () => {
    expect(flow.totals.goals).toEqual({ H: 1, B: 1 });
    expect(flow.final).toEqual({ H: 2, B: 1 });
    expect(flow.shootout).toEqual({ H: 2, B: 1 });
  });
  test('shots drawn at period ends; goals at their times, shootout attempts not marked', () => {
    expect(flow.shotsByPeriod).toBe(true);
    expect(flow.shots.H.map((p) => [p.x, p.y])).toEqual([[0, 0], [1, 3], [2, 3], [3, 3], [4, 3]]);
    expect(flow.goals.map((g) => [g.scorer, g.x])).toEqual([
      ['Kari Hansen', 0.2],
      ['Kari Berg', 1.95],
    ]);
    expect(flow.leadChanges).toBe(0);
  });
});

describe('basketball lead tracker', () => {
  const made = (Team: 'H' | 'A', Period: number, PeriodTime: string, ShotResult: number) => ev({ MatchEventType: 'Shot', Team, Period, PeriodTime, ShotResult });
  test('from live events: made shots only, diff after each, lead changes and ties', () => {
    const flow = basketballFlowFromLive([
      made('H', 1, '01:00', 200443),
      made('A', 1, '02:00', 200581),
      made('A', 1, '03:00', 200442),
      made('H', 2, '01:00', 200444),
      made('H', 2, '02:00', 200444),
      ev({ MatchEventType: 'Foul', Team: 'A', Period: 2 }),
    ]);
    expect(flow.diff.map((p) => p.y)).toEqual([0, 2, -1, 0, 1]);
    expect(flow.final).toEqual({ H: 4, B: 3 });
    expect(flow.leadChanges).toBe(2);
    expect(flow.ties).toBe(1);
    expect(flow.largestLead).toEqual({ H: 2, B: 1 });
    expect(flow.perSegment).toEqual([
      { points: { H: 2, B: 3 }, diffAtEnd: -1 },
      { points: { H: 2, B: 0 }, diffAtEnd: 1 },
    ]);
    expect(flow.diff[1]?.x).toBeCloseTo(0.1);
  });
  test('from the record: made-shot incidents in order; misses and other incidents ignored', () => {
    const flow = basketballFlowFromRecord(
      [periodResult(1, 2, 3), periodResult(2, 2, 0), periodResult(5, 0, 0)],
      [incident('Shot', 'H', 1, 200443), incident('Shot', 'B', 1, 200580), incident('Shot', 'B', 1, 200442), incident('Foul', 'B', 1), incident('Shot', 'H', 2, 200443)],
    );
    expect(flow.final).toEqual({ H: 4, B: 3 });
    expect(flow.leadChanges).toBe(2);
    expect(flow.segments.map((s) => s.label)).toEqual([{ kind: 'period', n: 1 }, { kind: 'period', n: 2 }, { kind: 'extra', n: 1 }]);
    expect(flow.span).toBe(4);
  });
  test('from period results alone when there are no shot incidents', () => {
    const flow = basketballFlowFromRecord([periodResult(1, 20, 15), periodResult(2, 10, 18)], []);
    expect(flow.final).toEqual({ H: 30, B: 33 });
    expect(flow.perSegment.map((p) => p.diffAtEnd)).toEqual([5, -3]);
    expect(flow.leadChanges).toBe(1);
  });
});

describe('volleyball point progression', () => {
  const point = (Team: 'H' | 'A', Period: number) => ev({ MatchEventType: 'Point', Team, Period });
  test('from live events: points per set reset at each set; the open set is not won yet', () => {
    const events = [point('H', 1), point('H', 1), point('A', 1), point('A', 2), point('A', 2), ev({ MatchEventType: 'Timeout', Team: 'H', Period: 2 })];
    const live = volleyballFlowFromLive(events, false);
    expect(live.perSegment).toEqual([
      { points: { H: 2, B: 1 }, winner: 'H' },
      { points: { H: 0, B: 2 }, winner: null },
    ]);
    expect(live.setsWon).toEqual({ H: 1, B: 0 });
    expect(live.points.B.map((p) => [p.x, p.y])).toEqual([[0, 0], [1, 1], [1, 0], [1.5, 1], [2, 2]]);
    expect(volleyballFlowFromLive(events, true).setsWon).toEqual({ H: 1, B: 1 });
  });
  test('from the record: point incidents, else the set results', () => {
    const withPoints = volleyballFlowFromRecord([periodResult(1, 2, 1)], [incident('Point', 'H', 1), incident('Point', 'B', 1), incident('Point', 'H', 1)]);
    expect(withPoints.perSegment).toEqual([{ points: { H: 2, B: 1 }, winner: 'H' }]);
    const resultsOnly = volleyballFlowFromRecord([periodResult(1, 25, 20), periodResult(2, 23, 25)], []);
    expect(resultsOnly.perSegment.map((p) => p.points)).toEqual([{ H: 25, B: 20 }, { H: 23, B: 25 }]);
    expect(resultsOnly.setsWon).toEqual({ H: 1, B: 1 });
  });
});
