/**
 * Issue 29 case 4, the tab's notifier (services/notifications.ts): with a service worker controlling the
 * page, an alert is shown through its registration with `data: {url, eventId}` — as the worker shows a
 * push, so neither shows what the other showed — and without one, with `new Notification` as before.
 */
import { browserNotifier, type AlertNotification, type NotificationHost } from '../../../src/client/services/notifications';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeNotificationClass() {
  const constructed: Array<{ title: string; options: NotificationOptions | undefined; instance: FakeNotification }> = [];
  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    onclick: ((event: { preventDefault(): void }) => void) | null = null;
    closed = false;
    constructor(title: string, options?: NotificationOptions) {
      constructed.push({ title, options, instance: this });
    }
    close() {
      this.closed = true;
    }
  }
  return { api: FakeNotification as unknown as typeof Notification, constructed };
}

function fakeRegistration(showing: Array<{ tag: string; data: unknown }>) {
  const shown: Array<{ title: string; options: NotificationOptions | undefined }> = [];
  const registration = {
    showNotification: async (title: string, options?: NotificationOptions) => void shown.push({ title, options }),
    getNotifications: async (filter?: GetNotificationOptions) => showing.filter((n) => n.tag === filter?.tag) as unknown as Notification[],
  };
  return { registration, shown };
}

const alert = (eventId: string): AlertNotification => ({
  title: 'Goal! Storhamar 2–1 Vålerenga, 43:12',
  body: 'EHL',
  tag: 'goal-alert-7',
  lang: 'en',
  eventId,
  url: '/livematch?matchId=7',
  onClick: () => undefined,
});

test('a page a worker controls: shown through its registration with data {url, eventId}; the same event showing already (a push) is not shown again', async () => {
  const { api, constructed } = fakeNotificationClass();
  const { registration, shown } = fakeRegistration([{ tag: 'goal-alert-7', data: { url: '/livematch?matchId=7', eventId: 'g1' } }]);
  const host: NotificationHost = { notificationClass: () => api, workerRegistration: async () => registration, focus: () => undefined };
  const notifier = browserNotifier(host);
  notifier.show(alert('g1'));
  notifier.show(alert('g2'));
  await settle();
  expect(shown).toEqual([
    { title: 'Goal! Storhamar 2–1 Vålerenga, 43:12', options: { body: 'EHL', tag: 'goal-alert-7', lang: 'en', renotify: true, data: { url: '/livematch?matchId=7', eventId: 'g2' } } },
  ]);
  expect(constructed).toEqual([]);
});

test('no worker: `new Notification`, whose click focuses the tab and opens the match', async () => {
  const { api, constructed } = fakeNotificationClass();
  const log: string[] = [];
  const host: NotificationHost = { notificationClass: () => api, workerRegistration: async () => null, focus: () => void log.push('focus') };
  browserNotifier(host).show({ ...alert('g1'), onClick: () => void log.push('open') });
  await settle();
  expect(constructed.map((n) => [n.title, n.options?.tag])).toEqual([['Goal! Storhamar 2–1 Vålerenga, 43:12', 'goal-alert-7']]);
  const [{ instance }] = constructed as [(typeof constructed)[number]];
  instance.onclick?.({ preventDefault: () => undefined });
  expect(log).toEqual(['focus', 'open']);
  expect(instance.closed).toBe(true);
});

test('permission not granted: nothing is shown either way', async () => {
  const { api, constructed } = fakeNotificationClass();
  (api as unknown as { permission: string }).permission = 'denied';
  const { registration, shown } = fakeRegistration([]);
  browserNotifier({ notificationClass: () => api, workerRegistration: async () => registration, focus: () => undefined }).show(alert('g1'));
  await settle();
  expect(shown).toEqual([]);
  expect(constructed).toEqual([]);
});
