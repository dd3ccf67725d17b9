/**
 * Issue 29 case 4, Web Push registration in a real store running the alerts saga with a fake push client
 * (fake timers): goal alerts in force register this browser with the teams, the language and the delay in
 * force; a change registers again (a burst of changes once, the latest); the spoiler shield or no team in
 * force removes the registration (and no team at all lets the subscription go); a server without Web Push
 * is not asked again; a failure breaks nothing.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootReducer, type RootState } from '../../../../src/client/app/store';
import { GOAL_ALERTS_STORAGE_KEY } from '../../../../src/client/domain/goalAlerts';
import { fixedClock } from '../../../../src/client/services/clock';
import { memoryNavigation } from '../../../../src/client/services/navigation';
import type { Notifier } from '../../../../src/client/services/notifications';
import type { PushClient, PushRegistrationBody, PushSubscriptionJson } from '../../../../src/client/services/push';
import { memoryStorage } from '../../../../src/client/services/storage';
import { api } from '../../../../src/client/state/api/api';
import { goalAlertsSaga } from '../../../../src/client/state/goalAlerts/goalAlertsSaga';
import { goalAlertsEvents } from '../../../../src/client/state/goalAlerts/goalAlertsSlice';
import { PUSH_SETTLE_MS } from '../../../../src/client/state/goalAlerts/pushSaga';
import { spoilerEvents } from '../../../../src/client/state/spoiler/spoilerSlice';
import { initialRootState } from '../../../support/state';

const NOW = '2026-11-21T17:00:00.000Z';
const SUBSCRIPTION: PushSubscriptionJson = { endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'p256', auth: 'auth' } };

interface FakePush extends PushClient {
  calls: string[];
  posted: Array<Omit<PushRegistrationBody, 'subscription'>>;
}

/** A push client that records what it is asked; `key` null is a server with Web Push off. */
function fakePush(options: { key?: string | null; failKey?: boolean; subscribed?: boolean } = {}): FakePush {
  let subscribed = options.subscribed ?? false;
  const push: FakePush = {
    calls: [],
    posted: [],
    applicationKey: async () => {
      push.calls.push('key');
      if (options.failKey) throw new Error('network down');
      return options.key === undefined ? 'KEY' : options.key;
    },
    subscription: async () => {
      push.calls.push('subscription');
      return subscribed ? SUBSCRIPTION : null;
    },
    subscribe: async (key) => {
      push.calls.push(`subscribe ${key}`);
      subscribed = true;
      return SUBSCRIPTION;
    },
    unsubscribe: async () => {
      push.calls.push('unsubscribe');
      subscribed = false;
    },
    register: async ({ subscription, ...rest }) => {
      push.calls.push(`POST ${subscription.endpoint}`);
      push.posted.push(rest);
    },
    unregister: async (endpoint) => void push.calls.push(`DELETE ${endpoint}`),
  };
  return push;
}

const grantedNotifier: Notifier = { permission: () => 'granted', requestPermission: async () => 'granted', show: () => undefined };

function baseState(): RootState {
  const base = initialRootState({ timeZone: 'Europe/Oslo', sportId: 152 });
  return { ...base, favourites: { keys: ['152:11', '152:13'] }, language: { ...base.language, language: 'en' } };
}

function storeRunning(push: PushClient, saved: string[], state: RootState = baseState()) {
  const storage = memoryStorage(saved.length > 0 ? { [GOAL_ALERTS_STORAGE_KEY]: JSON.stringify(saved) } : {});
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: state,
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(goalAlertsSaga, { storage, clock: fixedClock(NOW), navigation: memoryNavigation('/standings'), notifier: grantedNotifier, push, deviceNow: () => Date.parse(NOW) });
  const stop = () => {
    task.cancel();
    store.dispatch(api.util.resetApiState());
  };
  return { store, stop };
}

/** Lets the settle time pass and the fake client's promises resolve. */
const settled = () => jest.advanceTimersByTimeAsync(PUSH_SETTLE_MS);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('alerts in force: the key, a subscription with it, the registration with the teams, language and delay — only after the settle time', async () => {
  const push = fakePush();
  const { stop } = storeRunning(push, ['152:11', '152:13'], { ...baseState(), spoiler: { ...baseState().spoiler, delaySeconds: 30 } });
  await jest.advanceTimersByTimeAsync(PUSH_SETTLE_MS - 1);
  expect(push.calls).toEqual([]);
  await settled();
  expect(push.calls).toEqual(['key', 'subscribe KEY', `POST ${SUBSCRIPTION.endpoint}`]);
  expect(push.posted).toEqual([{ teams: ['152:11', '152:13'], language: 'en', delaySeconds: 30 }]);
  stop();
});

test('the teams, the language or the delay change: registered again, a burst of changes once with the latest', async () => {
  const push = fakePush();
  const { store, stop } = storeRunning(push, ['152:11']);
  await settled();
  store.dispatch(goalAlertsEvents.alertTurnedOn({ key: '152:13' }));
  await settled();
  store.dispatch({ type: 'language/languageChosen', payload: { language: 'no' } });
  store.dispatch(spoilerEvents.broadcastDelayChosen({ seconds: 10 }));
  store.dispatch(spoilerEvents.broadcastDelayChosen({ seconds: 20 }));
  await settled();
  // An action that changes none of them registers nothing.
  store.dispatch(goalAlertsEvents.noticeDismissed());
  await settled();
  expect(push.posted).toEqual([
    { teams: ['152:11'], language: 'en', delaySeconds: 0 },
    { teams: ['152:11', '152:13'], language: 'en', delaySeconds: 0 },
    { teams: ['152:11', '152:13'], language: 'no', delaySeconds: 20 },
  ]);
  // The key is read once a session.
  expect(push.calls.filter((call) => call === 'key')).toHaveLength(1);
  stop();
});

test('the spoiler shield on: the registration is removed and the subscription kept; off again: registered again', async () => {
  const push = fakePush();
  const { store, stop } = storeRunning(push, ['152:11']);
  await settled();
  push.calls.length = 0;
  store.dispatch(spoilerEvents.shieldToggled({ on: true }));
  await settled();
  expect(push.calls).toEqual(['subscription', `DELETE ${SUBSCRIPTION.endpoint}`]);
  store.dispatch(spoilerEvents.shieldToggled({ on: false }));
  await settled();
  expect(push.calls.slice(2)).toEqual(['subscribe KEY', `POST ${SUBSCRIPTION.endpoint}`]);
  stop();
});

test('the shield on at boot: nothing is registered, a registration from an earlier visit is removed', async () => {
  const push = fakePush({ subscribed: true });
  const state = baseState();
  const { stop } = storeRunning(push, ['152:11'], { ...state, spoiler: { ...state.spoiler, shield: true } });
  await settled();
  expect(push.calls).toEqual(['subscription', `DELETE ${SUBSCRIPTION.endpoint}`]);
  stop();
});

test('all alerts turned off: the registration is removed and the subscription let go; no alerts and no subscription: nothing at all', async () => {
  const push = fakePush();
  const { store, stop } = storeRunning(push, ['152:11']);
  await settled();
  push.calls.length = 0;
  store.dispatch(goalAlertsEvents.allAlertsTurnedOff());
  await settled();
  expect(push.calls).toEqual(['subscription', `DELETE ${SUBSCRIPTION.endpoint}`, 'unsubscribe']);
  stop();

  const none = fakePush();
  const other = storeRunning(none, []);
  await settled();
  expect(none.calls).toEqual(['subscription']);
  other.stop();
});

test('a server without Web Push (key 404): nothing more, and it is not asked again this session', async () => {
  const push = fakePush({ key: null });
  const { store, stop } = storeRunning(push, ['152:11']);
  await settled();
  store.dispatch(goalAlertsEvents.alertTurnedOn({ key: '152:13' }));
  await settled();
  expect(push.calls).toEqual(['key']);
  stop();
});

test('a failure breaks nothing and is not retried until the next change', async () => {
  const push = fakePush({ failKey: true });
  const { store, stop } = storeRunning(push, ['152:11']);
  await settled();
  await jest.advanceTimersByTimeAsync(10 * PUSH_SETTLE_MS);
  expect(push.calls).toEqual(['key']);
  // The alerts saga goes on: a toggle still turns an alert off.
  store.dispatch(goalAlertsEvents.alertToggleClicked({ key: '152:11' }));
  expect(store.getState().goalAlerts.teams).toEqual([]);
  stop();
});
