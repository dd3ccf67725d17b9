/**
 * Issue 29 case 1: the site as an installable app. `GET /manifest.webmanifest` describes the preset (its
 * title, logo and colours); `GET /app-icon-maskable.svg` is the preset's logo on a full-bleed square of its
 * theme colour within the maskable safe zone (the inner 80 %), so a launcher may crop it to any shape. The
 * same drawings as PNG (Android's install and iOS want bitmaps) are files under `public/brand/<site>/`,
 * rendered by `scripts/make-icons.mjs` and committed. Every page links the manifest (public/index.html) and
 * carries the preset's theme colour and iOS icon in its head (`brandHead`, put in by routes/spa.ts). The
 * service worker itself is a file of the client build (`/sw.js`, routes/spa.ts serves it `no-cache`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { defaultLanguage, type ServerConfig } from '../config';
import type { SiteName } from '../sites';

/**
 * The preset's app colours, from the client theme (theme.ts; webManifest.test.ts keeps them equal): the
 * brand's home colour, the colour of the browser's bar over a page in the dark theme (null: the brand's in
 * both), and the page's background.
 */
export interface AppColours {
  theme: string;
  /** The dark theme's header, so the bar and the page's top read as one on a dark screen. */
  themeDark: string | null;
  background: string;
}

export const APP_COLOURS: Record<SiteName, AppColours> = {
  hockey: { theme: '#002047', themeDark: '#1b1d22', background: '#ffffff' },
  basketball: { theme: '#002047', themeDark: '#1b1d22', background: '#ffffff' },
  volleyball: { theme: '#002047', themeDark: '#1b1d22', background: '#ffffff' },
  corporate: { theme: '#002047', themeDark: '#1b1d22', background: '#ffffff' },
};

/**
 * The app icons as PNG, each a file in `public/brand/<site>/` that scripts/make-icons.mjs renders from the
 * preset's logo (the build has no rasteriser, so the files are committed). `logo`: the logo alone on a
 * transparent square; `tile`: the maskable drawing (maskableIcon), opaque. The manifest lists these.
 */
export const MANIFEST_PNG_ICONS = [
  { file: 'icon-192.png', size: 192, drawing: 'logo', purpose: 'any' },
  { file: 'icon-512.png', size: 512, drawing: 'logo', purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, drawing: 'tile', purpose: 'maskable' },
] as const;

/** iOS reads no manifest icons but the page's `apple-touch-icon`, and shows transparency as black: opaque. */
export const APPLE_TOUCH_ICON = { file: 'apple-touch-icon.png', size: 180, drawing: 'tile' } as const;

/** Every PNG icon file of a preset (what scripts/make-icons.mjs draws). */
export const PNG_ICONS = [...MANIFEST_PNG_ICONS, APPLE_TOUCH_ICON] as const;

/** Where a preset's PNG icon is served (the `/brand/` files, routes/spa.ts). */
export function pngIconPath(site: SiteName, icon: { file: string }): string {
  return `/brand/${site}/${icon.file}`;
}

/**
 * A launcher shows about 12 characters under an icon: the title when it fits, else its first word whole
 * (`Bedriftsidrett` reads better than a cut word; the launcher ellipsizes what it cannot show).
 */
export function shortNameOf(title: string): string {
  const trimmed = title.trim();
  return trimmed.length <= 12 ? trimmed : (trimmed.split(/\s+/)[0] ?? trimmed);
}

export const MASKABLE_ICON_PATH = '/app-icon-maskable.svg';

/** The web app manifest of a deployment (W3C Web Application Manifest). */
export function webManifest(config: Pick<ServerConfig, 'site' | 'title' | 'logo' | 'sportId'>) {
  const colours = APP_COLOURS[config.site];
  return {
    id: '/',
    name: config.title,
    short_name: shortNameOf(config.title),
    lang: defaultLanguage(config.sportId) === 'no' ? 'nb' : 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colours.theme,
    background_color: colours.background,
    icons: [
      { src: config.logo, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: MASKABLE_ICON_PATH, sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      ...MANIFEST_PNG_ICONS.map((icon) => ({ src: pngIconPath(config.site, icon), sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose })),
    ],
  };
}

/**
 * What every page's head carries of the preset (issue 29 case 1): the browser's bar in the manifest's
 * theme colour (and in the dark theme's colour on a dark system, when the preset has one) and the iOS
 * home-screen icon. Markup of fixed values only (no request's text), put in before `<title>` so a streamed
 * page's opening has it too.
 */
export function brandHead(site: SiteName): string {
  const { theme, themeDark } = APP_COLOURS[site];
  const colours =
    themeDark === null
      ? `<meta name="theme-color" content="${theme}">`
      : `<meta name="theme-color" content="${theme}" media="(prefers-color-scheme: light)"><meta name="theme-color" content="${themeDark}" media="(prefers-color-scheme: dark)">`;
  const { size } = APPLE_TOUCH_ICON;
  return `${colours}<link rel="apple-touch-icon" sizes="${size}x${size}" href="${pngIconPath(site, APPLE_TOUCH_ICON)}">`;
}

/** The logo (an SVG document) nested in a square of the preset's theme colour, inside the safe zone. */
export function maskableIcon(logoSvg: string, fill: string): string {
  const logo = logoSvg.trim().replace(/^<svg\b/, '<svg x="20" y="20" width="60" height="60"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${fill}"/>${logo}</svg>`;
}

export const webManifestRoutes: FastifyPluginAsync<{ config: ServerConfig; brandDir: string }> = async (app, { config, brandDir }) => {
  const manifest = JSON.stringify(webManifest(config));
  // The preset's logo file (`/brand/<file>`); read once, when first asked for.
  let icon: Promise<string> | null = null;
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/manifest+json; charset=utf-8').send(manifest),
  );
  app.get(MASKABLE_ICON_PATH, async (_request, reply) => {
    icon ??= readFile(path.join(brandDir, path.basename(config.logo)), 'utf8').then((logo) => maskableIcon(logo, APP_COLOURS[config.site].theme));
    const svg = await icon.catch(() => null);
    if (svg === null) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('no logo');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
};
