import {
  clampDelaySeconds,
  DEFAULT_SPOILER_PREFS,
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
