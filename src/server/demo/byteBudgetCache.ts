/**
 * A least-recently-used map bounded by an estimate of the bytes its values hold, not by how many there are
 * (issue 14, "bounded in memory"): a hockey simulation with every line change weighs a hundred times a
 * soccer result, so an entry count bounds nothing. Only derived data goes in (DESIGN §4: the demo league is
 * deterministic in seed and date), so an evicted value is recomputed, identically, when it is next asked for.
 */

export interface ByteBudgetCacheStats {
  entries: number;
  /** The sum of the entries' estimates. */
  bytes: number;
  maxBytes: number;
  evictions: number;
}

export class ByteBudgetCache<K, V> {
  // Insertion order is recency order: a hit moves its entry to the end.
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private bytes = 0;
  private evictions = 0;

  /**
   * `sizeOf` estimates the heap bytes of one value (a measured per-item figure is enough: it bounds memory
   * within a few per cent, and costs nothing per read). A value larger than `maxBytes` is not kept.
   */
  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {
    if (!(maxBytes >= 0)) throw new Error(`the byte budget must be a non-negative number, got ${maxBytes}`);
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.bytes -= previous.bytes;
    }
    const bytes = Math.max(0, this.sizeOf(value));
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
      this.evictions += 1;
    }
  }

  stats(): ByteBudgetCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes, evictions: this.evictions };
  }
}
