/** DESIGN §6.4: the app's navigations wait for the hydration of a server-rendered page, then happen in order. */
import { memoryNavigation, navigationAfter } from '../../../src/client/services/navigation';

describe('navigation held until the page is taken over', () => {
  it('holds navigations until ready, then makes them in order, once; later ones go at once', async () => {
    const memory = memoryNavigation('/player/?playerId=1');
    let ready: () => void = () => undefined;
    const navigation = navigationAfter(new Promise<void>((resolve) => (ready = resolve)), memory);
    navigation.navigate('/player/?playerId=1&seasonId=3', { replace: true });
    navigation.navigate('/standings');
    expect(navigation.location()).toEqual({ pathname: '/player/', search: '?playerId=1' });
    ready();
    await Promise.resolve();
    await Promise.resolve();
    expect(memory.history.map((entry) => `${entry.pathname}${entry.search}`)).toEqual(['/player/?playerId=1&seasonId=3', '/standings']);
    navigation.navigate('/schedule');
    expect(navigation.location()).toEqual({ pathname: '/schedule', search: '' });
    expect(memory.history).toHaveLength(3);
  });

  it("drops what was held for a page the reader left meanwhile, and keeps what was held after for the new one", async () => {
    const memory = memoryNavigation('/match?matchId=7');
    let ready: () => void = () => undefined;
    const navigation = navigationAfter(new Promise<void>((resolve) => (ready = resolve)), memory);
    // The boot's rewrite of the match page's address, held while the page is taken over…
    navigation.navigate('/match?matchId=7&seasonId=3', { replace: true });
    // …a goalie's link tapped meanwhile (the router's own navigation, not held)…
    memory.navigate('/player/?playerId=9');
    // …and the boot's rewrite for the player's page.
    navigation.navigate('/player/?playerId=9&seasonId=3', { replace: true });
    ready();
    await Promise.resolve();
    await Promise.resolve();
    expect(memory.history.map((entry) => `${entry.pathname}${entry.search}`)).toEqual(['/match?matchId=7', '/player/?playerId=9&seasonId=3']);
    expect(navigation.location()).toEqual({ pathname: '/player/', search: '?playerId=9&seasonId=3' });
  });

  it('drops what was held when a tap is still loading its page as the hold ends', async () => {
    const memory = memoryNavigation('/match?matchId=7');
    let pending: { pathname: string; search: string } | null = null;
    // A router whose navigation waits for a lazy route reports its target as the location (routerNavigation).
    const loading = { ...memory, location: () => pending ?? memory.location() };
    let ready: () => void = () => undefined;
    const navigation = navigationAfter(new Promise<void>((resolve) => (ready = resolve)), loading);
    navigation.navigate('/match?matchId=7&seasonId=3', { replace: true });
    pending = { pathname: '/player/', search: '?playerId=9' };
    ready();
    await Promise.resolve();
    await Promise.resolve();
    expect(memory.history.map((entry) => `${entry.pathname}${entry.search}`)).toEqual(['/match?matchId=7']);
  });
});
