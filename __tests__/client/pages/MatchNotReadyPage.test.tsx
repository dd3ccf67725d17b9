import { screen } from '@testing-library/react';
import { renderApp } from '../../support/renderWithProviders';

describe('match not ready page (SPEC §2, §8)', () => {
  it.each([
    ['en' as const, 'Match not ready', 'This match is not ready yet', 'Please check back later.'],
    ['no' as const, 'Kampen er ikke klar', 'Kampen er ikke klar ennå', 'Sjekk igjen senere.'],
  ])('%s: an info notice with a title and "check back later"', async (language, heading, title, message) => {
    renderApp({ url: '/matchnotready?matchId=4087039', language });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(title);
    expect(notice).toHaveTextContent(message);
  });
});
