/**
 * The one seam between the HTTP routes and where data comes from (DESIGN §1): the embedded demo league or
 * the federation's API. Routes resolve and validate a target first; a data source only ever sees
 * targets of the contract.
 */
import type {
  DirectParams,
  DirectResponse,
  SourceDirectTargetName,
  ProxyParams,
  ProxyResponse,
  ProxyTargetName,
  ResolvedDirectTarget,
  ResolvedProxyTarget,
} from '../shared/contract';
import type { DriftSummary } from './wire/driftWindow';

export interface DataSourceStatus {
  kind: 'demo' | 'upstream';
  /** false while the upstream is failing and stale data is served. */
  healthy: boolean;
  detail: string;
}

export interface DataSource {
  readonly kind: 'demo' | 'upstream';
  proxy(target: ResolvedProxyTarget): Promise<unknown>;
  /** A direct target; the ones the read path composes (`seasonLookup`, issue 26) never come here, and a source refuses them. */
  direct(target: ResolvedDirectTarget): Promise<unknown>;
  status(): DataSourceStatus;
  /** Upstream mode: what the upstream's answers could not be read as in the last hour (issue 25, server/wire). */
  wireDrift?(): DriftSummary;
  close?(): Promise<void>;
}

/** The target exists in the contract but this source cannot answer it (yet): HTTP 501. */
export class NotServedError extends Error {
  override readonly name = 'NotServedError';
}

/**
 * The upstream failed and no stale copy exists: HTTP 502 (bad answer, unreachable), 503 (circuit open: not
 * asked at all; `retryAfterSeconds` says when it will be tried again) or 504 (no answer in time).
 */
export class UpstreamError extends Error {
  override readonly name = 'UpstreamError';
  constructor(
    message: string,
    readonly statusCode: 502 | 503 | 504,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** A record the target names does not exist (unknown matchId, …): HTTP 404. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/** Typed handler tables, so each handler sees its own parameters and must return its own response. */
export type ProxyHandlers = { [N in ProxyTargetName]?: (params: ProxyParams<N>) => ProxyResponse<N> };
export type DirectHandlers = { [N in SourceDirectTargetName]: (params: DirectParams<N>) => DirectResponse<N> };
