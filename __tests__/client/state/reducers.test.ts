/** Reducers as given / when / then over deep-frozen state: a mutation of the input throws. */
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { languageEvents } from '../../../src/client/state/language/languageSlice';
import { selectionEvents } from '../../../src/client/state/selection/selectionSlice';
import { aSeason, aTeam, aTournament } from '../../support/builders';
import { deepFreeze } from '../../support/deepFreeze';
import { initialRootState, readAnswered } from '../../support/state';

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

  it('issue 26: the boot keeps a selection that agrees with the address (the server settled it for this page), takes the address otherwise', () => {
    const settled = given(selectionEvents.locationRead({ seasonId: 2, tournamentId: 20, teamId: null }));
    expect(rootReducer(settled, selectionEvents.locationRead({ seasonId: null, tournamentId: null, teamId: null })).selection).toMatchObject({ seasonId: 2, tournamentId: 20 });
    expect(rootReducer(settled, selectionEvents.locationRead({ seasonId: 2, tournamentId: null, teamId: null })).selection).toMatchObject({ seasonId: 2, tournamentId: 20 });
    expect(rootReducer(settled, selectionEvents.locationRead({ seasonId: 1, tournamentId: null, teamId: null })).selection).toMatchObject({ seasonId: 1, tournamentId: null });
    expect(rootReducer(settled, selectionEvents.locationRead({ seasonId: null, tournamentId: 21, teamId: null })).selection).toMatchObject({ seasonId: null, tournamentId: 21 });
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

  it('settles an unknown season to the first once the seasons answer (SPEC §5)', () => {
    const state = given(selectionEvents.locationRead({ seasonId: 99, tournamentId: null, teamId: null }));
    const then = rootReducer(state, readAnswered('getSeasons', { orgId: 10, year: 2026 }, { seasons, failures: [] }));
    expect(then.selection.seasonId).toBe(2);
  });

  it('settles an unknown league to the first once the leagues of the selected season answer', () => {
    const state = given(selectionEvents.locationRead({ seasonId: 2, tournamentId: 99, teamId: null }));
    expect(rootReducer(state, readAnswered('getLeagues', { seasonId: 2, sportId: 152 }, leagues)).selection.tournamentId).toBe(20);
  });

  it('ignores leagues of a season that is no longer selected', () => {
    const state = given(selectionEvents.locationRead({ seasonId: 2, tournamentId: 99, teamId: null }));
    expect(rootReducer(state, readAnswered('getLeagues', { seasonId: 1, sportId: 152 }, leagues)).selection.tournamentId).toBe(99);
  });

  it('drops a team that is not in the answered teams, keeps one that is', () => {
    const state = given(selectionEvents.locationRead({ seasonId: 2, tournamentId: 20, teamId: 301 }));
    expect(rootReducer(state, readAnswered('getTeams', { tournamentId: 20 }, teams)).selection.teamId).toBe(301);
    expect(rootReducer(state, readAnswered('getTeams', { tournamentId: 20 }, [teams[0]!])).selection.teamId).toBeNull();
  });
});

describe('language', () => {
  it('stores the chosen language', () => {
    expect(rootReducer(given(), languageEvents.languageChosen({ language: 'no' })).language.language).toBe('no');
  });
});
