/**
 * Issue 25 cases 2 and 3 at the boundary: goal and penalty clocks in the integer mmss form, goal types as
 * SPEC §3 codes, and the periods of basketball and volleyball numbered by their order and names, never by
 * the hockey federation's 200050 + n.
 */
import { basketballPeriods } from '../../../src/client/domain/match/basketball';
import { goalType } from '../../../src/client/domain/match/hockey';
import { decidedInFromPeriods } from '../../../src/client/domain/match/status';
import { setScores } from '../../../src/client/domain/match/volleyball';
import { hockeyGoalTypeCode, hockeyGoalTypeId, HOCKEY_GOAL_TYPE } from '../../../src/shared/contract';
import { parseLiveEvent } from '../../../src/shared/wire/live';
import { matchResponseParsers, parseGoal, parsePenalty } from '../../../src/shared/wire/match';
import { clockTime } from '../../../src/shared/wire/read';
import { resetWireWarnings } from '../../../src/shared/wire/report';

let warn: jest.SpyInstance;
beforeEach(() => {
  resetWireWarnings();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** The fields the wire warnings named, e.g. "goals[].goalType". */
const reported = (): string[] => warn.mock.calls.map(([line]) => String(line).replace(/^\[wire\] [^:]+: (\S+) could not be read.*$/s, '$1'));

describe('game clocks: "mm:ss" and the integer mmss form (issue 25 case 2)', () => {
  it.each([
    [512, '05:12'],
    [1405, '14:05'],
    [5, '00:05'],
    [0, '00:00'],
    [59, '00:59'],
    [2000, '20:00'],
    ['512', '05:12'],
    [' 1405 ', '14:05'],
    ['5', '00:05'],
    ['0', '00:00'],
    ['05:12', '05:12'],
    ['5:12', '05:12'],
    ['00:05:12', '05:12'],
    ['1:05:00', '65:00'],
  ])('%j reads as %j', (raw, expected) => {
    expect(clockTime({ periodTime: raw }, 'periodTime')).toBe(expected);
  });

  it.each([560, 99, 5.12, -512, 10000, '5:60', 'five past', true])('%j is no clock, and is reported', (raw) => {
    const report = { unreadable: jest.fn(), at: jest.fn() };
    expect(clockTime({ periodTime: raw }, 'periodTime', report)).toBeNull();
    expect(report.unreadable).toHaveBeenCalledWith('periodTime', raw);
  });

  it.each([null, undefined, '', '  '])('%j is a missing clock, not reported', (raw) => {
    const report = { unreadable: jest.fn(), at: jest.fn() };
    expect(clockTime({ periodTime: raw }, 'periodTime', report)).toBeNull();
    expect(report.unreadable).not.toHaveBeenCalled();
  });

  it('a goal periodTime and a penalty servingStartTime in mmss reach the contract as "mm:ss"', () => {
    const goals = matchResponseParsers.hockeyGoals([
      { personId: 1, homeOrAwayTeam: 'H', periodId: 1, periodTime: 512 },
      { personId: 2, homeOrAwayTeam: 'B', periodId: 2, periodTime: '1405' },
      { personId: 3, homeOrAwayTeam: 'H', periodId: 3, periodTime: 5 },
      { personId: 4, homeOrAwayTeam: 'H', periodId: 3, periodTime: '19:58' },
    ]);
    expect(goals.map((goal) => goal.periodTime)).toEqual(['05:12', '14:05', '00:05', '19:58']);
    const penalties = matchResponseParsers.hockeyPenalties([
      { personId: 1, servingStartPeriodId: 1, servingStartTime: 0 },
      { personId: 2, servingStartPeriodId: 2, servingStartTime: 945 },
    ]);
    expect(penalties.map((penalty) => penalty.servingStartTime)).toEqual(['00:00', '09:45']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('an unreadable clock is empty (a dash on the page) and reported under its field', () => {
    expect(parseGoal({ personId: 1, homeOrAwayTeam: 'H', periodTime: 575 })?.periodTime).toBe('');
    expect(parsePenalty({ personId: 1, servingStartTime: 'soon' })?.servingStartTime).toBe('');
    expect(reported()).toEqual(['goals[].periodTime', 'penalties[].servingStartTime']);
  });

  it('a live PeriodTime in mmss is "mm:ss" too', () => {
    expect(parseLiveEvent({ ClientId: 'a', MatchEventType: 'Goal', PeriodTime: 1405 })?.PeriodTime).toBe('14:05');
    expect(parseLiveEvent({ ClientId: 'b', MatchEventType: 'Goal', PeriodTime: '07:30' })?.PeriodTime).toBe('07:30');
  });
});

describe('goal types: goalTypeId and the SPEC §3 code in goalType (issue 25 case 2)', () => {
  it('the contract maps each SPEC §3 code to its id and back', () => {
    expect(Object.entries(HOCKEY_GOAL_TYPE)).toEqual([
      ['EQ', 200141],
      ['PP1', 200142],
      ['PP2', 200143],
      ['SH1', 200144],
      ['SH2', 200145],
    ]);
    for (const [code, id] of Object.entries(HOCKEY_GOAL_TYPE)) {
      expect(hockeyGoalTypeId(code)).toBe(id);
      expect(hockeyGoalTypeCode(id)).toBe(code);
    }
    expect(hockeyGoalTypeId(' pp2 ')).toBe(200143);
    expect(hockeyGoalTypeId('EN')).toBeNull();
    expect(hockeyGoalTypeCode(200146)).toBeNull();
  });

  it.each([
    ['the id alone', { goalTypeId: 200142 }, 'PP1'],
    ['the id as text', { goalTypeId: '200144' }, 'SH1'],
    ['the code alone', { goalType: 'PP1' }, 'PP1'],
    ['the code in lower case with spaces', { goalType: ' sh2 ' }, 'SH2'],
    ['both', { goalTypeId: 200141, goalType: 'EQ' }, 'EQ'],
    ['the code beside a 0 id', { goalTypeId: 0, goalType: 'PP2' }, 'PP2'],
    ['the id in the code field', { goalType: '200145' }, 'SH2'],
  ])('%s reads as the type', (_label, fields, code) => {
    const goal = parseGoal({ personId: 1, homeOrAwayTeam: 'H', ...fields });
    expect(goalType(goal?.goalTypeId ?? 0)).toBe(code);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown code', { goalType: 'EN' }, ['goals[].goalType']],
    ['an unknown id', { goalTypeId: 200199 }, ['goals[].goalTypeId']],
    ['an unknown id and code', { goalTypeId: 7, goalType: 'GWG' }, ['goals[].goalTypeId', 'goals[].goalType']],
  ])('%s is a dash, and is reported', (_label, fields, expectedFields) => {
    const goal = parseGoal({ personId: 1, homeOrAwayTeam: 'H', ...fields });
    expect(goal?.goalTypeId).toBe(0);
    expect(goalType(goal?.goalTypeId ?? 0)).toBe('');
    expect(reported()).toEqual(expectedFields);
  });

  it('no type at all is a dash, not reported', () => {
    expect(parseGoal({ personId: 1, homeOrAwayTeam: 'H' })?.goalTypeId).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a live goal with the code reads as the id', () => {
    expect(parseLiveEvent({ ClientId: 'a', MatchEventType: 'Goal', GoalType: 'SH1' })?.GoalType).toBe(200144);
    expect(parseLiveEvent({ ClientId: 'b', MatchEventType: 'Goal', GoalType: 200142 })?.GoalType).toBe(200142);
  });
});

const result = (id: unknown, name: unknown, home: number, away: number) => ({ partialResultTypeId: id, partialResultType: name, homeGoals: home, awayGoals: away });
const numbers = (raw: unknown) => matchResponseParsers.matchIncidents(raw).matchPeriodResults.map((period) => [period.partialResultTypeId, period.partialResultType]);

describe('periods of every sport by name and order, never by 200050 + n (issue 25 case 3)', () => {
  // Basketball with ids the site does not know: 200054… would be extra periods 5-8 by the hockey table.
  const basketball = {
    matchPeriodResults: [
      result(200054, '1. periode', 22, 18),
      result(200055, '2. periode', 19, 20),
      result(200056, '3. periode', 25, 17),
      result(200057, '4. periode', 16, 21),
    ],
    matchIncidents: [
      { incidentType: 'Foul', team: 'H', partialResultTypeId: 200054, personId: 5, incidentTypeId: 200447 },
      { incidentType: 'Foul', team: 'B', partialResultTypeId: 200057, personId: 6, incidentTypeId: 200447 },
    ],
  };

  it('basketball with unknown ids and period names: quarters 1-4, their fouls in them, decided in regulation', () => {
    const { matchPeriodResults, matchIncidents } = matchResponseParsers.matchIncidents(basketball);
    const columns = basketballPeriods(matchPeriodResults, matchIncidents);
    expect(columns.map((column) => [column.label, column.points.H, column.points.B, column.fouls.H, column.fouls.B])).toEqual([
      ['P1', 22, 18, 1, 0],
      ['P2', 19, 20, 0, 0],
      ['P3', 25, 17, 0, 0],
      ['P4', 16, 21, 0, 1],
    ]);
    expect(decidedInFromPeriods('basketball', matchPeriodResults)).toBe('regulation');
    expect(warn).not.toHaveBeenCalled();
  });

  it('basketball with unknown ids and no names: by their order', () => {
    const unnamed = { ...basketball, matchPeriodResults: basketball.matchPeriodResults.map((period) => ({ ...period, partialResultType: null })) };
    expect(numbers(unnamed)).toEqual([
      [1, 'periods'],
      [2, 'periods'],
      [3, 'periods'],
      [4, 'periods'],
    ]);
  });

  it('basketball extra periods: "1. ekstraomgang", "Overtid" follow the quarters as overtime', () => {
    const extra = {
      matchPeriodResults: [...basketball.matchPeriodResults, result(200058, '1. ekstraomgang', 10, 8), result(200059, 'Overtid', 9, 7)],
      matchIncidents: [],
    };
    const { matchPeriodResults } = matchResponseParsers.matchIncidents(extra);
    expect(matchPeriodResults.slice(4).map((period) => [period.partialResultTypeId, period.partialResultType])).toEqual([
      [5, 'overtime'],
      [6, 'overtime'],
    ]);
    expect(basketballPeriods(matchPeriodResults, []).map((column) => column.label)).toEqual(['P1', 'P2', 'P3', 'P4', 'E1', 'E2']);
    expect(decidedInFromPeriods('basketball', matchPeriodResults)).toBe('overtime');
  });

  it('names decide over the order: "2. sett" listed first is set 2', () => {
    expect(numbers({ matchPeriodResults: [result(900, '2. sett', 25, 20), result(901, '1. sett', 22, 25)], matchIncidents: [] })).toEqual([
      [2, 'periods'],
      [1, 'periods'],
    ]);
  });

  it('volleyball: sets by name or order; the unplayed 0-0 sets are listed but are not played sets', () => {
    const raw = {
      matchPeriodResults: [
        result(200300, '1. sett', 25, 21),
        result(200301, '2. sett', 23, 25),
        result(200302, '3. sett', 25, 19),
        result(200303, '4. sett', 25, 22),
        result(200304, '5. sett', 0, 0),
      ],
      matchIncidents: [{ incidentType: 'Point', team: 'B', partialResultTypeId: 200303, personId: null, incidentTypeId: 1 }],
    };
    const { matchPeriodResults, matchIncidents } = matchResponseParsers.matchIncidents(raw);
    expect(matchIncidents.map((incident) => incident.partialResultTypeId)).toEqual([4]);
    const sets = setScores(matchPeriodResults);
    expect(sets.map((set) => [set.set, set.home, set.away])).toEqual([
      [1, 25, 21],
      [2, 23, 25],
      [3, 25, 19],
      [4, 25, 22],
    ]);
    const unnamed = setScores(
      matchResponseParsers.matchIncidents({ ...raw, matchPeriodResults: raw.matchPeriodResults.map((period) => ({ ...period, partialResultType: 'periods' })) }).matchPeriodResults,
    );
    expect(unnamed).toEqual(sets);
  });

  it('hockey federation ids in the period results: by order, meeting the goals that carry the same ids', () => {
    const incidents = matchResponseParsers.matchIncidents({
      matchPeriodResults: [result(200050, null, 1, 0), result(200051, null, 0, 0), result(200052, null, 1, 1), result(200053, 'Overtid', 1, 0)],
      matchIncidents: [{ incidentType: 'Shot', team: 'H', partialResultTypeId: 200053, incidentTypeId: 301 }],
    });
    const goals = matchResponseParsers.hockeyGoals([{ personId: 1, homeOrAwayTeam: 'H', periodId: 200053, periodTime: 212 }]);
    expect(incidents.matchPeriodResults.map((period) => [period.partialResultTypeId, period.partialResultType])).toEqual([
      [1, 'periods'],
      [2, 'periods'],
      [3, 'periods'],
      [4, 'overtime'],
    ]);
    expect([incidents.matchIncidents[0]?.partialResultTypeId, goals[0]?.periodId]).toEqual([4, 4]);
  });

  it('the contract’s own numbers stand: 1-5 with a shootout', () => {
    expect(
      numbers({
        matchPeriodResults: [result(1, 'periods', 1, 0), result(3, 'periods', 0, 1), result(2, 'periods', 0, 0), result(4, 'overtime', 0, 0), result(5, 'shootout', 2, 1)],
        matchIncidents: [],
      }),
    ).toEqual([
      [1, 'periods'],
      [3, 'periods'],
      [2, 'periods'],
      [4, 'overtime'],
      [5, 'shootout'],
    ]);
  });

  it('a list that would number two periods alike goes by its order, and is reported; an unknown name is reported', () => {
    expect(numbers({ matchPeriodResults: [result(900, '1. periode', 1, 0), result(901, '1. periode', 0, 1), result(902, 'Gullsett', 2, 0)], matchIncidents: [] })).toEqual([
      [1, 'periods'],
      [2, 'periods'],
      [3, 'periods'],
    ]);
    expect(reported()).toEqual(['matchPeriodResults[].partialResultType', 'matchPeriodResults[].partialResultTypeId']);
  });

  it('past period 12 the rest is dropped, and reported', () => {
    const many = Array.from({ length: 13 }, (_, index) => result(300 + index, null, 1, 0));
    expect(numbers({ matchPeriodResults: many, matchIncidents: [] })).toHaveLength(12);
    expect(reported()).toEqual(['matchPeriodResults']);
  });

  it('an incident whose period the results do not list keeps a contract number, else has none and is reported', () => {
    const { matchIncidents } = matchResponseParsers.matchIncidents({
      matchPeriodResults: [result(200300, '1. sett', 25, 20)],
      matchIncidents: [
        { incidentType: 'Point', team: 'H', partialResultTypeId: 2, incidentTypeId: 1 },
        { incidentType: 'Point', team: 'H', partialResultTypeId: 200301, incidentTypeId: 1 },
      ],
    });
    expect(matchIncidents.map((incident) => incident.partialResultTypeId)).toEqual([2, 0]);
    expect(reported()).toEqual(['matchIncidents[].partialResultTypeId']);
  });
});
