/** DESIGN §6.4: what the server keeps of a rendered page, and what it does when a render cannot be had. */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../src/server/app';
import { createClock } from '../../../src/server/clock';
import { createPageRenderer, isLivePageUrl, type PageRequest } from '../../../src/server/render/pageRenderer';
import type { PageRenderInput, PageRenderOutput, RenderPage } from '../../../src/shared/pageRender';
import { DEFAULT_READER_CHOICES } from '../../../src/shared/readerChoices';
import type { SiteConfig } from '../../../src/shared/siteConfig';
import { fakeDataSource, removeDir, tempClientDir, testConfig } from '../support/serverFixtures';

const CONFIG = { title: 'Site', defaultLanguage: 'no', serverNow: '2026-11-21T17:00:00.000Z' } as SiteConfig;

function output(input: PageRenderInput, complete = true): PageRenderOutput {
  return { status: 200, lang: 'no', title: input.url, description: '', styles: '', markup: `<main>${input.url}</main>`, state: '{}', renderedAtDeviceMs: 0, location: input.url, complete };
}

function request(url: string, overrides: Partial<PageRequest> = {}): PageRequest {
  return { url, config: CONFIG, choices: DEFAULT_READER_CHOICES, personal: false, language: 'no', fetchApi: () => Promise.reject(new Error('no reads here')), ...overrides };
}

function recordingRender(make: (input: PageRenderInput) => Promise<PageRenderOutput> = (input) => Promise.resolve(output(input))) {
  const calls: PageRenderInput[] = [];
  const render: RenderPage = (input) => {
    calls.push(input);
    return make(input);
  };
  return { calls, render };
}

describe('the page renderer', () => {
  it('renders a shared page once per freshness window and per language, then again after it', async () => {
    let now = 0;
    const { calls, render } = recordingRender();
    const pages = createPageRenderer({ load: () => render, budgetMs: 100, freshSeconds: 5, nowMs: () => now });
    const first = await pages.render(request('/standings'));
    await pages.render(request('/standings'));
    await pages.render(request('/standings', { language: 'en' }));
    expect(calls.map((call) => call.url)).toEqual(['/standings', '/standings']);
    now = 5_000;
    const later = await pages.render(request('/standings'));
    expect(calls).toHaveLength(3);
    // Same markup and state: the same validator.
    expect(later?.etag).toBe(first?.etag);
  });

  it('within the stale window a kept page answers at once while it is rendered again behind it; after it, readers wait', async () => {
    let now = 0;
    let version = 0;
    const waiting: Array<() => void> = [];
    const { calls, render } = recordingRender((input) => {
      version += 1;
      const markup = `<main>${input.url} v${version}</main>`;
      return new Promise((resolve) => waiting.push(() => resolve({ ...output(input), markup })));
    });
    const pages = createPageRenderer({ load: () => render, budgetMs: 100, freshSeconds: 5, staleSeconds: 10, nowMs: () => now });
    const first = pages.render(request('/standings'));
    waiting.shift()?.();
    expect((await first)?.markup).toContain('v1');
    now = 6_000;
    // Stale: the kept page now, one new render started.
    expect((await pages.render(request('/standings')))?.markup).toContain('v1');
    expect((await pages.render(request('/standings')))?.markup).toContain('v1');
    expect(calls).toHaveLength(2);
    waiting.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await pages.render(request('/standings')))?.markup).toContain('v2');
    // Past fresh + stale: the reader waits for the new render.
    now = 6_000 + 15_000;
    const late = pages.render(request('/standings'));
    let answered = false;
    void late.then(() => (answered = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    waiting.shift()?.();
    expect((await late)?.markup).toContain('v3');
  });

  it('issue 26: a live match\'s page is kept a second, fresh and stale, whatever the reads\' windows', async () => {
    let now = 0;
    const { calls, render } = recordingRender();
    const pages = createPageRenderer({ load: () => render, budgetMs: 100, freshSeconds: 15, staleSeconds: 15, nowMs: () => now });
    const live = '/livematch?matchId=7&matchDate=2026-11-21';
    await pages.render(request(live));
    await pages.render(request('/standings'));
    now = 999;
    await pages.render(request(live));
    expect(calls).toHaveLength(2);
    // Past its second and within its stale second: served as kept while it renders again.
    now = 1_500;
    await pages.render(request(live));
    expect(calls.map((call) => call.url)).toEqual([live, '/standings', live]);
    await new Promise((resolve) => setImmediate(resolve));
    // Past both: the reader waits for a new render; the standings are still fresh.
    now = 5_000;
    await pages.render(request(live));
    await pages.render(request('/standings'));
    expect(calls.map((call) => call.url)).toEqual([live, '/standings', live, live]);
  });

  it('knows a live match\'s page by its path', () => {
    expect(isLivePageUrl('/livematch?matchId=7')).toBe(true);
    expect(isLivePageUrl('/livematch')).toBe(true);
    expect(isLivePageUrl('/livematches?matchId=7')).toBe(false);
    expect(isLivePageUrl('/match?matchId=7&next=/livematch')).toBe(false);
  });

  it('concurrent requests for the same page share one render', async () => {
    let finish: () => void = () => undefined;
    const { calls, render } = recordingRender((input) => new Promise((resolve) => (finish = () => resolve(output(input)))));
    const pages = createPageRenderer({ load: () => render, budgetMs: 100, freshSeconds: 5 });
    const both = Promise.all([pages.render(request('/schedule')), pages.render(request('/schedule'))]);
    finish();
    const [a, b] = await both;
    expect(calls).toHaveLength(1);
    expect(a).toBe(b);
  });

  it('a personal page is rendered for each request, with the reader’s choices, and never kept', async () => {
    const { calls, render } = recordingRender();
    const pages = createPageRenderer({ load: () => render, budgetMs: 100, freshSeconds: 60 });
    const choices = { ...DEFAULT_READER_CHOICES, favouriteTeamIds: ['152:1001' as const] };
    await pages.render(request('/scoreboard', { personal: true, choices }));
    await pages.render(request('/scoreboard', { personal: true, choices }));
    await pages.render(request('/scoreboard'));
    expect(calls).toHaveLength(3);
    expect(calls[0]?.choices.favouriteTeamIds).toEqual(['152:1001']);
  });

  it('a page rendered before its reads answered is served once and rendered again next time', async () => {
    const { calls, render } = recordingRender((input) => Promise.resolve(output(input, false)));
    const pages = createPageRenderer({ load: () => render, budgetMs: 100, freshSeconds: 60 });
    await pages.render(request('/match?matchId=1'));
    await pages.render(request('/match?matchId=1'));
    expect(calls).toHaveLength(2);
  });

  it('no renderer, one that cannot load, or a render that throws gives null (the shell is served) and is logged', async () => {
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args), warn: () => undefined };
    expect(await createPageRenderer({ load: () => null, budgetMs: 100, freshSeconds: 5, log }).render(request('/'))).toBeNull();
    const broken = createPageRenderer({
      load: () => {
        throw new Error('bundle is damaged');
      },
      budgetMs: 100,
      freshSeconds: 5,
      log,
    });
    expect(await broken.render(request('/'))).toBeNull();
    const failing = createPageRenderer({ load: () => () => Promise.reject(new Error('render failed')), budgetMs: 100, freshSeconds: 5, log });
    expect(await failing.render(request('/'))).toBeNull();
    expect(errors).toHaveLength(2);
  });
});

describe("the renderer's bundle is loaded ahead of the first visit (issue 26)", () => {
  it('prepare() loads it; one that cannot load is logged, and the first render tries again', async () => {
    const { render } = recordingRender();
    let loads = 0;
    const errors: unknown[] = [];
    const pages = createPageRenderer({
      load: () => {
        loads += 1;
        if (loads === 1) throw new Error('bundle half written');
        return render;
      },
      budgetMs: 100,
      freshSeconds: 5,
      log: { error: (details: unknown) => errors.push(details), warn: () => undefined },
    });
    pages.prepare?.();
    expect(loads).toBe(1);
    expect(errors).toHaveLength(1);
    expect((await pages.render(request('/standings')))?.markup).toBe('<main>/standings</main>');
    expect(loads).toBe(2);
  });

  it('the server prepares its renderer once it listens, not on the way to listening', async () => {
    const clientDir = tempClientDir();
    const prepared: string[] = [];
    const app = buildApp({
      config: testConfig({}),
      dataSource: fakeDataSource(),
      clientDir,
      clock: createClock({ startAt: new Date('2026-11-21T17:00:00Z') }),
      logger: false,
      renderer: { render: () => Promise.resolve(null), prepare: () => prepared.push('prepared') },
    });
    try {
      await app.ready();
      expect(prepared).toEqual([]);
      await app.listen({ host: '127.0.0.1', port: 0 });
      expect((app.server.address() as AddressInfo).port).toBeGreaterThan(0);
      await new Promise((resolve) => setImmediate(resolve));
      expect(prepared).toEqual(['prepared']);
    } finally {
      await app.close();
      removeDir(clientDir);
    }
  });
});
