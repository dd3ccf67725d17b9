/**
 * Issue 29 case 4, the service worker's `push` and `notificationclick` handlers with a fake registration
 * and fake clients: a push shows one notification worded as the tab's alert in the payload's language,
 * none when the same event is showing already or the payload does not read; a click brings a tab of the
 * site forward at the url, or opens one, and never opens another origin.
 */
import { handleNotificationClick, handlePush, type PushWindowClient, type PushWorkerScope } from '../../../src/client/serviceWorker/pushHandlers';

const ORIGIN = 'https://hockey.example.no';

const payload = {
  kind: 'goal',
  matchId: 7,
  eventId: '7:g1',
  tag: 'goal-alert-7',
  home: 'Storhamar',
  away: 'Vålerenga',
  homeScore: 2,
  awayScore: 1,
  time: '43:12',
  url: '/livematch?matchId=7&seasonId=1&tournamentId=5',
  language: 'en',
};

interface Shown {
  title: string;
  options: NotificationOptions & { renotify?: boolean };
}

function fakeScope(showing: Array<{ tag: string; data: unknown }> = [], tabs: PushWindowClient[] = []) {
  const shown: Shown[] = [];
  const opened: string[] = [];
  const scope: PushWorkerScope = {
    registration: {
      showNotification: async (title: string, options: NotificationOptions = {}) => void shown.push({ title, options }),
      getNotifications: async (filter?: GetNotificationOptions) => showing.filter((n) => filter?.tag === undefined || n.tag === filter.tag) as unknown as Notification[],
    },
    clients: {
      matchAll: async () => tabs,
      openWindow: async (url: string) => void opened.push(url),
    },
    origin: ORIGIN,
  };
  return { scope, shown, opened };
}

const data = (value: unknown) => ({ text: () => (typeof value === 'string' ? value : JSON.stringify(value)) });

describe('push', () => {
  test('shows one notification: the tab’s words, the payload’s tag, data {url, eventId}', async () => {
    const { scope, shown } = fakeScope();
    await handlePush(data(payload), scope);
    expect(shown).toEqual([
      { title: 'Goal! Storhamar 2–1 Vålerenga, 43:12', options: { body: '', tag: 'goal-alert-7', lang: 'en', renotify: true, data: { url: payload.url, eventId: '7:g1' } } },
    ]);
  });

  test('in the payload’s language: Norwegian goal, final whistle, a goal without a time', async () => {
    const { scope, shown } = fakeScope();
    await handlePush(data({ ...payload, language: 'no' }), scope);
    await handlePush(data({ ...payload, language: 'no', kind: 'final', eventId: '7:end', homeScore: 3, awayScore: 2, time: null }), scope);
    await handlePush(data({ ...payload, language: 'en', kind: 'final', eventId: '7:end', homeScore: 3, awayScore: 2, time: null }), scope);
    await handlePush(data({ ...payload, language: 'no', eventId: '7:g2', time: null }), scope);
    expect(shown.map((n) => [n.title, n.options.lang])).toEqual([
      ['Mål! Storhamar 2–1 Vålerenga, 43:12', 'nb'],
      ['Slutt: Storhamar 3–2 Vålerenga', 'nb'],
      ['Full time: Storhamar 3–2 Vålerenga', 'en'],
      ['Mål! Storhamar 2–1 Vålerenga', 'nb'],
    ]);
  });

  test('the same event showing already under the same tag (the open tab showed it): nothing; another event of the match: shown', async () => {
    const showing = [{ tag: 'goal-alert-7', data: { url: payload.url, eventId: '7:g1' } }];
    const first = fakeScope(showing);
    await handlePush(data(payload), first.scope);
    expect(first.shown).toEqual([]);
    const second = fakeScope(showing);
    await handlePush(data({ ...payload, eventId: '7:g2', homeScore: 3 }), second.scope);
    expect(second.shown.map((n) => n.title)).toEqual(['Goal! Storhamar 3–1 Vålerenga, 43:12']);
    // The same event id under another match's tag is another event.
    const third = fakeScope([{ tag: 'goal-alert-8', data: { eventId: '7:g1' } }]);
    await handlePush(data(payload), third.scope);
    expect(third.shown).toHaveLength(1);
  });

  test.each([
    ['no data', null],
    ['text that is no JSON', data('Goal!')],
    ['a payload missing fields', data({ kind: 'goal', matchId: 7 })],
    ['data that throws when read', { text: () => { throw new Error('not text'); } }],
  ])('%s: shows nothing and does not throw', async (_name, pushData) => {
    const { scope, shown } = fakeScope();
    await expect(handlePush(pushData, scope)).resolves.toBeUndefined();
    expect(shown).toEqual([]);
  });

  test('a browser refusing to show it does not throw', async () => {
    const { scope } = fakeScope();
    const refusing: PushWorkerScope = { ...scope, registration: { ...scope.registration, showNotification: () => Promise.reject(new TypeError('no permission')) } };
    await expect(handlePush(data(payload), refusing)).resolves.toBeUndefined();
  });
});

describe('notificationclick', () => {
  function tab(url: string, log: string[]): PushWindowClient {
    return { url, focus: async () => void log.push(`focus ${url}`), navigate: async (to: string) => void log.push(`navigate ${to}`) };
  }
  const notification = (url: unknown) => {
    const state = { closed: false };
    return { state, notification: { data: { url, eventId: '7:g1' }, close: () => void (state.closed = true) } };
  };

  test('closes it, focuses an open tab of the site and takes it to the url', async () => {
    const log: string[] = [];
    const { scope, opened } = fakeScope([], [tab('https://elsewhere.example.com/', log), tab(`${ORIGIN}/standings`, log)]);
    const { state, notification: clicked } = notification(payload.url);
    await handleNotificationClick(clicked, scope);
    expect(state.closed).toBe(true);
    expect(log).toEqual([`focus ${ORIGIN}/standings`, `navigate ${ORIGIN}${payload.url}`]);
    expect(opened).toEqual([]);
  });

  test('no tab of the site open: a new window at the url', async () => {
    const { scope, opened } = fakeScope();
    await handleNotificationClick(notification(payload.url).notification, scope);
    expect(opened).toEqual([`${ORIGIN}${payload.url}`]);
  });

  test('a tab that cannot be taken there: a new window instead', async () => {
    const failing: PushWindowClient = { url: `${ORIGIN}/`, focus: async () => undefined, navigate: () => Promise.reject(new TypeError('not controlled')) };
    const { scope, opened } = fakeScope([], [failing]);
    await handleNotificationClick(notification(payload.url).notification, scope);
    expect(opened).toEqual([`${ORIGIN}${payload.url}`]);
  });

  test('a url of another origin (or none) opens nothing, but the notification closes', async () => {
    const log: string[] = [];
    for (const url of ['https://evil.example.com/livematch', '//evil.example.com/x', undefined]) {
      const { scope, opened } = fakeScope([], [tab(`${ORIGIN}/standings`, log)]);
      const { state, notification: clicked } = notification(url);
      await handleNotificationClick(clicked, scope);
      expect(state.closed).toBe(true);
      expect(opened).toEqual([]);
    }
    expect(log).toEqual([]);
  });
});
