/**
 * Issue 29 case 4, goal alerts: which events notify, what the notification says, that an event never
 * notifies twice, and that the shield, hidden results and the broadcast delay are obeyed.
 */
import {
  alertKindOf,
  alertMatches,
  alertTag,
  alertTeamsInForce,
  alertText,
  dueAlerts,
  isNews,
  MAX_NOTIFIED,
  parseGoalAlerts,
  withNotified,
  type AlertGate,
} from '../../../src/client/domain/goalAlerts';
import { LIVE_EVENT_TYPE, LIVE_PERIOD_EVENT, LIVE_TIMER, type LiveEvent } from '../../../src/shared/contract/live';
import { aMatch } from '../../support/builders';

/** A timetoken of epoch ms (ms × 10 000, DESIGN §5). */
const tt = (ms: number) => String(BigInt(ms) * 10_000n);
const T0 = Date.parse('2026-11-21T17:00:00Z');
const goal = (fields: Partial<LiveEvent> = {}): LiveEvent => ({ ClientId: 'g1', MatchId: 7, MatchEventType: LIVE_EVENT_TYPE.goal, Team: 'H', Period: 3, PeriodTime: '03:12', TotalMatchTime: '43:12', h: 2, a: 1, ...fields });
const matchEnd = (fields: Partial<LiveEvent> = {}): LiveEvent => ({
  ClientId: 'end',
  MatchId: 7,
  MatchEventType: LIVE_EVENT_TYPE.timer,
  EventType: LIVE_TIMER.periodEvent,
  TypeName: LIVE_PERIOD_EVENT.matchEnd,
  h: 3,
  a: 2,
  ...fields,
});
const open: AlertGate = { scoreHidden: false, visibility: 'shown' };
const context = (over: Partial<Parameters<typeof dueAlerts>[3]> = {}) => ({ sinceMs: T0, delaySeconds: 0, notified: new Set<string>(), gate: open, ...over });
const storhamar = aMatch({ matchId: 7, hometeam: 'Storhamar Hockey ', hometeamOverriddenName: 'Storhamar', awayteam: 'Vålerenga', awayteamOverriddenName: null, sportId: 152, hometeamId: 11, awayteamId: 12 });

describe('which events notify', () => {
  test('an ice-hockey goal, a scored penalty shot and any sport’s match end; nothing else', () => {
    expect(alertKindOf('hockey', goal())).toBe('goal');
    expect(alertKindOf('hockey', goal({ MatchEventType: LIVE_EVENT_TYPE.penaltyShot, ResultText: 'Goal' }))).toBe('goal');
    expect(alertKindOf('hockey', goal({ MatchEventType: LIVE_EVENT_TYPE.penaltyShot, ResultText: 'Miss' }))).toBeNull();
    expect(alertKindOf('hockey', goal({ MatchEventType: LIVE_EVENT_TYPE.shootout, ResultText: 'Goal' }))).toBeNull();
    expect(alertKindOf('hockey', matchEnd())).toBe('final');
    expect(alertKindOf('hockey', matchEnd({ TypeName: LIVE_PERIOD_EVENT.periodEnd }))).toBeNull();
    expect(alertKindOf('basketball', matchEnd())).toBe('final');
    expect(alertKindOf('basketball', goal({ MatchEventType: LIVE_EVENT_TYPE.shot, ShotResult: 200443 }))).toBeNull();
    expect(alertKindOf('volleyball', goal({ MatchEventType: 'Point' }))).toBeNull();
  });

  test('only teams turned on that are still starred, and none until the browser grants', () => {
    const starred = new Set(['152:11', '152:13']);
    expect(alertTeamsInForce(['152:11', '152:12'], starred, 'granted')).toEqual(['152:11']);
    for (const permission of ['default', 'denied', 'unsupported', 'unknown'] as const) expect(alertTeamsInForce(['152:11'], starred, permission)).toEqual([]);
  });

  test('the watch: today’s matches of a team in force, home or away', () => {
    const other = aMatch({ matchId: 8, sportId: 152, hometeamId: 20, awayteamId: 21 });
    expect(alertMatches([storhamar, other], new Set(['152:12']))).toEqual([storhamar]);
    expect(alertMatches([storhamar, other], new Set())).toEqual([]);
  });

  test('a damaged store reads as no alerts', () => {
    expect(parseGoalAlerts('not json')).toEqual([]);
    expect(parseGoalAlerts('["152:11","x",3]')).toEqual(['152:11']);
  });
});

describe('what it says', () => {
  test('“Goal! Storhamar 2–1 Vålerenga, 43:12” in the list’s team names, the score after the goal', () => {
    expect(alertText('goal', storhamar, goal(), null)).toEqual({
      id: 'alerts.notification.goal',
      values: { home: 'Storhamar', away: 'Vålerenga', homeScore: '2', awayScore: '1', time: '43:12' },
    });
  });

  test('no time on the event: the text without one; no pair: the feed’s headline score; neither: a dash', () => {
    expect(alertText('goal', storhamar, goal({ TotalMatchTime: null, PeriodTime: 'garbled' }), null).id).toBe('alerts.notification.goalNoTime');
    expect(alertText('goal', storhamar, goal({ TotalMatchTime: null, PeriodTime: '05:07' }), null).values.time).toBe('05:07');
    expect(alertText('goal', storhamar, goal({ h: undefined, a: undefined }), { h: 4, a: 0 }).values).toMatchObject({ homeScore: '4', awayScore: '0' });
    expect(alertText('goal', storhamar, goal({ h: undefined, a: undefined }), null).values).toMatchObject({ homeScore: '-', awayScore: '-' });
  });

  test('the final whistle says the headline score by the one rule (a shootout’s deciding goal included), not the event’s pair', () => {
    expect(alertText('final', storhamar, matchEnd({ h: 2, a: 2 }), { h: 3, a: 2 })).toEqual({
      id: 'alerts.notification.final',
      values: { home: 'Storhamar', away: 'Vålerenga', homeScore: '3', awayScore: '2' },
    });
    // Before the feed has a headline score: the Match end's own pair (it carries the result).
    expect(alertText('final', storhamar, matchEnd({ h: 3, a: 2 }), null).values).toMatchObject({ homeScore: '3', awayScore: '2' });
  });

  test('one tag per match', () => {
    expect(alertTag(7)).toBe(alertTag(7));
    expect(alertTag(7)).not.toBe(alertTag(8));
  });
});

describe('once each, news only', () => {
  test('a goal published after the watch began notifies once; the same event again (replay, correction, second feed) never', () => {
    const first = dueAlerts(7, 'hockey', [{ timetoken: tt(T0 + 1000), event: goal() }], context());
    expect(first.alerts.map((a) => a.key)).toEqual(['7:g1']);
    const notified = new Set(withNotified([], first.handled));
    const again = dueAlerts(7, 'hockey', [{ timetoken: tt(T0 + 1000), event: goal() }, { timetoken: tt(T0 + 5000), event: goal({ h: 2, a: 1, Player: null }) }], context({ notified }));
    expect(again).toEqual({ alerts: [], handled: [] });
    // Twice in one batch (history and live message of a reconnect): once.
    expect(dueAlerts(7, 'hockey', [{ timetoken: tt(T0 + 1), event: goal() }, { timetoken: tt(T0 + 2), event: goal() }], context()).alerts).toHaveLength(1);
    // The same ClientId in another match is another event.
    expect(dueAlerts(8, 'hockey', [{ timetoken: tt(T0 + 1000), event: goal() }], context({ notified })).alerts).toHaveLength(1);
  });

  test('the day’s earlier goals (history read on opening a page) do not notify', () => {
    expect(dueAlerts(7, 'hockey', [{ timetoken: tt(T0 - 60_000), event: goal() }], context()).handled).toEqual([]);
  });

  test('the broadcast delay: what it still held when the watch began is news; what it had let through is not', () => {
    // 30 s delay (SPEC-range 0–120): published 20 s before the watch began → not on screen yet → news.
    expect(isNews(tt(T0 - 20_000), T0, 30)).toBe(true);
    expect(isNews(tt(T0 - 30_000), T0, 30)).toBe(true);
    expect(isNews(tt(T0 - 30_001), T0, 30)).toBe(false);
    expect(isNews(tt(T0 - 1), T0, 0)).toBe(false);
    expect(isNews('garbled', T0, 30)).toBe(false);
  });

  test('under the spoiler shield or with results hidden (or not known yet): silent, and handled so it stays silent', () => {
    for (const gate of [
      { scoreHidden: true, visibility: 'shown' },
      { scoreHidden: false, visibility: 'hidden' },
      { scoreHidden: false, visibility: 'unknown' },
    ] as const) {
      expect(dueAlerts(7, 'hockey', [{ timetoken: tt(T0 + 1000), event: goal() }], context({ gate }))).toEqual({ alerts: [], handled: ['7:g1'] });
    }
  });

  test('the remembered keys are bounded, oldest forgotten first', () => {
    const keys = Array.from({ length: MAX_NOTIFIED + 5 }, (_, i) => `1:${i}`);
    const kept = withNotified([], keys);
    expect(kept).toHaveLength(MAX_NOTIFIED);
    expect(kept[0]).toBe('1:5');
    expect(withNotified(['1:1'], ['1:1', '1:2'])).toEqual(['1:1', '1:2']);
  });
});
