/**
 * Standings of the demo league (issue 9): every row agrees with an independent recount made here from the
 * raw simulated events (hockey, basketball, volleyball) or the results (other sports) of the finished
 * matches, and the HTTP targets answer the contract's shapes.
 */
import type { FastifyInstance } from 'fastify';
import { createDemoDataSource, type DemoLeague } from '../../../src/server/demo';
import { standings, standingsSettings } from '../../../src/server/demo/projections';
import { MATCH_STATUS, type StandingsRow } from '../../../src/shared/contract';
import { hockeyPointsFactor, hockeyPointsPercentage } from '../../../src/shared/rules/standings';
import { testApp } from '../support/serverFixtures';
import { league } from './support';

interface Count {
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  winsBy: Record<'regulation' | 'overtime' | 'shootout', number>;
  lossesBy: Record<'regulation' | 'overtime' | 'shootout', number>;
  for: number;
  against: number;
  pim: number;
  rallyFor: number;
  rallyAgainst: number;
  /** Volleyball: sets lost in won matches and sets won in lost matches, for the points rule. */
  setResults: [number, number][];
}

const emptyCount = (): Count => ({
  matches: 0, wins: 0, draws: 0, losses: 0,
  winsBy: { regulation: 0, overtime: 0, shootout: 0 }, lossesBy: { regulation: 0, overtime: 0, shootout: 0 },
  for: 0, against: 0, pim: 0, rallyFor: 0, rallyAgainst: 0, setResults: [],
});

/** Recounts one tournament from the finished matches' raw events, without the projection's helpers. */
function recount(demo: DemoLeague, tournamentId: number): Map<number, Count> {
  const counts = new Map<number, Count>(demo.teams(tournamentId).map((team) => [team.teamId, emptyCount()]));
  for (const fixture of demo.fixtures(tournamentId)) {
    const match = demo.match(fixture.matchId);
    if (match?.statusTypeId !== MATCH_STATUS.finished) continue;
    const score = { H: 0, B: 0 };
    const pim = { H: 0, B: 0 };
    const rally = { H: 0, B: 0 };
    const sets = { H: 0, B: 0 };
    let decidedBy: 'regulation' | 'overtime' | 'shootout' = 'regulation';
    const simulation = demo.simulation(fixture.matchId);
    if (simulation?.sport === 'hockey') {
      const shootout = { H: 0, B: 0 };
      for (const event of simulation.events) {
        if (event.type === 'goal') {
          score[event.team] += 1;
          if (event.period >= 4) decidedBy = 'overtime';
        }
        if (event.type === 'penalty') pim[event.team] += Number(/(\d+) min/.exec(event.severityType)?.[1]);
        if (event.type === 'shootoutAttempt') {
          decidedBy = 'shootout';
          if (event.scored) shootout[event.team] += 1;
        }
      }
      if (decidedBy === 'shootout') score[shootout.H > shootout.B ? 'H' : 'B'] += 1;
    } else if (simulation?.sport === 'basketball') {
      for (const event of simulation.events) if (event.type === 'shot') score[event.team] += event.points;
    } else if (simulation?.sport === 'volleyball') {
      const perSet = new Map<number, { H: number; B: number }>();
      for (const event of simulation.events) {
        if (event.type !== 'point') continue;
        rally[event.team] += 1;
        const set = perSet.get(event.period) ?? { H: 0, B: 0 };
        set[event.team] += 1;
        perSet.set(event.period, set);
      }
      for (const set of perSet.values()) sets[set.H > set.B ? 'H' : 'B'] += 1;
      score.H = sets.H;
      score.B = sets.B;
    } else {
      score.H = match.matchResult?.homeGoals ?? NaN;
      score.B = match.matchResult?.awayGoals ?? NaN;
    }
    for (const [side, other, teamId] of [['H', 'B', fixture.homeTeamId], ['B', 'H', fixture.awayTeamId]] as const) {
      const count = counts.get(teamId) as Count;
      count.matches += 1;
      count.for += score[side];
      count.against += score[other];
      count.pim += pim[side];
      count.rallyFor += rally[side];
      count.rallyAgainst += rally[other];
      count.setResults.push([score[side], score[other]]);
      if (score[side] > score[other]) {
        count.wins += 1;
        count.winsBy[decidedBy] += 1;
      } else if (score[side] < score[other]) {
        count.losses += 1;
        count.lossesBy[decidedBy] += 1;
      } else count.draws += 1;
    }
  }
  return counts;
}

function tournamentNamed(demo: DemoLeague, orgId: number, name: string): number {
  const season = demo.currentSeason(orgId);
  const found = season && demo.tournamentsInSeason(season.season.seasonId).find((entry) => entry.tournament.tournamentName === name);
  if (!found) throw new Error(`no current tournament ${name}`);
  return found.tournament.tournamentId;
}

const byTeam = (rows: StandingsRow[]) => new Map(rows.map((row) => [row.orgId, row]));

describe('standings agree with an independent recount of the finished matches', () => {
  const demo = league();

  it.each([
    ['EHL', 10],
    ['1.div menn', 10],
    ['U18 Elite', 10],
  ])('hockey: %s — wins and losses by type, goals, penalty minutes, points by the SPEC §9 factor', (name, orgId) => {
    const tournamentId = tournamentNamed(demo, orgId, name);
    const rows = byTeam(standings(demo, tournamentId));
    const factor = hockeyPointsFactor(name);
    let played = 0;
    for (const [teamId, count] of recount(demo, tournamentId)) {
      const row = rows.get(teamId) as StandingsRow;
      played += count.matches;
      expect(row).toMatchObject({
        matches: count.matches,
        victories: count.wins,
        losses: count.losses,
        draws: count.draws,
        victoriesFulltimeTotal: count.winsBy.regulation,
        victoriesOvertimeTotal: count.winsBy.overtime,
        victoriesPenaltiesTotal: count.winsBy.shootout,
        lossesFulltimeTotal: count.lossesBy.regulation,
        lossesOvertimeTotal: count.lossesBy.overtime,
        lossesPenaltiesTotal: count.lossesBy.shootout,
        goalsScored: count.for,
        goalsConceeded: count.against,
        goalDifference: count.for - count.against,
        totalGoalsFormatted: `${count.for} - ${count.against}`,
        penaltyMinutes: count.pim,
      });
      const extraLosses = count.lossesBy.overtime + count.lossesBy.shootout;
      const points =
        factor === 3
          ? 3 * count.winsBy.regulation + 2 * (count.winsBy.overtime + count.winsBy.shootout) + extraLosses + count.draws
          : 2 * count.wins + extraLosses + count.draws;
      expect(row.totalPoints).toBe(points);
      expect(row.bonusPointsTotal).toBe(extraLosses);
      expect(row.totalPoints ?? 0).toBeLessThanOrEqual(count.matches * factor);
      expect(row.pointsPercentageOfTotal).toBe(hockeyPointsPercentage(points, count.matches, factor));
    }
    expect(played).toBeGreaterThan(0);
  });

  it('basketball: wins, losses, basket points and 2 per win, 1 per loss', () => {
    const tournamentId = tournamentNamed(demo, 20, 'BLNO');
    const rows = byTeam(standings(demo, tournamentId));
    for (const [teamId, count] of recount(demo, tournamentId)) {
      expect(rows.get(teamId)).toMatchObject({
        matches: count.matches, victories: count.wins, losses: count.losses, draws: 0,
        goalsScored: count.for, goalsConceeded: count.against, goalDifference: count.for - count.against,
        totalPoints: 2 * count.wins + count.losses,
      });
    }
  });

  it('volleyball: sets and rally points from the rallies, 3/2/1/0 points by set score', () => {
    const tournamentId = tournamentNamed(demo, 30, 'Mizuno-ligaen');
    const rows = byTeam(standings(demo, tournamentId));
    for (const [teamId, count] of recount(demo, tournamentId)) {
      const points = count.setResults.reduce((sum, [own, other]) => sum + (own === 3 ? (other === 2 ? 2 : 3) : own === 2 ? 1 : 0), 0);
      expect(rows.get(teamId)).toMatchObject({
        matches: count.matches, victories: count.wins, losses: count.losses,
        goalsScored: count.for, goalsConceeded: count.against, goalDifference: count.for - count.against,
        partialPointsScored: count.rallyFor, partialPointsConceded: count.rallyAgainst,
        partialPointsDifference: count.rallyFor - count.rallyAgainst, totalPoints: points,
      });
    }
  });

  it.each([
    ['Fotball 7er Bedriftsserie', 3, 1],
    ['Håndball Bedriftsserie', 3, 1],
    ['Padel Bedriftsserie', 3, 1],
    ['Bedriftsgolf', 2, 1],
  ])('%s: results tallied, %p per win and %p per draw', (name, perWin, perDraw) => {
    const tournamentId = tournamentNamed(demo, 354, name);
    const rows = byTeam(standings(demo, tournamentId));
    let matches = 0;
    for (const [teamId, count] of recount(demo, tournamentId)) {
      matches += count.matches;
      expect(rows.get(teamId)).toMatchObject({
        matches: count.matches, victories: count.wins, draws: count.draws, losses: count.losses,
        goalsScored: count.for, goalsConceeded: count.against, totalPoints: perWin * count.wins + perDraw * count.draws,
      });
    }
    expect(matches).toBeGreaterThan(0);
  });

  it('ranks every team of a tournament 1..n by points, then goal difference, and the sums balance', () => {
    for (const name of ['EHL', 'U20 Elite']) {
      const tournamentId = tournamentNamed(demo, 10, name);
      const rows = standings(demo, tournamentId);
      expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index + 1));
      expect(rows).toHaveLength(demo.teams(tournamentId).length);
      for (let index = 1; index < rows.length; index += 1) {
        const [above, below] = [rows[index - 1] as StandingsRow, rows[index] as StandingsRow];
        expect((above.totalPoints ?? 0) > (below.totalPoints ?? 0) || ((above.totalPoints ?? 0) === (below.totalPoints ?? 0) && (above.goalDifference ?? 0) >= (below.goalDifference ?? 0))).toBe(true);
      }
      const sum = (key: keyof StandingsRow) => rows.reduce((total, row) => total + Number(row[key]), 0);
      expect(sum('victories')).toBe(sum('losses'));
      expect(sum('goalsScored')).toBe(sum('goalsConceeded'));
    }
  });

  it('lists the columns per sport with the SPEC §9 parameter type ids', () => {
    const hockey = standingsSettings(demo, tournamentNamed(demo, 10, 'EHL')).presentationSettings;
    expect(hockey.map((setting) => setting.presentationParameterTypeId)).toEqual([1, 35, 36, 37, 3, 38, 39, 40, 34, 100, 5, 7, 8, 41, 42]);
    const golf = standingsSettings(demo, tournamentNamed(demo, 354, 'Bedriftsgolf')).presentationSettings;
    expect(golf.map((setting) => setting.presentationParameterName)).toEqual(['matches', 'victories', 'draws', 'losses', 'goalsScored', 'goalsConceeded', 'goalDifference', 'totalPoints']);
    expect(() => standings(demo, 1)).toThrow('no tournament 1');
  });
});

describe('standings over HTTP (SPEC §7)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = testApp({ dataSource: createDemoDataSource(league()) });
    await app.ready();
  });
  afterAll(() => app.close());

  const proxy = (taReqUrl: string) => app.inject({ method: 'POST', url: '/api/proxy', payload: { taReqUrl } });

  it('answers the rows and the settings of a tournament, and 404 for an unknown one', async () => {
    const tournamentId = tournamentNamed(league(), 20, 'BLNO');
    const rows = await proxy(`ta/TournamentStandings/?tournamentId=${tournamentId}`);
    expect(rows.statusCode).toBe(200);
    const body = rows.json() as StandingsRow[];
    expect(body.length).toBeGreaterThan(0);
    expect(Object.keys(body[0] as object).sort()).toEqual(Object.keys(standings(league(), tournamentId)[0] as object).sort());
    const settings = await proxy(`ta/TournamentStandings/Settings/${tournamentId}`);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual({ presentationSettings: expect.arrayContaining([expect.objectContaining({ presentationParameterTypeId: 5 })]) });
    expect((await proxy('ta/TournamentStandings/?tournamentId=9999999')).statusCode).toBe(404);
    expect((await proxy('ta/TournamentStandings/Settings/9999999')).statusCode).toBe(404);
  });
});

