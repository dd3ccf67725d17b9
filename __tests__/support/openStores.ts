/**
 * Stores a test made with sagas running are closed after each test (setupFilesAfterEnv, both Jest
 * projects). Since issue 25 a failed read is retried by itself (2 s doubling to a minute, without end), so a
 * test whose fake API fails on purpose would otherwise leave a store retrying on real timers after it ended,
 * and Jest (in band on a 2-core machine) would never exit.
 */
import type { AppStore } from '../../src/client/app/store';

const open = new Set<AppStore>();

/** Closes `store` (its root saga and RTK Query's timers) when the running test ends; returns it. */
export function closedAfterTest<S extends AppStore>(store: S): S {
  open.add(store);
  return store;
}

/** Closes every store opened by the test that just ended. */
export function closeOpenStores(): void {
  for (const store of open) store.close();
  open.clear();
}
