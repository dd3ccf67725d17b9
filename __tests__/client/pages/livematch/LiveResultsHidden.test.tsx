/**
 * Issue 24 case 1 (SPEC §4 results visibility) on the live page: a match of a tournament that does not
 * publish results, opened by direct link (no list loaded), shows the match — teams, state — without its
 * score, scoring events, game flow, box scores or a score in the tab title, and says why with the match
 * page's "Results not published" notice. While its tournament's flags are still being read, no score shows
 * either (fail closed), and no notice is claimed yet.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LiveEvent } from '../../../../src/shared/contract/live';
import { aLivePlayer, visibilityReads } from '../../../support/builders';
import { fakeConnectivity, fakeFeed } from '../../../support/liveFeed';
import { appServices, renderApp } from '../../../support/renderWithProviders';
import { fakeApi, type ProxyHandlers } from '../../../support/services';

const ALL = 'match:7:all';
let seq = 0;
const p = aLivePlayer;
const ev = (o: Partial<LiveEvent>): LiveEvent => ({ ClientId: `x${(seq += 1)}`, MatchId: 7, MatchEventType: 'Timer', ...o });
const periodEvent = (TypeName: string, Period: number, PeriodName?: string) => ev({ EventType: 2, TypeName, Period, ...(PeriodName ? { PeriodName } : {}) });
const hansen = p(10, 10, 'Hansen', 0);
const matchData: LiveEvent = {
  ClientId: 'md',
  MatchId: 7,
  MatchEventType: 'MatchData',
  MatchData: { MatchId: 7, HomeTeam: 'Stjernen', AwayTeam: 'Frisk Asker', HomeTeamId: 501, AwayTeamId: 502, HomePlayers: [hansen], AwayPlayers: [p(90, 9, 'Lie', 1)] },
};
/** Three periods, a goal in the second and one in overtime (2 - 0 after OT). */
function overtimeFinal(): LiveEvent[] {
  const events: LiveEvent[] = [matchData, periodEvent('Match start', 1)];
  for (let period = 1; period <= 4; period += 1) {
    const name = period === 4 ? 'Overtime' : undefined;
    events.push(periodEvent('Period start', period, name));
    if (period === 2 || period === 4)
      events.push(ev({ MatchEventType: 'Goal', Team: 'H', Player: hansen, h: period === 2 ? 1 : 2, a: 0, Period: period, PeriodTime: '03:12' }));
    events.push(
      ev({ MatchEventType: 'Penalty', Team: 'A', Player: p(90, 9, 'Lie', 1), InfractionName: 'Hooking', Minutes: 2, Period: period, PeriodTime: '05:00' }),
      periodEvent('Period end', period, name),
    );
  }
  events.push(periodEvent('Match end', 4, 'Overtime'));
  return events;
}

function setup(events: LiveEvent[], reads: ProxyHandlers, sportId = 152) {
  const feed = fakeFeed();
  for (const e of events) feed.publish(ALL, e, false);
  const services = appServices({
    api: fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }), ...reads } }),
    live: { feed, connectivity: fakeConnectivity() },
  });
  return renderApp({ url: '/livematch?matchId=7&matchDate=2026-11-21', config: { sportId }, services, language: 'en' });
}

const score = () => screen.getByLabelText(/Score Stjernen against Frisk Asker/);
const headerState = () => document.querySelector('[data-match-status]');

describe('live page: results not published (issue 24 case 1)', () => {
  test.each([
    ['isResultPublished false', { isResultPublished: false }],
    ['leagueDisplayResults false', { leagueDisplayResults: false }],
  ] as const)('%s: the match without its score, goals, game flow or a score in the title, and why', async (_, flags) => {
    setup(overtimeFinal(), visibilityReads(7, flags));
    expect(await screen.findByText('Results not published')).toBeInTheDocument();
    expect(screen.getByText('Match results have not been published for matches in this tournament.')).toBeInTheDocument();
    expect(screen.getAllByText('Stjernen').length).toBeGreaterThan(0);
    expect(score()).toHaveTextContent(/^-$/);
    // "Final (OT)" would tell part of the result (level after regulation).
    await waitFor(() => expect(headerState()).toHaveTextContent(/^Final$/));
    expect(screen.queryByText(/Goal #10/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\d - \d/)).not.toBeInTheDocument();
    // The match itself still shows: its penalties are no result.
    expect(screen.getAllByText(/Penalty .*Lie/).length).toBeGreaterThan(0);
    // Nothing of overtime either: its penalty and its period events say the match was level after regulation.
    expect(screen.getAllByText(/Penalty .*Lie/)).toHaveLength(3);
    expect(screen.queryByText(/Overtime/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-flow')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Stjernen – Frisk Asker · Live match · Ishockey Kampsenter'));
    // No scoring category to choose either.
    await userEvent.click(screen.getByRole('combobox', { name: 'Events' }));
    expect(screen.getByRole('option', { name: /Penalties/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Goals/ })).not.toBeInTheDocument();
  });

  test('a published tournament shows it all (the same page, the same reads)', async () => {
    setup(overtimeFinal(), visibilityReads(7));
    await waitFor(() => expect(score()).toHaveTextContent('2 - 0'));
    expect(screen.queryByText('Results not published')).not.toBeInTheDocument();
    expect(headerState()).toHaveTextContent('Final (OT)');
    expect(screen.getAllByText(/Goal #10/).length).toBeGreaterThan(0);
  });

  test('while the flags are being read: no score, no goal, no claim yet (fail closed)', async () => {
    setup(overtimeFinal(), { match: () => new Promise(() => undefined) });
    expect((await screen.findAllByText('Stjernen')).length).toBeGreaterThan(0);
    await waitFor(() => expect(headerState()).toHaveTextContent(/^Final$/));
    expect(score()).toHaveTextContent(/^-$/);
    expect(screen.queryByText(/Goal #10/)).not.toBeInTheDocument();
    expect(screen.queryByText('Results not published')).not.toBeInTheDocument();
    expect(screen.queryByTestId('game-flow')).not.toBeInTheDocument();
  });

  test('basketball: no box score (points) and no points in the play-by-play', async () => {
    const events: LiveEvent[] = [
      matchData,
      periodEvent('Match start', 1),
      periodEvent('Period start', 1),
      ev({ MatchEventType: 'Shot', Team: 'H', Player: hansen, ShotResult: 200443, h: 2, a: 0, Period: 1, PeriodTime: '05:00', TotalMatchTime: '05:00' }),
      ev({ MatchEventType: 'Foul', Team: 'A', Player: p(90, 9, 'Lie', 1), Period: 1, PeriodTime: '06:00', TotalMatchTime: '06:00' }),
    ];
    setup(events, visibilityReads(7, { isResultPublished: false }), 199);
    expect(await screen.findByText('Results not published')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Live match sections' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Play-by-play']);
    expect(screen.queryByText(/2 points|\(2 - 0\)/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/Foul/).length).toBeGreaterThan(0);
    expect(score()).toHaveTextContent(/^-$/);
  });
});
