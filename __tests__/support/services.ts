/**
 * Fake services for state and page tests: an API answering from per-target handlers, a fixed clock, an
 * in-memory storage, cookies and navigation. Unhandled targets fail loudly with an ApiError naming them.
 */
import type {
  DirectParams,
  DirectResponse,
  DirectTargetName,
  ProxyParams,
  ProxyResponse,
  ProxyTargetName,
} from '../../src/shared/contract';
import { seasonLookupYearsFrom } from '../../src/shared/rules/seasons';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { errorMessage } from '../../src/client/state/request';
import { ApiError, type Api } from '../../src/client/services/api';
import { fixedClock } from '../../src/client/services/clock';
import { memoryCookies } from '../../src/client/services/cookies';
import { memoryNavigation, type MemoryNavigation } from '../../src/client/services/navigation';
import { memoryStorage } from '../../src/client/services/storage';
import type { Services } from '../../src/client/services';

export type ProxyHandlers = { [N in ProxyTargetName]?: (params: ProxyParams<N>) => ProxyResponse<N> | Promise<ProxyResponse<N>> };
export type DirectHandlers = { [N in DirectTargetName]?: (params: DirectParams<N>) => DirectResponse<N> | Promise<DirectResponse<N>> };

export interface FakeApi extends Api {
  calls: string[];
}

export function fakeApi(handlers: { proxy?: ProxyHandlers; direct?: DirectHandlers } = {}): FakeApi {
  const calls: string[] = [];
  return {
    calls,
    fetchProxy(name, params, _signal, parse) {
      calls.push(`${name} ${JSON.stringify(params)}`);
      const handler = handlers.proxy?.[name] as ((p: typeof params) => unknown) | undefined;
      if (!handler) return Promise.reject(new ApiError(`no fake for proxy target ${name}`, 500));
      // A reader that brings its wire parser gets the answer through it, as from the real API (via JSON).
      return Promise.resolve()
        .then(() => handler(params))
        .then((value) => (parse ? parse(JSON.parse(JSON.stringify(value)) as unknown) : value)) as never;
    },
    fetchDirect(name, params) {
      calls.push(`${name} ${JSON.stringify(params)}`);
      if (name === 'seasonLookup' && !handlers.direct?.seasonLookup && handlers.direct?.seasons)
        return lookUpFakeSeasons(handlers.direct.seasons, params as DirectParams<'seasonLookup'>) as never;
      const handler = handlers.direct?.[name] as ((p: typeof params) => unknown) | undefined;
      if (!handler) return Promise.reject(new ApiError(`no fake for direct target ${name}`, 500));
      return Promise.resolve().then(() => handler(params)) as never;
    },
  };
}

/**
 * The server's season look-up (issue 26) over a test's per-year `seasons` fake: each year asked, a year that
 * throws reported by its message, and the whole read failing as the first year did when every year failed.
 */
function lookUpFakeSeasons(seasons: NonNullable<DirectHandlers['seasons']>, { orgId, year }: DirectParams<'seasonLookup'>): Promise<DirectResponse<'seasonLookup'>> {
  const years = seasonLookupYearsFrom(year);
  return Promise.allSettled(years.map((each) => Promise.resolve().then(() => seasons({ orgId, year: each })))).then((outcomes) => {
    const [first] = outcomes;
    if (first?.status === 'rejected' && outcomes.every((outcome) => outcome.status === 'rejected')) throw first.reason;
    return {
      years: outcomes.map((outcome, index) => {
        const each = years[index] ?? year;
        return outcome.status === 'fulfilled' ? { year: each, seasons: outcome.value } : { year: each, failure: errorMessage(outcome.reason) };
      }),
    };
  });
}

/** The demo's frozen "now" in these tests: Saturday 21 November 2026, 14:00 in Oslo. */
export const TEST_NOW = '2026-11-21T13:00:00.000Z';

export function testConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    orgId: 10,
    sportId: 152,
    title: 'Ishockey Kampsenter',
    logo: '/brand/hockey.svg',
    defaultLanguage: 'no',
    timeZone: 'Europe/Oslo',
    serverNow: TEST_NOW,
    clockRate: 1,
    live: { subscribeKey: '', origin: '127.0.0.1:8080', ssl: false, feed: true },
    ...overrides,
  };
}

export function fakeServices(
  overrides: Partial<Omit<Services, 'navigation'>> & { navigation?: MemoryNavigation; url?: string } = {},
): Services & { navigation: MemoryNavigation } {
  const { url, navigation, ...rest } = overrides;
  return {
    api: fakeApi(),
    clock: fixedClock(TEST_NOW),
    storage: memoryStorage(),
    cookies: memoryCookies(),
    navigation: navigation ?? memoryNavigation(url ?? '/'),
    ...rest,
  };
}
