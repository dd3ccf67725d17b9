import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoalieStatsRow } from '../../../src/shared/contract';
import { aTournament } from '../../support/builders';
import { callsTo, findTable, setupStats } from './hockeyStatsSupport';
import { downloadedText } from '../../support/downloads';

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

  it('issue 27 cases 4-5: in Norwegian GAA and SV% read "0,00" and "100,0", and the CSV holds them and TOI as the table shows them', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setupStats({ url: `/statistics/goalies?${QUERY}`, language: 'no' });
    const table = await findTable('Keepere i EHL');
    const [first, second] = bodyRows(table);
    expect(rowTexts(first as HTMLElement).slice(-4)).toEqual(['0', '0,00', '30', '100,0']);
    expect(rowTexts(second as HTMLElement).slice(-4)).toEqual(['5', '2,50', '55', '91,7']);
    fireEvent.click(screen.getByRole('button', { name: 'Last ned CSV' }));
    const text = await downloadedText(created[0]);
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[1]).toBe('1;Keeper Two;Comet;1;60:00;1;0;1;0;0,00;30;100,0');
    expect(lines[2]).toBe('2;Keeper One;Stjernen;2;120:00;1;1;0;5;2,50;55;91,7');
    click.mockRestore();
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

describe('ice hockey goalie leaders: the qualified ranked first (issue 24 case 14)', () => {
  const goalie = (personId: number, orgId: number, lastName: string, gp: number, w: number, l: number, sv: number, ga: number): GoalieStatsRow => ({
    personId, orgId, firstName: 'Keeper', lastName, teamName: orgId === 7 ? 'Stjernen' : 'Comet', gp, toiSeconds: gp * 3600, w, l, so: 0, ga, sv,
  });
  // Stjernen 10 games: the starter (9 games, 90.0 %) and a backup with one perfect game; Comet 10 games, one goalie.
  const rows = [goalie(31, 7, 'Starter', 9, 6, 3, 270, 30), goalie(32, 7, 'Backup', 1, 1, 0, 25, 0), goalie(33, 9, 'Comet', 10, 5, 5, 280, 20)];

  it('lists a one-game 100 % goalie after the qualified, unnumbered, under a labelled group, under any sort', async () => {
    const user = userEvent.setup();
    setupStats({ url: `/statistics/goalies?${QUERY}`, proxy: { hockeyTournamentGoalies: () => rows } });
    const table = await findTable('Goalies of EHL');
    expect(screen.getByText(/^Ranked: goalies in net for at least 40 % of their team's games \(2 goalies\)/)).toBeInTheDocument();
    const names = () => bodyRows(table).map((row) => within(row).queryByRole('link')?.textContent ?? within(row).getByRole('rowheader').textContent);
    expect(names()).toEqual(['Keeper Comet', 'Keeper Starter', "Not ranked: under 40 % of the team's games (1)", 'Keeper Backup']);
    const rankOf = (name: string) => within(bodyRows(table).find((row) => row.textContent?.includes(name)) as HTMLElement).getAllByRole('cell')[0]?.textContent;
    expect([rankOf('Keeper Comet'), rankOf('Keeper Starter'), rankOf('Keeper Backup')]).toEqual(['1', '2', '']);
    // Sorted by GP ascending, the qualified still come first (fewest games first among them).
    await user.click(within(table).getByRole('button', { name: /^GP/ }));
    expect(names()).toEqual(['Keeper Starter', 'Keeper Comet', "Not ranked: under 40 % of the team's games (1)", 'Keeper Backup']);
    expect(rankOf('Keeper Starter')).toBe('1');
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
