import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transfer } from '../../../src/shared/contract';
import { ApiError } from '../../../src/client/services/api';
import { aSeason, aTournament } from '../../support/builders';
import { onANarrowScreen } from '../../support/narrowScreen';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, type FakeApi } from '../../support/services';
import type { Language } from '../../../src/shared/siteConfig';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
const basketLeague = aTournament({ tournamentId: 301, tournamentName: 'BLNO', seasonId: 2026, sportId: 199 });

function transfer(transferId: number, date: string, firstName: string, overrides: Partial<Transfer> = {}): Transfer {
  return { transferId, firstName, lastName: 'Berg', fromOrgName: 'Frisk Asker', toOrgName: 'Stjernen', datePermittedToPlayNewOrg: date, ...overrides };
}

// TEST_NOW is 21 Nov 2026 in Oslo: the window starts 21 Nov 2025.
const transfers = [
  transfer(1, '2026-02-03T00:00:00', 'Anna'),
  transfer(2, '2026-11-20T00:00:00', 'Bjørn', { fromOrgName: 'Comet', toOrgName: 'Vålerenga' }),
  transfer(3, '2025-12-01T00:00:00', 'Cecilie'),
  transfer(4, '2025-06-01T00:00:00', 'Dag'),
];

interface Setup {
  language?: Language;
  answer?: () => unknown;
}

function setup({ language = 'en', answer = () => transfers }: Setup = {}) {
  const api: FakeApi = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: [basketLeague] }),
    },
    proxy: {
      tournamentTeams: () => ({ teams: [] }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      transfers: answer as never,
    },
  });
  const view = renderApp({ url: '/transfers?seasonId=2026&tournamentId=301', language, services: appServices({ api }), config: { sportId: 199 } });
  return { ...view, api };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('transfers page (SPEC §2 Transfers)', () => {
  it("asks for the organisation's public transfers of the last year and lists them newest first", async () => {
    const { api } = setup();
    const table = await screen.findByRole('table', { name: 'Transfers in the last year' });
    expect(api.calls).toContain('transfers {"sfOrgId":10,"date":"2025-11-21"}');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Name', 'From team', 'To team']);
    const rows = bodyRows(table);
    // Dag moved before the window and is left out.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Bjørn Berg', 'Anna Berg', 'Cecilie Berg']);
    expect(rows[0]).toHaveTextContent(/20\/11\/2026\s*Bjørn Berg\s*Comet\s*Vålerenga/);
    expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText('Transfers from 21/11/2025 onwards.')).toBeInTheDocument();
  });

  it('sorts by name on request', async () => {
    const user = userEvent.setup();
    setup();
    const table = await screen.findByRole('table', { name: 'Transfers in the last year' });
    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(bodyRows(screen.getByRole('table')).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Anna Berg', 'Bjørn Berg', 'Cecilie Berg']);
  });

  it('formats dates the Norwegian way in Norwegian', async () => {
    setup({ language: 'no' });
    const table = await screen.findByRole('table', { name: 'Overganger det siste året' });
    expect(bodyRows(table)[0]).toHaveTextContent(/20\.11\.2026\s*Bjørn Berg/);
  });

  it('pages 20 at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 23 }, (_, index) => transfer(index + 1, `2026-10-${String(index + 1).padStart(2, '0')}T00:00:00`, `P${index + 1}`));
    setup({ answer: () => ({ transfers: many }) });
    const table = await screen.findByRole('table', { name: 'Transfers in the last year' });
    expect(bodyRows(table)).toHaveLength(20);
    expect(bodyRows(table)[0]).toHaveTextContent('P23 Berg');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows(screen.getByRole('table')).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['P3 Berg', 'P2 Berg', 'P1 Berg']);
  });

  it('says when there were no transfers in the last year', async () => {
    setup({ answer: () => [transfer(4, '2025-06-01T00:00:00', 'Dag')] });
    expect(await screen.findByText('No transfers in the last year.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed read as an alert', async () => {
    setup({
      answer: () => {
        throw new ApiError('Upstream timed out', 504);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The transfers could not be loaded. The results service could not be reached. Trying again…');
    expect(alert).not.toHaveTextContent('Upstream timed out');
  });

  describe('under 800 px', () => {
    onANarrowScreen();

    it('shows a card list, newest first', async () => {
      setup();
      const list = await screen.findByRole('list', { name: 'Transfers in the last year' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bjørn Berg', 'Anna Berg', 'Cecilie Berg']);
      expect(cards[0]).toHaveTextContent(/20\/11\/2026/);
      expect(cards[0]).toHaveTextContent(/From team\s*Comet\s*To team\s*Vålerenga/);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
