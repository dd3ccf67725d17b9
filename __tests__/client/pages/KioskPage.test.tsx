import { screen, within } from '@testing-library/react';
import KioskPage from '../../../src/client/pages/kiosk/KioskPage';
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { parseKioskQuery } from '../../../src/client/domain/kiosk';
import { kioskEvents } from '../../../src/client/state/kiosk/kioskSlice';
import { liveEvents } from '../../../src/client/state/live/liveSlice';
import { liveChannels } from '../../../src/shared/contract/live';
import { aMatch, aTournament } from '../../support/builders';
import { renderWithProviders } from '../../support/renderWithProviders';
import { testConfig } from '../../support/services';
import { initialRootState } from '../../support/state';

// TEST_NOW (support/services) is 14:00 in Oslo on 2026-11-21.
const matches = [
  aMatch({ matchId: 1, matchStartTime: 1200, matchEndTime: 1330, matchResult: { homeGoals: 3, awayGoals: 1, matchEndResult: '3-1' }, statusTypeId: 3, liveClientType: 'None' }),
  aMatch({ matchId: 2, matchStartTime: 1830, matchEndTime: 2100, hometeam: 'Comet', awayteam: 'Narvik', liveClientType: 'None' }),
];

function kioskState(search: string, ...events: Parameters<typeof rootReducer>[1][]): RootState {
  const parsed = parseKioskQuery(search);
  return [
    kioskEvents.queryRead(parsed.ok ? { query: parsed.query, problems: [] } : { query: null, problems: parsed.problems }),
    ...events,
  ].reduce(rootReducer, initialRootState());
}

describe('KioskPage (issue 15)', () => {
  it('a bad address lists what to fix', () => {
    renderWithProviders(<KioskPage />, { preloadedState: kioskState('?tournamentId=x&lang=fr') });
    expect(screen.getByRole('heading', { level: 1, name: 'Arena screen' })).toBeInTheDocument();
    expect(screen.getByText('tournamentId is missing or not a league id (got: x)')).toBeInTheDocument();
    expect(screen.getByText('lang must be en or no (got: fr)')).toBeInTheDocument();
  });

  it("today's matches as a table with the rotation's steps, the current one marked", () => {
    const state = kioskState(
      '?tournamentId=1&views=today,standings',
      kioskEvents.readSucceeded({ name: 'league', data: aTournament({ tournamentId: 1, tournamentName: 'EHL' }), atMs: Date.now() }),
      kioskEvents.readSucceeded({ name: 'matches', data: matches, atMs: Date.now() }),
      kioskEvents.viewShown({ view: 'today' }),
    );
    renderWithProviders(<KioskPage />, { preloadedState: state });
    expect(screen.getByRole('heading', { level: 1, name: "Today's matches" })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "Today's matches" });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['TimeMatchScoreStatus', '12:00Stjernen – Frisk Asker3 - 1Final', '18:30Comet – Narvik-Not started']);
    const steps = screen.getByRole('list', { name: 'Views' });
    expect(within(steps).getByText("Today's matches")).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('status')).toHaveTextContent(/^Connected$/);
  });

  it('a failing read keeps the data on screen and says how old it is', () => {
    const state = kioskState(
      '?tournamentId=1&views=today',
      kioskEvents.readSucceeded({ name: 'matches', data: matches, atMs: Date.now() - 42_000 }),
      kioskEvents.readFailed({ name: 'matches', message: 'Failed to fetch' }),
      kioskEvents.viewShown({ view: 'today' }),
    );
    renderWithProviders(<KioskPage />, { preloadedState: state });
    expect(screen.getByRole('table', { name: "Today's matches" })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/No connection – retrying\s*Data from 4[2-3] seconds ago/);
  });

  // Issue 24 case 11: with every view empty the screen says so calmly, in both languages.
  it.each([
    ['en' as const, 'No matches today', 'This screen updates by itself when there is something to show.'],
    ['no' as const, 'Ingen kamper i dag', 'Skjermen oppdaterer seg selv når det er noe å vise.'],
  ])('%s: every view empty — one calm "no matches today" screen', (language, title, line) => {
    const state = kioskState('?tournamentId=1', kioskEvents.readSucceeded({ name: 'matches', data: [], atMs: Date.now() }), kioskEvents.viewShown({ view: 'quiet' }));
    renderWithProviders(<KioskPage />, { preloadedState: state, language });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: language === 'en' ? 'Views' : 'Visninger' })).queryByText(/./, { selector: '[aria-current]' })).toBeNull();
  });

  // Issue 25 case 6: upstream mode with nothing publishing live events (config live.feed false).
  describe('no live feed', () => {
    // 13:20, 40 minutes before TEST_NOW: a live-covered match in play, pinned on this arena screen.
    const started = aMatch({ matchId: 3, tournamentId: 1, matchStartTime: 1320, matchEndTime: 1530, hometeam: 'Comet', awayteam: 'Narvik', liveClientType: 'Advanced' });
    const liveState = (view: 'live' | 'today') => {
      const parsed = parseKioskQuery('?tournamentId=1&matchId=3&views=live,today');
      if (!parsed.ok) throw new Error('bad query');
      return [
        kioskEvents.queryRead({ query: parsed.query, problems: [] }),
        kioskEvents.readSucceeded({ name: 'league', data: aTournament({ tournamentId: 1, tournamentName: 'EHL' }), atMs: Date.now() }),
        kioskEvents.readSucceeded({ name: 'matches', data: [...matches.slice(0, 1), started], atMs: Date.now() }),
        liveEvents.matchViewOpened({ matchId: 3, matchDate: null }),
        liveEvents.historyLoaded({ matchId: 3, channel: liveChannels.all(3), messages: [] }),
        liveEvents.connectionEstablished({ matchId: 3 }),
        kioskEvents.viewShown({ view }),
      ].reduce(rootReducer, initialRootState({ live: { ...testConfig().live, feed: false } }));
    };

    it.each([
      ['en' as const, 'No live data'],
      ['no' as const, 'Ingen livedata'],
    ])('%s: the live view says there is no live data, not "Starts 13:20" after the start', (language, text) => {
      renderWithProviders(<KioskPage />, { preloadedState: liveState('live'), language });
      // The state line, and the goals panel instead of a made-up "No goals yet"; no made-up shots either.
      expect(screen.getAllByText(text)).toHaveLength(2);
      expect(screen.queryByText(/13:20/)).not.toBeInTheDocument();
      expect(screen.queryByText(/No goals yet|Ingen mål ennå/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Shots on goal|Skudd på mål/i)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Comet –, Narvik –/)).toBeInTheDocument();
    });

    it("today's list: a dash and \"No live data\" for the match in play, the final keeps its result", () => {
      renderWithProviders(<KioskPage />, { preloadedState: liveState('today') });
      const rows = within(screen.getByRole('table', { name: "Today's matches" })).getAllByRole('row');
      expect(rows.map((row) => row.textContent)).toEqual(['TimeMatchScoreStatus', '12:00Stjernen – Frisk Asker3 - 1Final', '13:20Comet – Narvik-No live data']);
    });
  });

  it('in Norwegian', () => {
    const state = kioskState('?tournamentId=1&views=next', kioskEvents.readSucceeded({ name: 'matches', data: matches, atMs: Date.now() }), kioskEvents.viewShown({ view: 'next' }));
    renderWithProviders(<KioskPage />, { preloadedState: state, language: 'no' });
    expect(screen.getByRole('heading', { level: 1, name: 'Neste kamper' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Neste kamper' })).toHaveTextContent('Comet – Narvik');
  });
});
