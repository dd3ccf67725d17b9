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
import { parseDirectResponse, parseProxyResponse } from './wire';
import type { ProxyParser } from './wire/responses';
import { asRecord, str } from './wire/read';

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

export interface Api {
  /**
   * A proxy call, its answer parsed at this boundary: by `parse` when the caller brings the parser (the
   * reads of lazily loaded pages), else by the first bundle's table (services/wire/responses).
   */
  fetchProxy<N extends ProxyTargetName>(name: N, params: ProxyParams<N>, signal?: AbortSignal, parse?: ProxyParser<N>): Promise<ProxyResponse<N>>;
  fetchDirect<N extends DirectTargetName>(name: N, params: DirectParams<N>, signal?: AbortSignal): Promise<DirectResponse<N>>;
}

export interface ApiOptions {
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Prefix of the API, `/api` by default. */
  baseUrl?: string;
}

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

export function createApi(options: ApiOptions = {}): Api {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  function request(url: string, init: RequestInit, what: string): Promise<unknown> {
    return doFetch(url, { ...init, headers: { accept: 'application/json', ...init.headers } }).then(
      (response) =>
        readJson(response, what).then((body) => {
          if (response.ok) return body;
          const record = asRecord(body);
          const message = (record && (str(record, 'message') ?? str(record, 'error'))) ?? response.statusText;
          throw new ApiError(`${what}: ${message || `HTTP ${response.status}`}`, response.status, record ? str(record, 'error') : null);
        }),
      (error: unknown) => {
        if (isAbortError(error)) throw error;
        throw new ApiError(`${what}: the server could not be reached`, 0, 'network');
      },
    );
  }

  return {
    fetchProxy(name, params, signal, parse) {
      const taReqUrl = buildTarget(name, params);
      const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ taReqUrl }), signal };
      return request(`${baseUrl}/proxy`, init, taReqUrl).then((raw) => (parse ? parse(raw) : parseProxyResponse(name, raw)));
    },
    fetchDirect(name, params, signal) {
      const path = buildDirectTarget(name, params);
      return request(`${baseUrl}/${path}`, { method: 'GET', signal }, path).then((raw) => parseDirectResponse(name, raw));
    },
  };
}
