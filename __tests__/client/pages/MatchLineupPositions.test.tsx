/**
 * Issue 25 case 4: the match page's lineups name positions by the one position rule, as the roster and the
 * profile do ("Centre", "Senter"), not by the raw code.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MatchPage from '../../../src/client/pages/match/MatchPage';
import type { MatchPlayer } from '../../../src/shared/contract';
import type { Language } from '../../../src/shared/siteConfig';
import { aMatch, aTournament } from '../../support/builders';
import { appServices, renderWithProviders } from '../../support/renderWithProviders';
import { fakeApi } from '../../support/services';
import { expectTabsPattern } from '../../support/tabsPattern';

const match = aMatch({ matchId: 77, tournamentId: 5, seasonId: 3, sportId: 152, hometeamId: 11, awayteamId: 12, matchResult: { homeGoals: 2, awayGoals: 1, matchEndResult: '2-1' } });

const player = (personId: number, teamOrgId: number): MatchPlayer => ({
  personId, orgId: teamOrgId, teamOrgId, firstName: 'F', lastName: `L${personId}`, shirtNo: personId, memberType: 'Player', lineNumber: 1,
  goalsScored: 0, assists: 0, pts: 0, points: 0, shots: 0, pim: 0, faceoffs_WinPct: null, playerTime: null, playerTimeSeconds: null, bestPlayer: false,
});

function renderMatch(language: Language) {
  const api = fakeApi({
    proxy: {
      match: () => match,
      tournament: () => aTournament({ tournamentId: 5, sportId: 152 }),
      organisations: () => [],
      broadcastsByMatch: () => [],
      matchIncidents: () => ({ matchPeriodResults: [], matchIncidents: [] }),
      matchReferees: () => ({ referees: [] }),
      hockeyGoals: () => [],
      hockeyPenalties: () => [],
      hockeyPlayers: () => [player(19, 11), player(4, 11), player(7, 12)],
      hockeyGoalies: () => [],
      matchTeamMembers: () => ({
        lineups: [
          { position: 'CE', number: 19, lastName: 'Aas', personId: 19, teamOrgId: 11 },
          { position: 'LD', number: 4, lastName: 'Berg', personId: 4, teamOrgId: 11 },
          { position: 'XY', number: 7, lastName: 'Dahl', personId: 7, teamOrgId: 12 },
        ],
      }),
    },
  });
  renderWithProviders(<MatchPage />, { url: '/match?matchId=77', language, services: appServices({ api }) });
}

it('names the positions of a line (en), an unknown code as sent', async () => {
  renderMatch('en');
  const panel = await screen.findByRole('tabpanel');
  expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual(['Centre 19 AAS', 'Left defence 4 BERG', 'XY 7 DAHL']);
});

it('names them in Norwegian', async () => {
  renderMatch('no');
  const panel = await screen.findByRole('tabpanel');
  expect(within(panel).getAllByRole('link').map((link) => link.textContent)).toEqual(['Senter 19 AAS', 'Venstre back 4 BERG', 'XY 7 DAHL']);
});

it('switches lines with the one tabs component: the full keyboard pattern (issue 27 "Also")', async () => {
  const user = userEvent.setup();
  renderMatch('en');
  await expectTabsPattern(user, await screen.findByRole('tablist', { name: 'Lines' }));
});
