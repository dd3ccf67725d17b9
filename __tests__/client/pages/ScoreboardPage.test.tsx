import { act, screen, waitFor, within } from '@testing-library/react';
import { onANarrowScreen } from '../../support/narrowScreen';
import userEvent from '@testing-library/user-event';
import { selectionEvents } from '../../../src/client/state/selection/selectionSlice';
import { later, setupPage } from './support';

const leagueTable = () => screen.findByRole('table', { name: 'Matches in EHL on 21 November 2026' });
const otherTable = () => screen.findByRole('table', { name: 'Matches in other tournaments on 21 November 2026' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('scoreboard page (SPEC §2)', () => {
  it('lists the league’s matches of today with the SPEC columns, scores, live icons and stream buttons', async () => {
    setupPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Scoreboard' })).toBeInTheDocument();
    const table = await leagueTable();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date', 'Start', 'Tournament', 'Venue', 'Home team', 'Score', 'Away team', 'Live', 'Stream',
    ]);
    await waitFor(() => expect(within(table).getAllByRole('link', { name: /^Watch on/ })).toHaveLength(2));
    const [finishedRow, liveRow, laterRow] = bodyRows(table);
    expect(bodyRows(table)).toHaveLength(3);

    expect(within(finishedRow!).getByRole('rowheader')).toHaveTextContent('Stjernen');
    expect(within(finishedRow!).getByRole('link', { name: 'Stjernen vs Frisk Asker, 3 - 1, Final' })).toHaveAttribute(
      'href',
      '/match?matchId=11&seasonId=2026&tournamentId=101',
    );
    expect(within(finishedRow!).queryByRole('img', { name: /Live/ })).not.toBeInTheDocument();
    expect(within(finishedRow!).getByRole('link', { name: 'Watch on TV 2 (opens in a new tab)' })).toHaveAttribute('href', 'https://tv2.example.com/kamp/11');

    // Live: red icon, 0 - 0 until a live score arrives, the live page, play before mygame.
    expect(within(liveRow!).getByRole('img', { name: 'Live now' })).toBeInTheDocument();
    const liveLink = within(liveRow!).getByRole('link', { name: 'Comet vs Stjernen, 0 - 0, Live' });
    expect(liveLink).toHaveAttribute('href', '/livematch?matchId=12&matchDate=2026-11-21&seasonId=2026&tournamentId=101');
    // The score cell's live region (the score, its status) announces a new score.
    const liveRegion = liveLink.closest('[aria-live]');
    expect(liveRegion).toHaveAttribute('aria-live', 'polite');
    expect(liveLink.closest('td')).toContainElement(liveRegion as HTMLElement);
    const stream = within(liveRow!).getByRole('link', { name: 'Watch on Play (opens in a new tab)' });
    expect(stream).toHaveAttribute('href', 'https://play.example.com/kamp/12');
    expect(stream).toHaveAttribute('target', '_blank');
    expect(stream).toHaveAttribute('rel', 'noopener noreferrer');

    // Later today: grey icon, dashes, not ready; its only link is javascript: and is dropped.
    expect(within(laterRow!).getByRole('img', { name: 'Covered live, not running' })).toBeInTheDocument();
    expect(within(laterRow!).getByRole('link', { name: 'Frisk Asker vs Comet, -, Not started' })).toHaveAttribute(
      'href',
      `/matchnotready?matchId=${later.matchId}&seasonId=2026&tournamentId=101`,
    );
    expect(within(laterRow!).queryByRole('link', { name: /^Watch/ })).not.toBeInTheDocument();
    expect(laterRow).toHaveTextContent('19:00');
  });

  // Issue 25 case 6: upstream mode with nothing publishing live events (config live.feed false).
  it.each([
    ['en' as const, 'Comet vs Stjernen, -, No live data', 'Stjernen vs Frisk Asker, 3 - 1, Final'],
    ['no' as const, 'Comet mot Stjernen, -, Ingen livedata', 'Stjernen mot Frisk Asker, 3 - 1, Slutt'],
  ])('%s: without a live feed the match in play says there is no live data, not "Live 0 - 0"; the final keeps its result', async (language, liveName, finalName) => {
    setupPage({ liveFeed: false, language });
    const table = await screen.findByRole('table', { name: language === 'en' ? 'Matches in EHL on 21 November 2026' : /EHL/ });
    const [finishedRow, liveRow] = bodyRows(table);
    expect(within(finishedRow!).getByRole('link', { name: finalName })).toBeInTheDocument();
    expect(within(liveRow!).getByRole('link', { name: liveName })).toBeInTheDocument();
    expect(liveRow).not.toHaveTextContent('0 - 0');
  });

  it('lists the other tournaments’ matches of the day, without the selected league’s, each opening in its own tournament', async () => {
    const { api } = setupPage();
    const table = await otherTable();
    const rows = bodyRows(table);
    // Issue 24 case 9: the corporate league (another organisation's, not in the catalogue) is not listed.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Stjernen U20']);
    // U20 Elite is one of the season's leagues: its season is filled from the tournament (SPEC §2).
    expect(within(rows[0]!).getByRole('link', { name: /Stjernen U20 vs Lørenskog U20/ })).toHaveAttribute(
      'href',
      '/matchnotready?matchId=21&seasonId=2026&tournamentId=102',
    );
    expect(api.calls).toContain('scheduledMatchesBySport {"sportIds":[152],"date":"11/21/2026"}');
    expect(table).not.toHaveTextContent('Hasle-Løren');
    expect(api.calls).not.toContain('tournament {"tournamentId":4297}');
  });

  it('a click anywhere on a row opens it', async () => {
    const { router } = setupPage();
    const table = await leagueTable();
    const user = userEvent.setup();
    await user.click(within(bodyRows(table)[0]!).getByText('Jordal Amfi'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/match'));
    expect(router.state.location.search).toBe('?matchId=11&seasonId=2026&tournamentId=101');
  });

  it('the team filter narrows both lists to the team’s home and away matches', async () => {
    setupPage({ url: '/scoreboard?seasonId=2026&tournamentId=101&team=9' });
    const table = await leagueTable();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(bodyRows(table).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Comet', 'Frisk Asker']);
    expect(await screen.findByText('There are no matches in other tournaments on 21 November 2026.')).toBeInTheDocument();
  });

  it('a team with no match that day gets the selection text', async () => {
    setupPage({ url: '/scoreboard?seasonId=2026&tournamentId=101&team=7', matches: [later] });
    expect(await screen.findByText('There are no matches for the selected season, tournament, team and date.')).toBeInTheDocument();
  });

  it('a league with no matches at all says so', async () => {
    setupPage({ matches: [] });
    expect(await screen.findByText('There are no matches in EHL.')).toBeInTheDocument();
  });

  it('choosing another date loads that date’s scheduled matches and re-titles both lists', async () => {
    const { store, api } = setupPage();
    await otherTable();
    act(() => void store.dispatch(selectionEvents.dateChosen({ date: '2026-11-22' })));
    expect(await screen.findByRole('table', { name: 'Matches in EHL on 22 November 2026' })).toBeInTheDocument();
    expect(await screen.findByText('There are no matches in other tournaments on 22 November 2026.')).toBeInTheDocument();
    expect(api.calls).toContain('scheduledMatchesBySport {"sportIds":[152],"date":"11/22/2026"}');
  });

  it('speaks Norwegian', async () => {
    setupPage({ language: 'no' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kampoversikt' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Kamper i EHL 21. november 2026' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Dato', 'Start', 'Turnering', 'Arena', 'Hjemmelag', 'Resultat', 'Bortelag', 'Direkte', 'Sending',
    ]);
    expect(within(table).getByRole('img', { name: 'Direkte nå' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Kamper i andre turneringer 21. november 2026' })).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'Se på Play (åpnes i ny fane)' })).toBeInTheDocument();
  });

  describe('on a phone (under 800 px)', () => {
    onANarrowScreen();

    it('shows cards instead of a table', async () => {
      setupPage();
      const list = await screen.findByRole('list', { name: 'Matches in EHL on 21 November 2026' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(3);
      expect(within(cards[1]!).getByRole('link', { name: 'Comet vs Stjernen, 0 - 0, Live' })).toBeInTheDocument();
    });
  });
});
