import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { selectCalendarFeeds } from '../../../../src/client/state/calendar/selectors';
import { catalogEvents } from '../../../../src/client/state/catalog/catalogSlice';
import { languageEvents } from '../../../../src/client/state/language/languageSlice';
import { selectionEvents } from '../../../../src/client/state/selection/selectionSlice';
import { aSeason, aTeam, aTournament } from '../../../support/builders';
import { initialRootState } from '../../../support/state';

const season = aSeason({ seasonId: 7 });
const league = aTournament({ tournamentId: 71, tournamentName: 'EHL ', sportId: 152, seasonId: 7 });

function stateWith(...actions: Parameters<typeof rootReducer>[1][]): RootState {
  return actions.reduce(rootReducer, initialRootState());
}

const withLeague = (...more: Parameters<typeof rootReducer>[1][]) =>
  stateWith(
    catalogEvents.seasonsLoaded({ seasons: [season], failures: [] }),
    catalogEvents.leaguesRequested({ seasonId: 7 }),
    catalogEvents.leaguesLoaded({ seasonId: 7, leagues: [league] }),
    languageEvents.languageChosen({ language: 'en' }),
    ...more,
  );

describe('selectCalendarFeeds (issue 16)', () => {
  it('offers no feed before a league is known', () => {
    expect(selectCalendarFeeds(initialRootState())).toEqual({ tournament: null, team: null });
  });

  it('offers the league feed in the page language, and no team feed without a team', () => {
    expect(selectCalendarFeeds(withLeague())).toEqual({ tournament: { feed: { kind: 'tournament', tournamentId: 71, lang: 'en' }, name: 'EHL' }, team: null });
  });

  it('offers the chosen team for the current season once the league names it, in the chosen language', () => {
    const state = withLeague(
      languageEvents.languageChosen({ language: 'no' }),
      catalogEvents.teamsRequested({ tournamentId: 71 }),
      catalogEvents.teamsLoaded({ tournamentId: 71, teams: [aTeam({ teamId: 12, team: 'Stjernen ' })] }),
      selectionEvents.teamChosen({ teamId: 12 }),
    );
    expect(selectCalendarFeeds(state).team).toEqual({ feed: { kind: 'team', teamId: 12, seasonId: 7, lang: 'no' }, name: 'Stjernen' });
    expect(selectCalendarFeeds(state)).toBe(selectCalendarFeeds(state));
  });

  it('offers no team feed for a team the league does not list', () => {
    const state = withLeague(
      catalogEvents.teamsRequested({ tournamentId: 71 }),
      catalogEvents.teamsLoaded({ tournamentId: 71, teams: [aTeam({ teamId: 12 })] }),
      selectionEvents.teamChosen({ teamId: 99 }),
    );
    expect(selectCalendarFeeds(state).team).toBeNull();
  });
});
