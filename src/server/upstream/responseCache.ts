/**
 * A bounded response cache for the upstream data source (DESIGN §1): entries keyed by canonical target,
 * fresh for a TTL, then kept as stale copies (for stale-if-error) up to a maximum stale age. Least recently
 * used entries go first when the entry or byte bound is reached; a `Map` keeps insertion order, and a hit
 * re-inserts its key, which is all the LRU bookkeeping needed.
 */
export interface CacheEntry {
  value: unknown;
  /** Size of the body text the value was parsed from: what the byte bound counts. */
  bytes: number;
  storedAtMs: number;
}

export interface ResponseCacheOptions {
  ttlMs: number;
  /** How long after its TTL an entry may still be served when the upstream fails. */
  maxStaleMs: number;
  maxEntries: number;
  maxBytes: number;
  nowMs: () => number;
}

export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();
  private totalBytes = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** A fresh entry (within the TTL), or undefined. Counts as a use. */
  fresh(key: string): CacheEntry | undefined {
    const entry = this.touch(key);
    return entry && this.ageMs(entry) <= this.options.ttlMs ? entry : undefined;
  }

  /** Any entry not older than TTL + max stale age, for serving when the upstream fails. */
  usable(key: string): CacheEntry | undefined {
    const entry = this.touch(key);
    return entry && this.ageMs(entry) <= this.options.ttlMs + this.options.maxStaleMs ? entry : undefined;
  }

  set(key: string, value: unknown, bytes: number): void {
    this.delete(key);
    // One response larger than the whole budget is served but not kept.
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { value, bytes, storedAtMs: this.options.nowMs() });
    this.totalBytes += bytes;
    this.evict();
  }

  ageMs(entry: CacheEntry): number {
    return this.options.nowMs() - entry.storedAtMs;
  }

  private touch(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.ageMs(entry) > this.options.ttlMs + this.options.maxStaleMs) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.totalBytes <= this.options.maxBytes) return;
      this.delete(key);
    }
  }
}
