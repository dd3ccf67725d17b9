/**
 * Issue 25 case 6: every surface reads the one live-data rule (domain `liveDataStatus`, with the feed flag
 * from `selectLiveFeed`): without a feed, a live-covered match in its window says "No live data" and a dash
 * on the scoreboard rows, the slider cards, the kiosk's today list and the live view (live page header,
 * kiosk) and the ops wall's tiles — not "Live 0 - 0" or a "not started" after its start. With a feed
 * nothing changes.
 */
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { selectTodayRows } from '../../../src/client/state/kiosk/selectors';
import { liveEvents } from '../../../src/client/state/live/liveSlice';
import { selectLiveViewStatus } from '../../../src/client/state/live/selectors';
import { selectSliderModel } from '../../../src/client/state/matches/selectors';
import { opsEvents, opsSlice } from '../../../src/client/state/ops/opsSlice';
import { selectOpsTiles } from '../../../src/client/state/ops/selectors';
import { selectScoreboardModel } from '../../../src/client/state/scoreboard/selectors';
import { selectLiveFeed } from '../../../src/client/state/site/selectors';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { testConfig } from '../../support/services';
import { initialRootState, leaguesAnswered, scheduledMatchesAnswered, seasonsAnswered, tournamentMatchesAnswered } from '../../support/state';

const NOW = Date.parse('2026-11-21T17:00:00.000Z'); // 18:00 in Oslo
const HOCKEY = 152;
const league = aTournament({ tournamentId: 7, tournamentName: 'EHL', seasonId: 2026 });
const live = aMatch({ matchId: 1, tournamentId: 7, matchDate: '2026-11-21T00:00:00', matchStartTime: 1730, matchEndTime: 1930, liveClientType: 'Advanced', matchResult: null });
const finished = aMatch({
  matchId: 2,
  tournamentId: 7,
  matchDate: '2026-11-21T00:00:00',
  matchStartTime: 1500,
  matchEndTime: 1700,
  liveClientType: 'Advanced',
  statusTypeId: 3,
  matchResult: { homeGoals: 4, awayGoals: 2, matchEndResult: '4 - 2' },
});

function stateWith(feed: boolean): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: HOCKEY, live: { ...testConfig().live, feed } });
  const items = [finished, live];
  const state: RootState = {
    ...base,
    selection: { ...base.selection, date: '2026-11-21', tournamentId: 7, seasonId: 2026 },
    kiosk: { ...base.kiosk, matches: { ...base.kiosk.matches, data: items, fetchedAtMs: NOW } },
  };
  return [
    seasonsAnswered([aSeason({ seasonId: 2026 })]),
    leaguesAnswered(2026, [league]),
    tournamentMatchesAnswered(7, items),
    scheduledMatchesAnswered('2026-11-21', [HOCKEY], items),
    liveEvents.matchViewOpened({ matchId: 1, matchDate: '2026-11-21' }),
  ].reduce(rootReducer, state);
}

/** The live view has read its events and its history through (nothing came). */
const loaded = (state: RootState) => rootReducer(state, liveEvents.connectionEstablished({ matchId: 1 }));

const shown = (rows: readonly { matchId: number; score: string; statusLabel: { id: string } }[]) =>
  rows.map((row) => [row.matchId, row.score, row.statusLabel.id]);

describe('no live feed: "No live data" on every surface (issue 25 case 6)', () => {
  test('the flag is read from the site config', () => {
    expect(selectLiveFeed(stateWith(false))).toBe(false);
    expect(selectLiveFeed(stateWith(true))).toBe(true);
  });

  test('scoreboard rows, slider cards and the kiosk\'s today list: a dash and "No live data"; the final keeps its result', () => {
    const state = stateWith(false);
    const expected = [
      [2, '4 - 2', 'status.final'],
      [1, '-', 'status.noLiveData'],
    ];
    expect(shown(selectScoreboardModel(state, NOW).leagueRows)).toEqual(expected);
    expect(shown(selectSliderModel(state, NOW).cards)).toEqual(expected);
    expect(shown(selectTodayRows(state, NOW))).toEqual(expected);
  });

  test('the ops wall\'s tiles: a dash and "No live data" without a feed, "Live 0 - 0" with one', () => {
    const tiles = (feed: boolean) => {
      const state = { ...stateWith(feed), ops: opsSlice.reducer(undefined, opsEvents.wallOpened()) };
      return selectOpsTiles(state, [finished, live], NOW, NOW).map((tile) => [tile.matchId, tile.score, tile.status.id]);
    };
    expect(tiles(false)).toContainEqual([1, '-', 'status.noLiveData']);
    expect(tiles(true)).toContainEqual([1, '0 - 0', 'status.live']);
  });

  test('with a feed the live match stays "Live 0 - 0" (SPEC §4 fallback)', () => {
    const state = stateWith(true);
    expect(shown(selectScoreboardModel(state, NOW).leagueRows)).toEqual([
      [2, '4 - 2', 'status.final'],
      [1, '0 - 0', 'status.live'],
    ]);
  });

  test('the live view (live page header, kiosk): no live data after the start, not "not started"', () => {
    const notStarted = { kind: 'live', phase: { kind: 'notStarted' } };
    expect(selectLiveViewStatus(loaded(stateWith(false)), 1, live, NOW)).toEqual({ kind: 'noLiveData' });
    expect(selectLiveViewStatus(loaded(stateWith(true)), 1, live, NOW)).toEqual(notStarted);
    // Before its start it is rightly not started.
    expect(selectLiveViewStatus(loaded(stateWith(false)), 1, live, Date.parse('2026-11-21T16:00:00.000Z'))).toEqual(notStarted);
    // Before the view has read its events nothing is known yet: the events read over HTTP may still come.
    expect(selectLiveViewStatus(stateWith(false), 1, live, NOW)).toEqual(notStarted);
  });
});
