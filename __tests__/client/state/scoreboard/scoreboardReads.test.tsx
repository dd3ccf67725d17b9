/**
 * The scoreboard's reads through the one api (DESIGN §6.1, issue 26): the page's hook asks for the selected
 * date's matches (SPEC §4 "selecting a date loads scheduled matches for that date", §7 with the US date, kept
 * by SPEC §5) and the broadcast schedules, keyed by the selection; a failed read is said (never "no
 * matches"), keeps what it showed and is retried after the backoff (issue 25).
 */
import { act } from '@testing-library/react';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { ApiError } from '../../../../src/client/services/api';
import { selectErrorMessage } from '../../../../src/client/state/feedback/selectors';
import { selectTournamentMatches } from '../../../../src/client/state/matches/read';
import { scoreboardApi } from '../../../../src/client/state/scoreboard/scoreboardApi';
import { selectBroadcastViews, selectScheduledEntry, selectScoreboardModel, selectScoreboardReads } from '../../../../src/client/state/scoreboard/selectors';
import { useScoreboardReads } from '../../../../src/client/state/scoreboard/useScoreboardReads';
import { selectionEvents } from '../../../../src/client/state/selection/selectionSlice';
import type { Tournament } from '../../../../src/shared/contract';
import { aMatch, aSeason, aTournament } from '../../../support/builders';
import { appServices, renderWithProviders } from '../../../support/renderWithProviders';
import { fakeApi, TEST_NOW, type ProxyHandlers } from '../../../support/services';
import { initialRootState, leaguesAnswered, seasonsAnswered } from '../../../support/state';

const season = aSeason({ seasonId: 2026 });
const ehl = aTournament({ tournamentId: 101, tournamentName: 'EHL', sportId: 152, seasonId: 2026 });
const other = aTournament({ tournamentId: 102, tournamentName: '1.div', sportId: 152, seasonId: 2026 });
const today = aMatch({ matchId: 1, tournamentId: 102, statusTypeId: 1 });
const deleted = aMatch({ matchId: 2, tournamentId: 102, statusTypeId: 6 });
const nextDay = aMatch({ matchId: 3, tournamentId: 102, matchDate: '2026-11-22' });
const nowMs = Date.parse(TEST_NOW);

function Reads() {
  useScoreboardReads();
  return null;
}

const answers: ProxyHandlers = {
  scheduledMatchesBySport: ({ date }) => ({ matches: date === '11/22/2026' ? [nextDay] : [today, deleted] }),
  broadcastsByTournament: ({ tournamentId }) => [{ matchId: tournamentId, broadcastUrls: { tv2: 'https://tv2.example.com/x' } }],
  broadcastsBySport: ({ sportId }) => [{ matchId: sportId, broadcastUrls: { play: 'https://play.example.com/x' } }],
  tournamentMatches: () => ({ matches: [] }),
  tournamentTeams: () => ({ teams: [] }),
};

/** The scoreboard's reads running over a settled selection (season, its leagues, today) with a fake API. */
function scoreboard(handlers: ProxyHandlers = {}, config: Parameters<typeof initialRootState>[0] = { sportId: 152 }, leagues: Tournament[] = [ehl, other]) {
  const settled = [
    seasonsAnswered([season], [], config.orgId),
    leaguesAnswered(2026, leagues, config.sportId),
    selectionEvents.todayDetermined({ date: '2026-11-21' }),
  ].reduce(rootReducer, initialRootState(config));
  const api = fakeApi({ proxy: { ...answers, ...handlers } });
  const { store } = renderWithProviders(<Reads />, {
    config: settled.site,
    preloadedState: { selection: settled.selection, api: settled.api },
    services: appServices({ api }),
  });
  const state = () => store.getState() as RootState;
  const reads = (target: string) => api.calls.filter((call) => call.startsWith(`${target} `));
  return { api, store, state, reads };
}

const settle = () => act(() => jest.advanceTimersByTimeAsync(50));

describe('the scoreboard’s reads (SPEC §4, §7; DESIGN §6.1)', () => {
  beforeEach(() => jest.useFakeTimers({ now: nowMs }));
  afterEach(() => jest.useRealTimers());

  it('reads the day’s matches of the configured sport with the US date (SPEC §5 status rule applied) and the broadcasts', async () => {
    const { state, reads } = scoreboard();
    await settle();
    expect(reads('scheduledMatchesBySport')).toEqual(['scheduledMatchesBySport {"sportIds":[152],"date":"11/21/2026"}']);
    expect(reads('broadcastsByTournament')).toEqual(['broadcastsByTournament {"sportId":152,"tournamentId":101}']);
    expect(reads('broadcastsBySport')).toEqual(['broadcastsBySport {"sportId":152}']);
    expect(selectScheduledEntry(state())?.data?.map((match) => match.matchId)).toEqual([1]);
    expect([...selectBroadcastViews(state()).keys()].sort()).toEqual([101, 152]);
    expect(selectScoreboardModel(state(), nowMs).otherRows.map((row) => row.matchId)).toEqual([1]);
  });

  it('reads the selected league’s matches, kept by SPEC §5 (statusTypeId null or 1-5)', async () => {
    const listed = aMatch({ matchId: 4, tournamentId: 101, statusTypeId: null });
    const dropped = aMatch({ matchId: 5, tournamentId: 101, statusTypeId: 9 });
    const { state, reads } = scoreboard({ tournamentMatches: () => ({ matches: [listed, dropped] }) });
    await settle();
    expect(reads('tournamentMatches')).toEqual(['tournamentMatches {"tournamentId":101}']);
    expect(selectTournamentMatches(state()).map((match) => match.matchId)).toEqual([4]);
  });

  it('a date choice reads that date; the same date again, or back to a date read a moment ago, is not asked again', async () => {
    const { store, state, reads } = scoreboard();
    await settle();
    act(() => void store.dispatch(selectionEvents.dateChosen({ date: '2026-11-22' })));
    await settle();
    expect(selectScoreboardModel(state(), nowMs).otherRows.map((row) => row.matchId)).toEqual([3]);
    act(() => void store.dispatch(selectionEvents.dateChosen({ date: '2026-11-22' })));
    act(() => void store.dispatch(selectionEvents.dateChosen({ date: '2026-11-21' })));
    await settle();
    expect(reads('scheduledMatchesBySport')).toEqual([
      'scheduledMatchesBySport {"sportIds":[152],"date":"11/21/2026"}',
      'scheduledMatchesBySport {"sportIds":[152],"date":"11/22/2026"}',
    ]);
    expect(selectScoreboardModel(state(), nowMs).otherRows.map((row) => row.matchId)).toEqual([1]);
  });

  it('without a configured sport (corporate), asks for the sports of the season’s leagues, one broadcast call per sport', async () => {
    const soccer = aTournament({ tournamentId: 201, sportId: 207, seasonId: 2026 });
    const floorball = aTournament({ tournamentId: 202, sportId: 72, seasonId: 2026 });
    const { state, reads } = scoreboard({}, { sportId: null, orgId: 354 }, [soccer, floorball]);
    await settle();
    expect(selectScoreboardReads(state()).scheduled).toEqual({ date: '2026-11-21', sportIds: [72, 207] });
    expect(reads('scheduledMatchesBySport')).toEqual(['scheduledMatchesBySport {"sportIds":[72,207],"date":"11/21/2026"}']);
    expect(reads('broadcastsBySport').sort()).toEqual(['broadcastsBySport {"sportId":207}', 'broadcastsBySport {"sportId":72}']);
    expect(selectBroadcastViews(state()).size).toBe(3);
  });

  it('issue 25: a failed day is failed (not "no matches"), retried after 2 s then 4 s, and shown once it answers', async () => {
    let attempts = 0;
    const { state, reads } = scoreboard({
      scheduledMatchesBySport: () => {
        attempts += 1;
        if (attempts < 3) throw new ApiError('ta/ScheduledMatchesBySport/: internal error', 500);
        return { matches: [today] };
      },
    });
    await settle();
    const failed = selectScoreboardModel(state(), nowMs);
    expect(failed.otherRead).toEqual({ status: 'failed', kind: 'failed' });
    expect(failed.otherRows).toEqual([]);
    expect(selectErrorMessage(state())).toContain('internal error');
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    expect(reads('scheduledMatchesBySport')).toHaveLength(2);
    // The retry failed again: still failed, never "loading" in between.
    expect(selectScoreboardModel(state(), nowMs).otherRead.status).toBe('failed');
    await act(() => jest.advanceTimersByTimeAsync(4_000));
    expect(reads('scheduledMatchesBySport')).toHaveLength(3);
    const answered = selectScoreboardModel(state(), nowMs);
    expect(answered.otherRead).toEqual({ status: 'ready' });
    expect(answered.otherRows.map((row) => row.matchId)).toEqual([1]);
  });

  it('issue 25: a read that fails after it answered keeps its rows on screen beside the failure', async () => {
    let attempts = 0;
    const { store, state } = scoreboard({
      scheduledMatchesBySport: () => {
        attempts += 1;
        if (attempts > 1) throw new ApiError('ta/ScheduledMatchesBySport/: upstream timed out', 504);
        return { matches: [today] };
      },
    });
    await settle();
    const arg = selectScoreboardReads(state()).scheduled;
    if (arg === null) throw new Error('no scheduled read');
    await act(async () => {
      await store.dispatch(scoreboardApi.endpoints.getScheduledMatches.initiate(arg, { subscribe: false, forceRefetch: true }));
    });
    const model = selectScoreboardModel(state(), nowMs);
    expect(model.otherRead).toEqual({ status: 'failed', kind: 'unreachable' });
    expect(model.otherRows.map((row) => row.matchId)).toEqual([1]);
  });
});
