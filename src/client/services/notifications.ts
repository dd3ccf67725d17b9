/**
 * The browser's notifications (issue 29 case 4, goal alerts): the only module that touches
 * `window.Notification`. Safe on the server: nothing is read at module evaluation, and `browserNotifier()`
 * answers 'unsupported' where there is no window or no Notification API (or no secure context).
 */
import type { AlertPermission } from '../domain/goalAlerts';

export interface AlertNotification {
  title: string;
  body: string;
  /** One per match: the system replaces a match's previous alert with the newest. */
  tag: string;
  lang: string;
  /** The fan clicked it: the tab is focused and closed notification first. */
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

function notificationClass(): NotificationClass | null {
  if (typeof window === 'undefined' || typeof window.Notification !== 'function') return null;
  // Browsers refuse notifications outside a secure context (https, or localhost).
  return window.isSecureContext === false ? null : window.Notification;
}

const asPermission = (value: string): 'default' | 'granted' | 'denied' => (value === 'granted' || value === 'denied' ? value : 'default');

/** The page's Notification API as a Notifier. */
export function browserNotifier(): Notifier {
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
    show({ title, body, tag, lang, onClick }) {
      const api = notificationClass();
      if (api === null || api.permission !== 'granted') return;
      try {
        // `renotify`: a match's next goal alerts again although it replaces the previous one (same tag).
        const notification = new api(title, { body, tag, lang, renotify: true } as NotificationOptions);
        notification.onclick = (event) => {
          event.preventDefault();
          window.focus();
          notification.close();
          onClick();
        };
      } catch {
        // A browser that allows notifications only from a service worker (Chrome on Android) throws here:
        // the alert is lost, the page goes on.
      }
    },
  };
}
