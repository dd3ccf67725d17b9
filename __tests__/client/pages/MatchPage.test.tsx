import { screen, within } from '@testing-library/react';
import MatchPage from '../../../src/client/pages/match/MatchPage';
import { aMatch, aTournament } from '../../support/builders';
import { renderWithProviders, appServices } from '../../support/renderWithProviders';
import { fakeApi, type ProxyHandlers } from '../../support/services';

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
});
