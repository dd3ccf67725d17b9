import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CatchUp } from '../../../../src/client/domain/live/catchUp';
import { CatchUpCard } from '../../../../src/client/ui/live/CatchUpCard';
import { renderWithProviders } from '../../../support/renderWithProviders';

const catchUp: CatchUp = {
  fromStart: false,
  more: 2,
  items: [
    { kind: 'goal', key: 'g', side: 'H', scorer: 'Ola Nordmann', score: { h: 1, a: 0 }, period: { kind: 'period', n: 1 }, clock: '05:00' },
    { kind: 'penalty', key: 'p', side: 'A', player: 'Per Hansen', minutes: 2, infraction: null, period: { kind: 'period', n: 1 }, clock: '06:00' },
    { kind: 'leadChange', key: 'l', side: 'A', score: { h: 1, a: 2 }, period: { kind: 'period', n: 2 } },
    { kind: 'periodEnd', key: 'e', period: { kind: 'period', n: 2 }, score: { h: 1, a: 2 }, matchEnd: false },
  ],
};
const teams = { H: 'Storhamar', A: 'Vålerenga' };

describe('catch-up card (issue 16)', () => {
  it('is a region named by its heading, lists each kind, and is dismissed by its button', async () => {
    const dismissed = jest.fn();
    renderWithProviders(<CatchUpCard catchUp={catchUp} teams={teams} onDismiss={dismissed} />);
    const region = await screen.findByRole('region', { name: 'Since you last looked' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Period 1 05:00Goal Storhamar: Ola Nordmann (1–0)',
      'Period 1 06:00Penalty Vålerenga: Per Hansen, 2 min',
      'Period 2Vålerenga took the lead (1–2)',
      'End of Period 2 (1–2)',
    ]);
    expect(screen.getByText('and 2 more')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('Escape dismisses it; in Norwegian from the start', async () => {
    const dismissed = jest.fn();
    renderWithProviders(<CatchUpCard catchUp={{ ...catchUp, fromStart: true }} teams={teams} onDismiss={dismissed} />, { language: 'no' });
    expect(await screen.findByRole('region', { name: 'Siden kampstart' })).toBeInTheDocument();
    expect(screen.getByText(/Mål Storhamar: Ola Nordmann/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dismissed).toHaveBeenCalledTimes(1);
  });
});
