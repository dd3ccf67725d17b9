/**
 * Issue 11 case 6: every played period (1-3, overtime, shootout, play-off periods up to 12) on the hockey
 * match page, a running score on each goal, the shootout, and a total column; and how a finished match was
 * decided, read from its period results (the header's "Final (OT)" / "Final (SO)").
 */
import type { Goal, Penalty, PeriodResult } from '../../../../src/shared/contract';
import { fixtureName, rem, STREAM_BUTTON_WIDTH } from '../../../../src/client/domain/match/common';
import { gameDetails, penaltiesByPeriod, penaltyTotals, playedPeriods, scoringSummary, type HockeyRecord } from '../../../../src/client/domain/match/hockey';
import { decidedInFromPeriods, decidedInFromResult, withDecidedIn } from '../../../../src/client/domain/match/status';

const period = (id: number, home: number, away: number, type: PeriodResult['partialResultType'] = 'periods'): PeriodResult => ({
  partialResultTypeId: id,
  partialResultType: type,
  homeGoals: home,
  awayGoals: away,
});
const goal = (periodId: number, periodTime: string, side: 'H' | 'B', personId = 1): Goal => ({
  personId, orgId: side === 'H' ? 9 : 8, teamName: side === 'H' ? 'Storhamar' : 'Vålerenga', shirtNo: 10, firstName: 'Ola', lastName: `Nordmann${personId}`,
  firstAssistPersonId: null, firstAssistShirtNo: null, firstAssistFirstName: null, firstAssistLastName: null,
  secondAssistPersonId: null, secondAssistShirtNo: null, secondAssistFirstName: null, secondAssistLastName: null,
  goalTypeId: 200141, periodId, periodTime, homeOrAwayTeam: side, onIceHomeTeamShirtNo: '', onIceAwayTeamShirtNo: '',
});
const penalty = (periodId: number, orgId: number, minutes: number): Penalty => ({
  personId: 5, orgId, teamName: 'T', shirtNo: 4, firstName: 'P', lastName: 'Q', infractionType: 'Hooking',
  severityType: `Hooking - ${minutes} min`, servingStartTime: '10:00', servingStartPeriodId: periodId,
});
const sideOf = (orgId: number) => (orgId === 9 ? 'H' : orgId === 8 ? 'B' : null);
const record = (overrides: Partial<HockeyRecord>): HockeyRecord => ({ periods: [], incidents: [], penalties: [], goals: [], ...overrides });

/** The case of the issue: 4-4 after overtime, the away side wins the shootout 1-2, the header says 4-5. */
const shootoutMatch = record({
  periods: [period(1, 2, 1), period(2, 0, 2), period(3, 2, 1), period(4, 0, 0, 'overtime'), period(5, 1, 2, 'shootout')],
  goals: [
    goal(1, '03:10', 'H'), goal(1, '11:00', 'B'), goal(1, '15:42', 'H'),
    goal(2, '02:00', 'B'), goal(2, '19:59', 'B'),
    goal(3, '01:00', 'H'), goal(3, '07:30', 'B'), goal(3, '18:01', 'H'),
  ],
  // Penalties only in periods 1 and 2: periods 3, SD and SO must still have a column.
  penalties: [penalty(1, 9, 2), penalty(2, 8, 2), penalty(2, 8, 10)],
});

describe('played periods', () => {
  it('lists every period of the results, periods without any event included, with the SPEC §2 labels', () => {
    expect(playedPeriods(shootoutMatch).map((p) => p.label)).toEqual(['1', '2', '3', 'SD', 'SO']);
  });

  it('a play-off continues with full periods: "5" is the fifth period, not a shootout', () => {
    const playoff = record({ periods: [period(1, 1, 0), period(2, 1, 1), period(3, 1, 2), period(4, 0, 0), period(5, 0, 1)] });
    expect(playedPeriods(playoff).map((p) => [p.label, p.kind])).toEqual([['1', 'regular'], ['2', 'regular'], ['3', 'regular'], ['4', 'regular'], ['5', 'regular']]);
  });

  it('keeps a period only an event names (never drops a penalty), and nothing past period 12', () => {
    const played = playedPeriods(record({ periods: [period(1, 0, 0)], penalties: [penalty(3, 9, 2), penalty(13, 9, 2)] }));
    expect(played.map((p) => p.label)).toEqual(['1', '3']);
  });
});

describe('game details with a total column', () => {
  it('goals per period and the total = the final score: the SO column is the winner’s one deciding goal, so each row adds up (issue 24 case 2)', () => {
    const details = gameDetails(shootoutMatch, sideOf);
    expect(details.periods.map((p) => [p.label, p.goals.H, p.goals.B])).toEqual([['1', 2, 1], ['2', 0, 2], ['3', 2, 1], ['SD', 0, 0], ['SO', 0, 1]]);
    expect(details.total.goals).toEqual({ H: 4, B: 5 });
    for (const side of ['H', 'B'] as const) expect(details.periods.reduce((sum, p) => sum + p.goals[side], 0)).toBe(details.total.goals[side]);
    // The attempts scored stand apart, labelled as the shootout's.
    expect(details.shootout).toEqual({ H: 1, B: 2 });
  });

  it('shots leave the shootout out (its attempts are not shots on goal); penalty minutes count every period', () => {
    const details = gameDetails(shootoutMatch, sideOf);
    expect(details.periods.map((p) => p.shots)).toEqual([{ H: 2, B: 1 }, { H: 0, B: 2 }, { H: 2, B: 1 }, { H: 0, B: 0 }, null]);
    expect(details.total.shots).toEqual({ H: 4, B: 4 });
    expect(details.periods.map((p) => p.penaltyMinutes)).toEqual([{ H: 2, B: 0 }, { H: 0, B: 12 }, { H: 0, B: 0 }, { H: 0, B: 0 }, { H: 0, B: 0 }]);
    expect(details.total.penaltyMinutes).toEqual({ H: 2, B: 12 });
  });

  it('penalty totals have a column per played period, empty ones at 0, and the total', () => {
    const totals = penaltyTotals(shootoutMatch.penalties, playedPeriods(shootoutMatch), sideOf);
    expect(totals.periods.map(({ period: p, minutes }) => `${p.label}:${minutes.H}-${minutes.B}`)).toEqual(['1:2-0', '2:0-12', '3:0-0', 'SD:0-0', 'SO:0-0']);
    expect(totals.total).toEqual({ H: 2, B: 12 });
  });

  it('penalties per period: one group per played period, in time order', () => {
    const groups = penaltiesByPeriod(shootoutMatch.penalties, playedPeriods(shootoutMatch));
    expect(groups.map((group) => [group.period.label, group.penalties.length])).toEqual([['1', 1], ['2', 2], ['3', 0], ['SD', 0], ['SO', 0]]);
  });
});

describe('scoring summary', () => {
  const score = (s: { H: number; B: number }) => `${s.H}-${s.B}`;

  it('gives each goal the running score, in match order', () => {
    const summary = scoringSummary(shootoutMatch);
    expect(summary.lines.map((line) => score(line.score))).toEqual(['1-0', '1-1', '2-1', '2-2', '2-3', '3-3', '3-4', '4-4']);
  });

  it('ends with the shootout: its goals, its winner and the final score after the deciding goal (4-5, not 4-4)', () => {
    const { shootout } = scoringSummary(shootoutMatch);
    expect(shootout).toMatchObject({ periodId: 5, goals: { H: 1, B: 2 }, winner: 'B', score: { H: 4, B: 5 }, scored: [] });
  });

  it('an overtime goal is a goal of the score, with its period', () => {
    const summary = scoringSummary(record({ periods: [period(1, 0, 0), period(2, 0, 0), period(3, 0, 0), period(4, 1, 0, 'overtime')], goals: [goal(4, '01:38', 'H')] }));
    expect(summary.lines.map((line) => [line.period.label, score(line.score)])).toEqual([['SD', '1-0']]);
    expect(summary.shootout).toBeNull();
  });

  it('goals the list carries in the shootout period are attempts, not goals of the score', () => {
    const summary = scoringSummary(record({
      periods: [period(1, 1, 1), period(2, 0, 0), period(3, 0, 0), period(4, 0, 0, 'overtime'), period(5, 2, 1, 'shootout')],
      goals: [goal(1, '05:00', 'H'), goal(1, '06:00', 'B'), goal(5, '00:00', 'H', 7), goal(5, '00:00', 'B', 8), goal(5, '00:00', 'H', 9)],
    }));
    expect(summary.lines.map((line) => score(line.score))).toEqual(['1-0', '1-1']);
    expect(summary.shootout?.scored.map((g) => g.personId)).toEqual([7, 8, 9]);
    expect(summary.shootout?.score).toEqual({ H: 2, B: 1 });
  });
});

describe('the shootout, per attempt and team (issue 24 case 2)', () => {
  const shootoutRecord = (so: [number, number], attempts: ['H' | 'B', number][]) =>
    record({
      periods: [period(1, 1, 0), period(2, 0, 0), period(3, 0, 1), period(4, 0, 0, 'overtime'), period(5, so[0], so[1], 'shootout')],
      goals: [goal(1, '05:14', 'H'), goal(3, '19:07', 'B'), ...attempts.map(([side, id]) => goal(5, '00:00', side, id))],
    });

  it('the case of the issue: 3-1 in the shootout, the deciding goal is the winner’s second, never a loser’s shooter', () => {
    // Home scores (85), home (18), away (25), home (70): home led for good after its second goal (18).
    const { shootout } = scoringSummary(shootoutRecord([3, 1], [['H', 85], ['H', 18], ['B', 25], ['H', 70]]));
    expect(shootout?.winner).toBe('H');
    expect(shootout?.deciding?.personId).toBe(18);
    expect(shootout?.deciding?.homeOrAwayTeam).toBe('H');
    expect(shootout?.attempts.map((a) => [a.goal.personId, a.side, `${a.tally.H}-${a.tally.B}`])).toEqual([
      [85, 'H', '1-0'], [18, 'H', '2-0'], [25, 'B', '2-1'], [70, 'H', '3-1'],
    ]);
    expect(shootout?.score).toEqual({ H: 2, B: 1 });
  });

  it('an away win in sudden-death rounds: the deciding goal is its (n+1)th when home scored n', () => {
    const { shootout } = scoringSummary(shootoutRecord([2, 3], [['H', 1], ['B', 2], ['B', 3], ['H', 4], ['B', 5]]));
    expect(shootout?.winner).toBe('B');
    expect(shootout?.deciding?.personId).toBe(5);
  });

  it('a 1-0 shootout, and one whose scorers the goal list lacks: the deciding goal is unknown, not guessed', () => {
    expect(scoringSummary(shootoutRecord([1, 0], [['H', 9]])).shootout?.deciding?.personId).toBe(9);
    const unknown = scoringSummary(shootoutRecord([1, 0], [])).shootout;
    expect(unknown?.winner).toBe('H');
    expect(unknown?.deciding).toBeNull();
    expect(unknown?.attempts).toEqual([]);
  });

  it('a shootout at 0-0 (a record not finished): no winner, no deciding goal, a 0-0 SO column', () => {
    const match = shootoutRecord([0, 0], []);
    expect(scoringSummary(match).shootout).toMatchObject({ winner: null, deciding: null, score: { H: 1, B: 1 } });
    const details = gameDetails(match, sideOf);
    expect(details.periods.at(-1)).toMatchObject({ label: 'SO', goals: { H: 0, B: 0 } });
    expect(details.total.goals).toEqual({ H: 1, B: 1 });
  });

  it('the demo’s 3-1 shootout: the game details row adds up to the final 3-2 and the 3-1 stands apart', () => {
    const details = gameDetails(shootoutRecord([3, 1], [['H', 85], ['H', 18], ['B', 25], ['H', 70]]), sideOf);
    expect(details.periods.map((p) => p.goals.H)).toEqual([1, 0, 0, 0, 1]);
    expect(details.periods.map((p) => p.goals.B)).toEqual([0, 0, 1, 0, 0]);
    expect(details.total.goals).toEqual({ H: 2, B: 1 });
    expect(details.shootout).toEqual({ H: 3, B: 1 });
  });

  it('no shootout: no shootout tally', () => {
    expect(gameDetails(record({ periods: [period(1, 1, 0), period(2, 0, 0), period(3, 0, 0)] }), sideOf).shootout).toBeNull();
  });
});

describe('how a finished match was decided, from its record’s result text (issue 24 case 4)', () => {
  it.each([
    ['3 - 2 (SO)', 'shootout'],
    ['3-2 SO', 'shootout'],
    ['2 - 1 (e.s.)', 'shootout'],
    ['2–1 straffer', 'shootout'],
    ['3 - 4 (OT)', 'overtime'],
    ['3-4 e.o.', 'overtime'],
    ['1 - 0 [SD]', 'overtime'],
    ['3 - 2', null],
    ['3 - 2 ()', null],
    ['3 - 2 (abandoned)', null],
    ['', null],
    ['SO', null],
  ] as const)('%j → %s', (text, expected) => expect(decidedInFromResult({ matchEndResult: text })).toBe(expected));

  it('no result: unknown', () => expect(decidedInFromResult(null)).toBeNull());
});

describe('how a finished match was decided, from its period results', () => {
  it.each([
    ['hockey regulation', 'hockey', [period(1, 1, 0), period(2, 0, 0), period(3, 0, 0)], 'regulation'],
    ['hockey overtime', 'hockey', [period(1, 0, 0), period(2, 0, 0), period(3, 0, 0), period(4, 1, 0, 'overtime')], 'overtime'],
    ['hockey shootout', 'hockey', shootoutMatch.periods, 'shootout'],
    ['hockey play-off 5th period', 'hockey', [period(1, 0, 0), period(2, 0, 0), period(3, 0, 0), period(4, 0, 0), period(5, 1, 0)], 'overtime'],
    ['basketball extra period', 'basketball', [period(1, 20, 20), period(2, 20, 20), period(3, 20, 20), period(4, 20, 20), period(5, 9, 7, 'overtime')], 'overtime'],
    ['volleyball five sets', 'volleyball', [period(1, 25, 20), period(5, 15, 13)], 'regulation'],
    ['nothing known', 'hockey', [], null],
  ] as const)('%s', (_name, sport, periods, expected) => expect(decidedInFromPeriods(sport, periods)).toBe(expected));

  it('fills in a final the feed did not explain, and leaves everything else as it is', () => {
    expect(withDecidedIn({ kind: 'final', decidedIn: null }, 'hockey', shootoutMatch.periods)).toEqual({ kind: 'final', decidedIn: 'shootout' });
    expect(withDecidedIn({ kind: 'final', decidedIn: 'overtime' }, 'hockey', shootoutMatch.periods)).toEqual({ kind: 'final', decidedIn: 'overtime' });
    expect(withDecidedIn({ kind: 'postponed' }, 'hockey', shootoutMatch.periods)).toEqual({ kind: 'postponed' });
  });
});

describe('names and sizes', () => {
  it('names the fixture with the overridden names', () => {
    expect(fixtureName({ hometeam: 'Storhamar Hockey', awayteam: 'Vålerenga', hometeamOverriddenName: 'Storhamar', awayteamOverriddenName: null })).toBe('Storhamar – Vålerenga');
  });

  it('turns the spec pixel widths into rem at the default root size (SPEC §2: button 140, logos 70/50)', () => {
    expect(rem(STREAM_BUTTON_WIDTH)).toBe('8.75rem');
    expect(rem(70)).toBe('4.375rem');
    expect(rem(50)).toBe('3.125rem');
  });
});
