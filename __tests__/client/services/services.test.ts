import { createClock } from '../../../src/client/services/clock';
import { memoryNavigation, routerNavigation, type RouterLike } from '../../../src/client/services/navigation';
import { createStorage } from '../../../src/client/services/storage';

describe('clock', () => {
  it('runs at the server offset, so a frozen demo "now" holds in the browser', () => {
    let device = 1_000_000;
    const clock = createClock('2026-11-21T13:00:00.000Z', device, () => device);
    expect(clock.now().toISOString()).toBe('2026-11-21T13:00:00.000Z');
    device += 60_000;
    expect(clock.now().toISOString()).toBe('2026-11-21T13:01:00.000Z');
  });

  it('runs at the server clock’s rate (LIVE_SPEED), so a sped-up demo’s live windows agree with its data', () => {
    let device = 1_000_000;
    const clock = createClock('2026-11-21T13:00:00.000Z', device, () => device, 120);
    device += 30_000;
    expect(clock.now().toISOString()).toBe('2026-11-21T14:00:00.000Z');
  });
});

describe('storage', () => {
  it('never throws when the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const storage = createStorage(refusing);
    expect(storage.get('language')).toBeNull();
    expect(() => storage.set('language', 'no')).not.toThrow();
  });
});

describe('navigation', () => {
  it('memory navigation pushes, replaces and goes back, telling listeners how', () => {
    const navigation = memoryNavigation('/a?x=1');
    const seen: string[] = [];
    navigation.subscribe((location, action) => seen.push(`${action} ${location.pathname}${location.search}`));
    navigation.navigate('/b');
    navigation.navigate('/c', { replace: true });
    navigation.back();
    expect(seen).toEqual(['PUSH /b', 'REPLACE /c', 'POP /a?x=1']);
  });

  it('router navigation reports only real location changes', () => {
    let listener: ((state: RouterLike['state']) => void) | undefined;
    const state: RouterLike['state'] = { location: { pathname: '/', search: '' }, historyAction: 'POP' };
    const router: RouterLike = {
      state,
      navigate: () => undefined,
      subscribe: (fn) => {
        listener = fn;
        return () => undefined;
      },
    };
    const seen: string[] = [];
    routerNavigation(router).subscribe((location, action) => seen.push(`${action} ${location.pathname}`));
    listener?.(state);
    listener?.({ location: { pathname: '/standings', search: '' }, historyAction: 'PUSH' });
    expect(seen).toEqual(['PUSH /standings']);
  });

  it('router navigation reports a pending navigation as the location, so a saga builds on the user\'s click', () => {
    const router: RouterLike = {
      state: {
        location: { pathname: '/', search: '?seasonId=1' },
        historyAction: 'POP',
        navigation: { location: { pathname: '/schedule', search: '?seasonId=1&tournamentId=2' } },
      },
      navigate: () => undefined,
      subscribe: () => () => undefined,
    };
    expect(routerNavigation(router).location()).toEqual({ pathname: '/schedule', search: '?seasonId=1&tournamentId=2' });
    router.state.navigation = { location: undefined };
    expect(routerNavigation(router).location()).toEqual({ pathname: '/', search: '?seasonId=1' });
  });
});
