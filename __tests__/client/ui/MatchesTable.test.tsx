/**
 * Issue 26: the server cannot know the width, so the matches table's HTML holds the phone's cards and the
 * desktop's table, CSS showing the one that fits; hydration matches that HTML, then keeps only the one the
 * width calls for, without redrawing it.
 */
import { screen, within } from '@testing-library/react';
import { MatchesTable, type MatchColumnLabels, type MatchRowView } from '../../../src/client/ui/MatchesTable';
import { onANarrowScreen } from '../../support/narrowScreen';
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
    <MatchesTable rows={rows} columns={columns} labelledBy="heading" />
  </>
);

describe('matches table in the server’s HTML (issue 26)', () => {
  it('holds the phone’s cards and the desktop’s table, each with every match and its score', () => {
    const { server } = serverRender(matches);
    const cards = server.querySelectorAll('ul[aria-labelledby="heading"] > li');
    expect(Array.from(cards, (card) => card.textContent)).toEqual([expect.stringMatching(/Stjernen.*3 - 1.*Frisk Asker/), expect.stringMatching(/Comet.*2 - 4.*Storhamar/)]);
    expect(server.querySelectorAll('table[aria-labelledby="heading"] tbody tr')).toHaveLength(2);
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
