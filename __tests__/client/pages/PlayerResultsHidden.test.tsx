/**
 * Issue 24 on the player profile. Case 1 (SPEC §4): the games and totals of a tournament that does not
 * publish results show no result figure (dashes) and the page says why; the tournament's flags are read
 * through the one visibility selector. Case 13: the spoiler shield hides the result figures only — the
 * info card and the tab title keep the person's name — and "Show anyway" opens them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SkaterGame, TeamMember, TournamentForPerson } from '../../../src/shared/contract';
import { SPOILER_STORAGE_KEY } from '../../../src/client/domain/spoiler';
import { memoryStorage } from '../../../src/client/services/storage';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi } from '../../support/services';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 });
const u16 = aTournament({ tournamentId: 90, tournamentName: 'U16 Elite', seasonId: 2026, sportId: 152, isResultPublished: false });

const member: TeamMember = {
  personId: 77, owningOrgId: 7, firstName: 'Ola', lastName: 'Nordmann', birthDate: '1998-03-04T00:00:00', number: 9, position: 'CE', nationality: 'NOR', height: 184, imageUrl: null,
};
const played = (tournamentId: number, tournamentName: string): TournamentForPerson => ({
  tournamentId, tournamentName, startDate: '2026-09-01T00:00:00', endDate: '2027-03-31T00:00:00', seasonId: 2026, sportId: 152, orgId: 7, teamName: 'Stjernen',
});
function game(matchId: number, tournamentId: number, tournamentName: string): SkaterGame {
  return {
    matchId, matchDate: '2026-11-20T00:00:00', homeTeamName: 'Stjernen', awayTeamName: 'Frisk Asker', tournamentName, tournamentId, teamName: 'Stjernen',
    goalsScored: 3, goalsAgainst: 0, assists: 2, pts: 5, points: 4, pim: 2, powerPlayGoals: 1, powerPlayGoalAssists: 1, shortHandGoals: 0,
    shortHandGoalAssists: 0, gwg: 1, shots: 6, shotsPct: 50, faceOffs: 10, faceoffsWinPct: 0.6, gamePlayed: 1, minutesPlayed: 15, secondsPlayed: 5,
  };
}

function setup(shield: boolean) {
  const api = fakeApi({
    direct: { seasons: ({ year }) => (year === 2026 ? [season] : []), tournamentsInSeason: () => ({ tournamentsInSeason: [ehl] }) },
    proxy: {
      tournamentTeams: () => ({ teams: [aTeam({ teamId: 7, team: 'Stjernen' })] }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      teamMemberOfOrg: () => [member],
      tournamentsForPerson: () => [played(101, 'EHL'), played(90, 'U16 Elite')],
      tournament: ({ tournamentId }) => (tournamentId === 90 ? u16 : ehl),
      skaterLastGames: () => [game(1, 101, 'EHL'), game(2, 90, 'U16 Elite')],
      skaterTournamentGames: ({ tournamentId }) => (tournamentId === 90 ? [game(2, 90, 'U16 Elite')] : [game(1, 101, 'EHL')]),
    },
  });
  const storage = memoryStorage(shield ? { [SPOILER_STORAGE_KEY]: JSON.stringify({ shield: true, revealed: [], delaySeconds: 0 }) } : {});
  renderApp({ url: '/player/?playerId=77&orgId=7&seasonId=2026&tournamentId=101', language: 'en', services: appServices({ api, storage }) });
  return api;
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
// Date, match, then G A PTS +/- PIM PPG PPA SHG SHA GWG SOG S% FO FO% TOI.
const PUBLISHED = /3\s*2\s*5\s*4\s*2\s*1\s*1\s*0\s*0\s*1\s*6\s*50\s*10\s*60\.0\s*15:05$/;
const WITHOUT_RESULTS = /-\s*-\s*-\s*-\s*2\s*-\s*-\s*-\s*-\s*-\s*6\s*-\s*10\s*60\.0\s*15:05$/;

describe('profile of a player of a results-hidden tournament (issue 24 case 1)', () => {
  it('that tournament’s game and totals show dashes for every result figure, and the page says why', async () => {
    const api = setup(false);
    const lastGames = await screen.findByRole('table', { name: 'Last 5 games of Ola Nordmann' });
    await waitFor(() => expect(bodyRows(lastGames)[1]).toHaveTextContent(WITHOUT_RESULTS));
    expect(bodyRows(lastGames)[0]).toHaveTextContent(PUBLISHED);
    expect(api.calls).toContain('tournament {"tournamentId":90}');
    const tournaments = await screen.findByRole('table', { name: 'Tournaments of Ola Nordmann' });
    const hidden = bodyRows(tournaments).find((row) => row.textContent?.includes('U16 Elite'));
    expect(hidden).toHaveTextContent(/-\s*-\s*-\s*-\s*2\s*-/);
    expect(screen.getByText('Results not published')).toBeInTheDocument();
  });
});

describe('spoiler shield on a profile (issue 24 case 13)', () => {
  it('hides the result figures only: the name, the info card and the tab title stay; "Show anyway" opens them', async () => {
    setup(true);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ola Nordmann' })).toBeInTheDocument();
    expect(screen.getByText('Position').nextSibling).toHaveTextContent('Centre');
    await waitFor(() => expect(document.title).toBe('Ola Nordmann · Player · Ishockey Kampsenter'));
    expect(screen.getByText('Scores are hidden')).toBeInTheDocument();
    const lastGames = await screen.findByRole('table', { name: 'Last 5 games of Ola Nordmann' });
    expect(bodyRows(lastGames)[0]).toHaveTextContent(WITHOUT_RESULTS);
    await userEvent.click(screen.getByRole('button', { name: 'Show anyway' }));
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Last 5 games of Ola Nordmann' }))[0]).toHaveTextContent(PUBLISHED));
    // The unpublished tournament's figures stay hidden: "Show anyway" lifts the shield, not the federation's rule.
    await waitFor(() => expect(bodyRows(screen.getByRole('table', { name: 'Last 5 games of Ola Nordmann' }))[1]).toHaveTextContent(WITHOUT_RESULTS));
  });
});
