/**
 * The one read path of the data API (issue 10 §2–§4, DESIGN §1): every proxy and direct read, whatever
 * the data source, goes through here. It keeps each answer serialized once (the JSON bytes, a strong
 * ETag, and compressed copies made on first demand), so a warm read costs a map lookup and a write of
 * bytes; it coalesces identical reads in flight; it serves a stale copy AT ONCE while one background
 * refresh runs (stale-while-revalidate) and stands in with it when the source fails (stale-if-error), so a
 * hung or dead upstream costs a fan nothing while cached data exists; and it is bounded in entries and
 * bytes, least recently used first. The season look-up (issue 26) is composed here from its years' reads.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { buildDirectTarget, buildTarget, type DirectParams, type ProxyParams } from '../../shared/contract';
import { NotFoundError, type DataSource } from '../dataSource';
import { cacheControlOf, freshnessOf, type Freshness, type FreshnessOptions, type ReadTarget } from './freshness';
import { lookUpSeasons, type YearAnswer } from './seasonLookup';

export type Encoding = 'br' | 'gzip';

/** One answer as it goes on the wire. */
export interface Answer {
  /** The canonical target it answers (the cache key). */
  readonly key: string;
  /** The JSON text as UTF-8 bytes. */
  readonly body: Buffer;
  /** Strong validator of `body` (without quotes); encoded copies append their encoding. */
  readonly etag: string;
  readonly freshness: Freshness;
  readonly cacheControl: string;
  readonly storedAtMs: number;
  /** Compressed copies, made when a client first asks for that encoding. */
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

export interface ServedAnswer {
  answer: Answer;
  /** Whole seconds since the source produced it (the `Age` header). */
  ageSeconds: number;
  /** Past its max-age: served while a refresh runs or while the source fails. */
  stale: boolean;
}

export interface ReadPathStats {
  entries: number;
  bytes: number;
  hits: number;
  staleServed: number;
  misses: number;
  sourceCalls: number;
  sourceFailures: number;
}

export interface ReadPath {
  /** The answer to a read: from the cache when it can, else from the source (one call per key in flight). */
  read(read: ReadTarget): Promise<ServedAnswer>;
  /**
   * The answer when the cache has it at once (fresh, or stale within its revalidate window, which starts
   * one background refresh); undefined when only `read` can answer. Synchronous: a warm read costs no promise.
   */
  readAtOnce(read: ReadTarget): ServedAnswer | undefined;
  /** The answer's body in an encoding, compressed on first demand; undefined when not worth it (small bodies). */
  encodedBody(answer: Answer, encoding: Encoding): Buffer | undefined;
  stats(): ReadPathStats;
}

export interface ReadPathOptions {
  dataSource: DataSource;
  freshness: FreshnessOptions;
  nowMs?: () => number;
  /** Bounds of the cache: entries (default 5,000) and bytes, compressed copies included (default 128 MiB). */
  maxEntries?: number;
  maxBytes?: number;
  /**
   * How long a read waits for the refresh of a copy that is past its revalidate window (but still usable if
   * the source fails) before the copy is served anyway. Default 1,500 ms.
   */
  patienceMs?: number;
  log?: { warn(details: object, message: string): void };
}

/** Bodies below this go uncompressed: the headers would eat the saving. */
const COMPRESS_FROM_BYTES = 1024;

/** Keys of targets seen before (the routes resolve each target text once and hand the same object back). */
const keys = new WeakMap<ReadTarget, string>();

function keyOf(read: ReadTarget): string {
  const known = keys.get(read);
  if (known) return known;
  const key = canonicalKey(read);
  keys.set(read, key);
  return key;
}

function canonicalKey(read: ReadTarget): string {
  return read.kind === 'proxy'
    ? `proxy ${buildTarget(read.target.name, read.target.params as ProxyParams<typeof read.target.name>)}`
    : `direct ${buildDirectTarget(read.target.name, read.target.params as DirectParams<typeof read.target.name>)}`;
}

/** A body compressed once for an encoding (the read path's answers, the rendered pages' bytes). */
export function compress(body: Buffer, encoding: Encoding): Buffer {
  // Quality 5 brotli is a few times faster than 11 and still beats gzip; each answer is compressed once.
  return encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
}

function sizeOf(answer: Answer): number {
  return answer.body.length + (answer.encoded.br?.length ?? 0) + (answer.encoded.gzip?.length ?? 0);
}

export function createReadPath(options: ReadPathOptions): ReadPath {
  const { dataSource } = options;
  const nowMs = options.nowMs ?? (() => Date.now());
  const maxEntries = options.maxEntries ?? 5000;
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  const patienceMs = options.patienceMs ?? 1500;
  // Insertion order is recency order: a hit re-inserts its key, eviction takes the first keys.
  const entries = new Map<string, Answer>();
  const inFlight = new Map<string, Promise<Answer>>();
  const counters = { hits: 0, staleServed: 0, misses: 0, sourceCalls: 0, sourceFailures: 0 };
  let totalBytes = 0;

  const ageMs = (answer: Answer) => nowMs() - answer.storedAtMs;
  const usableForMs = ({ maxAgeSeconds, staleWhileRevalidateSeconds, staleIfErrorSeconds }: Freshness) =>
    (maxAgeSeconds + Math.max(staleWhileRevalidateSeconds, staleIfErrorSeconds)) * 1000;

  function remove(key: string): void {
    const answer = entries.get(key);
    if (!answer) return;
    entries.delete(key);
    totalBytes -= sizeOf(answer);
  }

  function evict(): void {
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) return;
      remove(key);
    }
  }

  /** The entry for a key if it is still usable at all, marked as recently used. */
  function touch(key: string): Answer | undefined {
    const answer = entries.get(key);
    if (!answer) return undefined;
    if (ageMs(answer) > usableForMs(answer.freshness)) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, answer);
    return answer;
  }

  /** `storedAtMs`: when the data was produced (a composed answer is as old as its oldest part). */
  function store(key: string, read: ReadTarget, value: unknown, storedAtMs = nowMs()): Answer {
    const body = Buffer.from(JSON.stringify(value) ?? 'null', 'utf8');
    const freshness = freshnessOf(read, value, options.freshness);
    const answer: Answer = {
      key,
      body,
      etag: createHash('sha1').update(body).digest('base64url'),
      freshness,
      cacheControl: cacheControlOf(freshness),
      storedAtMs,
      encoded: {},
    };
    remove(key);
    // An answer larger than the whole budget is served but not kept.
    if (body.length <= maxBytes && usableForMs(freshness) > 0) {
      entries.set(key, answer);
      totalBytes += body.length;
      evict();
    }
    return answer;
  }

  function fetchFromSource(key: string, read: ReadTarget): Promise<Answer> {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const promise = answerFromSource(key, read)
      .catch((error: unknown) => {
        counters.sourceFailures += 1;
        // A 404 is the source's answer, not a failure: no stale copy stands in for a record that is gone.
        if (error instanceof NotFoundError) remove(key);
        throw error;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  const served = (answer: Answer, stale: boolean): ServedAnswer => ({
    answer,
    ageSeconds: Math.max(0, Math.floor(ageMs(answer) / 1000)),
    stale,
  });

  function refreshInBackground(key: string, read: ReadTarget): void {
    fetchFromSource(key, read).catch((error: unknown) => {
      options.log?.warn({ key, err: error }, 'background refresh failed; the stale copy stays');
    });
  }

  /** The source's answer, stored; the season look-up is composed of its years' reads instead (each a source call). */
  function answerFromSource(key: string, read: ReadTarget): Promise<Answer> {
    if (read.kind === 'direct' && read.target.name === 'seasonLookup')
      return lookUpSeasons(read.target.params, readYear, nowMs()).then(({ value, storedAtMs }) => store(key, read, value, storedAtMs));
    counters.sourceCalls += 1;
    const call = read.kind === 'proxy' ? dataSource.proxy(read.target) : dataSource.direct(read.target);
    return call.then((value) => store(key, read, value));
  }

  /** One year of the season look-up, through this read path like any ta/Seasons read. */
  function readYear(orgId: number, year: number): Promise<YearAnswer> {
    return readPath.read({ kind: 'direct', target: { name: 'seasons', params: { orgId, year } } }).then(({ answer }) => ({
      body: JSON.parse(answer.body.toString('utf8')) as unknown,
      storedAtMs: answer.storedAtMs,
    }));
  }

  function readAtOnce(read: ReadTarget): ServedAnswer | undefined {
    const key = keyOf(read);
    const cached = touch(key);
    if (!cached) return undefined;
    const age = ageMs(cached);
    const { maxAgeSeconds, staleWhileRevalidateSeconds } = cached.freshness;
    if (age <= maxAgeSeconds * 1000) {
      counters.hits += 1;
      return served(cached, false);
    }
    if (age > (maxAgeSeconds + staleWhileRevalidateSeconds) * 1000) return undefined;
    counters.staleServed += 1;
    refreshInBackground(key, read);
    return served(cached, true);
  }

  const readPath: ReadPath = {
    readAtOnce,

    async read(read) {
      const atOnce = readAtOnce(read);
      if (atOnce) return atOnce;
      const key = keyOf(read);
      const cached = touch(key);
      if (!cached) {
        counters.misses += 1;
        return served(await fetchFromSource(key, read), false);
      }
      // Older than the revalidate window but usable if the source fails: wait a little for a fresh answer.
      const refresh = fetchFromSource(key, read);
      let timer: Parameters<typeof clearTimeout>[0];
      const patience = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), patienceMs);
      });
      try {
        const fresh = await Promise.race([refresh, patience]);
        if (fresh) return served(fresh, false);
        refresh.catch(() => undefined);
      } catch (error) {
        if (error instanceof NotFoundError) throw error;
        options.log?.warn({ key, err: error }, 'source failed; serving the stale copy');
      } finally {
        clearTimeout(timer);
      }
      counters.staleServed += 1;
      return served(cached, true);
    },

    encodedBody(answer, encoding) {
      if (answer.body.length < COMPRESS_FROM_BYTES) return undefined;
      const existing = answer.encoded[encoding];
      if (existing) return existing;
      const encoded = compress(answer.body, encoding);
      answer.encoded[encoding] = encoded;
      // Count the copy only while the answer is still held (a served-but-not-kept answer is garbage soon).
      if (entries.get(answer.key) === answer) {
        totalBytes += encoded.length;
        evict();
      }
      return encoded;
    },

    stats: () => ({ entries: entries.size, bytes: totalBytes, ...counters }),
  };
  return readPath;
}
