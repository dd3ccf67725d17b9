import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SITE_PRESETS, type SiteName } from '../../../src/server/sites';
import { shortNameOf } from '../../../src/server/routes/webManifest';
import { removeDir, tempClientDir, testApp } from '../support/serverFixtures';

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

  it.each(Object.keys(SITE_PRESETS) as SiteName[])('%s: a web app manifest of the preset, standalone, with an icon and a maskable one', async (site) => {
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
    ]);
  });

  it('draws the maskable icon from the preset\'s logo on a full square', async () => {
    const response = await appFor('basketball').inject({ method: 'GET', url: '/app-icon-maskable.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#ffffff"\/><svg x="20" y="20" width="60" height="60"/);
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
