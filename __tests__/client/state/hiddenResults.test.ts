/**
 * Issue 11 case 5: the SPEC §4 score-display rule holds for every listed match, whatever the season or
 * organisation: a match of a league not among the selected season's has its league read, and shows a
 * score only when that league publishes results — a dash while its flags are unknown.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { parseProxyResponse } from '../../../src/client/services/wire';
import { lookUpOtherLeagues } from '../../../src/client/state/scoreboard/scoreboardSaga';
import { selectScoreboardModel } from '../../../src/client/state/scoreboard/selectors';
import { scheduledKey } from '../../../src/client/state/scoreboard/scoreboardSlice';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { fakeApi } from '../../support/services';
import { initialRootState } from '../../support/state';

const NOW = Date.parse('2026-11-21T17:00:00.000Z');
const today = '2026-11-21T00:00:00';
const result = { homeGoals: 3, awayGoals: 2, matchEndResult: '3-2' };
// The selected season is last year's: today's matches belong to this year's leagues, absent from its list.
const lastYear = aTournament({ tournamentId: 5, tournamentName: 'EHL', seasonId: 2025 });
const u16 = aTournament({ tournamentId: 7, tournamentName: 'U16 Elite', seasonId: 2026, isResultPublished: false });
const ehl = aTournament({ tournamentId: 8, tournamentName: 'EHL', seasonId: 2026 });
const u16Match = aMatch({ matchId: 71, tournamentId: 7, matchDate: today, matchStartTime: 1000, matchEndTime: 1230, matchResult: result });
const ehlMatch = aMatch({ matchId: 81, tournamentId: 8, matchDate: today, matchStartTime: 1000, matchEndTime: 1230, matchResult: result });

function state(): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  return {
    ...base,
    catalog: {
      ...base.catalog,
      seasons: { status: 'ready', key: null, items: [aSeason({ seasonId: 2025 })], error: null },
      leagues: { status: 'ready', key: 2025, items: [lastYear], error: null },
    },
    selection: { ...base.selection, date: '2026-11-21', tournamentId: 5, seasonId: 2025 },
    scoreboard: {
      ...base.scoreboard,
      scheduled: { status: 'ready', key: scheduledKey('2026-11-21', [152]), items: [u16Match, ehlMatch], error: null },
    },
  };
}

const scores = (s: RootState) => Object.fromEntries(selectScoreboardModel(s, NOW).otherRows.map((row) => [row.matchId, row.score]));

test('other leagues unknown: every score hidden; once read, only the publishing league shows its score', async () => {
  expect(scores(state())).toEqual({ 71: '-', 81: '-' });
  const api = fakeApi({ proxy: { tournament: ({ tournamentId }) => (tournamentId === 7 ? u16 : ehl) } });
  const { storeState } = await expectSaga(lookUpOtherLeagues, { api }).withReducer(rootReducer, state()).silentRun(50);
  expect(api.calls.sort()).toEqual(['tournament {"tournamentId":7}', 'tournament {"tournamentId":8}']);
  expect(scores(storeState as RootState)).toEqual({ 71: '-', 81: '3 - 2' });
});

test('a league that cannot be read keeps its scores hidden', async () => {
  const api = fakeApi({ proxy: {} });
  const { storeState } = await expectSaga(lookUpOtherLeagues, { api }).withReducer(rootReducer, state()).silentRun(50);
  expect(scores(storeState as RootState)).toEqual({ 71: '-', 81: '-' });
});

test('no league is looked up before the season’s own list has loaded (every league would look unknown)', async () => {
  const api = fakeApi({ proxy: { tournament: () => ehl } });
  const loading = state();
  const notYet: RootState = { ...loading, catalog: { ...loading.catalog, leagues: { status: 'loading', key: 2025, items: [], error: null } } };
  await expectSaga(lookUpOtherLeagues, { api }).withReducer(rootReducer, notYet).silentRun(20);
  expect(api.calls).toEqual([]);
});

test('the first bundle reads ta/Tournament itself (the scoreboard asks before any lazily loaded page brings a parser)', () => {
  const wire = { tournamentId: '4297', tournamentName: 'Ishockey Bedriftsserie ', sportId: 152, division: 2, isResultPublished: true, areMatchesPublished: true, leagueDisplayResults: true, seasonId: '3130' };
  expect(parseProxyResponse('tournament', wire)).toMatchObject({ tournamentId: 4297, tournamentName: 'Ishockey Bedriftsserie', isResultPublished: true, seasonId: 3130 });
});
