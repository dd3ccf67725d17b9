/**
 * Issue 14: the slider while the league's matches load — placeholders and a loading text in a busy region,
 * never "no matches in this league yet"; that text only once the answer says so.
 */
import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MatchSlider, sliderCard, type MatchCardView } from '../../../src/client/ui/MatchSlider';
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

describe('cards made as each is drawn (issue 26: not all in the slider’s own render)', () => {
  const view = (n: number, score = '1 - 0'): MatchCardView => ({
    key: String(n),
    href: `/match?matchId=${n}`,
    label: `Card ${n}, ${score}`,
    homeName: `Home ${n}`,
    awayName: `Away ${n}`,
    score,
    dateText: 'Sat 21 Nov',
    timeText: '18:00',
    statusText: 'Final',
    tone: 'final',
  });

  it('makes each card’s view once; a new source that reads the same keeps its card, one that changed redraws it', () => {
    const made: string[] = [];
    const sources = (scores: string[]) =>
      scores.map((score, index) =>
        sliderCard(String(index + 1), () => {
          made.push(`${index + 1}:${score}`);
          return view(index + 1, score);
        }),
      );
    let show: (scores: string[]) => void = () => undefined;
    function Harness() {
      const [cards, setCards] = useState(() => sources(['1 - 0', '2 - 2', '0 - 3']));
      show = (scores) => setCards(sources(scores));
      return <MatchSlider label="Matches" emptyText="None" cards={cards} focusIndex={0} />;
    }
    renderWithProviders(<Harness />);
    expect(made).toEqual(['1:1 - 0', '2:2 - 2', '3:0 - 3']);
    const second = screen.getByRole('link', { name: 'Card 2, 2 - 2' });
    made.length = 0;
    act(() => show(['1 - 0', '3 - 2', '0 - 3']));
    // Each new source's view is made once (to compare, then to draw), none twice.
    expect(made).toEqual(['1:1 - 0', '2:3 - 2', '3:0 - 3']);
    expect(screen.getByRole('link', { name: 'Card 2, 3 - 2' })).toBe(second);
    expect(within(second).getByText('3 - 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Card 1, 1 - 0' })).toBeInTheDocument();
  });
});
