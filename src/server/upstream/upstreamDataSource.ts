/**
 * The `upstream` data source (DESIGN §1): forwards allowed targets to the federation's API with a response
 * cache, coalescing of identical in-flight requests, a timeout, and stale-if-error serving so a kiosk keeps
 * its last good data when the upstream stumbles.
 *
 * decided here: the upstream speaks this same API (DESIGN §1 table): proxy targets go as
 * `POST {baseUrl}/api/proxy` with `{"taReqUrl": "<target>"}`, direct ones as `GET {baseUrl}/api/<target>`.
 * The target text sent is always rebuilt from the typed parameters (`buildTarget`/`buildDirectTarget`),
 * never the client's text, so only canonical contract targets ever leave this server, and the canonical
 * text is also the cache key (`?&a=` and `?a=` spellings share one entry).
 */
import {
  buildDirectTarget,
  buildTarget,
  type DirectParams,
  type ProxyParams,
  type ResolvedDirectTarget,
  type ResolvedProxyTarget,
} from '../../shared/contract';
import { NotFoundError, UpstreamError, type DataSource, type DataSourceStatus } from '../dataSource';
import { ResponseCache } from './responseCache';

export interface UpstreamOptions {
  /** Base URL of the upstream, e.g. `https://api.example.org` (a trailing slash is ignored). */
  baseUrl: string;
  timeoutMs: number;
  /** Fresh lifetime of a cached response; 0 disables caching but keeps stale-if-error copies. */
  ttlSeconds: number;
  /** How long past its TTL a cached copy may be served while the upstream fails. Default 24 h. */
  maxStaleSeconds?: number;
  /** Bound of the cache: entries (default 1000) and body bytes (default 64 MiB). */
  maxEntries?: number;
  maxBytes?: number;
  /** Largest upstream body accepted (default 16 MiB); larger is a failure, not a memory spike. */
  maxResponseBytes?: number;
  fetch?: typeof fetch;
  nowMs?: () => number;
}

interface Request {
  key: string;
  url: string;
  init: RequestInit;
}

interface Health {
  healthy: boolean;
  detail: string;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createUpstreamDataSource(options: UpstreamOptions): DataSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const nowMs = options.nowMs ?? (() => Date.now());
  const maxResponseBytes = options.maxResponseBytes ?? 16 * 1024 * 1024;
  const cache = new ResponseCache({
    ttlMs: options.ttlSeconds * 1000,
    maxStaleMs: (options.maxStaleSeconds ?? 24 * 3600) * 1000,
    maxEntries: options.maxEntries ?? 1000,
    maxBytes: options.maxBytes ?? 64 * 1024 * 1024,
    nowMs,
  });
  const inFlight = new Map<string, Promise<unknown>>();
  const controllers = new Set<AbortController>();
  let health: Health = { healthy: true, detail: 'no request yet' };
  let closed = false;

  async function callUpstream({ url, init }: Request): Promise<{ value: unknown; bytes: number }> {
    const controller = new AbortController();
    controllers.add(controller);
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      // The timeout covers the body too: a stalled stream after the headers is still a timeout.
      // Redirects are not followed: a 301/302 would turn the proxy POST into a GET. Point UPSTREAM_URL at
      // the final address instead.
      const response = await doFetch(url, { ...init, signal: controller.signal, redirect: 'manual' });
      const text = await response.text();
      if (response.status >= 300 && response.status < 400)
        throw new UpstreamError(`upstream redirected (HTTP ${response.status}); set UPSTREAM_URL to the final address`, 502);
      if (response.status === 404) throw new NotFoundError(`not found upstream: ${init.method} ${url}`);
      if (!response.ok) throw new UpstreamError(`upstream answered HTTP ${response.status}`, 502);
      // Character count stands in for bytes: close enough for a bound.
      if (text.length > maxResponseBytes) throw new UpstreamError(`upstream body exceeds ${maxResponseBytes} bytes`, 502);
      try {
        return { value: JSON.parse(text) as unknown, bytes: text.length };
      } catch {
        throw new UpstreamError('upstream answered a body that is not JSON', 502);
      }
    } catch (error) {
      if (error instanceof NotFoundError || error instanceof UpstreamError) throw error;
      if (controller.signal.aborted)
        throw new UpstreamError(
          closed ? 'upstream request cancelled: shutting down' : `upstream did not answer within ${options.timeoutMs} ms`,
          504,
        );
      throw new UpstreamError(`upstream unreachable: ${describe(error)}`, 502);
    } finally {
      clearTimeout(timer);
      controllers.delete(controller);
    }
  }

  async function fetchAndStore(request: Request): Promise<unknown> {
    try {
      const { value, bytes } = await callUpstream(request);
      cache.set(request.key, value, bytes);
      health = { healthy: true, detail: `upstream ${baseUrl} answering` };
      return value;
    } catch (error) {
      // A 404 is the upstream's answer, not a failure: no stale copy stands in for a record that is gone.
      if (error instanceof NotFoundError) throw error;
      const stale = cache.usable(request.key);
      const problem = describe(error);
      if (stale) {
        health = {
          healthy: false,
          detail: `upstream failing (${problem}); serving cached copies, this one ${Math.round(cache.ageMs(stale) / 1000)} s old`,
        };
        return stale.value;
      }
      health = { healthy: false, detail: `upstream failing (${problem}); no cached copy` };
      throw error;
    }
  }

  function get(request: Request): Promise<unknown> {
    if (closed) return Promise.reject(new UpstreamError('data source is closed', 502));
    const fresh = cache.fresh(request.key);
    if (fresh) return Promise.resolve(fresh.value);
    // N identical requests while one is under way share its answer: one upstream call.
    const pending = inFlight.get(request.key);
    if (pending) return pending;
    const promise = fetchAndStore(request).finally(() => inFlight.delete(request.key));
    inFlight.set(request.key, promise);
    return promise;
  }

  return {
    kind: 'upstream',
    proxy(target: ResolvedProxyTarget) {
      const taReqUrl = buildTarget(target.name, target.params as ProxyParams<typeof target.name>);
      return get({
        key: `proxy ${taReqUrl}`,
        url: `${baseUrl}/api/proxy`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ taReqUrl }),
        },
      });
    },
    direct(target: ResolvedDirectTarget) {
      const path = buildDirectTarget(target.name, target.params as DirectParams<typeof target.name>);
      return get({
        key: `direct ${path}`,
        url: `${baseUrl}/api/${path}`,
        init: { method: 'GET', headers: { accept: 'application/json' } },
      });
    },
    status(): DataSourceStatus {
      return { kind: 'upstream', healthy: health.healthy, detail: `${health.detail}; ${cache.size} cached responses` };
    },
    async close() {
      closed = true;
      for (const controller of controllers) controller.abort();
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
