/** The play-by-play event filter by keyboard alone (issue 11: keep the tabs and the filter keyboard operable). */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EventFilter } from '../../../../src/client/ui/live/EventFilter';
import { renderWithProviders } from '../../../support/renderWithProviders';

const LABELS: Record<string, string> = { goals: 'Goals', shots: 'Shots', faceoffs: 'Faceoffs' };

function Filter({ onChange }: { onChange: (selected: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>(['goals']);
  return (
    <EventFilter
      label="Events"
      options={['goals', 'shots', 'faceoffs']}
      selected={selected}
      optionLabel={(o) => LABELS[o] ?? o}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

describe('event filter by keyboard', () => {
  test('Tab to it, open with Enter, move with the arrows and Home, toggle with Enter (the list stays open), close with Escape', async () => {
    const user = userEvent.setup();
    const changes: string[][] = [];
    renderWithProviders(<Filter onChange={(next) => changes.push(next)} />);
    const toggle = await screen.findByRole('combobox', { name: 'Events' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Shots/ })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(changes).toEqual([['goals', 'shots']]);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes.at(-1)).toEqual(['goals', 'shots', 'faceoffs']);
    await user.keyboard('{Home}{Enter}');
    expect(changes.at(-1)).toEqual(['shots', 'faceoffs']);
    expect(screen.getByRole('option', { name: /Faceoffs/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveTextContent('Shots, Faceoffs');
  });
});
