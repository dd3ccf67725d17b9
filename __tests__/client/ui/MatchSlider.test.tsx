/**
 * Issue 14: the slider while the league's matches load — placeholders and a loading text in a busy region,
 * never "no matches in this league yet"; that text only once the answer says so.
 */
import { screen, within } from '@testing-library/react';
import { MatchSlider } from '../../../src/client/ui/MatchSlider';
import { renderWithProviders } from '../../support/renderWithProviders';

describe('match slider loading state (issue 14)', () => {
  it('while loading: a busy region saying it loads, no "no matches" text', () => {
    renderWithProviders(<MatchSlider label="Matches" emptyText="No matches yet." cards={[]} focusIndex={0} loading loadingText="Loading the matches…" />);
    const region = screen.getByRole('region', { name: 'Matches' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(within(region).getByText('Loading the matches…')).toBeInTheDocument();
    expect(within(region).queryByText('No matches yet.')).not.toBeInTheDocument();
    expect(within(region).queryAllByRole('link')).toHaveLength(0);
  });

  it('once answered with nothing: the empty text, no longer busy', () => {
    renderWithProviders(<MatchSlider label="Matches" emptyText="No matches yet." cards={[]} focusIndex={0} loading={false} loadingText="Loading the matches…" />);
    const region = screen.getByRole('region', { name: 'Matches' });
    expect(region).toHaveAttribute('aria-busy', 'false');
    expect(within(region).getByText('No matches yet.')).toBeInTheDocument();
    expect(within(region).queryByText('Loading the matches…')).not.toBeInTheDocument();
  });
});
