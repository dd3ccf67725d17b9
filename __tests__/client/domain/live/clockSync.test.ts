/**
 * Issue 24 case 7: the live clock never contradicts the feed. Seen once on basketball: "03:59" left in
 * period 2 while the newest event was stamped 04:33 and "last event 37 s ago". The sequence that produced
 * it: a Start at 03:29 (play restarted after a foul), then play went on with stoppages the feed did not
 * stop the clock for, so the next event (04:33) went out 115 s after the Start; 37 s later the clock, run
 * from the Start alone, said 03:29 + 152 s = 06:01 played (03:59 left) — 51 s ahead of its own feed.
 * Issue 24 case 6: with a broadcast delay, the running clock is read at now − delay.
 */
import { clockSyncEvent, liveClock } from '../../../../src/client/domain/live/clock';
import { connectionLine } from '../../../../src/client/domain/live/connection';
import type { LivePhase } from '../../../../src/client/domain/live/phase';
import { delayedNowMs } from '../../../../src/client/domain/spoiler';
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../../src/shared/contract/live';

let seq = 0;
const tt = (ms: number) => `${ms}0000`;
const T0 = 1_800_000_000_000;
const ev = (o: Partial<LiveEvent>): LiveEvent => ({ ClientId: `c${(seq += 1)}`, MatchId: 1, MatchEventType: LIVE_EVENT_TYPE.timer, Period: 2, ...o });
const start = (periodTime: string, atMs: number) => ev({ EventType: 0, TypeName: 'Start', PeriodTime: periodTime, TotalMatchTime: '', TimeToken: tt(atMs) });
const stop = (periodTime: string, atMs: number) => ev({ EventType: 1, TypeName: 'Stop', PeriodTime: periodTime, TimeToken: tt(atMs) });
const rebound = (periodTime: string, atMs: number, period = 2) =>
  ev({ MatchEventType: LIVE_EVENT_TYPE.defensiveRebound, Team: 'H', Period: period, PeriodTime: periodTime, TimeToken: tt(atMs) });
const second: LivePhase = { kind: 'playing', period: 2, periodName: '2. periode' };

/** The clock as the live view reads it: the newest Timer event and the event it re-syncs to. */
function clockAt(events: readonly LiveEvent[], nowMs: number, rate = 1): string | null {
  let timer: LiveEvent | null = null;
  for (const e of events) if (e.MatchEventType === LIVE_EVENT_TYPE.timer) timer = e;
  return liveClock('basketball', second, timer, nowMs, clockSyncEvent(events, timer, 'basketball'), rate).text;
}

describe('the live clock re-syncs to the feed (issue 24 case 7)', () => {
  test('the sequence that showed 03:59: the clock shows the newest event’s time plus the 37 s since it', () => {
    const events = [start('03:29', T0), rebound('04:33', T0 + 115_000)];
    const now = T0 + 152_000;
    expect(connectionLine({ connection: 'live', ended: false, lastEventMs: T0 + 115_000, dataAsOfMs: null }, now)).toEqual({ kind: 'live', lastEventSeconds: 37 });
    // Run from the Start alone (the old rule), the clock is 51 s ahead of its own feed.
    expect(liveClock('basketball', second, events[0] ?? null, now).text).toBe('03:59');
    // Re-synced: 04:33 + 0:37 = 05:10 played, 04:50 left.
    expect(clockAt(events, now)).toBe('04:50');
  });

  test('never behind its feed: an event newer than the clock’s count moves it on', () => {
    // The Start's timetoken came late (a backlog published at once): the events say more time has run.
    const events = [start('01:00', T0), rebound('03:00', T0 + 10_000)];
    expect(clockAt(events, T0 + 10_000)).toBe('07:00');
  });

  test('a correction of an earlier event (its old time, published late) does not pull the clock back', () => {
    const events = [start('03:29', T0), rebound('04:33', T0 + 60_000), rebound('03:40', T0 + 90_000)];
    expect(clockAt(events, T0 + 100_000)).toBe(clockAt(events.slice(0, 2), T0 + 100_000));
    expect(clockAt(events, T0 + 100_000)).toBe('04:47');
  });

  test('events of another period and events before the Timer do not count', () => {
    const old = rebound('09:00', T0 - 5000, 1);
    expect(clockSyncEvent([old, start('00:00', T0), rebound('09:30', T0 + 1000, 1)], start('00:00', T0), 'basketball')).toBeNull();
    const timer = start('00:00', T0);
    expect(clockSyncEvent([rebound('05:00', T0 - 1000), timer], timer, 'basketball')).toBeNull();
  });

  test('stopped: frozen at the newest event’s time when it is later than the Stop’s', () => {
    const events = [stop('06:10', T0), rebound('06:12', T0 + 20_000)];
    expect(clockAt(events, T0 + 60_000)).toBe('03:48');
  });

  test('runs at the server clock’s rate (config.clockRate): 2 s at LIVE_SPEED 30 is a minute of play', () => {
    expect(clockAt([start('01:00', T0)], T0 + 2000, 30)).toBe('08:00');
  });
});

describe('the clock with a broadcast delay (issue 24 case 6)', () => {
  test('read at now − delay: 60 s after a Start at 03:00, a 60 s delay still shows 07:00', () => {
    const events = [start('03:00', T0)];
    expect(clockAt(events, delayedNowMs(T0 + 60_000, 60))).toBe('07:00');
    expect(clockAt(events, delayedNowMs(T0 + 90_000, 60))).toBe('06:30');
    expect(clockAt(events, delayedNowMs(T0 + 90_000, 0))).toBe('05:30');
  });

  test('"last event n s ago" is counted on the delayed time line', () => {
    const facts = { connection: 'live' as const, ended: false, lastEventMs: T0, dataAsOfMs: null };
    // The event was published at T0 and shown at T0 + 30 s (30 s delay): 5 s after it showed, it is "5 s ago".
    expect(connectionLine(facts, T0 + 35_000, 30)).toEqual({ kind: 'live', lastEventSeconds: 5 });
  });
});
