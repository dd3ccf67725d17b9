/**
 * Ice hockey statistics of the demo league (issue 13): icehockey/TournamentPlayers, tournamentGoalieLeaders,
 * TeamStatistics and spectators equal an INDEPENDENT RECOUNT written here from the public match answers —
 * ta/TournamentMatches (finished matches, results, spectators), icehockey/Match/Players, Match/GoalieLeaders,
 * Match/Goals (goal types; shootout goals left out by ta/MatchIncidents' shootout periods), Match/Penalties,
 * and for faceoff counts the game logs icehockey/Player (the only public answer that counts faceoffs taken) —
 * never from the production tallies. Then the filters, and the HTTP answers (404, 400).
 */
import type { FastifyInstance } from 'fastify';
import { createDemoDataSource, type DemoTournament } from '../../../src/server/demo';
import {
  hockeySpectators,
  hockeyTeamStatistics,
  hockeyTournamentGoalies,
  hockeyTournamentPlayers,
} from '../../../src/server/demo/projections';
import { NotFoundError } from '../../../src/server/dataSource';
import {
  buildTarget,
  MATCH_STATUS,
  resolveProxyTarget,
  type GoalieStatsRow,
  type Goal,
  type Match,
  type MatchGoalie,
  type MatchPlayer,
  type Penalty,
  type ProxyParams,
  type ProxyResponse,
  type ProxyTargetName,
  type SkaterStatsRow,
  type TeamStatsRow,
} from '../../../src/shared/contract';
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

const GOAL_TYPE = { EQ: 200141, PP1: 200142, PP2: 200143, SH1: 200144, SH2: 200145 } as const;
const PP = new Set<number>([GOAL_TYPE.PP1, GOAL_TYPE.PP2]);
const SH = new Set<number>([GOAL_TYPE.SH1, GOAL_TYPE.SH2]);
type Side = 'H' | 'B';
const other = (side: Side): Side => (side === 'H' ? 'B' : 'H');

const tournamentOf = (leagueKey: string, current: boolean, seasonOffset = 0): DemoTournament => {
  const found = league()
    .tournaments.filter((entry) => entry.leagueKey === leagueKey && entry.current === current)
    .sort((a, b) => b.tournament.seasonId - a.tournament.seasonId)[seasonOffset];
  if (!found) throw new Error(`no ${leagueKey}`);
  return found;
};

// ---- The public answers of a tournament's finished matches ------------------------------------------------

/** What the match page reads for one finished match. */
interface Page {
  match: Match;
  players: MatchPlayer[];
  goalies: MatchGoalie[];
  /** Goals of the match (the scored shootout attempts left out). */
  goals: Goal[];
  shootout: boolean;
  penalties: Penalty[];
}

interface Tournament {
  tournamentId: number;
  /** Finished matches, newest first (date and start time, then match id). */
  pages: Page[];
  teamNames: Map<number, string>;
}

const kickoffKey = (match: Match) => `${match.matchDate.slice(0, 10)} ${String(match.matchStartTime ?? 0).padStart(4, '0')}`;

const loaded = new Map<number, Promise<Tournament>>();
function load(tournamentId: number): Promise<Tournament> {
  let found = loaded.get(tournamentId);
  if (!found) {
    found = (async () => {
      const matches = (await ask('tournamentMatches', { tournamentId })).matches
        .filter((match) => match.statusTypeId === MATCH_STATUS.finished)
        .sort((a, b) => kickoffKey(b).localeCompare(kickoffKey(a)) || b.matchId - a.matchId);
      const pages = await Promise.all(
        matches.map(async (match): Promise<Page> => {
          const matchId = match.matchId;
          const incidents = await ask('matchIncidents', { matchId });
          const shootoutPeriods = new Set(incidents.matchPeriodResults.filter((entry) => entry.partialResultType === 'shootout').map((entry) => entry.partialResultTypeId));
          return {
            match,
            players: await ask('hockeyPlayers', { matchId }),
            goalies: await ask('hockeyGoalies', { matchId }),
            goals: (await ask('hockeyGoals', { matchId })).filter((goal) => !shootoutPeriods.has(goal.periodId)),
            shootout: shootoutPeriods.size > 0,
            penalties: await ask('hockeyPenalties', { matchId }),
          };
        }),
      );
      const teams = (await ask('tournamentTeams', { tournamentId })).teams;
      return { tournamentId, pages, teamNames: new Map(teams.map((team) => [team.teamId, team.team])) };
    })();
    loaded.set(tournamentId, found);
  }
  return found;
}

const sideOf = (match: Match, teamId: number): Side => (match.hometeamId === teamId ? 'H' : 'B');
const winnerOf = (match: Match): Side => ((match.matchResult?.homeGoals ?? 0) > (match.matchResult?.awayGoals ?? 0) ? 'H' : 'B');

interface Scope {
  opponentId?: number | null;
  numberMatches?: number | null;
}

/**
 * The pages a team's people count, newest first: after the opponent filter, at most N of them (each key
 * keeps its own count). Calls `take(page, key)` per page and key until the key has N.
 */
function perKey<T extends { gp: number }>(
  pages: readonly Page[],
  scope: Scope,
  linesOf: (page: Page) => { key: number; teamId: number; make: () => T; add: (total: T) => void }[],
): Map<number, T> {
  const totals = new Map<number, T>();
  const limit = scope.numberMatches ? scope.numberMatches : Number.POSITIVE_INFINITY;
  for (const page of pages) {
    const { match } = page;
    if (scope.opponentId && match.hometeamId !== scope.opponentId && match.awayteamId !== scope.opponentId) continue;
    for (const line of linesOf(page)) {
      if (scope.opponentId && line.teamId === scope.opponentId) continue;
      let total = totals.get(line.key);
      if (!total) {
        total = line.make();
        totals.set(line.key, total);
      }
      if (total.gp >= limit) continue;
      total.gp += 1;
      line.add(total);
    }
  }
  return totals;
}

// ---- Recounts ------------------------------------------------------------------------------------------------

/** The game-winning goal's scorer: the winner's (loser's goals + 1)-th goal; none after a shootout. */
function gameWinner(page: Page): number | null {
  if (page.shootout) return null;
  const winner = winnerOf(page.match);
  const loserGoals = page.goals.filter((goal) => goal.homeOrAwayTeam !== winner).length;
  return page.goals.filter((goal) => goal.homeOrAwayTeam === winner)[loserGoals]?.personId ?? null;
}

type SkaterCount = Omit<SkaterStatsRow, 'faceoffs' | 'faceoffsWinPct' | 'gp'> & { gp: number };

function recountSkaters(tournament: Tournament, scope: Scope): Map<number, SkaterCount> {
  return perKey<SkaterCount>(tournament.pages, scope, (page) =>
    page.players
      .filter((row) => row.memberType === 'Player')
      .map((row) => ({
        key: row.personId,
        teamId: row.teamOrgId,
        make: () => ({
          personId: row.personId,
          orgId: row.teamOrgId,
          firstName: row.firstName,
          lastName: row.lastName,
          teamName: tournament.teamNames.get(row.teamOrgId) ?? '?',
          gp: 0,
          g: 0,
          a: 0,
          pts: 0,
          plusMinus: 0,
          pim: 0,
          ppg: 0,
          ppa: 0,
          shg: 0,
          sha: 0,
          gwg: 0,
          sog: 0,
          shotsPct: null,
        }),
        add: (total) => {
          const assisted = (goal: Goal) => goal.firstAssistPersonId === row.personId || goal.secondAssistPersonId === row.personId;
          const own = (types: Set<number>) => page.goals.filter((goal) => types.has(goal.goalTypeId));
          total.g = (total.g ?? 0) + row.goalsScored;
          total.a = (total.a ?? 0) + row.assists;
          total.pts = (total.g ?? 0) + (total.a ?? 0);
          total.plusMinus = (total.plusMinus ?? 0) + row.points;
          total.pim = (total.pim ?? 0) + row.pim;
          total.sog = (total.sog ?? 0) + row.shots;
          // As the federation reports it: floor(100 × goals / shots), none without shots.
          total.shotsPct = total.sog === 0 ? null : Math.floor((100 * (total.g ?? 0)) / total.sog);
          total.ppg = (total.ppg ?? 0) + own(PP).filter((goal) => goal.personId === row.personId).length;
          total.ppa = (total.ppa ?? 0) + own(PP).filter(assisted).length;
          total.shg = (total.shg ?? 0) + own(SH).filter((goal) => goal.personId === row.personId).length;
          total.sha = (total.sha ?? 0) + own(SH).filter(assisted).length;
          total.gwg = (total.gwg ?? 0) + (gameWinner(page) === row.personId ? 1 : 0);
        },
      })),
  );
}

function recountGoalies(tournament: Tournament, scope: Scope): Map<number, GoalieStatsRow & { gp: number }> {
  const seconds = (goalie: MatchGoalie) => goalie.minutesPlayed * 60 + goalie.secondsPlayed;
  return perKey<GoalieStatsRow & { gp: number }>(tournament.pages, scope, (page) =>
    page.goalies.map((line) => ({
      key: line.personId,
      teamId: line.orgId,
      make: () => ({
        personId: line.personId,
        orgId: line.orgId,
        firstName: line.firstName,
        lastName: line.lastName,
        teamName: tournament.teamNames.get(line.orgId) ?? '?',
        gp: 0,
        toiSeconds: 0,
        w: 0,
        l: 0,
        so: 0,
        ga: 0,
        sv: 0,
      }),
      add: (total) => {
        const mates = page.goalies.filter((goalie) => goalie.orgId === line.orgId);
        const most = Math.max(...mates.map(seconds));
        // The decision: the goalie with the most time in net (equal times do not happen in the sample).
        expect(mates.filter((goalie) => seconds(goalie) === most)).toHaveLength(1);
        const decision = seconds(line) === most;
        const won = winnerOf(page.match) === sideOf(page.match, line.orgId);
        const ga = line.shots - line.sv;
        total.toiSeconds = (total.toiSeconds ?? 0) + seconds(line);
        total.w = (total.w ?? 0) + (decision && won ? 1 : 0);
        total.l = (total.l ?? 0) + (decision && !won ? 1 : 0);
        total.so = (total.so ?? 0) + (mates.length === 1 && ga === 0 ? 1 : 0);
        total.ga = (total.ga ?? 0) + ga;
        total.sv = (total.sv ?? 0) + line.sv;
      },
    })),
  );
}

/** Game seconds since the start: every period (overtime and play-off periods too) starts 20 minutes after the last. */
function matchSecond(periodId: number, clock: string): number {
  const [minutes, seconds] = clock.split(':').map(Number);
  return (periodId - 1) * 1200 + (minutes ?? 0) * 60 + (seconds ?? 0);
}

const minutesOf = (severityType: string): number => Number(/(\d+)\s*min/.exec(severityType)?.[1] ?? NaN);

interface StrengthCount {
  adv: Record<Side, number>;
  tsh: Record<Side, number>;
  /** Goals whose type does not follow from the strength rebuilt here (expected: none). */
  mismatches: string[];
}

/**
 * Rebuilds the strength on ice of one match from its penalties and goals: a penalty runs from its start for
 * its minutes (a 10-minute misconduct takes nobody off the ice), at most two at once count (SPEC §3 PP2/SH2),
 * and a power-play goal ends the scored-against side's 2-minute penalty with the least time left. In one
 * game second the home side acts first, a penalty before a goal. A penalty that leaves the other side with
 * more skaters is one power-play opportunity for it (the decision of hockeyStats). Every goal's type is
 * checked against the rebuilt strength, which proves the rebuild.
 */
function recountStrength(page: Page): StrengthCount {
  const { match } = page;
  type Item = { second: number; side: Side; kind: 0 | 1; penalty?: Penalty; goal?: Goal };
  const items: Item[] = [
    ...page.penalties.map((penalty): Item => ({ second: matchSecond(penalty.servingStartPeriodId, penalty.servingStartTime), side: sideOf(match, penalty.orgId), kind: 0, penalty })),
    ...page.goals.map((goal): Item => ({ second: matchSecond(goal.periodId, goal.periodTime), side: goal.homeOrAwayTeam === 'H' ? 'H' : 'B', kind: 1, goal })),
  ].sort((a, b) => a.second - b.second || (a.side === b.side ? 0 : a.side === 'H' ? -1 : 1) || a.kind - b.kind);
  const running: Record<Side, { minutes: number; end: number }[]> = { H: [], B: [] };
  const skaters = (side: Side) => 5 - Math.min(2, running[side].filter((entry) => entry.minutes !== 10).length);
  const count: StrengthCount = { adv: { H: 0, B: 0 }, tsh: { H: 0, B: 0 }, mismatches: [] };
  for (const item of items) {
    for (const side of ['H', 'B'] as const) running[side] = running[side].filter((entry) => entry.end > item.second);
    if (item.penalty) {
      const minutes = minutesOf(item.penalty.severityType);
      const before = skaters(item.side);
      running[item.side].push({ minutes, end: item.second + minutes * 60 });
      const after = skaters(item.side);
      if (after < before && skaters(other(item.side)) > after) {
        count.adv[other(item.side)] += 1;
        count.tsh[item.side] += 1;
      }
    } else if (item.goal) {
      const difference = skaters(item.side) - skaters(other(item.side));
      const expected = difference >= 2 ? GOAL_TYPE.PP2 : difference === 1 ? GOAL_TYPE.PP1 : difference === -1 ? GOAL_TYPE.SH1 : difference <= -2 ? GOAL_TYPE.SH2 : GOAL_TYPE.EQ;
      if (expected !== item.goal.goalTypeId) count.mismatches.push(`${match.matchId} ${item.goal.periodId} ${item.goal.periodTime}`);
      if (difference > 0) {
        const minor = running[other(item.side)].filter((entry) => entry.minutes === 2).sort((a, b) => a.end - b.end)[0];
        if (minor) minor.end = item.second;
      }
    }
  }
  return count;
}

type TeamCount = Omit<TeamStatsRow, 'faceoffsWinPct' | 'gp'> & { gp: number };

function recountTeams(tournament: Tournament, scope: Scope, mismatches: string[] = []): Map<number, TeamCount> {
  return perKey<TeamCount>(tournament.pages, { numberMatches: scope.numberMatches ?? null }, (page) => {
    const strength = recountStrength(page);
    mismatches.push(...strength.mismatches);
    return (['H', 'B'] as const).map((side) => {
      const teamId = side === 'H' ? page.match.hometeamId : page.match.awayteamId;
      const scored = (types: Set<number>, by: Side) => page.goals.filter((goal) => goal.homeOrAwayTeam === by && types.has(goal.goalTypeId)).length;
      return {
        key: teamId,
        teamId,
        make: () => ({ teamName: tournament.teamNames.get(teamId) ?? '?', orgId: teamId, gp: 0, ppgf: 0, adv: 0, ppPct: 0, shga: 0, ppga: 0, tsh: 0, pkPct: 0, shgf: 0 }),
        add: (total: TeamCount) => {
          total.ppgf = (total.ppgf ?? 0) + scored(PP, side);
          total.ppga = (total.ppga ?? 0) + scored(PP, other(side));
          total.shgf = (total.shgf ?? 0) + scored(SH, side);
          total.shga = (total.shga ?? 0) + scored(SH, other(side));
          total.adv = (total.adv ?? 0) + strength.adv[side];
          total.tsh = (total.tsh ?? 0) + strength.tsh[side];
          total.ppPct = (total.adv ?? 0) === 0 ? 0 : Math.round((100 * (total.ppgf ?? 0)) / (total.adv ?? 1));
          total.pkPct = (total.tsh ?? 0) === 0 ? 0 : Math.round((100 * ((total.tsh ?? 0) - (total.ppga ?? 0))) / (total.tsh ?? 1));
        },
      };
    });
  });
}

/** Faceoffs taken and won by a person over some matches, from his game logs (icehockey/Player). */
async function faceoffsOf(tournamentId: number, personId: number, matchIds: Set<number>): Promise<{ taken: number; won: number }> {
  const rows = (await ask('skaterTournamentGames', { personId, tournamentId })).filter((row) => matchIds.has(row.matchId));
  const taken = rows.reduce((total, row) => total + (row.faceOffs ?? 0), 0);
  const won = rows.reduce((total, row) => total + Math.round((row.faceoffsWinPct ?? 0) * (row.faceOffs ?? 0)), 0);
  return { taken, won };
}

const without = <T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !(keys as PropertyKey[]).includes(key))) as Omit<T, K>;

// ---- The tables equal the recount -------------------------------------------------------------------------

const lastSeasonEhl = tournamentOf('h-ehl', false);
const CASES: [string, DemoTournament][] = [
  ['EHL (current season)', tournamentOf('h-ehl', true)],
  ['EHL (last season, complete)', lastSeasonEhl],
  ['1.div menn (current season)', tournamentOf('h-1div', true)],
  ['NM sluttspill (last season, play-off overtime)', league().tournaments.find((entry) => entry.leagueKey === 'h-nm' && entry.tournament.seasonId === lastSeasonEhl.tournament.seasonId) as DemoTournament],
];

describe.each(CASES)('hockey statistics of %s equal the recount from the match answers', (_name, entry) => {
  const tournamentId = entry.tournament.tournamentId;
  let tournament: Tournament;
  beforeAll(async () => {
    tournament = await load(tournamentId);
  });

  it('has finished matches with power-play and short-handed goals, penalties of every kind', () => {
    expect(tournament.pages.length).toBeGreaterThanOrEqual(10);
    const goals = tournament.pages.flatMap((page) => page.goals);
    expect(goals.some((goal) => PP.has(goal.goalTypeId))).toBe(true);
    expect(goals.some((goal) => SH.has(goal.goalTypeId))).toBe(true);
    const minutes = new Set(tournament.pages.flatMap((page) => page.penalties.map((penalty) => minutesOf(penalty.severityType))));
    expect(minutes.has(2)).toBe(true);
    expect([...minutes].every((value) => [2, 4, 5, 10].includes(value))).toBe(true);
  });

  it('TournamentPlayers: every skater row equals the sums of his match rows and goals, sorted by points then goals', async () => {
    const rows = await ask('hockeyTournamentPlayers', { tournamentId, opponentId: null, numberMatches: null });
    const expected = recountSkaters(tournament, {});
    expect(new Set(rows.map((row) => row.personId))).toEqual(new Set(expected.keys()));
    for (const row of rows) expect(without(row, 'faceoffs', 'faceoffsWinPct')).toEqual(expected.get(row.personId));
    for (let index = 1; index < rows.length; index += 1) {
      const [before, after] = [rows[index - 1] as SkaterStatsRow, rows[index] as SkaterStatsRow];
      expect((before.pts ?? 0) > (after.pts ?? 0) || ((before.pts ?? 0) === (after.pts ?? 0) && (before.g ?? 0) >= (after.g ?? 0))).toBe(true);
    }
    expect(rows.some((row) => (row.ppg ?? 0) > 0) && rows.some((row) => (row.gwg ?? 0) > 0)).toBe(true);
  });

  it('TournamentPlayers: faceoffs taken and the won fraction equal the game logs (a sample of centres and others)', async () => {
    const rows = await ask('hockeyTournamentPlayers', { tournamentId, opponentId: null, numberMatches: null });
    const all = new Set(tournament.pages.map((page) => page.match.matchId));
    const takers = rows.filter((row) => (row.faceoffs ?? 0) > 0).sort((a, b) => (b.faceoffs ?? 0) - (a.faceoffs ?? 0));
    const sample = [...takers.slice(0, 4), ...takers.slice(-2), ...rows.filter((row) => row.faceoffs === 0).slice(0, 2)];
    expect(sample.length).toBeGreaterThanOrEqual(6);
    for (const row of sample) {
      const { taken, won } = await faceoffsOf(tournamentId, row.personId, all);
      expect(row.faceoffs).toBe(taken);
      if (taken === 0) expect(row.faceoffsWinPct).toBeNull();
      else expect(row.faceoffsWinPct).toBeCloseTo(won / taken, 12);
    }
  });

  it('tournamentGoalieLeaders: every goalie row equals the sums of his GoalieLeaders rows, the decision recounted', async () => {
    const rows = await ask('hockeyTournamentGoalies', { tournamentId, opponentId: null, numberMatches: null });
    const expected = recountGoalies(tournament, {});
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.personId))).toEqual(new Set(expected.keys()));
    for (const row of rows) expect(row).toEqual(expected.get(row.personId));
    // Every finished match gives one win and one loss.
    expect(rows.reduce((total, row) => total + (row.w ?? 0), 0)).toBe(tournament.pages.length);
    expect(rows.reduce((total, row) => total + (row.l ?? 0), 0)).toBe(tournament.pages.length);
  });

  it('TeamStatistics: PP/SH goals from the goal types, opportunities rebuilt from the penalties, percentages by the season rule', async () => {
    const rows = await ask('hockeyTeamStatistics', { tournamentId, orgId: null, numberMatches: null });
    const mismatches: string[] = [];
    const expected = recountTeams(tournament, {}, mismatches);
    expect(mismatches).toEqual([]);
    expect(rows.map((row) => row.orgId).sort()).toEqual([...tournament.teamNames.keys()].sort());
    for (const row of rows) {
      const count = expected.get(row.orgId);
      expect(without(row, 'faceoffsWinPct')).toEqual(
        count ?? { teamName: tournament.teamNames.get(row.orgId), orgId: row.orgId, gp: 0, ppgf: 0, adv: 0, ppPct: 0, shga: 0, ppga: 0, tsh: 0, pkPct: 0, shgf: 0 },
      );
    }
    const total = (key: keyof TeamStatsRow) => rows.reduce((sum, row) => sum + ((row[key] as number | null) ?? 0), 0);
    expect(total('adv')).toBe(total('tsh'));
    expect(total('ppgf')).toBe(total('ppga'));
    expect(total('adv')).toBeGreaterThan(total('ppgf'));
    expect(total('gp')).toBe(2 * tournament.pages.length);
  });

  it('TeamStatistics: the faceoff fraction equals the game logs of the team’s faceoff takers (a sample of teams)', async () => {
    const rows = await ask('hockeyTeamStatistics', { tournamentId, orgId: null, numberMatches: null });
    const all = new Set(tournament.pages.map((page) => page.match.matchId));
    for (const row of rows.slice(0, 3)) {
      const takers = new Set(
        tournament.pages.flatMap((page) => page.players.filter((player) => player.teamOrgId === row.orgId && player.faceoffs_WinPct !== null).map((player) => player.personId)),
      );
      let taken = 0;
      let won = 0;
      for (const personId of takers) {
        const counted = await faceoffsOf(tournamentId, personId, all);
        taken += counted.taken;
        won += counted.won;
      }
      expect(taken).toBeGreaterThan(0);
      expect(row.faceoffsWinPct).toBeCloseTo(won / taken, 12);
    }
  });

  it('spectators: per team, its finished home matches from ta/TournamentMatches; yesterday = the last of them', async () => {
    const rows = await ask('hockeySpectators', { tournamentId });
    expect(rows).toHaveLength(tournament.teamNames.size);
    for (const [teamId, name] of tournament.teamNames) {
      const home = tournament.pages.filter((page) => page.match.hometeamId === teamId).map((page) => page.match.spectators ?? 0);
      expect(rows.find((row) => row.teamName === name)).toEqual({
        teamName: name,
        yesterday: home[0] ?? null,
        total: home.reduce((sum, value) => sum + value, 0),
        games: home.length,
      });
    }
    const averages = rows.filter((row) => (row.games ?? 0) > 0).map((row) => (row.total ?? 0) / (row.games ?? 1));
    expect([...averages].sort((a, b) => b - a)).toEqual(averages);
  });
});

// ---- Filters ------------------------------------------------------------------------------------------------

describe('statistics filters', () => {
  const entry = tournamentOf('h-ehl', false);
  const tournamentId = entry.tournament.tournamentId;
  let tournament: Tournament;
  beforeAll(async () => {
    tournament = await load(tournamentId);
  });

  it.each([1, 2, 5, 10])('numberMatches %i: each skater’s and goalie’s last N matches', async (numberMatches) => {
    const skaters = await ask('hockeyTournamentPlayers', { tournamentId, opponentId: null, numberMatches });
    const expected = recountSkaters(tournament, { numberMatches });
    expect(skaters.length).toBe(expected.size);
    for (const row of skaters) {
      expect(row.gp).toBeLessThanOrEqual(numberMatches);
      expect(without(row, 'faceoffs', 'faceoffsWinPct')).toEqual(expected.get(row.personId));
    }
    const goalies = await ask('hockeyTournamentGoalies', { tournamentId, opponentId: null, numberMatches });
    const expectedGoalies = recountGoalies(tournament, { numberMatches });
    expect(goalies.length).toBe(expectedGoalies.size);
    for (const row of goalies) {
      expect(row.gp).toBeLessThanOrEqual(numberMatches);
      expect(row).toEqual(expectedGoalies.get(row.personId));
    }
  });

  it('numberMatches 1 equals the player’s last match line on the match page', async () => {
    const rows = await ask('hockeyTournamentPlayers', { tournamentId, opponentId: null, numberMatches: 1 });
    for (const row of rows.slice(0, 25)) {
      expect(row.gp).toBe(1);
      const last = tournament.pages.find((page) => page.players.some((player) => player.personId === row.personId));
      const line = last?.players.find((player) => player.personId === row.personId);
      if (!last || !line) throw new Error(`no match for ${row.personId}`);
      expect({ g: row.g, a: row.a, pts: row.pts, plusMinus: row.plusMinus, pim: row.pim, sog: row.sog, faceoffsWinPct: row.faceoffsWinPct }).toEqual({
        g: line.goalsScored,
        a: line.assists,
        pts: line.pts,
        plusMinus: line.points,
        pim: line.pim,
        sog: line.shots,
        faceoffsWinPct: line.faceoffs_WinPct,
      });
    }
  });

  it('opponentId keeps only the matches against that team (its own players have no rows); with numberMatches after it', async () => {
    const opponentId = [...tournament.teamNames.keys()][2] as number;
    const rows = await ask('hockeyTournamentPlayers', { tournamentId, opponentId, numberMatches: null });
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.some((row) => row.orgId === opponentId)).toBe(false);
    for (const row of rows) {
      const against = tournament.pages.filter(
        (page) =>
          (page.match.hometeamId === row.orgId && page.match.awayteamId === opponentId) || (page.match.awayteamId === row.orgId && page.match.hometeamId === opponentId),
      );
      expect(row.gp).toBe(against.length);
    }
    const expected = recountSkaters(tournament, { opponentId });
    for (const row of rows) expect(without(row, 'faceoffs', 'faceoffsWinPct')).toEqual(expected.get(row.personId));
    const lastOne = await ask('hockeyTournamentPlayers', { tournamentId, opponentId, numberMatches: 1 });
    const expectedOne = recountSkaters(tournament, { opponentId, numberMatches: 1 });
    expect(lastOne.length).toBe(expectedOne.size);
    for (const row of lastOne) expect(without(row, 'faceoffs', 'faceoffsWinPct')).toEqual(expectedOne.get(row.personId));
    const goalies = await ask('hockeyTournamentGoalies', { tournamentId, opponentId, numberMatches: null });
    const expectedGoalies = recountGoalies(tournament, { opponentId });
    expect(goalies.length).toBe(expectedGoalies.size);
    for (const row of goalies) expect(row).toEqual(expectedGoalies.get(row.personId));
  });

  it('team statistics: orgId gives that team’s row only; numberMatches its last N matches', async () => {
    const all = await ask('hockeyTeamStatistics', { tournamentId, orgId: null, numberMatches: null });
    const orgId = all[3]?.orgId as number;
    await expect(ask('hockeyTeamStatistics', { tournamentId, orgId, numberMatches: null })).resolves.toEqual([all[3]]);
    for (const numberMatches of [1, 4, 10]) {
      const [row, ...rest] = await ask('hockeyTeamStatistics', { tournamentId, orgId, numberMatches });
      expect(rest).toEqual([]);
      expect(without(row as TeamStatsRow, 'faceoffsWinPct')).toEqual(recountTeams(tournament, { numberMatches }).get(orgId));
      expect(row?.gp).toBe(numberMatches);
    }
    await expect(ask('hockeyTeamStatistics', { tournamentId, orgId: 1, numberMatches: null })).resolves.toEqual([]);
  });

  it('numberMatches 0 (SPEC §9 "All") or absent counts every finished match', () => {
    const base = hockeyTournamentPlayers(league(), tournamentId);
    expect(hockeyTournamentPlayers(league(), tournamentId, { numberMatches: 0, opponentId: null })).toEqual(base);
    expect(hockeyTournamentGoalies(league(), tournamentId, { numberMatches: 0 })).toEqual(hockeyTournamentGoalies(league(), tournamentId));
    expect(hockeyTeamStatistics(league(), tournamentId, { numberMatches: 0 })).toEqual(hockeyTeamStatistics(league(), tournamentId));
  });

  it('only finished matches count: none of a tournament that has not begun, and the current one matches its finished list', async () => {
    const notBegun = tournamentOf('h-nm', true);
    expect(league().matches(notBegun.tournament.tournamentId).some((match) => match.statusTypeId === MATCH_STATUS.finished)).toBe(false);
    await expect(ask('hockeyTournamentPlayers', { tournamentId: notBegun.tournament.tournamentId, opponentId: null, numberMatches: null })).resolves.toEqual([]);
    await expect(ask('hockeyTournamentGoalies', { tournamentId: notBegun.tournament.tournamentId, opponentId: null, numberMatches: null })).resolves.toEqual([]);
    const teams = await ask('hockeyTeamStatistics', { tournamentId: notBegun.tournament.tournamentId, orgId: null, numberMatches: null });
    expect(teams.length).toBeGreaterThan(0);
    expect(teams.every((row) => row.gp === 0 && row.faceoffsWinPct === null && row.ppPct === 0 && row.pkPct === 0)).toBe(true);
    const attendance = await ask('hockeySpectators', { tournamentId: notBegun.tournament.tournamentId });
    expect(attendance.every((row) => row.games === 0 && row.total === 0 && row.yesterday === null)).toBe(true);
  });
});

// ---- Errors --------------------------------------------------------------------------------------------------

describe('unknown and other-sport tournaments', () => {
  const basketball = league().tournaments.find((entry) => entry.current && entry.leagueKey === 'b-blno')?.tournament.tournamentId ?? 0;

  it('a tournament of another sport answers []', async () => {
    await expect(ask('hockeyTournamentPlayers', { tournamentId: basketball, opponentId: null, numberMatches: null })).resolves.toEqual([]);
    await expect(ask('hockeyTournamentGoalies', { tournamentId: basketball, opponentId: null, numberMatches: 5 })).resolves.toEqual([]);
    await expect(ask('hockeyTeamStatistics', { tournamentId: basketball, orgId: null, numberMatches: null })).resolves.toEqual([]);
    await expect(ask('hockeySpectators', { tournamentId: basketball })).resolves.toEqual([]);
  });

  it('an unknown tournament is NotFoundError', () => {
    expect(() => hockeyTournamentPlayers(league(), 77)).toThrow(NotFoundError);
    expect(() => hockeyTournamentGoalies(league(), 77)).toThrow(NotFoundError);
    expect(() => hockeyTeamStatistics(league(), 77)).toThrow(NotFoundError);
    expect(() => hockeySpectators(league(), 77)).toThrow(NotFoundError);
  });
});

describe('statistics over HTTP', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = testApp({ dataSource: createDemoDataSource(league()) });
    await app.ready();
  });
  afterAll(() => app.close());
  const proxy = (taReqUrl: string) => app.inject({ method: 'POST', url: '/api/proxy', payload: { taReqUrl } });
  const ehl = tournamentOf('h-ehl', true).tournament.tournamentId;

  it.each([
    'icehockey/TournamentPlayers/77?&opponentId=&numberMatches=',
    'icehockey/tournamentGoalieLeaders/77?&opponentId=&numberMatches=5',
    'icehockey/TeamStatistics/77?&orgId=&numberMatches=',
    'icehockey/spectators/77',
  ])('%s answers 404 with a JSON message', async (text) => {
    const response = await proxy(text);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found', message: expect.stringMatching(/77/) });
  });

  it.each([
    `icehockey/TournamentPlayers/${ehl}?&opponentId=&numberMatches=abc`,
    `icehockey/TournamentPlayers/${ehl}?&opponentId=abc&numberMatches=`,
    `icehockey/tournamentGoalieLeaders/${ehl}?&opponentId=abc&numberMatches=`,
    `icehockey/TeamStatistics/${ehl}?&orgId=&numberMatches=abc`,
    `icehockey/TeamStatistics/${ehl}?&orgId=abc&numberMatches=`,
  ])('%s answers 400', async (text) => {
    const response = await proxy(text);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'bad_request', message: expect.any(String) });
  });

  it('answers the four tables as JSON lists', async () => {
    for (const text of [
      `icehockey/TournamentPlayers/${ehl}?&opponentId=&numberMatches=`,
      `icehockey/tournamentGoalieLeaders/${ehl}?&opponentId=&numberMatches=2`,
      `icehockey/TeamStatistics/${ehl}?&orgId=&numberMatches=`,
      `icehockey/spectators/${ehl}`,
    ]) {
      const response = await proxy(text);
      expect(response.statusCode).toBe(200);
      const body = response.json<unknown[]>();
      expect(Array.isArray(body) && body.length > 0).toBe(true);
    }
  });
});
