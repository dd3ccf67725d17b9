import { pageAfterOpening, pageOpening, parseBootManifest, renderIndexHtml, renderPageHtml, scriptSafeJson, withHeadTags, type BootManifest } from '../../../src/server/routes/indexPage';
import type { PageRenderOutput } from '../../../src/shared/pageRender';
import type { SiteConfig } from '../../../src/shared/siteConfig';

const TEMPLATE = '<!doctype html><html><head><title>x</title><script defer src="/assets/main.1.js"></script></head><body><div id="root"></div></body></html>';
const MANIFEST: BootManifest = {
  boot: ['assets/boot.7.js', 'assets/shared.3.js'],
  routes: { '/': ['assets/page-scoreboard.2.js', 'assets/shared.3.js'], '/standings': ['assets/page-standings.4.js', 'assets/shared.3.js'] },
  locales: { en: ['assets/locale-en.5.js'], no: ['assets/locale-no.6.js'] },
};
const CONFIG: SiteConfig = {
  orgId: 10,
  sportId: 152,
  title: 'Ishockey </script><script>alert(1)</script>',
  logo: '/brand/hockey.svg',
  defaultLanguage: 'no',
  timeZone: 'Europe/Oslo',
  serverNow: '2026-11-26T08:00:00.000Z',
  clockRate: 1,
  live: { subscribeKey: 'k', origin: null, ssl: false, feed: true },
};

const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="\/([^"]+)">/g)].map((m) => m[1]);

describe('index.html as a visit gets it (issue 14: boot without a waterfall)', () => {
  it("hints the boot's chunks, the route's page chunk, its shared chunks and the default language's messages, each once", () => {
    expect(preloads(renderIndexHtml(TEMPLATE, MANIFEST, '/standings', CONFIG))).toEqual([
      'assets/boot.7.js',
      'assets/shared.3.js',
      'assets/page-standings.4.js',
      'assets/locale-no.6.js',
    ]);
    expect(preloads(renderIndexHtml(TEMPLATE, MANIFEST, '/', { ...CONFIG, defaultLanguage: 'en' }))).toEqual([
      'assets/boot.7.js',
      'assets/shared.3.js',
      'assets/page-scoreboard.2.js',
      'assets/locale-en.5.js',
    ]);
  });

  it('reads a trailing slash as the same route, and hints only the messages for a route it does not know', () => {
    expect(preloads(renderIndexHtml(TEMPLATE, MANIFEST, '/standings/', CONFIG))).toContain('assets/page-standings.4.js');
    expect(preloads(renderIndexHtml(TEMPLATE, MANIFEST, '/nowhere', CONFIG))).toEqual(['assets/boot.7.js', 'assets/shared.3.js', 'assets/locale-no.6.js']);
  });

  it('carries the configuration as inert JSON that a title cannot break out of', () => {
    const html = renderIndexHtml(TEMPLATE, null, '/', CONFIG);
    const body = /<script id="site-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(body).not.toContain('</script>');
    expect(JSON.parse(body)).toEqual(CONFIG);
    expect(preloads(html)).toEqual([]);
  });

  it('escapes the characters that could end a script element or a line', () => {
    expect(scriptSafeJson({ a: '</script>\u2028\u2029' })).toBe('{"a":"\\u003c/script>\\u2028\\u2029"}');
  });

  it('drops a missing, malformed or unsafe manifest instead of the page', () => {
    expect(parseBootManifest(null)).toBeNull();
    expect(parseBootManifest('{not json')).toBeNull();
    expect(parseBootManifest(JSON.stringify({ routes: {}, locales: { en: [] } }))).toBeNull();
    expect(parseBootManifest(JSON.stringify({ ...MANIFEST, routes: { '/': ['https://evil.example/x.js'] } }))).toBeNull();
    expect(parseBootManifest(JSON.stringify(MANIFEST))).toEqual(MANIFEST);
    expect(parseBootManifest(JSON.stringify({ ...MANIFEST, boot: ['//evil.example/x.js'] }))).toBeNull();
    // A manifest of an older build (no boot list) still gives its hints.
    expect(parseBootManifest(JSON.stringify({ routes: MANIFEST.routes, locales: MANIFEST.locales }))).toEqual({ ...MANIFEST, boot: [] });
  });
});

describe('index.html around a server-rendered page (DESIGN §6.4)', () => {
  const MINIFIED = '<!doctype html><html lang=en><head><title>Match Centre</title><script defer src=/assets/main.1.js></script></head><body><noscript>Match Centre needs JavaScript to show results.</noscript><div id=root></div></body></html>';
  const PAGE: PageRenderOutput = {
    status: 200,
    lang: 'no',
    title: 'Stavanger – Stjernen 2 - 3 $& </title><script>alert(1)</script>',
    description: 'Resultater "og" <tabeller>',
    styles: '<style data-styled="true">.a{color:red}</style>',
    markup: '<main><h1>Kamp</h1><p>$& $1 $$</p></main>',
    state: JSON.stringify({ site: { title: '</script><script>alert(2)</script>' }, language: { language: 'no' } }),
    renderedAtDeviceMs: 1_764_000_000_000,
    location: '/match?matchId=7&seasonId=3"><script>',
    complete: true,
  };

  it('puts the markup in the root, the language on <html>, the title, the description, the styles and the state as JSON', () => {
    const html = renderPageHtml(MINIFIED, MANIFEST, '/', CONFIG, PAGE);
    expect(html).toContain('<html lang="no">');
    expect(html).toContain('<div id="root"><main><h1>Kamp</h1><p>$& $1 $$</p></main></div>');
    expect(html).toContain('<meta name="description" content="Resultater &quot;og&quot; &lt;tabeller&gt;">');
    expect(html).toContain('<style data-styled="true">.a{color:red}</style>');
    // The Norwegian page preloads the Norwegian messages, whatever the site's default.
    expect(preloads(renderPageHtml(MINIFIED, MANIFEST, '/', { ...CONFIG, defaultLanguage: 'en' }, PAGE))).toContain('assets/locale-no.6.js');
    // It reads without JavaScript now: the notice saying otherwise is gone.
    expect(html).not.toContain('<noscript>');
  });

  it("puts the reader's explicit theme on <html> (issue 27 case 8: dark from the first paint), none for the system setting", () => {
    expect(renderPageHtml(MINIFIED, MANIFEST, '/', CONFIG, PAGE, 'dark')).toContain('<html lang="no" data-theme="dark">');
    expect(renderPageHtml(MINIFIED, MANIFEST, '/', CONFIG, PAGE, 'light')).toContain('<html lang="no" data-theme="light">');
    expect(renderPageHtml(MINIFIED, MANIFEST, '/', CONFIG, PAGE, undefined)).toContain('<html lang="no">');
    expect(pageOpening(MINIFIED, MANIFEST, '/', 'no', 'dark')).toContain('<html lang="no" data-theme="dark">');
    // The shell (a page the server does not render) too, keeping what its <html> had.
    expect(renderIndexHtml(MINIFIED, MANIFEST, '/kiosk', CONFIG, 'dark')).toMatch(/<html\b[^>]*\bdata-theme="dark">/);
    expect(renderIndexHtml(MINIFIED, MANIFEST, '/kiosk', CONFIG)).not.toContain('data-theme');
  });

  it('escapes the title, and the state cannot end its element: a title with </script> stays text', () => {
    const html = renderPageHtml(MINIFIED, MANIFEST, '/', CONFIG, PAGE);
    expect(html).toContain('<title>Stavanger – Stjernen 2 - 3 $&amp; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).not.toContain('<script>alert(');
    const state = /<script id="page-state" type="application\/json" data-rendered-at="1764000000000" data-location="[^"]*">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(state)).toEqual(JSON.parse(PAGE.state));
  });

  it('names the address the page was rendered at (issue 26: the settled query), as an escaped attribute', () => {
    const html = renderPageHtml(MINIFIED, MANIFEST, '/match', CONFIG, PAGE);
    expect(html).toContain('data-location="/match?matchId=7&amp;seasonId=3&quot;&gt;&lt;script&gt;"');
  });

  it("carries the deployment's head tags (issue 29: theme colour, iOS icon) in the streamed opening and in every finished page, once", () => {
    const tags = '<meta name="theme-color" content="#002047">';
    const template = withHeadTags(MINIFIED, tags);
    const opening = pageOpening(template, MANIFEST, '/', 'no') ?? '';
    expect(opening).toContain(tags);
    for (const html of [renderPageHtml(template, MANIFEST, '/', CONFIG, PAGE), renderIndexHtml(template, MANIFEST, '/kiosk', CONFIG)]) {
      expect(html.split(tags)).toHaveLength(2);
      expect(`${opening}${pageAfterOpening(html)}`.split(tags)).toHaveLength(2);
    }
  });
});
