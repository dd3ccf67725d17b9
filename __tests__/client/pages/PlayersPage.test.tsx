import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../src/client/services/api';
import { aTournament } from '../../support/builders';
import { onANarrowScreen } from '../../support/narrowScreen';
import { callsTo, findTable, setupStats, skater } from './hockeyStatsSupport';
import { downloadedText } from '../../support/downloads';

const PAGE_URL = '/statistics/players?seasonId=2026&tournamentId=101';
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
// The player's name: the row header's link (the cell also holds the row's expand button).
const firstCells = (table: HTMLElement) => bodyRows(table).map((row) => within(within(row).getByRole('rowheader')).getByRole('link').textContent);

describe('ice hockey players page (SPEC §2 Statistics tables)', () => {
  it('shows the SPEC §2 columns with full names, points leaders first, ranks and profile links', async () => {
    setupStats({ url: PAGE_URL });
    const table = await findTable('Players of EHL');
    expect(headers(table)).toEqual(['#', 'Player', 'Team', 'GP', 'G', 'A', 'PTS', '+/-', 'PIM', 'PP', 'PPA', 'SH', 'SHA', 'GWG', 'SOG', 'S%', 'FO', 'FO%']);
    expect(within(table).getByRole('button', { name: 'PTS, Points' })).toHaveAttribute('title', 'Points');
    expect(within(table).getByRole('columnheader', { name: /PTS/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells(table)).toEqual(['Player2 Hansen', 'Player4 Hansen', 'Player3 Hansen', 'Player1 Hansen']);
    const [first] = bodyRows(table);
    expect(within(first as HTMLElement).getByRole('link', { name: 'Player2 Hansen' })).toHaveAttribute('href', '/player/?playerId=2&orgId=9&seasonId=2026&tournamentId=101');
    // Rank 1; PIM unknown is a dash; S% 3 of 9 = 33; FO% one decimal.
    const cells = within(first as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[0]).toBe('1');
    expect(cells).toEqual(expect.arrayContaining(['-', '33', '50.0']));
  });

  it('ranks by the current sort', async () => {
    const user = userEvent.setup();
    setupStats({ url: PAGE_URL });
    const table = await findTable('Players of EHL');
    await user.click(within(table).getByRole('button', { name: 'Player' }));
    expect(firstCells(table)[0]).toBe('Player1 Hansen');
    expect(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
  });

  it('re-reads with the chosen filters and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { api, router } = setupStats({ url: PAGE_URL });
    await findTable('Players of EHL');
    expect(callsTo(api, 'hockeyTournamentPlayers')).toEqual(['hockeyTournamentPlayers {"tournamentId":101,"numberMatches":null,"opponentId":null}']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of matches' }), 'Last 5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Opponent' }), 'Comet');
    await waitFor(() => expect(callsTo(api, 'hockeyTournamentPlayers')).toContain('hockeyTournamentPlayers {"tournamentId":101,"numberMatches":5,"opponentId":9}'));
    expect(router.state.location.search).toMatch(/matches=5/);
    expect(router.state.location.search).toMatch(/opponent=9/);
    await findTable('Players of EHL');
    await user.click(screen.getByRole('button', { name: 'Clear opponent' }));
    await waitFor(() => expect(router.state.location.search).not.toMatch(/opponent=/));
    expect(screen.getByRole('combobox', { name: 'Opponent' })).toHaveValue('');
  });

  it('keeps the previous rows on screen, marked busy, while a new filter loads (issue 26), then shows the new ones in the same table', async () => {
    const user = userEvent.setup();
    let answerLastFive: (rows: typeof lastFive) => void = () => undefined;
    const lastFive = [skater(5, 8, 20)];
    setupStats({
      url: PAGE_URL,
      proxy: {
        hockeyTournamentPlayers: ({ numberMatches }) =>
          numberMatches === 5 ? new Promise<typeof lastFive>((resolve) => (answerLastFive = resolve)) : [skater(1, 7, 5), skater(2, 9, 12, { pim: null }), skater(3, 8, 7), skater(4, 7, 9)],
      },
    });
    const table = await findTable('Players of EHL');
    expect(table).not.toHaveAttribute('aria-busy');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Number of matches' }), 'Last 5');
    // The read is under way: the same table, the same rows, busy; no "Loading…" in its place.
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('table', { name: 'Players of EHL' })).toBe(table);
    expect(firstCells(table)).toEqual(['Player2 Hansen', 'Player4 Hansen', 'Player3 Hansen', 'Player1 Hansen']);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await act(async () => answerLastFive(lastFive));
    await waitFor(() => expect(firstCells(table)).toEqual(['Player5 Hansen']));
    expect(table).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('table', { name: 'Players of EHL' })).toBe(table);
  });

  it('falls back to All and no opponent for a deep link it cannot read', async () => {
    const { api } = setupStats({ url: `${PAGE_URL}&matches=7&opponent=abc` });
    await findTable('Players of EHL');
    expect(screen.getByRole('combobox', { name: 'Number of matches' })).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: 'Opponent' })).toHaveValue('');
    expect(callsTo(api, 'hockeyTournamentPlayers').every((call) => call.includes('"numberMatches":null,"opponentId":null'))).toBe(true);
  });

  it('narrows to the team of teamOrgId, with a chip that shows all again', async () => {
    const user = userEvent.setup();
    setupStats({ url: `${PAGE_URL}&teamOrgId=7` });
    const table = await findTable('Players of Stjernen in EHL');
    expect(firstCells(table)).toEqual(['Player4 Hansen', 'Player1 Hansen']);
    expect(screen.getByText('Team: Stjernen')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all players' }));
    expect(firstCells(await findTable('Players of EHL'))).toHaveLength(4);
  });

  it('shows the whole table with a notice for a team that is not in this league', async () => {
    setupStats({ url: `${PAGE_URL}&teamOrgId=555` });
    const table = await findTable('Players of EHL');
    expect(firstCells(table)).toHaveLength(4);
    expect(screen.getByText('Team not found in this league')).toBeInTheDocument();
  });

  it("expands a row to the player's matches in the league (one tournament read)", async () => {
    const user = userEvent.setup();
    const { api } = setupStats({ url: PAGE_URL });
    const table = await findTable('Players of EHL');
    await user.click(within(bodyRows(table)[0] as HTMLElement).getByRole('button', { name: 'Show details' }));
    const games = await findTable('Matches of Player2 Hansen in EHL');
    expect(within(games).getByRole('link', { name: 'Stjernen – Comet' })).toHaveAttribute('href', expect.stringContaining('/match?matchId=11'));
    expect(callsTo(api, 'skaterTournamentGames')).toEqual(['skaterTournamentGames {"personId":2,"tournamentId":101}']);
  });

  it('offers the table as CSV with the column names and every row in the current sort', async () => {
    const user = userEvent.setup();
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setupStats({ url: PAGE_URL });
    await findTable('Players of EHL');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const text = await downloadedText(created[0]);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('#,Player,Team,GP,G,A,PTS,+/-,PIM,PP,PPA,SH,SHA,GWG,SOG,S%,FO,FO%');
    // Issue 27 case 5: FO% as the table shows it, one decimal.
    expect(lines[1]).toBe('1,Player2 Hansen,Comet,10,3,9,12,1,,1,2,0,0,1,9,33,20,50.0');
    expect(lines).toHaveLength(5);
    click.mockRestore();
  });

  it('says so when the league has no statistics yet', async () => {
    setupStats({ url: PAGE_URL, proxy: { hockeyTournamentPlayers: () => [] } });
    expect(await screen.findByText('No statistics for this league yet.', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('says the statistics could not be loaded, without the server message (issue 25)', async () => {
    setupStats({ url: PAGE_URL, proxy: { hockeyTournamentPlayers: () => { throw new ApiError('icehockey/TournamentPlayers: upstream timeout', 504); } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statistics could not be loaded. The results service could not be reached. Trying again…');
    expect(alert).not.toHaveTextContent('upstream timeout');
    expect(screen.queryByText(/no player/i)).toBeNull();
  });

  describe('the federation’s real answer (issue 25 case 1)', () => {
    const real = { personId: 31, orgId: 7, firstName: 'Ola', lastName: 'Real', teamName: 'Stjernen', gamesPlayed: 12, goalsScored: 4, assists: 6, pts: 10, points: -2, pim: 8, powerPlayGoals: 2, powerPlayGoalAssists: 3, shortHandedGoals: 1, shortHandedGoalAssists: 0, gwg: 1, shots: 20, shotsPct: 20, faceOffs: 100, faceoffsWinPct: 0.55 };
    // Every figure there under names nobody reads: a renamed field set. (The fake api sends raw wire rows: `as never`.)
    const renamed = { personId: 32, orgId: 9, firstName: 'Re', lastName: 'Named', teamName: 'Comet', GamesPlayed: 3, Goals: 1, Assists: 1, Points: 2 };
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => warn.mockRestore());

    it('shows every column of a real-spelled row, and leaves out a row it cannot read instead of a row of dashes', async () => {
      setupStats({ url: PAGE_URL, proxy: { hockeyTournamentPlayers: () => [real, renamed] as never } });
      const table = await findTable('Players of EHL');
      expect(firstCells(table)).toEqual(['Ola Real']);
      expect(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
        expect.arrayContaining(['Stjernen', '12', '4', '6', '10', '-2', '8', '2', '3', '1', '0', '20', '100', '55.0']),
      );
      expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/TournamentPlayers: players\[\] could not be read/);
    });

    it('says the statistics could not be loaded when no row could be read, never that there are none', async () => {
      setupStats({ url: PAGE_URL, proxy: { hockeyTournamentPlayers: () => [renamed, { ...renamed, personId: 33 }] as never } });
      expect(await screen.findByRole('alert', undefined, { timeout: 10_000 })).toHaveTextContent('The statistics could not be loaded.');
      expect(screen.queryByText('No statistics for this league yet.')).not.toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Players of EHL' })).not.toBeInTheDocument();
    });
  });

  it('does not read a league of another sport and points to its own pages', async () => {
    const basket = aTournament({ tournamentId: 301, tournamentName: 'BLNO', seasonId: 2026, sportId: 199 });
    const { api } = setupStats({ url: '/statistics/players?seasonId=2026&tournamentId=301', league: basket });
    expect(await screen.findByText('These statistics are for ice hockey', undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Basketball players' })).toHaveAttribute('href', '/statistics/basketball/players?seasonId=2026&tournamentId=301');
    expect(callsTo(api, 'hockeyTournamentPlayers')).toEqual([]);
  });

  it('labels in Norwegian with the same abbreviations', async () => {
    setupStats({ url: PAGE_URL, language: 'no' });
    const table = await findTable('Spillere i EHL');
    expect(headers(table).slice(0, 7)).toEqual(['#', 'Spiller', 'Lag', 'GP', 'G', 'A', 'PTS']);
    expect(within(table).getByRole('button', { name: 'PIM, Utvisningsminutter' })).toHaveAttribute('title', 'Utvisningsminutter');
  });

  describe('on a phone', () => {
    onANarrowScreen();

    it('pages by 10', async () => {
      const many = Array.from({ length: 25 }, (_, index) => skater(100 + index, 7, 30 - index));
      setupStats({ url: PAGE_URL, proxy: { hockeyTournamentPlayers: () => many } });
      const table = await findTable('Players of EHL');
      expect(bodyRows(table)).toHaveLength(10);
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    });
  });
});

