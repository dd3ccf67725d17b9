/**
 * Saga-side calls to the API: each call gets an AbortController that redux-saga's cancellation (a newer
 * selection, `takeLatest`) aborts, so a superseded request does not keep the network busy.
 */
import { CANCEL } from 'redux-saga';
import type {
  DirectParams,
  DirectResponse,
  DirectTargetName,
  ProxyParams,
  ProxyResponse,
  ProxyTargetName,
} from '../../shared/contract';
import type { Api } from '../services/api';

function abortable<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  return Object.assign(run(controller.signal), { [CANCEL]: () => controller.abort() });
}

export function requestProxy<N extends ProxyTargetName>(api: Api, name: N, params: ProxyParams<N>): Promise<ProxyResponse<N>> {
  return abortable((signal) => api.fetchProxy(name, params, signal));
}

export function requestDirect<N extends DirectTargetName>(api: Api, name: N, params: DirectParams<N>): Promise<DirectResponse<N>> {
  return abortable((signal) => api.fetchDirect(name, params, signal));
}

/** The text stored for a failed request (SPEC §8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : 'Unknown error';
}
