/**
 * Issue 24 case 1 (SPEC §4 results visibility): the one rule (domain/score resultsVisibility), the one
 * selector every surface reads (state/visibility), and the saga that reads a direct-linked match's
 * tournament flags — fail closed: 'unknown' until they are read, and still hidden when they cannot be.
 */
import { makeStore, rootReducer, type RootState } from '../../../../src/client/app/store';
import { listedSelection, resultFreeCategories, RESULT_CATEGORIES } from '../../../../src/client/domain/live/filters';
import { resultsVisibility, visibleStatus } from '../../../../src/client/domain/score';
import { liveEvents } from '../../../../src/client/state/live/liveSlice';
import { selectMatchTournamentId, selectResultsVisibility, selectTournamentVisibility } from '../../../../src/client/state/visibility/selectors';
import { RETRY_PAUSES_MS } from '../../../../src/client/state/visibility/visibilitySaga';
import { visibilityEvents } from '../../../../src/client/state/visibility/visibilitySlice';
import { recordsApi } from '../../../../src/client/state/records/recordsApi';
import { createApi, type Api } from '../../../../src/client/services/api';
import { aMatch, aSeason, aTournament } from '../../../support/builders';
import { closedAfterTest } from '../../../support/openStores';
import { fakeApi, fakeServices, testConfig, TEST_NOW, type FakeApi } from '../../../support/services';
import { initialRootState, leaguesAnswered, scheduledMatchesAnswered, seasonsAnswered, teamsAnswered } from '../../../support/state';

const u16 = aTournament({ tournamentId: 7, tournamentName: 'U16 Elite', isResultPublished: false });
const u14 = aTournament({ tournamentId: 6, tournamentName: 'U14 Regionserie', leagueDisplayResults: false });
const ehl = aTournament({ tournamentId: 8, tournamentName: 'EHL' });
const flagless = aTournament({ tournamentId: 9, isResultPublished: null, leagueDisplayResults: null });

const state = (): RootState => initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });

describe('resultsVisibility (the one rule)', () => {
  it.each([
    ['a tournament that publishes', ehl, 'shown'],
    ['isResultPublished false', u16, 'hidden'],
    ['leagueDisplayResults false', u14, 'hidden'],
    ['flags missing on a known record: published (SPEC §4 true when unknown)', flagless, 'shown'],
    ['no record at all: unknown (hidden by every surface)', null, 'unknown'],
  ] as const)('%s', (_, tournament, expected) => {
    expect(resultsVisibility(tournament)).toBe(expected);
  });

  it('a hidden or unknown final does not say how it was decided; a shown one does', () => {
    const final = { kind: 'final', decidedIn: 'shootout' } as const;
    expect(visibleStatus(final, 'hidden', 'hockey')).toEqual({ kind: 'final', decidedIn: null });
    expect(visibleStatus(final, 'unknown', 'hockey')).toEqual({ kind: 'final', decidedIn: null });
    expect(visibleStatus(final, 'shown', 'hockey')).toBe(final);
  });

  it('a hidden live match in a period that tells the result (or the break before it) says only "Live"', () => {
    const playing = (period: number, periodName: string | null = null) => ({ kind: 'live', phase: { kind: 'playing', period, periodName } }) as const;
    const breakAfter = (period: number) => ({ kind: 'live', phase: { kind: 'intermission', period, periodName: null } }) as const;
    const plainLive = { kind: 'live', phase: null };
    // Hockey: overtime, the shootout and a play-off's 5th period tell the match was level; the 3rd does not.
    expect(visibleStatus(playing(4), 'hidden', 'hockey')).toEqual(plainLive);
    expect(visibleStatus(playing(5, 'Shootout'), 'hidden', 'hockey')).toEqual(plainLive);
    expect(visibleStatus(playing(5, '5. periode'), 'hidden', 'hockey')).toEqual(plainLive);
    expect(visibleStatus(breakAfter(3), 'hidden', 'hockey')).toEqual(plainLive);
    expect(visibleStatus(playing(3), 'hidden', 'hockey')).toEqual(playing(3));
    expect(visibleStatus(breakAfter(2), 'unknown', 'hockey')).toEqual(breakAfter(2));
    // Basketball: an extra period; volleyball: a fourth or fifth set (nobody swept).
    expect(visibleStatus(playing(5, '1. ekstraomgang'), 'hidden', 'basketball')).toEqual(plainLive);
    expect(visibleStatus(playing(4), 'hidden', 'basketball')).toEqual(playing(4));
    expect(visibleStatus(playing(4), 'hidden', 'volleyball')).toEqual(plainLive);
    expect(visibleStatus(playing(3), 'hidden', 'volleyball')).toEqual(playing(3));
    // Shown: as it is.
    expect(visibleStatus(playing(5, 'Shootout'), 'shown', 'hockey')).toEqual(playing(5, 'Shootout'));
  });

  it('the play-by-play never lists scoring categories while hidden, even when the fan chose only those', () => {
    expect(listedSelection('hockey', ['goals', 'penalties'], false)).toEqual(['penalties']);
    // Only scoring categories chosen: the reset is to the non-scoring defaults, never back to goals.
    expect(listedSelection('hockey', ['goals'], false)).toEqual(['penalties', 'timeouts', 'timers', 'playerTime']);
    expect(listedSelection('volleyball', ['points'], false)).toEqual(['penalties', 'timeouts', 'timers']);
    expect(listedSelection('basketball', [], false)).not.toContain('shots');
    expect(listedSelection('hockey', ['goals'], true)).toEqual(['goals']);
    for (const sport of ['hockey', 'basketball', 'volleyball'] as const) {
      expect(resultFreeCategories(sport).some((category) => RESULT_CATEGORIES[sport].has(category))).toBe(false);
    }
  });
});

describe('selectResultsVisibility / selectTournamentVisibility (the one selector)', () => {
  it('reads the tournament wherever the store holds it; unknown until then', () => {
    const base = state();
    expect(selectResultsVisibility(base, 71)).toBe('unknown');
    const listed: RootState = [
      seasonsAnswered([aSeason({ seasonId: 2026 })]),
      leaguesAnswered(2026, [ehl, u16]),
      scheduledMatchesAnswered('2026-11-21', [152], [aMatch({ matchId: 71, tournamentId: 7 }), aMatch({ matchId: 81, tournamentId: 8 })]),
    ].reduce(rootReducer, {
      ...base,
      selection: { ...base.selection, date: '2026-11-21' },
      visibility: { matchTournaments: { 61: 6 }, tournaments: { 6: u14 } },
    });
    expect(selectResultsVisibility(listed, 71)).toBe('hidden');
    expect(selectResultsVisibility(listed, 81)).toBe('shown');
    expect(selectResultsVisibility(listed, 61)).toBe('hidden');
    expect(selectResultsVisibility(listed, 99)).toBe('unknown');
    const visibilityOf = selectTournamentVisibility(listed);
    expect([visibilityOf(8), visibilityOf(7), visibilityOf(6), visibilityOf(5), visibilityOf(null)]).toEqual(['shown', 'hidden', 'hidden', 'unknown', 'unknown']);
    // Stable while no record changes (lists memoize on it).
    expect(selectTournamentVisibility({ ...listed, spoiler: { ...listed.spoiler } })).toBe(visibilityOf);
  });

  it("issue 29: another season's league list holds records too (a story's last season), so the server's render knows them without the saga's reads", () => {
    const lastEhl = aTournament({ tournamentId: 4, tournamentName: 'EHL' });
    const lastU16 = aTournament({ tournamentId: 3, tournamentName: 'U16 Elite', isResultPublished: false });
    const base = state();
    const current = [seasonsAnswered([aSeason({ seasonId: 2026 }), aSeason({ seasonId: 2025 })]), leaguesAnswered(2026, [ehl])].reduce(rootReducer, base);
    expect(selectTournamentVisibility(current)(4)).toBe('unknown');
    const withLastSeason = [leaguesAnswered(2025, [lastEhl, lastU16])].reduce(rootReducer, current);
    const visibilityOf = selectTournamentVisibility(withLastSeason);
    expect([visibilityOf(4), visibilityOf(3), visibilityOf(8)]).toEqual(['shown', 'hidden', 'shown']);
    // Other reads landing in the cache leave the function as it was.
    const afterAnotherRead = [teamsAnswered(8, [])].reduce(rootReducer, withLastSeason);
    expect(selectTournamentVisibility(afterAnotherRead)).toBe(visibilityOf);
  });
});

/** A real store (every saga running): the rule's reads go through the api's cache, as the pages' do. */
function storeWith(api: FakeApi | Api, preloaded: Partial<RootState> = {}) {
  const store = closedAfterTest(makeStore({ site: testConfig(), ...preloaded }, fakeServices({ api })));
  return { store, current: () => store.getState() };
}
const recordReads = (api: FakeApi) => api.calls.filter((call) => /^(match|tournament) /.test(call));
const settle = (ms = 50) => jest.advanceTimersByTimeAsync(ms);

describe('visibilitySaga', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse(TEST_NOW) }));
  afterEach(() => jest.useRealTimers());

  it('a live view opened by direct link: reads the match, then its tournament; hidden once known', async () => {
    const api = fakeApi({ proxy: { match: () => aMatch({ matchId: 71, tournamentId: 7 }), tournament: () => u16 } });
    const { store, current } = storeWith(api);
    store.dispatch(liveEvents.matchViewOpened({ matchId: 71, matchDate: null }));
    await settle();
    expect(recordReads(api)).toEqual(['match {"matchId":71}', 'tournament {"tournamentId":7}']);
    expect(selectMatchTournamentId(current(), 71)).toBe(7);
    expect(selectResultsVisibility(current(), 71)).toBe('hidden');
  });

  it('one read of a match for the page and the rule: the page\'s own read of the record is shared (DESIGN §6.1)', async () => {
    const api = fakeApi({ proxy: { match: () => aMatch({ matchId: 71, tournamentId: 8 }), tournament: () => ehl } });
    const { store, current } = storeWith(api);
    // The live page reads the match record (useCalledOff) as its view opens.
    const pageRead = store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 71 }));
    store.dispatch(liveEvents.matchViewOpened({ matchId: 71, matchDate: null }));
    await settle();
    expect(recordReads(api)).toEqual(['match {"matchId":71}', 'tournament {"tournamentId":8}']);
    expect(selectResultsVisibility(current(), 71)).toBe('shown');
    pageRead.unsubscribe();
  });

  it('reads nothing the store already holds', async () => {
    const api = fakeApi({ proxy: {} });
    const { store, current } = storeWith(api, { visibility: { matchTournaments: { 81: 8 }, tournaments: { 8: ehl } } });
    store.dispatch(liveEvents.matchViewOpened({ matchId: 81, matchDate: null }));
    await settle();
    expect(recordReads(api)).toEqual([]);
    expect(selectResultsVisibility(current(), 81)).toBe('shown');
  });

  it('issue 26: a direct-linked match is looked up through the real api of the first bundle (its parser is there, not in a page chunk)', async () => {
    // The server renders a live page with the first bundle's parsers only: a `match` read without one failed
    // at once, so the page never knew the results of a league outside the season's list might show.
    const answers: Record<string, unknown> = {
      'ta/Match?matchId=91': aMatch({ matchId: 91, tournamentId: 9 }),
      'ta/Tournament?tournamentId=9': aTournament({ tournamentId: 9, tournamentName: 'Bedriftsserie' }),
    };
    const api = createApi({
      retries: 0,
      fetch: async (input) => {
        const target = decodeURIComponent(String(input)).replace('/api/proxy?taReqUrl=', '');
        return new Response(JSON.stringify(answers[target] ?? null), { status: target in answers ? 200 : 404, headers: { 'content-type': 'application/json' } });
      },
    });
    const { store, current } = storeWith(api);
    store.dispatch(liveEvents.matchViewOpened({ matchId: 91, matchDate: null }));
    await settle();
    expect(current().visibility.matchTournaments).toEqual({ 91: 9 });
    expect(selectResultsVisibility(current(), 91)).toBe('shown');
  });

  it('fails closed: a match whose reads keep failing stays unknown after its bounded retries', async () => {
    const api = fakeApi({ proxy: {} });
    const { store, current } = storeWith(api);
    store.dispatch(liveEvents.matchViewOpened({ matchId: 71, matchDate: null }));
    await settle();
    expect(recordReads(api)).toEqual(['match {"matchId":71}']);
    await settle(RETRY_PAUSES_MS[0]);
    await settle(RETRY_PAUSES_MS[1]);
    expect(recordReads(api)).toEqual(['match {"matchId":71}', 'match {"matchId":71}', 'match {"matchId":71}']);
    await settle(60_000);
    expect(recordReads(api)).toHaveLength(3);
    expect(selectResultsVisibility(current(), 71)).toBe('unknown');
  });

  it('a listing (ops wall, profile) reads each unknown tournament once', async () => {
    const api = fakeApi({ proxy: { tournament: ({ tournamentId }) => (tournamentId === 7 ? u16 : ehl) } });
    const { store, current } = storeWith(api);
    store.dispatch(visibilityEvents.tournamentsListed({ tournamentIds: [7, 8, 7] }));
    await settle();
    expect(recordReads(api).sort()).toEqual(['tournament {"tournamentId":7}', 'tournament {"tournamentId":8}']);
    const visibilityOf = selectTournamentVisibility(current());
    expect([visibilityOf(7), visibilityOf(8)]).toEqual(['hidden', 'shown']);
  });
});
