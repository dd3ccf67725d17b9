import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLivePlayer, aMatch, visibilityReads } from '../../support/builders';
import type { LiveEvent } from '../../../src/shared/contract/live';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeConnectivity, fakeFeed } from '../../support/liveFeed';
import { fakeApi, testConfig, type ProxyHandlers } from '../../support/services';
import { expectTabsPattern } from '../../support/tabsPattern';

const ALL = 'match:7:all';
const p = aLivePlayer;
const matchData: LiveEvent = {
  ClientId: 'md',
  MatchId: 7,
  MatchEventType: 'MatchData',
  MatchData: {
    MatchId: 7,
    HomeTeam: 'Stjernen',
    AwayTeam: 'Frisk Asker',
    HomeTeamId: 501,
    AwayTeamId: 502,
    HomePlayers: [p(1, 10, 'Hansen', 0, { IsCaptain: true }), p(2, 22, 'Berg', 6)],
    HomeGoalies: [p(3, 30, 'Vik', 20)],
    AwayPlayers: [p(4, 9, 'Lie', 1)],
    TournamentName: 'BLNO',
    ActivityArea: 'Nordstrand',
    MatchStartTime: '18:00',
    Referees: [{ Type: 'Dommer', Name: 'Kari Dommer' }],
    Attendance: 812,
  },
};

function setup(sportId: number, events: LiveEvent[], proxy: ProxyHandlers = {}, liveFeed = true) {
  const feed = fakeFeed();
  for (const e of events) feed.publish(ALL, e, false);
  const services = appServices({
    api: fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }), ...visibilityReads(7), ...proxy } }),
    live: { feed, connectivity: fakeConnectivity() },
  });
  const view = renderApp({ url: '/livematch?matchId=7&matchDate=2026-11-21', config: { sportId, live: { ...testConfig().live, feed: liveFeed } }, services, language: 'en' });
  return { feed, ...view };
}

describe('LiveMatchPage', () => {
  test('hockey: header, score in a live region, tabs, play-by-play; a correction and a delete reach the view', async () => {
    const goal: LiveEvent = { ClientId: 'g1', MatchId: 7, MatchEventType: 'Goal', Team: 'H', Player: p(1, 10, 'Hansen', 0), h: 1, a: 0, PeriodTime: '03:12', Period: 1 };
    const { feed } = setup(152, [matchData, goal]);
    // Every element that shows the home team (header, game-flow legend, team buttons): the page has the match.
    expect((await screen.findAllByText('Stjernen')).length).toBeGreaterThan(0);
    const score = screen.getByLabelText(/Score Stjernen against Frisk Asker/);
    expect(score).toHaveTextContent('1 - 0');
    expect(score).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('Period 1')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Live match sections' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Play-by-play', 'Lineups', 'Teams']);
    expect(screen.getByText(/Goal #10 Ola Hansen, unassisted/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-connection]')).toHaveAttribute('data-connection', 'live'));
    expect(document.querySelector('[data-connection]')).toHaveTextContent(/^Live · last event \d+ s ago$/);

    act(() => {
      feed.publish(ALL, { ...goal, FirstAssist: p(2, 22, 'Berg', 6) });
    });
    expect(await screen.findByText(/Goal #10 Ola Hansen, assist #22 Ola Berg/)).toBeInTheDocument();
    act(() => {
      feed.publish(ALL, { ClientId: 'd1', MatchId: 7, MatchEventType: 'Delete', DeletedEventClientId: 'g1' });
    });
    await waitFor(() => expect(screen.queryByText(/Goal #10/)).not.toBeInTheDocument());
    expect(screen.getByLabelText(/Score Stjernen against Frisk Asker/)).toHaveTextContent('0 - 0');
  });

  test('its sections are the one tabs component: the full keyboard pattern (issue 27 "Also")', async () => {
    setup(152, [matchData]);
    await expectTabsPattern(userEvent.setup(), await screen.findByRole('tablist', { name: 'Live match sections' }));
  });

  test('hockey lineups by line, teams tab, team click goes to players with teamOrgId, names go to the profile', async () => {
    const { router } = setup(152, [matchData]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Lineups' }));
    const home = screen.getByRole('region', { name: 'Stjernen' });
    expect(within(home).getByRole('heading', { name: 'Line 1' })).toBeInTheDocument();
    // SPEC §2: a lineup chip opens the player profile with the person and the team's org id.
    expect(within(home).getByRole('link', { name: '10 HANSEN' })).toHaveAttribute('href', expect.stringMatching(/^\/player\/\?playerId=1&orgId=501/));
    expect(within(home).getByRole('heading', { name: 'Line 2' })).toBeInTheDocument();
    expect(within(home).getByRole('heading', { name: 'Goalies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    expect(screen.getByRole('rowheader', { name: 'Ola Hansen (C)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ola Lie' })).toHaveAttribute('href', expect.stringMatching(/^\/player\/\?playerId=4&orgId=502/));
    await userEvent.click(screen.getAllByRole('button', { name: 'Stjernen' })[0] as HTMLElement);
    expect(router.state.location.pathname).toBe('/statistics/players');
    expect(router.state.location.search).toContain('teamOrgId=501');
  });

  test('the event filter: selectable extras, emptied → reset to the defaults', async () => {
    const shot: LiveEvent = { ClientId: 's1', MatchId: 7, MatchEventType: 'Shot', Team: 'A', Player: p(4, 9, 'Lie', 1) };
    setup(152, [matchData, shot]);
    expect((await screen.findAllByText('Stjernen')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Shot #9/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Events' }));
    await userEvent.click(screen.getByRole('option', { name: /Shots/ }));
    expect(await screen.findByText(/Shot #9 Ola Lie/)).toBeInTheDocument();
  });

  test('not set up for live reporting when no match data exists', async () => {
    setup(152, []);
    expect(await screen.findByText('This match has not been set up for live reporting.')).toBeInTheDocument();
  });

  // Issue 25 case 6: in upstream mode nothing publishes (config live.feed false): the page says so, not
  // "connected, live" and "not set up".
  test('without a live feed: "No live data", no live connection line, not "not set up"', async () => {
    setup(152, [], {}, false);
    expect(await screen.findByText('No live data')).toBeInTheDocument();
    expect(screen.getByText(/Nothing reports this match live/)).toBeInTheDocument();
    expect(screen.queryByText('This match has not been set up for live reporting.')).not.toBeInTheDocument();
    expect(document.querySelector('[data-connection]')).toBeNull();
  });

  // Issue 24 case 8: a withdrawn match opened by a direct link waited for a feed as if not started.
  test('a withdrawn match (statusTypeId 9) says it was withdrawn, not "not set up" or connecting', async () => {
    setup(152, [], { match: () => aMatch({ matchId: 7, statusTypeId: 9, liveClientType: null }) });
    expect(await screen.findByText('This match has been withdrawn')).toBeInTheDocument();
    expect(screen.getByText(/It will not be played\./)).toBeInTheDocument();
    expect(screen.queryByText('This match has not been set up for live reporting.')).not.toBeInTheDocument();
    expect(document.querySelector('[data-connection]')).toBeNull();
  });

  test('basketball: details card, play-by-play and teams tabs, period table and players table', async () => {
    const made: LiveEvent = { ClientId: 'b1', MatchId: 7, MatchEventType: 'Shot', Team: 'H', Player: p(1, 10, 'Hansen', 0), ShotResult: 200442, Period: 1, h: 3, a: 0 };
    setup(199, [matchData, made]);
    expect(await screen.findByText('BLNO')).toBeInTheDocument();
    expect(screen.getByText('Kari Dommer')).toBeInTheDocument();
    expect(screen.getByText('812')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Score /)).toHaveTextContent('3 - 0');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Play-by-play', 'Teams']);
    await userEvent.click(screen.getByRole('tab', { name: 'Teams' }));
    const home = screen.getByRole('region', { name: 'Stjernen' });
    const periods = within(home).getByRole('table', { name: 'Points and fouls by period' });
    expect(within(periods).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Total', 'P1', 'P2', 'P3', 'P4']);
    const players = within(home).getByRole('table', { name: 'Players' });
    expect(within(players).getAllByRole('columnheader')).toHaveLength(15);
    expect(within(players).getByRole('rowheader', { name: /Hansen \(C\)/ })).toBeInTheDocument();
    expect(within(players).getByRole('link', { name: /Hansen \(C\)/ })).toHaveAttribute('href', expect.stringMatching(/^\/player\/\?playerId=1&orgId=501/));
    expect(within(players).getByRole('rowheader', { name: 'Team' })).toBeInTheDocument();
  });

  test('volleyball: only play-by-play; arena and start time; officials', async () => {
    const point: LiveEvent = { ClientId: 'v1', MatchId: 7, MatchEventType: 'Point', Team: 'A', Player: p(4, 9, 'Lie', 1), Period: 1, h: 0, a: 1 };
    setup(157, [matchData, point]);
    expect(await screen.findByText(/Nordstrand · 18:00/)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Play-by-play']);
    // Issue 24 case 5: the headline is sets won (none yet); the set's rally stands beside it, and the name says both.
    expect(screen.getByLabelText(/^Score /)).toHaveTextContent('0 - 0');
    expect(screen.getByLabelText(/^Score /)).toHaveAccessibleName('Score Stjernen against Frisk Asker: 0 - 0 in sets, set 1: 0 - 1');
    expect(screen.getByText('Set 1: 0 - 1')).toBeInTheDocument();
    expect(screen.getByText('Kari Dommer')).toBeInTheDocument();
    expect(screen.getByText(/Ola Lie \(1\)/)).toBeInTheDocument();
  });

  test('volleyball of a tournament that hides its results: neither the set nor its points, in sight or in the score’s name', async () => {
    const point: LiveEvent = { ClientId: 'v1', MatchId: 7, MatchEventType: 'Point', Team: 'A', Player: p(4, 9, 'Lie', 1), Period: 1, h: 0, a: 1 };
    setup(157, [matchData, point], visibilityReads(7, { isResultPublished: false }));
    expect(await screen.findByText('Results not published')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Score /)).toHaveAccessibleName('Score Stjernen against Frisk Asker: -');
    expect(screen.queryByText(/Set 1: /)).not.toBeInTheDocument();
  });
});
