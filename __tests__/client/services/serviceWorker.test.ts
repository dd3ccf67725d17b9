import { memoryNavigation } from '../../../src/client/services/navigation';
import { registerServiceWorker, type ServiceWorkerHost } from '../../../src/client/services/serviceWorker';

/** A browser whose load event, worker container and page the test drives. */
function fakeHost(controlled: boolean) {
  const listeners: Array<() => void> = [];
  let onLoad: (() => void) | null = null;
  const log: string[] = [];
  const registration = { update: () => (log.push('update'), Promise.resolve()) };
  let now = 0;
  const host: ServiceWorkerHost = {
    serviceWorker: {
      controller: (controlled ? {} : null) as ServiceWorker | null,
      register: ((url: string) => (log.push(`register ${url}`), Promise.resolve(registration))) as unknown as ServiceWorkerContainer['register'],
      addEventListener: ((type: string, listener: () => void) => {
        if (type === 'controllerchange') listeners.push(listener);
      }) as ServiceWorkerContainer['addEventListener'],
    },
    whenLoaded: (run) => (onLoad = run),
    reload: () => log.push('reload'),
    fetchPage: (href) => (log.push(`fetch ${href}`), Promise.resolve()),
    readsSoFar: () => ['http://127.0.0.1/api/ta/Seasons/?orgId=10&year=2026', 'http://127.0.0.1/api/proxy?taReqUrl=ta/Match?matchId=5', 'http://127.0.0.1/api/ta/Seasons/?orgId=10&year=2026'],
    fetchRead: (url) => (log.push(`read ${url}`), Promise.resolve()),
    href: () => 'http://127.0.0.1/scoreboard',
    nowMs: () => now,
  };
  return {
    host,
    log,
    load: async () => {
      onLoad?.();
      await Promise.resolve();
      await Promise.resolve();
    },
    newWorker: () => listeners.forEach((listener) => listener()),
    advance: (ms: number) => (now += ms),
  };
}

describe('the service worker in the page (issue 29 case 1)', () => {
  it('registers only once the page has loaded', async () => {
    const browser = fakeHost(false);
    registerServiceWorker(memoryNavigation('/scoreboard'), browser.host);
    expect(browser.log).toEqual([]);
    await browser.load();
    expect(browser.log).toEqual(['register /sw.js']);
  });

  it('loads the next navigation in full once a new build\'s worker took over, and keeps the page for offline', async () => {
    const browser = fakeHost(true);
    const navigation = memoryNavigation('/scoreboard');
    registerServiceWorker(navigation, browser.host);
    await browser.load();
    browser.newWorker();
    // A new build's worker keeps the page; the reads are in the cache the builds share.
    expect(browser.log).toEqual(['register /sw.js', 'fetch http://127.0.0.1/scoreboard']);
    // A saga rewriting the query is no navigation of the fan's.
    navigation.navigate('/scoreboard?seasonId=1', { replace: true });
    expect(browser.log).not.toContain('reload');
    navigation.navigate('/standings');
    expect(browser.log.filter((entry) => entry === 'reload')).toHaveLength(1);
  });

  it('takes the first worker of an uncontrolled page as no new build, and keeps the page for offline', async () => {
    const browser = fakeHost(false);
    const navigation = memoryNavigation('/scoreboard');
    registerServiceWorker(navigation, browser.host);
    await browser.load();
    browser.newWorker();
    // Loaded before the worker held it: the page and its reads (once each) asked again through the worker, for offline.
    expect(browser.log).toEqual([
      'register /sw.js',
      'fetch http://127.0.0.1/scoreboard',
      'read http://127.0.0.1/api/ta/Seasons/?orgId=10&year=2026',
      'read http://127.0.0.1/api/proxy?taReqUrl=ta/Match?matchId=5',
    ]);
    navigation.navigate('/standings');
    expect(browser.log).not.toContain('reload');
    // A later worker is a new build's.
    browser.newWorker();
    navigation.navigate('/schedule');
    expect(browser.log).toContain('reload');
  });

  it('asks for a new worker on the fan\'s navigations, at most once a minute', async () => {
    const browser = fakeHost(true);
    const navigation = memoryNavigation('/scoreboard');
    registerServiceWorker(navigation, browser.host);
    await browser.load();
    browser.advance(61_000);
    navigation.navigate('/standings');
    navigation.navigate('/schedule');
    expect(browser.log.filter((entry) => entry === 'update')).toHaveLength(1);
    browser.advance(61_000);
    navigation.navigate('/scoreboard');
    expect(browser.log.filter((entry) => entry === 'update')).toHaveLength(2);
  });
});
