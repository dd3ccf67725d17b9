/**
 * Issue 11 case 5 and issue 24 case 9: the other tournaments' list holds the organisation's own
 * tournaments only (its catalogue, the season's leagues), and the SPEC §4 score-display rule holds for
 * each of them: a score only when its league publishes results. ScheduledMatchesBySport answers for the
 * whole sport, other organisations' leagues included; those are not listed.
 */
import { rootReducer, type RootState } from '../../../src/client/app/store';
import type { Tournament } from '../../../src/shared/contract';
import { parseProxyResponse } from '../../../src/shared/wire';
import { selectScoreboardModel } from '../../../src/client/state/scoreboard/selectors';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { initialRootState, leaguesAnswered, scheduledMatchesAnswered, seasonsAnswered } from '../../support/state';

const NOW = Date.parse('2026-11-21T17:00:00.000Z');
const today = '2026-11-21T00:00:00';
const result = { homeGoals: 3, awayGoals: 2, matchEndResult: '3-2' };
const selected = aTournament({ tournamentId: 5, tournamentName: 'Bambusa-ligaen', seasonId: 2026 });
const u16 = aTournament({ tournamentId: 7, tournamentName: 'U16 Elite', seasonId: 2026, isResultPublished: false });
const ehl = aTournament({ tournamentId: 8, tournamentName: 'EHL', seasonId: 2026 });
const at = (matchId: number, tournamentId: number) =>
  aMatch({ matchId, tournamentId, matchDate: today, matchStartTime: 1000 + (matchId % 10) * 10, matchEndTime: 1230, matchResult: result });
const u16Match = at(71, 7);
const ehlMatch = at(81, 8);
const selectedMatch = at(51, 5);
// Another organisation's league of the same sport (not in the catalogue): the corporate site listed 100+ of these.
const foreignMatch = at(91, 4099);

/** The season's leagues answered (null: not yet), and the day's matches of the sport. */
function state(leagues: Tournament[] | null = [selected, u16, ehl]): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  return [
    seasonsAnswered([aSeason({ seasonId: 2026 })]),
    ...(leagues === null ? [] : [leaguesAnswered(2026, leagues)]),
    scheduledMatchesAnswered('2026-11-21', [152], [foreignMatch, u16Match, selectedMatch, ehlMatch]),
  ].reduce(rootReducer, { ...base, selection: { ...base.selection, date: '2026-11-21', tournamentId: 5, seasonId: 2026 } });
}

const scores = (s: RootState) => Object.fromEntries(selectScoreboardModel(s, NOW).otherRows.map((row) => [row.matchId, row.score]));

test('only the catalogue’s other tournaments are listed, each showing a score only when its league publishes results', () => {
  expect(scores(state())).toEqual({ 71: '-', 81: '3 - 2' });
});

test('another organisation’s tournament is never listed, nor opened inside the site', () => {
  const rows = selectScoreboardModel(state(), NOW).otherRows;
  expect(rows.map((row) => row.matchId)).not.toContain(91);
  expect(rows.some((row) => row.href?.includes('4099'))).toBe(false);
});

test('while the catalogue loads, the list is loading (not "no matches") and lists nothing', () => {
  const loading = state(null);
  const model = selectScoreboardModel(loading, NOW);
  expect(model.otherRows).toEqual([]);
  expect(model.otherStatus).toBe('loading');
});

test('the first bundle reads ta/Tournament itself (the scoreboard asks before any lazily loaded page brings a parser)', () => {
  const wire = { tournamentId: '4297', tournamentName: 'Ishockey Bedriftsserie ', sportId: 152, division: 2, isResultPublished: true, areMatchesPublished: true, leagueDisplayResults: true, seasonId: '3130' };
  expect(parseProxyResponse('tournament', wire)).toMatchObject({ tournamentId: 4297, tournamentName: 'Ishockey Bedriftsserie', isResultPublished: true, seasonId: 3130 });
});
