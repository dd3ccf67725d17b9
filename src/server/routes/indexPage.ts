/**
 * index.html as each visit gets it (issue 14: boot without a waterfall). The built page names only the
 * entry scripts; left alone, a first visit then asks for /config.json, then the language's messages, then
 * the page's chunk, then the data, one after another. The server knows all of them up front, so it adds:
 * - the site configuration (DESIGN §3) as non-executable JSON (`<script type="application/json">`), so the
 *   client boots without a round trip and the Content-Security-Policy needs no inline script;
 * - preload hints for the route's page chunk (and the shared chunks it needs) and for the default
 *   language's messages, from the build's `boot-manifest.json` (webpack.config.ts), so the browser fetches
 *   them together with the entry.
 * The client still reads /config.json when the page has no configuration (a copy of the page from a CDN,
 * the webpack dev server).
 */
import { PAGE_STATE_ELEMENT_ID, type PageRenderOutput } from '../../shared/pageRender';
import type { ReaderChoices } from '../../shared/readerChoices';
import { SITE_CONFIG_ELEMENT_ID, type Language, type SiteConfig } from '../../shared/siteConfig';
import { THEME_ATTRIBUTE } from '../../shared/themeChoice';

/** The reader's explicit theme (issue 27 case 8), or undefined: the system setting decides. */
export type PageTheme = ReaderChoices['theme'];

/** ` data-theme="dark"` for an explicit theme, so the page is in it from its first paint (no flash). */
function themeAttribute(theme: PageTheme): string {
  return theme === 'light' || theme === 'dark' ? ` ${THEME_ATTRIBUTE}="${theme}"` : '';
}

/** The build's manifest: the boot's scripts, and per route path and per language the scripts beyond the entry. */
export interface BootManifest {
  /** Issue 26: the chunks the entry loads after the first paint (React, the store, the app's boot); every page needs them. */
  boot: readonly string[];
  routes: Readonly<Record<string, readonly string[]>>;
  locales: Readonly<Record<Language, readonly string[]>>;
}

/** Reads boot-manifest.json's text; a missing or malformed manifest only costs the hints, never the page. */
export function parseBootManifest(text: string | null): BootManifest | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { boot = [], routes, locales } = value as Partial<BootManifest>;
    const isFileList = (files: unknown): files is string[] => Array.isArray(files) && files.every((file) => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file));
    const isFileMap = (map: unknown): map is Record<string, string[]> => typeof map === 'object' && map !== null && Object.values(map).every(isFileList);
    return isFileList(boot) && isFileMap(routes) && isFileMap(locales) && Array.isArray(locales.en) && Array.isArray(locales.no) ? { boot, routes, locales } : null;
  } catch {
    return null;
  }
}

/**
 * JSON that is safe inside a `<script>` element: `<` (and the line separators JavaScript once treated as
 * line ends) escaped, so a value such as a title containing `</script>` cannot end the element.
 */
export function scriptSafeJson(value: unknown): string {
  return scriptSafeText(JSON.stringify(value));
}

/** The route path a request's pathname belongs to in the manifest (a trailing slash ignored). */
function routeKey(pathname: string): string {
  return pathname.replace(/\/$/, '') || '/';
}

/** JSON text made safe inside a `<script>` element, as scriptSafeJson does for a value. */
function scriptSafeText(json: string): string {
  return json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Text for an HTML element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A preload hint for a script (`href` already safe in an attribute). */
const scriptPreload = (href: string): string => `<link rel="preload" as="script" href="${href}">`;

/** Every script preload hint `scriptPreload` writes. */
const SCRIPT_PRELOADS = /<link rel="preload" as="script" href="[^"]*">/g;

/** The preload hints of a route's page chunk and the language's messages. */
function preloadHints(manifest: BootManifest | null, pathname: string, language: Language): string {
  const files = manifest ? [...manifest.boot, ...(manifest.routes[routeKey(pathname)] ?? []), ...manifest.locales[language]] : [];
  return [...new Set(files)].map((file) => scriptPreload(`/${file}`)).join('');
}

function configElement(config: SiteConfig): string {
  return `<script id="${SITE_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(config)}</script>`;
}

function insertBeforeHeadEnd(html: string, insert: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}${insert}${html.slice(at)}`;
}

/** index.html with the configuration and the route's preload hints put in before `</head>`, in the reader's theme. */
export function renderIndexHtml(template: string, manifest: BootManifest | null, pathname: string, config: SiteConfig, theme?: PageTheme): string {
  const html = insertBeforeHeadEnd(template, `${preloadHints(manifest, pathname, config.defaultLanguage)}${configElement(config)}`);
  return theme === undefined ? html : html.replace(/<html\b([^>]*)>/, (_tag, rest: string) => `<html${rest}${themeAttribute(theme)}>`);
}

/**
 * DESIGN §6.4: index.html around a server-rendered page — its language, title and description, its styles,
 * its markup in the root element, and the store's state as non-executable JSON beside the configuration
 * (so the Content-Security-Policy still needs no inline script). The `<noscript>` notice goes: the page reads
 * without JavaScript now. The reader's explicit theme goes on `<html>` (issue 27 case 8): the rendered page
 * itself is the same in every theme, so a kept page serves them all.
 */
export function renderPageHtml(template: string, manifest: BootManifest | null, pathname: string, config: SiteConfig, page: PageRenderOutput, theme?: PageTheme): string {
  const language: Language = page.lang === 'no' ? 'no' : 'en';
  const description = `<meta name="description" content="${escapeHtml(page.description)}">`;
  const state = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json" data-rendered-at="${page.renderedAtDeviceMs}" data-location="${escapeHtml(page.location)}">${scriptSafeText(page.state)}</script>`;
  // A page that is not what was asked for (404, 503) is not for search engines, whatever status it went out with
  // (a streamed page's status is sent before its render ends: see pageOpening).
  const robots = page.status === 200 ? '' : '<meta name="robots" content="noindex">';
  const head = `${preloadHints(manifest, pathname, language)}${description}${robots}${page.styles}${configElement(config)}${state}`;
  return insertBeforeHeadEnd(template, head)
    // Replacement functions, not strings: a title or markup with `$&` is text, not a replacement pattern.
    // The built page is minified (attribute values unquoted): matched by element, not by exact text.
    .replace(/<html\b[^>]*>/, () => `<html lang="${escapeHtml(page.lang)}"${themeAttribute(theme)}>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.markup}</div>`);
}

/**
 * The built page with the deployment's own head tags (the preset's theme colour and icons, routes/webManifest
 * `brandHead`) put in before its `<title>`: the same for every page of the deployment, so it is done once per
 * build, and a streamed page's opening (the head up to the title) carries them too.
 */
export function withHeadTags(template: string, tags: string): string {
  const at = template.indexOf('<title>');
  return at === -1 || tags === '' ? template : `${template.slice(0, at)}${tags}${template.slice(at)}`;
}

/** The built page's head up to its title: what is the same for every page whatever its render holds. */
function openingOf(template: string): string | null {
  const at = template.indexOf('<title>');
  return at === -1 ? null : template.slice(0, at);
}

/**
 * DESIGN §6.4 ("a slow upstream never holds the first byte: stream the shell, then the data"): what can go
 * out before a page's render is done: the built page up to its `<title>`, in the page's language, with
 * preload hints for the entry scripts, the route's chunks and the language's messages, so the browser
 * fetches the code while the server waits for the data. The rest follows as `pageAfterOpening` of the
 * finished page (rendered or the shell): the head stays open until then, so the title, styles and state
 * still land in it. null when the built page has no title to split at.
 */
export function pageOpening(template: string, manifest: BootManifest | null, pathname: string, language: Language, theme?: PageTheme): string | null {
  const opening = openingOf(template);
  if (opening === null) return null;
  const entryScripts = [...template.matchAll(/<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g)].map((match) => match[1] ?? '');
  const entryHints = entryScripts.filter((src) => src.startsWith('/')).map((src) => scriptPreload(escapeHtml(src)));
  return `${opening.replace(/<html\b[^>]*>/, () => `<html lang="${language}"${themeAttribute(theme)}>`)}${entryHints.join('')}${preloadHints(manifest, pathname, language)}`;
}

/**
 * What follows `pageOpening` for a finished page's HTML (renderPageHtml or renderIndexHtml of the same
 * template), without the preload hints: the opening carried them, and the code is on its way already.
 */
export function pageAfterOpening(html: string): string {
  const at = html.indexOf('<title>');
  return (at === -1 ? html : html.slice(at)).replace(SCRIPT_PRELOADS, '');
}
