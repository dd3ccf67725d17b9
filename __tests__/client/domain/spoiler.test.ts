import {
  clampDelaySeconds,
  DEFAULT_SPOILER_PREFS,
  delayedNowMs,
  delayLine,
  feedDelaySeconds,
  splitHistory,
  withHeld,
  hasScoreToHide,
  historySeenAtMs,
  isScoreHidden,
  MAX_REVEALED,
  nextDueInMs,
  parseSpoilerPrefs,
  releaseDue,
  serializeSpoilerPrefs,
  withRevealed,
  type Held,
} from '../../../src/client/domain/spoiler';

const prefs = (over: Partial<typeof DEFAULT_SPOILER_PREFS> = {}) => ({ ...DEFAULT_SPOILER_PREFS, ...over });

describe('isScoreHidden (issue 16)', () => {
  it.each([
    ['shield off', prefs(), 7, false],
    ['shield on', prefs({ shield: true }), 7, true],
    ['shield on, this match revealed', prefs({ shield: true, revealed: [3, 7] }), 7, false],
    ['shield on, another match revealed', prefs({ shield: true, revealed: [3] }), 7, true],
    ['shield on, match not known yet', prefs({ shield: true, revealed: [3] }), null, true],
    ['shield off, match not known yet', prefs(), null, false],
  ])('%s', (_name, p, matchId, hidden) => {
    expect(isScoreHidden(p, matchId)).toBe(hidden);
  });
});

describe('hasScoreToHide', () => {
  it.each([
    ['scheduled', false],
    ['postponed', false],
    ['cancelled', false],
    ['live', true],
    ['inProgress', true],
    ['final', true],
  ] as const)('%s → %p', (kind, expected) => {
    expect(hasScoreToHide({ kind })).toBe(expected);
  });
});

describe('clampDelaySeconds', () => {
  it.each([
    [30, 30],
    [0, 0],
    [120, 120],
    [121, 120],
    [-5, 0],
    [2.6, 3],
    ['45', 45],
    ['', 0],
    ['abc', 0],
    [Number.NaN, 0],
    [Infinity, 0],
    [null, 0],
    [undefined, 0],
  ])('%p → %p', (value, expected) => {
    expect(clampDelaySeconds(value)).toBe(expected);
  });
});

describe('withRevealed', () => {
  it('adds once, as the newest', () => {
    expect(withRevealed([1, 2, 3], 2)).toEqual([1, 3, 2]);
    expect(withRevealed([], 9)).toEqual([9]);
  });
  it('forgets the oldest beyond the bound', () => {
    const full = Array.from({ length: MAX_REVEALED }, (_, i) => i + 1);
    const next = withRevealed(full, 10_000);
    expect(next).toHaveLength(MAX_REVEALED);
    expect(next[0]).toBe(2);
    expect(next.at(-1)).toBe(10_000);
  });
  it('does not change its input', () => {
    const before = Object.freeze([1, 2]);
    withRevealed(before, 3);
    expect(before).toEqual([1, 2]);
  });
});

describe('parseSpoilerPrefs / serializeSpoilerPrefs', () => {
  it('round-trips', () => {
    const p = prefs({ shield: true, revealed: [5, 9], delaySeconds: 30 });
    expect(parseSpoilerPrefs(serializeSpoilerPrefs(p))).toEqual(p);
  });
  it.each([null, '', 'not json', '42', 'null', '[]'])('falls back to the defaults for %p', (raw) => {
    expect(parseSpoilerPrefs(raw)).toEqual(DEFAULT_SPOILER_PREFS);
  });
  it('keeps what it can read, field by field', () => {
    expect(parseSpoilerPrefs('{"shield":"yes","revealed":[1,"2",-3,1.5,4,4],"delaySeconds":999}')).toEqual({
      shield: false,
      revealed: [1, 4],
      delaySeconds: 120,
    });
  });
});

describe('releaseDue / nextDueInMs (broadcast delay)', () => {
  const queue: Held<string>[] = [
    { item: 'a', heldSinceMs: 1000 },
    { item: 'b', heldSinceMs: 2000 },
    { item: 'c', heldSinceMs: 5000 },
  ];
  it('lets through what is due, oldest first', () => {
    expect(releaseDue(queue, 3000, 5000)).toEqual({ due: ['a', 'b'], held: [queue[2]] });
    expect(nextDueInMs(queue.slice(2), 3000, 5000)).toBe(3000);
  });
  it('holds everything before the delay has passed', () => {
    expect(releaseDue(queue, 30_000, 20_000)).toEqual({ due: [], held: queue });
    expect(nextDueInMs(queue, 30_000, 20_000)).toBe(11_000);
  });
  it('a shorter delay lets out what is due at once; nothing is dropped', () => {
    expect(releaseDue(queue, 0, 5000).due).toEqual(['a', 'b', 'c']);
  });
  it('never lets an item overtake one held before it', () => {
    const mixed: Held<string>[] = [
      { item: 'late', heldSinceMs: 9000 },
      { item: 'early', heldSinceMs: 1000 },
    ];
    expect(releaseDue(mixed, 1000, 5000)).toEqual({ due: [], held: mixed });
    expect(releaseDue(mixed, 1000, 10_000).due).toEqual(['late', 'early']);
  });
  it('nothing held: no wait, nothing due', () => {
    expect(releaseDue([], 1000, 0)).toEqual({ due: [], held: [] });
    expect(nextDueInMs([], 1000, 0)).toBeNull();
    expect(nextDueInMs(queue, 0, 99_000)).toBe(0);
  });
});

describe('historySeenAtMs', () => {
  it('is the publication, never later than now', () => {
    expect(historySeenAtMs(1000, 5000)).toBe(1000);
    expect(historySeenAtMs(9000, 5000)).toBe(5000);
    expect(historySeenAtMs(null, 5000)).toBe(5000);
  });
});

describe('issue 24 case 6: the delay in force, the delay line and the held history', () => {
  test('a fan screen is held by the chosen delay (0–120 s); a staff screen never is', () => {
    expect(feedDelaySeconds({ delaySeconds: 60 }, 'fan')).toBe(60);
    expect(feedDelaySeconds({ delaySeconds: 500 }, 'fan')).toBe(120);
    expect(feedDelaySeconds({ delaySeconds: 60 }, 'staff')).toBe(0);
  });

  test('"Delayed N s" only while a delay is set', () => {
    expect(delayLine(30)).toEqual({ seconds: 30 });
    expect(delayLine(0)).toBeNull();
  });

  test('the delayed instant is now − delay', () => {
    expect(delayedNowMs(100_000, 60)).toBe(40_000);
    expect(delayedNowMs(100_000, 0)).toBe(100_000);
  });

  test('history: what is older than the delay in one batch, the rest held from its publication', () => {
    const published = [10_000, 50_000, 80_000];
    const split = splitHistory(published, (ms) => ms, 100_000, 30_000);
    expect(split.past).toEqual([10_000, 50_000]);
    expect(split.pastSeenAtMs).toBe(50_000);
    expect(split.later).toEqual([{ item: 80_000, heldSinceMs: 80_000 }]);
    // Nothing old: the (empty) batch is due at once; an unknown publication counts as now.
    expect(splitHistory([null], () => null, 100_000, 30_000)).toEqual({ past: [], pastSeenAtMs: 70_000, later: [{ item: null, heldSinceMs: 100_000 }] });
  });

  test('a held item takes its place by when it was seen, after its equals', () => {
    const queue = [
      { item: 'a', heldSinceMs: 10 },
      { item: 'c', heldSinceMs: 30 },
    ];
    expect(withHeld(queue, { item: 'b', heldSinceMs: 10 }).map((h) => h.item)).toEqual(['a', 'b', 'c']);
    expect(withHeld(queue, { item: 'd', heldSinceMs: 40 }).map((h) => h.item)).toEqual(['a', 'c', 'd']);
    expect(withHeld(queue, { item: 'z', heldSinceMs: 0 }).map((h) => h.item)).toEqual(['z', 'a', 'c']);
  });
});
