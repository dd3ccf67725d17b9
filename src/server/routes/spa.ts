/**
 * The single-page app (DESIGN §1): static files from the webpack output, hashed `/assets/*` cached for a
 * year, `index.html` revalidated on every load, and a history fallback so every SPA route of SPEC §2
 * (`/`, `/scoreboard`, `/match?matchId=…`, `/statistics/players`, `/player/`) answers with index.html.
 * A missing asset is a real 404, never index.html: a browser that gets HTML for a script reports a
 * confusing syntax error, and a CDN would cache the wrong thing.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteConfig } from '../../shared/siteConfig';
import type { ApiFetch } from '../../shared/pageRender';
import { isLivePageUrl, keepNewest, type PageRenderer, type RenderedPage } from '../render/pageRenderer';
import { choicesOfRequest, LIVE_PAGE_FRESHNESS, pageCacheHeaders, type PageScope } from '../render/choices';
import type { Freshness } from '../readPath/freshness';
import { compress } from '../readPath/readPath';
import { preferredEncoding } from './api';
import { sendError } from './errors';
import { pageAfterOpening, pageOpening, parseBootManifest, renderIndexHtml, renderPageHtml, withHeadTags, type BootManifest, type PageTheme } from './indexPage';

export interface SpaOptions {
  /** The client build (dist/client). May not exist yet: SPA routes then answer 503. */
  clientDir: string;
  /** public/brand: the site logos of the presets (sites.ts). */
  brandDir: string;
  /** Tags every page's head carries of the preset (its theme colour, its iOS icon: webManifest `brandHead`). */
  headTags?: string;
  /** The configuration index.html carries (the same as /config.json), read per page: it holds the server's now. */
  siteConfig: () => SiteConfig;
  /** DESIGN §6.4: renders the public pages on the server; without it every route gets the shell. */
  renderer?: PageRenderer;
  /** How long the browser (and a CDN) may keep a shared rendered page, as the API's answers that change on a match day. */
  pageFreshness?: Freshness;
  /**
   * DESIGN §6.4: how long a page's render may hold the first byte. A render done by then goes out whole with
   * its status (404, 503) and validator; after it the page's opening goes out at once (200) and the rest when
   * the render ends, so the browser fetches the code while the server waits for a slow source.
   */
  firstByteBudgetMs?: number;
}

/** The default first-byte budget: beyond a warm render, within what a phone waits for its first byte anyway. */
export const FIRST_BYTE_BUDGET_MS = 500;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built index.html and its manifest. */
interface BuiltPage {
  mtimeMs: number;
  template: string;
  manifest: BootManifest | null;
}

const TOO_SLOW = Symbol('too slow');

/** The promise's value if it settles within `ms`, else TOO_SLOW (the promise goes on). */
function withinBudget<T>(promise: Promise<T>, ms: number): Promise<T | typeof TOO_SLOW> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<typeof TOO_SLOW>((resolve) => (timer = setTimeout(resolve, ms, TOO_SLOW)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
/** When a page whose data could not be had (503) is worth asking for again. */
const RETRY_AFTER_SECONDS = 30;

export const NOT_BUILT_MESSAGE = 'client not built: run npm run build';

/** How long a shared page's bytes are sent again as made: the configuration in them (the server's now) is that old at most. */
export const SHARED_ANSWER_REUSE_MS = 1000;
/** Most shared pages' bytes kept (per encoding; the oldest go first). */
const SHARED_ANSWERS_KEPT = 300;

/**
 * The bytes of shared pages (issue 26), each made again once it is SHARED_ANSWER_REUSE_MS old: the page is
 * the render kept for its freshness window, and only its configuration element (the server's now) changes
 * between two answers, which the browser's clock tolerates a second of.
 */
export function createSharedAnswers(nowMs: () => number = () => performance.now()) {
  const kept = new Map<string, { bytes: Buffer; madeAtMs: number }>();
  return {
    answer(key: string, make: () => Buffer): Buffer {
      const found = kept.get(key);
      if (found && nowMs() - found.madeAtMs < SHARED_ANSWER_REUSE_MS) return found.bytes;
      const made = { bytes: make(), madeAtMs: nowMs() };
      keepNewest(kept, key, made, SHARED_ANSWERS_KEPT);
      return made.bytes;
    },
  };
}

/** A request's path without its query. */
const pathnameOf = (request: FastifyRequest): string => request.url.split('?', 1)[0] ?? '/';

/** The route @fastify/static serves the client's files on (`wildcard: true`, prefix `/`). */
const STATIC_WILDCARD = '/*';

/** Prefixes that belong to the server, never to the SPA: the API, assets, logos and the live endpoint. */
const SERVER_PREFIXES = ['/api', '/assets', '/brand', '/v2', '/v3', '/publish', '/time'];

/** Routes drawn in the browser alone (DESIGN §6.3: the arena screen and the staff wall run for hours as apps). */
const CLIENT_ONLY = new Set(['/kiosk', '/ops']);

/** true for a route whose page the server renders (every public route, DESIGN §6.4). */
export function isRenderedRoute(pathname: string): boolean {
  return !CLIENT_ONLY.has(pathname.replace(/\/$/, '') || '/');
}

/** true for a GET/HEAD of a client-side route: not a server prefix, and no file extension in the last segment. */
export function isSpaRoute(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
}

/**
 * Source maps are never served (DESIGN §1: the SPA is public and CDN-able; a map publishes the original
 * source and its comments). The production build writes none into the served folder, and this refuses one
 * that lands there anyway (a development build, a stray copy): a `*.map` request is a plain 404.
 */
export function isServable(pathname: string): boolean {
  // A folder (`/`, `/assets/`) is no file: the not-found handler answers it (the page for `/`, else 404).
  return !/\.map$/i.test(pathname) && !pathname.endsWith('/');
}

function cacheControlFor(filePath: string, clientDir: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative === 'index.html') return 'no-cache';
  // Issue 29: the service worker is checked on every navigation, so a new build's reaches the browser at once.
  if (relative === 'sw.js') return 'no-cache';
  // Unhashed root files (favicon, robots.txt): a short cache, so a new deploy shows within the hour.
  return 'public, max-age=3600';
}

/**
 * Registers the static files and the app-wide not-found handler on the root instance (not as an
 * encapsulated plugin: the fallback must see every unmatched URL).
 */
/**
 * The site's own API as the page renderer calls it: in-process (`inject`), as the reader's own address, so
 * the reads a page makes count against the reader's budget exactly as the browser's would (routes/api.ts).
 */
function injectedApi(app: FastifyInstance, remoteAddress: string): ApiFetch {
  return async (url, { headers }) => {
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress });
    const answerHeaders: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (typeof value === 'string') answerHeaders[name] = value;
    return { status: answer.statusCode, headers: answerHeaders, body: answer.body };
  };
}

export function registerSpa(
  app: FastifyInstance,
  { clientDir, brandDir, headTags = '', siteConfig, renderer, pageFreshness = { maxAgeSeconds: 5, staleWhileRevalidateSeconds: 25, staleIfErrorSeconds: 0 }, firstByteBudgetMs = FIRST_BYTE_BUDGET_MS }: SpaOptions,
): void {
  const indexPath = path.join(clientDir, 'index.html');
  const manifestPath = path.join(clientDir, 'boot-manifest.json');
  /** The built page and its manifest, read again only when a new build replaced index.html. */
  let built: BuiltPage | null = null;

  /** The built page, or null before the first client build (checked per request: the server may start first). */
  async function builtPage(): Promise<BuiltPage | null> {
    const mtimeMs = await stat(indexPath).then((stats) => stats.mtimeMs, () => null);
    if (mtimeMs === null) return null;
    if (built?.mtimeMs !== mtimeMs) {
      const [template, manifestText] = await Promise.all([readFile(indexPath, 'utf8'), readFile(manifestPath, 'utf8').catch(() => null)]);
      built = { mtimeMs, template: withHeadTags(template, headTags), manifest: parseBootManifest(manifestText) };
    }
    return built;
  }

  app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: true,
    // The build writes .br and .gz copies of every script and image (webpack.config.ts): sent as they are.
    preCompressed: true,
    // `/` is a route like the others: the not-found handler answers it with the page and its configuration.
    index: false,
    cacheControl: false,
    dotfiles: 'ignore',
    allowedPath: isServable,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath, clientDir)),
  });
  app.register(fastifyStatic, {
    root: brandDir,
    prefix: '/brand/',
    decorateReply: false,
    cacheControl: false,
    allowedPath: isServable,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=86400'),
  });

  async function sendIndex(request: FastifyRequest, pathname: string, reply: FastifyReply): Promise<FastifyReply> {
    const page = await builtPage();
    if (!page) return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderIndexHtml(page.template, page.manifest, pathname, siteConfig(), choicesOfRequest(request.headers).choices.theme));
  }

  /**
   * DESIGN §6.4: the page rendered with its data. A shared page (no personal choices) is public for a few
   * seconds with stale-while-revalidate and a validator; a personal one is private. The configuration is
   * put in fresh on every answer (it carries the server's now). No render (none built, or it failed): the shell.
   */
  async function sendRendered(request: FastifyRequest, pathname: string, reply: FastifyReply): Promise<FastifyReply> {
    const built = await builtPage();
    if (!built || !renderer) return sendIndex(request, pathname, reply);
    const config = siteConfig();
    const { choices, scope } = choicesOfRequest(request.headers);
    const rendering = renderer
      .render({
        url: request.url,
        config,
        choices,
        personal: scope.kind === 'private',
        language: scope.kind === 'shared' ? (scope.language ?? config.defaultLanguage) : config.defaultLanguage,
        fetchApi: injectedApi(app, request.ip),
      })
      .catch(() => null);
    const page = await withinBudget(rendering, firstByteBudgetMs);
    if (page === TOO_SLOW) {
      const opening = pageOpening(built.template, built.manifest, pathname, choices.language ?? config.defaultLanguage, choices.theme);
      const finish = (late: RenderedPage | null) =>
        late ? renderPageHtml(built.template, built.manifest, pathname, config, late, choices.theme) : renderIndexHtml(built.template, built.manifest, pathname, config, choices.theme);
      if (opening !== null) return streamPage(reply, opening, rendering.then(finish).catch(() => finish(null)));
    }
    const done = page === TOO_SLOW ? await rendering : page;
    if (!done) return sendIndex(request, pathname, reply);
    return sendWhole(request, pathname, reply, built, config, scope, done, choices.theme);
  }

  /**
   * A page whose render outlasted the first-byte budget: 200 and its opening now, the rest when the render
   * ends. Private (it was not ready to share); a late 404/503 carries `noindex` instead of its status.
   */
  function streamPage(reply: FastifyReply, opening: string, rest: Promise<string>): FastifyReply {
    const body = new PassThrough();
    body.write(opening);
    void rest.then((html) => body.end(pageAfterOpening(html)));
    return reply.code(200).headers(pageCacheHeaders({ kind: 'private' }, pageFreshness)).type('text/html; charset=utf-8').send(body);
  }

  function sendWhole(request: FastifyRequest, pathname: string, reply: FastifyReply, built: BuiltPage, config: SiteConfig, scope: PageScope, page: RenderedPage, theme: PageTheme): FastifyReply {
    // The theme is on `<html>`, outside what the render's etag covers: a page kept in another theme is not this one.
    const etag = `"${page.etag}${theme === undefined ? '' : `-${theme}`}"`;
    // A page rendered before every read answered, or without its data, is the reader's alone: the browser
    // completes it. One whose data could not be had says when to ask again.
    const shareable = page.complete && page.status === 200;
    reply
      .code(page.status)
      .headers(pageCacheHeaders(shareable ? scope : { kind: 'private' }, isLivePageUrl(pathname) ? LIVE_PAGE_FRESHNESS : pageFreshness))
      .header('etag', etag)
      .type('text/html; charset=utf-8');
    if (page.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    if (page.status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (!shareable) return reply.send(renderPageHtml(built.template, built.manifest, pathname, config, page, theme));
    // A shared page goes out as bytes made at most once a second per encoding (issue 26: putting the page
    // together and compressing it, 300 KB for a match, for every reader held a server to ~150 pages a second).
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const answer = sharedAnswers.answer(`${etag}\u0000${pathname}\u0000${encoding ?? 'identity'}`, () => {
      const body = Buffer.from(renderPageHtml(built.template, built.manifest, pathname, config, page, theme));
      return encoding === undefined ? body : compress(body, encoding);
    });
    if (encoding !== undefined) reply.header('content-encoding', encoding);
    return reply.send(answer);
  }

  const sharedAnswers = createSharedAnswers();
  const sendPage = (request: FastifyRequest, pathname: string, reply: FastifyReply) =>
    isRenderedRoute(pathname) ? sendRendered(request, pathname, reply) : sendIndex(request, pathname, reply);
  // Issue 26: a page's address is answered before the static files' handler (the wildcard route) looks for
  // it: that look-up (a stat per encoding and a read of the directory for the path's spelling, then "not
  // found") cost more than serving the kept page, and held a server under load to 91 match pages a second.
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== STATIC_WILDCARD) return undefined;
    const pathname = pathnameOf(request);
    if (!isSpaRoute(request.method, pathname)) return undefined;
    return sendPage(request, pathname, reply);
  });
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(request);
    if (isSpaRoute(request.method, pathname)) return sendPage(request, pathname, reply);
    if (pathname.startsWith('/api/') || pathname === '/api')
      return sendError(reply, 404, 'not_found', `no route ${request.method} ${pathname}`);
    return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(`not found: ${pathname}`);
  });
}
