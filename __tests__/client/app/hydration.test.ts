/** DESIGN §6.4: how the browser takes over a server-rendered page. */
import type { RouteObject } from 'react-router-dom';
import { answeredReads, keptLanguage, pageStateOf, preloadedFromPage, readPageState, resolveLazyRoutes, takeRenderedLocation } from '../../../src/client/app/hydration';
import { emptyMatch, versionsOf } from '../../../src/client/state/live/liveSlice';
import type { LiveEvent } from '../../../src/shared/contract/live';
import type { RootState } from '../../../src/client/app/store';
import { PAGE_STATE_ELEMENT_ID } from '../../../src/shared/pageRender';

function documentWith(text: string | null): Pick<Document, 'getElementById'> {
  return { getElementById: (id: string) => (id === PAGE_STATE_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null) };
}

describe('taking over a server-rendered page', () => {
  it('reads the page state, and reads none from the shell, a damaged element or another shape', () => {
    expect(readPageState(documentWith('{"site":{"title":"x"},"language":{"language":"en"}}'))).toEqual({ site: { title: 'x' }, language: { language: 'en' } });
    expect(readPageState(documentWith(null))).toBeNull();
    expect(readPageState(documentWith('{"site":'))).toBeNull();
    expect(readPageState(documentWith('[1,2]'))).toBeNull();
    expect(readPageState(documentWith('null'))).toBeNull();
  });

  it('a live view’s events travel without their versions index (issue 26), which the browser rebuilds', () => {
    const events = [{ ClientId: 'a', MatchId: 7, MatchEventType: 'Goal', TimeToken: '17000000000000000' }] as LiveEvent[];
    const server = {
      site: { title: 'x' },
      language: { language: 'en' },
      live: { matches: { 7: { ...emptyMatch(7), events, versions: versionsOf(events) } } },
    } as unknown as RootState;
    const text = JSON.stringify(pageStateOf(server));
    expect(text).not.toContain('versions');
    expect(readPageState(documentWith(text))?.live.matches[7]?.versions).toEqual(versionsOf(events));
  });

  it('starts from the server’s state with this answer’s configuration and the kept language, the read cache apart', () => {
    const server = { site: { serverNow: 'then', title: 'Old' }, language: { language: 'no' }, catalog: { seasons: 'ready' }, api: { queries: {} } } as unknown as RootState;
    const config = { serverNow: 'now', title: 'New' } as RootState['site'];
    const preloaded = preloadedFromPage(server, config, { language: 'en' });
    expect(preloaded).toEqual({ site: { serverNow: 'now', title: 'New' }, language: { language: 'en' }, catalog: { seasons: 'ready' } });
  });

  it('keeps the page’s own objects where this answer’s configuration and the kept language equal them (issue 26: no re-render after hydration)', () => {
    const site = { serverNow: 'then', live: { feed: true } };
    const language = { language: 'no' };
    const server = { site, language, catalog: {}, api: { queries: {} } } as unknown as RootState;
    const preloaded = preloadedFromPage(server, { live: { feed: true }, serverNow: 'then' } as unknown as RootState['site'], { language: 'no' });
    expect(preloaded.site).toBe(site);
    expect(preloaded.language).toBe(language);
    // A page from the server's render cache: the answer's configuration is newer only in its instant. The
    // page's site is kept (AppShell reads it: a new object re-rendered the whole page after hydration).
    expect(preloadedFromPage(server, { live: { feed: true }, serverNow: 'now' } as unknown as RootState['site'], { language: 'no' }).site).toBe(site);
    // A configuration that differs in a nested value is taken, not the page's.
    const other = { serverNow: 'then', live: { feed: false } } as unknown as RootState['site'];
    expect(preloadedFromPage(server, other, { language: 'no' }).site).toBe(other);
  });

  it('puts the settled address the server rendered at in the bar before the router reads it, keeping the fragment (issue 26)', () => {
    const withLocation = (location: string | null): Pick<Document, 'getElementById'> => ({
      getElementById: (id: string) => (id === PAGE_STATE_ELEMENT_ID ? ({ getAttribute: (name: string) => (name === 'data-location' ? location : null) } as unknown as HTMLElement) : null),
    });
    const replaced: string[] = [];
    const history = { state: { idx: 0 }, replaceState: (_state: unknown, _unused: string, url?: string | URL | null) => void replaced.push(String(url)) };
    const here = { pathname: '/match', search: '?matchId=7', hash: '#goals' };
    takeRenderedLocation(withLocation('/match?matchId=7&seasonId=3'), history, here);
    expect(replaced).toEqual(['/match?matchId=7&seasonId=3#goals']);
    // Already there, another path, no address, or not a path: nothing is changed.
    takeRenderedLocation(withLocation('/match?matchId=7'), history, here);
    takeRenderedLocation(withLocation('/scoreboard?seasonId=3'), history, here);
    takeRenderedLocation(withLocation(null), history, here);
    takeRenderedLocation(withLocation('https://elsewhere.example/match?x=1'), history, here);
    expect(replaced).toHaveLength(1);
  });

  it('starts in the language this browser keeps, else in the page’s own (not the site’s default)', () => {
    expect(keptLanguage('en', 'no')).toBe('en');
    expect(keptLanguage(null, 'en')).toBe('en');
    expect(keptLanguage('klingon', 'no')).toBe('no');
  });

  it('adopts the reads the server had answers for, not its failures (the browser makes those again)', () => {
    const cache = {
      queries: {
        'getStandings({"tournamentId":1})': { status: 'fulfilled', data: [1] },
        'getGoals({"matchId":2})': { status: 'rejected', error: { status: 500 } },
        'getPeriods({"matchId":2})': { status: 'pending' },
        'getMatchDetails({"matchId":2})': { status: 'fulfilled', data: { partlyFailed: true } },
      },
      mutations: {},
    } as unknown as NonNullable<RootState['api']>;
    expect(Object.keys(answeredReads(cache).queries)).toEqual(['getStandings({"tournamentId":1})']);
  });

  it('loads the lazy routes the address matches before the first render, and only those', async () => {
    const loaded: string[] = [];
    const page = (name: string) => () => {
      loaded.push(name);
      return Promise.resolve({ Component: () => null });
    };
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'standings', lazy: page('standings') }, { path: 'schedule', lazy: page('schedule') }] }];
    await resolveLazyRoutes(routes, { pathname: '/standings' });
    expect(loaded).toEqual(['standings']);
    const standings = routes[0]?.children?.[0];
    expect(standings?.lazy).toBeUndefined();
    expect(standings?.Component).toBeDefined();
  });
});
