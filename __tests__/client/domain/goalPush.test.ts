/**
 * Issue 29 case 4, Web Push in the browser (domain/goalPush): what this browser registers, how a push is
 * read and worded — the same words as the tab's alert, from the same locale messages.
 */
import { createIntl } from 'react-intl';
import en from '../../../locales/en.json';
import no from '../../../locales/no.json';
import { alertText } from '../../../src/client/domain/goalAlerts';
import { fillMessage, goalPushText, openableUrl, parseGoalPush, pushWish, type GoalPush } from '../../../src/client/domain/goalPush';
import { LIVE_EVENT_TYPE } from '../../../src/shared/contract/live';
import { parse } from '@formatjs/icu-messageformat-parser';

const push: GoalPush = {
  kind: 'goal',
  matchId: 7,
  eventId: 'g1',
  tag: 'goal-alert-7',
  home: 'Storhamar',
  away: 'Vålerenga',
  homeScore: 2,
  awayScore: 1,
  time: '43:12',
  url: '/livematch?matchId=7',
  language: 'en',
};

describe('pushWish', () => {
  test('the teams in force (sorted), the language and the delay; none under the shield; nothing in force lets the subscription go', () => {
    expect(pushWish(new Set(['152:12', '152:11']), false, 'no', 30)).toEqual({ kind: 'register', registration: { teams: ['152:11', '152:12'], language: 'no', delaySeconds: 30 } });
    expect(pushWish(new Set(['152:11']), true, 'en', 0)).toEqual({ kind: 'unregister', unsubscribe: false });
    expect(pushWish(new Set(), false, 'en', 0)).toEqual({ kind: 'unregister', unsubscribe: true });
    expect(pushWish(new Set(), true, 'en', 0)).toEqual({ kind: 'unregister', unsubscribe: true });
  });
});

describe('parseGoalPush', () => {
  test('reads the server’s payload', () => {
    expect(parseGoalPush(JSON.stringify(push))).toEqual(push);
    expect(parseGoalPush(JSON.stringify({ ...push, kind: 'final', time: null, homeScore: null }))).toMatchObject({ kind: 'final', time: null, homeScore: null });
  });

  test.each([
    ['not JSON', '{"kind":'],
    ['not an object', '"goal"'],
    ['null', 'null'],
    ['another kind', JSON.stringify({ ...push, kind: 'basket' })],
    ['no event id', JSON.stringify({ ...push, eventId: '' })],
    ['a match id that is not one', JSON.stringify({ ...push, matchId: '7' })],
    ['a score that is no score', JSON.stringify({ ...push, homeScore: -1 })],
    ['another language', JSON.stringify({ ...push, language: 'sv' })],
    ['no url', JSON.stringify({ ...push, url: undefined })],
  ])('%s reads as nothing', (_name, text) => {
    expect(parseGoalPush(text)).toBeNull();
  });
});

describe('goalPushText', () => {
  const match: Parameters<typeof alertText>[1] = { hometeam: 'Storhamar', awayteam: 'Vålerenga', hometeamOverriddenName: null, awayteamOverriddenName: null };

  test('the same message and values as the tab’s alertText for the same goal and final whistle', () => {
    const goal = { ClientId: 'g1', MatchId: 7, MatchEventType: LIVE_EVENT_TYPE.goal, TotalMatchTime: '43:12', h: 2, a: 1 } as Parameters<typeof alertText>[2];
    expect(goalPushText(push)).toEqual(alertText('goal', match, goal, null));
    expect(goalPushText({ ...push, time: null })).toEqual(alertText('goal', match, { ...goal, TotalMatchTime: null, PeriodTime: null }, null));
    expect(goalPushText({ ...push, kind: 'final', homeScore: 3, awayScore: 2 })).toEqual(alertText('final', match, goal, { h: 3, a: 2 }));
  });

  test('a side of the score the push does not say is a dash', () => {
    expect(goalPushText({ ...push, awayScore: null }).values).toMatchObject({ homeScore: '2', awayScore: '-' });
  });
});

describe('fillMessage', () => {
  const values = { home: 'Storhamar', away: 'Vålerenga', homeScore: '2', awayScore: '1', time: '43:12' };
  test.each(['alerts.notification.goal', 'alerts.notification.goalNoTime', 'alerts.notification.final'] as const)('%s: as react-intl formats it, from the text and from the build’s compiled message', (id) => {
    for (const [locale, messages] of [['en-GB', en], ['nb-NO', no]] as const) {
      const expected = createIntl({ locale, messages }).formatMessage({ id }, values);
      expect(fillMessage(messages[id], values)).toBe(expected);
      expect(fillMessage(parse(messages[id]) as { type: number; value: string }[], values)).toBe(expected);
    }
  });
});

describe('openableUrl', () => {
  const origin = 'https://hockey.example.no';
  test('a path or a url of the site opens; another origin does not', () => {
    expect(openableUrl('/livematch?matchId=7', origin)).toBe('https://hockey.example.no/livematch?matchId=7');
    expect(openableUrl('https://hockey.example.no/match?matchId=7', origin)).toBe('https://hockey.example.no/match?matchId=7');
    expect(openableUrl('https://evil.example.com/livematch', origin)).toBeNull();
    expect(openableUrl('//evil.example.com/livematch', origin)).toBeNull();
    expect(openableUrl('javascript:alert(1)', origin)).toBeNull();
  });
});
