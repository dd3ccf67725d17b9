import { ResponseCache } from '../../../src/server/upstream';

describe('ResponseCache', () => {
  const make = (clock: { ms: number }, maxBytes = 1000) =>
    new ResponseCache({ ttlMs: 1000, maxStaleMs: 5000, maxEntries: 10, maxBytes, nowMs: () => clock.ms });

  it('separates fresh from usable-when-failing and forgets entries past the stale age', () => {
    const clock = { ms: 0 };
    const cache = make(clock);
    cache.set('a', 1, 10);
    clock.ms = 1500;
    expect(cache.fresh('a')).toBeUndefined();
    expect(cache.usable('a')?.value).toBe(1);
    clock.ms = 7000;
    expect(cache.usable('a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('bounds the bytes it keeps, dropping the oldest first', () => {
    const cache = make({ ms: 0 }, 100);
    cache.set('a', 'a', 60);
    cache.set('b', 'b', 30);
    cache.set('c', 'c', 30);
    expect(cache.fresh('a')).toBeUndefined();
    expect(cache.bytes).toBe(60);
    cache.set('huge', 'x', 101);
    expect(cache.fresh('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});
