/**
 * Game logs of the demo league (issue 12): icehockey/Player and icehockey/Goalie rows agree with the match
 * pages of the same matches (icehockey/Match/Players and GoalieLeaders), and their power-play, short-handed,
 * game-winning and on-ice-against figures equal a recount written here from the icehockey/Match/Goals answer
 * and the match result (never the production tally). Basketball season rows are the sums of the match rows.
 */
import type { FastifyInstance } from 'fastify';
import { createDemoDataSource } from '../../../src/server/demo';
import { NotFoundError } from '../../../src/server/dataSource';
import {
  buildTarget,
  MATCH_STATUS,
  resolveProxyTarget,
  type BasketballPlayer,
  type Goal,
  type GoalieGame,
  type Match,
  type MatchGoalie,
  type MatchPlayer,
  type ProxyParams,
  type ProxyResponse,
  type ProxyTargetName,
  type SkaterGame,
  type TournamentForPerson,
} from '../../../src/shared/contract';
import type { DemoTournament, RosterMember } from '../../../src/server/demo';
import { testApp } from '../support/serverFixtures';
import { league } from './support';

// These suites read whole seasons through the data source (seconds of simulation). It used to hold the event
// loop throughout, so Jest's timer could not fire; since issue 14 it yields between slices, and the timer
// sees the real length.
jest.setTimeout(60_000);

const source = createDemoDataSource(league());
async function ask<N extends ProxyTargetName>(name: N, params: ProxyParams<N>): Promise<ProxyResponse<N>> {
  return (await source.proxy(resolveProxyTarget(buildTarget(name, params)))) as ProxyResponse<N>;
}

const PP = new Set([200142, 200143]);
const SH = new Set([200144, 200145]);
const isGoalie = (member: RosterMember) => member.position === 'GK1' || member.position === 'GK2';

const current = (leagueKey: string): DemoTournament => {
  const found = league().tournaments.find((entry) => entry.current && entry.leagueKey === leagueKey);
  if (!found) throw new Error(`no current ${leagueKey}`);
  return found;
};
const finishedMatches = (tournamentId: number): Match[] =>
  league()
    .matches(tournamentId)
    .filter((match) => match.statusTypeId === MATCH_STATUS.finished);

/** Per match, the answers the match page reads: the match, its players, goalies, goals and period kinds. */
interface MatchPage {
  match: Match;
  players: MatchPlayer[];
  goalies: MatchGoalie[];
  goals: Goal[];
  shootoutPeriods: Set<number>;
}
const pages = new Map<number, MatchPage>();
async function matchPage(matchId: number): Promise<MatchPage> {
  const cached = pages.get(matchId);
  if (cached) return cached;
  const incidents = await ask('matchIncidents', { matchId });
  const page: MatchPage = {
    match: await ask('match', { matchId }),
    players: await ask('hockeyPlayers', { matchId }),
    goalies: await ask('hockeyGoalies', { matchId }),
    goals: await ask('hockeyGoals', { matchId }),
    shootoutPeriods: new Set(incidents.matchPeriodResults.filter((entry) => entry.partialResultType === 'shootout').map((entry) => entry.partialResultTypeId)),
  };
  pages.set(matchId, page);
  return page;
}

/**
 * The recount from the goals list: the scored shootout attempts are not goals of the match; the GWG is the
 * winner's goal number (loser's goals + 1), none after a shootout; on-ice-against counts the conceded goals
 * whose on-ice shirt list of the person's side holds his number (a goalie: when he was in net — the only
 * goalie of his side, as in the sample's checks).
 */
function recount(page: MatchPage, person: RosterMember) {
  const goals = page.goals.filter((goal) => !page.shootoutPeriods.has(goal.periodId));
  const side = page.match.hometeamId === person.teamOrgId ? 'H' : 'B';
  const assisted = (goal: Goal) => goal.firstAssistPersonId === person.personId || goal.secondAssistPersonId === person.personId;
  let gwg = 0;
  if (page.shootoutPeriods.size === 0) {
    const result = page.match.matchResult;
    const winner = (result?.homeGoals ?? 0) > (result?.awayGoals ?? 0) ? 'H' : 'B';
    const loserGoals = goals.filter((goal) => goal.homeOrAwayTeam !== winner).length;
    const decisive = goals.filter((goal) => goal.homeOrAwayTeam === winner)[loserGoals];
    gwg = decisive?.personId === person.personId ? 1 : 0;
  }
  const conceded = goals.filter((goal) => goal.homeOrAwayTeam !== side);
  const onIce = (goal: Goal) => (side === 'H' ? goal.onIceHomeTeamShirtNo : goal.onIceAwayTeamShirtNo).split(',').includes(String(person.number));
  return {
    powerPlayGoals: goals.filter((goal) => PP.has(goal.goalTypeId) && goal.personId === person.personId).length,
    powerPlayGoalAssists: goals.filter((goal) => PP.has(goal.goalTypeId) && assisted(goal)).length,
    shortHandGoals: goals.filter((goal) => SH.has(goal.goalTypeId) && goal.personId === person.personId).length,
    shortHandGoalAssists: goals.filter((goal) => SH.has(goal.goalTypeId) && assisted(goal)).length,
    gwg,
    goalsAgainst: isGoalie(person) ? null : conceded.filter(onIce).length,
  };
}

describe('hockey game logs equal the match pages (the issue 12 equality test)', () => {
  const ehl = current('h-ehl');
  const lower = current('h-1div');
  const people: RosterMember[] = [];
  let skaterRows: { person: RosterMember; rows: SkaterGame[] }[] = [];
  let goalieRows: { person: RosterMember; rows: GoalieGame[] }[] = [];

  beforeAll(async () => {
    const chosen = new Map<number, RosterMember>();
    const add = (personId: number | null | undefined) => {
      const person = personId ? league().person(personId) : undefined;
      if (person) chosen.set(person.personId, person);
    };
    for (const [entry, teamCount] of [[ehl, 3], [lower, 1]] as const) {
      const tournamentId = entry.tournament.tournamentId;
      const teams = league().teams(tournamentId).slice(0, teamCount).map((team) => team.teamId);
      const points = new Map<number, number>();
      const ppScorers: number[] = [];
      const shPeople: number[] = [];
      // The latest finished matches (what last-5 rows are made of), read through the match pages.
      const recent = finishedMatches(tournamentId).slice(-24);
      for (const match of recent) {
        const page = await matchPage(match.matchId);
        for (const row of page.players) points.set(row.personId, (points.get(row.personId) ?? 0) + row.pts);
        for (const goal of page.goals) {
          if (PP.has(goal.goalTypeId)) ppScorers.push(goal.personId);
          if (SH.has(goal.goalTypeId)) shPeople.push(goal.personId, goal.firstAssistPersonId ?? 0);
        }
      }
      for (const teamId of teams) {
        const roster = league().roster(teamId);
        add(roster.find((member) => member.position === 'GK1')?.personId);
        const top = roster.filter((member) => !isGoalie(member)).sort((a, b) => (points.get(b.personId) ?? 0) - (points.get(a.personId) ?? 0));
        add(top[0]?.personId);
        add(top[1]?.personId);
      }
      for (const personId of [...ppScorers.slice(-3), ...shPeople.slice(-4)]) add(personId);
    }
    people.push(...chosen.values());
    skaterRows = await Promise.all(people.map(async (person) => ({ person, rows: await ask('skaterLastGames', { personId: person.personId }) })));
    goalieRows = await Promise.all(people.filter(isGoalie).map(async (person) => ({ person, rows: await ask('goalieLastGames', { personId: person.personId }) })));
  });

  it('samples goalies and skaters of several teams, with PP, SH and game-winning goals among the rows', () => {
    expect(new Set(people.map((person) => person.teamOrgId)).size).toBeGreaterThanOrEqual(4);
    expect(people.filter(isGoalie).length).toBeGreaterThanOrEqual(3);
    const all = skaterRows.flatMap(({ rows }) => rows);
    expect(all.some((row) => (row.powerPlayGoals ?? 0) > 0)).toBe(true);
    expect(all.some((row) => (row.powerPlayGoalAssists ?? 0) > 0)).toBe(true);
    expect(all.some((row) => (row.shortHandGoals ?? 0) + (row.shortHandGoalAssists ?? 0) > 0)).toBe(true);
    expect(all.some((row) => row.gwg === 1)).toBe(true);
    expect(goalieRows.flatMap(({ rows }) => rows).length).toBeGreaterThan(5);
  });

  it('answers five rows, newest first, of finished matches the person dressed for', async () => {
    for (const { person, rows } of skaterRows) {
      expect(rows).toHaveLength(5);
      const starts: string[] = [];
      for (const row of rows) {
        const { match, players } = await matchPage(row.matchId);
        expect(match.statusTypeId).toBe(MATCH_STATUS.finished);
        expect(players.some((player) => player.personId === person.personId)).toBe(true);
        starts.push(`${match.matchDate.slice(0, 10)} ${String(match.matchStartTime).padStart(4, '0')}`);
      }
      expect([...starts].sort().reverse()).toEqual(starts);
    }
  });

  it('each skater row equals the match page row and the recount from the goals', async () => {
    let checked = 0;
    for (const { person, rows } of skaterRows) {
      for (const row of rows) {
        const page = await matchPage(row.matchId);
        const line = page.players.find((player) => player.personId === person.personId);
        if (!line) throw new Error(`no match row for ${person.personId} in ${row.matchId}`);
        expect({
          goalsScored: row.goalsScored,
          assists: row.assists,
          pts: row.pts,
          points: row.points,
          pim: row.pim,
          shots: row.shots,
          faceoffsWinPct: row.faceoffsWinPct,
          seconds: (row.minutesPlayed ?? 0) * 60 + (row.secondsPlayed ?? 0),
        }).toEqual({
          goalsScored: line.goalsScored,
          assists: line.assists,
          pts: line.pts,
          points: line.points,
          pim: line.pim,
          shots: line.shots,
          faceoffsWinPct: line.faceoffs_WinPct,
          seconds: line.playerTimeSeconds,
        });
        expect(row.secondsPlayed).toBeLessThan(60);
        expect(row.shotsPct).toBe(line.shots === 0 ? 0 : Math.floor((100 * line.goalsScored) / line.shots));
        expect(row.faceOffs === 0).toBe(line.faceoffs_WinPct === null);
        const expected = recount(page, person);
        expect({
          powerPlayGoals: row.powerPlayGoals,
          powerPlayGoalAssists: row.powerPlayGoalAssists,
          shortHandGoals: row.shortHandGoals,
          shortHandGoalAssists: row.shortHandGoalAssists,
          gwg: row.gwg,
        }).toEqual({
          powerPlayGoals: expected.powerPlayGoals,
          powerPlayGoalAssists: expected.powerPlayGoalAssists,
          shortHandGoals: expected.shortHandGoals,
          shortHandGoalAssists: expected.shortHandGoalAssists,
          gwg: expected.gwg,
        });
        if (expected.goalsAgainst !== null) expect(row.goalsAgainst).toBe(expected.goalsAgainst);
        expect(row).toMatchObject({
          matchDate: page.match.matchDate,
          homeTeamName: page.match.hometeam,
          awayTeamName: page.match.awayteam,
          tournamentId: page.match.tournamentId,
          tournamentName: page.match.tournamentName,
          teamName: league().team(person.teamOrgId)?.name,
          gamePlayed: 1,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(50);
  });

  it('each goalie row equals the GoalieLeaders row, with the decision and shutout recounted', async () => {
    let checked = 0;
    for (const { person, rows } of goalieRows) {
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const page = await matchPage(row.matchId);
        const line = page.goalies.find((goalie) => goalie.personId === person.personId);
        if (!line) throw new Error(`goalie ${person.personId} was not in net in ${row.matchId}`);
        const seconds = line.minutesPlayed * 60 + line.secondsPlayed;
        expect({ sv: row.sv, shots: (row.sv ?? 0) + (row.ga ?? 0), minutes: row.minutesPlayed, seconds: row.secondsPlayed, svPct: row.sV_Pct }).toEqual({
          sv: line.sv,
          shots: line.shots,
          minutes: line.minutesPlayed,
          seconds: line.secondsPlayed,
          svPct: line.svPct,
        });
        expect(row.gaa).toBe(Math.round(((row.ga ?? 0) * 3600 * 100) / seconds) / 100);
        const mates = page.goalies.filter((goalie) => goalie.orgId === line.orgId);
        const most = Math.max(...mates.map((goalie) => goalie.minutesPlayed * 60 + goalie.secondsPlayed));
        const side = page.match.hometeamId === person.teamOrgId ? 'H' : 'B';
        const result = page.match.matchResult;
        const won = side === 'H' ? (result?.homeGoals ?? 0) > (result?.awayGoals ?? 0) : (result?.awayGoals ?? 0) > (result?.homeGoals ?? 0);
        if (mates.length === 1) {
          expect([row.wins, row.losses]).toEqual(won ? [1, 0] : [0, 1]);
          // Alone in net: every conceded goal of the match (shootout left out) is his.
          const conceded = page.goals.filter((goal) => !page.shootoutPeriods.has(goal.periodId) && goal.homeOrAwayTeam !== side).length;
          expect(row.ga).toBe(conceded);
          expect(row.so).toBe(conceded === 0 ? 1 : 0);
        } else if (seconds < most) {
          expect([row.wins, row.losses, row.so]).toEqual([0, 0, 0]);
        }
        expect(row.ties).toBe(0);
        expect(row).toMatchObject({ matchdate: page.match.matchDate, matchId: page.match.matchId, tournamentId: page.match.tournamentId, gamePlayed: 1 });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });

  it('the tournament form lists every finished match of the team in that tournament; the last five are the newest of them', async () => {
    const { person } = skaterRows[1] ?? { person: undefined };
    if (!person) throw new Error('no sample');
    const tournaments = await ask('tournamentsForPerson', { personId: person.personId });
    const hockey = tournaments.filter((entry: TournamentForPerson) => entry.sportId === 152);
    const all: SkaterGame[] = [];
    for (const entry of hockey) {
      const rows = await ask('skaterTournamentGames', { personId: person.personId, tournamentId: entry.tournamentId });
      const expected = finishedMatches(entry.tournamentId)
        .filter((match) => match.hometeamId === person.teamOrgId || match.awayteamId === person.teamOrgId)
        .map((match) => match.matchId);
      expect(new Set(rows.map((row) => row.matchId))).toEqual(new Set(expected));
      expect(rows.every((row) => row.tournamentId === entry.tournamentId)).toBe(true);
      all.push(...rows);
    }
    const kickoff = (matchId: number) => league().fixture(matchId)?.kickoffMs ?? 0;
    const newest = [...all].sort((a, b) => kickoff(b.matchId) - kickoff(a.matchId) || b.matchId - a.matchId).slice(0, 5);
    expect(await ask('skaterLastGames', { personId: person.personId })).toEqual(newest);
  });

  it('a goalie asked for skater rows gets his Match/Players rows; a skater asked for goalie rows gets none', async () => {
    const goalie = people.find(isGoalie);
    const skater = people.find((person) => !isGoalie(person));
    if (!goalie || !skater) throw new Error('no sample');
    const rows = await ask('skaterLastGames', { personId: goalie.personId });
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const line = (await matchPage(row.matchId)).players.find((player) => player.personId === goalie.personId);
      expect((row.minutesPlayed ?? 0) * 60 + (row.secondsPlayed ?? 0)).toBe(line?.playerTimeSeconds);
      expect(row.faceOffs).toBe(0);
    }
    await expect(ask('goalieLastGames', { personId: skater.personId })).resolves.toEqual([]);
    await expect(ask('goalieTournamentGames', { personId: skater.personId, tournamentId: ehl.tournament.tournamentId })).resolves.toEqual([]);
  });

  it('a person of another sport, or a tournament his team is not in, has no rows; unknown ids are NotFoundError', async () => {
    const basketballPlayer = league().roster(league().teams(current('b-blno').tournament.tournamentId)[0]?.teamId ?? 0)[0];
    await expect(ask('skaterLastGames', { personId: basketballPlayer?.personId ?? 0 })).resolves.toEqual([]);
    const skater = people.find((person) => !isGoalie(person));
    const otherLeague = league().tournaments.find((entry) => entry.tournament.sportId === 152 && !league().teams(entry.tournament.tournamentId).some((team) => team.teamId === skater?.teamOrgId));
    await expect(ask('skaterTournamentGames', { personId: skater?.personId ?? 0, tournamentId: otherLeague?.tournament.tournamentId ?? 0 })).resolves.toEqual([]);
    for (const text of ['icehockey/Player/1?numberMatches=5', 'icehockey/Goalie/1?numberMatches=5', 'icehockey/Player/1?tournamentId=4001', `icehockey/Player/${skater?.personId}?tournamentId=1`]) {
      await expect(source.proxy(resolveProxyTarget(text))).rejects.toBeInstanceOf(NotFoundError);
    }
  });
});

describe('basketball season rows are the sums of the match rows', () => {
  const blno = current('b-blno');
  const tournamentId = blno.tournament.tournamentId;
  const FIGURES = ['totalSeconds', 'fouls', 'p1Sum', 'p1MissSum', 'p2Sum', 'p2MissSum', 'p3Sum', 'p3MissSum', 'offRebSum', 'defRebSum', 'assists', 'toSum', 'stSum', 'blSum'] as const;
  let matchRows: BasketballPlayer[][] = [];

  beforeAll(async () => {
    const matches = (await ask('tournamentMatches', { tournamentId })).matches.filter((match) => match.statusTypeId === MATCH_STATUS.finished);
    matchRows = await Promise.all(matches.map(async (match) => (await ask('basketballMatchPlayers', { matchId: match.matchId })).data));
  });

  const sumOf = (rows: BasketballPlayer[]) => {
    const sums = Object.fromEntries(FIGURES.map((key) => [key, rows.reduce((total, row) => total + row[key], 0)]));
    return { ...sums, matches: rows.filter((row) => row.totalSeconds > 0).length, points: (sums['p1Sum'] ?? 0) + 2 * (sums['p2Sum'] ?? 0) + 3 * (sums['p3Sum'] ?? 0) };
  };

  it('a player’s profile row equals the sum of his match rows', async () => {
    expect(matchRows.length).toBeGreaterThan(10);
    const players = [...new Set(matchRows.flat().map((row) => row.personId))].slice(0, 6);
    for (const personId of players) {
      const [row, ...rest] = await ask('basketballPlayerSeason', { tournamentId, personId });
      expect(rest).toEqual([]);
      const own = matchRows.flat().filter((line) => line.personId === personId);
      const person = league().person(personId);
      expect(row).toEqual({
        ...sumOf(own),
        personId,
        orgId: person?.teamOrgId,
        orgName: league().team(person?.teamOrgId ?? 0)?.name,
        firstName: person?.firstName,
        lastName: person?.lastName,
      });
    }
  });

  it('the statistics list has one row per player who played, points first; team rows sum their players', async () => {
    const rows = await ask('basketballTournamentPlayers', { tournamentId });
    const played = new Set(matchRows.flat().filter((row) => row.totalSeconds > 0).map((row) => row.personId));
    expect(new Set(rows.map((row) => row.personId))).toEqual(played);
    const points = rows.map((row) => row.points ?? 0);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    const teams = await ask('basketballTournamentTeams', { tournamentId });
    expect(teams.length).toBe(league().teams(tournamentId).length);
    for (const team of teams) {
      const own = matchRows.flat().filter((line) => line.teamOrgId === team.orgId);
      const { matches: _matches, ...sums } = sumOf(own);
      void _matches;
      expect(team).toMatchObject({ ...sums, personId: 0, orgName: league().team(team.orgId)?.name, matches: matchRows.filter((lines) => lines.some((line) => line.teamOrgId === team.orgId)).length });
    }
  });

  it('answers [] for a person who did not play there and 404 for an unknown person or tournament', async () => {
    const hockeyPlayer = league().roster(league().teams(current('h-ehl').tournament.tournamentId)[0]?.teamId ?? 0)[3];
    await expect(ask('basketballPlayerSeason', { tournamentId, personId: hockeyPlayer?.personId ?? 0 })).resolves.toEqual([]);
    await expect(ask('basketballTournamentPlayers', { tournamentId: current('h-ehl').tournament.tournamentId })).resolves.toEqual([]);
    await expect(source.proxy(resolveProxyTarget(`basketball/tournament/players/${tournamentId}?personId=1`))).rejects.toBeInstanceOf(NotFoundError);
    await expect(source.proxy(resolveProxyTarget('basketball/tournament/teams/1'))).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('game logs over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = testApp({ dataSource: createDemoDataSource(league()) });
    await app.ready();
  });
  afterAll(() => app.close());
  const proxy = (taReqUrl: string) => app.inject({ method: 'POST', url: '/api/proxy', payload: { taReqUrl } });

  it.each([
    'icehockey/Player/1?numberMatches=5',
    'icehockey/Player/1?tournamentId=4001',
    'icehockey/Goalie/1?numberMatches=5',
    'icehockey/Goalie/1?tournamentId=4001',
    'basketball/tournament/players/1',
    'basketball/tournament/teams/1',
  ])('%s answers 404 with a JSON message', async (text) => {
    const response = await proxy(text);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('answers a skater’s last games as JSON', async () => {
    const skater = league().roster(league().teams(current('h-ehl').tournament.tournamentId)[0]?.teamId ?? 0)[5];
    const response = await proxy(`icehockey/Player/${skater?.personId}?numberMatches=5`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as SkaterGame[]).length).toBe(5);
  });
});
