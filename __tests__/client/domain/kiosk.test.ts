import {
  DEFAULT_ROTATE_SECONDS,
  goalHoldMs,
  goalTally,
  isHolding,
  isNewBuild,
  KIOSK_VIEWS,
  mostImportantLiveMatch,
  newGoals,
  nextView,
  parseKioskQuery,
  refreshIntervalMs,
  retryDelayMs,
  staleAfterMs,
  visibleAgeSeconds,
  type LiveCandidate,
  type ViewAvailability,
} from '../../../src/client/domain/kiosk';

describe('parseKioskQuery (issue 15)', () => {
  it('reads a full query', () => {
    expect(parseKioskQuery('?tournamentId=4087&seasonId=3106&matchId=4087039&lang=no&rotate=12&views=live,standings')).toEqual({
      ok: true,
      query: { tournamentId: 4087, seasonId: 3106, matchId: 4087039, lang: 'no', rotateSeconds: 12, views: ['live', 'standings'] },
    });
  });

  it('defaults: every view in order, 20 s, no pin, the site language', () => {
    const result = parseKioskQuery('?tournamentId=7');
    expect(result).toEqual({ ok: true, query: { tournamentId: 7, seasonId: null, matchId: null, lang: null, rotateSeconds: DEFAULT_ROTATE_SECONDS, views: [...KIOSK_VIEWS] } });
  });

  it('drops repeated views and reads them case-insensitively', () => {
    const result = parseKioskQuery('?tournamentId=7&views=Today,next,today');
    expect(result.ok && result.query.views).toEqual(['today', 'next']);
  });

  it('names every bad value instead of replacing it', () => {
    const result = parseKioskQuery('?tournamentId=abc&seasonId=-1&matchId=0&lang=de&rotate=1&views=live,scores');
    expect(result).toEqual({
      ok: false,
      problems: [
        { key: 'tournamentId', value: 'abc' },
        { key: 'seasonId', value: '-1' },
        { key: 'matchId', value: '0' },
        { key: 'lang', value: 'de' },
        { key: 'rotate', value: '1' },
        { key: 'views', value: 'live,scores' },
      ],
    });
  });

  it('a missing tournamentId is a problem', () => {
    expect(parseKioskQuery('')).toEqual({ ok: false, problems: [{ key: 'tournamentId', value: null }] });
  });

  it('rotate is bounded to 3…600 whole seconds', () => {
    expect(parseKioskQuery('?tournamentId=1&rotate=3').ok).toBe(true);
    expect(parseKioskQuery('?tournamentId=1&rotate=600').ok).toBe(true);
    expect(parseKioskQuery('?tournamentId=1&rotate=601').ok).toBe(false);
    expect(parseKioskQuery('?tournamentId=1&rotate=2.5').ok).toBe(false);
  });
});

describe('nextView: the rotation order', () => {
  const all: ViewAvailability = { live: true, today: true, standings: true, next: true };
  const none: ViewAvailability = { live: false, today: false, standings: false, next: false };

  it('goes through the configured views in order and wraps around', () => {
    const seen: (string | null)[] = [];
    let current: ReturnType<typeof nextView> = null;
    for (let i = 0; i < 6; i += 1) {
      current = nextView(['live', 'today', 'standings', 'next'], current, all, all);
      seen.push(current);
    }
    expect(seen).toEqual(['live', 'today', 'standings', 'next', 'live', 'today']);
  });

  it('skips views with nothing to show, from the first one (issue 24 case 11)', () => {
    const noLive = { ...all, live: false, next: false };
    expect(nextView(['live', 'today', 'standings', 'next'], 'standings', noLive, all)).toBe('today');
    expect(nextView(['live', 'today', 'standings', 'next'], null, noLive, all)).toBe('today');
  });

  it('keeps the order of the query, not the default order', () => {
    expect(nextView(['standings', 'live'], 'standings', all, all)).toBe('live');
    expect(nextView(['standings', 'live'], 'live', all, all)).toBe('standings');
  });

  it('nothing to show while some data is still awaited: no view yet (the loading screen stays), not an empty view', () => {
    expect(nextView(['live', 'today', 'standings'], null, none, none)).toBeNull();
    expect(nextView(['live', 'today', 'standings'], null, none, { ...all, standings: false })).toBeNull();
  });

  it('does not jump past a view whose data is still awaited to a later one that has content', () => {
    const onlyStandings = { ...none, standings: true };
    expect(nextView(['live', 'today', 'standings'], null, onlyStandings, { ...none, standings: true })).toBeNull();
    expect(nextView(['live', 'today', 'standings'], null, onlyStandings, all)).toBe('standings');
  });

  it('nothing to show anywhere once everything is answered: the one calm screen, not a blank', () => {
    expect(nextView(['today', 'next'], 'next', none, all)).toBe('quiet');
    // From the calm screen, the first view that has content again.
    expect(nextView(['today', 'next'], 'quiet', { ...none, next: true }, all)).toBe('next');
  });

  it('a single available view stays', () => {
    expect(nextView(['live', 'today'], 'today', { ...all, live: false }, all)).toBe('today');
  });
});

describe('mostImportantLiveMatch', () => {
  const candidate = (matchId: number, live: boolean, h: number | null, a = 0, startMs: number | null = 1000): LiveCandidate => ({
    matchId,
    live,
    score: h === null ? null : { h, a },
    startMs,
  });

  it('the pinned match wins while it is on today’s list, live or not', () => {
    expect(mostImportantLiveMatch([candidate(1, true, 2, 2), candidate(2, false, null)], 2)).toBe(2);
  });

  it('a pinned match not on today’s list is ignored', () => {
    expect(mostImportantLiveMatch([candidate(1, true, 2, 2)], 99)).toBe(1);
  });

  it('the closest score first', () => {
    expect(mostImportantLiveMatch([candidate(1, true, 4, 1), candidate(2, true, 2, 2), candidate(3, true, 1, 0)], null)).toBe(2);
  });

  it('then the most goals, then the earliest start, then the lowest id', () => {
    expect(mostImportantLiveMatch([candidate(1, true, 1, 1), candidate(2, true, 3, 3)], null)).toBe(2);
    expect(mostImportantLiveMatch([candidate(5, true, 1, 1, 2000), candidate(6, true, 1, 1, 1000)], null)).toBe(6);
    expect(mostImportantLiveMatch([candidate(8, true, 0, 0), candidate(7, true, 0, 0)], null)).toBe(7);
  });

  it('the match shown stays while it is live, even when another becomes closer', () => {
    const candidates = [candidate(1, true, 3, 1), candidate(2, true, 1, 1)];
    expect(mostImportantLiveMatch(candidates, null, 1)).toBe(1);
    expect(mostImportantLiveMatch(candidates, null, null)).toBe(2);
    // Once it is over (or gone from today's list) the rule chooses again.
    expect(mostImportantLiveMatch([candidate(1, false, 3, 1), candidate(2, true, 1, 1)], null, 1)).toBe(2);
    expect(mostImportantLiveMatch(candidates, 1 + 0, 2)).toBe(1);
  });

  it('no live match and no pin: nothing', () => {
    expect(mostImportantLiveMatch([candidate(1, false, 3, 1)], null)).toBeNull();
    expect(mostImportantLiveMatch([], null)).toBeNull();
  });

  it('a match not heard from yet counts as level at nil', () => {
    expect(mostImportantLiveMatch([candidate(1, true, 2, 1), candidate(2, true, null)], null)).toBe(2);
  });
});

describe('goals and the goal hold', () => {
  it('a rise in a known match is a goal', () => {
    expect(newGoals({ 1: 2, 2: 0 }, { 1: 3, 2: 0 })).toEqual([1]);
  });

  it('a match heard from for the first time brings no goal (its history is old news)', () => {
    expect(newGoals({}, { 1: 5 })).toEqual([]);
  });

  it('a goal taken back is no goal', () => {
    expect(newGoals({ 1: 3 }, { 1: 2 })).toEqual([]);
  });

  it('the tally leaves out matches without a score', () => {
    expect(goalTally({ 1: { h: 2, a: 1 }, 2: null })).toEqual({ 1: 3 });
  });

  it('holds one and a half rotations, 8 s to 60 s', () => {
    expect(goalHoldMs(20)).toBe(30_000);
    expect(goalHoldMs(3)).toBe(8000);
    expect(goalHoldMs(600)).toBe(60_000);
  });

  it('holds until the hold is over', () => {
    const hold = { matchId: 1, sinceMs: 10_000 };
    expect(isHolding(hold, 10_000, 8000)).toBe(true);
    expect(isHolding(hold, 17_999, 8000)).toBe(true);
    expect(isHolding(hold, 18_000, 8000)).toBe(false);
    expect(isHolding(null, 0, 8000)).toBe(false);
  });
});

describe('staleness: the age on screen', () => {
  it('fresh data shows no age', () => {
    expect(visibleAgeSeconds(100_000, false, 110_000, 45_000)).toBeNull();
  });

  it('data older than the threshold shows its age even while reads succeed', () => {
    expect(visibleAgeSeconds(100_000, false, 145_000, 45_000)).toBe(45);
  });

  it('a failing read shows the age at once', () => {
    expect(visibleAgeSeconds(100_000, true, 103_500, 45_000)).toBe(3);
  });

  it('data never read has no age', () => {
    expect(visibleAgeSeconds(null, true, 1_000_000, 45_000)).toBeNull();
  });

  it('refresh once per rotation (5 s to 30 s); stale after two missed refreshes and 5 s', () => {
    expect(refreshIntervalMs(20)).toBe(20_000);
    expect(refreshIntervalMs(3)).toBe(5000);
    expect(refreshIntervalMs(120)).toBe(30_000);
    expect(staleAfterMs(20)).toBe(45_000);
  });
});

describe('retryDelayMs: the backoff schedule', () => {
  it('doubles from 1 s and caps at 30 s, forever', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100, 10_000].map((n) => retryDelayMs(n, 0))).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000]);
  });

  it('spreads each wait by up to a quarter down, never up', () => {
    expect(retryDelayMs(1, 0.5)).toBe(875);
    expect(retryDelayMs(6, 0.999)).toBeGreaterThanOrEqual(22_500);
    expect(retryDelayMs(6, 1)).toBeLessThanOrEqual(30_000);
  });
});

describe('isNewBuild', () => {
  it('only a known different id is a new build', () => {
    expect(isNewBuild('a', 'b')).toBe(true);
    expect(isNewBuild('a', 'a')).toBe(false);
    expect(isNewBuild(null, 'b')).toBe(false);
    expect(isNewBuild('a', null)).toBe(false);
  });
});
