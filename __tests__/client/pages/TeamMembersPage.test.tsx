import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember } from '../../../src/shared/contract';
import { ApiError } from '../../../src/client/services/api';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { onANarrowScreen } from '../../support/narrowScreen';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, type FakeApi } from '../../support/services';
import type { Language } from '../../../src/shared/siteConfig';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 });

function member(index: number, overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    personId: 1000 + index,
    owningOrgId: 7,
    firstName: `Player${String(index).padStart(2, '0')}`,
    lastName: 'Hansen',
    birthDate: '2001-03-04T00:00:00',
    number: index,
    position: 'CE',
    nationality: 'Norge',
    height: 180,
    imageUrl: null,
    ...overrides,
  };
}

const roster = Array.from({ length: 25 }, (_, index) => member(index + 1));

interface Setup {
  url?: string;
  language?: Language;
  teamMembers?: (params: { teamId: number }) => unknown;
}

function setup({ url = '/teammembers?seasonId=2026&tournamentId=101&team=7', language = 'en', teamMembers = () => roster }: Setup = {}) {
  const api: FakeApi = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: [ehl] }),
    },
    proxy: {
      tournamentTeams: () => ({ teams: [aTeam({ teamId: 7, team: 'Stjernen ' }), aTeam({ teamId: 8, team: 'Frisk Asker' })] }),
      tournamentMatches: () => ({ matches: [] }),
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      teamMembers: teamMembers as never,
    },
  });
  const view = renderApp({ url, language, services: appServices({ api }) });
  return { ...view, api };
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('rosters page (SPEC §2 Rosters)', () => {
  it('shows the chosen team by name with the SPEC columns, 20 players a page, and pages on to the rest', async () => {
    const user = userEvent.setup();
    const { api } = setup();
    const table = await screen.findByRole('table', { name: 'Roster of Stjernen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Rosters' })).toBeInTheDocument();
    expect(screen.getByText('Stjernen', { selector: 'p' })).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Player', 'No.', 'Pos.', 'Born', 'Height', 'Nationality']);
    expect(bodyRows(table)).toHaveLength(20);
    expect(bodyRows(table)[0]).toHaveTextContent(/Player01 Hansen\s*1\s*Centre\s*2001\s*180 cm\s*Norge/);
    expect(api.calls).toContain('teamMembers {"teamId":7}');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const rest = bodyRows(screen.getByRole('table', { name: 'Roster of Stjernen' }));
    expect(rest).toHaveLength(5);
    expect(rest.map((row) => within(row).getByRole('link').textContent)).toEqual([21, 22, 23, 24, 25].map((n) => `Player${n} Hansen`));
  });

  it('links each player to the profile with the player, the team as orgId, the season and the league', async () => {
    setup();
    const link = await screen.findByRole('link', { name: 'Player03 Hansen' });
    expect(link).toHaveAttribute('href', '/player/?playerId=1003&orgId=7&seasonId=2026&tournamentId=101');
  });

  it('names the team in the tab title', async () => {
    setup();
    await screen.findByRole('table', { name: 'Roster of Stjernen' });
    await waitFor(() => expect(document.title).toBe('Stjernen · Rosters · EHL · Ishockey Kampsenter'));
  });

  it('reads the real wire: string numbers, US dates, "none" dates and missing figures show as a dash', async () => {
    setup({
      teamMembers: () => ({
        teamMembers: [
          { personId: '55', firstName: 'Ola ', lastName: 'Nordmann ', number: '9', birthDate: '07/01/1999 00:00:00', height: '185', position: 'GK1' },
          { personId: 56, firstName: 'Kari', lastName: 'Nordmann', birthDate: '0001-01-01T00:00:00', number: null, height: null },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Roster of Stjernen' });
    const [first, second] = bodyRows(table);
    expect(first).toHaveTextContent(/Ola Nordmann\s*9\s*Goalkeeper\s*1999\s*185 cm\s*-/);
    expect(second).toHaveTextContent(/Kari Nordmann\s*-\s*-\s*-\s*-\s*-/);
  });

  it('sorts by a column on request, missing values last', async () => {
    const user = userEvent.setup();
    setup({ teamMembers: () => [member(1, { height: 190 }), member(2, { height: null }), member(3, { height: 170 })] });
    const table = await screen.findByRole('table', { name: 'Roster of Stjernen' });
    await user.click(within(table).getByRole('button', { name: /Height/ }));
    expect(bodyRows(screen.getByRole('table')).map((row) => within(row).getByRole('link').textContent)).toEqual(['Player03 Hansen', 'Player01 Hansen', 'Player02 Hansen']);
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /Height/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('asks for a team from the filter menu when none is chosen, and reads no roster', async () => {
    const { api } = setup({ url: '/teammembers?seasonId=2026&tournamentId=101' });
    const notice = (await screen.findByText('No team selected')).closest('[role="status"]');
    expect(notice).toHaveTextContent('Select a team from the filter menu to see its roster.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('teamMembers'))).toBe(false);
  });

  it('says so in Norwegian', async () => {
    setup({ url: '/teammembers?seasonId=2026&tournamentId=101', language: 'no' });
    expect(await screen.findByText('Velg et lag i filtermenyen for å se troppen.')).toBeInTheDocument();
  });

  describe('staff and positions (issue 25)', () => {
    const withStaff = () => [
      { personId: 900, firstName: 'Trener', lastName: 'Holm – Hovedtrener', memberType: 'TeamSupport' },
      member(1, { position: 'GK1' }),
      { ...member(2, { position: 'LD' }), memberType: 'Player' },
      { personId: 901, firstName: 'Kari', lastName: 'Lie', memberType: 'TeamSupport' },
      member(3, { position: 'XY' }),
    ];

    it('lists the players only, and the staff apart with their roles, never as profile links', async () => {
      setup({ teamMembers: withStaff });
      const table = await screen.findByRole('table', { name: 'Roster of Stjernen' });
      expect(bodyRows(table).map((row) => within(row).getByRole('link').textContent)).toEqual(['Player01 Hansen', 'Player02 Hansen', 'Player03 Hansen']);
      expect(table).not.toHaveTextContent(/Holm|Kari Lie/);
      const staff = screen.getByRole('region', { name: 'Team staff' });
      const people = within(staff).getAllByRole('listitem');
      expect(people.map((item) => item.textContent)).toEqual(['Trener Holm – Hovedtrener', 'Kari Lie']);
      expect(within(staff).queryByRole('link')).not.toBeInTheDocument();
    });

    it('names positions by the one position rule, an unknown code as sent', async () => {
      setup({ teamMembers: withStaff });
      const table = await screen.findByRole('table', { name: 'Roster of Stjernen' });
      expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Goalkeeper', 'Left defence', 'XY']);
    });

    it('in Norwegian: Støtteapparat, Keeper, Venstre back', async () => {
      setup({ teamMembers: withStaff, language: 'no' });
      const table = await screen.findByRole('table', { name: 'Tropp for Stjernen' });
      expect(bodyRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['Keeper', 'Venstre back', 'XY']);
      expect(within(screen.getByRole('region', { name: 'Støtteapparat' })).getAllByRole('listitem')).toHaveLength(2);
    });

    it('a team with staff only: no players, the staff still shown', async () => {
      setup({ teamMembers: () => withStaff().filter((person) => 'memberType' in person && person.memberType === 'TeamSupport') });
      expect(await screen.findByText('No players are listed for this team yet.')).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'Team staff' })).getAllByRole('listitem')).toHaveLength(2);
    });
  });

  it('shows an empty roster', async () => {
    setup({ teamMembers: () => [] });
    expect(await screen.findByText('No players are listed for this team yet.')).toBeInTheDocument();
  });

  it('shows the failure as an alert', async () => {
    setup({
      teamMembers: () => {
        throw new ApiError('Upstream timed out', 504);
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The roster could not be loaded. The results service could not be reached. Trying again…');
    expect(alert).not.toHaveTextContent('Upstream timed out');
  });

  describe('on a phone', () => {
    onANarrowScreen();

    it('shows the players as cards with their profile links', async () => {
      setup();
      const list = await screen.findByRole('list', { name: 'Roster of Stjernen' });
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(20);
      expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Player01 Hansen' })).toHaveAttribute('href', '/player/?playerId=1001&orgId=7&seasonId=2026&tournamentId=101');
      expect(cards[0]).toHaveTextContent(/Birth year\s*2001/);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
  });
});
