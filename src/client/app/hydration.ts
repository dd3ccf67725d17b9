/**
 * Taking over a server-rendered page (DESIGN §6.4): the state the server rendered with, read from the page's
 * JSON element; the route's page code loaded before the first render, so the browser's first render is the
 * server's markup (no placeholder in between, no hydration mismatch); and the server's read cache handed to
 * the browser's, so nothing the HTML carried is asked for again.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { PAGE_STATE_ELEMENT_ID } from '../../shared/pageRender';
import type { Language } from '../../shared/siteConfig';
import { isLanguage } from '../domain/language';
import type { UnknownAction } from '@reduxjs/toolkit';
import { SERVER_CACHE_ARRIVED } from '../state/api/api';
import { liveStateForPage, liveStateFromPage, type PageLiveState } from '../state/live/liveSlice';
import { isFailedEntry } from '../state/reads/retry';
import { sameJsonValue } from '../state/sameItems';
import type { RootState } from './store';

/** The store's state as the page's JSON carries it (what the browser rebuilds is left out: `pageStateOf`). */
export type PageState = Omit<RootState, 'live'> & { live: PageLiveState };

/** The state the server writes into the page: the store's, without the live events' index (issue 26). */
export function pageStateOf(state: RootState): PageState {
  return { ...state, live: liveStateForPage(state.live) };
}

/**
 * The server-rendered state, or null for a page the server did not render (the shell, a copy from a CDN
 * of index.html). Only its shape's top level is checked: it was written by this build's own renderer. What
 * the page left out is rebuilt here (the live events' index), once, for the store and the hydration render.
 */
export function readPageState(doc: Pick<Document, 'getElementById'>): RootState | null {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('site' in value) || !('language' in value)) return null;
  const page = value as PageState;
  // (A state without a live part is taken as it is: one written by this build always has one.)
  return (page.live as PageLiveState | undefined) ? { ...page, live: liveStateFromPage(page.live) } : (page as unknown as RootState);
}

/** The server's device time the page was rendered at (the state element's `data-rendered-at`), or null. */
export function readRenderedAtDeviceMs(doc: Pick<Document, 'getElementById'>): number | null {
  const value = Number(doc.getElementById(PAGE_STATE_ELEMENT_ID)?.getAttribute('data-rendered-at') ?? Number.NaN);
  return Number.isFinite(value) ? value : null;
}

/**
 * Issue 26: puts the address the server rendered at (its boot settled the query: `PageRenderOutput.location`)
 * in the browser's bar before the router reads it, so the boot's own replace finds nothing to change after
 * hydration, where it re-rendered every part that reads the location in one task. Only the same path's query
 * is taken, and the reader's fragment is kept; anything else is left as it is.
 */
export function takeRenderedLocation(
  doc: Pick<Document, 'getElementById'>,
  history: Pick<History, 'replaceState' | 'state'>,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): void {
  const rendered = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.getAttribute('data-location');
  if (!rendered?.startsWith('/')) return;
  const [pathname, query = ''] = rendered.split(/\?(.*)/s, 2);
  const search = query === '' ? '' : `?${query}`;
  if (pathname !== location.pathname || search === location.search) return;
  history.replaceState(history.state, '', `${pathname}${search}${location.hash}`);
}

/**
 * The language the browser's store starts in over a server-rendered page: the one this browser keeps (SPEC §1:
 * local storage decides), else the page's own — which the server took from the choices cookie, or the site's
 * default — never the default over a language the page was rendered in.
 */
export function keptLanguage(saved: string | null, page: Language): Language {
  return isLanguage(saved) ? saved : page;
}

/**
 * The state the browser's store starts from: the server's, with the configuration of this answer (its now)
 * and the language this browser keeps (SPEC §1: local storage decides; index.tsx draws the page anew when
 * it differs from the one the server rendered in).
 */
export function preloadedFromPage(state: RootState, config: RootState['site'], language: RootState['language']): Partial<RootState> {
  const { api: _cache, ...rest } = state;
  void _cache;
  // Equal values keep the page's objects: the hydration render reads the page's state (react-redux's
  // serverState) and the store is checked against it right after; a new but equal object there re-rendered
  // everything that reads it, in one task (issue 26: 600 ms at 4× CPU on a match page).
  // The site's `serverNow` is when the page was rendered (the instant its reads are of: the season's year);
  // a page served from the render cache has an older one than this answer's configuration, whose instant
  // sets the clock (index.tsx) and is not needed in the state. Only another configuration replaces the page's.
  const site = sameJsonValue(state.site, { ...config, serverNow: state.site.serverNow }) ? state.site : config;
  return { ...rest, site, language: state.language.language === language.language ? state.language : language };
}


/**
 * The answers of the server's read cache, without its failures (a read rejected, or answered with parts that
 * failed, such as the match details): a read that failed on the server is made
 * again by the browser, with its retries and its Retry button (issue 25), not adopted as a failure.
 */
export function answeredReads(cache: RootState['api']): RootState['api'] {
  const queries = Object.fromEntries(Object.entries(cache.queries).filter(([, entry]) => entry?.status === 'fulfilled' && !isFailedEntry(entry)));
  return { ...cache, queries };
}

/** The action that hands the server's answers to the browser's cache (api.ts takes it in; `makeStore` dispatches it before the sagas start). */
export function serverCacheArrived(cache: RootState['api']): UnknownAction {
  return { type: SERVER_CACHE_ARRIVED, payload: answeredReads(cache) };
}

/** Loads the code of every lazy route the location matches and puts it on the route, as the server had it. */
export async function resolveLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
