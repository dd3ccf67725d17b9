/**
 * The contract between the server and the page renderer (DESIGN §6.4). The renderer is the client app built
 * for Node (`dist/ssr/render.js`, webpack.config.ts); the server loads it at run time and calls `renderPage`
 * for every public route. Types only: neither side imports the other's code.
 */
import type { ReaderChoices } from './readerChoices';
import type { SiteConfig } from './siteConfig';

/** The id of the element that carries the store's state as non-executable JSON. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * Set on the document element once the browser has taken a rendered page over (its first commit): from then on
 * its buttons answer. Until then a tap on a button is lost (a link still navigates); the browser tests wait for it.
 */
export const PAGE_TAKEN_OVER_ATTRIBUTE = 'data-taken-over';

/** One call of the site's own API, as the renderer makes it: a path under /api and its answer. */
export type ApiFetch = (path: string, init: { headers: Record<string, string> }) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

export interface PageRenderInput {
  /** The requested path and query ("/match?matchId=1"). */
  url: string;
  /** The configuration the page carries (its serverNow is the instant the page is rendered at). */
  config: SiteConfig;
  /** What the reader chose, from the choices cookie (shared/readerChoices.ts): the page is rendered with it. */
  choices: ReaderChoices;
  /** The site's API in-process. */
  fetchApi: ApiFetch;
  /** How long the reads may take before the page is rendered with what has arrived (the rest loads in the browser). */
  budgetMs: number;
}

export interface PageRenderOutput {
  /** 200, or 404 for a page of something that does not exist. */
  status: number;
  /** `<html lang>`. */
  lang: string;
  title: string;
  /** The page's description for search engines and link previews. */
  description: string;
  /** The style elements of the rendered markup. */
  styles: string;
  /** The markup inside the root element. */
  markup: string;
  /** The store's state, JSON (not yet escaped for a script element). */
  state: string;
  /** The server's `Date.now()` the page was rendered at (live clocks count from it; the browser's hydration too). */
  renderedAtDeviceMs: number;
  /**
   * The address the markup was rendered at (path and query): the requested one, or the same path with the
   * query the boot's selection settled (season, league); the browser takes it over before it hydrates.
   */
  location: string;
  /** Whether every read had answered within the budget. */
  complete: boolean;
}

export type RenderPage = (input: PageRenderInput) => Promise<PageRenderOutput>;
