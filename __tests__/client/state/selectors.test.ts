import { rootReducer, type RootState } from '../../../src/client/app/store';
import {
  selectCurrentLeague,
  selectCurrentSportId,
  selectDefaultLeague,
  selectDefaultSeason,
  selectDefaultSportId,
  selectLeagues,
  selectResultsPublished,
} from '../../../src/client/state/catalog/selectors';
import { selectErrorMessage, selectIsLoading } from '../../../src/client/state/feedback/selectors';
import { selectSliderModel } from '../../../src/client/state/matches/selectors';
import { selectionEvents } from '../../../src/client/state/selection/selectionSlice';
import { selectMenuItems, selectSelectionQuery } from '../../../src/client/state/selection/selectors';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { initialRootState, leaguesAnswered, seasonsAnswered, TEST_SEASONS_ARG, tournamentMatchesAnswered, withCachedEntry } from '../../support/state';
import { TEST_NOW } from '../../support/services';

const season = aSeason({ seasonId: 7 });
const basket = aTournament({ tournamentId: 70, sportId: 199, isResultPublished: null, seasonId: 7 });
const hockey = aTournament({ tournamentId: 71, sportId: 152, isResultPublished: false, seasonId: 7 });

function stateWith(...actions: Parameters<typeof rootReducer>[1][]): RootState {
  return actions.reduce(rootReducer, initialRootState());
}

const loadedActions = [
  seasonsAnswered([season], []),
  leaguesAnswered(7, [basket, hockey]),
];
const loaded = () => stateWith(...loadedActions);

describe('catalog selectors (SPEC §4)', () => {
  it('the first season and league are the defaults; the default sport is the default league’s', () => {
    const state = loaded();
    expect(selectDefaultSeason(state)).toBe(season);
    expect(selectDefaultLeague(state)).toBe(basket);
    expect(selectDefaultSportId(state)).toBe(199);
  });

  it('the current sport and the results flag follow the chosen league (true when unknown)', () => {
    const first = loaded();
    expect(selectResultsPublished(first)).toBe(true);
    const chosen = rootReducer(first, selectionEvents.leagueChosen({ tournamentId: 71 }));
    expect(selectCurrentLeague(chosen)).toBe(hockey);
    expect(selectCurrentSportId(chosen)).toBe(152);
    expect(selectResultsPublished(chosen)).toBe(false);
  });

  it('returns the same list while the inputs are unchanged, and no leagues of another season', () => {
    const state = loaded();
    expect(selectLeagues(state)).toBe(selectLeagues({ ...state }));
    const otherSeason = rootReducer(state, selectionEvents.seasonChosen({ seasonId: 8 }));
    // Season 8 is unknown: the current season falls back to 7, whose leagues stay visible.
    expect(selectLeagues(otherSeason)).toEqual([basket, hockey]);
    const another = [seasonsAnswered([season, aSeason({ seasonId: 9 })]), selectionEvents.seasonChosen({ seasonId: 9 })].reduce(rootReducer, state);
    expect(selectLeagues(another)).toEqual([]);
  });

  it('the selection query carries the effective ids', () => {
    expect(selectSelectionQuery(loaded())).toEqual({ seasonId: 7, tournamentId: 70, team: null });
  });

  it('the menu follows the current league’s sport (basketball: transfers, no goalies)', () => {
    const labels = selectMenuItems(loaded()).map((item) => item.labelId);
    expect(labels).toContain('navigation.transfers');
    expect(JSON.stringify(selectMenuItems(loaded()))).not.toContain('goalies');
  });
});

describe('loading and error (SPEC §4, §8)', () => {
  it('is loading while seasons, leagues or teams are, and not after a failure', () => {
    expect(selectIsLoading(withCachedEntry(stateWith(), 'getSeasons', TEST_SEASONS_ARG, { status: 'pending' }))).toBe(true);
    expect(selectIsLoading(withCachedEntry(loaded(), 'getTeams', { tournamentId: 70 }, { status: 'pending' }))).toBe(true);
    const failed = withCachedEntry(stateWith(), 'getSeasons', TEST_SEASONS_ARG, { status: 'rejected', error: { status: 500, message: 'down', code: null } });
    expect(selectIsLoading(failed)).toBe(false);
    expect(selectErrorMessage(failed)).toBe('down');
  });

  it('joins the messages of every failed request and is null when none failed', () => {
    expect(selectErrorMessage(initialRootState())).toBeNull();
    const failedSeasons = withCachedEntry(stateWith(), 'getSeasons', TEST_SEASONS_ARG, { status: 'rejected', error: { status: 500, message: 'seasons down', code: null } });
    expect(selectErrorMessage(failedSeasons)).toBe('seasons down');
    const failedMatches = withCachedEntry(
      withCachedEntry(loaded(), 'getTeams', { tournamentId: 70 }, { status: 'rejected', error: { status: 504, message: 'teams down', code: null } }),
      'getTournamentMatches',
      { tournamentId: 70 },
      { status: 'rejected', error: { status: 500, message: 'matches down', code: null } },
    );
    expect(selectErrorMessage(failedMatches)).toBe('teams down\nmatches down');
  });
});

describe('slider model (SPEC §2)', () => {
  const now = Date.parse(TEST_NOW);
  const finished = aMatch({ matchId: 1, tournamentId: 70, matchDate: '2026-11-20', matchResult: { homeGoals: 3, awayGoals: 1, matchEndResult: '3-1' }, hometeamOverriddenName: 'Stjernen A' });
  const upcoming = aMatch({ matchId: 2, tournamentId: 70, matchDate: '2026-11-22', matchStartTime: 930, liveClientType: 'None' });
  const withMatches = (published: boolean | null) =>
    stateWith(
      seasonsAnswered([season], []),
      leaguesAnswered(7, [{ ...basket, isResultPublished: published }]),
      tournamentMatchesAnswered(70, [upcoming, finished]),
    );

  it('sorts the cards, names teams by their overridden names and centres on the first match not yet past', () => {
    const model = selectSliderModel(withMatches(true), now);
    expect(model.cards.map((card) => card.matchId)).toEqual([1, 2]);
    expect(model.cards[0]).toMatchObject({ homeName: 'Stjernen A', score: '3 - 1', status: { kind: 'final', decidedIn: null } });
    expect(model.cards[0]?.href).toMatch(/^\/match\?/);
    expect(model.cards[1]).toMatchObject({ score: '-', startTime: '09:30', status: { kind: 'scheduled' } });
    expect(model.cards[1]?.href).toMatch(/^\/matchnotready\?/);
    expect(model.focusIndex).toBe(1);
  });

  it('shows a dash instead of the result when the league does not publish results', () => {
    expect(selectSliderModel(withMatches(false), now).cards[0]?.score).toBe('-');
  });

  it('is memoised per clock reading', () => {
    const state = withMatches(true);
    expect(selectSliderModel(state, now)).toBe(selectSliderModel(state, now));
  });
});
