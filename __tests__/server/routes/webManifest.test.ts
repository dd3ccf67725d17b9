import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { SITE_PRESETS, type SiteName } from '../../../src/server/sites';
import { APP_COLOURS, shortNameOf } from '../../../src/server/routes/webManifest';
import { darkPalette, lightPalette } from '../../../src/client/theme/theme';
import { removeDir, tempClientDir, testApp } from '../support/serverFixtures';

const SITES = Object.keys(SITE_PRESETS) as SiteName[];

/**
 * A PNG's size from its header (IHDR: width and height after the signature and the chunk's length and type)
 * and its top-left pixel as RGBA. The first pixel of the first row is stored as it is whatever the row's
 * filter (its neighbours above and to the left count as 0), so it needs no unfiltering.
 */
function pngFacts(png: Buffer): { width: number; height: number; topLeft: number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  const [bitDepth, colourType] = [png[24], png[25]];
  expect(bitDepth).toBe(8);
  expect([2, 6]).toContain(colourType);
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const pixels = inflateSync(Buffer.concat(data));
  const topLeft = colourType === 6 ? [...pixels.subarray(1, 5)] : [...pixels.subarray(1, 4), 255];
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), topLeft };
}

const rgba = (hex: string) => [...Buffer.from(hex.slice(1), 'hex'), 255];

describe('installable (issue 29 case 1)', () => {
  let clientDir: string;
  const apps: FastifyInstance[] = [];
  const appFor = (site: SiteName) => {
    const preset = SITE_PRESETS[site];
    const app = testApp({ clientDir, config: { site, title: preset.title, logo: preset.logo, sportId: preset.sportId, orgId: preset.orgId } });
    apps.push(app);
    return app;
  };

  beforeAll(() => {
    clientDir = tempClientDir();
    writeFileSync(path.join(clientDir, 'sw.js'), 'self.__WB_MANIFEST;');
  });
  afterAll(() => removeDir(clientDir));
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it.each(SITES)('%s: a web app manifest of the preset, standalone, with an icon and a maskable one', async (site) => {
    const response = await appFor(site).inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<Record<string, unknown>>();
    expect(manifest).toMatchObject({
      name: SITE_PRESETS[site].title,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#002047',
      background_color: '#ffffff',
      lang: site === 'corporate' ? 'en' : 'nb',
    });
    expect(SITE_PRESETS[site].title.startsWith(manifest.short_name as string)).toBe(true);
    expect(manifest.icons).toEqual([
      { src: SITE_PRESETS[site].logo, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/app-icon-maskable.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
      { src: `/brand/${site}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/brand/${site}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/brand/${site}/icon-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it.each(SITES)('%s: every PNG icon the manifest lists is served as image/png at the size it names', async (site) => {
    const app = appFor(site);
    const { icons } = (await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{ icons: Array<{ src: string; sizes: string; type: string; purpose: string }> }>();
    const pngs = icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of pngs) {
      const response = await app.inject({ method: 'GET', url: icon.src });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      // Same-origin files the page's CSP (img-src 'self') and the service worker's static rule already allow.
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const { width, height, topLeft } = pngFacts(response.rawPayload);
      expect(`${width}x${height}`).toBe(icon.sizes);
      // The maskable icon fills its square with the theme colour (a launcher crops it to any shape); the
      // plain one is the logo on transparency.
      expect(topLeft).toEqual(icon.purpose === 'maskable' ? rgba(APP_COLOURS[site].theme) : [0, 0, 0, 0]);
    }
  });

  it.each(SITES)("%s: every page's head has the manifest's theme colour, the dark theme's, and a 180 px iOS icon", async (site) => {
    const app = appFor(site);
    const manifest = (await app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json<{ theme_color: string }>();
    for (const url of ['/', '/scoreboard', '/livematch?matchId=1', '/kiosk']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`<meta name="theme-color" content="${manifest.theme_color}" media="(prefers-color-scheme: light)">`);
      expect(head).toContain(`<meta name="theme-color" content="${darkPalette.headerBackground}" media="(prefers-color-scheme: dark)">`);
      // Before the title: a streamed page's opening (the head up to the title) carries them too.
      expect(head.indexOf('theme-color')).toBeLessThan(head.indexOf('<title>'));
      expect(head).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="/brand/${site}/apple-touch-icon.png">`);
    }
    const apple = await app.inject({ method: 'GET', url: `/brand/${site}/apple-touch-icon.png` });
    expect(apple.headers['content-type']).toBe('image/png');
    // iOS shows transparency as black: the icon is the opaque maskable drawing.
    expect(pngFacts(apple.rawPayload)).toEqual({ width: 180, height: 180, topLeft: rgba(APP_COLOURS[site].theme) });
  });

  it("takes its colours from the client's theme: the brand's home colour, the dark header, the light page", () => {
    for (const site of SITES) {
      expect(APP_COLOURS[site]).toEqual({ theme: lightPalette.liveHome, themeDark: darkPalette.headerBackground, background: lightPalette.background });
    }
  });

  it('draws the maskable icon from the preset\'s logo on a full square of its theme colour', async () => {
    const response = await appFor('basketball').inject({ method: 'GET', url: '/app-icon-maskable.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#002047"\/><svg x="20" y="20" width="60" height="60"/);
    expect(response.body).toContain('aria-label="Basketball"');
  });

  it('links the manifest from the page template every page is built on', () => {
    expect(readFileSync(path.resolve('public/index.html'), 'utf8')).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });

  it('serves the service worker revalidated on every check, allowed by the page\'s policy', async () => {
    const app = appFor('hockey');
    const worker = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    // CSP: the worker is a script of this origin (worker-src falls back to script-src, then default-src).
    const policy = String((await app.inject({ method: 'GET', url: '/scoreboard' })).headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toMatch(/worker-src/);
  });

  it('keeps a short name a launcher can show', () => {
    expect(shortNameOf('Ishockey Kampsenter')).toBe('Ishockey');
    expect(shortNameOf('Basket')).toBe('Basket');
    expect(shortNameOf('Bedriftsidrett Match Centre')).toBe('Bedriftsidrett');
  });
});
