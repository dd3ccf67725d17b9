import { createDemoDataSource } from '../../../src/server/demo';
import { NotFoundError } from '../../../src/server/dataSource';
import { buildDirectTarget, buildTarget, resolveDirectTarget, resolveProxyTarget, type Match, type Season } from '../../../src/shared/contract';
import { league } from './support';

const source = () => createDemoDataSource(league());
const proxy = (text: string) => source().proxy(resolveProxyTarget(text));

describe('demo data source', () => {
  const ehl = () => league().tournaments.find((entry) => entry.current && entry.leagueKey === 'h-ehl');

  it('reports its status', () => {
    expect(source().kind).toBe('demo');
    expect(source().status()).toEqual({ kind: 'demo', healthy: true, detail: expect.stringContaining('demo league, seed') });
  });

  it('answers the direct calls: seasons by year and tournaments in a season', async () => {
    const seasons = (await source().direct(resolveDirectTarget(buildDirectTarget('seasons', { orgId: 10, year: 2026 })))) as Season[];
    expect(seasons.map((season) => season.seasonName)).toContain('2026/2027');
    const seasonId = seasons[0]?.seasonId ?? 0;
    const answer = (await source().direct(resolveDirectTarget(buildDirectTarget('tournamentsInSeason', { seasonId })))) as {
      tournamentsInSeason: { seasonId: number }[];
    };
    expect(answer.tournamentsInSeason.length).toBeGreaterThan(10);
    expect(answer.tournamentsInSeason.every((tournament) => tournament.seasonId === seasonId)).toBe(true);
    await expect(source().direct(resolveDirectTarget('ta/Tournament/Season/999999'))).resolves.toEqual({ tournamentsInSeason: [] });
    await expect(source().direct(resolveDirectTarget('ta/Seasons/?orgId=999&year=2026'))).resolves.toEqual([]);
  });

  it('answers teams, matches, the tournament and organisations', async () => {
    const tournamentId = ehl()?.tournament.tournamentId ?? 0;
    const teams = (await proxy(buildTarget('tournamentTeams', { tournamentId }))) as { teams: { teamId: number; team: string; orgId: number }[] };
    expect(teams.teams.length).toBeGreaterThanOrEqual(8);
    const matches = (await proxy(buildTarget('tournamentMatches', { tournamentId }))) as { matches: Match[] };
    expect(matches.matches.length).toBeGreaterThan(50);
    await expect(proxy(buildTarget('tournament', { tournamentId }))).resolves.toMatchObject({ tournamentId, tournamentName: 'EHL', seasonId: ehl()?.tournament.seasonId });
    const first = matches.matches[0];
    const orgs = (await proxy(buildTarget('organisations', { orgIds: [first?.hometeamId ?? 0, first?.awayteamId ?? 0] }))) as { orgId: number; orgLogoBase64: string }[];
    expect(orgs.map((org) => org.orgId)).toEqual([first?.hometeamId, first?.awayteamId]);
    await expect(proxy(buildTarget('match', { matchId: first?.matchId ?? 0 }))).resolves.toEqual(first);
  });

  it('answers scheduled matches by sport and US date', async () => {
    const answer = (await proxy(buildTarget('scheduledMatchesBySport', { sportIds: [152, 199], date: '11/21/2026' }))) as { matches: Match[] };
    expect(answer.matches.length).toBeGreaterThan(10);
    expect(new Set(answer.matches.map((match) => match.sportId))).toEqual(new Set([152, 199]));
    expect(answer.matches.every((match) => match.matchDate.startsWith('2026-11-21'))).toBe(true);
  });

  it('answers broadcasts by sport, tournament and match', async () => {
    const bySport = (await proxy(buildTarget('broadcastsBySport', { sportId: 152 }))) as { matchId: number }[];
    expect(bySport.length).toBeGreaterThan(0);
    const matchId = bySport[0]?.matchId ?? 0;
    const tournamentId = Math.floor(matchId / 1000);
    const byTournament = (await proxy(buildTarget('broadcastsByTournament', { sportId: 152, tournamentId }))) as { matchId: number }[];
    expect(byTournament.map((item) => item.matchId)).toContain(matchId);
    await expect(proxy(buildTarget('broadcastsByMatch', { matchId }))).resolves.toEqual([bySport[0]]);
    await expect(proxy(buildTarget('broadcastsByMatch', { matchId: 12 }))).resolves.toEqual([]);
  });

  it('refuses unknown single records', async () => {
    await expect(proxy(buildTarget('tournament', { tournamentId: 77 }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(proxy(buildTarget('match', { matchId: 4087999 }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(proxy(buildTarget('tournamentTeams', { tournamentId: 77 }))).resolves.toEqual({ teams: [] });
    await expect(proxy(buildTarget('tournamentMatches', { tournamentId: 77 }))).resolves.toEqual({ matches: [] });
    await expect(proxy(buildTarget('standings', { tournamentId: 77 }))).rejects.toBeInstanceOf(NotFoundError);
    // A tournament id is not a team: no roster (issue 12).
    await expect(proxy(buildTarget('teamMembers', { teamId: ehl()?.tournament.tournamentId ?? 0 }))).rejects.toBeInstanceOf(NotFoundError);
    await expect(proxy(buildTarget('soccerBestPlayers', { tournamentId: 77 }))).rejects.toBeInstanceOf(NotFoundError);
  });
});
