/**
 * A redux-saga-test-plan dynamic provider for the API calls the sagas make (`requestDirect`,
 * `requestProxy`): answers from per-target handlers; a handler that throws becomes a failed call (a
 * dynamic provider that throws rethrows into the saga, also inside nested calls).
 */
import type { EffectProviders } from 'redux-saga-test-plan/providers';
import type { DirectResponse, Season } from '../../src/shared/contract';
import { seasonLookupYearsFrom } from '../../src/shared/rules/seasons';
import { errorMessage, requestDirect, requestProxy } from '../../src/client/state/request';

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
      if (!handler && name === 'seasonLookup' && fixture.direct?.seasons) return lookUpSeasons(fixture.direct.seasons, params as { orgId: number; year: number });
      if (!handler) throw new Error(`no fixture for ${name}`);
      return handler(params);
    },
  };
}

/**
 * The server's season look-up (issue 26) over a fixture's per-year `seasons` handler: each year asked, a year
 * that throws reported by its message, and the read failing as the first year did when every year failed.
 */
function lookUpSeasons(seasons: Handler, { orgId, year }: { orgId: number; year: number }): DirectResponse<'seasonLookup'> {
  const outcomes = seasonLookupYearsFrom(year).map((each) => {
    try {
      return { year: each, seasons: seasons({ orgId, year: each }) as Season[] };
    } catch (error) {
      return { year: each, error };
    }
  });
  const [first] = outcomes;
  if (first && 'error' in first && outcomes.every((outcome) => 'error' in outcome)) throw first.error;
  return { years: outcomes.map((outcome) => ('error' in outcome ? { year: outcome.year, failure: errorMessage(outcome.error) } : outcome)) };
}
