import type { BasketballPlayer, Goal, Incident, MatchPlayer, LineupMember, Penalty, PeriodResult, VolleyballPlayer } from '../../../../src/shared/contract';
import { formatMmSs } from '../../../../src/client/domain/time';
import { matchPercent, seasonPercent } from '../../../../src/client/domain/match/percent';
import {
  basketballPeriods,
  basketballPoints,
  countFouls,
  efficiency,
  periodStartSeconds,
  secondsPlayed,
  teamRow,
} from '../../../../src/client/domain/match/basketball';
import {
  faceoffPercent,
  gameDetails,
  goalieSavePercent,
  goalieSeconds,
  goalText,
  goalType,
  lineup,
  penaltiesByPeriod,
  penaltyMinutes,
  penaltyTotals,
  periodLabel,
  playedPeriods,
  savePercent,
} from '../../../../src/client/domain/match/hockey';
import { setScores, sortByTotalPoints } from '../../../../src/client/domain/match/volleyball';
import { logoDataUrl, logoWidth, scoreText, sortByShirtNumber, teamInitial } from '../../../../src/client/domain/match/common';

const incident = (overrides: Partial<Incident>): Incident => ({
  incidentType: 'Foul',
  incidentSubTypeId: null,
  team: 'H',
  partialResultTypeId: 1,
  personId: 5,
  incidentTypeId: 200447,
  ...overrides,
});
const period = (id: number, home: number, away: number, type: PeriodResult['partialResultType'] = 'periods'): PeriodResult => ({
  partialResultTypeId: id,
  partialResultType: type,
  homeGoals: home,
  awayGoals: away,
});
const bPlayer = (overrides: Partial<BasketballPlayer> = {}): BasketballPlayer => ({
  personId: 1, orgId: 9, teamOrgId: 9, firstName: 'A', lastName: 'B', shirtNo: 4,
  p1Sum: 0, p1MissSum: 0, p2Sum: 0, p2MissSum: 0, p3Sum: 0, p3MissSum: 0, fouls: 0, offRebSum: 0, defRebSum: 0,
  blSum: 0, stSum: 0, toSum: 0, assists: 0, totalSeconds: 0, ...overrides,
});

describe('SPEC §5 percentages', () => {
  it.each([
    // made, missed, match (floor), season (round)
    [0, 0, 0, 0],
    [5, 0, 100, 100],
    [2, 1, 66, 67],
    [1, 2, 33, 33],
    [0, 4, 0, 0],
    [7, 3, 70, 70],
  ])('made %i, missed %i → match %i, season %i', (made, missed, match, season) => {
    expect(matchPercent(made, missed)).toBe(match);
    expect(seasonPercent(made, missed)).toBe(season);
  });
});

describe('SPEC §5 basketball', () => {
  it.each([
    [{ p1Sum: 3, p2Sum: 0, p3Sum: 0 }, 3],
    [{ p1Sum: 0, p2Sum: 4, p3Sum: 0 }, 8],
    [{ p1Sum: 1, p2Sum: 2, p3Sum: 3 }, 14],
  ])('points of %o are %i', (shots, points) => expect(basketballPoints(shots)).toBe(points));

  it('counts only fouls tied to a person, per side and period', () => {
    const incidents = [
      incident({}),
      incident({ personId: null }),
      incident({ team: 'B' }),
      incident({ partialResultTypeId: 2 }),
      incident({ incidentType: 'Turnover', incidentTypeId: 410 }),
    ];
    expect(countFouls(incidents, 'H')).toBe(2);
    expect(countFouls(incidents, 'H', 1)).toBe(1);
    expect(countFouls(incidents, 'B')).toBe(1);
  });

  it('team row: the team incidents minus those with a person (the unattributed ones)', () => {
    const incidents = [
      incident({ incidentType: 'OffensiveRebound', incidentTypeId: 407, personId: null }),
      incident({ incidentType: 'OffensiveRebound', incidentTypeId: 407, personId: 3 }),
      incident({ incidentType: 'DefensiveRebound', incidentTypeId: 408, personId: null }),
      incident({ incidentType: 'DefensiveRebound', incidentTypeId: 408, personId: null }),
      incident({ incidentType: 'Turnover', incidentTypeId: 410, personId: 3 }),
      incident({ incidentType: 'Turnover', incidentTypeId: 410, personId: null, team: 'B' }),
    ];
    expect(teamRow(incidents, 'H')).toEqual({ offensiveRebounds: 1, defensiveRebounds: 2, rebounds: 3, turnovers: 0 });
    expect(teamRow(incidents, 'B')).toEqual({ offensiveRebounds: 0, defensiveRebounds: 0, rebounds: 0, turnovers: 1 });
  });

  it.each([
    // (points 2×2+3 = 7, rebounds 3, assists 2, steals 1, blocks 1, missed 2, turnovers 1) = 11 over 10 min
    [bPlayer({ p2Sum: 2, p3Sum: 1, offRebSum: 1, defRebSum: 2, assists: 2, stSum: 1, blSum: 1, p2MissSum: 1, p1MissSum: 1, toSum: 1, totalSeconds: 600 }), 1.1],
    [bPlayer({ p2Sum: 5, totalSeconds: 0 }), 0],
    [bPlayer({ p2Sum: 1, totalSeconds: 90 }), 1.33],
  ])('efficiency %#', (player, expected) => expect(efficiency(player)).toBe(expected));

  it.each([
    [1, 0],
    [2, 600],
    [3, 1200],
    [4, 1800],
    [5, 33 * 60],
    [6, 38 * 60],
  ])('period %i starts at %i s', (p, seconds) => expect(periodStartSeconds(p)).toBe(seconds));

  it('minutes played over stints across periods by the offsets', () => {
    expect(secondsPlayed([{ inPeriod: 1, inSecond: 0, outPeriod: 2, outSecond: 120 }])).toBe(720);
    expect(secondsPlayed([{ inPeriod: 4, inSecond: 100, outPeriod: 5, outSecond: 60 }])).toBe(140);
    expect(secondsPlayed([])).toBe(0);
  });

  it('period table shows E1-E6 only when used', () => {
    const periods = [period(1, 20, 18), period(2, 15, 17), period(3, 22, 20), period(4, 18, 20), period(5, 9, 7, 'overtime')];
    const columns = basketballPeriods(periods, [incident({ partialResultTypeId: 7 })]);
    expect(columns.map((column) => column.label)).toEqual(['P1', 'P2', 'P3', 'P4', 'E1', 'E3']);
    expect(columns[4]?.points).toEqual({ H: 9, B: 7 });
    expect(columns[5]?.fouls).toEqual({ H: 1, B: 0 });
    expect(basketballPeriods([], []).map((column) => column.label)).toEqual(['P1', 'P2', 'P3', 'P4']);
  });
});

const goal = (overrides: Partial<Goal> = {}): Goal => ({
  personId: 1, orgId: 9, teamName: 'T', shirtNo: 10, firstName: 'Ola', lastName: 'Nordmann',
  firstAssistPersonId: 2, firstAssistShirtNo: 11, firstAssistFirstName: 'Kari', firstAssistLastName: 'Lie',
  secondAssistPersonId: 3, secondAssistShirtNo: 12, secondAssistFirstName: 'Per', secondAssistLastName: 'Berg',
  goalTypeId: 200141, periodId: 1, periodTime: '05:00', homeOrAwayTeam: 'H', onIceHomeTeamShirtNo: '', onIceAwayTeamShirtNo: '', ...overrides,
});
const penalty = (overrides: Partial<Penalty> = {}): Penalty => ({
  personId: 1, orgId: 9, teamName: 'T', shirtNo: 10, firstName: 'O', lastName: 'N', infractionType: 'Hooking',
  severityType: 'Hooking - 2 min', servingStartTime: '03:00', servingStartPeriodId: 1, ...overrides,
});
const sideOf = (orgId: number) => (orgId === 9 ? 'H' : orgId === 8 ? 'B' : null);

describe('SPEC §5 ice hockey', () => {
  it.each([
    ['Hooking - 2 min', 2],
    ['Misconduct - 10 min', 10],
    ['Match penalty - 25 min', 25],
    ['Penalty shot', 0],
    ['', 0],
  ])('minutes of "%s" are %i', (text, minutes) => expect(penaltyMinutes(text)).toBe(minutes));

  it.each([
    [period(1, 0, 0), '1'],
    [period(12, 0, 0), '12'],
    [period(4, 0, 0, 'overtime'), 'SD'],
    [period(5, 0, 0, 'shootout'), 'SO'],
  ])('period label %#', (p, label) => expect(periodLabel(p)).toBe(label));

  it.each([
    [200141, 'EQ'], [200142, 'PP1'], [200143, 'PP2'], [200144, 'SH1'], [200145, 'SH2'], [1, ''],
  ])('goal type %i is "%s"', (id, label) => expect(goalType(id)).toBe(label));

  it('goal text variants: two assists, one, unassisted', () => {
    expect(goalText(goal()).kind).toBe('twoAssists');
    const one = goalText(goal({ secondAssistPersonId: null }));
    expect(one).toMatchObject({ kind: 'oneAssist', first: { name: 'Kari Lie', shirtNo: 11 } });
    expect(goalText(goal({ firstAssistPersonId: null, secondAssistPersonId: null }))).toMatchObject({ kind: 'unassisted', scorer: { name: 'Ola Nordmann' } });
  });

  it.each([
    [20, 2, 90], [0, 0, 0], [3, 0, 100], [30, 1, 97],
  ])('save percent of %i shots and %i goals is %i', (shots, goals, pct) => expect(savePercent(shots, goals)).toBe(pct));

  it.each([
    [22, 24, 91.7], [0, 0, 0], [30, 30, 100],
  ])('goalie save percent %i/%i is %s', (sv, shots, text) => expect(goalieSavePercent(sv, shots)).toBe(text));

  it.each([
    [{ minutesPlayed: 59, secondsPlayed: 7 }, '59:07'],
    [{ minutesPlayed: 5, secondsPlayed: 0 }, '05:00'],
    [{ minutesPlayed: 0, secondsPlayed: 0 }, '00:00'],
    [{ minutesPlayed: 65, secondsPlayed: 9 }, '65:09'],
  ])('time on ice %o is %s', (goalie, text) => expect(formatMmSs(goalieSeconds(goalie))).toBe(text));

  it.each([[0.5, 50], [0.333, 33.3], [1, 100], [null, null]])('faceoff %p → %p', (fraction, text) => expect(faceoffPercent(fraction)).toBe(text));

  it('game details: shots are recorded shots plus goals; penalty minutes per side per period; up to 12 periods', () => {
    const periods = Array.from({ length: 12 }, (_, index) => period(index + 1, index === 0 ? 2 : 0, index === 11 ? 1 : 0));
    const shot = (team: 'H' | 'B', p: number) => incident({ incidentType: 'Shot', incidentTypeId: 301, team, partialResultTypeId: p });
    const details = gameDetails(
      { periods, incidents: [shot('H', 1), shot('H', 1), shot('B', 1), shot('B', 12)], penalties: [penalty(), penalty({ orgId: 8, severityType: 'Slashing - 5 min' })], goals: [] },
      sideOf,
    );
    expect(details.periods).toHaveLength(12);
    expect(details.periods[0]).toEqual({ periodId: 1, kind: 'regular', label: '1', goals: { H: 2, B: 0 }, shots: { H: 4, B: 1 }, penaltyMinutes: { H: 2, B: 5 } });
    expect(details.periods[11]?.shots).toEqual({ H: 0, B: 2 });
    expect(details.total).toEqual({ goals: { H: 2, B: 1 }, shots: { H: 4, B: 3 }, penaltyMinutes: { H: 2, B: 5 } });
  });

  it('penalties per played period (1-3, OT, SO, empty ones too) and totals per team per period', () => {
    const periods = [period(1, 0, 0), period(2, 0, 0), period(3, 0, 0), period(4, 0, 0, 'overtime'), period(5, 0, 0, 'shootout')];
    const list = [penalty({ servingStartPeriodId: 4 }), penalty({ servingStartPeriodId: 1, orgId: 8 }), penalty({ servingStartPeriodId: 1, severityType: 'Penalty shot' })];
    const played = playedPeriods({ periods, incidents: [], penalties: list, goals: [] });
    expect(penaltiesByPeriod(list, played).map((group) => [group.period.label, group.penalties.length])).toEqual([['1', 2], ['2', 0], ['3', 0], ['SD', 1], ['SO', 0]]);
    const totals = penaltyTotals(list, played, sideOf);
    expect(totals.total).toEqual({ H: 2, B: 2 });
    expect(totals.periods.map(({ period: p, minutes }) => [p.label, minutes.H, minutes.B])).toEqual([['1', 0, 2], ['2', 0, 0], ['3', 0, 0], ['SD', 2, 0], ['SO', 0, 0]]);
  });

  it('lineup: memberType Player of the line only, upper-cased last names by position', () => {
    const player = (personId: number, line: number | null, memberType: MatchPlayer['memberType'], teamOrgId = 9): MatchPlayer => ({
      personId, orgId: teamOrgId, teamOrgId, firstName: 'F', lastName: `last${personId}`, shirtNo: personId, memberType, lineNumber: line,
      goalsScored: 0, assists: 0, pts: 0, points: 0, shots: 0, pim: 0, faceoffs_WinPct: null, playerTime: null, playerTimeSeconds: null, bestPlayer: false,
    });
    const members: LineupMember[] = [
      { personId: 1, position: 'RW', number: 1, lastName: 'Ødegård', teamOrgId: 9 },
      { personId: 2, position: 'LW', number: 2, lastName: 'Berg', teamOrgId: 9 },
      { personId: 3, position: 'GK1', number: 30, lastName: 'Keeper', teamOrgId: 9 },
    ];
    const slots = lineup([player(1, 1, 'Player'), player(2, 1, 'Player'), player(3, 1, 'GK1'), player(4, 2, 'Player'), player(5, 1, 'Player', 8)], members, 1, sideOf);
    expect(slots.H.map((slot) => `${slot.position} ${slot.number} ${slot.name}`)).toEqual(['LW 2 BERG', 'RW 1 ØDEGÅRD']);
    expect(slots.B.map((slot) => slot.name)).toEqual(['LAST5']);
  });

  it('lineup: orders a line by the one position rule, whatever the spelling of the code (issue 25)', () => {
    const player = (personId: number): MatchPlayer => ({
      personId, orgId: 9, teamOrgId: 9, firstName: 'F', lastName: `last${personId}`, shirtNo: personId, memberType: 'Player', lineNumber: 1,
      goalsScored: 0, assists: 0, pts: 0, points: 0, shots: 0, pim: 0, faceoffs_WinPct: null, playerTime: null, playerTimeSeconds: null, bestPlayer: false,
    });
    const members: LineupMember[] = [
      { personId: 1, position: 'rd', number: 1, lastName: 'A', teamOrgId: 9 },
      { personId: 2, position: 'C', number: 2, lastName: 'B', teamOrgId: 9 },
      { personId: 3, position: 'Left wing', number: 3, lastName: 'C', teamOrgId: 9 },
      { personId: 4, position: 'X', number: 4, lastName: 'D', teamOrgId: 9 },
      { personId: 5, position: 'LD', number: 5, lastName: 'E', teamOrgId: 9 },
    ];
    const slots = lineup([1, 2, 3, 4, 5].map(player), members, 1, sideOf);
    expect(slots.H.map((slot) => slot.position)).toEqual(['Left wing', 'C', 'LD', 'rd', 'X']);
  });
});

describe('shared match rules', () => {
  it('sorts by shirt number with missing numbers last, volleyball by total points', () => {
    expect(sortByShirtNumber([{ shirtNo: 9 }, { shirtNo: null }, { shirtNo: 2 }]).map((p) => p.shirtNo)).toEqual([2, 9, null]);
    const v = (personId: number, totalPoints: number) => ({ personId, totalPoints, shirtNo: personId }) as VolleyballPlayer;
    expect(sortByTotalPoints([v(1, 3), v(2, 12), v(3, 7)]).map((p) => p.personId)).toEqual([2, 3, 1]);
  });

  it('set scores: up to 5 in order', () => {
    const sets = setScores([period(2, 20, 25), period(1, 25, 22), period(3, 25, 20), period(4, 25, 18), period(5, 15, 10), period(6, 1, 1)]);
    expect(sets.map((set) => [set.set, set.home, set.away])).toEqual([[1, 25, 22], [2, 20, 25], [3, 25, 20], [4, 25, 18], [5, 15, 10]]);
  });

  it('set scores: the 0-0 sets the real API lists for sets not needed are not played sets (issue 25 case 3)', () => {
    const sets = setScores([period(1, 25, 22), period(2, 25, 20), period(3, 25, 18), period(4, 0, 0), period(5, 0, 0)]);
    expect(sets.map((set) => [set.set, set.home, set.away])).toEqual([[1, 25, 22], [2, 25, 20], [3, 25, 18]]);
  });

  it('logos: data URL only for base64 text, width by provider, initial otherwise', () => {
    expect(logoDataUrl([{ orgId: 1, orgLogoBase64: 'iVBORw0K' }], 1)).toBe('data:image/png;base64,iVBORw0K');
    expect(logoDataUrl([{ orgId: 1, orgLogoBase64: '' }], 1)).toBeNull();
    expect(logoDataUrl([{ orgId: 1, orgLogoBase64: '"><script>' }], 1)).toBeNull();
    expect(logoWidth('mygame')).toBe(70);
    expect(logoWidth('play')).toBe(50);
    expect(logoWidth(null)).toBe(50);
    expect(teamInitial(' ørn IK')).toBe('Ø');
  });

  it('score: a dash when absent', () => {
    expect(scoreText({ matchResult: null })).toBe('-');
    expect(scoreText({ matchResult: { homeGoals: 3, awayGoals: 2, matchEndResult: '' } })).toBe('3 - 2');
  });
});
