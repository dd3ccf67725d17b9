/**
 * DESIGN §6.4: "a slow upstream never holds the first byte: stream the shell, then the data". A page whose
 * render is done within the first-byte budget goes out whole, with its own status; one whose render outlasts
 * it gets its opening (the head up to the title, with the code's preload hints) at once and the rest when the
 * render ends, compressed or not.
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import type { PageRenderer, RenderedPage } from '../../../src/server/render/pageRenderer';
import { fakeDataSource, removeDir, tempClientDir, testConfig } from '../support/serverFixtures';

const NOW = new Date('2026-11-21T17:00:00Z');

function page(status: number, markup: string): RenderedPage {
  return { status, lang: 'en', title: `Title ${status}`, description: 'About', styles: '', markup, state: '{}', renderedAtDeviceMs: 0, location: '/', complete: true, etag: `e${status}`, renderedAtMs: 0 };
}

/**
 * A renderer whose every render waits until the test lets it finish with the page it names, or, once
 * `atOnce` is set, answers with that page at once.
 */
interface HeldRenderer {
  atOnce: RenderedPage | null;
  renderer: PageRenderer;
  finish: (rendered: RenderedPage | null) => void;
  waiting: () => number;
}

function heldRenderer(): HeldRenderer {
  const finishers: Array<(page: RenderedPage | null) => void> = [];
  const held: HeldRenderer = {
    atOnce: null,
    renderer: { render: () => (held.atOnce ? Promise.resolve(held.atOnce) : new Promise((resolve) => finishers.push(resolve))) },
    finish: (rendered) => finishers.shift()?.(rendered),
    waiting: () => finishers.length,
  };
  return held;
}

interface Received {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes as they came, decompressed when gzip. */
  first: Promise<string>;
  whole: Promise<string>;
}

/** A GET over loopback that hands over the first chunk of the body as soon as it arrives. */
function get(port: number, path: string, gzip = false): Promise<Received> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: gzip ? { 'accept-encoding': 'gzip' } : {} }, (response) => {
      const chunks: Buffer[] = [];
      let firstSeen: (text: string) => void = () => undefined;
      let wholeSeen: (text: string) => void = () => undefined;
      const first = new Promise<string>((done) => (firstSeen = done));
      const whole = new Promise<string>((done) => (wholeSeen = done));
      const text = () => {
        const bytes = Buffer.concat(chunks);
        // A sync-flushed gzip stream can be read up to where it is (the end is not there yet).
        return gzip ? gunzipSync(bytes, { finishFlush: 2 /* Z_SYNC_FLUSH */ }).toString('utf8') : bytes.toString('utf8');
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        firstSeen(text());
      });
      response.on('end', () => wholeSeen(text()));
      resolve({ status: response.statusCode ?? 0, headers: response.headers, first, whole });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the first byte of a rendered page (DESIGN §6.4)', () => {
  let clientDir: string;
  let app: FastifyInstance;
  let port: number;
  let held: HeldRenderer;

  beforeAll(() => {
    clientDir = tempClientDir();
    // As the build writes it (minified, unquoted attributes): the entry script after the title.
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang=en><head><meta charset=utf-8><title>Match Centre</title><script defer src=/assets/main.0123456789.js></script></head><body><div id=root></div></body></html>');
    writeFileSync(path.join(clientDir, 'boot-manifest.json'), JSON.stringify({ boot: ['assets/boot.1.js'], routes: { '/standings': ['assets/page-standings.2.js'] }, locales: { en: ['assets/locale-en.3.js'], no: ['assets/locale-no.4.js'] } }));
  });
  afterAll(() => removeDir(clientDir));
  beforeEach(async () => {
    held = heldRenderer();
    app = buildApp({
      config: testConfig({}),
      dataSource: fakeDataSource(),
      clientDir,
      clock: createClock({ startAt: NOW }),
      logger: false,
      renderer: held.renderer,
      firstByteBudgetMs: 30,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterEach(() => app.close());

  it('a render done within the budget goes out whole with its own status', async () => {
    held.atOnce = page(404, '<p>We could not find this match</p>');
    const received = await get(port, '/match?matchId=9');
    expect(received.status).toBe(404);
    expect(await received.whole).toContain('<p>We could not find this match</p>');
  });

  it.each([false, true])('a slow render: the opening (head and preload hints) first, then the page (gzip: %s)', async (gzip) => {
    const received = await get(port, '/standings', gzip);
    // The headers and the opening are out while the render still waits.
    expect(received.status).toBe(200);
    expect(received.headers['cache-control']).toBe('private, no-cache');
    const first = await received.first;
    expect(held.waiting()).toBe(1);
    expect(first).toMatch(/^<!doctype html><html lang="(en|no)"><head>/i);
    expect(first).toContain('<link rel="preload" as="script" href="/assets/main.0123456789.js">');
    expect(first).not.toContain('<title>');
    held.finish(page(200, '<h1>Standings</h1>'));
    const whole = await received.whole;
    expect(whole.startsWith(first)).toBe(true);
    expect(whole).toContain('<title>Title 200</title>');
    expect(whole).toContain('<div id="root"><h1>Standings</h1></div>');
    // The code's hints went out in the opening; the rest does not repeat them.
    for (const file of ['main.0123456789.js', 'boot.1.js', 'page-standings.2.js']) {
      expect(first).toContain(`<link rel="preload" as="script" href="/assets/${file}">`);
      expect(whole.split(`<link rel="preload" as="script" href="/assets/${file}">`)).toHaveLength(2);
    }
    expect(whole).toContain('id="page-state"');
    expect(whole).toMatch(/<\/html>$/);
  });

  it('a slow render that ends in a 404 says noindex (its 200 is already out); one that fails ends as the shell', async () => {
    const missing = await get(port, '/match?matchId=9');
    await missing.first;
    held.finish(page(404, '<p>We could not find this match</p>'));
    expect(await missing.whole).toContain('<meta name="robots" content="noindex">');
    const failed = await get(port, '/standings');
    await failed.first;
    held.finish(null);
    const shell = await failed.whole;
    expect(shell).toMatch(/<div id="?root"?><\/div>/);
    expect(shell).toContain('id="site-config"');
  });
});
