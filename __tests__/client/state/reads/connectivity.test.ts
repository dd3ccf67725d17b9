import { makeStore } from '../../../../src/client/app/store';
import type { DeviceConnectivity } from '../../../../src/client/services/connectivity';
import { recordsApi } from '../../../../src/client/state/records/recordsApi';
import { readsEvents } from '../../../../src/client/state/reads/readsSlice';
import { selectOfflineDataAge, selectOfflineNotice } from '../../../../src/client/state/reads/selectors';
import { aMatch } from '../../../support/builders';
import { fakeApi, fakeServices, testConfig } from '../../../support/services';
import { closedAfterTest } from '../../../support/openStores';

const NOW = Date.parse('2026-11-21T17:00:00Z');
const MIN = 60_000;

/** A device whose connection the test switches. */
function fakeConnectivity(online: boolean, pageRenderedAtMs: number | null = null) {
  let listener: ((online: boolean) => void) | null = null;
  let deviceNow = NOW;
  const connectivity: DeviceConnectivity = {
    online: () => online,
    subscribe(next) {
      listener = next;
      return () => (listener = null);
    },
    pageRenderedAtMs: () => pageRenderedAtMs,
    nowMs: () => deviceNow,
  };
  return {
    connectivity,
    set(next: boolean) {
      online = next;
      listener?.(next);
    },
    advance(ms: number) {
      deviceNow += ms;
    },
  };
}

function storeWith(device: ReturnType<typeof fakeConnectivity>) {
  const api = fakeApi({ proxy: { match: () => aMatch({ matchId: 77 }) } });
  const store = closedAfterTest(makeStore({ site: testConfig() }, { ...fakeServices({ api }), connectivity: device.connectivity }));
  return { api, store, matchReads: () => api.calls.filter((call) => call.startsWith('match ')) };
}

describe('offline and back (issue 29 case 1)', () => {
  it('says how old the page is when it went offline, and reads what it shows again when back online', async () => {
    const device = fakeConnectivity(true);
    const { store, matchReads } = storeWith(device);
    const subscription = store.dispatch(recordsApi.endpoints.getMatch.initiate({ matchId: 77 }));
    await subscription;
    expect(matchReads()).toHaveLength(1);
    expect(selectOfflineNotice(store.getState())).toBeNull();

    device.set(false);
    expect(selectOfflineNotice(store.getState())).toEqual({ updatedAtMs: NOW });
    expect(selectOfflineDataAge(store.getState(), NOW + 12 * MIN + 30_000)).toEqual({ unit: 'minutes', value: 12 });
    // Still offline: the data are no fresher than when the connection went.
    device.advance(5 * MIN);
    device.set(false);
    expect(selectOfflineNotice(store.getState())).toEqual({ updatedAtMs: NOW });

    device.set(true);
    expect(selectOfflineNotice(store.getState())).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(matchReads()).toHaveLength(2);
    subscription.unsubscribe();
  });

  it('dates a page opened offline by its render, or by the oldest kept answer', () => {
    const rendered = fakeConnectivity(false, NOW - 20 * MIN);
    const { store } = storeWith(rendered);
    expect(selectOfflineDataAge(store.getState(), NOW)).toEqual({ unit: 'minutes', value: 20 });
    store.dispatch(readsEvents.staleAnswerReceived({ what: 'ta/Match?matchId=77', updatedAtMs: NOW - 3 * 60 * MIN }));
    expect(selectOfflineDataAge(store.getState(), NOW)).toEqual({ unit: 'hours', value: 3 });

    const drawn = storeWith(fakeConnectivity(false, null)).store;
    expect(selectOfflineDataAge(drawn.getState(), NOW)).toEqual({ unit: 'unknown' });
  });

  it('stays online without a device to ask (the server renders online)', () => {
    const store = closedAfterTest(makeStore({ site: testConfig() }, fakeServices({ api: fakeApi({}) })));
    expect(selectOfflineNotice(store.getState())).toBeNull();
  });
});
