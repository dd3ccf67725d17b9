/**
 * Issue 29 case 4: what a feed sends at once when it begins here (its backlog) is published as history, so
 * the hub's news listeners (the Web Push goal alerts) do not alert for the day's past goals on a start;
 * what falls due afterwards is news.
 */
import { createClock } from '../../../src/server/clock';
import { createLiveHub } from '../../../src/server/live';
import { startLiveSimulator, type LiveSimulator } from '../../../src/server/live/simulator/simulator';
import { liveEventsOf } from '../../../src/server/live/simulator/toLiveEvents';
import { liveChannels, type LiveEvent } from '../../../src/shared/contract/live';
import { league, NOW } from '../demo/support';

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('live simulator: history and news', () => {
  let simulator: LiveSimulator | null = null;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    simulator?.stop();
    simulator = null;
    jest.useRealTimers();
  });

  it("publishes a feed's backlog as history and what falls due later as news; the hub's news listeners hear only the news", () => {
    const hub = createLiveHub();
    const news: { channel: string; event: LiveEvent }[] = [];
    hub.listenAll((message) => news.push({ channel: message.channel, event: message.payload as LiveEvent }));
    const speed = 60;
    const clock = createClock({ startAt: NOW, rate: speed, monotonicMs: () => Date.now() });
    const published: { channel: string; atMs: number; history: boolean }[] = [];
    simulator = startLiveSimulator({
      league: league(),
      publish: (channel, payload, publisher, options) => {
        published.push({ channel, atMs: clock.now().getTime(), history: options?.history === true });
        return hub.publish(channel, payload, publisher, options);
      },
      clock,
      timers,
    });
    // Twenty match minutes (twenty real seconds at speed 60): the feeds begin, then play on.
    jest.advanceTimersByTime((1200 / speed) * 1000);
    // A hockey match in progress at NOW.
    const id = simulator.matchIds().find((m) => league().fixture(m)?.sportId === 152 && league().match(m, NOW)?.statusTypeId === 2) as number;
    const goals = liveChannels.goals(id);
    const mine = published.filter((message) => message.channel === goals);
    const begunMs = (published.find((message) => message.channel === goals || message.channel === liveChannels.all(id)) as { atMs: number }).atMs;
    const kickoffMs = league().fixture(id)?.kickoffMs ?? 0;
    const feed = liveEventsOf(league(), id).filter((x) => x.channelKinds.includes('goals'));
    const due = feed.filter((x) => kickoffMs + x.atWallSecond * 1000 <= begunMs).length;
    // What was due when the feed began is history; everything after it is news, and only that is heard.
    expect(due).toBeGreaterThan(0);
    expect(mine.length).toBeGreaterThan(due);
    expect(mine.map((message) => message.history)).toEqual(mine.map((_, index) => index < due));
    expect(news.filter((message) => message.channel === goals).map((message) => message.event)).toEqual(feed.slice(due, mine.length).map((x) => x.event));
  });
});
