import { screen, within } from '@testing-library/react';
import type { SoccerPlayerRow, Tournament } from '../../../src/shared/contract';
import type { Language } from '../../../src/shared/siteConfig';
import { aSeason, aTournament } from '../../support/builders';
import { onANarrowScreen } from '../../support/narrowScreen';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, type ProxyHandlers } from '../../support/services';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 354 });
const soccer = aTournament({ tournamentId: 301, tournamentName: 'Bedriftsfotball', seasonId: 2026, sportId: 207 });
const hockey = aTournament({ tournamentId: 302, tournamentName: 'Bedriftshockey', seasonId: 2026, sportId: 152 });

function player(personId: number, overrides: Partial<SoccerPlayerRow> = {}): SoccerPlayerRow {
  return { personId, orgId: 40, firstName: 'Ola', lastName: 'Nordmann', teamName: 'Hasle-Løren', matches: 8, goals: 3, redCarts: 0, yellowCards: 1, ...overrides };
}

const rows = [player(1), player(2, { firstName: 'Kari', lastName: 'Keeper', teamName: 'Grüner', orgId: 41, goals: 9, redCarts: null }), player(3, { firstName: 'Per', lastName: 'Pasning', goals: null })];

interface Setup {
  url?: string;
  language?: Language;
  leagues?: Tournament[];
  players?: ProxyHandlers['soccerBestPlayers'];
}

function setup({ url = '/statistics/soccer/players?seasonId=2026&tournamentId=301', language = 'en', leagues = [soccer, hockey], players = () => rows }: Setup = {}) {
  const api = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: leagues }),
    },
    proxy: {
      tournamentTeams: () => ({ teams: [] }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      soccerBestPlayers: players,
    },
  });
  // The corporate site: organisation 354, no configured sport.
  const view = renderApp({ url, language, config: { sportId: null, orgId: 354 }, services: appServices({ api }) });
  return { ...view, api };
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('soccer players page (SPEC §2 Statistics tables)', () => {
  it('lists player, team, games played, goals, red and yellow cards, goals descending, names linking to the profile', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Soccer players of Bedriftsfotball' });
    expect(headers(table)).toEqual(['Player', 'Team', 'GP', 'G', 'RC', 'YC']);
    expect(within(table).getByText('RC').closest('abbr')).toHaveAttribute('title', 'Red cards');
    expect(within(table).getByRole('columnheader', { name: 'G' })).toHaveAttribute('aria-sort', 'descending');
    const [first, second, third] = bodyRows(table);
    expect(within(first as HTMLElement).getByRole('link', { name: 'Kari Keeper' })).toHaveAttribute('href', '/player/?playerId=2&orgId=41&seasonId=2026&tournamentId=301');
    // A missing figure is a dash, and sorts last.
    expect(first).toHaveTextContent(/^Kari Keeper\s*Grüner\s*8\s*9\s*-\s*1$/);
    expect(second).toHaveTextContent(/^Ola Nordmann\s*Hasle-Løren\s*8\s*3\s*0\s*1$/);
    expect(third).toHaveTextContent(/^Per Pasning\s*Hasle-Løren\s*8\s*-\s*0\s*1$/);
  });

  it('has Norwegian column names', async () => {
    setup({ language: 'no' });
    const table = await screen.findByRole('table', { name: 'Fotballspillere i Bedriftsfotball' });
    expect(headers(table)).toEqual(['Spiller', 'Lag', 'K', 'M', 'RK', 'GK']);
  });

  it('says a hockey league chosen on the corporate site is not a soccer league, and does not ask for soccer statistics', async () => {
    const { api } = setup({ url: '/statistics/soccer/players?seasonId=2026&tournamentId=302' });
    expect(await screen.findByText('Not a soccer league')).toBeInTheDocument();
    expect(screen.getByText(/Bedriftshockey is not a soccer league/)).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('soccerBestPlayers'))).toBe(false);
  });

  it('says the statistics could not be loaded (never the server message), and the empty text when there are none', async () => {
    const { unmount } = setup({ players: () => Promise.reject(new Error('BestPlayers: bad gateway')) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The statistics could not be loaded.');
    expect(alert).not.toHaveTextContent('bad gateway');
    unmount();
    setup({ players: () => [] });
    expect(await screen.findByText('No player statistics in this league yet.')).toBeInTheDocument();
  });

  describe('on a phone', () => {
    onANarrowScreen();

    it('pages by 10', async () => {
      setup({ players: () => Array.from({ length: 12 }, (_, index) => player(10 + index, { goals: index })) });
      const table = await screen.findByRole('table', { name: 'Soccer players of Bedriftsfotball' });
      expect(bodyRows(table)).toHaveLength(10);
      expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    });
  });
});
