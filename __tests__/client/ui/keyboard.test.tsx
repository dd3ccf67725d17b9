/**
 * Issue 11 case 12: the slider is one tab stop with the arrow keys inside it; picking a date gives the
 * focus back to the date button instead of dropping it on the page body.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField } from '../../../src/client/ui/filters/DateField';
import { MatchSlider, sliderCard, type MatchCardView } from '../../../src/client/ui/MatchSlider';
import { renderWithProviders } from '../../support/renderWithProviders';

const card = (n: number): MatchCardView => ({
  key: String(n),
  href: `/match?matchId=${n}`,
  label: `Card ${n}`,
  homeName: `Home ${n}`,
  awayName: `Away ${n}`,
  score: '1 - 0',
  dateText: 'Sat 21 Nov',
  timeText: '18:00',
  statusText: 'Final',
  tone: 'final',
});

describe('keyboard paths', () => {
  it('the slider takes one tab stop (the centred card); arrows, Home and End move inside it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <MatchSlider label="Matches" emptyText="None" cards={Array.from({ length: 36 }, (_, i) => sliderCard(String(i + 1), () => card(i + 1)))} focusIndex={5} />
        <button type="button">After the slider</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Card 6' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Card 7' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Card 36' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Card 1' })).toHaveFocus();
    // One more Tab leaves the slider: not 35 more stops.
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the slider' })).toHaveFocus();
  });

  it('picking a day closes the calendar and puts the focus back on the date button', async () => {
    const user = userEvent.setup();
    function Field() {
      const [value, setValue] = useState('2026-11-21');
      return (
        <DateField label="Date" calendarLabel="Calendar" value={value} today="2026-11-21" buttonText={value} language="en" onChange={setValue} />
      );
    }
    renderWithProviders(<Field />);
    await user.click(screen.getByRole('button', { name: /Date/ }));
    await user.click(screen.getByRole('button', { name: /22 November 2026/ }));
    expect(screen.queryByRole('group', { name: 'Calendar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Date 2026-11-22/ })).toHaveFocus();
  });
});
