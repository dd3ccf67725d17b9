import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { ApiError } from '../../../src/client/services/api';
import { memoryStorage } from '../../../src/client/services/storage';
import { catalogEvents } from '../../../src/client/state/catalog/catalogSlice';
import { selectErrorMessage } from '../../../src/client/state/feedback/selectors';
import { scheduleSaga } from '../../../src/client/state/schedule/scheduleSaga';
import { scheduleEvents } from '../../../src/client/state/schedule/scheduleSlice';
import { readsEvents } from '../../../src/client/state/reads/readsSlice';
import { waitToRetry } from '../../../src/client/state/reads/retry';
import { scoreboardSaga } from '../../../src/client/state/scoreboard/scoreboardSaga';
import { scoreboardEvents } from '../../../src/client/state/scoreboard/scoreboardSlice';
import { selectionEvents } from '../../../src/client/state/selection/selectionSlice';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { provideApi } from '../../support/sagaProviders';
import { fakeServices } from '../../support/services';
import { initialRootState } from '../../support/state';

const season = aSeason({ seasonId: 2026 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', sportId: 152, seasonId: 2026 });

/** A hockey site with the season, its leagues and today's date in the store. */
function settledState(config: Parameters<typeof initialRootState>[0] = {}, leagues = [ehl]): RootState {
  return [
    catalogEvents.seasonsLoaded({ seasons: [season], failures: [] }),
    catalogEvents.leaguesRequested({ seasonId: 2026 }),
    catalogEvents.leaguesLoaded({ seasonId: 2026, leagues }),
    selectionEvents.todayDetermined({ date: '2026-11-21' }),
  ].reduce(rootReducer, initialRootState(config));
}

const today = aMatch({ matchId: 1, tournamentId: 102, statusTypeId: 1 });
const deleted = aMatch({ matchId: 2, tournamentId: 102, statusTypeId: 6 });
const nextDay = aMatch({ matchId: 3, tournamentId: 103, matchDate: '2026-11-22' });

function api(calls: string[] = []) {
  return provideApi({
    proxy: {
      scheduledMatchesBySport: (params: { sportIds: number[]; date: string }) => {
        calls.push(`scheduled ${params.sportIds.join(',')} ${params.date}`);
        return { matches: params.date === '11/22/2026' ? [nextDay] : [today, deleted] };
      },
      broadcastsByTournament: (params: { sportId: number; tournamentId: number }) => {
        calls.push(`byTournament ${params.sportId} ${params.tournamentId}`);
        return [{ matchId: 10, broadcastUrls: { tv2: 'https://tv2.example.com/10' } }];
      },
      broadcastsBySport: (params: { sportId: number }) => {
        calls.push(`bySport ${params.sportId}`);
        return [{ matchId: params.sportId, broadcastUrls: { play: 'https://play.example.com/x' } }];
      },
    },
  });
}

describe('scoreboardSaga (SPEC §4 "selecting a date loads scheduled matches for that date", §7)', () => {
  it('at boot loads the day’s matches of the configured sport with the US date (SPEC §5 status rule applied) and the broadcasts', async () => {
    const calls: string[] = [];
    const { storeState } = await expectSaga(scoreboardSaga, fakeServices())
      .withReducer(rootReducer, settledState({ sportId: 152 }))
      .provide([api(calls)])
      .put(scoreboardEvents.scheduledMatchesRequested({ key: '2026-11-21|152' }))
      .put(scoreboardEvents.scheduledMatchesLoaded({ key: '2026-11-21|152', matches: [today] }))
      .silentRun(50);
    expect(calls.sort()).toEqual(['bySport 152', 'byTournament 152 101', 'scheduled 152 11/21/2026']);
    const state = storeState as RootState;
    expect(state.scoreboard.leagueBroadcasts.status).toBe('ready');
    expect(state.scoreboard.sportBroadcasts.items).toHaveLength(1);
  });

  it('a date choice loads that date; the same date again does not reload', async () => {
    const calls: string[] = [];
    const { storeState } = await expectSaga(scoreboardSaga, fakeServices())
      .withReducer(rootReducer, settledState({ sportId: 152 }))
      .provide([api(calls)])
      .dispatch(selectionEvents.dateChosen({ date: '2026-11-22' }))
      .delay(10)
      .dispatch(selectionEvents.dateChosen({ date: '2026-11-22' }))
      .silentRun(50);
    expect(calls.filter((call) => call.startsWith('scheduled'))).toEqual(['scheduled 152 11/21/2026', 'scheduled 152 11/22/2026']);
    const state = storeState as RootState;
    expect(state.scoreboard.scheduled).toEqual({ status: 'ready', key: '2026-11-22|152', items: [nextDay], error: null });
  });

  it('without a configured sport (corporate), asks for the sports of the season’s leagues, one broadcast call per sport', async () => {
    const calls: string[] = [];
    const soccer = aTournament({ tournamentId: 201, sportId: 207, seasonId: 2026 });
    const floorball = aTournament({ tournamentId: 202, sportId: 72, seasonId: 2026 });
    await expectSaga(scoreboardSaga, fakeServices())
      .withReducer(rootReducer, settledState({ sportId: null, orgId: 354 }, [soccer, floorball]))
      .provide([api(calls)])
      .put(scoreboardEvents.scheduledMatchesRequested({ key: '2026-11-21|72,207' }))
      .silentRun(50);
    expect(calls.sort()).toEqual(['bySport 207', 'bySport 72', 'byTournament 207 201', 'scheduled 72,207 11/21/2026']);
  });

  it('waits for the leagues when no sport is configured, and loads once they arrive', async () => {
    const calls: string[] = [];
    const before = [
      catalogEvents.seasonsLoaded({ seasons: [season], failures: [] }),
      selectionEvents.todayDetermined({ date: '2026-11-21' }),
    ].reduce(rootReducer, initialRootState({ sportId: null, orgId: 354 }));
    const soccer = aTournament({ tournamentId: 201, sportId: 207, seasonId: 2026 });
    await expectSaga(scoreboardSaga, fakeServices())
      .withReducer(rootReducer, before)
      .provide([api(calls)])
      .dispatch(catalogEvents.leaguesRequested({ seasonId: 2026 }))
      .dispatch(catalogEvents.leaguesLoaded({ seasonId: 2026, leagues: [soccer] }))
      .put(scoreboardEvents.scheduledMatchesRequested({ key: '2026-11-21|207' }))
      .silentRun(50);
    expect(calls.filter((call) => call.startsWith('scheduled'))).toEqual(['scheduled 207 11/21/2026']);
  });

  it('issue 25: a failed load is retried after the backoff, and is failed (not empty) until it loads', async () => {
    let attempts = 0;
    const waits: number[] = [];
    const { storeState } = await expectSaga(scoreboardSaga, fakeServices())
      .withReducer(rootReducer, settledState({ sportId: 152 }))
      .provide([
        {
          call(effect, next) {
            if (effect.fn !== waitToRetry) return next();
            waits.push(effect.args[0] as number);
            return undefined;
          },
        },
        provideApi({
          proxy: {
            scheduledMatchesBySport: () => {
              attempts += 1;
              if (attempts < 3) throw new ApiError('ta/ScheduledMatchesBySport/: internal error', 500);
              return { matches: [today] };
            },
            broadcastsByTournament: () => [],
            broadcastsBySport: () => [],
          },
        }),
      ])
      .put(scoreboardEvents.scheduledMatchesLoadFailed({ key: '2026-11-21|152', message: 'ta/ScheduledMatchesBySport/: internal error' }))
      .put(scoreboardEvents.scheduledMatchesLoaded({ key: '2026-11-21|152', matches: [today] }))
      .silentRun(50);
    const state = storeState as RootState;
    expect(attempts).toBe(3);
    expect(waits).toEqual([0, 1]);
    expect(state.scoreboard.scheduled.status).toBe('ready');
  });

  it('issue 25: the Retry button ends the backoff of a failed day at once', async () => {
    let attempts = 0;
    const saga = expectSaga(scoreboardSaga, fakeServices())
      .withReducer(rootReducer, settledState({ sportId: 152 }))
      .provide([
        provideApi({
          proxy: {
            scheduledMatchesBySport: () => {
              attempts += 1;
              if (attempts === 1) throw new ApiError('ta/ScheduledMatchesBySport/: upstream timed out', 504);
              return { matches: [today] };
            },
            broadcastsByTournament: () => [],
            broadcastsBySport: () => [],
          },
        }),
      ]);
    // The backoff is 2 s; the fan's Retry ends the wait at once.
    const { storeState } = await saga.delay(20).dispatch(readsEvents.retryRequested()).silentRun(60);
    expect(attempts).toBe(2);
    expect((storeState as RootState).scoreboard.scheduled.status).toBe('ready');
  });

  it('a failed load stores the message for the log (SPEC §8)', async () => {
    let attempts = 0;
    const { storeState } = await expectSaga(scoreboardSaga, fakeServices())
      .withReducer(rootReducer, settledState({ sportId: 152 }))
      .provide([
        provideApi({
          proxy: {
            scheduledMatchesBySport: () => {
              attempts += 1;
              throw new ApiError('ta/ScheduledMatchesBySport/: upstream timed out', 504);
            },
            broadcastsByTournament: () => [],
            broadcastsBySport: () => [],
          },
        }),
      ])
      .dispatch(selectionEvents.dateChosen({ date: '2026-11-21' }))
      .silentRun(50);
    const state = storeState as RootState;
    expect(attempts).toBe(1);
    expect(state.scoreboard.scheduled.status).toBe('failed');
    expect(selectErrorMessage(state)).toContain('upstream timed out');
  });
});

describe('scheduleSaga (SPEC §4 schedule toggle remembered)', () => {
  it('restores the saved choice and saves a new one', async () => {
    const storage = memoryStorage({ scheduleView: 'played' });
    const { storeState } = await expectSaga(scheduleSaga, { storage })
      .withReducer(rootReducer, initialRootState())
      .put(scheduleEvents.viewRestored({ view: 'played' }))
      .dispatch(scheduleEvents.viewChosen({ view: 'upcoming' }))
      .silentRun(20);
    expect((storeState as RootState).schedule.view).toBe('upcoming');
    expect(storage.values.get('scheduleView')).toBe('upcoming');
  });

  it('nothing or garbage saved: Upcoming', async () => {
    await expectSaga(scheduleSaga, { storage: memoryStorage({ scheduleView: '<script>' }) })
      .withReducer(rootReducer, initialRootState())
      .put(scheduleEvents.viewRestored({ view: 'upcoming' }))
      .silentRun(20);
  });
});
