/**
 * Issue 29 case 1: the site as an installable app. `GET /manifest.webmanifest` describes the preset (its
 * title, logo and colours); `GET /app-icon-maskable.svg` is the preset's logo on a full-bleed background
 * within the maskable safe zone (the inner 80 %), so a launcher may crop it to any shape. Every page links
 * the manifest (public/index.html). The service worker itself is a file of the client build (`/sw.js`,
 * routes/spa.ts serves it `no-cache`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { defaultLanguage, type ServerConfig } from '../config';
import type { SiteName } from '../sites';

/** The preset's app colours, from the client theme (theme.ts): the brand's home colour and the page's background. */
export const APP_COLOURS: Record<SiteName, { theme: string; background: string }> = {
  hockey: { theme: '#002047', background: '#ffffff' },
  basketball: { theme: '#002047', background: '#ffffff' },
  volleyball: { theme: '#002047', background: '#ffffff' },
  corporate: { theme: '#002047', background: '#ffffff' },
};

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
    ],
  };
}

/** The logo (an SVG document) nested in a square of the background colour, inside the safe zone. */
export function maskableIcon(logoSvg: string, background: string): string {
  const logo = logoSvg.trim().replace(/^<svg\b/, '<svg x="20" y="20" width="60" height="60"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${background}"/>${logo}</svg>`;
}

export const webManifestRoutes: FastifyPluginAsync<{ config: ServerConfig; brandDir: string }> = async (app, { config, brandDir }) => {
  const manifest = JSON.stringify(webManifest(config));
  // The preset's logo file (`/brand/<file>`); read once, when first asked for.
  let icon: Promise<string> | null = null;
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/manifest+json; charset=utf-8').send(manifest),
  );
  app.get(MASKABLE_ICON_PATH, async (_request, reply) => {
    icon ??= readFile(path.join(brandDir, path.basename(config.logo)), 'utf8').then((logo) => maskableIcon(logo, APP_COLOURS[config.site].background));
    const svg = await icon.catch(() => null);
    if (svg === null) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('no logo');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
};
