/**
 * Seeded randomness for the demo league (DESIGN §4: same seed and same date → same data).
 * Every independent piece of the world draws from its own stream, derived from the league seed and a
 * stable key (`'match', 4001017`), so generating one tournament lazily never shifts the numbers of another.
 */

/** A seeded pseudo-random stream. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** true with probability p. */
  chance(p: number): boolean;
  /** One item; throws on an empty list (a generator bug, never data). */
  pick<T>(items: readonly T[]): T;
  /** One item, chosen with the given non-negative weights. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast, and good enough for believable sports data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a seed with stable keys (FNV-1a over their text, then a murmur finaliser). */
export function deriveSeed(seed: number, ...keys: readonly (string | number)[]): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const key of keys) {
    const text = `${String(key)}\u0000`;
    for (let index = 0; index < text.length; index += 1) {
      hash ^= text.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  return (hash ^ (hash >>> 16)) >>> 0;
}

/** A stream for one part of the world: `createRng(seed, 'team', teamId)`. */
export function createRng(seed: number, ...keys: readonly (string | number)[]): Rng {
  const next = mulberry32(deriveSeed(seed, ...keys));
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: (items, weights) => {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let roll = next() * total;
      for (let index = 0; index < items.length; index += 1) {
        roll -= weights[index] ?? 0;
        if (roll < 0) return items[index] as (typeof items)[number];
      }
      return rng.pick(items);
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        const held = copy[index] as (typeof copy)[number];
        copy[index] = copy[other] as (typeof copy)[number];
        copy[other] = held;
      }
      return copy;
    },
  };
  return rng;
}

/** The item at `index`; throws instead of yielding undefined (noUncheckedIndexedAccess without `!`). */
export function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range (${items.length})`);
  return item;
}
