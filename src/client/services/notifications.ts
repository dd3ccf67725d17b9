/**
 * The browser's notifications (issue 29 case 4, goal alerts): the only module that touches
 * `window.Notification`. Safe on the server: nothing is read at module evaluation, and `browserNotifier()`
 * answers 'unsupported' where there is no window or no Notification API (or no secure context).
 *
 * An alert is shown through the service worker's registration when a worker controls the page, with
 * `data: {url, eventId}` as the worker's own push handler shows it (serviceWorker/pushHandlers.ts): so
 * neither shows an event the other showed already (same tag, same event id), and a click reaches the
 * worker's `notificationclick`, which brings the tab forward at the match. Without a worker (the
 * development build, a browser test that blocks workers): `new Notification`, its click handled here.
 */
import type { AlertPermission } from '../domain/goalAlerts';

export interface AlertNotification {
  title: string;
  body: string;
  /** One per match: the system replaces a match's previous alert with the newest. */
  tag: string;
  lang: string;
  /** The event's key (domain `alertKey`), as a push names it: what says two notifications are the same alert. */
  eventId: string;
  /** The match's page (same origin), opened by a click through the worker. */
  url: string;
  /** The fan clicked it (shown without a worker): the tab is focused and the notification closed first. */
  onClick: () => void;
}

export interface Notifier {
  /** What the browser allows now (no prompt). */
  permission(): Exclude<AlertPermission, 'unknown'>;
  /**
   * Asks the browser (its prompt). Call it only from a click's handler path (user activation); resolves
   * with the answer, never rejects.
   */
  requestPermission(): Promise<Exclude<AlertPermission, 'unknown' | 'unsupported'>>;
  show(notification: AlertNotification): void;
}

type NotificationClass = typeof Notification;
type WorkerRegistration = Pick<ServiceWorkerRegistration, 'showNotification' | 'getNotifications'>;

/** What the notifier needs of the browser (injectable for tests). */
export interface NotificationHost {
  /** The Notification API where the page may use it, else null. */
  notificationClass(): NotificationClass | null;
  /** The registration of the service worker controlling the page, or null when none does. */
  workerRegistration(): Promise<WorkerRegistration | null>;
  focus(): void;
}

function browserNotificationHost(): NotificationHost {
  return {
    notificationClass() {
      if (typeof window === 'undefined' || typeof window.Notification !== 'function') return null;
      // Browsers refuse notifications outside a secure context (https, or localhost).
      return window.isSecureContext === false ? null : window.Notification;
    },
    async workerRegistration() {
      if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || navigator.serviceWorker.controller === null) return null;
      return (await navigator.serviceWorker.getRegistration()) ?? null;
    },
    focus: () => window.focus(),
  };
}

const asPermission = (value: string): 'default' | 'granted' | 'denied' => (value === 'granted' || value === 'denied' ? value : 'default');

const eventIdOf = (data: unknown): unknown => (typeof data === 'object' && data !== null ? (data as { eventId?: unknown }).eventId : undefined);

/** Through the worker's registration, unless the same alert (tag and event id) is showing already. */
async function showThroughWorker(registration: WorkerRegistration, { title, body, tag, lang, eventId, url }: AlertNotification): Promise<void> {
  const showing = await registration.getNotifications({ tag });
  if (showing.some((notification) => eventIdOf(notification.data) === eventId)) return;
  await registration.showNotification(title, { body, tag, lang, renotify: true, data: { url, eventId } } as NotificationOptions);
}

function showInPage(api: NotificationClass, host: NotificationHost, { title, body, tag, lang, onClick }: AlertNotification): void {
  try {
    // `renotify`: a match's next goal alerts again although it replaces the previous one (same tag).
    const notification = new api(title, { body, tag, lang, renotify: true } as NotificationOptions);
    notification.onclick = (event) => {
      event.preventDefault();
      host.focus();
      notification.close();
      onClick();
    };
  } catch {
    // A browser that allows notifications only from a service worker (Chrome on Android) throws here:
    // the alert is lost, the page goes on.
  }
}

/** The page's Notification API as a Notifier. */
export function browserNotifier(host: NotificationHost = browserNotificationHost()): Notifier {
  const notificationClass = () => host.notificationClass();
  return {
    permission() {
      const api = notificationClass();
      return api === null ? 'unsupported' : asPermission(api.permission);
    },
    requestPermission() {
      const api = notificationClass();
      if (api === null) return Promise.resolve('denied');
      return new Promise((resolve) => {
        try {
          // Older Safari answers through the callback only; newer browsers return a promise too.
          const answer = api.requestPermission((value) => resolve(asPermission(value)));
          if (answer !== undefined) answer.then((value) => resolve(asPermission(value)), () => resolve('denied'));
        } catch {
          resolve('denied');
        }
      });
    },
    show(notification) {
      const api = notificationClass();
      if (api === null || api.permission !== 'granted') return;
      host.workerRegistration().then(
        (registration) => (registration === null ? showInPage(api, host, notification) : showThroughWorker(registration, notification).catch(() => undefined)),
        () => showInPage(api, host, notification),
      );
    },
  };
}
