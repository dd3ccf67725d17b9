import { screen, within } from '@testing-library/react';
import MatchPage from '../../../src/client/pages/match/MatchPage';
import { aMatch, aTournament } from '../../support/builders';
import { renderWithProviders, appServices } from '../../support/renderWithProviders';
import { fakeApi, type ProxyHandlers } from '../../support/services';
import { ApiError } from '../../../src/client/services/api';

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
    expect(within(header).getByRole('link', { name: 'Watch on mygame' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(header.querySelector('img')).toHaveAttribute('width', '70');
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
    expect(within(header).getByRole('link', { name: 'Watch on tv2' })).toHaveAttribute('href', 'https://tv2.no/a');
    expect(api.calls.some((call) => call.startsWith('basketballMatchPlayers'))).toBe(true);
    expect(api.calls.some((call) => call.startsWith('hockeyGoals'))).toBe(false);
  });

  it('falls back to the match sport when the league cannot be read, and loads the hockey details', async () => {
    const api = fakeApi({ proxy: handlers({ tournament: () => { throw new ApiError('gone', 404); } }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    expect(await screen.findByRole('region', { name: 'Goalies' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('hockeyGoals'))).toBe(true);
  });

  it.each([[{ leagueDisplayResults: false }], [{ isResultPublished: false }]])('makes no detail call when not published: %o', async (flags) => {
    const api = fakeApi({ proxy: handlers({ tournament: () => aTournament({ tournamentId: 5, sportId: 152, ...flags }) }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    expect(await screen.findByText('Results not published')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('matchIncidents'))).toBe(false);
  });

  it.each([
    [404, 'We could not find this match. The link may be wrong, or the match may have been removed.'],
    [0, 'The results service could not be reached. Check your connection and try again.'],
    [500, 'The match could not be loaded. Please try again in a moment.'],
  ])('says in words what went wrong when the match call fails with %i, not the technical message', async (status, message) => {
    const api = fakeApi({ proxy: handlers({ match: () => { throw new ApiError('ta/Match?matchId=77: no match 77', status); } }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('ta/Match');
    expect(screen.getByRole('link', { name: 'Go to the scoreboard' })).toBeInTheDocument();
  });

  it('still shows the page when one detail call fails: that section is empty', async () => {
    const api = fakeApi({ proxy: handlers({ hockeyGoalies: () => { throw new ApiError('timeout', 504); } }) });
    renderWithProviders(<MatchPage />, { url: '/match?matchId=77', services: appServices({ api }) });
    const goalies = await screen.findByRole('region', { name: 'Goalies' });
    expect(within(goalies).queryByRole('row', { name: /Ola Keeper/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Match' })).toBeInTheDocument();
  });
});
