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
});
