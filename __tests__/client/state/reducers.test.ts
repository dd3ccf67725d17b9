/** Reducers as given / when / then over deep-frozen state: a mutation of the input throws. */
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { catalogEvents } from '../../../src/client/state/catalog/catalogSlice';
import { languageEvents } from '../../../src/client/state/language/languageSlice';
import { selectionEvents } from '../../../src/client/state/selection/selectionSlice';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { deepFreeze } from '../../support/deepFreeze';
import { initialRootState } from '../../support/state';

const given = (...actions: Parameters<typeof rootReducer>[1][]): RootState =>
  deepFreeze(actions.reduce(rootReducer, initialRootState()));

const seasons = [aSeason({ seasonId: 2 }), aSeason({ seasonId: 1 })];
const leagues = [aTournament({ tournamentId: 20 }), aTournament({ tournamentId: 21 })];
const teams = [aTeam({ teamId: 300 }), aTeam({ teamId: 301 })];

describe('selection', () => {
  it('takes today only when no date has been chosen', () => {
    const state = given(selectionEvents.dateChosen({ date: '2026-01-02' }));
    const then = rootReducer(state, selectionEvents.todayDetermined({ date: '2026-11-21' }));
    expect(then.selection.date).toBe('2026-01-02');
    expect(rootReducer(given(), selectionEvents.todayDetermined({ date: '2026-11-21' })).selection.date).toBe('2026-11-21');
  });

  it('a season choice resets the league and clears the team (SPEC §4)', () => {
    const state = given(selectionEvents.locationRead({ seasonId: 1, tournamentId: 21, teamId: 300 }));
    const then = rootReducer(state, selectionEvents.seasonChosen({ seasonId: 2 }));
    expect(then.selection).toEqual({ seasonId: 2, tournamentId: null, teamId: null, date: null });
  });

  it('a league choice clears the team', () => {
    const state = given(selectionEvents.locationRead({ seasonId: 1, tournamentId: 21, teamId: 300 }));
    expect(rootReducer(state, selectionEvents.leagueChosen({ tournamentId: 20 })).selection).toMatchObject({ tournamentId: 20, teamId: null });
  });

  it('settles an unknown season to the first once the seasons load (SPEC §5)', () => {
    const state = given(selectionEvents.locationRead({ seasonId: 99, tournamentId: null, teamId: null }));
    const then = rootReducer(state, catalogEvents.seasonsLoaded({ seasons, failures: [] }));
    expect(then.selection.seasonId).toBe(2);
  });

  it('settles an unknown league to the first once the leagues of the selected season load', () => {
    const state = given(
      selectionEvents.locationRead({ seasonId: 2, tournamentId: 99, teamId: null }),
      catalogEvents.leaguesRequested({ seasonId: 2 }),
    );
    expect(rootReducer(state, catalogEvents.leaguesLoaded({ seasonId: 2, leagues })).selection.tournamentId).toBe(20);
  });

  it('ignores leagues of a season that is no longer selected', () => {
    const state = given(
      selectionEvents.locationRead({ seasonId: 2, tournamentId: 99, teamId: null }),
      catalogEvents.leaguesRequested({ seasonId: 1 }),
    );
    expect(rootReducer(state, catalogEvents.leaguesLoaded({ seasonId: 1, leagues })).selection.tournamentId).toBe(99);
  });

  it('drops a team that is not in the loaded teams, keeps one that is', () => {
    const base = [selectionEvents.locationRead({ seasonId: 2, tournamentId: 20, teamId: 301 }), catalogEvents.teamsRequested({ tournamentId: 20 })];
    expect(rootReducer(given(...base), catalogEvents.teamsLoaded({ tournamentId: 20, teams })).selection.teamId).toBe(301);
    expect(rootReducer(given(...base), catalogEvents.teamsLoaded({ tournamentId: 20, teams: [teams[0]!] })).selection.teamId).toBeNull();
  });
});

describe('catalog', () => {
  it('keeps the message beside the failed status and keeps what was loaded (issue 25 overrides SPEC §8)', () => {
    const state = given(catalogEvents.leaguesRequested({ seasonId: 2 }), catalogEvents.leaguesLoaded({ seasonId: 2, leagues }));
    const then = rootReducer(
      rootReducer(state, catalogEvents.leaguesRequested({ seasonId: 2 })),
      catalogEvents.leaguesLoadFailed({ seasonId: 2, message: 'boom' }),
    );
    expect(then.catalog.leagues).toEqual({ status: 'failed', key: 2, items: leagues, error: 'boom' });
  });

  it('a request for another key forgets the old items; the same key keeps them while reloading', () => {
    const state = given(catalogEvents.teamsRequested({ tournamentId: 20 }), catalogEvents.teamsLoaded({ tournamentId: 20, teams }));
    expect(rootReducer(state, catalogEvents.teamsRequested({ tournamentId: 21 })).catalog.teams).toEqual({
      status: 'loading',
      key: 21,
      items: [],
      error: null,
    });
    expect(rootReducer(state, catalogEvents.teamsRequested({ tournamentId: 20 })).catalog.teams.items).toEqual(teams);
  });

  it('a partly failed season load is ready and remembers the first failure', () => {
    const then = rootReducer(given(catalogEvents.seasonsRequested()), catalogEvents.seasonsLoaded({ seasons, failures: ['year 2024 failed'] }));
    expect(then.catalog.seasons).toEqual({ status: 'ready', key: null, items: seasons, error: 'year 2024 failed' });
  });
});

describe('language', () => {
  it('stores the chosen language', () => {
    expect(rootReducer(given(), languageEvents.languageChosen({ language: 'no' })).language.language).toBe('no');
  });
});
