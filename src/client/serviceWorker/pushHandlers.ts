/**
 * Issue 29 case 4: the service worker's Web Push handlers (sw.ts wires them to `push` and
 * `notificationclick`), with the worker's registration and clients injected so Jest runs them.
 *
 * - `push`: the payload (domain/goalPush `parseGoalPush`) shown as the open tab shows an alert: the same
 *   words in the payload's language (the locale texts themselves, only these three: webpack keeps only the
 *   properties read from the catalogues, so the worker carries no react-intl and no whole catalogue), the
 *   payload's tag (one per match), and `data: {url, eventId}`. Nothing is shown when a notification with the
 *   same tag and event id is showing already (the open tab alerted it first; services/notifications.ts shows
 *   through this registration with the same data), nor for a payload that does not read. (Chrome accepts a
 *   push that shows nothing while a notification of the site is showing; an unreadable one may get Chrome's
 *   own "updated in the background" note, which is better than a wrong alert.)
 * - `notificationclick`: closes it, then brings an open tab of the site forward at the url, or opens one;
 *   a url of another origin opens nothing.
 */
import en from '../../../locales/en.json';
import no from '../../../locales/no.json';
import type { AlertText } from '../domain/goalAlerts';
import { fillMessage, goalPushText, notificationLang, openableUrl, parseGoalPush, type MessageSource } from '../domain/goalPush';
import type { Language } from '../../shared/siteConfig';

/** The worker's parts the handlers use. */
export interface PushWorkerScope {
  registration: Pick<ServiceWorkerRegistration, 'showNotification' | 'getNotifications'>;
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly PushWindowClient[]>; openWindow(url: string): Promise<unknown> };
  /** The worker's origin (`self.location.origin`). */
  origin: string;
}

/** What the click handler needs of an open tab. */
export interface PushWindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The notification's data, on every goal alert shown (tab or worker). */
export interface AlertNotificationData {
  url: string;
  eventId: string;
}

// Property reads, one per message: what lets webpack drop the rest of each catalogue from sw.js.
const TEXTS: Record<Language, Record<AlertText['id'], MessageSource>> = {
  en: { 'alerts.notification.goal': en['alerts.notification.goal'], 'alerts.notification.goalNoTime': en['alerts.notification.goalNoTime'], 'alerts.notification.final': en['alerts.notification.final'] },
  no: { 'alerts.notification.goal': no['alerts.notification.goal'], 'alerts.notification.goalNoTime': no['alerts.notification.goalNoTime'], 'alerts.notification.final': no['alerts.notification.final'] },
};

/** The alert's title in a language, from the locale's own message. */
export function alertTitle(language: Language, text: AlertText): string {
  return fillMessage(TEXTS[language][text.id], text.values);
}

const eventIdOf = (data: unknown): string | null => (typeof data === 'object' && data !== null && typeof (data as { eventId?: unknown }).eventId === 'string' ? (data as { eventId: string }).eventId : null);

/** A push arrived: show it unless it does not read or the same event is showing already. Never throws. */
export async function handlePush(data: { text(): string } | null, scope: PushWorkerScope): Promise<void> {
  let push: ReturnType<typeof parseGoalPush> = null;
  try {
    push = data === null ? null : parseGoalPush(data.text());
  } catch {
    push = null;
  }
  if (push === null) return;
  try {
    const showing = await scope.registration.getNotifications({ tag: push.tag });
    if (showing.some((notification) => eventIdOf(notification.data) === push.eventId)) return;
    const notificationData: AlertNotificationData = { url: push.url, eventId: push.eventId };
    // `renotify`: a match's next goal alerts again although it replaces the one before (same tag).
    await scope.registration.showNotification(alertTitle(push.language, goalPushText(push)), {
      body: '',
      tag: push.tag,
      lang: notificationLang(push.language),
      data: notificationData,
      renotify: true,
    } as NotificationOptions);
  } catch {
    // Nothing to do: the browser refused to show it.
  }
}

/** A goal alert was clicked: close it; an open tab of the site goes to its url, else a new window opens there. */
export async function handleNotificationClick(notification: Pick<Notification, 'close' | 'data'>, scope: PushWorkerScope): Promise<void> {
  notification.close();
  const data: unknown = notification.data;
  const url = typeof data === 'object' && data !== null && typeof (data as { url?: unknown }).url === 'string' ? openableUrl((data as { url: string }).url, scope.origin) : null;
  if (url === null) return;
  try {
    const tabs = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    const tab = tabs.find((client) => openableUrl(client.url, scope.origin) !== null);
    if (tab !== undefined) {
      await tab.focus();
      await tab.navigate(url);
      return;
    }
  } catch {
    // The tab could not be brought forward (it closed meanwhile): a new window instead.
  }
  await scope.clients.openWindow(url).catch(() => undefined);
}
