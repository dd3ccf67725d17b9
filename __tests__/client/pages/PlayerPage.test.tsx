import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BasketballSeasonStats, GoalieGame, SkaterGame, TeamMember, TournamentForPerson, Tournament } from '../../../src/shared/contract';
import { ApiError } from '../../../src/client/services/api';
import { resetWireWarnings } from '../../../src/shared/wire/report';
import type { Language, SiteConfig } from '../../../src/shared/siteConfig';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, type ProxyHandlers } from '../../support/services';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 });
const bbl = aTournament({ tournamentId: 501, tournamentName: 'BLNO', seasonId: 2026, sportId: 199 });

function member(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    personId: 77, owningOrgId: 7, firstName: 'Ola', lastName: 'Nordmann', birthDate: '1998-03-04T00:00:00', number: 9,
    position: 'CE', nationality: 'NOR', height: 184, imageUrl: null, ...overrides,
  };
}

function tournament(overrides: Partial<TournamentForPerson>): TournamentForPerson {
  return { tournamentId: 101, tournamentName: 'EHL', startDate: '2026-09-01T00:00:00', endDate: '2027-03-31T00:00:00', seasonId: 2026, sportId: 152, orgId: 7, teamName: 'Stjernen', ...overrides };
}

function skaterGame(matchId: number, overrides: Partial<SkaterGame> = {}): SkaterGame {
  return {
    matchId, matchDate: '2026-11-20T00:00:00', homeTeamName: 'Stjernen', awayTeamName: 'Frisk Asker', tournamentName: 'EHL', tournamentId: 101, teamName: 'Stjernen',
    goalsScored: 1, goalsAgainst: 0, assists: 1, pts: 2, points: 1, pim: 2, powerPlayGoals: 0, powerPlayGoalAssists: 1, shortHandGoals: 0,
    shortHandGoalAssists: 0, gwg: 0, shots: 4, shotsPct: 25, faceOffs: 10, faceoffsWinPct: 0.6, gamePlayed: 1, minutesPlayed: 15, secondsPlayed: 5, ...overrides,
  };
}

function goalieGame(matchId: number, overrides: Partial<GoalieGame> = {}): GoalieGame {
  return {
    matchId, matchdate: '2026-11-20T00:00:00', homeTeamName: 'Stjernen', awayTeamName: 'Frisk Asker', tournamentName: 'EHL', tournamentId: 101, teamName: 'Stjernen',
    minutesPlayed: 60, secondsPlayed: 0, wins: 1, ties: 0, losses: 0, so: 0, ga: 2, gaa: 2, sv: 28, sV_Pct: 93.3, gamePlayed: 1, ...overrides,
  };
}

const basketballRow: BasketballSeasonStats = {
  personId: 77, orgId: 8, orgName: 'Frøya', firstName: 'Ola', lastName: 'Nordmann', matches: 10, totalSeconds: 12000, points: 150, fouls: 20,
  p1Sum: 30, p1MissSum: 10, p2Sum: 45, p2MissSum: 45, p3Sum: 10, p3MissSum: 0, offRebSum: 20, defRebSum: 40, assists: 30, toSum: 15, stSum: 10, blSum: 5,
};

interface Setup {
  url?: string;
  language?: Language;
  config?: Partial<SiteConfig>;
  leagues?: Tournament[];
  proxy?: ProxyHandlers;
}

function setup({ url = '/player/?playerId=77&orgId=7&seasonId=2026&tournamentId=101', language = 'en', config, leagues = [ehl], proxy = {} }: Setup = {}) {
  const api = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: leagues }),
    },
    proxy: {
      tournamentTeams: () => ({ teams: [aTeam({ teamId: 7, team: 'Stjernen' })] }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      teamMemberOfOrg: () => [member()],
      tournamentsForPerson: () => [tournament({}), tournament({ tournamentId: 90, tournamentName: 'EHL 2025', startDate: '2025-09-01T00:00:00', seasonId: 2025 })],
      ...proxy,
    },
  });
  const view = renderApp({ url, language, config, services: appServices({ api }) });
  return { ...view, api };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const cellTexts = (row: HTMLElement | undefined) => Array.from(row?.querySelectorAll('th, td') ?? [], (cell) => cell.textContent);

describe('player profile page (SPEC §2 Player profile)', () => {
  it('shows a skater: the info card, the last 5 games linking to their match pages, and previous tournaments that expand to their games', async () => {
    const last = [1, 2, 3, 4, 5, 6].map((id) => skaterGame(id, { matchDate: `2026-11-${String(20 - id).padStart(2, '0')}T00:00:00` }));
    setup({
      proxy: {
        skaterLastGames: () => last,
        skaterTournamentGames: ({ tournamentId }) => (tournamentId === 101 ? [skaterGame(1), skaterGame(2, { goalsScored: 0, shots: 2, faceOffs: 5, faceoffsWinPct: 0.2 })] : [skaterGame(50, { tournamentId: 90, tournamentName: 'EHL 2025', homeTeamName: 'Comet', awayTeamName: 'Stjernen' })]),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Ola Nordmann' })).toBeInTheDocument();
    expect(screen.getByText('Born').nextSibling).toHaveTextContent('1998');
    expect(screen.getByText('Position').nextSibling).toHaveTextContent('Centre');
    expect(screen.getByText('Height').nextSibling).toHaveTextContent('184 cm');
    await waitFor(() => expect(document.title).toBe('Ola Nordmann · Player · Ishockey Kampsenter'));

    const lastGames = await screen.findByRole('table', { name: 'Last 5 games of Ola Nordmann' });
    expect(headers(lastGames)).toEqual(['Date', 'Match', 'G', 'A', 'PTS', '+/-', 'PIM', 'PPG', 'PPA', 'SHG', 'SHA', 'GWG', 'SOG', 'S%', 'FO', 'FO%', 'TOI']);
    expect(within(lastGames).getByText('SOG').closest('abbr')).toHaveAttribute('title', 'Shots on goal');
    const rows = bodyRows(lastGames);
    expect(rows).toHaveLength(5);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: 'Stjernen – Frisk Asker' });
    expect(link).toHaveAttribute('href', '/match?matchId=1&seasonId=2026&tournamentId=101');
    expect(rows[0]).toHaveTextContent(/1\s*1\s*2\s*1\s*2\s*0\s*1\s*0\s*0\s*0\s*4\s*25\s*10\s*60\.0\s*15:05$/);

    const tournaments = await screen.findByRole('table', { name: 'Tournaments of Ola Nordmann' });
    const [current, previous] = bodyRows(tournaments);
    // Totals of 101: GP 2, G 1, SOG 6 → S% round(100 × 1/6) = 17; FO 15, won 6 + 1 = 7 → 47; TOI 30:10.
    expect(current).toHaveTextContent(/^.*EHL\s*2026\s*Stjernen\s*2\s*1\s*2\s*4\s*2\s*4\s*0\s*2\s*0\s*0\s*0\s*6\s*17\s*15\s*47\s*30:10$/);
    expect(previous).toHaveTextContent('EHL 2025');
    fireEvent.click(within(previous as HTMLElement).getByRole('button', { name: 'Show details' }));
    const games = await screen.findByRole('table', { name: 'Games in EHL 2025' });
    expect(within(games).getByRole('link', { name: 'Comet – Stjernen' })).toHaveAttribute('href', '/match?matchId=50&seasonId=2025&tournamentId=90');
  });

  it('shows a goalie (GK1) with the goalie tables and his totals', async () => {
    setup({
      proxy: {
        teamMemberOfOrg: () => [member({ position: 'GK1', firstName: 'Kari', lastName: 'Keeper' })],
        tournamentsForPerson: () => [tournament({})],
        goalieLastGames: () => [goalieGame(1), goalieGame(2, { gaa: null, sV_Pct: null, ga: 3, sv: 27, minutesPlayed: 58, secondsPlayed: 30, wins: 0, losses: 1 })],
        goalieTournamentGames: () => [goalieGame(1), goalieGame(2, { ga: 0, sv: 30, so: 1 })],
      },
    });
    const lastGames = await screen.findByRole('table', { name: 'Last 5 games of Kari Keeper' });
    expect(headers(lastGames)).toEqual(['Date', 'Match', 'TOI', 'W', 'T', 'L', 'SO', 'GA', 'GAA', 'SV', 'SV%']);
    const [first, second] = bodyRows(lastGames);
    expect(first).toHaveTextContent(/60:00\s*1\s*0\s*0\s*0\s*2\s*2\.00\s*28\s*93\.3$/);
    // Computed when the answer lacks them: 3 × 3600 / 3510 = 3.08; 27 / 30 = 90.0.
    expect(second).toHaveTextContent(/58:30\s*0\s*0\s*1\s*0\s*3\s*3\.08\s*27\s*90\.0$/);
    const tournaments = await screen.findByRole('table', { name: 'Tournaments of Kari Keeper' });
    // 2 games, 120:00, GA 2 → GAA 1.00; SV 58 of 60 → 96.7.
    expect(bodyRows(tournaments)[0]).toHaveTextContent(/2\s*120:00\s*2\s*0\s*0\s*1\s*2\s*1\.00\s*58\s*96\.7$/);
    expect(screen.getByText('Position').nextSibling).toHaveTextContent('Goalkeeper');
    expect(screen.queryByRole('table', { name: /Last 5 games/ })).toBeInTheDocument();
  });

  it('issue 27 case 4: in Norwegian a goalie’s GAA and SV% and a basketball player’s averages have decimal commas', async () => {
    setup({
      language: 'no',
      proxy: {
        teamMemberOfOrg: () => [member({ position: 'GK1', firstName: 'Kari', lastName: 'Keeper' })],
        tournamentsForPerson: () => [tournament({})],
        goalieLastGames: () => [goalieGame(1), goalieGame(2, { gaa: null, sV_Pct: null, ga: 0, sv: 27, minutesPlayed: 0, secondsPlayed: 0, wins: 0, losses: 1 })],
        goalieTournamentGames: () => [goalieGame(1), goalieGame(2, { ga: 0, sv: 30, so: 1 })],
      },
    });
    const [first, second] = bodyRows(await screen.findByRole('table', { name: 'Siste 5 kamper for Kari Keeper' }));
    expect(cellTexts(first).slice(-4)).toEqual(['2', '2,00', '28', '93,3']);
    // No time in net: GAA "0,00" as shown, never a bare "0".
    expect(cellTexts(second).slice(-4)).toEqual(['0', '0,00', '27', '100,0']);
    expect(cellTexts(bodyRows(await screen.findByRole('table', { name: 'Turneringer for Kari Keeper' }))[0]).slice(-3)).toEqual(['1,00', '58', '96,7']);
  });

  it('issue 27 case 4: a basketball player’s averages read "15,0" in Norwegian, as the statistics table', async () => {
    setup({
      url: '/player/?playerId=77&orgId=8&seasonId=2026&tournamentId=501',
      language: 'no',
      config: { sportId: 199 },
      leagues: [bbl],
      proxy: { tournamentsForPerson: () => [tournament({ tournamentId: 501, tournamentName: 'BLNO', sportId: 199, teamName: 'Frøya' })], basketballPlayerSeason: () => [basketballRow] },
    });
    const averages = await screen.findByRole('table', { name: 'Snitt per kamp i BLNO' });
    expect(cellTexts(bodyRows(averages)[0])).toEqual(['Frøya', '10', '20:00', '15,0', '6,0', '3,0', '1,0', '0,5', '1,5', '2,0', '3,0/4,0', '75', '4,5/9,0', '50', '1,0/1,0', '100', '18,50']);
  });

  it('names the position by the one position rule: a goalie written "G" is a Goalkeeper with the goalie tables (issue 25, en and no)', async () => {
    const proxy: ProxyHandlers = {
      teamMemberOfOrg: () => [member({ position: 'G', firstName: 'Kari', lastName: 'Keeper' })],
      tournamentsForPerson: () => [tournament({})],
      goalieLastGames: () => [goalieGame(1)],
      goalieTournamentGames: () => [goalieGame(1)],
    };
    const { unmount } = setup({ proxy });
    const lastGames = await screen.findByRole('table', { name: 'Last 5 games of Kari Keeper' });
    expect(headers(lastGames)).toContain('GAA');
    expect(screen.getByText('Position').nextSibling).toHaveTextContent(/^Goalkeeper$/);
    unmount();
    setup({ language: 'no', proxy });
    await screen.findByRole('heading', { level: 2, name: 'Kari Keeper' });
    expect(screen.getByText('Posisjon').nextSibling).toHaveTextContent(/^Keeper$/);
  });

  it('never takes one of the team\'s staff (memberType TeamSupport) for a player: not found (issue 25)', async () => {
    setup({ proxy: { teamMemberOfOrg: () => [{ ...member({ firstName: 'Trener', lastName: 'Holm – Hovedtrener' }), memberType: 'TeamSupport' }] } });
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
  });

  it('shows a basketball player: the current tournament’s averages and the last tournaments', async () => {
    const { api } = setup({
      url: '/player/?playerId=77&orgId=8&seasonId=2026&tournamentId=501',
      config: { sportId: 199 },
      leagues: [bbl],
      proxy: {
        tournamentsForPerson: () => [tournament({ tournamentId: 501, tournamentName: 'BLNO', sportId: 199, teamName: 'Frøya' }), tournament({ tournamentId: 480, tournamentName: 'BLNO 2025', startDate: '2025-09-01T00:00:00', seasonId: 2025, sportId: 199, teamName: 'Ammerud' })],
        basketballPlayerSeason: () => [basketballRow],
      },
    });
    const averages = await screen.findByRole('table', { name: 'Averages per match in BLNO' });
    expect(headers(averages)).toEqual(['Team', 'GP', 'MIN', 'PTS', 'REB', 'AST', 'STL', 'BLK', 'TO', 'PF', 'FT', 'FT%', '2P', '2P%', '3P', '3P%', 'EFF']);
    // (150 + 60 + 30 + 10 + 5 − 55 − 15) / 10 = 18.50
    // Issue 27 case 4: per-match figures with their one decimal, as the statistics table shows them.
    expect(cellTexts(bodyRows(averages)[0])).toEqual(['Frøya', '10', '20:00', '15.0', '6.0', '3.0', '1.0', '0.5', '1.5', '2.0', '3.0/4.0', '75', '4.5/9.0', '50', '1.0/1.0', '100', '18.50']);
    const last = await screen.findByRole('table', { name: 'Tournaments of Ola Nordmann' });
    expect(headers(last)).toEqual(['Year', 'Tournament', 'Team']);
    expect(bodyRows(last).map((row) => row.textContent)).toEqual(['2026BLNOFrøya', '2025BLNO 2025Ammerud']);
    expect(api.calls).toContain('basketballPlayerSeason {"tournamentId":501,"personId":77}');
  });

  it.each([
    ['/player', 'en', 'No player chosen'],
    ['/player/?orgId=7', 'no', 'Ingen spiller valgt'],
  ] as const)('says which player is missing at %s (%s) and reads nothing', async (url, language, title) => {
    const { api } = setup({ url, language });
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(title);
    expect(api.calls.some((call) => call.startsWith('teamMemberOfOrg'))).toBe(false);
  });

  it('says the player was not found for an unknown id (404)', async () => {
    setup({ proxy: { teamMemberOfOrg: () => { throw new ApiError('not found', 404); } } });
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
  });

  it('says the player was not found when the answer names nobody, in Norwegian', async () => {
    setup({ language: 'no', proxy: { teamMemberOfOrg: () => [] } });
    expect(await screen.findByText('Fant ikke spilleren')).toBeInTheDocument();
  });

  it('says so for a person of another sport', async () => {
    setup({ proxy: { tournamentsForPerson: () => [tournament({ tournamentId: 501, sportId: 199 })] } });
    expect(await screen.findByText('Not a player of this sport')).toBeInTheDocument();
    expect(screen.getByText(/Ola Nordmann has not played in any tournament of this sport/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows dashes for a malformed person record and the initials avatar for an unsafe image', async () => {
    resetWireWarnings();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup({
      proxy: {
        teamMemberOfOrg: () => [{ personId: 77, firstName: 'Ola', lastName: ' ', imageUrl: 'javascript:alert(1)', birthDate: 'garbage', height: 'tall' } as unknown as TeamMember],
        skaterLastGames: () => [],
        skaterTournamentGames: () => [],
      },
    });
    const card = await screen.findByRole('region', { name: 'Ola' });
    for (const fact of ['Born', 'Number', 'Position', 'Country', 'Height']) expect(within(card).getByText(fact).nextSibling).toHaveTextContent(/^-$/);
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('O')).toBeInTheDocument();
    expect(await screen.findByText('No games played yet.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('height could not be read'));
    warn.mockRestore();
  });

  it('keeps the person when a table cannot be read', async () => {
    setup({ proxy: { skaterLastGames: () => { throw new ApiError('boom', 500); }, skaterTournamentGames: () => [] } });
    expect(await screen.findByText('The last games could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ola Nordmann' })).toBeInTheDocument();
  });

  it('on a site with no configured sport (corporate), takes the sport of the league in the query', async () => {
    setup({
      url: '/player/?playerId=77&orgId=8&seasonId=2026&tournamentId=501',
      config: { sportId: null, orgId: 354 },
      leagues: [ehl, bbl],
      proxy: {
        tournamentsForPerson: () => [tournament({ tournamentId: 501, tournamentName: 'BLNO', sportId: 199, teamName: 'Frøya' })],
        basketballPlayerSeason: () => [],
      },
    });
    expect(await screen.findByText('No statistics for this player in this tournament yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Last tournaments' })).toBeInTheDocument();
  });

  it('shows the card and says there are no statistics for a sport without a profile (corporate soccer)', async () => {
    const soccer = aTournament({ tournamentId: 301, tournamentName: 'Bedriftsfotball', seasonId: 2026, sportId: 207 });
    setup({
      url: '/player/?playerId=77&orgId=7&seasonId=2026&tournamentId=301',
      config: { sportId: null, orgId: 354 },
      leagues: [soccer],
      proxy: { tournamentsForPerson: () => [tournament({ tournamentId: 301, sportId: 207 })] },
    });
    expect(await screen.findByText('No statistics for this sport')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Ola Nordmann' })).toBeInTheDocument();
    // Not a hockey profile: the position is shown as written.
    expect(screen.getByText('Position').nextSibling).toHaveTextContent('CE');
  });

  it('says the player could not be loaded when the person read fails', async () => {
    setup({ proxy: { teamMemberOfOrg: () => { throw new ApiError('upstream timeout', 504); } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The player could not be loaded.');
  });
});
