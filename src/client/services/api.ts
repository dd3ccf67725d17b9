/**
 * The client's only way to the server (DESIGN §1): the two direct calls and the proxy, typed by the
 * contract. Responses are parsed into contract entities at this boundary; failures become `ApiError`
 * carrying the server's message (`{ error, message }`).
 */
import {
  buildDirectTarget,
  buildTarget,
  type DirectParams,
  type DirectResponse,
  type DirectTargetName,
  type ProxyParams,
  type ProxyResponse,
  type ProxyTargetName,
} from '../../shared/contract';
import { parseDirectResponse, parseProxyResponse } from '../../shared/wire';
import type { ProxyParser } from '../../shared/wire/responses';
import { WireShapeError, asRecord, str } from '../../shared/wire/read';
import { KEPT_COPY_HEADER } from '../serviceWorker/cachePolicy';

/** A failed call: `status` is the HTTP status (0 when the network failed), `message` is safe to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * What the api tells the app about its reads (issue 10 §2, §4), so the page can say so: a read waiting to
 * retry after 429/503 (the boot never stalls silently), the end of that wait, and answers the server gave
 * from a stale copy (its `Age` past max-age and stale-while-revalidate: the results service is not
 * answering) or fresh again.
 */
export type ApiEvent =
  | { type: 'retrying'; what: string; attempt: number; delayMs: number; status: number }
  /** A read that has retried is over, answered or failed. */
  | { type: 'retrySettled'; what: string }
  | { type: 'staleAnswer'; what: string; updatedAtMs: number }
  | { type: 'freshAnswer'; what: string };

export interface Api {
  /**
   * A proxy call, its answer parsed at this boundary: by `parse` when the caller brings the parser (the
   * reads of lazily loaded pages), else by the first bundle's table (shared/wire/responses).
   */
  fetchProxy<N extends ProxyTargetName>(name: N, params: ProxyParams<N>, signal?: AbortSignal, parse?: ProxyParser<N>): Promise<ProxyResponse<N>>;
  fetchDirect<N extends DirectTargetName>(name: N, params: DirectParams<N>, signal?: AbortSignal): Promise<DirectResponse<N>>;
  /** The server's `GET /healthz` body as sent (the ops wall parses its drift part, issue 25). Absent on fakes. */
  fetchHealth?(signal?: AbortSignal): Promise<unknown>;
  /** Listens to the api's events; returns the unsubscribe. Absent on fakes that have nothing to tell. */
  subscribe?(listener: (event: ApiEvent) => void): () => void;
}

export interface ApiOptions {
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Prefix of the API, `/api` by default. */
  baseUrl?: string;
  /** The server's health path, `/healthz` by default. */
  healthUrl?: string;
  /** Retries of a read answered 429 or 503 (default 6), and the first backoff (default 1,000 ms, doubling). */
  retries?: number;
  backoffMs?: number;
  /** Device time in epoch ms (injectable for tests). */
  nowMs?: () => number;
  /** Waits (injectable for tests); must resolve early, or reject, when the signal aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** The statuses that say "not now": a rate limit or an unavailable upstream. Reads are idempotent, so retry. */
const RETRY_STATUSES = new Set([429, 503]);
const MAX_BACKOFF_MS = 30_000;

// Promise chains rather than async functions: the client build targets old browsers too, and each async
// function there costs a copy of the regenerator helpers in the initial bundle.
function readJson(response: Response, what: string): Promise<unknown> {
  return response.text().then((text) => {
    if (text === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (!response.ok) return null;
      throw new ApiError(`${what}: the server answered with something that is not JSON`, response.status, 'invalid_json');
    }
  });
}

/** `Retry-After` in seconds or as an HTTP date, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/** A Cache-Control directive's seconds (`max-age=15`), or undefined. */
function directiveSeconds(cacheControl: string | null, name: string): number | undefined {
  const match = cacheControl && new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}


function abortError(): DOMException {
  return new DOMException('The read was aborted', 'AbortError');
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A shared read: its answer, and how many callers still wait for it (the fetch is aborted when none do). */
interface SharedRead {
  body: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

export function createApi(options: ApiOptions = {}): Api {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const retries = options.retries ?? 6;
  const backoffMs = options.backoffMs ?? 1000;
  const nowMs = options.nowMs ?? (() => Date.now());
  const sleep = options.sleep ?? defaultSleep;
  const listeners = new Set<(event: ApiEvent) => void>();
  const staleReads = new Set<string>();
  const retried = new Set<string>();
  const inFlight = new Map<string, SharedRead>();
  const emit = (event: ApiEvent) => listeners.forEach((listener) => listener(event));
  // URLs whose last answer could not be read: the next read asks the server again instead of taking the
  // browser's cached copy (stale-while-revalidate would hand the same unreadable answer back, issue 25).
  const unreadable = new Set<string>();

  /** Parses an answer; one that is not the shape its target needs is a failed read (issue 25 case 5). */
  function parsed<T>(url: string, what: string, parse: () => T): T {
    try {
      const value = parse();
      unreadable.delete(url);
      return value;
    } catch (error) {
      if (!(error instanceof WireShapeError)) throw error;
      unreadable.add(url);
      throw new ApiError(`${what}: the answer could not be read`, 200, 'unreadable');
    }
  }

  /** Tells the app when an answer came from a stale copy, and when a read that was stale is fresh again. */
  function noteFreshness(response: Response, what: string): void {
    const age = Number(response.headers.get('age') ?? '0');
    const cacheControl = response.headers.get('cache-control');
    const maxAge = directiveSeconds(cacheControl, 'max-age');
    // A copy served while it is being revalidated may be up to max-age + stale-while-revalidate old with a
    // healthy source; older than that, the source did not answer (stale-if-error). A copy the service worker
    // kept answers because the network did not (issue 29), whatever its age.
    const kept = response.headers.get(KEPT_COPY_HEADER) !== null;
    if (kept || (maxAge !== undefined && age > maxAge + (directiveSeconds(cacheControl, 'stale-while-revalidate') ?? 0))) {
      staleReads.add(what);
      emit({ type: 'staleAnswer', what, updatedAtMs: nowMs() - age * 1000 });
    } else if (staleReads.delete(what)) {
      emit({ type: 'freshAnswer', what });
    }
  }

  function attempt(url: string, what: string, signal: AbortSignal, tries: number): Promise<unknown> {
    const revalidate: RequestInit = unreadable.has(url) ? { cache: 'no-cache' } : {};
    return doFetch(url, { method: 'GET', headers: { accept: 'application/json' }, signal, ...revalidate }).then(
      (response) => {
        if (RETRY_STATUSES.has(response.status) && tries < retries) {
          // Honour the server's Retry-After; else back off exponentially with jitter, so a crowd that was
          // refused together does not come back together.
          const delayMs = Math.min(
            MAX_BACKOFF_MS,
            retryAfterMs(response.headers.get('retry-after'), nowMs()) ?? backoffMs * 2 ** tries * (0.5 + Math.random() / 2),
          );
          retried.add(what);
          emit({ type: 'retrying', what, attempt: tries + 1, delayMs, status: response.status });
          return sleep(delayMs, signal).then(() => attempt(url, what, signal, tries + 1));
        }
        const answer = readJson(response, what).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === 'invalid_json') unreadable.add(url);
          throw error;
        });
        return answer.then((body) => {
          if (response.ok) {
            noteFreshness(response, what);
            return body;
          }
          const record = asRecord(body);
          const message = (record && (str(record, 'message') ?? str(record, 'error'))) ?? response.statusText;
          throw new ApiError(`${what}: ${message || `HTTP ${response.status}`}`, response.status, record ? str(record, 'error') : null);
        });
      },
      (error: unknown) => {
        if (isAbortError(error)) throw error;
        throw new ApiError(`${what}: the server could not be reached`, 0, 'network');
      },
    );
  }

  /**
   * One GET per distinct URL in flight (issue 10 §2): callers of the same read share its answer. Each
   * caller may abort its own wait; the fetch itself is aborted only when no caller waits any more.
   */
  function read(url: string, what: string, signal?: AbortSignal): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(abortError());
    let shared = inFlight.get(url);
    if (!shared) {
      const controller = new AbortController();
      const created: SharedRead = { controller, waiting: 0, body: Promise.resolve(null) };
      created.body = attempt(url, what, controller.signal, 0).finally(() => {
        if (inFlight.get(url) === created) inFlight.delete(url);
        if (retried.delete(what)) emit({ type: 'retrySettled', what });
      });
      // The shared promise may be left with no caller (all aborted): its rejection is handled here.
      created.body.catch(() => undefined);
      inFlight.set(url, created);
      shared = created;
    }
    const current = shared;
    current.waiting += 1;
    return new Promise<unknown>((resolve, reject) => {
      const onAbort = () => {
        reject(abortError());
        current.waiting -= 1;
        if (current.waiting === 0) {
          current.controller.abort();
          if (inFlight.get(url) === current) inFlight.delete(url);
        }
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      current.body.then(
        (body) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(body);
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  return {
    fetchProxy(name, params, signal, parse) {
      const taReqUrl = buildTarget(name, params);
      // The cacheable GET form (DESIGN §1), the target unencoded: its URL is the canonical target.
      const url = `${baseUrl}/proxy?taReqUrl=${taReqUrl}`;
      return read(url, taReqUrl, signal).then((raw) => parsed(url, taReqUrl, () => (parse ? parse(raw) : parseProxyResponse(name, raw))));
    },
    fetchDirect(name, params, signal) {
      const path = buildDirectTarget(name, params);
      const url = `${baseUrl}/${path}`;
      return read(url, path, signal).then((raw) => parsed(url, path, () => parseDirectResponse(name, raw)));
    },
    fetchHealth(signal) {
      return read(options.healthUrl ?? '/healthz', 'healthz', signal);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
