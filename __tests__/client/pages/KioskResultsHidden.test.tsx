/**
 * Issue 24 case 1 (SPEC §4) on the kiosk: a league that does not publish results shows its live match on
 * the arena screen without a score, its goals or a goal card, and its today list without scores — read
 * through the one visibility selector.
 */
import { screen, within } from '@testing-library/react';
import KioskPage from '../../../src/client/pages/kiosk/KioskPage';
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { parseKioskQuery } from '../../../src/client/domain/kiosk';
import { kioskEvents } from '../../../src/client/state/kiosk/kioskSlice';
import { liveEvents } from '../../../src/client/state/live/liveSlice';
import { LIVE_EVENT_TYPE, liveChannels, type LiveEvent } from '../../../src/shared/contract/live';
import { aLivePlayer, aMatch, aTournament } from '../../support/builders';
import { renderWithProviders } from '../../support/renderWithProviders';
import { initialRootState } from '../../support/state';

// TEST_NOW (support/services) is 14:00 in Oslo on 2026-11-21: match 5 is in play.
const liveMatch = aMatch({ matchId: 5, tournamentId: 1, matchStartTime: 1330, matchEndTime: 1600, liveClientType: 'Advanced' });
const played = aMatch({ matchId: 6, tournamentId: 1, matchStartTime: 1000, matchEndTime: 1230, statusTypeId: 3, liveClientType: 'None', matchResult: { homeGoals: 4, awayGoals: 2, matchEndResult: '4-2' } });
const hansen = aLivePlayer(10, 10, 'Hansen', 0);
const events: LiveEvent[] = [
  { ClientId: 'md', MatchId: 5, MatchEventType: 'MatchData', MatchData: { MatchId: 5, HomeTeam: 'Stjernen', AwayTeam: 'Frisk Asker', HomeTeamId: 11, AwayTeamId: 12 } },
  { ClientId: 'ms', MatchId: 5, MatchEventType: LIVE_EVENT_TYPE.timer, EventType: 2, TypeName: 'Match start', Period: 1 },
  { ClientId: 'ps', MatchId: 5, MatchEventType: LIVE_EVENT_TYPE.timer, EventType: 2, TypeName: 'Period start', Period: 1 },
  { ClientId: 'g1', MatchId: 5, MatchEventType: LIVE_EVENT_TYPE.goal, Team: 'H', Player: hansen, h: 1, a: 0, Period: 1, PeriodTime: '04:10' },
];

function kioskState(league: ReturnType<typeof aTournament>, view: 'live' | 'today'): RootState {
  const parsed = parseKioskQuery('?tournamentId=1&views=live,today');
  if (!parsed.ok) throw new Error('bad query');
  return [
    kioskEvents.queryRead({ query: parsed.query, problems: [] }),
    kioskEvents.readSucceeded({ name: 'league', data: league, atMs: Date.now() }),
    kioskEvents.readSucceeded({ name: 'matches', data: [played, liveMatch], atMs: Date.now() }),
    liveEvents.matchViewOpened({ matchId: 5, matchDate: null }),
    liveEvents.historyLoaded({ matchId: 5, channel: liveChannels.all(5), messages: events.map((event, index) => ({ timetoken: `${17_000_000_000_000_000 + index}`, event })) }),
    kioskEvents.goalScored({ matchId: 5, atMs: Date.now() }),
    kioskEvents.viewShown({ view }),
  ].reduce(rootReducer, initialRootState());
}

describe('kiosk of a league that does not publish results (issue 24 case 1)', () => {
  it('the live view: the teams and the state, no score, no goals, no goal card', () => {
    renderWithProviders(<KioskPage />, { preloadedState: kioskState(aTournament({ tournamentId: 1, tournamentName: 'U16 Elite', isResultPublished: false }), 'live') });
    expect(screen.getAllByText('Stjernen').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Hansen/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Stjernen –, Frisk Asker –')).toBeInTheDocument();
    expect(screen.queryByText('Goal!')).not.toBeInTheDocument();
    expect(screen.getByText('Results not published')).toBeInTheDocument();
  });

  it('the same screen of a publishing league shows the score and the goal', () => {
    renderWithProviders(<KioskPage />, { preloadedState: kioskState(aTournament({ tournamentId: 1, tournamentName: 'EHL' }), 'live') });
    expect(screen.getAllByText(/Hansen/).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Stjernen 1, Frisk Asker 0')).toBeInTheDocument();
    expect(screen.getByText('Goal!')).toBeInTheDocument();
  });

  it('today’s list: dashes, and no "(OT)" or result', () => {
    renderWithProviders(<KioskPage />, { preloadedState: kioskState(aTournament({ tournamentId: 1, leagueDisplayResults: false }), 'today') });
    const table = screen.getByRole('table', { name: "Today's matches" });
    expect(within(table).queryByText(/4 - 2/)).not.toBeInTheDocument();
    expect(within(table).getAllByText('-').length).toBeGreaterThan(0);
  });
});
