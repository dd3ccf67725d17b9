/**
 * Server rendering of the public pages (DESIGN §6.4, issue 26). The renderer is the client app built for
 * Node (`dist/ssr/render.js`, webpack.ssr.config.ts), loaded at run time; this module calls it with the
 * site's own API in-process and keeps what it rendered:
 * - a page without personal choices is rendered once per freshness window per (address, language) and then
 *   served as bytes, like the API's reads; concurrent requests for the same page share one render; for a
 *   while after its window (`staleSeconds`) the kept page is still served at once while it is rendered again
 *   behind it, so readers never queue behind a render (what a CDN does with stale-while-revalidate);
 * - a page with personal choices (favourites, the spoiler shield, a delay) is rendered for its reader alone;
 * - a render that fails or finds no renderer gives `null`: the shell is served and the browser takes over.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiFetch, PageRenderInput, PageRenderOutput, RenderPage } from '../../shared/pageRender';
import type { ReaderChoices } from '../../shared/readerChoices';
import type { SiteConfig } from '../../shared/siteConfig';
import { LIVE_PAGE_FRESHNESS } from './choices';

export interface RenderedPage extends PageRenderOutput {
  /** A strong validator of what was rendered (markup and state), for If-None-Match. */
  etag: string;
  /** When it was rendered (ms, the server's monotonic clock), for its freshness. */
  renderedAtMs: number;
}

export interface PageRequest {
  url: string;
  config: SiteConfig;
  /** The reader's choices (render/choices.ts). */
  choices: ReaderChoices;
  /** true when the choices change the page beyond its language: rendered for this reader only. */
  personal: boolean;
  /** The language the page is rendered in: part of a shared page's key. */
  language: string;
  fetchApi: ApiFetch;
}

export interface PageRendererOptions {
  /** Loads the renderer; null when there is none (no build yet). Called again after a failed load. */
  load: () => RenderPage | null;
  /** How long the reads of one render may take before it renders what has arrived. */
  budgetMs: number;
  /** How long a shared page is served as rendered before it is rendered again. */
  freshSeconds: number;
  /** How long after that it is still served, once per request, while its new render runs (default 0: never). */
  staleSeconds?: number;
  /**
   * Both windows of a live match's page (`isLivePageUrl`; by default the max-age its headers give browsers
   * and CDNs, LIVE_PAGE_FRESHNESS): it carries the match as it stands, and a reader's feed catches up from
   * there (issue 26: a page kept for the reads' window was up to 30 s behind, showed that older score first,
   * and its feed's catch-up rendered the page again right after hydration).
   */
  liveSeconds?: number;
  /** The server's clock in ms (tests freeze it). */
  nowMs?: () => number;
  /** Most shared pages kept (the oldest go first). */
  maxPages?: number;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export interface PageRenderer {
  render(request: PageRequest): Promise<RenderedPage | null>;
  /**
   * Loads the renderer ahead of the first visit (issue 26: requiring and compiling the bundle was 50-80 ms
   * of a fresh server's first page). A failure is logged; the first render tries again.
   */
  prepare?(): void;
}

/** Loads a renderer bundle from a file path, again whenever a new build has replaced it. */
export function rendererFromFile(modulePath: string): () => RenderPage | null {
  let loaded: { mtimeMs: number; render: RenderPage } | null = null;
  return () => {
    if (!existsSync(modulePath)) return null;
    const { mtimeMs } = statSync(modulePath);
    if (loaded?.mtimeMs !== mtimeMs) {
      const resolved = require.resolve(modulePath);
      // A rebuilt bundle is read afresh (npm start rebuilds while a server may run).
      delete require.cache[resolved];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is built separately and found at run time
      const module = require(resolved) as { renderPage?: unknown };
      if (typeof module.renderPage !== 'function') throw new Error(`${modulePath} has no renderPage`);
      loaded = { mtimeMs, render: module.renderPage as RenderPage };
    }
    return loaded.render;
  };
}

function etagOf(page: PageRenderOutput): string {
  return createHash('sha1').update(page.markup).update('\u0000').update(page.state).update('\u0000').update(page.styles).digest('base64url').slice(0, 27);
}

/** Puts `value` under `key` as the newest entry of `map`, and drops the oldest entries beyond `max`. */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}

/** Whether `url` (a path with its query) is a live match's page (DESIGN §6.4: the server renders it). */
export function isLivePageUrl(url: string): boolean {
  return url === LIVE_PAGE_PATH || url.startsWith(`${LIVE_PAGE_PATH}?`);
}
const LIVE_PAGE_PATH = '/livematch';

export function createPageRenderer({ load, budgetMs, freshSeconds, staleSeconds = 0, liveSeconds = LIVE_PAGE_FRESHNESS.maxAgeSeconds, nowMs = () => performance.now(), maxPages = 500, log }: PageRendererOptions): PageRenderer {
  const pages = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage | null>>();

  function loadRenderer(): RenderPage | null {
    try {
      return load();
    } catch (error) {
      log?.error({ err: error }, 'page renderer could not be loaded');
      return null;
    }
  }

  async function renderNow(request: PageRequest): Promise<RenderedPage | null> {
    const render = loadRenderer();
    if (render === null) return null;
    const input: PageRenderInput = { url: request.url, config: request.config, choices: request.choices, fetchApi: request.fetchApi, budgetMs };
    try {
      const output = await render(input);
      return { ...output, etag: etagOf(output), renderedAtMs: nowMs() };
    } catch (error) {
      log?.error({ err: error, url: request.url }, 'page render failed');
      return null;
    }
  }

  const keep = (key: string, page: RenderedPage) => keepNewest(pages, key, page, maxPages);

  return {
    prepare() {
      loadRenderer();
    },
    render(request) {
      if (request.personal) return renderNow(request);
      const key = `${request.language}\u0000${request.url}`;
      const live = isLivePageUrl(request.url);
      const [fresh, stale] = live ? [liveSeconds, liveSeconds] : [freshSeconds, staleSeconds];
      // A page rendered before every read answered is served once and rendered again next time.
      const kept = pages.get(key)?.complete ? pages.get(key) : undefined;
      const ageMs = kept ? nowMs() - kept.renderedAtMs : Number.POSITIVE_INFINITY;
      if (kept && ageMs < fresh * 1000) return Promise.resolve(kept);
      let running = rendering.get(key);
      if (!running) {
        running = renderNow(request).then((page) => {
          rendering.delete(key);
          if (page) keep(key, page);
          // A failed render leaves a stale page for what is left of its window (the age check bounds it).
          else if (!kept) pages.delete(key);
          return page;
        });
        rendering.set(key, running);
      }
      // Within the stale window the kept page answers now; the new render replaces it when done (never rejects).
      return kept && ageMs < (fresh + stale) * 1000 ? Promise.resolve(kept) : running;
    },
  };
}
