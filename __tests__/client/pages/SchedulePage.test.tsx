import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStorage } from '../../../src/client/services/storage';
import { later, setupPage, tomorrow } from './support';

const rowHeaders = (table: HTMLElement) => within(table).getAllByRole('rowheader').map((cell) => cell.textContent);

describe('schedule page (SPEC §2, §4 schedule toggle)', () => {
  it('shows Upcoming by default, soonest first, including the match in progress', async () => {
    setupPage({ url: '/schedule' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Show matches' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
    const table = await screen.findByRole('table', { name: 'Upcoming matches' });
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Comet', 'Frisk Asker', 'Stjernen']));
  });

  it('Played lists the finished matches, most recent first, and the choice is saved', async () => {
    const storage = memoryStorage();
    setupPage({ url: '/schedule', storage });
    await screen.findByRole('table', { name: 'Upcoming matches' });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Played' }));
    const table = await screen.findByRole('table', { name: 'Played matches' });
    expect(rowHeaders(table)).toEqual(['Stjernen', 'Frisk Asker']);
    expect(within(table).getByRole('link', { name: 'Frisk Asker vs Stjernen, 2 - 2, Final' })).toBeInTheDocument();
    expect(storage.values.get('scheduleView')).toBe('played');
  });

  it('a remembered choice is restored', async () => {
    setupPage({ url: '/schedule', storage: memoryStorage({ scheduleView: 'played' }), language: 'no' });
    expect(await screen.findByRole('radio', { name: 'Spilte' })).toBeChecked();
    expect(await screen.findByRole('table', { name: 'Spilte kamper' })).toBeInTheDocument();
  });

  it('the team filter narrows the list', async () => {
    setupPage({ url: '/schedule?seasonId=2026&tournamentId=101&team=8' });
    const table = await screen.findByRole('table', { name: 'Upcoming matches' });
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Frisk Asker']));
  });

  // Issue 24 case 12: a match without a start time (the API's 0) showed a blank time.
  it.each([
    ['en' as const, 'Upcoming matches', 'TBA'],
    ['no' as const, 'Kommende kamper', 'Tid ikke satt'],
  ])('%s: a match without a start time says so, and sorts last within its day', async (language, name, tba) => {
    const untimed = { ...later, matchId: 16, matchStartTime: null, matchEndTime: null, hometeam: 'Comet', awayteam: 'Stjernen', hometeamId: 9, awayteamId: 7 };
    setupPage({ url: '/schedule', matches: [untimed, later, tomorrow], language });
    const table = await screen.findByRole('table', { name });
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Frisk Asker', 'Comet', 'Stjernen']));
    const untimedRow = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(untimedRow).toHaveTextContent(tba);
  });

  it('issue 25: a failed read of the league’s matches is said in words with a Retry, never "no upcoming matches" nor the target', async () => {
    setupPage({ url: '/schedule', matchesFail: true });
    const notice = await screen.findByText(/The schedule could not be loaded\./);
    expect(notice.closest('[role="alert"]')).toHaveTextContent('The results service answered with an error. Trying again…');
    expect(screen.queryByText('There are no upcoming matches.')).toBeNull();
    expect(screen.queryByText('Loading matches…')).toBeNull();
    expect(document.body).not.toHaveTextContent('ta/');
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  it('both empty texts', async () => {
    setupPage({ url: '/schedule', matches: [later] });
    await screen.findByRole('table', { name: 'Upcoming matches' });
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Played' }));
    expect(await screen.findByText('No matches have been played yet.')).toBeInTheDocument();

    setupPage({ url: '/schedule', matches: [], language: 'no' });
    expect(await screen.findByText('Det er ingen kommende kamper.')).toBeInTheDocument();
  });
});
