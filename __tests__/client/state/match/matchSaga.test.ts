import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer } from '../../../../src/client/app/store';
import { ApiError } from '../../../../src/client/services/api';
import { matchEvents, matchSlice } from '../../../../src/client/state/match/matchSlice';
import { loadMatchPage } from '../../../../src/client/state/match/matchSaga';
import { selectMatchPublished, selectMatchSport, selectStreamLink } from '../../../../src/client/state/match/selectors';
import { deepFreeze } from '../../../support/deepFreeze';
import { aMatch, aTournament } from '../../../support/builders';
import { provideApi, type ApiFixture } from '../../../support/sagaProviders';
import { fakeServices } from '../../../support/services';
import { initialRootState } from '../../../support/state';

const match = aMatch({ matchId: 77, tournamentId: 5, sportId: 152, matchResult: { homeGoals: 3, awayGoals: 1, matchEndResult: '3-1' } });
const goal = { personId: 1, periodId: 1, homeOrAwayTeam: 'H' } as never;

function fixture(league = aTournament({ tournamentId: 5, sportId: 199 }), extra: ApiFixture['proxy'] = {}): ApiFixture {
  return {
    proxy: {
      match: () => match,
      tournament: () => league,
      organisations: () => [{ orgId: 11, orgLogoBase64: 'iVBOR' }],
      broadcastsByMatch: () => [{ matchId: 77, broadcastUrls: { tv2: 'https://tv2.no/a' } }, { matchId: 77, broadcastUrls: { play: 'https://play.no' } }],
      matchIncidents: () => ({ matchPeriodResults: [{ partialResultTypeId: 1, partialResultType: 'periods', homeGoals: 20, awayGoals: 18 }], matchIncidents: [] }),
      matchReferees: () => ({ referees: [] }),
      basketballMatchPlayers: () => ({ data: [] }),
      hockeyGoals: () => [goal],
      hockeyPenalties: () => [],
      hockeyPlayers: () => [],
      hockeyGoalies: () => [],
      matchTeamMembers: () => ({ lineups: [] }),
      ...extra,
    },
  };
}

const entered = matchEvents.matchPageEntered({ matchId: 77 });
const start = () => rootReducer(initialRootState(), entered);

describe('match slice', () => {
  it('given a loading page, when another match answers, then nothing changes', () => {
    const state = deepFreeze(matchSlice.reducer(undefined, entered));
    const next = matchSlice.reducer(state, matchEvents.matchLoadFailed({ matchId: 78, message: 'x' }));
    expect(next).toBe(state);
  });
  it('given a loaded match, when its details arrive, then it is ready', () => {
    const loaded = deepFreeze(matchSlice.reducer(matchSlice.reducer(undefined, entered), matchEvents.matchLoaded({ matchId: 77, match, league: null, organisations: [], broadcast: null })));
    const ready = matchSlice.reducer(loaded, matchEvents.matchDetailsLoaded({ matchId: 77, details: loaded.details, errors: [] }));
    expect(ready.status).toBe('ready');
  });
});

describe('loadMatchPage', () => {
  it('takes the sport from the league (basketball), the first broadcast, and ends ready', async () => {
    const { storeState, effects } = await expectSaga(loadMatchPage, fakeServices(), entered)
      .withReducer(rootReducer, start())
      .provide(provideApi(fixture()))
      .run({ silenceTimeout: true });
    expect(storeState.match.status).toBe('ready');
    expect(selectMatchSport(storeState)).toBe('basketball');
    expect(selectStreamLink(storeState)).toMatchObject({ provider: 'tv2', url: 'https://tv2.no/a' });
    expect(storeState.match.details.periods).toHaveLength(1);
    // No hockey calls for a basketball league.
    expect(JSON.stringify(effects.call)).not.toContain('hockeyGoals');
  });

  it('falls back to the match sport when the league is unknown, and loads the hockey details', async () => {
    const { storeState } = await expectSaga(loadMatchPage, fakeServices(), entered)
      .withReducer(rootReducer, start())
      .provide(provideApi(fixture(undefined, { tournament: () => { throw new ApiError('gone', 404); } })))
      .run({ silenceTimeout: true });
    expect(selectMatchSport(storeState)).toBe('hockey');
    expect(storeState.match.details.goals).toEqual([goal]);
  });

  it.each([
    [{ leagueDisplayResults: false }],
    [{ isResultPublished: false }],
  ])('is not published for %o and makes no detail call', async (flags) => {
    const { storeState, effects } = await expectSaga(loadMatchPage, fakeServices(), entered)
      .withReducer(rootReducer, start())
      .provide(provideApi(fixture(aTournament({ tournamentId: 5, sportId: 152, ...flags }))))
      .run({ silenceTimeout: true });
    expect(storeState.match.status).toBe('ready');
    expect(selectMatchPublished(storeState)).toBe(false);
    expect(JSON.stringify(effects.call)).not.toContain('matchIncidents');
  });

  it('stores the message when the match call fails; a failed detail call leaves its section empty', async () => {
    const failed = await expectSaga(loadMatchPage, fakeServices(), entered)
      .withReducer(rootReducer, start())
      .provide(provideApi(fixture(undefined, { match: () => { throw new ApiError('ta/Match?matchId=77: not found', 404); } })))
      .put(matchEvents.matchLoadFailed({ matchId: 77, message: 'ta/Match?matchId=77: not found' }))
      .run({ silenceTimeout: true });
    expect(failed.storeState.match).toMatchObject({ status: 'failed', error: 'ta/Match?matchId=77: not found' });

    const partial = await expectSaga(loadMatchPage, fakeServices(), entered)
      .withReducer(rootReducer, start())
      .provide(provideApi(fixture(undefined, { basketballMatchPlayers: () => { throw new ApiError('timeout', 504); } })))
      .run({ silenceTimeout: true });
    expect(partial.storeState.match.status).toBe('ready');
    expect(partial.storeState.match.detailErrors).toEqual(['timeout']);
  });
});
