import { ageOfStoredCopy, buildVersionOf, cacheStrategyFor, mayServeBeforeNetwork, type CacheStrategy, type RequestFacts } from '../../../src/client/serviceWorker/cachePolicy';

const ORIGIN = 'http://127.0.0.1:8080';
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('the service worker cache policy (issue 29 case 1)', () => {
  it.each<[string, RequestFacts, CacheStrategy]>([
    // The live feed is never cached, whatever else matches.
    ['a subscribe long-poll', get('/v2/subscribe/demo-sub-key/match%3A1%3Aall/0?tt=0'), 'network'],
    ['a history page', get('/v3/history/sub-key/demo-sub-key/channel/match%3A1%3Aall?max=100'), 'network'],
    ['a v2 history page', get('/v2/history/sub-key/demo-sub-key/channel/match%3A1%3Agoals'), 'network'],
    ['a presence heartbeat', get('/v2/presence/sub-key/demo-sub-key/channel/x/heartbeat'), 'network'],
    ['a publish', get('/publish/pub/sub/0/match%3A1%3Aall/0/%7B%7D'), 'network'],
    ['the time probe', get('/time/0'), 'network'],
    ['a live path opened as a page', get('/v2/subscribe/x', 'navigate'), 'network'],
    // This build's files.
    ['a hashed script', get('/assets/page-match.0123456789.js'), 'precache'],
    // Data reads.
    ['a proxy read', get('/api/proxy?taReqUrl=ta/Match?matchId=5'), 'api'],
    ['a direct read', get('/api/ta/Seasons/?orgId=10&year=2026'), 'api'],
    ['the season lookup', get('/api/mc/SeasonLookup/?orgId=10'), 'api'],
    ['the configuration', get('/config.json'), 'config'],
    ['the manifest', get('/manifest.webmanifest'), 'static'],
    ['the maskable icon', get('/app-icon-maskable.svg'), 'static'],
    ['a logo', get('/brand/hockey.svg'), 'static'],
    // Pages.
    ['the scoreboard', get('/scoreboard', 'navigate'), 'page'],
    ['a match', get('/match?matchId=5&seasonId=1&tournamentId=2', 'navigate'), 'page'],
    ['the arena screen', get('/kiosk?rotateSeconds=20', 'navigate'), 'page'],
    ['the page asking for its own HTML', { ...get('/standings?seasonId=1'), accept: 'text/html' }, 'page'],
    ['a JSON read of a page path', { ...get('/standings'), accept: 'application/json' }, 'network'],
    // Not handled.
    ['health', get('/healthz'), 'network'],
    ['a calendar feed', get('/calendar/team/7.ics?seasonId=1'), 'network'],
    ['another origin', { url: 'https://ps.pndsn.com/v2/subscribe/x', method: 'GET', mode: 'cors' }, 'network'],
    ['another origin\'s page', { url: 'https://example.org/', method: 'GET', mode: 'navigate' }, 'network'],
    ['a POST proxy read', { ...get('/api/proxy'), method: 'POST' }, 'network'],
    ['an unreadable URL', { url: 'not a url', method: 'GET', mode: 'cors' }, 'network'],
  ])('%s → %s', (_name, request, strategy) => {
    expect(cacheStrategyFor(request, ORIGIN)).toBe(strategy);
  });

  const NOW = Date.parse('2026-11-21T17:00:00Z');

  it('counts a copy\'s age on arrival and its time in the cache', () => {
    expect(ageOfStoredCopy({ age: '4', cacheControl: null, storedAt: String(NOW - 12 * 60_000) }, NOW)).toBe(4 + 12 * 60);
    expect(ageOfStoredCopy({ age: null, cacheControl: null, storedAt: null }, NOW)).toBe(0);
    // A device clock set back after storing never makes a copy younger than it arrived.
    expect(ageOfStoredCopy({ age: '3', cacheControl: null, storedAt: String(NOW + 60_000) }, NOW)).toBe(3);
  });

  it('serves a copy before the network only within its own max-age and stale-while-revalidate', () => {
    const cacheControl = 'public, max-age=15, stale-while-revalidate=45, stale-if-error=86400';
    const storedAgo = (seconds: number) => ({ age: '0', cacheControl, storedAt: String(NOW - seconds * 1000) });
    expect(mayServeBeforeNetwork(storedAgo(60), NOW)).toBe(true);
    expect(mayServeBeforeNetwork(storedAgo(61), NOW)).toBe(false);
    // A past season's answer keeps an hour.
    expect(mayServeBeforeNetwork({ age: '0', cacheControl: 'public, max-age=3600', storedAt: String(NOW - 30 * 60_000) }, NOW)).toBe(true);
    // No max-age: always ask the network first.
    expect(mayServeBeforeNetwork({ age: '0', cacheControl: 'no-cache', storedAt: String(NOW) }, NOW)).toBe(false);
  });

  it('names each build apart by its precache manifest', () => {
    const one = [{ url: '/index.html', revision: 'a' }, '/assets/main.0123456789.js'];
    expect(buildVersionOf(one)).toBe(buildVersionOf([...one]));
    expect(buildVersionOf(one)).not.toBe(buildVersionOf([{ url: '/index.html', revision: 'b' }, '/assets/main.0123456789.js']));
    expect(buildVersionOf(one)).not.toBe(buildVersionOf([{ url: '/index.html', revision: 'a' }, '/assets/main.9876543210.js']));
  });
});
