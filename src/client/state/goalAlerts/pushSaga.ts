/**
 * Issue 29 case 4: goal alerts to a closed browser — this browser's Web Push registration follows
 * `selectPushWish` (the teams whose alerts are in force, the language, the broadcast delay in force; none
 * under the spoiler shield).
 *
 * - Register: the server's key (`GET /push/key`), the browser's subscription with it (the existing one
 *   when it has that key; `userVisibleOnly`), then `POST /push/subscriptions` with the teams, the
 *   language and the delay. Again whenever the wish changes, latest only: a change waits PUSH_SETTLE_MS
 *   for the next, and a newer one cancels what an older one still had to do.
 * - Unregister (the shield on, or no team in force): `DELETE /push/subscriptions` for this browser's
 *   subscription, if it has one; when no alert is in force the subscription itself goes too.
 * - Failures change nothing else: the in-tab alerts go on as before. A server without Web Push (404) is
 *   not asked again this session; any other failure waits for the next change (no retries, so no storm).
 */
import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, select, take } from 'redux-saga/effects';
import { pushWishKey, type PushWish } from '../../domain/goalPush';
import type { PushClient, PushSubscriptionJson } from '../../services/push';
import { selectPushWish } from './selectors';

/** How long a change of the wish waits for the next before the server is asked (a burst of toggles is one request). */
export const PUSH_SETTLE_MS = 2_000;

/** What this page's session learned of the server: its key, or that it has Web Push off. */
interface PushSession {
  key: string | null | undefined;
}

function* register(push: PushClient, session: PushSession, registration: Extract<PushWish, { kind: 'register' }>['registration']) {
  if (session.key === undefined) session.key = (yield call([push, push.applicationKey])) as string | null;
  if (session.key === null) return;
  const subscription: PushSubscriptionJson = yield call([push, push.subscribe], session.key);
  yield call([push, push.register], { subscription, ...registration });
}

function* unregister(push: PushClient, session: PushSession, unsubscribe: boolean) {
  const subscription: PushSubscriptionJson | null = yield call([push, push.subscription]);
  if (subscription === null) return;
  try {
    // A server with Web Push off holds no registration.
    if (session.key !== null) yield call([push, push.unregister], subscription.endpoint);
  } finally {
    // Even when the server could not be told: a subscription let go makes its pushes fail, and the
    // server forgets it on the push service's answer.
    if (unsubscribe) yield call([push, push.unsubscribe]);
  }
}

function* settleThenSync(push: PushClient, session: PushSession, wish: PushWish) {
  yield delay(PUSH_SETTLE_MS);
  try {
    if (wish.kind === 'register') yield call(register, push, session, wish.registration);
    else yield call(unregister, push, session, wish.unsubscribe);
  } catch {
    // Network down, subscription refused, server error: the in-tab alerts are unaffected; the next
    // change of the wish (or the next visit) tries again.
  }
}

/** Follows the wish for the page's life (goalAlertsSaga forks it in the browser once the permission is read). */
export function* pushRegistrationSaga(push: PushClient) {
  const session: PushSession = { key: undefined };
  let lastKey: string | null = null;
  let pending: Task | null = null;
  for (;;) {
    const wish: PushWish = yield select(selectPushWish);
    const key = pushWishKey(wish);
    if (key !== lastKey) {
      lastKey = key;
      if (pending !== null) yield cancel(pending);
      pending = (yield fork(settleThenSync, push, session, wish)) as Task;
    }
    // Any action may change the wish; the selector is memoized, so looking is cheap.
    yield take('*');
  }
}
