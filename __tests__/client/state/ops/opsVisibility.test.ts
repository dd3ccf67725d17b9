/**
 * Issue 24 case 1 (SPEC §4) on the ops wall: a tile of a tournament that does not publish results — or
 * whose flags are not known yet — shows no score (neither the record's nor the feed's), no score pairs in
 * its health reasons, no "how it was decided", and says "results not published"; the wall reads the one
 * visibility selector.
 */
import { type RootState } from '../../../../src/client/app/store';
import { opsEvents, opsSlice } from '../../../../src/client/state/ops/opsSlice';
import { selectOpsTiles } from '../../../../src/client/state/ops/selectors';
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../../src/shared/contract/live';
import { aMatch, aTournament } from '../../../support/builders';
import { initialRootState } from '../../../support/state';

const NOW = Date.parse('2026-11-21T17:30:00.000Z'); // 18:30 in Oslo
const T0 = NOW - 60_000;
const tt = (ms: number) => `${ms}0000`;
const u16 = aTournament({ tournamentId: 7, isResultPublished: false });
const ehl = aTournament({ tournamentId: 8 });
const live = (matchId: number, tournamentId: number) =>
  aMatch({ matchId, tournamentId, matchDate: '2026-11-21T00:00:00', matchStartTime: 1800, matchEndTime: 2030, liveClientType: 'Advanced' });
const finished = aMatch({ matchId: 3, tournamentId: 7, matchDate: '2026-11-21T00:00:00', matchStartTime: 1000, matchEndTime: 1230, statusTypeId: 3, matchResult: { homeGoals: 89, awayGoals: 66, matchEndResult: '89-66' } });
const matches = [live(1, 7), live(2, 8), finished, live(4, 99)];

function state(known: Record<number, ReturnType<typeof aTournament>>): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  let ops = opsSlice.reducer(undefined, opsEvents.wallOpened());
  ops = opsSlice.reducer(ops, opsEvents.feedsListed({ feeds: [1, 2, 4].map((matchId) => ({ matchId, sport: 'hockey' as const })) }));
  for (const matchId of [1, 2, 4]) {
    const goal = { ClientId: `g${matchId}`, MatchId: matchId, MatchEventType: LIVE_EVENT_TYPE.goal, Team: 'H', h: 2, a: 1 } as LiveEvent;
    ops = opsSlice.reducer(ops, opsEvents.messagesReceived({ items: [{ matchId, channel: 'goals', timetoken: tt(T0), event: goal }], atMs: T0 }));
  }
  return { ...base, ops, visibility: { matchTournaments: {}, tournaments: known } };
}

const byId = (s: RootState) => new Map(selectOpsTiles(s, matches, NOW, NOW).map((tile) => [tile.matchId, tile]));

test('a hidden or unknown tournament’s tiles show no score; a publishing one’s do', () => {
  const tiles = byId(state({ 7: u16, 8: ehl }));
  expect(tiles.get(2)).toMatchObject({ score: '2 - 1', resultsHidden: false, goalsScore: { h: 2, a: 1 } });
  for (const matchId of [1, 3, 4]) {
    expect(tiles.get(matchId)).toMatchObject({ score: '-', resultsHidden: true, goalsScore: null, eventsScore: null });
  }
});

test('the tiles follow the flags as they arrive (the one selector)', () => {
  expect(byId(state({})).get(2)).toMatchObject({ score: '-', resultsHidden: true });
  expect(byId(state({ 8: ehl })).get(2)).toMatchObject({ score: '2 - 1', resultsHidden: false });
});
