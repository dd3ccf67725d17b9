/**
 * Issue 11 "Match-day truth" on the live page, in both languages: a finished match looks finished and links
 * to its result (cases 2, 3), a break is a break (case 3), no live data is never a dead end (case 2), line
 * changes are one row each and on-ice time is right (case 4), period names follow the feed (case 6), the
 * tab title and the Norwegian wording (case 9), the connection's real state and the data's age (case 11),
 * and the basketball total row (case 4).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '../../../../src/shared/siteConfig';
import type { LiveEvent, LivePlayer } from '../../../../src/shared/contract/live';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import type { Match } from '../../../../src/shared/contract';
import { aLivePlayer, aMatch, aSeason, aTournament, visibilityReads } from '../../../support/builders';
import { fakeConnectivity, fakeFeed } from '../../../support/liveFeed';
import { appServices, renderApp } from '../../../support/renderWithProviders';
import { fakeApi } from '../../../support/services';
import { initialRootState, leaguesAnswered, seasonsAnswered, tournamentMatchesAnswered } from '../../../support/state';

/** The selected league (101 of season 2026) with `matches` read for it: a list on screen holds them. */
function leagueListing(matches: Match[]): Partial<RootState> {
  const state = [
    seasonsAnswered([aSeason({ seasonId: 2026 })]),
    leaguesAnswered(2026, [aTournament({ tournamentId: 101, seasonId: 2026 })]),
    tournamentMatchesAnswered(101, matches),
  ].reduce(rootReducer, initialRootState());
  return { api: state.api };
}

const ALL = 'match:7:all';
let seq = 0;
const p = aLivePlayer;
const ev = (o: Partial<LiveEvent>): LiveEvent => ({ ClientId: `x${(seq += 1)}`, MatchId: 7, MatchEventType: 'Timer', ...o });
const periodEvent = (TypeName: string, Period: number, PeriodName?: string) => ev({ EventType: 2, TypeName, Period, ...(PeriodName ? { PeriodName } : {}) });

const line1 = [p(10, 10, 'Hansen', 0), p(11, 11, 'Berg', 1), p(12, 12, 'Dahl', 2), p(13, 13, 'Lund', 3), p(14, 14, 'Moe', 4)];
const line2 = [p(50, 50, 'Vik', 5), p(24, 24, 'Aas', 6), p(76, 76, 'Bakke', 7), p(8, 8, 'Strand', 8), p(4, 4, 'Holm', 9)];
const goalie = p(30, 30, 'Keeper', 20);
const matchData = (): LiveEvent => ({
  ClientId: 'md',
  MatchId: 7,
  MatchEventType: 'MatchData',
  MatchData: {
    MatchId: 7,
    HomeTeam: 'Stjernen',
    AwayTeam: 'Frisk Asker',
    HomeTeamId: 501,
    AwayTeamId: 502,
    HomePlayers: [...line1, ...line2],
    HomeGoalies: [goalie],
    AwayPlayers: [p(90, 9, 'Lie', 1)],
  },
});
const goal = (period: number) => ev({ MatchEventType: 'Goal', Team: 'H', Player: line1[0], h: 1, a: 0, Period: period, PeriodTime: '03:12', TotalMatchTime: `${String((period - 1) * 20 + 3).padStart(2, '0')}:12` });
/** Periods 1…n played through (start, Start timer, Stop, end). */
function periods(n: number, name?: (period: number) => string): LiveEvent[] {
  const events: LiveEvent[] = [periodEvent('Match start', 1)];
  for (let period = 1; period <= n; period += 1) {
    const periodName = name?.(period);
    events.push(
      periodEvent('Period start', period, periodName),
      ev({ EventType: 0, TypeName: 'Start', Period: period, PeriodTime: '00:00', ...(periodName ? { PeriodName: periodName } : {}) }),
      ev({ EventType: 1, TypeName: 'Stop', Period: period, PeriodTime: '20:00', TotalMatchTime: `${period * 20}:00` }),
      periodEvent('Period end', period, periodName),
    );
  }
  return events;
}

interface Setup {
  sportId?: number;
  language?: Language;
  url?: string;
  preloadedState?: Partial<RootState>;
}

function setup(events: LiveEvent[], { sportId = 152, language = 'en', url = '/livematch?matchId=7&matchDate=2026-11-21&seasonId=2026&tournamentId=101', preloadedState }: Setup = {}) {
  const feed = fakeFeed();
  for (const e of events) feed.publish(ALL, e, false);
  const services = appServices({
    api: fakeApi({ proxy: { liveMatchEvents: () => ({ events: [] }), ...visibilityReads(7) } }),
    live: { feed, connectivity: fakeConnectivity() },
  });
  const view = renderApp({ url, config: { sportId }, services, language, preloadedState });
  return { feed, ...view };
}

const statusLine = () => document.querySelector('[data-connection]');
const headerState = () => document.querySelector('[data-match-status]');
const headerClock = () => document.querySelector('section time');

describe('live page: a finished match (issue 11 cases 2 and 3)', () => {
  test.each([
    ['en', 'Final', 'See the result'],
    ['no', 'Slutt', 'Se resultatet'],
  ] as const)('%s: says it is final, not live; no running clock; links to the result', async (language, final, link) => {
    setup([matchData(), ...periods(3), goal(2), periodEvent('Match end', 3)], { language });
    // Every element that shows the home team (header, game-flow legend, team buttons): the page has the match.
    expect((await screen.findAllByText('Stjernen')).length).toBeGreaterThan(0);
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-connection', 'ended'));
    expect(statusLine()).toHaveTextContent(new RegExp(`^${final}`));
    expect(statusLine()).not.toHaveTextContent(/Live|Direkte|last event|siste hendelse/);
    expect(headerState()).toHaveTextContent(final);
    expect(headerClock()).toBeNull(); // not "40:00 3. periode"
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/match?matchId=7&seasonId=2026&tournamentId=101');
  });

  test('after overtime the label says so (final after OT), the same words as the lists', async () => {
    setup([matchData(), ...periods(3), periodEvent('Period start', 4, 'Overtime'), goal(4), periodEvent('Period end', 4, 'Overtime'), periodEvent('Match end', 4, 'Overtime')]);
    await waitFor(() => expect(headerState()).toHaveTextContent('Final (OT)'));
  });

  test('a finished match without live data says so and links to its result (the match record is known)', async () => {
    const record = aMatch({ matchId: 7, seasonId: 2026, tournamentId: 101, matchResult: { homeGoals: 3, awayGoals: 1, matchEndResult: '3 - 1' } });
    setup([], { url: '/livematch?matchId=7', preloadedState: leagueListing([record]) });
    expect(await screen.findByText('This match has finished.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the result' })).toHaveAttribute('href', '/match?matchId=7&seasonId=2026&tournamentId=101');
  });
});

describe('live page: between periods (issue 11 case 3)', () => {
  test.each([
    ['en', 'Intermission after period 2'],
    ['no', 'Pause etter 2. periode'],
  ] as const)('%s: the intermission, not a frozen 20:00', async (language, label) => {
    setup([matchData(), ...periods(2)], { language });
    await waitFor(() => expect(headerState()).toHaveTextContent(label));
    expect(headerClock()).toBeNull();
    expect(statusLine()).toHaveAttribute('data-connection', 'live');
  });

  test('in play: the period and its clock', async () => {
    setup([matchData(), ...periods(1), periodEvent('Period start', 2)]);
    await waitFor(() => expect(headerState()).toHaveTextContent('Period 2'));
    expect(headerClock()).toHaveTextContent('20:00');
  });
});

describe('live page: no live data is not a dead end (issue 11 case 2)', () => {
  test.each([
    ['en', 'This match has not been set up for live reporting.', 'About the match', 'Go to the scoreboard'],
    ['no', 'Denne kampen er ikke satt opp for direkterapportering.', 'Om kampen', 'Gå til kampoversikten'],
  ] as const)('%s: says so, links to the not-ready page and the scoreboard', async (language, text, notReady, scoreboard) => {
    setup([], { language });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: notReady })).toHaveAttribute('href', '/matchnotready?matchId=7&seasonId=2026&tournamentId=101');
    expect(screen.getByRole('link', { name: scoreboard })).toHaveAttribute('href', '/scoreboard?seasonId=2026&tournamentId=101');
  });

  test('without a match id: the scoreboard link', async () => {
    setup([], { url: '/livematch' });
    expect(await screen.findByText('This match has not been set up for live reporting.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the scoreboard' })).toHaveAttribute('href', '/scoreboard');
  });
});

describe('live page: line changes and on-ice time (issue 11 case 4)', () => {
  const change = (periodTime: string, total: string, on: LivePlayer[], off: LivePlayer[]) => [
    ...off.map((player) => ev({ MatchEventType: 'PlayerTime', Team: 'H', Player: player, Direction: 'Out', Period: 1, PeriodTime: periodTime, TotalMatchTime: total })),
    ...on.map((player) => ev({ MatchEventType: 'PlayerTime', Team: 'H', Player: player, Direction: 'In', Period: 1, PeriodTime: periodTime, TotalMatchTime: total })),
  ];

  test.each([
    ['en', 'Line 2 on: #50 Vik, #24 Aas, #76 Bakke, #8 Strand, #4 Holm · Off: #10 Hansen', 'Player time'],
    ['no', 'Rekke 2 på: #50 Vik, #24 Aas, #76 Bakke, #8 Strand, #4 Holm · Av: #10 Hansen', 'Spilletid'],
  ] as const)('%s: one row per change, the changes between two stoppages in one list item, still filtered as player time', async (language, text, category) => {
    const events = [matchData(), ...periods(0), periodEvent('Period start', 1), ...change('00:00', '00:00', line1, []), ...change('00:45', '00:45', line2, line1), goal(1)];
    setup(events, { language });
    const list = await screen.findByRole('list', { name: language === 'en' ? 'Play-by-play' : 'Hendelser' });
    const rows = within(list).getAllByRole('listitem');
    // Newest first: the goal, the changes at 00:00 and 00:45 (one row since the period started: issue 24
    // case 15), period start, match start.
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent(text);
    expect(rows[1]?.querySelectorAll('[data-client-id]')).toHaveLength(15);
    await userEvent.click(screen.getByRole('combobox', { name: language === 'en' ? 'Events' : 'Hendelser' }));
    await userEvent.click(screen.getByRole('option', { name: new RegExp(category) }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  });

  test('time on ice for every player: many shifts, 00:00 for one who never went on', async () => {
    const events = [matchData(), periodEvent('Match start', 1), periodEvent('Period start', 1)];
    for (let n = 0; n < 10; n += 1) {
      const on = `${String(n * 2).padStart(2, '0')}:00`;
      const off = `${String(n * 2).padStart(2, '0')}:45`;
      events.push(...change(on, on, line1, []), ...change(off, off, [], line1));
    }
    setup(events);
    await userEvent.click(await screen.findByRole('tab', { name: 'Teams' }));
    const home = screen.getByRole('table', { name: 'Stjernen' });
    expect(within(home).getByRole('row', { name: /Ola Hansen/ })).toHaveTextContent('07:30');
    expect(within(home).getByRole('row', { name: /Ola Vik/ })).toHaveTextContent('00:00');
  });
});

describe('live page: period names by the feed (issue 11 case 6)', () => {
  test("a play-off's fifth period is period 5, not a shootout, in the header and the play-by-play", async () => {
    setup([matchData(), ...periods(4, (n) => `${n}. periode`), periodEvent('Period start', 5, '5. periode')]);
    await waitFor(() => expect(headerState()).toHaveTextContent('Period 5'));
    expect(screen.getByText('Period start · Period 5')).toBeInTheDocument();
    expect(screen.getByText('Period end · Period 4')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Play-by-play' })).queryByText(/Shootout|Overtime/)).not.toBeInTheDocument();
  });
  test('Norwegian overtime is "Forlengning"', async () => {
    setup([matchData(), ...periods(3), periodEvent('Period start', 4, 'Overtime')], { language: 'no' });
    await waitFor(() => expect(headerState()).toHaveTextContent('Forlengning'));
  });
});

describe('live page: tab title and Norwegian wording (issue 11 case 9)', () => {
  test('the tab says which match and the score', async () => {
    setup([matchData(), ...periods(1), goal(1)]);
    await waitFor(() => expect(document.title).toBe('Stjernen – Frisk Asker 1 - 0 · Live match · Ishockey Kampsenter'));
  });
  test('basketball "Blocks and steals" is "Blokkeringer og ballvinninger" (balltap is a turnover)', async () => {
    setup([matchData()], { sportId: 199, language: 'no' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Hendelser' }));
    expect(screen.getByRole('option', { name: /Blokkeringer og ballvinninger/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Blokkeringer og balltap/ })).not.toBeInTheDocument();
  });
});

describe('live page: the connection as it is (issue 11 case 11)', () => {
  test.each([
    ['en', /^Reconnecting · data from \d+ s ago$/],
    ['no', /^Kobler til på nytt · data fra \d+ s siden$/],
  ] as const)('%s: a lost feed is not "Live": reconnecting, with the age of the data', async (language, text) => {
    const { feed } = setup([matchData(), ...periods(1)], { language });
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-connection', 'live'));
    act(() => {
      feed.reachable = false;
      feed.status('gaveUp');
    });
    await waitFor(() => expect(statusLine()).toHaveAttribute('data-connection', 'reconnecting'));
    expect(statusLine()).toHaveTextContent(text);
  });
});

describe('live page: the basketball total row (issue 11 case 4)', () => {
  test('minutes and efficiency of the team, not 00:00 and 0.00', async () => {
    const hansen = p(1, 10, 'Hansen', 0);
    const berg = p(2, 22, 'Berg', 1);
    const events: LiveEvent[] = [
      { ...matchData(), MatchData: { ...(matchData().MatchData as NonNullable<LiveEvent['MatchData']>), HomePlayers: [hansen, berg] } },
      periodEvent('Match start', 1),
      periodEvent('Period start', 1),
      ev({ MatchEventType: 'Substitution', Team: 'H', PlayerIn: hansen, Direction: 'In', Period: 1, PeriodTime: '00:00', TotalMatchTime: '00:00' }),
      ev({ MatchEventType: 'Substitution', Team: 'H', PlayerIn: berg, Direction: 'In', Period: 1, PeriodTime: '00:00', TotalMatchTime: '00:00' }),
      ev({ MatchEventType: 'Shot', Team: 'H', Player: hansen, ShotResult: 200443, Period: 1, PeriodTime: '05:00', TotalMatchTime: '05:00' }),
      ev({ MatchEventType: 'Timer', EventType: 1, TypeName: 'Stop', Period: 1, PeriodTime: '10:00', TotalMatchTime: '10:00' }),
    ];
    setup(events, { sportId: 199 });
    await userEvent.click(await screen.findByRole('tab', { name: 'Teams' }));
    const home = screen.getByRole('region', { name: 'Stjernen' });
    const players = within(home).getByRole('table', { name: 'Players' });
    const rows = within(players).getAllByRole('row');
    const total = rows[rows.length - 1];
    // Two players × 10:00; (2 points) / 20 minutes = 0.10.
    expect(total).toHaveTextContent(/^Total20:00/);
    expect(total).toHaveTextContent(/0\.10$/);
  });
});

describe('live page: the Embed dialog (issue 29 case 2), as on the match page', () => {
  test.each([
    ['en', 'Embed Score on your website', 'Embed on your website', 'Code to paste', 'Stjernen vs Frisk Asker'],
    ['no', 'Bygg inn Resultat på nettstedet ditt', 'Bygg inn på nettstedet ditt', 'Kode å lime inn', 'Stjernen mot Frisk Asker'],
  ] as const)('%s: gives the snippet of the match score embed on the site, in the page language', async (language, open, title, code, frameTitle) => {
    const user = userEvent.setup();
    setup([matchData(), ...periods(1), periodEvent('Period start', 2)], { language });
    await user.click(await screen.findByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: code }).value).toBe(
      `<iframe src="${window.location.origin}/embed/match?matchId=7&amp;lang=${language}" title="${frameTitle}" loading="lazy" style="width:100%;border:0" height="200"></iframe>`,
    );
  });
});
