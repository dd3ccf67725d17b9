import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BasketballSeasonStats, Tournament } from '../../../src/shared/contract';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, type ProxyHandlers } from '../../support/services';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
const blno = aTournament({ tournamentId: 501, tournamentName: 'BLNO', seasonId: 2026, sportId: 199 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 });

function teamRow(orgId: number, orgName: string, overrides: Partial<BasketballSeasonStats> = {}): BasketballSeasonStats {
  return {
    personId: 0, orgId, orgName, firstName: '', lastName: '', matches: 10, totalSeconds: 24000, points: 800, fouls: 180,
    p1Sum: 120, p1MissSum: 40, p2Sum: 250, p2MissSum: 250, p3Sum: 60, p3MissSum: 140, offRebSum: 100, defRebSum: 250, assists: 150, toSum: 120, stSum: 70, blSum: 30,
    ...overrides,
  };
}

const froya = teamRow(8, 'Frøya');
const ammerud = teamRow(7, 'Ammerud', { points: 900 });

function setup({ leagues = [blno], url = '/statistics/basketball/teams?seasonId=2026&tournamentId=501', teams = () => [froya, ammerud] }: { leagues?: Tournament[]; url?: string; teams?: ProxyHandlers['basketballTournamentTeams'] } = {}) {
  const api = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: leagues }),
    },
    proxy: {
      tournamentTeams: () => ({ teams: [aTeam({ teamId: 7, team: 'Ammerud', orgId: 7 }), aTeam({ teamId: 8, team: 'Frøya', orgId: 8 })] }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      basketballTournamentTeams: teams,
      basketballTournamentPlayers: () => [],
    },
  });
  const view = renderApp({ url, config: { sportId: 199 }, services: appServices({ api }) });
  return { ...view, api };
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('basketball teams page (SPEC §2 Statistics tables)', () => {
  it('lists the teams by points per match, descending, with per-match figures and season percentages', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Basketball teams of BLNO' });
    expect(headers(table)).toEqual(['Team', 'GP', 'PTS', 'REB', 'AST', 'STL', 'BLK', 'TO', 'PF', 'FT%', '2P%', '3P%', 'EFF']);
    expect(within(table).getByRole('columnheader', { name: 'PTS' })).toHaveAttribute('aria-sort', 'descending');
    const [first, second] = bodyRows(table);
    expect(within(first as HTMLElement).getByRole('link', { name: 'Ammerud' })).toHaveAttribute('href', '/statistics/basketball/players?seasonId=2026&tournamentId=501&teamOrgId=7');
    // Frøya: 80.0 PTS, 35.0 REB, 15.0 AST, 7.0 STL, 3.0 BLK, 12.0 TO, 18.0 PF, FT 120/160 = 75, 2P 50, 3P 60/200 = 30,
    // EFF (800 + 350 + 150 + 70 + 30 − 430 − 120) / 10 = 85.00.
    expect(second).toHaveTextContent(/^Frøya\s*10\s*80\.0\s*35\.0\s*15\.0\s*7\.0\s*3\.0\s*12\.0\s*18\.0\s*75\s*50\s*30\s*85\.00$/);
  });

  it('opens the team’s players page from a click anywhere on its row', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    const table = await screen.findByRole('table', { name: 'Basketball teams of BLNO' });
    await user.click(within(bodyRows(table)[1] as HTMLElement).getAllByRole('cell')[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/statistics/basketball/players'));
    expect(new URLSearchParams(router.state.location.search).get('teamOrgId')).toBe('8');
    expect(await screen.findByText('Team: Frøya')).toBeInTheDocument();
  });

  it('says a league of another sport has no basketball statistics', async () => {
    const { api } = setup({ leagues: [ehl], url: '/statistics/basketball/teams?seasonId=2026&tournamentId=101' });
    expect(await screen.findByText('EHL is not a basketball league, so it has no basketball statistics. Choose a basketball league in the filter menu.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('basketballTournamentTeams'))).toBe(false);
  });

  it('shows the empty text when the league has no team statistics', async () => {
    setup({ teams: () => [] });
    expect(await screen.findByText('No team statistics in this league yet.')).toBeInTheDocument();
  });
});
