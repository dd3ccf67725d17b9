import {
  selectAttendanceRows,
  selectGoalieStatsRows,
  selectOpponentOptions,
  selectPlayerStatsRows,
  selectTeamFilter,
  selectTeamStatsRows,
} from '../../../../src/client/state/statistics/hockeySelectors';
import type { GoalieStatsRow, SkaterStatsRow, TeamStatsRow } from '../../../../src/shared/contract';
import { aTeam, aTournament } from '../../../support/builders';
import { deepFreeze } from '../../../support/deepFreeze';

const league = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026 });

function skater(personId: number, orgId: number, pts: number | null, overrides: Partial<SkaterStatsRow> = {}): SkaterStatsRow {
  return {
    personId, orgId, firstName: `P${personId}`, lastName: 'Hansen', teamName: orgId === 7 ? 'Stjernen' : 'Comet', gp: 5, g: 2, a: 1, pts, plusMinus: 0, pim: 2,
    ppg: 0, ppa: 0, shg: 0, sha: 0, gwg: 0, sog: 6, shotsPct: 33, faceoffsWinPct: 0.5, faceoffs: 10, ...overrides,
  };
}

describe('players row model', () => {
  const rows = deepFreeze([skater(1, 7, 3), skater(2, 9, 8), skater(3, 7, null), skater(4, 0, 8)]);
  const models = selectPlayerStatsRows({ rows, league, seasonId: 2026 });

  it('keeps the answer order, ranks by points (ties in answer order, unknown last) and links the profile', () => {
    expect(models.map((row) => [row.personId, row.rank])).toEqual([[1, 3], [2, 1], [3, 4], [4, 2]]);
    expect(models[0]).toMatchObject({ name: 'P1 Hansen', team: 'Stjernen', profileHref: '/player/?playerId=1&orgId=7&seasonId=2026&tournamentId=101', shotPct: 33, faceoffPct: 50 });
    expect(models[3]?.profileHref).toBeNull();
  });

  it('gives a player with two rows for one team distinct ids', () => {
    const twice = selectPlayerStatsRows({ rows: [skater(1, 7, 3), skater(1, 7, 4)], league, seasonId: 2026 });
    expect(new Set(twice.map((row) => row.id)).size).toBe(2);
  });

  it('narrows to a team of the league, and reports an id that is not one', () => {
    const teams = [aTeam({ teamId: 7, orgId: 7, team: 'Stjernen' }), aTeam({ teamId: 8, orgId: 8, team: 'Frisk Asker' })];
    const stjernen = selectTeamFilter({ rows: models, teamOrgId: 7, teams });
    expect(stjernen.rows.map((row) => row.personId)).toEqual([1, 3]);
    expect(stjernen.team).toEqual({ orgId: 7, name: 'Stjernen' });
    // A team of the league without rows yet: its (empty) table, not the notice.
    expect(selectTeamFilter({ rows: models, teamOrgId: 8, teams })).toMatchObject({ rows: [], team: { orgId: 8, name: 'Frisk Asker' }, unknownTeamOrgId: null });
    // Named by a row only (the team list not loaded): still the team.
    expect(selectTeamFilter({ rows: models, teamOrgId: 9, teams: [] }).team).toEqual({ orgId: 9, name: 'Comet' });
    const unknown = selectTeamFilter({ rows: models, teamOrgId: 555, teams });
    expect(unknown).toMatchObject({ team: null, unknownTeamOrgId: 555 });
    expect(unknown.rows).toBe(models);
    expect(selectTeamFilter({ rows: models, teamOrgId: null, teams }).rows).toBe(models);
  });
});

describe('row models kept across answers (issue 26)', () => {
  it("gives an unchanged player's row the same object when a new answer comes, and a changed one a new object", () => {
    const first = selectPlayerStatsRows({ rows: deepFreeze([skater(1, 7, 3), skater(2, 9, 8), skater(3, 7, 1)]), league, seasonId: 2026 });
    // A new read (another filter): every row parsed anew; player 2 scored more, 1 and 3 are as they were.
    const second = selectPlayerStatsRows({ rows: deepFreeze([skater(1, 7, 3), skater(2, 9, 9, { g: 3 }), skater(3, 7, 1)]), league, seasonId: 2026 });
    expect(second).not.toBe(first);
    expect(second[0]).toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]).toMatchObject({ personId: 2, pts: 9, g: 3, rank: 1 });
  });

  it('gives a row whose rank changed a new object, and never one made for another league', () => {
    const first = selectPlayerStatsRows({ rows: deepFreeze([skater(1, 7, 3), skater(2, 9, 8)]), league, seasonId: 2026 });
    const reRanked = selectPlayerStatsRows({ rows: deepFreeze([skater(1, 7, 3), skater(2, 9, 2)]), league, seasonId: 2026 });
    expect(reRanked[0]).not.toBe(first[0]);
    expect(reRanked[0]).toMatchObject({ personId: 1, rank: 1 });
    const other = aTournament({ tournamentId: 202, tournamentName: 'Division 1', seasonId: 2026 });
    const elsewhere = selectPlayerStatsRows({ rows: deepFreeze([skater(1, 7, 3), skater(2, 9, 2)]), league: other, seasonId: 2026 });
    expect(elsewhere[0]).not.toBe(reRanked[0]);
    expect(elsewhere[0]?.profileHref).toContain('tournamentId=202');
  });

  it('keeps unchanged goalie and team rows too', () => {
    const goalie = (sv: number): GoalieStatsRow => ({ personId: 1, orgId: 7, firstName: 'A', lastName: 'B', teamName: 'Stjernen', gp: 2, toiSeconds: 7200, w: 1, l: 1, so: 0, ga: 5, sv });
    const keeper = (sv: number) => ({ ...goalie(sv), personId: 2, orgId: 9, teamName: 'Comet' });
    const first = selectGoalieStatsRows({ rows: deepFreeze([goalie(55), keeper(30)]), league, seasonId: 2026, matchCount: 0 }).rows;
    const second = selectGoalieStatsRows({ rows: deepFreeze([goalie(55), keeper(31)]), league, seasonId: 2026, matchCount: 0 }).rows;
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    const team = (adv: number): TeamStatsRow => ({ teamName: 'Stjernen', orgId: 7, gp: 10, ppgf: 3, adv, ppPct: null, shga: 1, ppga: 2, tsh: 9, pkPct: null, shgf: 0, faceoffsWinPct: 0.5 });
    const teamsBefore = selectTeamStatsRows({ rows: deepFreeze([team(12)]), league, seasonId: 2026 });
    expect(selectTeamStatsRows({ rows: deepFreeze([team(12)]), league, seasonId: 2026 })[0]).toBe(teamsBefore[0]);
    expect(selectTeamStatsRows({ rows: deepFreeze([team(13)]), league, seasonId: 2026 })[0]).not.toBe(teamsBefore[0]);
  });
});

describe('goalies row model', () => {
  it('derives TOI, GAA and SV% and ranks by save percentage', () => {
    const rows: GoalieStatsRow[] = [
      { personId: 1, orgId: 7, firstName: 'A', lastName: 'B', teamName: 'Stjernen', gp: 2, toiSeconds: 7200, w: 1, l: 1, so: 0, ga: 5, sv: 55 },
      { personId: 2, orgId: 9, firstName: 'C', lastName: 'D', teamName: 'Comet', gp: 1, toiSeconds: 3600, w: 1, l: 0, so: 1, ga: 0, sv: 30 },
    ];
    const { rows: models } = selectGoalieStatsRows({ rows: deepFreeze(rows), league, seasonId: 2026, matchCount: 0 });
    expect(models[0]).toMatchObject({ timeOnIce: '120:00', gaa: 2.5, savePct: 91.7, rank: 2 });
    expect(models[1]).toMatchObject({ gaa: 0, savePct: 100, rank: 1 });
  });
});

describe('goalie leaders: the qualified ranked first (issue 24 case 14)', () => {
  const goalie = (personId: number, orgId: number, gp: number | null, w: number | null, l: number | null, sv: number, ga: number): GoalieStatsRow => ({
    personId, orgId, firstName: `G${personId}`, lastName: 'Vik', teamName: orgId === 7 ? 'Stjernen' : 'Comet', gp, toiSeconds: (gp ?? 0) * 3600, w, l, so: 0, ga, sv,
  });
  // Stjernen: 10 games (6 + 4 decisions); the starter 8 games at 91.0 %, the backup 2 games at 100 %.
  // Comet: 10 games (4 + 3 + 3 decisions); one goalie at exactly 40 % (4 games), two under it (3 games).
  const rows = deepFreeze([
    goalie(1, 7, 8, 6, 2, 273, 27),
    goalie(2, 7, 2, 0, 2, 40, 0),
    goalie(3, 9, 4, 2, 2, 90, 10),
    goalie(4, 9, 3, 1, 2, 95, 5),
    goalie(5, 9, 3, 2, 1, 80, 20),
  ]);

  it('numbers only the goalies with 40 % of their team’s games; a one-game 100 % goalie is not first', () => {
    const { rows: models, qualification } = selectGoalieStatsRows({ rows, league, seasonId: 2026, matchCount: 0 });
    expect(models.map((row) => [row.personId, row.qualification, row.ranked, row.rank])).toEqual([
      [1, 'qualified', true, 1],
      [2, 'notQualified', false, null],
      [3, 'qualified', true, 2],
      [4, 'notQualified', false, null],
      [5, 'notQualified', false, null],
    ]);
    expect(qualification).toEqual({ percent: 40, judged: true, qualified: 2, notQualified: 3, unknown: 0 });
  });

  it('under "last N matches" the team’s games are at most N; against unknown figures it says so', () => {
    // Last 2: every team counts 2 games, so one game (50 %) qualifies.
    const lastTwo = deepFreeze([goalie(1, 7, 2, 1, 1, 50, 5), goalie(2, 7, 1, 1, 0, 30, 0)]);
    expect(selectGoalieStatsRows({ rows: lastTwo, league, seasonId: 2026, matchCount: 2 }).rows.map((row) => row.rank)).toEqual([2, 1]);
    // Comet's decisions unknown: its goalies are listed unranked, and counted as unknown.
    const partly = deepFreeze([goalie(1, 7, 8, 6, 2, 273, 27), goalie(3, 9, 4, null, 2, 90, 10)]);
    const { rows: models, qualification } = selectGoalieStatsRows({ rows: partly, league, seasonId: 2026, matchCount: 0 });
    expect(models.map((row) => [row.qualification, row.rank])).toEqual([['qualified', 1], ['unknown', null]]);
    expect(qualification).toMatchObject({ judged: true, qualified: 1, unknown: 1 });
    // Nobody's team games known: nothing can be judged, so every goalie is ranked as before.
    const none = deepFreeze([goalie(1, 7, 8, null, null, 273, 27), goalie(2, 9, 2, null, null, 40, 0)]);
    const all = selectGoalieStatsRows({ rows: none, league, seasonId: 2026, matchCount: 0 });
    expect(all.qualification.judged).toBe(false);
    expect(all.rows.map((row) => [row.ranked, row.rank])).toEqual([[true, 2], [true, 1]]);
  });

  it('is memoized on its inputs', () => {
    const inputs = { rows, league, seasonId: 2026, matchCount: 0 as const };
    expect(selectGoalieStatsRows({ ...inputs })).toBe(selectGoalieStatsRows({ ...inputs }));
  });
});

describe('teams row model', () => {
  it('derives PP% and PK% by the season rule and opens the team players page', () => {
    const rows: TeamStatsRow[] = [
      { teamName: 'Stjernen', orgId: 7, gp: 10, ppgf: 3, adv: 12, ppPct: 99, shga: 1, ppga: 2, tsh: 9, pkPct: 1, shgf: 0, faceoffsWinPct: 0.512 },
      { teamName: 'Ukjent', orgId: 0, gp: null, ppgf: null, adv: null, ppPct: null, shga: null, ppga: null, tsh: null, pkPct: null, shgf: null, faceoffsWinPct: null },
    ];
    const [stjernen, unknown] = selectTeamStatsRows({ rows: deepFreeze(rows), league, seasonId: 2026 });
    expect(stjernen).toMatchObject({ ppPct: 25, pkPct: 78, faceoffPct: 51.2, playersHref: '/statistics/players?seasonId=2026&tournamentId=101&teamOrgId=7' });
    expect(unknown).toMatchObject({ ppPct: null, pkPct: null, playersHref: null });
  });
});

describe('attendance row model and opponent options', () => {
  it('averages per game', () => {
    expect(selectAttendanceRows(deepFreeze([{ teamName: 'Comet', yesterday: 900, total: 2000, games: 3 }]))).toEqual([
      { id: 'Comet', team: 'Comet', lastMatch: 900, total: 2000, games: 3, average: 667 },
    ]);
  });

  it('lists the league teams by name, leaving out one without an organisation', () => {
    const teams = [aTeam({ teamId: 9, orgId: 9, team: 'Comet' }), aTeam({ teamId: 7, orgId: 7, team: 'Stjernen' }), aTeam({ teamId: 3, orgId: 0, team: 'Ghost' }), aTeam({ teamId: 8, orgId: 8, team: 'Frisk Asker' })];
    expect(selectOpponentOptions(teams)).toEqual([
      { value: '9', label: 'Comet' },
      { value: '8', label: 'Frisk Asker' },
      { value: '7', label: 'Stjernen' },
    ]);
  });
});
