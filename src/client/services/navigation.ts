/**
 * Navigation as a service (DESIGN §6): sagas navigate and observe the location through this interface, not
 * through React. `routerNavigation` wraps a data router; `memoryNavigation` is the in-memory fake for tests.
 */
export interface AppLocation {
  pathname: string;
  search: string;
}

/** POP: back/forward or the first load; PUSH and REPLACE: the app navigated. */
export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface Navigation {
  location(): AppLocation;
  navigate(to: string, options?: { replace?: boolean }): void;
  /** Called after every location change; returns the unsubscribe function. */
  subscribe(listener: (location: AppLocation, action: NavigationAction) => void): () => void;
}

/** The subset of a react-router data router this service needs. */
export interface RouterLike {
  state: {
    location: AppLocation;
    historyAction: NavigationAction | string;
    /** While a navigation waits for a lazy route, its target is here and `location` is still the old one. */
    navigation?: { location?: AppLocation | undefined };
  };
  navigate(to: string, options?: { replace?: boolean }): Promise<void> | void;
  subscribe(listener: (state: { location: AppLocation; historyAction: NavigationAction | string }) => void): () => void;
}

function toAction(value: string): NavigationAction {
  return value === 'PUSH' || value === 'REPLACE' ? value : 'POP';
}

export function routerNavigation(router: RouterLike): Navigation {
  return {
    location: () => {
      // A pending navigation is where the user is going: a saga that rewrites the query must build on it,
      // or it would replace the user's click with the page being left.
      const { pathname, search } = router.state.navigation?.location ?? router.state.location;
      return { pathname, search };
    },
    navigate: (to, options) => void router.navigate(to, options),
    subscribe(listener) {
      let last = router.state.location;
      return router.subscribe((state) => {
        // The router also notifies for fetcher and loading changes: only report real location changes.
        if (state.location === last) return;
        last = state.location;
        listener({ pathname: state.location.pathname, search: state.location.search }, toAction(state.historyAction));
      });
    },
  };
}

/**
 * DESIGN §6.4: navigation that holds the app's own navigations until `ready` (the hydration of a server-rendered
 * page has committed). The router's location is what the tree renders from: the boot's rewrite of the address
 * (the settled selection put in the query) must not change it before React has taken over the server's markup,
 * which was rendered at the address as requested. Held navigations are made in order, once — unless the reader
 * went elsewhere meanwhile (a link tapped while the page was being taken over): they were meant for the page
 * that was left, and made later they would take the reader back to it.
 */
export function navigationAfter(ready: Promise<void>, navigation: Navigation): Navigation {
  let held: (() => void)[] | null = [];
  let heldFor = navigation.location();
  // While the app's navigations are held, every change of location is the reader's: what was held is dropped.
  const stopWatching = navigation.subscribe((location) => {
    held = [];
    heldFor = location;
  });
  void ready.then(() => {
    stopWatching();
    // The location includes a navigation still loading its route's code: a tap's target counts at once.
    const now = navigation.location();
    const queued = now.pathname === heldFor.pathname && now.search === heldFor.search ? (held ?? []) : [];
    held = null;
    for (const go of queued) go();
  });
  return {
    location: () => navigation.location(),
    navigate(to, options) {
      if (held === null) navigation.navigate(to, options);
      else held.push(() => navigation.navigate(to, options));
    },
    subscribe: (listener) => navigation.subscribe(listener),
  };
}

function splitPath(to: string): AppLocation {
  const index = to.indexOf('?');
  return index === -1 ? { pathname: to, search: '' } : { pathname: to.slice(0, index), search: to.slice(index) };
}

export interface MemoryNavigation extends Navigation {
  readonly history: AppLocation[];
  /** Simulates the browser's back button. */
  back(): void;
}

export function memoryNavigation(initial = '/'): MemoryNavigation {
  const history: AppLocation[] = [splitPath(initial)];
  let index = 0;
  const listeners = new Set<(location: AppLocation, action: NavigationAction) => void>();
  const notify = (action: NavigationAction) => {
    const current = history[index] ?? splitPath('/');
    for (const listener of listeners) listener(current, action);
  };
  return {
    history,
    location: () => history[index] ?? splitPath('/'),
    navigate(to, options) {
      const next = splitPath(to);
      if (options?.replace) history[index] = next;
      else {
        history.splice(index + 1);
        history.push(next);
        index = history.length - 1;
      }
      notify(options?.replace ? 'REPLACE' : 'PUSH');
    },
    back() {
      if (index === 0) return;
      index -= 1;
      notify('POP');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
