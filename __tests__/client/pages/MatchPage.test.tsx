import { screen, within } from '@testing-library/react';
import { rootReducer } from '../../../src/client/app/store';
import { initialRootState, leaguesAnswered, seasonsAnswered } from '../../support/state';
import MatchPage from '../../../src/client/pages/match/MatchPage';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { renderWithProviders, appServices } from '../../support/renderWithProviders';
import { fakeApi, type ProxyHandlers } from '../../support/services';
import { ApiError } from '../../../src/client/services/api';
import type { Goal } from '../../../src/shared/contract';
import { cssRulesFor } from '../ui/match/cssRules';

const match = aMatch({ matchId: 77, tournamentId: 5, seasonId: 3, sportId: 152, hometeamOverriddenName: 'Stjerna', matchResult: { homeGoals: 2, awayGoals: 1, matchEndResult: '2-1' } });

function handlers(overrides: ProxyHandlers = {}): ProxyHandlers {
  return {
    match: () => match,
    tournament: () => aTournament({ tournamentId: 5, sportId: 152 }),
    organisations: () => [{ orgId: 11, orgLogoBase64: 'iVBOR' }, { orgId: 12, orgLogoBase64: '' }],
    broadcastsByMatch: () => [{ matchId: 77, broadcastUrls: { mygame: 'https://mygame.no/77' } }],
    matchIncidents: () => ({ matchPeriodResults: [{ partialResultTypeId: 1, partialResultType: 'periods', homeGoals: 2, awayGoals: 1 }], matchIncidents: [] }),
    matchReferees: () => ({ referees: [] }),
    hockeyGoals: () => [],
    hockeyPenalties: () => [],
    hockeyPlayers: () => [],
    // A malformed goalie (no shirt number, nothing played) must show dashes and zeros, not break the page.
    hockeyGoalies: () => [{ personId: 9, orgId: 11, shirtNo: null, firstName: 'Ola', lastName: 'Keeper', minutesPlayed: 0, secondsPlayed: 0, shots: 0, sv: 0, svPct: null }],
    matchTeamMembers: () => ({ lineups: [] }),
    ...overrides,
  };
}

describe('MatchPage', () => {
  it('shows the header, the hockey sections and a goalie row linking to the player', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api: fakeApi({ proxy: handlers() }) }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    const header = await screen.findByRole('region', { name: 'Match' });
    expect(within(header).getByRole('link', { name: 'Stjerna' })).toHaveAttribute('href', '/statistics/players?seasonId=3&tournamentId=5&teamOrgId=11');
    expect(within(header).getByLabelText('Score 2 - 1')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Watch on MyGame (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
    const goalies = screen.getByRole('region', { name: 'Goalies' });
    const row = within(goalies).getByRole('row', { name: /Ola Keeper/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['-', '00:00', '0', '0', '0.0']);
    expect(within(row).getByRole('link', { name: 'Ola Keeper' })).toHaveAttribute('href', '/player/?playerId=9&orgId=11&seasonId=3&tournamentId=5');
  });

  it('shows the not-published notice in Norwegian and no sections', async () => {
    renderWithProviders(<MatchPage />, {
      url: '/match?matchId=77',
      language: 'no',
      services: appServices({ api: fakeApi({ proxy: handlers({ tournament: () => aTournament({ tournamentId: 5, sportId: 152, isResultPublished: false }) }) }) }),
    });
    expect(await screen.findByText('Resultater er ikke publisert')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.getByLabelText('Resultat -')).toBeInTheDocument();
  });

  it('takes the sport from the league (basketball), uses the first broadcast, and makes no hockey call', async () => {
    const api = fakeApi({
      proxy: handlers({
        tournament: () => aTournament({ tournamentId: 5, sportId: 199 }),
        broadcastsByMatch: () => [{ matchId: 77, broadcastUrls: { tv2: 'https://tv2.no/a' } }, { matchId: 77, broadcastUrls: { play: 'https://play.no' } }],
        basketballMatchPlayers: () => ({ data: [] }),
      }),
    });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    const header = await screen.findByRole('region', { name: 'Match' });
    expect(within(header).getByRole('link', { name: 'Watch on TV 2 (opens in a new tab)' })).toHaveAttribute('href', 'https://tv2.no/a');
    expect(api.calls.some((call) => call.startsWith('basketballMatchPlayers'))).toBe(true);
    expect(api.calls.some((call) => call.startsWith('hockeyGoals'))).toBe(false);
  });

  it('hides the results when the tournament cannot be read, and says why (issue 11 case 5: hidden until known, never a leak)', async () => {
    const api = fakeApi({ proxy: handlers({ tournament: () => { throw new ApiError('gone', 404); } }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    expect(await screen.findByText('Results cannot be shown')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Match' })).getByLabelText('Score -')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(api.calls.some((call) => call.startsWith('matchIncidents') || call.startsWith('hockeyGoals'))).toBe(false);
    expect(document.title).toBe('Stjerna – Frisk Asker - · Match · Ishockey Kampsenter');
  });

  it.each([[{ leagueDisplayResults: false }], [{ isResultPublished: false }]])('makes no detail call when not published: %o', async (flags) => {
    const api = fakeApi({ proxy: handlers({ tournament: () => aTournament({ tournamentId: 5, sportId: 152, ...flags }) }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    expect(await screen.findByText('Results not published')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('matchIncidents'))).toBe(false);
  });

  it.each([
    [404, 'We could not find this match. The link may be wrong, or the match may have been removed.'],
    // Issue 25 case 5: the one failed-part notice, retried by itself, with a Retry button.
    [0, 'The match could not be loaded. The results service could not be reached. Trying again…'],
    [500, 'The match could not be loaded. The results service answered with an error. Trying again…'],
  ])('says in words what went wrong when the match call fails with %i, not the technical message', async (status, message) => {
    const api = fakeApi({ proxy: handlers({ match: () => { throw new ApiError('ta/Match?matchId=77: no match 77', status); } }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('ta/Match');
    expect(screen.getByRole('link', { name: 'Go to the scoreboard' })).toBeInTheDocument();
  });

  it('still shows the page when one detail call fails: that section says it could not be loaded', async () => {
    const api = fakeApi({ proxy: handlers({ hockeyGoalies: () => { throw new ApiError('timeout', 504); } }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    const goalies = await screen.findByRole('region', { name: 'Goalies' });
    expect(within(goalies).queryByRole('row', { name: /Ola Keeper/ })).toBeNull();
    expect(within(goalies).getByRole('alert')).toHaveTextContent('The goalies could not be loaded. The results service could not be reached. Trying again…');
    expect(within(goalies).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Match' })).toBeInTheDocument();
  });

  it('issue 25 case 5: an unreadable goals answer never reads as "no goals" under the score', async () => {
    const api = fakeApi({ proxy: handlers({ hockeyGoals: () => { throw new ApiError('icehockey/Match/Goals: the answer could not be read', 200, 'unreadable'); } }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    const scoring = await screen.findByRole('region', { name: 'Scoring summary' });
    expect(within(scoring).getByRole('alert')).toHaveTextContent('The goals could not be loaded. The results service sent an answer that could not be read.');
    expect(scoring).not.toHaveTextContent(/no goals/i);
    expect(document.body).not.toHaveTextContent('icehockey/');
  });
});

describe('MatchPage: whose flags hide the results (issue 11 case 5)', () => {
  it("uses the match's own tournament, not the selected league of the current season", async () => {
    const selected = aTournament({ tournamentId: 101, sportId: 152, isResultPublished: true });
    const api = fakeApi({ proxy: handlers({ tournament: ({ tournamentId }) => aTournament({ tournamentId, sportId: 152, seasonId: 2, isResultPublished: tournamentId !== 5 }) }) });
    renderWithProviders(<MatchPage />, {
      url: '/match?matchId=77&seasonId=9&tournamentId=101',
      services: appServices({ api }),
      preloadedState: { api: [seasonsAnswered([aSeason({ seasonId: 9 })]), leaguesAnswered(9, [selected])].reduce(rootReducer, initialRootState()).api },
    });
    expect(await screen.findByText('Results not published')).toBeInTheDocument();
    expect(api.calls).toContain('tournament {"tournamentId":5}');
    expect(screen.getByLabelText('Score -')).toBeInTheDocument();
  });

  it('hides the results of a match that names no tournament', async () => {
    const api = fakeApi({ proxy: handlers({ match: () => ({ ...match, tournamentId: 0 }) }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    expect(await screen.findByText('Results cannot be shown')).toBeInTheDocument();
    expect(screen.getByLabelText('Score -')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('matchIncidents'))).toBe(false);
  });

  it('shows no score while the flags are still being read', async () => {
    let release: (value: ReturnType<typeof aTournament>) => void = () => undefined;
    const pending = new Promise<ReturnType<typeof aTournament>>((resolve) => (release = resolve));
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api: fakeApi({ proxy: handlers({ tournament: () => pending }) }) }) });
    await screen.findByRole('status');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('2 - 1')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    release(aTournament({ tournamentId: 5, sportId: 152 }));
    expect(await screen.findByLabelText('Score 2 - 1')).toBeInTheDocument();
  });
});

/** Issue 11 case 6: a regular-season match tied 4-4 after overtime, won 1-2 by the away side in the shootout. */
const shootout = aMatch({ matchId: 88, tournamentId: 5, seasonId: 3, sportId: 152, hometeam: 'Storhamar', awayteam: 'Vålerenga', matchResult: { homeGoals: 4, awayGoals: 5, matchEndResult: '4 - 5' } });
const hockeyGoal = (periodId: number, periodTime: string, side: 'H' | 'B', lastName: string): Goal => ({
  personId: side === 'H' ? 101 : 201, orgId: side === 'H' ? 11 : 12, teamName: side === 'H' ? 'Storhamar' : 'Vålerenga', shirtNo: 9, firstName: 'Ola', lastName,
  firstAssistPersonId: null, firstAssistShirtNo: null, firstAssistFirstName: null, firstAssistLastName: null,
  secondAssistPersonId: null, secondAssistShirtNo: null, secondAssistFirstName: null, secondAssistLastName: null,
  goalTypeId: 200141, periodId, periodTime, homeOrAwayTeam: side, onIceHomeTeamShirtNo: '', onIceAwayTeamShirtNo: '',
});
const shootoutHandlers = (overrides: ProxyHandlers = {}) =>
  handlers({
    match: () => shootout,
    matchIncidents: () => ({
      matchPeriodResults: [
        { partialResultTypeId: 1, partialResultType: 'periods', homeGoals: 2, awayGoals: 1 },
        { partialResultTypeId: 2, partialResultType: 'periods', homeGoals: 0, awayGoals: 2 },
        { partialResultTypeId: 3, partialResultType: 'periods', homeGoals: 2, awayGoals: 1 },
        { partialResultTypeId: 4, partialResultType: 'overtime', homeGoals: 0, awayGoals: 0 },
        { partialResultTypeId: 5, partialResultType: 'shootout', homeGoals: 1, awayGoals: 2 },
      ],
      matchIncidents: [{ incidentType: 'Shot', incidentSubTypeId: null, team: 'H', partialResultTypeId: 4, personId: 101, incidentTypeId: 301 }],
    }),
    hockeyGoals: () => [
      hockeyGoal(1, '03:10', 'H', 'A'), hockeyGoal(1, '11:00', 'B', 'B'), hockeyGoal(1, '15:42', 'H', 'C'),
      hockeyGoal(2, '02:00', 'B', 'D'), hockeyGoal(2, '19:59', 'B', 'E'),
      hockeyGoal(3, '01:00', 'H', 'F'), hockeyGoal(3, '07:30', 'B', 'G'), hockeyGoal(3, '18:01', 'H', 'H'),
    ],
    hockeyPenalties: () => [
      { personId: 101, orgId: 11, teamName: 'Storhamar', shirtNo: 9, firstName: 'Ola', lastName: 'A', infractionType: 'Hooking', severityType: 'Hooking - 2 min', servingStartTime: '05:00', servingStartPeriodId: 1 },
      { personId: 201, orgId: 12, teamName: 'Vålerenga', shirtNo: 9, firstName: 'Ola', lastName: 'B', infractionType: 'Slashing', severityType: 'Slashing - 2 min', servingStartTime: '08:00', servingStartPeriodId: 2 },
      { personId: 101, orgId: 11, teamName: 'Storhamar', shirtNo: 9, firstName: 'Ola', lastName: 'A', infractionType: 'Tripping', severityType: 'Tripping - 2 min', servingStartTime: '12:00', servingStartPeriodId: 2 },
    ],
    ...overrides,
  });

const cellsOf = (table: HTMLElement) =>
  within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('MatchPage: overtime and shootout (issue 11 case 6)', () => {
  it('game details have every played period (1 2 3 OT SO) and a total that is the final score', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', services: appServices({ api: fakeApi({ proxy: shootoutHandlers() }) }) });
    const details = await screen.findByRole('region', { name: 'Game details' });
    expect(cellsOf(within(details).getByRole('table', { name: 'Goals' }))).toEqual([
      // Issue 27 case 6: overtime is "OT" in English (SPEC §2's "SD" in Norwegian, below).
      ['Team', '1', '2', '3', 'OT', 'SO', 'Total'],
      // Issue 24 case 2: the SO column is the winner's one deciding goal, so each row adds up to its total…
      ['Storhamar', '2', '0', '2', '0', '0', '4'],
      ['Vålerenga', '1', '2', '1', '0', '1', '5'],
    ]);
    // …and the shootout's own 1-2 stands apart, labelled.
    expect(details).toHaveTextContent('SO: the shootout winner’s deciding goal. Shootout: Storhamar 1 – 2 Vålerenga.');
    expect(cellsOf(within(details).getByRole('table', { name: 'Shots' }))[1]).toEqual(['Storhamar', '2', '0', '2', '1', '-', '5']);
    expect(cellsOf(within(details).getByRole('table', { name: 'Penalty minutes' })).slice(1)).toEqual([
      ['Storhamar', '2', '2', '0', '0', '0', '4'],
      ['Vålerenga', '0', '2', '0', '0', '0', '2'],
    ]);
  });

  it('the scoring summary has a running score on each goal and ends with the shootout at 4-5', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', services: appServices({ api: fakeApi({ proxy: shootoutHandlers() }) }) });
    const table = await screen.findByRole('table', { name: 'Scoring summary' });
    const rows = cellsOf(table).slice(1);
    expect(rows.map((row) => row.find((cell) => cell !== null && /^\d+-\d+$/.test(cell)))).toEqual(['1-0', '1-1', '2-1', '2-2', '2-3', '3-3', '3-4', '4-4', '4-5']);
    const last = within(table).getAllByRole('row').at(-1) as HTMLElement;
    expect(last).toHaveTextContent('Shootout: Storhamar 1 – 2 Vålerenga');
    expect(last).toHaveTextContent('Deciding goal: Vålerenga');
  });

  it('the shootout is listed per attempt and team, and the deciding goal names the winner’s shooter (issue 24 case 2)', async () => {
    const attempts = [hockeyGoal(5, '00:00', 'B', 'Sa'), hockeyGoal(5, '00:00', 'H', 'Sb'), hockeyGoal(5, '00:00', 'B', 'Sc')];
    const proxy = shootoutHandlers({ hockeyGoals: () => [hockeyGoal(1, '03:10', 'H', 'A'), hockeyGoal(3, '07:30', 'B', 'G'), ...attempts] });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', services: appServices({ api: fakeApi({ proxy }) }) });
    const table = await screen.findByRole('table', { name: 'Scoring summary' });
    const rows = within(table).getAllByRole('row').slice(1);
    const shootoutRows = rows.slice(2, 5).map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(shootoutRows.map((cells) => [cells[2], cells[4]])).toEqual([
      [expect.stringMatching(/Sa scored in the shootout \(0–1\)$/), 'Vålerenga'],
      [expect.stringMatching(/Sb scored in the shootout \(1–1\)$/), 'Storhamar'],
      [expect.stringMatching(/Sc scored in the shootout \(1–2\)$/), 'Vålerenga'],
    ]);
    // Home scored one: the away side led for good with its second, Sc — never a home shooter.
    expect(rows.at(-1)).toHaveTextContent(/Deciding goal: #\d+ \S+ Sc \(Vålerenga\)/);
  });

  it('penalties: every played period, the ones without penalties say so; the totals have every period and a total', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', language: 'no', services: appServices({ api: fakeApi({ proxy: shootoutHandlers() }) }) });
    const penalties = await screen.findByRole('region', { name: 'Utvisninger' });
    expect(within(penalties).getByRole('table', { name: '1. periode' })).toBeInTheDocument();
    expect(cellsOf(within(penalties).getByRole('table', { name: '2. periode' })).at(-1)).toEqual(['Totalt', '', '', '', '4']);
    expect(penalties).toHaveTextContent('3. periode: Ingen utvisninger.');
    expect(penalties).toHaveTextContent('Overtid: Ingen utvisninger.');
    const totals = screen.getByRole('table', { name: 'Utvisninger totalt' });
    expect(cellsOf(totals)[0]).toEqual(['Lag', '1', '2', '3', 'SD', 'SO', 'Totalt']);
  });

  it('a play-off fifth period is "5" in the tables and "5. periode" by name', async () => {
    const api = fakeApi({
      proxy: shootoutHandlers({
        matchIncidents: () => ({
          matchPeriodResults: [1, 2, 3, 4, 5].map((id) => ({ partialResultTypeId: id, partialResultType: 'periods' as const, homeGoals: 0, awayGoals: id === 5 ? 1 : 0 })),
          matchIncidents: [],
        }),
        hockeyGoals: () => [hockeyGoal(5, '00:04', 'B', 'Vinner')],
        hockeyPenalties: () => [],
      }),
    });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', language: 'no', services: appServices({ api }) });
    const table = await screen.findByRole('table', { name: 'Mål' });
    expect(cellsOf(table)[0]).toEqual(['Lag', '1', '2', '3', '4', '5', 'Totalt']);
    expect(within(within(table).getByRole('columnheader', { name: '5' })).getByTitle('5. periode')).toHaveTextContent('5');
  });
});

describe('MatchPage: header state, team links and the tab title (issue 11 case 9)', () => {
  it.each([
    ['en' as const, 'Final (SO)', 'Storhamar – Vålerenga 4 - 5 · Match · Ishockey Kampsenter'],
    ['no' as const, 'Slutt (straffer)', 'Storhamar – Vålerenga 4 - 5 · Kamp · Ishockey Kampsenter'],
  ])('%s: a final after a shootout says so, and the tab names the match with its score', async (language, label, title) => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', language, services: appServices({ api: fakeApi({ proxy: shootoutHandlers() }) }) });
    const header = await screen.findByRole('region', { name: language === 'en' ? 'Match' : 'Kamp' });
    expect(within(header).getByText(label)).toBeInTheDocument();
    expect(document.title).toBe(title);
  });

  it('a hidden result says only "Final" and the tab shows a dash', async () => {
    const api = fakeApi({ proxy: shootoutHandlers({ tournament: () => aTournament({ tournamentId: 5, sportId: 152, isResultPublished: false }) }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', services: appServices({ api }) });
    const header = await screen.findByRole('region', { name: 'Match' });
    expect(within(header).getByText('Final')).toBeInTheDocument();
    expect(within(header).queryByText('Final (SO)')).toBeNull();
    expect(document.title).toBe('Storhamar – Vålerenga - · Match · Ishockey Kampsenter');
  });

  it('a postponed match says so', async () => {
    const api = fakeApi({ proxy: shootoutHandlers({ match: () => ({ ...shootout, matchResult: null, statusTypeId: 4, matchDate: '2026-11-25' }) }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', services: appServices({ api }) });
    const header = await screen.findByRole('region', { name: 'Match' });
    expect(within(header).getByText('Postponed')).toBeInTheDocument();
    expect(within(header).getByLabelText('Score -')).toBeInTheDocument();
  });

  it('team names are links styled as names, not default blue underlined links', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', services: appServices({ api: fakeApi({ proxy: shootoutHandlers() }) }) });
    const header = await screen.findByRole('region', { name: 'Match' });
    const link = within(header).getByRole('link', { name: 'Storhamar' });
    const css = cssRulesFor(link);
    expect(css).toMatch(/text-decoration:\s*none/);
    expect(css).toMatch(/color:\s*var\(--color-text\)/);
    expect(css).toMatch(/:hover\{[^}]*text-decoration:\s*underline/);
    expect(css).toMatch(/:focus-visible\{[^}]*outline:/);
  });
});

describe('MatchPage: a soccer match of the corporate preset (issue 24 case 10)', () => {
  const soccer = aMatch({ matchId: 99, tournamentId: 6, seasonId: 3, sportId: 207, hometeam: 'Aker BK', awayteam: 'Equinor IL', hometeamId: 31, awayteamId: 32, statusTypeId: 3, matchResult: { homeGoals: 2, awayGoals: 1, matchEndResult: '2 - 1' } });
  const incident = (incidentType: string, incidentTypeId: number, team: 'H' | 'B', minute: number, personId: number, lastName: string, incidentSubTypeId: number | null = null) => ({
    incidentType, incidentSubTypeId, team, partialResultTypeId: minute > 35 ? 2 : 1, personId, incidentTypeId, minute, firstName: 'Ola', lastName,
  });
  const soccerHandlers = (incidents: unknown[]) =>
    handlers({
      match: () => soccer,
      tournament: () => aTournament({ tournamentId: 6, sportId: 207 }),
      broadcastsByMatch: () => [],
      matchIncidents: () => ({ matchPeriodResults: [], matchIncidents: incidents }) as never,
    });
  const incidents = [
    incident('Goal', 501, 'H', 9, 41, 'Scorer'),
    incident('YellowCard', 502, 'B', 30, 52, 'Booked'),
    incident('Goal', 501, 'B', 44, 53, 'Reply'),
    incident('YellowCard', 502, 'B', 60, 52, 'Booked'),
    incident('RedCard', 503, 'B', 60, 52, 'Booked', 504),
    incident('Goal', 501, 'H', 68, 41, 'Scorer'),
  ];

  it('shows the goals with minute, running score, scorer and team, and the cards', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=99', services: appServices({ api: fakeApi({ proxy: soccerHandlers(incidents) }) }) });
    const goals = await screen.findByRole('table', { name: 'Goals' });
    expect(screen.getByRole('heading', { level: 2, name: 'Goals' })).toBeInTheDocument();
    expect(cellsOf(goals)).toEqual([
      ['Minute', 'Score', 'Scorer', 'Team'],
      ["9'", '1-0', 'Ola Scorer', 'Aker BK'],
      ["44'", '1-1', 'Ola Reply', 'Equinor IL'],
      ["68'", '2-1', 'Ola Scorer', 'Aker BK'],
    ]);
    expect(within(goals).getAllByRole('link', { name: 'Ola Scorer' })[0]).toHaveAttribute('href', '/player/?playerId=41&orgId=31&seasonId=3&tournamentId=6');
    expect(screen.getByRole('heading', { level: 2, name: 'Cards' })).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: 'Cards' })).slice(1)).toEqual([
      ["30'", 'Ola Booked', 'Yellow card', 'Equinor IL'],
      ["60'", 'Ola Booked', 'Yellow card', 'Equinor IL'],
      ["60'", 'Ola Booked', 'Red card (second yellow)', 'Equinor IL'],
    ]);
    expect(screen.getByRole('region', { name: 'Other facts' })).toBeInTheDocument();
  });

  it('in Norwegian, and says so when there were no goals or cards', async () => {
    renderWithProviders(<MatchPage />, {
      url: '/match?matchId=99',
      language: 'no',
      services: appServices({ api: fakeApi({ proxy: soccerHandlers([]) }) }),
    });
    expect(await screen.findByRole('region', { name: 'Mål' })).toHaveTextContent('Ingen mål.');
    expect(screen.getByRole('region', { name: 'Kort' })).toHaveTextContent('Ingen kort.');
  });
});

describe('MatchPage: one language at a time (issue 27 cases 6 and 7)', () => {
  const referees = () => ({
    referees: [
      { refereeId: 1, refereeType: 'Hoveddommer', firstName: 'Ola', lastName: 'Dommer', nonOfficialReferee: false, nonOfficialRefereeName: null },
      { refereeId: 2, refereeType: 'Linjedommer', firstName: 'Kari', lastName: 'Linje', nonOfficialReferee: false, nonOfficialRefereeName: null },
      { refereeId: 3, refereeType: 'Oppmann', firstName: 'Per', lastName: 'Ukjent', nonOfficialReferee: false, nonOfficialRefereeName: null },
    ],
  });

  it('the English page names the referees’ roles in English; an unknown role shows as it came', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', services: appServices({ api: fakeApi({ proxy: shootoutHandlers({ matchReferees: referees }) }) }) });
    const facts = await screen.findByRole('region', { name: 'Other facts' });
    expect(within(facts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Referee: Ola Dommer', 'Linesperson: Kari Linje', 'Oppmann: Per Ukjent']);
  });

  it('the Norwegian page names the infractions in Norwegian and keeps the roles Norwegian', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', language: 'no', services: appServices({ api: fakeApi({ proxy: shootoutHandlers({ matchReferees: referees }) }) }) });
    const penalties = await screen.findByRole('region', { name: 'Utvisninger' });
    expect(cellsOf(within(penalties).getByRole('table', { name: '1. periode' }))[1]?.[3]).toBe('Hekting');
    expect(cellsOf(within(penalties).getByRole('table', { name: '2. periode' })).slice(1, 3).map((row) => row[3])).toEqual(['Slag', 'Felling']);
    expect(penalties).not.toHaveTextContent(/Hooking|Tripping|Slashing/);
    expect(screen.getByRole('region', { name: 'Andre fakta' })).toHaveTextContent('Hoveddommer: Ola Dommer');
  });

  it('a table named by its section heading keeps its name for screen readers, but shows it once', async () => {
    renderWithProviders(<MatchPage />, { url: '/match?matchId=88', services: appServices({ api: fakeApi({ proxy: shootoutHandlers() }) }) });
    for (const name of ['Scoring summary', 'Penalty totals']) {
      const table = await screen.findByRole('table', { name });
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
      expect(table.querySelector('caption')).toHaveClass('visually-hidden');
    }
    // A table its heading does not name (one of several under "Game details") keeps a visible caption.
    expect(screen.getByRole('table', { name: 'Shots' }).querySelector('caption')).not.toHaveClass('visually-hidden');
  });
});
