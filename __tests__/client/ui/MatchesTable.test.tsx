/**
 * Issue 26: the server cannot know the width, so the matches table's HTML holds the phone's cards and the
 * desktop's table, CSS showing the one that fits; hydration matches that HTML, then keeps only the one the
 * width calls for, without redrawing it.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MatchesTable, type MatchColumnLabels, type MatchRowView } from '../../../src/client/ui/MatchesTable';
import { onANarrowScreen } from '../../support/narrowScreen';
import { renderWithProviders } from '../../support/renderWithProviders';
import { serverRender } from '../../support/serverThenHydrate';

const columns: MatchColumnLabels = {
  date: 'Date', start: 'Start', tournament: 'Tournament', venue: 'Venue', home: 'Home team', score: 'Score', away: 'Away team', live: 'Live', stream: 'Stream',
};

const row = (key: string, homeName: string, awayName: string, score: string): MatchRowView => ({
  key, dateText: '21.11.2026', timeText: '19:00', tournament: 'EHL', venue: 'Arena', homeName, awayName, score, scoreHidden: false, reveal: null,
  live: false, statusText: 'Final', statusTone: 'final', liveIcon: 'none', liveLabel: null, highlighted: true, href: `/match?matchId=${key}`,
  linkLabel: `${homeName} vs ${awayName}, ${score}, Final`, stream: null,
});

const rows = [row('1', 'Stjernen', 'Frisk Asker', '3 - 1'), row('2', 'Comet', 'Storhamar', '2 - 4')];

const matches = (
  <>
    <h2 id="heading">Matches in EHL</h2>
    <MatchesTable rows={rows} columns={columns} caption="Matches in EHL" />
  </>
);

describe('matches table in the server’s HTML (issue 26)', () => {
  it('holds the phone’s cards and the desktop’s table, each with every match and its score', () => {
    const { server } = serverRender(matches);
    const cards = server.querySelectorAll('ul[aria-label="Matches in EHL"] > li');
    expect(Array.from(cards, (card) => card.textContent)).toEqual([expect.stringMatching(/Stjernen.*3 - 1.*Frisk Asker/), expect.stringMatching(/Comet.*2 - 4.*Storhamar/)]);
    expect(server.querySelectorAll('table tbody tr')).toHaveLength(2);
    expect(server.querySelector('table caption')?.textContent).toBe('Matches in EHL');
  });

  describe('hydrated on a phone', () => {
    onANarrowScreen();

    it('matches the HTML, then keeps the cards the server drew and drops the table', async () => {
      const page = serverRender(matches);
      const serverList = page.container.querySelector('ul');
      expect(await page.hydrate()).toEqual([]);
      const list = screen.getByRole('list', { name: 'Matches in EHL' });
      expect(list).toBe(serverList);
      expect(within(list).getByRole('link', { name: 'Comet vs Storhamar, 2 - 4, Final' })).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });

  it('hydrated on a wide screen: keeps the table the server drew and drops the cards', async () => {
    const page = serverRender(matches);
    const serverTable = page.container.querySelector('table');
    expect(await page.hydrate()).toEqual([]);
    expect(screen.getByRole('table', { name: 'Matches in EHL' })).toBe(serverTable);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('on the one DataTable (DESIGN §6.2, issue 27 "Also")', () => {
  it('a scrollable region named by the caption holds the table; the home team names each row; rows open their match', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(matches, { url: '/scoreboard' });
    const region = screen.getByRole('region', { name: 'Matches in EHL' });
    // DataTable's region: a keyboard user can scroll a wide table sideways.
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Matches in EHL' });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Stjernen', 'Comet']);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Start', 'Tournament', 'Venue', 'Home team', 'Score', 'Away team', 'Live', 'Stream']);
    // Unsorted: a fixed list, its headers are not sort buttons.
    expect(within(table).queryAllByRole('button')).toEqual([]);
    await user.click(within(table).getByRole('cell', { name: 'Frisk Asker' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/match?matchId=1');
  });
});
