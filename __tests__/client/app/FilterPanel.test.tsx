import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryCookies } from '../../../src/client/services/cookies';
import { htmlDocumentTheme } from '../../../src/client/services/documentTheme';
import { memoryStorage } from '../../../src/client/services/storage';
import { READER_CHOICES_COOKIE } from '../../../src/shared/readerChoices';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi } from '../../support/services';

const seasons: Record<number, ReturnType<typeof aSeason>[]> = {
  2026: [aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 })],
  2025: [aSeason({ seasonId: 2025, seasonName: '2025/2026', seasonDateFrom: '2025-09-01T00:00:00', orgIdOwner: 10 })],
};
const leagues: Record<number, ReturnType<typeof aTournament>[]> = {
  2026: [aTournament({ tournamentId: 101, tournamentName: 'EHL' }), aTournament({ tournamentId: 102, tournamentName: '1.div menn' })],
  2025: [aTournament({ tournamentId: 201, tournamentName: 'EHL' }), aTournament({ tournamentId: 202, tournamentName: '1.div kvinner' })],
};

function setup(url = '/') {
  const storage = memoryStorage();
  const cookies = memoryCookies();
  const api = fakeApi({
    direct: {
      seasons: ({ year }) => seasons[year] ?? [],
      tournamentsInSeason: ({ seasonId }) => ({ tournamentsInSeason: leagues[seasonId] ?? [] }),
    },
    proxy: {
      tournamentTeams: ({ tournamentId }) => ({ teams: [aTeam({ teamId: tournamentId * 10, team: 'Stjernen' }), aTeam({ teamId: tournamentId * 10 + 1, team: 'Frisk Asker' })] }),
      tournamentMatches: () => ({ matches: [] }),
    },
  });
  const view = renderApp({ url, services: appServices({ api, storage, cookies, documentTheme: htmlDocumentTheme() }) });
  return { ...view, storage, cookies, api, user: userEvent.setup() };
}

const selectionLine = () => screen.getByLabelText('Current season and league');

async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  await within(dialog).findByRole('combobox', { name: 'Season' });
  return dialog;
}

describe('filter panel (SPEC §2)', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('boots from the URL-less home into the newest season and first league', async () => {
    const { router } = setup();
    await waitFor(() => expect(selectionLine()).toHaveTextContent('Season 2026/2027·EHL'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/?seasonId=2026&tournamentId=101');
  });

  it('changing the season loads its leagues, resets the league and updates the URL', async () => {
    const { user, router } = setup('/standings');
    await waitFor(() => expect(selectionLine()).toHaveTextContent('EHL'));
    const dialog = await openFilters(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Season' }), '2025/2026');
    await waitFor(() => expect(router.state.location.search).toBe('?seasonId=2025&tournamentId=201'));
    expect(router.state.location.pathname).toBe('/standings');
    // The URL follows the choice at once; the line names the league once the new season's leagues are read
    // (on a loaded machine that answer can come after the URL changed).
    await waitFor(() => expect(selectionLine()).toHaveTextContent('Season 2025/2026·EHL'));
  });

  it('the league box filters as one types and takes the first match on Enter', async () => {
    const { user, router } = setup();
    await waitFor(() => expect(selectionLine()).toHaveTextContent('EHL'));
    const dialog = await openFilters(user);
    const league = within(dialog).getByRole('combobox', { name: 'League' });
    expect(league).toHaveValue('EHL');
    await user.clear(league);
    await user.type(league, 'div');
    const listbox = within(dialog).getByRole('listbox', { name: 'League' });
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['1.div menn']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?seasonId=2026&tournamentId=102'));
    expect(selectionLine()).toHaveTextContent('1.div menn');
  });

  it('the team select is clearable with "All teams" and writes the team into the URL', async () => {
    const { user, router } = setup('/teammembers');
    await waitFor(() => expect(selectionLine()).toHaveTextContent('EHL'));
    const dialog = await openFilters(user);
    const team = await within(dialog).findByRole('combobox', { name: 'Team' });
    expect(within(team).getByRole('option', { name: 'All teams' })).toBeInTheDocument();
    await waitFor(() => expect(within(team).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(team, 'Frisk Asker');
    await waitFor(() => expect(router.state.location.search).toBe('?seasonId=2026&tournamentId=101&team=1011'));
    await user.selectOptions(team, 'All teams');
    await waitFor(() => expect(router.state.location.search).toBe('?seasonId=2026&tournamentId=101'));
  });

  it('the date button shows the date in en-GB and the calendar changes it', async () => {
    const { user, store } = setup();
    const dialog = await openFilters(user);
    const dateButton = within(dialog).getByRole('button', { name: 'Date 21/11/2026' });
    await user.click(dateButton);
    const calendar = within(dialog).getByRole('group', { name: 'Calendar' });
    await user.click(within(calendar).getByRole('button', { name: /25 November 2026/ }));
    expect(store.getState().selection.date).toBe('2026-11-25');
    expect(within(dialog).getByRole('button', { name: 'Date 25/11/2026' })).toBeInTheDocument();
  });

  it('the language select switches the interface to Norwegian and remembers it (for the server too: issue 26)', async () => {
    const { user, storage, cookies } = setup();
    const dialog = await openFilters(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'Norsk');
    expect(await screen.findByRole('button', { name: 'Åpne meny' })).toBeInTheDocument();
    expect(storage.get('language')).toBe('no');
    expect(cookies.get(READER_CHOICES_COOKIE)).toBe('1.lno');
  });

  it('the theme switch (System, Light, Dark) puts the choice on <html> and remembers it, for the server too (issue 27 case 8)', async () => {
    const { user, storage, cookies } = setup();
    const dialog = await openFilters(user);
    const group = within(dialog).getByRole('radiogroup', { name: 'Theme' });
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(within(group).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
    expect(cookies.get(READER_CHOICES_COOKIE)).toBe('1.td');
    await user.click(within(group).getByRole('radio', { name: 'System' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(cookies.get(READER_CHOICES_COOKIE)).toBeNull();
  });

  it('the theme switch speaks Norwegian in Norwegian (System, Lyst, Mørkt)', async () => {
    const { user } = setup();
    let dialog = await openFilters(user);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Language' }), 'Norsk');
    dialog = await screen.findByRole('dialog', { name: 'Filter' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Tema' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['System', 'Lyst', 'Mørkt']);
  });

  it('closes on its close button', async () => {
    const { user } = setup();
    const dialog = await openFilters(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
  });
});
