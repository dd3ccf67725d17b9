import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTournament } from '../../support/builders';
import { callsTo, findTable, setupStats } from './hockeyStatsSupport';

const QUERY = 'seasonId=2026&tournamentId=101';
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('ice hockey goalies page (SPEC §2 Statistics tables)', () => {
  it('shows the SPEC §2 columns, save-percentage leaders first, GAA, SV% and TOI derived, profile links', async () => {
    setupStats({ url: `/statistics/goalies?${QUERY}` });
    const table = await findTable('Goalies of EHL');
    expect(headers(table)).toEqual(['#', 'Player', 'Team', 'GP', 'TOI', 'W', 'L', 'SO', 'GA', 'GAA', 'SV', 'SV%']);
    expect(within(table).getByRole('columnheader', { name: /SV%/ })).toHaveAttribute('aria-sort', 'descending');
    const [first, second] = bodyRows(table);
    expect(within(first as HTMLElement).getByRole('link', { name: 'Keeper Two' })).toHaveAttribute('href', '/player/?playerId=22&orgId=9&seasonId=2026&tournamentId=101');
    expect(rowTexts(second as HTMLElement)).toEqual(expect.arrayContaining(['120:00', '2.50', '91.7']));
  });

  it('re-reads with the number of matches and the opponent', async () => {
    const user = userEvent.setup();
    const { api } = setupStats({ url: `/statistics/goalies?${QUERY}&matches=2` });
    await findTable('Goalies of EHL');
    expect(callsTo(api, 'hockeyTournamentGoalies')[0]).toBe('hockeyTournamentGoalies {"tournamentId":101,"numberMatches":2,"opponentId":null}');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opponent' }), 'Stjernen');
    await waitFor(() => expect(callsTo(api, 'hockeyTournamentGoalies')).toContain('hockeyTournamentGoalies {"tournamentId":101,"numberMatches":2,"opponentId":7}'));
  });

  it("expands a row to the goalie's matches in the league", async () => {
    const user = userEvent.setup();
    const { api } = setupStats({ url: `/statistics/goalies?${QUERY}` });
    const table = await findTable('Goalies of EHL');
    await user.click(within(bodyRows(table)[0] as HTMLElement).getByRole('button', { name: 'Show details' }));
    const games = await findTable('Matches of Keeper Two in EHL');
    expect(rowTexts(bodyRows(games)[0] as HTMLElement)).toEqual(expect.arrayContaining(['60:00', '2.00', '93.3']));
    expect(callsTo(api, 'goalieTournamentGames')).toEqual(['goalieTournamentGames {"personId":22,"tournamentId":101}']);
  });
});

describe('ice hockey teams page (SPEC §2 Statistics tables)', () => {
  it('shows the SPEC §2 columns with PP% and PK% by the season rule', async () => {
    setupStats({ url: `/statistics/teams?${QUERY}` });
    const table = await findTable('Teams of EHL');
    expect(headers(table)).toEqual(['Team', 'GP', 'PPGF', 'ADV', 'PP%', 'SHGA', 'PPGA', 'TSH', 'PK%', 'SHGF', 'FO%']);
    expect(within(table).getByRole('button', { name: 'PK%, Penalty-kill percentage' })).toHaveAttribute('title', 'Penalty-kill percentage');
    const [comet, stjernen] = bodyRows(table);
    // Comet 6 of 12 = 50 PP%, (10 − 3) of 10 = 70 PK%; Stjernen 3 of 12 = 25, 7 of 9 = 78.
    expect(rowTexts(comet as HTMLElement)).toEqual(['10', '6', '12', '50', '0', '3', '10', '70', '1', '48.8']);
    expect(rowTexts(stjernen as HTMLElement)).toEqual(['10', '3', '12', '25', '1', '2', '9', '78', '0', '51.2']);
  });

  it('opens the team players page from the team link and from a click on the row', async () => {
    const user = userEvent.setup();
    const { router } = setupStats({ url: `/statistics/teams?${QUERY}` });
    const table = await findTable('Teams of EHL');
    expect(within(table).getByRole('link', { name: 'Stjernen' })).toHaveAttribute('href', '/statistics/players?seasonId=2026&tournamentId=101&teamOrgId=7');
    await user.click(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')[3] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/statistics/players'));
    expect(router.state.location.search).toContain('teamOrgId=9');
    expect(await findTable('Players of Comet in EHL')).toBeInTheDocument();
  });

  it('re-reads with the number of matches', async () => {
    const user = userEvent.setup();
    const { api } = setupStats({ url: `/statistics/teams?${QUERY}` });
    await findTable('Teams of EHL');
    expect(screen.queryByRole('combobox', { name: 'Opponent' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of matches' }), 'Last 10');
    await waitFor(() => expect(callsTo(api, 'hockeyTeamStatistics')).toContain('hockeyTeamStatistics {"tournamentId":101,"orgId":null,"numberMatches":10}'));
  });
});

describe('ice hockey attendance page (SPEC §2 Statistics tables)', () => {
  it('shows team, last match, total, games and the average, best attended first', async () => {
    setupStats({ url: `/statistics/attendance?${QUERY}` });
    const table = await findTable('Attendance in EHL');
    expect(headers(table)).toEqual(['Team', 'Last match', 'Total', 'Games', 'Average']);
    const [comet, stjernen] = bodyRows(table);
    expect(within(comet as HTMLElement).getByRole('rowheader')).toHaveTextContent('Comet');
    expect(rowTexts(comet as HTMLElement)).toEqual(['1,500', '6,000', '4', '1,500']);
    expect(rowTexts(stjernen as HTMLElement)).toEqual(['900', '2,000', '3', '667']);
  });

  it('says there is nothing yet', async () => {
    setupStats({ url: `/statistics/attendance?${QUERY}`, proxy: { hockeySpectators: () => [] } });
    expect(await screen.findByText('No statistics for this league yet.', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('does not read a league whose results are not for public viewing', async () => {
    const closed = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, leagueDisplayResults: false });
    const { api } = setupStats({ url: `/statistics/attendance?${QUERY}`, league: closed });
    expect(await screen.findByText('Not open for public viewing', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(callsTo(api, 'hockeySpectators')).toEqual([]);
  });
});
