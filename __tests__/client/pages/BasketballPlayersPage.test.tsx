import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BasketballSeasonStats, Tournament } from '../../../src/shared/contract';
import { ApiError } from '../../../src/client/services/api';
import type { Language } from '../../../src/shared/siteConfig';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { onANarrowScreen } from '../../support/narrowScreen';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, type ProxyHandlers } from '../../support/services';
import { downloadedText } from '../../support/downloads';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
const blno = aTournament({ tournamentId: 501, tournamentName: 'BLNO', seasonId: 2026, sportId: 199 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 });

function playerRow(personId: number, overrides: Partial<BasketballSeasonStats> = {}): BasketballSeasonStats {
  return {
    personId, orgId: 8, orgName: 'Frøya', firstName: 'Ola', lastName: 'Nordmann', matches: 10, totalSeconds: 12000, points: 150, fouls: 20,
    p1Sum: 30, p1MissSum: 10, p2Sum: 45, p2MissSum: 45, p3Sum: 10, p3MissSum: 0, offRebSum: 20, defRebSum: 40, assists: 30, toSum: 15, stSum: 10, blSum: 5,
    ...overrides,
  };
}

const ola = playerRow(77);
const kari = playerRow(78, { orgId: 7, orgName: 'Ammerud', firstName: 'Kari', lastName: 'Kurv', matches: 5, totalSeconds: 6000, points: 110 });
const per = playerRow(79, { firstName: 'Per', lastName: 'Pasning', points: 50, fouls: null });
const teams = [aTeam({ teamId: 7, team: 'Ammerud', orgId: 7 }), aTeam({ teamId: 8, team: 'Frøya', orgId: 8 }), aTeam({ teamId: 9, team: 'Tromsø Storm', orgId: 9 })];

interface Setup {
  url?: string;
  language?: Language;
  leagues?: Tournament[];
  players?: ProxyHandlers['basketballTournamentPlayers'];
}

function setup({ url = '/statistics/basketball/players?seasonId=2026&tournamentId=501', language = 'en', leagues = [blno], players = () => [ola, kari, per] }: Setup = {}) {
  const api = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: leagues }),
    },
    proxy: {
      tournamentTeams: () => ({ teams }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      basketballTournamentPlayers: players,
    },
  });
  const view = renderApp({ url, language, config: { sportId: 199 }, services: appServices({ api }) });
  return { ...view, api };
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const playerNames = (table: HTMLElement) => bodyRows(table).map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('basketball players page (SPEC §2 Statistics tables)', () => {
  it('lists the players by points per match, descending, with the profile’s per-match figures and profile links', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Basketball players of BLNO' });
    expect(headers(table)).toEqual(['Player', 'Team', 'GP', 'MIN', 'PTS', 'REB', 'AST', 'STL', 'BLK', 'TO', 'PF', 'FT', 'FT%', '2P', '2P%', '3P', '3P%', 'EFF']);
    expect(within(table).getByRole('columnheader', { name: 'PTS' })).toHaveAttribute('aria-sort', 'descending');
    // The full name is the header's tooltip and its sort button's accessible description.
    expect(within(table).getByText('EFF').closest('abbr')).toHaveAttribute('title', 'Efficiency per match');
    expect(within(table).getByRole('button', { name: 'PTS, Points per match' })).toHaveAccessibleDescription('Points per match');
    // Kari 110 / 5 = 22.0, Ola 15.0, Per 5.0.
    expect(playerNames(table)).toEqual(['Kari Kurv', 'Ola Nordmann', 'Per Pasning']);
    const ola = bodyRows(table)[1] as HTMLElement;
    expect(within(ola).getByRole('link', { name: 'Ola Nordmann' })).toHaveAttribute('href', '/player/?playerId=77&orgId=8&seasonId=2026&tournamentId=501');
    // 10 GP, 20:00, 15.0 PTS, 6.0 REB, 3.0 AST, 1.0 STL, 0.5 BLK, 1.5 TO, 2.0 PF, FT 3.0/4.0 75, 2P 4.5/9.0 50, 3P 1.0/1.0 100,
    // EFF (150 + 60 + 30 + 10 + 5 − 55 − 15) / 10 = 18.50.
    expect(ola).toHaveTextContent(/Frøya\s*10\s*20:00\s*15\.0\s*6\.0\s*3\.0\s*1\.0\s*0\.5\s*1\.5\s*2\.0\s*3\.0\/4\.0\s*75\s*4\.5\/9\.0\s*50\s*1\.0\/1\.0\s*100\s*18\.50$/);
    // A figure the answer lacks is a dash.
    expect(within(bodyRows(table)[2] as HTMLElement).getAllByRole('cell')[9]).toHaveTextContent('-');
    expect(screen.getByText('Figures per match. Open a player\'s row for the season totals.')).toBeInTheDocument();
  });

  it('opens a player’s row to his season totals', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Basketball players of BLNO' });
    fireEvent.click(within(bodyRows(table)[1] as HTMLElement).getByRole('button', { name: 'Show details' }));
    const totals = await screen.findByRole('region', { name: 'Season totals of Ola Nordmann' });
    expect(within(totals).getByText('Points').nextSibling).toHaveTextContent('150');
    expect(within(totals).getByText('Minutes').nextSibling).toHaveTextContent('200:00');
    expect(within(totals).getByText('Rebounds').nextSibling).toHaveTextContent('60');
    expect(within(totals).getByText('Free throws made/attempted').nextSibling).toHaveTextContent('30/40');
  });

  it('narrows the table to the teamOrgId team with a chip that clears it', async () => {
    const user = userEvent.setup();
    const { router } = setup({ url: '/statistics/basketball/players?seasonId=2026&tournamentId=501&teamOrgId=8' });
    const table = await screen.findByRole('table', { name: 'Basketball players of Frøya in BLNO' });
    expect(playerNames(table)).toEqual(['Ola Nordmann', 'Per Pasning']);
    expect(screen.getByText('Team: Frøya')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all teams' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('teamOrgId'));
    expect(playerNames(await screen.findByRole('table', { name: 'Basketball players of BLNO' }))).toHaveLength(3);
  });

  it('says so when the team has no players yet, and shows the whole table with a notice for a team not in the league', async () => {
    const { unmount } = setup({ url: '/statistics/basketball/players?seasonId=2026&tournamentId=501&teamOrgId=9' });
    expect(await screen.findByText('No player statistics for Tromsø Storm yet.')).toBeInTheDocument();
    unmount();

    setup({ url: '/statistics/basketball/players?seasonId=2026&tournamentId=501&teamOrgId=999' });
    const table = await screen.findByRole('table', { name: 'Basketball players of BLNO' });
    expect(playerNames(table)).toHaveLength(3);
    const notice = screen.getByText('Team not found').closest('[role="status"]') as HTMLElement;
    expect(notice).toHaveTextContent('Team not found');
    expect(notice).toHaveTextContent('The team asked for is not in BLNO, so every player is shown.');
    expect(within(notice).getByRole('link', { name: 'Show all teams' })).toHaveAttribute('href', '/statistics/basketball/players?seasonId=2026&tournamentId=501');
  });

  it('offers the sorted rows as CSV with the language’s column names', async () => {
    const created: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    setup({ language: 'no' });
    await screen.findByRole('table', { name: 'Basketballspillere i BLNO' });
    fireEvent.click(screen.getByRole('button', { name: 'Last ned CSV' }));
    const text = await downloadedText(created[0]);
    const lines = text.trim().split('\r\n');
    // Issue 27 case 5: a Norwegian CSV is ";"-separated with decimal commas, the figures as the table shows them.
    expect(lines[0]).toBe('Spiller;Lag;K;MIN;P;RET;ASS;STJ;BLK;BT;F;STR;STR%;2P;2P%;3P;3P%;EFF');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['Kari Kurv', 'Ola Nordmann', 'Per Pasning']);
    expect(lines[2]).toBe('Ola Nordmann;Frøya;10;20:00;15,0;6,0;3,0;1,0;0,5;1,5;2,0;3,0/4,0;75;4,5/9,0;50;1,0/1,0;100;18,50');
    // …and starts with a UTF-8 byte order mark, so a spreadsheet opens "Frøya" as it is.
    const bytes = new Uint8Array(
      await act(
        () =>
          new Promise<ArrayBuffer>((resolve) => {
            const reader = new FileReader();
            reader.onload = () => resolve(reader.result as ArrayBuffer);
            reader.readAsArrayBuffer(created[0] as Blob);
          }),
      ),
    );
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    click.mockRestore();
  });

  it('says a league of another sport has no basketball statistics, and does not ask for them', async () => {
    const { api } = setup({ url: '/statistics/basketball/players?seasonId=2026&tournamentId=101', leagues: [ehl] });
    expect(await screen.findByText('Not a basketball league')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Standings of EHL' })).toHaveAttribute('href', '/standings?seasonId=2026&tournamentId=101');
    expect(api.calls.some((call) => call.startsWith('basketballTournamentPlayers'))).toBe(false);
  });

  it('asks for no statistics of a league whose results are hidden', async () => {
    const hidden = aTournament({ ...blno, leagueDisplayResults: false });
    const { api } = setup({ leagues: [hidden] });
    expect(await screen.findByText('The statistics of this league are not open for public viewing.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('basketballTournamentPlayers'))).toBe(false);
  });

  it('says the statistics could not be loaded, in words and without the server message (issue 25)', async () => {
    setup({ players: () => { throw new ApiError('basketball/tournament/players/501: upstream timeout', 504); } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statistics could not be loaded. The results service could not be reached. Trying again…');
    expect(alert).not.toHaveTextContent('upstream timeout');
  });

  it('shows the empty text when the league has no player statistics', async () => {
    setup({ players: () => [] });
    expect(await screen.findByText('No player statistics in this league yet.')).toBeInTheDocument();
  });

  const many = () => Array.from({ length: 25 }, (_, index) => playerRow(100 + index, { lastName: `Spiller${index}`, points: 10 + index }));

  it('pages by 20 (SPEC §9)', async () => {
    setup({ players: many });
    const table = await screen.findByRole('table', { name: 'Basketball players of BLNO' });
    expect(bodyRows(table)).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onANarrowScreen();

    it('pages by 10', async () => {
      setup({ players: many });
      const table = await screen.findByRole('table', { name: 'Basketball players of BLNO' });
      expect(bodyRows(table)).toHaveLength(10);
      expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
      expect(playerNames(table)[0]).toBe('Ola Spiller24');
    });
  });
});
