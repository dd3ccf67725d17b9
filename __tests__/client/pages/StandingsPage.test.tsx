import { act, screen, waitFor, within } from '@testing-library/react';
import type { PresentationSetting, StandingsRow, Tournament } from '../../../src/shared/contract';
import { ApiError } from '../../../src/client/services/api';
import { readsEvents } from '../../../src/client/state/reads/readsSlice';
import { buildTarget } from '../../../src/shared/contract';
import { aMatch, aSeason, aTeam, aTournament } from '../../support/builders';
import { appServices, renderApp } from '../../support/renderWithProviders';
import { fakeApi, type FakeApi } from '../../support/services';
import type { Language } from '../../../src/shared/siteConfig';

const season = aSeason({ seasonId: 2026, seasonName: '2026/2027', seasonDateFrom: '2026-09-01T00:00:00', orgIdOwner: 10 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', seasonId: 2026, sportId: 152 });

function standingsRow(position: number, orgId: number, orgName: string, overrides: Partial<StandingsRow> = {}): StandingsRow {
  return {
    position, orgId, orgName, matches: 9, victories: 6, draws: 0, losses: 3, totalPoints: 20, goalsScored: 30, goalsConceeded: 20,
    goalDifference: 10, penaltyMinutes: 14, bonusPointsTotal: 1, totalGoalsFormatted: '30 - 20', pointsPercentageOfTotal: 0,
    victoriesFulltimeTotal: 5, victoriesOvertimeTotal: 1, victoriesPenaltiesTotal: 0, lossesFulltimeTotal: 2, lossesOvertimeTotal: 1,
    lossesPenaltiesTotal: 0, partialPointsScored: 0, partialPointsConceded: 0, partialPointsDifference: 0, ...overrides,
  };
}

const rows = [standingsRow(2, 8, 'Frisk Asker', { totalPoints: 12, penaltyMinutes: 0 }), standingsRow(1, 7, 'Stjernen')];

interface Setup {
  league?: Tournament;
  matches?: () => { matches: ReturnType<typeof aMatch>[] };
  language?: Language;
  settings?: () => { presentationSettings: PresentationSetting[] };
  standings?: () => StandingsRow[];
  url?: string;
}

function setup({ league = ehl, language = 'en', settings = () => ({ presentationSettings: [] }), standings = () => rows, url, matches = () => ({ matches: [] }) }: Setup = {}) {
  const api: FakeApi = fakeApi({
    direct: {
      seasons: ({ year }) => (year === 2026 ? [season] : []),
      tournamentsInSeason: () => ({ tournamentsInSeason: [league] }),
    },
    proxy: {
      tournamentTeams: () => ({ teams: [aTeam({ teamId: 7, team: 'Stjernen' }), aTeam({ teamId: 8, team: 'Frisk Asker' })] }),
      tournamentMatches: matches,
      scheduledMatchesBySport: () => ({ matches: [] }),
      broadcastsByTournament: () => [],
      broadcastsBySport: () => [],
      standings,
      standingsSettings: settings,
    },
  });
  const view = renderApp({ url: url ?? `/standings?seasonId=2026&tournamentId=${league.tournamentId}`, language, services: appServices({ api }) });
  return { ...view, api };
}

const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('standings page (SPEC §2 Standings)', () => {
  it('issue 29: a form column with each team’s last five results, newest first, each a link named in words', async () => {
    const played = (matchId: number, day: string, home: number, away: number, homeGoals: number, awayGoals: number, text = `${homeGoals} - ${awayGoals}`) =>
      aMatch({
        matchId,
        tournamentId: 101,
        seasonId: 2026,
        matchDate: `${day}T00:00:00`,
        hometeamId: home,
        awayteamId: away,
        hometeam: home === 7 ? 'Stjernen' : 'Frisk Asker',
        awayteam: away === 7 ? 'Stjernen' : 'Frisk Asker',
        statusTypeId: 3,
        matchResult: { homeGoals, awayGoals, matchEndResult: text },
      });
    setup({
      matches: () => ({
        matches: [
          played(1, '2026-10-01', 7, 8, 1, 0),
          played(2, '2026-10-08', 8, 7, 3, 2, '3 - 2 (OT)'),
          played(3, '2026-10-15', 7, 8, 2, 3, '2 - 3 (SO)'),
          // A finished match whose result is missing: a dash, not left out.
          aMatch({ matchId: 4, tournamentId: 101, matchDate: '2026-10-22T00:00:00', hometeamId: 7, awayteamId: 8, statusTypeId: 3, matchResult: null }),
          // Still to come: not in the form.
          aMatch({ matchId: 5, tournamentId: 101, matchDate: '2026-12-01T00:00:00', hometeamId: 7, awayteamId: 8, statusTypeId: 1, matchResult: null }),
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Standings of EHL' });
    const stjernen = await within(table).findByRole('list', { name: 'Form of Stjernen, newest first' });
    const badges = within(stjernen).getAllByRole('link');
    expect(badges.map((badge) => badge.textContent)).toEqual(['-', 'SOL', 'OTL', 'W']);
    expect(badges[1]).toHaveAccessibleName('SOL: Lost in a shootout 2 - 3 against Frisk Asker, 15 Oct 2026');
    expect(badges[1]).toHaveAttribute('href', '/match?matchId=3&seasonId=2026&tournamentId=101');
    expect(badges[0]).toHaveAccessibleName(/^Result not known against Frisk Asker/);
    const frisk = within(table).getByRole('list', { name: 'Form of Frisk Asker, newest first' });
    expect(within(frisk).getAllByRole('link').map((badge) => badge.textContent)).toEqual(['-', 'SOW', 'OTW', 'L']);
  });

  it('shows the hockey table by position with the SPEC §2 columns, roster links, the dash and the points percentage', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Standings of EHL' });
    expect(headers(table)).toEqual(['#', 'Team', 'GP', 'W', 'OTW', 'SOW', 'D', 'L', 'OTL', 'SOL', 'BP', 'Goals', 'P', 'GF', 'GA', 'PIM', 'P%', 'Form']);
    const [first, second] = bodyRows(table);
    expect(within(first as HTMLElement).getByRole('link', { name: 'Stjernen' })).toHaveAttribute('href', '/teammembers?seasonId=2026&tournamentId=101&team=7');
    // EHL: factor 3, 20 / (9 × 3) × 100 = 74.07; 14 penalty minutes.
    // Then the form column (issue 29): a dash, as no match has been played.
    expect(first).toHaveTextContent(/14\s*74\.07\s*-$/);
    // Penalty minutes 0 show as a dash (SPEC §5); 12 / 27 → 44.44.
    expect(second).toHaveTextContent(/-\s*44\.44\s*-$/);
  });

  it('takes its columns from the presentation settings when the league has them', async () => {
    setup({
      settings: () => ({
        presentationSettings: [
          { presentationParameterTypeId: 1, presentationParameterLabel: 'K', presentationParameterName: 'matches' },
          { presentationParameterTypeId: 5, presentationParameterLabel: 'P', presentationParameterName: 'totalPoints' },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Standings of EHL' });
    expect(headers(table)).toEqual(['#', 'Team', 'GP', 'P', 'Form']);
  });

  it('shows the generic table for soccer and Norwegian labels', async () => {
    setup({ league: aTournament({ tournamentId: 301, tournamentName: 'Bedriftsfotball', seasonId: 2026, sportId: 207 }), language: 'no' });
    const table = await screen.findByRole('table', { name: 'Tabell for Bedriftsfotball' });
    expect(headers(table)).toEqual(['#', 'Lag', 'K', 'V', 'T', 'U', '+/-', 'P', 'Form']);
  });

  it.each([[{ leagueDisplayResults: false }], [{ isResultPublished: false }]])('says the league is not open for public viewing and does not ask for its standings: %o', async (flags) => {
    const { api } = setup({ league: aTournament({ tournamentId: 102, tournamentName: 'Lukket', seasonId: 2026, ...flags }) });
    expect(await screen.findByText('The standings of this league are not open for public viewing.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith('standings'))).toBe(false);
  });

  it('says the standings could not be loaded, never the target or "no teams" (issue 25)', async () => {
    setup({ standings: () => { throw new ApiError('ta/TournamentStandings/?tournamentId=101: upstream timeout', 504); } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The standings could not be loaded. The results service could not be reached. Trying again…');
    expect(document.body).not.toHaveTextContent('ta/');
    expect(screen.queryByText('No teams in the standings yet.')).toBeNull();
  });

  it('does not wait for presentation settings that are waiting to retry: default columns meanwhile, the settings’ once they come', async () => {
    const settingsOfLeague = {
      presentationSettings: [
        { presentationParameterTypeId: 1, presentationParameterLabel: 'K', presentationParameterName: 'matches' },
        { presentationParameterTypeId: 5, presentationParameterLabel: 'P', presentationParameterName: 'totalPoints' },
      ],
    };
    let answerSettings: () => void = () => undefined;
    const pending = new Promise<typeof settingsOfLeague>((resolve) => (answerSettings = () => resolve(settingsOfLeague)));
    const { store } = setup({ settings: () => pending as unknown as typeof settingsOfLeague });
    await waitFor(() => expect(store.getState().api.queries).not.toEqual({}));
    expect(screen.queryByRole('table', { name: 'Standings of EHL' })).toBeNull();
    // The results service refused the settings read; the api waits to ask again.
    act(() => {
      store.dispatch(readsEvents.readRetrying({ what: buildTarget('standingsSettings', { tournamentId: 101 }), attempt: 1 }));
    });
    const table = await screen.findByRole('table', { name: 'Standings of EHL' });
    expect(headers(table).slice(0, 4)).toEqual(['#', 'Team', 'GP', 'W']);
    act(() => answerSettings());
    await waitFor(() => expect(headers(screen.getByRole('table', { name: 'Standings of EHL' }))).toEqual(['#', 'Team', 'GP', 'P', 'Form']));
  });

  it('shows the empty text when no team is in the standings', async () => {
    setup({ standings: () => [] });
    await waitFor(() => expect(screen.getByText('No teams in the standings yet.')).toBeInTheDocument());
  });
});
