/**
 * Issue 16 spoiler shield on the real app (store, sagas, shell, scoreboard) with a saved preference: the
 * switch, the hidden scores and their Reveal buttons, a reveal saved, the slider, the standings' notice.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPOILER_STORAGE_KEY } from '../../../src/client/domain/spoiler';
import { memoryStorage } from '../../../src/client/services/storage';
import { setupPage } from './support';

const leagueTable = () => screen.findByRole('table', { name: 'Matches in EHL on 21 November 2026' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const saved = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.values.get(SPOILER_STORAGE_KEY) ?? 'null') as unknown;

describe('spoiler shield (issue 16)', () => {
  it('the header switch hides every score with a placeholder and a Reveal button, and is saved', async () => {
    const { storage } = setupPage();
    const table = await leagueTable();
    await within(table).findByRole('link', { name: 'Stjernen vs Frisk Asker, 3 - 1, Final' });
    const shield = screen.getByRole('switch', { name: 'Spoiler shield: hide scores' });
    expect(shield).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(shield);
    expect(shield).toHaveAttribute('aria-checked', 'true');
    const [finishedRow, liveRow, laterRow] = bodyRows(table);
    expect(within(finishedRow!).getByRole('link', { name: 'Stjernen vs Frisk Asker, Score hidden, Played' })).toHaveTextContent('– : –');
    expect(within(liveRow!).getByRole('link', { name: 'Comet vs Stjernen, Score hidden, Live' })).toHaveTextContent('– : –');
    // A fixture has no score: no placeholder, no button.
    expect(within(laterRow!).queryByRole('button', { name: /^Reveal/ })).not.toBeInTheDocument();
    expect(table).not.toHaveTextContent(/\d+ - \d+/);
    const slider = screen.getByRole('region', { name: 'Matches in the league' });
    expect(slider).not.toHaveTextContent(/\d+ - \d+/);
    expect(saved(storage)).toEqual({ shield: true, revealed: [], delaySeconds: 0 });

    // Reveal one: only that row shows its score; the reveal is saved.
    await userEvent.click(within(finishedRow!).getByRole('button', { name: 'Reveal score: Stjernen – Frisk Asker' }));
    expect(within(finishedRow!).getByRole('link', { name: 'Stjernen vs Frisk Asker, 3 - 1, Final' })).toHaveTextContent('3 - 1');
    expect(within(liveRow!).getByRole('link', { name: /Score hidden/ })).toBeInTheDocument();
    expect(saved(storage)).toEqual({ shield: true, revealed: [11], delaySeconds: 0 });
    // The whole app with its sagas, clicked through: more than Jest's 5 s on a loaded machine.
  }, 30_000);

  it('a saved shield applies from the first render, in Norwegian too', async () => {
    const storage = memoryStorage({ [SPOILER_STORAGE_KEY]: JSON.stringify({ shield: true, revealed: [], delaySeconds: 0 }) });
    setupPage({ language: 'no', storage });
    expect(screen.getByRole('switch', { name: 'Spoilerskjold: skjul resultater' })).toHaveAttribute('aria-checked', 'true');
    const table = await screen.findByRole('table', { name: /^Kamper i EHL/ });
    await waitFor(() => expect(within(table).getAllByRole('button', { name: /^Vis resultat:/ }).length).toBeGreaterThan(0));
    expect(table).not.toHaveTextContent(/\d+ - \d+/);
  });

  it('the standings say why they are hidden and open for this page view on "Show anyway"', async () => {
    const storage = memoryStorage({ [SPOILER_STORAGE_KEY]: JSON.stringify({ shield: true, revealed: [], delaySeconds: 0 }) });
    setupPage({ url: '/standings', storage });
    const notice = (await screen.findAllByRole('status')).find((node) => within(node).queryByText('Scores are hidden') !== null);
    if (notice === undefined) throw new Error('no "Scores are hidden" notice');
    expect(screen.getByRole('heading', { level: 1, name: 'Standings' })).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Show anyway' }));
    expect(screen.queryByText('Scores are hidden')).not.toBeInTheDocument();
  });
});
