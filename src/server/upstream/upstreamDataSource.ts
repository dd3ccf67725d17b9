/**
 * The `upstream` data source (DESIGN §1): a resilient transport to the federation's API. It keeps no cache of
 * its own: the app's read path (`src/server/readPath/`) caches, coalesces and serves stale copies for every
 * data source alike, so this module only has to fail fast, fail bounded and fail honestly:
 * - one timeout covers the headers and the whole body;
 * - the body is bounded while it streams (`readBodyWithin`), and refused at once when Content-Length
 *   announces more;
 * - a circuit breaker stops calling an upstream that keeps failing and answers 503 at once with the time of
 *   the next attempt;
 * - messages that reach a caller name the target, never the upstream's address (details go to `log`).
 *
 * decided here: the upstream speaks this same API (DESIGN §1 table): proxy targets go as
 * `POST {baseUrl}/api/proxy` with `{"taReqUrl": "<target>"}`, direct ones as `GET {baseUrl}/api/<target>`.
 * The target text sent is always rebuilt from the typed parameters (`buildTarget`/`buildDirectTarget`),
 * never the client's text, so only canonical contract targets ever leave this server.
 */
import {
  buildDirectTarget,
  buildTarget,
  type DirectParams,
  type ProxyParams,
  type ResolvedDirectTarget,
  type ResolvedProxyTarget,
} from '../../shared/contract';
import { NotFoundError, NotServedError, UpstreamError, type DataSource, type DataSourceStatus } from '../dataSource';
import type { CheckedTarget, WireDriftMonitor } from '../wire/driftMonitor';
import { createCircuitBreaker, type BreakerTicket } from './circuitBreaker';
import { BodyTooLargeError, readBodyWithin } from './readBody';

/** Where the details of a failure go (the upstream's address, the network error): the server log only. */
export interface UpstreamLog {
  warn(details: object, message: string): void;
}

export interface UpstreamOptions {
  /** Base URL of the upstream, e.g. `https://api.example.org` (a trailing slash is ignored). */
  baseUrl: string;
  /** Covers the headers and the whole body of one call. */
  timeoutMs: number;
  /** Largest upstream body accepted (default 16 MiB); larger is a failure, not a memory spike. */
  maxResponseBytes?: number;
  /** Consecutive failures (timeouts, refused, 5xx, non-JSON; not 404) that open the breaker. Default 5. */
  breakerFailures?: number;
  /** First cool-down of an open breaker (default 15 s); doubled after each failed probe … */
  breakerCooldownMs?: number;
  /** … up to this (default 2 min). */
  breakerMaxCooldownMs?: number;
  /** Failure details (with the upstream URL) for the server log; never part of a caller's message. */
  log?: UpstreamLog;
  fetch?: typeof fetch;
  /** The breaker's clock (injectable for tests). */
  nowMs?: () => number;
  /** Hears every fresh answer, to check it against the target's wire parser (issue 25); absent: no check. */
  drift?: WireDriftMonitor;
}

interface Call {
  /** What the caller asked for, in its canonical text: the only name a caller's message uses. */
  target: string;
  url: string;
  init: RequestInit;
}

interface Health {
  healthy: boolean;
  detail: string;
}

/** Network error codes worth naming to a caller, without the address Node puts beside them. */
const NETWORK_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ETIMEDOUT: 'connection timed out',
  EPIPE: 'connection closed',
  UND_ERR_SOCKET: 'connection closed before the answer was complete',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
  UND_ERR_HEADERS_OVERFLOW: 'answer headers too large',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'answer shorter or longer than announced',
  ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed TLS certificate',
  CERT_HAS_EXPIRED: 'TLS certificate expired',
};

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  cause?: unknown;
}

/**
 * The errors on a cause chain (undici wraps the socket's error in `fetch failed`), at most five deep. Read
 * by shape, not `instanceof Error`: fetch's errors come from Node's own realm, which is not the realm of
 * this module under a test runner's VM.
 */
function causeChain(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let current = error; typeof current === 'object' && current !== null && chain.length < 5; current = (current as ErrorLike).cause)
    chain.push(current as ErrorLike);
  return chain;
}

function networkProblem(error: unknown): string {
  const chain = causeChain(error);
  const code = chain.map((link) => link.code).find((value): value is string => typeof value === 'string');
  if (code !== undefined) return NETWORK_PROBLEMS[code] ?? `network error ${code}`;
  // undici ends a body cut short with a bare `terminated`.
  return chain[0]?.message === 'terminated' ? 'connection closed before the answer was complete' : 'network error';
}

/** Every message on the chain, for the server log (it may name the upstream's address; callers never see it). */
function fullDetail(error: unknown): string {
  const chain = causeChain(error);
  return chain.length === 0 ? String(error) : chain.map((link) => String(link.message)).join(': ');
}

const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

export function createUpstreamDataSource(options: UpstreamOptions): DataSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const nowMs = options.nowMs ?? (() => Date.now());
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const breaker = createCircuitBreaker({
    failureThreshold: options.breakerFailures ?? 5,
    cooldownMs: options.breakerCooldownMs ?? 15_000,
    maxCooldownMs: options.breakerMaxCooldownMs ?? 120_000,
    nowMs,
  });
  const controllers = new Set<AbortController>();
  const underWay = new Set<Promise<unknown>>();
  let health: Health = { healthy: true, detail: 'no request yet' };
  let closed = false;

  function report(call: Call, problem: string, error?: unknown): void {
    options.log?.warn({ upstream: call.url, method: call.init.method, target: call.target, error: error === undefined ? undefined : fullDetail(error) }, problem);
  }

  function asUpstreamError(error: unknown, call: Call, aborted: boolean): UpstreamError {
    if (error instanceof UpstreamError) return error;
    if (error instanceof BodyTooLargeError) return new UpstreamError(`upstream ${error.message} for ${call.target}`, 502);
    if (aborted)
      return new UpstreamError(
        closed ? `upstream request for ${call.target} cancelled: shutting down` : `upstream did not answer ${call.target} within ${options.timeoutMs} ms`,
        504,
      );
    return new UpstreamError(`upstream unreachable for ${call.target} (${networkProblem(error)})`, 502);
  }

  /** One HTTP exchange; every failure leaves as NotFoundError or an UpstreamError whose message names only the target. */
  async function exchange(call: Call): Promise<unknown> {
    const controller = new AbortController();
    controllers.add(controller);
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      // Redirects are not followed: a 301/302 would turn the proxy POST into a GET. Point UPSTREAM_URL at the
      // final address instead.
      const response = await doFetch(call.url, { ...call.init, signal: controller.signal, redirect: 'manual' });
      if (response.status >= 300 && response.status < 400)
        throw new UpstreamError(`upstream redirected ${call.target} (HTTP ${response.status}); set UPSTREAM_URL to the final address`, 502);
      if (response.status === 404) throw new NotFoundError(`not found upstream: ${call.target}`);
      if (!response.ok) throw new UpstreamError(`upstream answered HTTP ${response.status} for ${call.target}`, 502);
      const text = await readBodyWithin(response, maxResponseBytes, controller.signal);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new UpstreamError(`upstream answered ${call.target} with a body that is not JSON`, 502);
      }
    } catch (error) {
      if (error instanceof NotFoundError) throw error;
      const failure = asUpstreamError(error, call, controller.signal.aborted);
      // The log gets what the caller must not: the upstream's URL and the network error's own words.
      if (!closed) report(call, failure.message, failure === error ? undefined : error);
      throw failure;
    } finally {
      clearTimeout(timer);
      // Ends the exchange whatever happened: after a refused or oversized body it closes the connection
      // instead of draining it; after a complete body it is a no-op.
      controller.abort();
      controllers.delete(controller);
    }
  }

  function unavailable(call: Call, retryAtMs: number, consecutiveFailures: number): UpstreamError {
    const retryAfterSeconds = Math.max(1, Math.ceil((retryAtMs - nowMs()) / 1000));
    return new UpstreamError(
      `upstream unavailable after ${consecutiveFailures} consecutive failures: ${call.target} not requested; next attempt at ${new Date(retryAtMs).toISOString()} (in ${retryAfterSeconds} s)`,
      503,
      retryAfterSeconds,
    );
  }

  async function settle(call: Call, ticket: BreakerTicket): Promise<unknown> {
    try {
      const value = await exchange(call);
      breaker.succeeded(ticket);
      health = { healthy: true, detail: 'upstream answering' };
      return value;
    } catch (error) {
      // A 404 is the upstream's answer, not a failure of it.
      if (error instanceof NotFoundError) {
        breaker.succeeded(ticket);
        health = { healthy: true, detail: 'upstream answering' };
        throw error;
      }
      if (closed) breaker.released(ticket);
      else {
        breaker.failed(ticket);
        health = { healthy: false, detail: `upstream failing (${error instanceof Error ? error.message : String(error)})` };
      }
      throw error;
    }
  }

  function request(call: Call): Promise<unknown> {
    if (closed) return Promise.reject(new UpstreamError('data source is closed', 502));
    const admission = breaker.admit();
    if (!admission.admitted) return Promise.reject(unavailable(call, admission.retryAtMs, admission.consecutiveFailures));
    const promise = settle(call, admission.ticket);
    underWay.add(promise);
    void promise.then(
      () => underWay.delete(promise),
      () => underWay.delete(promise),
    );
    return promise;
  }

  /** Every answer from here is fresh (the read path caches, not this module): each is told to the drift check. */
  function checked(target: CheckedTarget, answer: Promise<unknown>): Promise<unknown> {
    const drift = options.drift;
    return drift === undefined ? answer : answer.then((body) => {
      drift.answered(target, body);
      return body;
    });
  }

  return {
    kind: 'upstream',
    proxy(target: ResolvedProxyTarget) {
      const taReqUrl = buildTarget(target.name, target.params as ProxyParams<typeof target.name>);
      return checked({ kind: 'proxy', name: target.name }, request({
        target: taReqUrl,
        url: `${baseUrl}/api/proxy`,
        init: {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ taReqUrl }),
        },
      }));
    },
    direct(target: ResolvedDirectTarget) {
      // The read path composes these itself (issue 26); they are this server's own, never the upstream's.
      if (target.name === 'seasonLookup') return Promise.reject(new NotServedError(`${target.name} is composed by the read path, not asked upstream`));
      const path = buildDirectTarget(target.name, target.params as DirectParams<typeof target.name>);
      return checked({ kind: 'direct', name: target.name }, request({ target: path, url: `${baseUrl}/api/${path}`, init: { method: 'GET', headers: { accept: 'application/json' } } }));
    },
    ...(options.drift ? { wireDrift: options.drift.summary } : {}),
    status(): DataSourceStatus {
      const circuit = breaker.state();
      return { kind: 'upstream', healthy: health.healthy && circuit.kind === 'closed', detail: `${health.detail}; ${breaker.describe()}` };
    },
    async close() {
      closed = true;
      for (const controller of controllers) controller.abort();
      await Promise.allSettled([...underWay]);
    },
  };
}
