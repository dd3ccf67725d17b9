/**
 * A redux-saga-test-plan dynamic provider for the API calls the sagas make (`requestDirect`,
 * `requestProxy`): answers from per-target handlers; a handler that throws becomes a failed call (a
 * dynamic provider that throws rethrows into the saga, also inside nested calls).
 */
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import { requestDirect, requestProxy } from '../../src/client/state/request';

type Handler = (params: any) => unknown;

export interface ApiFixture {
  direct?: Record<string, Handler>;
  proxy?: Record<string, Handler>;
}

export function provideApi(fixture: ApiFixture): EffectProviders {
  return {
    call(effect, next) {
      const table = effect.fn === requestDirect ? fixture.direct : effect.fn === requestProxy ? fixture.proxy : undefined;
      if (effect.fn !== requestDirect && effect.fn !== requestProxy) return next();
      const [, name, params] = effect.args as [unknown, string, unknown];
      const handler = table?.[name];
      if (!handler) throw new Error(`no fixture for ${name}`);
      return handler(params);
    },
  };
}
