/**
 * Issue 14, bounded in memory: the live hub is bounded by bytes and channels, and the simulator forgets a
 * past day's channels once the live window after them is over, while a late visitor of today's matches
 * still pages their whole history (DESIGN §5: pages of 100 until a page has fewer).
 */
import { createLiveHub, type LiveHub, type LiveMessage } from '../../../src/server/live';
import { messageBytes } from '../../../src/server/live/hub';
import { startLiveSimulator, type LiveSimulator } from '../../../src/server/live/simulator/simulator';
import { HISTORY_PAGE_SIZE, liveChannels } from '../../../src/shared/contract/live';
import { league, NOW } from '../demo/support';

/** The whole history of a channel as the client reads it: newest page first, pages of 100 until a short one. */
function pageHistory(hub: LiveHub, channel: string): LiveMessage[] {
  const pages: LiveMessage[][] = [];
  let start: bigint | undefined;
  for (let guard = 0; guard < 1000; guard += 1) {
    const page = hub.history(channel, { start, max: HISTORY_PAGE_SIZE });
    pages.unshift(page);
    if (page.length < HISTORY_PAGE_SIZE) break;
    start = (page[0] as LiveMessage).timetoken;
  }
  return pages.flat();
}

describe('live hub bounds (issue 14)', () => {
  it('drops the least recently published channel whole when the bytes run over, and drop() forgets channels', () => {
    const payload = { text: 'x'.repeat(200) };
    const one = messageBytes({ json: JSON.stringify(payload) });
    const hub = createLiveHub({ maxBytes: one * 25 });
    for (let index = 0; index < 10; index += 1) hub.publish('a', payload, 'p');
    for (let index = 0; index < 10; index += 1) hub.publish('b', payload, 'p');
    hub.publish('a', payload, 'p'); // a is now the most recently published
    for (let index = 0; index < 10; index += 1) hub.publish('c', payload, 'p');
    expect(hub.messages('b')).toHaveLength(0);
    expect(hub.messages('a')).toHaveLength(11);
    expect(hub.messages('c')).toHaveLength(10);
    expect(hub.stats().bytes).toBeLessThanOrEqual(one * 25);
    hub.drop(['a']);
    expect(hub.messages('a')).toHaveLength(0);
    expect(hub.stats()).toMatchObject({ channels: 1, messages: 10, bytes: one * 10 });
    expect(hub.messages('c')[0]?.payload).toEqual(payload);
  });
});

describe('the simulator expires a past day (issue 14)', () => {
  let simulator: LiveSimulator | null = null;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    simulator?.stop();
    simulator = null;
    jest.useRealTimers();
  });

  it('keeps the paging history of today for a late visitor, and drops it the next day', () => {
    const hub = createLiveHub();
    let at = NOW;
    const clock = { now: () => at, rate: 3600 };
    simulator = startLiveSimulator({
      league: league(),
      publish: (channel, payload, publisher) => hub.publish(channel, payload, publisher),
      clock,
      expire: (channels) => hub.drop(channels),
    });
    jest.advanceTimersByTime(2000);
    const today = simulator.matchIds();
    expect(today.length).toBeGreaterThan(3);

    // 23:30 the same day: every match of the day has finished; a late visitor pages each channel's whole log.
    at = new Date('2026-11-21T22:30:00Z');
    jest.advanceTimersByTime(30_000);
    let paged = 0;
    for (const matchId of today) {
      for (const channel of [liveChannels.all(matchId), liveChannels.goals(matchId)]) {
        const log = hub.messages(channel);
        expect(log.length).toBeGreaterThan(0);
        expect(pageHistory(hub, channel)).toEqual(log);
        if (log.length > HISTORY_PAGE_SIZE) paged += 1;
      }
    }
    expect(paged).toBeGreaterThan(0);
    const lastOfDay = hub.messages(liveChannels.all(today[0] as number)).at(-1)?.payload;
    expect(lastOfDay).toMatchObject({ MatchEventType: 'Timer', TypeName: 'Match end' });

    // Noon the next day: yesterday's channels are forgotten, and no longer counted among the feeds.
    at = new Date('2026-11-22T11:00:00Z');
    jest.advanceTimersByTime(30_000);
    for (const matchId of today) {
      expect(hub.messages(liveChannels.all(matchId))).toHaveLength(0);
      expect(hub.messages(liveChannels.goals(matchId))).toHaveLength(0);
    }
    expect(simulator.matchIds().filter((matchId) => today.includes(matchId))).toEqual([]);
  });
});
