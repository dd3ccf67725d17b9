/**
 * Issue 16: a team's star in a matches row is a real toggle button (aria-pressed, a name that says what
 * it does), keyboard operable, and pressing it never opens the row's match.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MatchesTable, type MatchColumnLabels, type MatchRowView } from '../../../src/client/ui/MatchesTable';
import { onANarrowScreen } from '../../support/narrowScreen';
import { renderWithProviders } from '../../support/renderWithProviders';

const columns: MatchColumnLabels = { date: 'Date', start: 'Start', tournament: 'Tournament', venue: 'Venue', home: 'Home team', score: 'Score', away: 'Away team', live: 'Live', stream: 'Stream' };

function Row() {
  const [starred, setStarred] = useState(false);
  const row: MatchRowView = {
    key: '1',
    dateText: 'Sat 21 Nov',
    timeText: '18:00',
    tournament: 'EHL',
    venue: 'Jordal',
    homeName: 'Vålerenga',
    awayName: 'Storhamar',
    score: '2 - 1',
    live: false,
    statusText: 'Final',
    statusTone: 'final',
    liveIcon: 'none',
    liveLabel: null,
    highlighted: true,
    href: '/match?matchId=1',
    linkLabel: 'Vålerenga vs Storhamar, 2 - 1, Final',
    stream: null,
    homeStar: { pressed: starred, label: 'Add Vålerenga to my teams', hint: starred ? 'Remove' : 'Add', onToggle: () => setStarred((on) => !on) },
    awayStar: null,
    scoreHidden: false,
    reveal: null,
  };
  return (
    <>
      <h2 id="heading">Matches</h2>
      <MatchesTable rows={[row]} columns={columns} caption="Matches" />
    </>
  );
}

describe.each(['table', 'cards'] as const)('the star in a matches %s (issue 16)', (layout) => {
  // Cards under 800 px, the table from 800 px (jsdom has no matchMedia: wide).
  if (layout === 'cards') onANarrowScreen();

  it('toggles with a click and with the keyboard, without opening the match', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Row />, { url: '/scoreboard' });
    const star = screen.getByRole('button', { name: 'Add Vålerenga to my teams' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.pathname).toBe('/scoreboard');
    star.focus();
    await user.keyboard('{Enter}');
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard(' ');
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.pathname).toBe('/scoreboard');
    // The row itself still opens the match.
    await user.click(screen.getByText('EHL'));
    expect(router.state.location.pathname).toBe('/match');
  });

  if (layout === 'table') {
    it("names the team's cells by the team alone, not by the star inside", () => {
      renderWithProviders(<Row />, { url: '/scoreboard' });
      expect(screen.getByRole('rowheader', { name: 'Vålerenga' })).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Storhamar' })).toBeInTheDocument();
    });
  }
});
