/**
 * Issue 26: the server reads the lists' goals channels from its own live endpoint (so the live scores are
 * in the HTML), and keeps in the page only the live scores this reader may see: results shown (SPEC §4),
 * not hidden by the spoiler shield, no broadcast delay.
 */
import { rootReducer, type RootState } from '../../../src/client/app/store';
import { liveScoresShownInPage, liveViewsWithheldFromPage, serverLiveServices } from '../../../src/client/ssr/serverLive';
import { liveEvents } from '../../../src/client/state/live/liveSlice';
import { liveScoresEvents } from '../../../src/client/state/liveScores/liveScoresSlice';
import { spoilerEvents } from '../../../src/client/state/spoiler/spoilerSlice';
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../src/shared/contract/live';
import { aMatch, aSeason, aTournament } from '../../support/builders';
import { initialRootState, leaguesAnswered, scheduledMatchesAnswered, seasonsAnswered, tournamentMatchesAnswered } from '../../support/state';

const LIVE = { subscribeKey: 'demo-sub-key', origin: null, ssl: false, feed: true } as const;

function historyAnswer(channel: string, items: { message: unknown; timetoken: string }[]): Response {
  return new Response(JSON.stringify({ status: 200, error: false, channels: { [channel]: items } }), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** Whether `promise` settles within a few turns of the event loop. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('the server’s live feed', () => {
  test('a goals channel’s history is read from the site’s own endpoint: newest page, older than `start`, or newer than `after`', async () => {
    const urls: string[] = [];
    const goal = { ClientId: 'g1', MatchId: 7, MatchEventType: 'Goal', h: 1, a: 0 };
    const { feed } = serverLiveServices((url) => {
      urls.push(url);
      return Promise.resolve(historyAnswer('match:7:goals', [{ message: goal, timetoken: '17637440000000001' }]));
    }, LIVE);
    await expect(feed.fetchHistory('match:7:goals')).resolves.toEqual([{ channel: 'match:7:goals', timetoken: '17637440000000001', message: goal }]);
    await feed.fetchHistory('match:7:goals', '17637440000000009');
    await feed.fetchHistory('match:7:goals', undefined, '17637440000000009');
    expect(urls).toEqual([
      '/v3/history/sub-key/demo-sub-key/channel/match%3A7%3Agoals?max=100',
      '/v3/history/sub-key/demo-sub-key/channel/match%3A7%3Agoals?max=100&start=17637440000000009',
      // PubNub's `end` is inclusive: what is newer than the cursor starts one timetoken later.
      '/v3/history/sub-key/demo-sub-key/channel/match%3A7%3Agoals?max=100&end=17637440000000010',
    ]);
  });

  test('applies long histories at once (the page carries all of the live page’s events so far, never part)', () => {
    expect(serverLiveServices(() => Promise.reject(new Error('unused')), LIVE).applyAtOnce).toBe(true);
  });

  test('an endpoint that fails is a failed read (the lists’ saga goes on without it)', async () => {
    const { feed } = serverLiveServices(() => Promise.resolve(new Response('{}', { status: 503 })), LIVE);
    await expect(feed.fetchHistory('match:7:goals')).rejects.toThrow('503');
  });

  test('the live page’s own channel, and any channel of an external service, never answer (the browser reads them)', async () => {
    const calls: string[] = [];
    const fetch = (url: string) => {
      calls.push(url);
      return Promise.resolve(historyAnswer('x', []));
    };
    expect(await settles(serverLiveServices(fetch, LIVE).feed.fetchHistory('match:7:all'))).toBe(false);
    const external = serverLiveServices(fetch, { ...LIVE, origin: 'ps.pndsn.com', ssl: true });
    expect(await settles(external.feed.fetchHistory('match:7:goals'))).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('the live scores a rendered page may carry', () => {
  const today = '2026-11-21T00:00:00';
  const shown = aTournament({ tournamentId: 5, seasonId: 2026 });
  const unpublished = aTournament({ tournamentId: 6, seasonId: 2026, isResultPublished: false });
  const hiddenLeague = aTournament({ tournamentId: 8, seasonId: 2026, leagueDisplayResults: false });
  const inShown = aMatch({ matchId: 1, tournamentId: 5, matchDate: today, liveClientType: 'Advanced', matchResult: null });
  const inUnpublished = aMatch({ matchId: 2, tournamentId: 6, matchDate: today, liveClientType: 'Advanced', matchResult: null });
  const inHiddenLeague = aMatch({ matchId: 3, tournamentId: 8, matchDate: today, liveClientType: 'Advanced', matchResult: null });
  // Its tournament's record is held nowhere: unknown, so hidden.
  const inUnknown = aMatch({ matchId: 4, tournamentId: 9, matchDate: today, liveClientType: 'Advanced', matchResult: null });
  const goal: LiveEvent = { Id: 1, ClientId: 'g', MatchId: 0, MatchEventType: LIVE_EVENT_TYPE.goal, Team: 'H', h: 1, a: 0 } as LiveEvent;

  function renderedState(): RootState {
    const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
    let state: RootState = [
      seasonsAnswered([aSeason({ seasonId: 2026 })]),
      leaguesAnswered(2026, [shown, unpublished, hiddenLeague]),
      tournamentMatchesAnswered(5, [inShown]),
      scheduledMatchesAnswered('2026-11-21', [152], [inShown, inUnpublished, inHiddenLeague, inUnknown]),
    ].reduce(rootReducer, { ...base, selection: { ...base.selection, date: '2026-11-21' } });
    const feeds = [1, 2, 3, 4].map((matchId) => ({ matchId, sport: 'hockey' as const }));
    state = rootReducer(state, liveScoresEvents.feedsFollowed({ feeds }));
    for (const { matchId } of feeds) state = rootReducer(state, liveScoresEvents.goalsMessagesReceived({ matchId, messages: [{ timetoken: '17637440000000001', event: goal }] }));
    return state;
  }

  test('only the matches whose results show (SPEC §4: published, displayed, the league known)', () => {
    expect(liveScoresShownInPage(renderedState())).toEqual([{ matchId: 1, sport: 'hockey' }]);
  });

  test('a shielded reader gets none, but a match revealed', () => {
    const shielded = rootReducer(renderedState(), spoilerEvents.shieldToggled({ on: true }));
    expect(liveScoresShownInPage(shielded)).toEqual([]);
    expect(liveScoresShownInPage(rootReducer(shielded, spoilerEvents.matchRevealed({ matchId: 1 })))).toEqual([{ matchId: 1, sport: 'hockey' }]);
  });

  test('a reader watching with a broadcast delay gets none (the delay line is the browser’s)', () => {
    expect(liveScoresShownInPage(rootReducer(renderedState(), spoilerEvents.broadcastDelayChosen({ seconds: 30 })))).toEqual([]);
  });
});

describe('the live view’s events a rendered page may carry', () => {
  const shown = aTournament({ tournamentId: 5, seasonId: 2026 });
  const unpublished = aTournament({ tournamentId: 6, seasonId: 2026, isResultPublished: false });
  const match = (matchId: number, tournamentId: number) => aMatch({ matchId, tournamentId, matchDate: '2026-11-21T00:00:00', liveClientType: 'Advanced', matchResult: null });

  function withViews(): RootState {
    const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
    let state: RootState = [
      seasonsAnswered([aSeason({ seasonId: 2026 })]),
      leaguesAnswered(2026, [shown, unpublished]),
      scheduledMatchesAnswered('2026-11-21', [152], [match(1, 5), match(2, 6)]),
    ].reduce(rootReducer, { ...base, selection: { ...base.selection, date: '2026-11-21' } });
    // 3: a match whose tournament nobody has read (unknown: hidden).
    for (const matchId of [1, 2, 3]) state = rootReducer(state, liveEvents.matchViewOpened({ matchId, matchDate: null }));
    return state;
  }

  test('withheld where results do not show (or are not known to), and wherever the shield hides the score', () => {
    expect(liveViewsWithheldFromPage(withViews())).toEqual([2, 3]);
    expect(liveViewsWithheldFromPage(rootReducer(withViews(), spoilerEvents.shieldToggled({ on: true })))).toEqual([1, 2, 3]);
  });
});
