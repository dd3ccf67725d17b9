/**
 * The match page's row models (issue 24 "one mechanism": the rules the page computed in render now run in
 * memoized selectors): each section's rows against the spec's own numbers, the demo league's results, and
 * the memoization (same inputs, same rows; new details, new rows). The inputs are deep-frozen, so a
 * selector that mutates what the api cached throws.
 */
import {
  selectBasketballMatchModel,
  selectHockeyMatchModel,
  selectMatchSections,
  selectVolleyballMatchModel,
  type MatchSectionInputs,
} from '../../../../src/client/state/match/sectionSelectors';
import { EMPTY_DETAILS, type MatchDetails } from '../../../../src/client/state/match/matchApi';
import { SPORT, type BasketballPlayer, type Goal, type Incident, type Match, type Penalty } from '../../../../src/shared/contract';
import { aMatch } from '../../../support/builders';
import { deepFreeze } from '../../../support/deepFreeze';
import { fetchProxy, finishedSample } from '../../../support/demoMatches';

const linkQuery = { seasonId: 3, tournamentId: 5 };
const match = aMatch({ matchId: 88, hometeam: 'Storhamar', awayteam: 'Vålerenga', hometeamId: 11, awayteamId: 12, matchResult: { homeGoals: 4, awayGoals: 5, matchEndResult: '4 - 5' } });

const goal = (periodId: number, periodTime: string, side: 'H' | 'B', lastName: string, assist: string | null = null): Goal => ({
  personId: side === 'H' ? 101 : 201, orgId: side === 'H' ? 11 : 12, teamName: side === 'H' ? 'Storhamar' : 'Vålerenga', shirtNo: 9, firstName: 'Ola', lastName,
  firstAssistPersonId: assist === null ? null : 102, firstAssistShirtNo: assist === null ? null : 17, firstAssistFirstName: assist === null ? null : 'Per', firstAssistLastName: assist,
  secondAssistPersonId: null, secondAssistShirtNo: null, secondAssistFirstName: null, secondAssistLastName: null,
  goalTypeId: 200142, periodId, periodTime, homeOrAwayTeam: side, onIceHomeTeamShirtNo: '', onIceAwayTeamShirtNo: '',
});
const penalty = (side: 'H' | 'B', periodId: number, time: string, severity: string): Penalty => ({
  personId: side === 'H' ? 101 : 201, orgId: side === 'H' ? 11 : 12, teamName: side === 'H' ? 'Storhamar' : 'Vålerenga', shirtNo: 9, firstName: 'Ola', lastName: side,
  infractionType: 'Hooking', severityType: severity, servingStartTime: time, servingStartPeriodId: periodId,
});
const shot = (side: 'H' | 'B', period: number): Incident => ({ incidentType: 'Shot', incidentSubTypeId: null, team: side, partialResultTypeId: period, personId: 101, incidentTypeId: 301 });

/** A regular-season match 4-4 after overtime, won 1-2 by the away side in the shootout (4-5). */
const hockeyDetails: MatchDetails = deepFreeze({
  ...EMPTY_DETAILS,
  periods: [
    { partialResultTypeId: 1, partialResultType: 'periods', homeGoals: 2, awayGoals: 1 },
    { partialResultTypeId: 2, partialResultType: 'periods', homeGoals: 0, awayGoals: 2 },
    { partialResultTypeId: 3, partialResultType: 'periods', homeGoals: 2, awayGoals: 1 },
    { partialResultTypeId: 4, partialResultType: 'overtime', homeGoals: 0, awayGoals: 0 },
    { partialResultTypeId: 5, partialResultType: 'shootout', homeGoals: 1, awayGoals: 2 },
  ],
  incidents: [shot('H', 1), shot('H', 1), shot('B', 2), shot('H', 4)],
  goals: [
    goal(1, '03:10', 'H', 'A', 'Assist'), goal(1, '11:00', 'B', 'B'), goal(1, '15:42', 'H', 'C'),
    goal(2, '02:00', 'B', 'D'), goal(2, '19:59', 'B', 'E'),
    goal(3, '01:00', 'H', 'F'), goal(3, '07:30', 'B', 'G'), goal(3, '18:01', 'H', 'H'),
    goal(5, '00:00', 'B', 'Shooter'),
  ],
  penalties: [
    penalty('H', 1, '05:00', 'Hooking - 2 min'),
    penalty('B', 2, '08:00', 'Slashing - 2 min'),
    penalty('H', 2, '12:00', 'Tripping - 2 min'),
    penalty('H', 2, '03:00', 'Roughing - 5 min'),
  ],
  players: [
    { personId: 101, orgId: 11, teamOrgId: 11, firstName: 'Ola', lastName: 'A', shirtNo: 9, memberType: 'Player', lineNumber: 1, goalsScored: 2, assists: 1, pts: 3, points: -1, shots: 5, pim: 4, faceoffs_WinPct: 0.52, playerTime: null, playerTimeSeconds: 1234, bestPlayer: false },
    { personId: 100, orgId: 11, teamOrgId: 11, firstName: 'Kari', lastName: 'Null', shirtNo: 3, memberType: 'Player', lineNumber: 2, goalsScored: 0, assists: 0, pts: 0, points: 0, shots: 0, pim: 0, faceoffs_WinPct: null, playerTime: null, playerTimeSeconds: null, bestPlayer: false },
  ],
  goalies: [
    { personId: 301, orgId: 12, shirtNo: 30, firstName: 'Jan', lastName: 'Keeper', minutesPlayed: 65, secondsPlayed: 0, shots: 36, sv: 33, svPct: null },
    { personId: 302, orgId: 12, shirtNo: 1, firstName: 'Per', lastName: 'Backup', minutesPlayed: 0, secondsPlayed: 0, shots: 0, sv: 0, svPct: null },
  ],
  lineups: [{ position: 'CE', number: 19, lastName: 'Aas', personId: 101, teamOrgId: 11 }],
});

const hockey = (details: MatchDetails = hockeyDetails, query = linkQuery): MatchSectionInputs => ({ match, details, linkQuery: query });

describe('hockey row model (SPEC §2 ice hockey, §5)', () => {
  const model = selectHockeyMatchModel(hockey());

  it('game details: every played period, shots = recorded shots + goals (none in the shootout), penalty minutes per period, totals to the final score', () => {
    expect(model.gameDetails.periods.map((period) => period.label)).toEqual(['1', '2', '3', 'SD', 'SO']);
    expect(model.gameDetails.goals.map((row) => [row.team, ...row.cells, row.total])).toEqual([
      ['Storhamar', 2, 0, 2, 0, 0, 4],
      ['Vålerenga', 1, 2, 1, 0, 1, 5],
    ]);
    // Issue 24 case 2: every row adds up to its total (the shootout column is the winner's deciding goal);
    // the shootout's own tally stands apart.
    for (const row of model.gameDetails.goals) expect(row.cells.reduce<number>((sum, cell) => sum + (cell ?? 0), 0)).toBe(row.total);
    expect(model.gameDetails.shootout).toEqual({ H: 1, B: 2 });
    // Period 1: 2 recorded + 2 goals; overtime: 1 recorded; the shootout has no shots (a dash).
    expect(model.gameDetails.shots.map((row) => [...row.cells, row.total])).toEqual([
      [4, 0, 2, 1, null, 7],
      [1, 3, 1, 0, null, 5],
    ]);
    expect(model.gameDetails.penaltyMinutes.map((row) => [...row.cells, row.total])).toEqual([
      [2, 7, 0, 0, 0, 9],
      [0, 2, 0, 0, 0, 2],
    ]);
  });

  it('scoring summary: the running score, scorer and assist as text with their links, then the shootout to 4-5', () => {
    expect(model.scoring.lines.map((line) => line.score)).toEqual(['1-0', '1-1', '2-1', '2-2', '2-3', '3-3', '3-4', '4-4']);
    expect(model.scoring.lines[0]).toMatchObject({
      time: '03:10',
      scorer: { name: '#9 Ola A', href: '/player/?playerId=101&orgId=11&seasonId=3&tournamentId=5' },
      assists: { kind: 'oneAssist', first: '#17 Per Assist' },
      team: 'Storhamar',
      goalType: 'PP1',
    });
    expect(model.scoring.lines[1]?.assists).toEqual({ kind: 'unassisted' });
    expect(model.scoring.shootout).toEqual({
      score: '4-5',
      goals: { H: 1, B: 2 },
      winner: 'Vålerenga',
      attempts: [
        { key: 'shootout-0', scorer: { name: '#9 Ola Shooter', href: '/player/?playerId=201&orgId=12&seasonId=3&tournamentId=5' }, team: 'Vålerenga', tally: { H: 0, B: 1 } },
      ],
      // The goal list carries one of the winner's two scored attempts: not the deciding one (its second).
      decidingScorer: null,
    });
  });

  it('penalties: a group per played period in time order, each with its minutes (SPEC §5 minutes from the severity text)', () => {
    expect(model.penalties.map((group) => [group.period.label, group.rows.map((row) => row.time), group.totalMinutes])).toEqual([
      ['1', ['05:00'], 2],
      ['2', ['03:00', '08:00', '12:00'], 9],
      ['3', [], 0],
      ['SD', [], 0],
      ['SO', [], 0],
    ]);
    expect(model.penalties[1]?.rows[0]).toMatchObject({ team: 'Storhamar', player: { name: '#9 Ola H' }, infraction: 'Hooking', minutes: 5 });
    expect(model.penaltyTotals.rows.map((row) => [...row.cells, row.total])).toEqual([
      [2, 7, 0, 0, 0, 9],
      [0, 2, 0, 0, 0, 2],
    ]);
  });

  it('skaters by shirt number with FO% one decimal, TOI mm:ss, and +/- from the contract\'s `points`', () => {
    expect(model.skaters.H.map((row) => row.shirtNo)).toEqual([3, 9]);
    expect(model.skaters.H[1]).toMatchObject({ points: 3, plusMinus: -1, faceoffPct: 52, timeOnIce: '20:34' });
    expect(model.skaters.H[0]).toMatchObject({ faceoffPct: null, timeOnIce: null });
    expect(model.skaters.B).toEqual([]);
  });

  it('goalies by shirt number: TOI, and SV% with one decimal (91.7), 0 without shots', () => {
    expect(model.goalies.B.map((row) => [row.shirtNo, row.timeOnIce, row.savePct])).toEqual([
      [1, '00:00', 0],
      [30, '65:00', 91.7],
    ]);
    expect(model.goalies.H).toEqual([]);
  });

  it('lineups: every line of each side, the position, number and upper-cased last name from the lineup member', () => {
    expect(model.lineups[1].H).toEqual([{ key: '101', href: '/player/?playerId=101&orgId=11&seasonId=3&tournamentId=5', position: { kind: 'named', name: 'centre' }, number: 19, name: 'AAS' }]);
    expect(model.lineups[2].H).toEqual([{ key: '100', href: '/player/?playerId=100&orgId=11&seasonId=3&tournamentId=5', position: null, number: 3, name: 'NULL' }]);
    expect(model.lineups[3]).toEqual({ H: [], B: [] });
  });

  it('is memoized: the same match, details and link ids give the same rows; new details give new rows', () => {
    expect(selectHockeyMatchModel(hockey(hockeyDetails, { ...linkQuery }))).toBe(model);
    const fewer = deepFreeze({ ...hockeyDetails, penalties: [] });
    const other = selectHockeyMatchModel(hockey(fewer));
    expect(other).not.toBe(model);
    expect(other.penaltyTotals.rows.map((row) => row.total)).toEqual([0, 0]);
  });
});

const bbPlayer = (personId: number, teamOrgId: number, shirtNo: number | null, overrides: Partial<BasketballPlayer> = {}): BasketballPlayer => ({
  personId, orgId: teamOrgId, teamOrgId, firstName: 'Ola', lastName: `P${personId}`, shirtNo,
  p1Sum: 0, p1MissSum: 0, p2Sum: 0, p2MissSum: 0, p3Sum: 0, p3MissSum: 0, fouls: 0, offRebSum: 0, defRebSum: 0, blSum: 0, stSum: 0, toSum: 0, assists: 0, totalSeconds: 0,
  ...overrides,
});
const foul = (side: 'H' | 'B', period: number, personId: number | null): Incident => ({ incidentType: 'Foul', incidentSubTypeId: null, team: side, partialResultTypeId: period, personId, incidentTypeId: 200447 });

describe('basketball row model (SPEC §2 basketball, §5)', () => {
  const details: MatchDetails = deepFreeze({
    ...EMPTY_DETAILS,
    periods: [1, 2, 3, 4, 5].map((period) => ({ partialResultTypeId: period, partialResultType: period <= 4 ? ('periods' as const) : ('overtime' as const), homeGoals: 20 + period, awayGoals: 18 + period })),
    incidents: [
      foul('H', 1, 7), foul('H', 1, null), foul('B', 5, 8),
      { incidentType: 'OffensiveRebound', incidentSubTypeId: null, team: 'H', partialResultTypeId: 2, personId: null, incidentTypeId: 407 },
      { incidentType: 'Turnover', incidentSubTypeId: null, team: 'H', partialResultTypeId: 2, personId: null, incidentTypeId: 410 },
      { incidentType: 'Turnover', incidentSubTypeId: null, team: 'H', partialResultTypeId: 2, personId: 7, incidentTypeId: 410 },
    ],
    basketballPlayers: [
      // FT 2 of 3 → 66 (floored); 2P 3 of 3 → 100; 3P no attempts → 0.
      bbPlayer(7, 11, 12, { p1Sum: 2, p1MissSum: 1, p2Sum: 3, totalSeconds: 600, offRebSum: 1, defRebSum: 2, assists: 1 }),
      bbPlayer(6, 11, 4),
      bbPlayer(8, 12, null),
    ],
  });
  const model = selectBasketballMatchModel({ match: aMatch({ sportId: SPORT.basketball }), details, linkQuery });

  it('periods P1-P4 and the extra period that was played; the total first; fouls only with a person', () => {
    expect(model.periods.map((period) => period.label)).toEqual(['P1', 'P2', 'P3', 'P4', 'E1']);
    expect(model.points.map((row) => [row.total, ...row.cells])).toEqual([
      [115, 21, 22, 23, 24, 25],
      [105, 19, 20, 21, 22, 23],
    ]);
    expect(model.fouls.map((row) => [row.total, ...row.cells])).toEqual([
      [1, 1, 0, 0, 0, 0],
      [1, 0, 0, 0, 0, 1],
    ]);
  });

  it('players by shirt number with SPEC §5 points, floored match percentages and efficiency; the team row counts what names no person', () => {
    expect(model.players.H.map((row) => row.shirtNo)).toEqual([4, 12]);
    expect(model.players.H[1]).toMatchObject({
      minutes: '10:00',
      points: 8,
      freeThrows: { made: 2, attempts: 3, percent: 66 },
      twoPointers: { made: 3, attempts: 3, percent: 100 },
      threePointers: { made: 0, attempts: 0, percent: 0 },
      rebounds: 3,
      efficiency: 1.1,
    });
    expect(model.teamRows.H).toEqual({ offensiveRebounds: 1, defensiveRebounds: 0, rebounds: 1, turnovers: 1 });
    expect(model.players.B.map((row) => row.player.name)).toEqual(['Ola P8']);
  });
});

describe('volleyball row model (SPEC §2 volleyball, §5)', () => {
  it('set scores in order (at most 5) and players by total points, most first', () => {
    const details: MatchDetails = deepFreeze({
      ...EMPTY_DETAILS,
      periods: [3, 1, 2].map((set) => ({ partialResultTypeId: set, partialResultType: 'periods' as const, homeGoals: 25, awayGoals: 20 + set })),
      volleyballPlayers: [
        { personId: 1, orgId: 11, teamOrgId: 11, firstName: 'A', lastName: 'A', shirtNo: 5, totalPoints: 4, attackPoints: 3, blockPoints: 1, aces: 0 },
        { personId: 2, orgId: 11, teamOrgId: 11, firstName: 'B', lastName: 'B', shirtNo: 9, totalPoints: 11, attackPoints: 9, blockPoints: 0, aces: 2 },
      ],
    });
    const model = selectVolleyballMatchModel({ match: aMatch({ sportId: SPORT.volleyball }), details, linkQuery });
    expect(model.sets).toEqual([1, 2, 3]);
    expect(model.setRows.map((row) => [row.team, ...row.cells])).toEqual([
      ['Stjernen', 25, 25, 25],
      ['Frisk Asker', 21, 22, 23],
    ]);
    expect(model.players.H.map((row) => [row.shirtNo, row.totalPoints])).toEqual([[9, 11], [5, 4]]);
  });
});

describe('row models of demo matches add up to their results', () => {
  const detailsOf = async (demo: Match, sport: 'hockey' | 'basketball'): Promise<MatchDetails> => {
    const incidents = await fetchProxy('matchIncidents', { matchId: demo.matchId });
    const base = { ...EMPTY_DETAILS, periods: incidents.matchPeriodResults, incidents: incidents.matchIncidents };
    if (sport === 'basketball') return { ...base, basketballPlayers: (await fetchProxy('basketballMatchPlayers', { matchId: demo.matchId })).data };
    const [goals, penalties] = await Promise.all([fetchProxy('hockeyGoals', { matchId: demo.matchId }), fetchProxy('hockeyPenalties', { matchId: demo.matchId })]);
    return { ...base, goals, penalties };
  };

  it.each(finishedSample(SPORT.iceHockey, 4).map((demo) => [demo.matchId, demo] as const))('hockey %i: the goals table totals and the last running score are the result', async (_id, demo) => {
    const sections = selectMatchSections('hockey', { match: demo, details: await detailsOf(demo, 'hockey'), linkQuery });
    if (sections.sport !== 'hockey') throw new Error('a hockey model');
    const result = demo.matchResult;
    expect(sections.model.gameDetails.goals.map((row) => row.total)).toEqual([result?.homeGoals, result?.awayGoals]);
    const last = sections.model.scoring.shootout?.score ?? sections.model.scoring.lines.at(-1)?.score;
    expect(last).toBe(`${result?.homeGoals}-${result?.awayGoals}`);
  });

  it.each(finishedSample(SPORT.basketball, 3).map((demo) => [demo.matchId, demo] as const))('basketball %i: the points total and the players\' points are the result', async (_id, demo) => {
    const sections = selectMatchSections('basketball', { match: demo, details: await detailsOf(demo, 'basketball'), linkQuery });
    if (sections.sport !== 'basketball') throw new Error('a basketball model');
    const result = demo.matchResult;
    expect(sections.model.points.map((row) => row.total)).toEqual([result?.homeGoals, result?.awayGoals]);
    expect((['H', 'B'] as const).map((side) => sections.model.players[side].reduce((sum, row) => sum + row.points, 0))).toEqual([result?.homeGoals, result?.awayGoals]);
  });
});

describe('soccer row model of demo matches (issue 24 case 10)', () => {
  it.each(finishedSample(SPORT.soccer, 4).map((demo) => [demo.matchId, demo] as const))('soccer %i: as many goals as the result, the last running score is it, and every card', async (_id, demo) => {
    const incidents = await fetchProxy('matchIncidents', { matchId: demo.matchId });
    const sections = selectMatchSections('soccer', { match: demo, details: { ...EMPTY_DETAILS, incidents: incidents.matchIncidents }, linkQuery });
    if (sections.sport !== 'soccer') throw new Error('a soccer model');
    const { goals, cards } = sections.model;
    const result = demo.matchResult;
    expect(goals.length).toBe((result?.homeGoals ?? 0) + (result?.awayGoals ?? 0));
    expect(goals.at(-1)?.score ?? '0-0').toBe(`${result?.homeGoals}-${result?.awayGoals}`);
    for (const goal of goals) {
      expect(goal.minute).toEqual(expect.any(Number));
      expect(goal.scorer.name).not.toBe('');
      expect(goal.team).toBe(goal.side === 'H' ? demo.hometeam : demo.awayteam);
      expect(goal.scorer.href).toContain(`orgId=${goal.side === 'H' ? demo.hometeamId : demo.awayteamId}`);
    }
    expect(cards.length).toBe(incidents.matchIncidents.filter((incident) => /Card$/.test(incident.incidentType)).length);
  });
});
