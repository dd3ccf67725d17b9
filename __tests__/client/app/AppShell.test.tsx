import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { selectionEvents } from '../../../src/client/state/selection/selectionSlice';
import type { Tournament } from '../../../src/shared/contract';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { appRoutes, pageLoaders } from '../../../src/client/app/routes';
import { renderApp } from '../../support/renderWithProviders';
import { testConfig } from '../../support/services';
import { leaguesAnswered, seasonsAnswered, TEST_SEASONS_ARG, tournamentMatchesAnswered, withCachedEntry } from '../../support/state';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027' });

/** A booted store whose current league is `league`. */
function withLeague(league: Tournament, config = testConfig()): Partial<RootState> {
  const state = [
    selectionEvents.todayDetermined({ date: '2026-11-21' }),
    seasonsAnswered([season], [], config.orgId),
    leaguesAnswered(2026, [league], config.sportId),
  ].reduce(rootReducer, { ...rootReducer(undefined, { type: '@@test/init' }), site: config });
  return { selection: state.selection, api: state.api };
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  const dialog = await screen.findByRole('dialog', { name: 'Menu' });
  return { user, nav: within(dialog).getByRole('navigation', { name: 'Main menu' }) };
}

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('side menu (SPEC §2)', () => {
  it('hockey: standings, statistics with players, goalies, attendance and teams; no transfers', async () => {
    renderApp({ url: '/', preloadedState: withLeague(aTournament({ tournamentId: 5, sportId: 152 })) });
    const { nav } = await openMenu();
    expect(linkNames(nav)).toEqual(['Scoreboard', 'Standings', 'Schedule', 'Rosters', 'Players', 'Goalies', 'Attendance', 'Teams']);
    expect(within(nav).getByRole('list', { name: 'Statistics' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Players' })).toHaveAttribute('href', '/statistics/players?seasonId=2026&tournamentId=5');
  });

  it('basketball: basketball statistics routes and transfers', async () => {
    renderApp({ config: { orgId: 20, sportId: 199 }, preloadedState: withLeague(aTournament({ tournamentId: 6, sportId: 199 }), testConfig({ orgId: 20, sportId: 199 })) });
    const { nav } = await openMenu();
    expect(linkNames(nav)).toEqual(['Scoreboard', 'Standings', 'Schedule', 'Rosters', 'Players', 'Teams', 'Transfers']);
    expect(within(nav).getByRole('link', { name: 'Teams' })).toHaveAttribute('href', '/statistics/basketball/teams?seasonId=2026&tournamentId=6');
  });

  it('corporate organisation 354: soccer players only, no team statistics', async () => {
    const config = testConfig({ orgId: 354, sportId: null });
    renderApp({ config, preloadedState: withLeague(aTournament({ tournamentId: 7, sportId: 207 }), config) });
    const { nav } = await openMenu();
    expect(linkNames(nav)).toEqual(['Scoreboard', 'Standings', 'Schedule', 'Rosters', 'Players']);
    expect(within(nav).getByRole('link', { name: 'Players' })).toHaveAttribute('href', '/statistics/soccer/players?seasonId=2026&tournamentId=7');
  });

  it('closes when an item is followed, and the page changes', async () => {
    renderApp({ preloadedState: withLeague(aTournament({ tournamentId: 5, sportId: 152 })) });
    const { user, nav } = await openMenu();
    await user.click(within(nav).getByRole('link', { name: 'Standings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Standings' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});

describe('header and shell (SPEC §1)', () => {
  it('links the title home with the selection and shows the season and league line', async () => {
    renderApp({ preloadedState: withLeague(aTournament({ tournamentId: 5, tournamentName: 'EHL', sportId: 152 })) });
    expect(await screen.findByRole('link', { name: 'Ishockey Kampsenter, home' })).toHaveAttribute('href', '/?seasonId=2026&tournamentId=5');
    expect(screen.getByLabelText('Current season and league')).toHaveTextContent('Season 2026/2027·EHL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scoreboard' })).toBeInTheDocument();
  });

  it('shows a failed request in a non-blocking alert, with the page still there', async () => {
    const preloaded = withLeague(aTournament({ tournamentId: 5 }));
    const failed = withCachedEntry({ ...rootReducer(undefined, { type: '@@init' }), ...preloaded } as RootState, 'getTeams', { tournamentId: 5 }, {
      status: 'rejected',
      error: { status: 500, message: 'ta/TournamentTeams/?tournamentId=5: upstream timed out', code: null },
    });
    renderApp({ preloadedState: { ...preloaded, api: failed.api } });
    // Issue 25: the part in words, a Retry button, never the target or the server's text.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The teams could not be loaded. The results service answered with an error. Trying again…');
    expect(alert).not.toHaveTextContent('ta/');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Scoreboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the loading overlay while the seasons load', async () => {
    const loading = withCachedEntry(rootReducer(undefined, { type: '@@init' }), 'getSeasons', TEST_SEASONS_ARG, { status: 'pending' });
    renderApp({ preloadedState: { api: loading.api } });
    await screen.findByRole('heading', { level: 1, name: 'Scoreboard' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('every route shows its localised title', async () => {
    renderApp({ url: '/statistics/basketball/players?seasonId=1', language: 'no' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basketballspillere' })).toBeInTheDocument();
  });

  it('an unknown address shows the not-found message and a way home', async () => {
    renderApp({ url: '/no/such/page' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There is no page at this address.');
    expect(within(alert).getByRole('link', { name: 'Go to the scoreboard' })).toHaveAttribute('href', '/');
  });
});

describe('match slider (SPEC §2)', () => {
  it('renders the league’s matches as links to match, live match or not-ready pages', async () => {
    const league = aTournament({ tournamentId: 5, sportId: 152 });
    const preloaded = withLeague(league);
    const finished = aMatch({ matchId: 11, tournamentId: 5, seasonId: null, matchDate: '2026-11-20', matchResult: { homeGoals: 4, awayGoals: 2, matchEndResult: '4-2' } });
    const later = aMatch({ matchId: 12, tournamentId: 5, matchDate: '2026-11-28', liveClientType: 'None', hometeamOverriddenName: 'Stjernen Elite' });
    const { api } = rootReducer({ ...rootReducer(undefined, { type: '@@test/init' }), ...preloaded } as RootState, tournamentMatchesAnswered(5, [later, finished]));
    renderApp({ preloadedState: { ...preloaded, api } });
    const region = await screen.findByRole('region', { name: 'Matches in the league' });
    const cards = within(region).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/match?matchId=11&seasonId=2026&tournamentId=5');
    expect(cards[0]).toHaveAccessibleName('Stjernen vs Frisk Asker, 4 - 2, Fri 20 Nov 18:30, Final');
    // SPEC §2: the navigation carries the current season and league; the match's own ids only fill gaps.
    expect(cards[1]).toHaveAttribute('href', '/matchnotready?matchId=12&seasonId=2026&tournamentId=5');
    expect(within(cards[1]!).getByText('Stjernen Elite')).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the shell at once while the page’s code is still loading', () => {
    const never = () => new Promise<never>(() => undefined);
    const loaders = Object.fromEntries(Object.keys(pageLoaders).map((name) => [name, never])) as unknown as typeof pageLoaders;
    renderApp({ routes: appRoutes(loaders) });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('a page that fails to load shows a message in the visitor’s language and a way home', async () => {
    const failing = () => Promise.reject(new Error('ChunkLoadError: Loading chunk page-standings failed'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp({ url: '/standings?seasonId=3&tournamentId=4', language: 'no', routes: appRoutes({ ...pageLoaders, standings: failing }) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Siden kunne ikke vises' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Gå til kampoversikten' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Åpne meny' })).toBeInTheDocument();
  });
});

describe('browser tab title (issue 11 case 9)', () => {
  it('names the page and the league on every route the shell titles', async () => {
    renderApp({ url: '/standings', preloadedState: withLeague(aTournament({ tournamentId: 5, sportId: 152, tournamentName: 'EHL' })) });
    await waitFor(() => expect(document.title).toBe('Standings · EHL · Ishockey Kampsenter'));
  });
});
