import { screen } from '@testing-library/react';
/** A small EHL world for the ice hockey statistics page tests: three teams, a fake api per target. */
import type { AttendanceRow, GoalieGame, GoalieStatsRow, SkaterGame, SkaterStatsRow, TeamStatsRow, Tournament } from '../../../src/shared/contract';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, type FakeApi, type ProxyHandlers } from '../../support/services';
import type { Language } from '../../../src/shared/siteConfig';

export const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
export const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 });
export const teams = [aTeam({ teamId: 7, orgId: 7, team: 'Stjernen' }), aTeam({ teamId: 8, orgId: 8, team: 'Frisk Asker' }), aTeam({ teamId: 9, orgId: 9, team: 'Comet' })];

export function skater(personId: number, orgId: number, pts: number, overrides: Partial<SkaterStatsRow> = {}): SkaterStatsRow {
  const team = teams.find((candidate) => candidate.orgId === orgId)?.team ?? 'Other';
  return {
    personId, orgId, firstName: `Player${personId}`, lastName: 'Hansen', teamName: team, gp: 10, g: 3, a: pts - 3, pts, plusMinus: 1, pim: 4,
    ppg: 1, ppa: 2, shg: 0, sha: 0, gwg: 1, sog: 9, shotsPct: 33, faceoffsWinPct: 0.5, faceoffs: 20, ...overrides,
  };
}

export const skaters: SkaterStatsRow[] = [skater(1, 7, 5), skater(2, 9, 12, { pim: null }), skater(3, 8, 7), skater(4, 7, 9)];

export const goalies: GoalieStatsRow[] = [
  { personId: 21, orgId: 7, firstName: 'Keeper', lastName: 'One', teamName: 'Stjernen', gp: 2, toiSeconds: 7200, w: 1, l: 1, so: 0, ga: 5, sv: 55 },
  { personId: 22, orgId: 9, firstName: 'Keeper', lastName: 'Two', teamName: 'Comet', gp: 1, toiSeconds: 3600, w: 1, l: 0, so: 1, ga: 0, sv: 30 },
];

export const teamRows: TeamStatsRow[] = [
  { teamName: 'Stjernen', orgId: 7, gp: 10, ppgf: 3, adv: 12, ppPct: null, shga: 1, ppga: 2, tsh: 9, pkPct: null, shgf: 0, faceoffsWinPct: 0.512 },
  { teamName: 'Comet', orgId: 9, gp: 10, ppgf: 6, adv: 12, ppPct: null, shga: 0, ppga: 3, tsh: 10, pkPct: null, shgf: 1, faceoffsWinPct: 0.488 },
];

export const attendance: AttendanceRow[] = [
  { teamName: 'Stjernen', yesterday: 900, total: 2000, games: 3 },
  { teamName: 'Comet', yesterday: 1500, total: 6000, games: 4 },
];

export const skaterGame: SkaterGame = {
  matchId: 11, matchDate: '2026-11-21T00:00:00', homeTeamName: 'Stjernen', awayTeamName: 'Comet', tournamentName: 'EHL', goalsScored: 2, goalsAgainst: null,
  assists: 1, pts: 3, points: 1, pim: 0, powerPlayGoals: 1, powerPlayGoalAssists: 0, shortHandGoals: 0, shortHandGoalAssists: 0, gwg: 1, shots: 4,
  shotsPct: null, faceOffs: 10, faceoffsWinPct: 0.6, gamePlayed: 1, minutesPlayed: 18, secondsPlayed: 30, tournamentId: 101, teamName: 'Stjernen',
};

export const goalieGame: GoalieGame = {
  matchId: 11, matchdate: '2026-11-21T00:00:00', homeTeamName: 'Stjernen', awayTeamName: 'Comet', tournamentName: 'EHL', teamName: 'Stjernen', tournamentId: 101,
  minutesPlayed: 60, secondsPlayed: 0, wins: 1, ties: 0, losses: 0, so: 0, ga: 2, gaa: null, sv: 28, sV_Pct: null, gamePlayed: 1,
};

export interface Setup {
  url: string;
  league?: Tournament;
  language?: Language;
  proxy?: ProxyHandlers;
}

export function setupStats({ url, league = ehl, language = 'en', proxy = {} }: Setup) {
  const api: FakeApi = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: [league] }),
    },
    proxy: {
      tournamentTeams: () => ({ teams }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      hockeyTournamentPlayers: () => skaters,
      hockeyTournamentGoalies: () => goalies,
      hockeyTeamStatistics: () => teamRows,
      hockeySpectators: () => attendance,
      skaterTournamentGames: () => [skaterGame],
      goalieTournamentGames: () => [goalieGame],
      ...proxy,
    },
  });
  const view = renderApp({ url, language, services: appServices({ api }) });
  return { ...view, api };
}

/** The calls made to one target, as `name {params}`. */
export const callsTo = (api: FakeApi, name: string) => api.calls.filter((call) => call.startsWith(`${name} `));

/**
 * A page's table, by its name. The first page test of a file boots the app and compiles the route's chunk;
 * on a loaded machine that can pass testing-library's 1 s default wait.
 */
export const findTable = (name: string) => screen.findByRole('table', { name }, { timeout: 10_000 });
