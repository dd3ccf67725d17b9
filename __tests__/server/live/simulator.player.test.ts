/** The in-process live simulator: backlog at start, then the rest at LIVE_SPEED (src/server/live/simulator/simulator.ts). */
import { liveFeedMatchIds, startLiveSimulator, type LiveSimulator } from '../../../src/server/live/simulator/simulator';
import { liveEventsOf } from '../../../src/server/live/simulator/toLiveEvents';
import { HISTORY_PAGE_SIZE, liveChannels, type LiveEvent } from '../../../src/shared/contract/live';
import { league, NOW } from '../demo/support';

interface Published {
  channel: string;
  payload: LiveEvent;
  publisher: string;
}

function recorder() {
  const log: Published[] = [];
  const publish = (channel: string, payload: unknown, publisher: string) => {
    log.push({ channel, payload: payload as LiveEvent, publisher });
    return String(log.length);
  };
  const on = (channel: string) => log.filter((m) => m.channel === channel).map((m) => m.payload);
  return { log, publish, on };
}

const fakeTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

describe('live simulator', () => {
  let simulator: LiveSimulator | null = null;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    simulator?.stop();
    simulator = null;
    jest.useRealTimers();
  });

  it('publishes the backlog of every live match at once; busy channels exceed one history page', () => {
    const { log, publish, on } = recorder();
    simulator = startLiveSimulator({ league: league(), publish, speed: 60, now: () => NOW, timers: fakeTimers });
    const ids = simulator.matchIds();
    expect(ids).toEqual(liveFeedMatchIds(league(), NOW));
    expect(new Set(ids.map((id) => league().fixture(id)?.sportId))).toEqual(new Set([152, 199, 157]));
    for (const id of ids) {
      const fixture = league().fixture(id);
      const cut = (NOW.getTime() - (fixture?.kickoffMs ?? 0)) / 1000;
      const feed = liveEventsOf(league(), id);
      const backlog = feed.filter((x) => x.atWallSecond <= cut);
      expect(on(liveChannels.all(id))).toEqual(backlog.map((x) => x.event));
      expect(on(liveChannels.goals(id))).toEqual(backlog.filter((x) => x.channelKinds.includes('goals')).map((x) => x.event));
    }
    const busiest = Math.max(...ids.map((id) => on(liveChannels.all(id)).length));
    expect(busiest).toBeGreaterThan(2 * HISTORY_PAGE_SIZE);
    expect(log.every((m) => m.publisher === 'demo-simulator')).toBe(true);
  });

  it('publishes the rest in order at the given speed, and stop() ends it', () => {
    const { publish, on } = recorder();
    const speed = 60;
    simulator = startLiveSimulator({ league: league(), publish, speed, now: () => NOW, timers: fakeTimers });
    const id = simulator.matchIds().find((m) => league().fixture(m)?.sportId === 152) as number;
    const cut = (NOW.getTime() - (league().fixture(id)?.kickoffMs ?? 0)) / 1000;
    const feed = liveEventsOf(league(), id);
    const due = (wall: number) => feed.filter((x) => x.atWallSecond <= wall).map((x) => x.event);
    const channel = liveChannels.all(id);

    // Ten match minutes take ten real seconds at speed 60: nothing early, everything due on time.
    jest.advanceTimersByTime((600 / speed) * 1000 - 1);
    expect(on(channel).length).toBeLessThanOrEqual(due(cut + 600).length);
    jest.advanceTimersByTime(1);
    expect(on(channel)).toEqual(due(cut + 600));
    expect(on(channel).length).toBeGreaterThan(due(cut).length);

    jest.advanceTimersByTime((600 / speed) * 1000);
    expect(on(channel)).toEqual(due(cut + 1200));

    simulator.stop();
    const count = on(channel).length;
    jest.advanceTimersByTime(24 * 3600 * 1000);
    expect(on(channel)).toHaveLength(count);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('plays a feed to its Match end, past the scheduled end', () => {
    const rec = recorder();
    simulator = startLiveSimulator({ league: league(), publish: rec.publish, speed: 600, now: () => NOW, timers: fakeTimers, scanIntervalMs: 3600_000 });
    jest.advanceTimersByTime(3 * 3600 * 1000);
    for (const id of simulator.matchIds()) {
      const feed = liveEventsOf(league(), id).map((x) => x.event);
      expect(rec.on(liveChannels.all(id))).toEqual(feed);
      expect(rec.on(liveChannels.all(id)).at(-1)?.TypeName).toBe('Match end');
    }
  });

  it('keeps looking for matches whose feed begins later, once each', () => {
    const rec = recorder();
    let clock = NOW;
    simulator = startLiveSimulator({ league: league(), publish: rec.publish, speed: 60, now: () => clock, timers: fakeTimers });
    const first = simulator.matchIds();
    const later = new Date(NOW.getTime() + 3 * 3600 * 1000);
    const expectedLater = liveFeedMatchIds(league(), later).filter((id) => !first.includes(id));
    expect(expectedLater.length).toBeGreaterThan(0);
    clock = later;
    jest.advanceTimersByTime(60_000);
    expect(simulator.matchIds()).toEqual([...first, ...expectedLater]);
    jest.advanceTimersByTime(60_000);
    expect(simulator.matchIds()).toEqual([...first, ...expectedLater]);
    // The new match's MatchData went out first on its channel.
    const id = expectedLater[0] as number;
    expect(rec.on(liveChannels.all(id))[0]?.MatchEventType).toBe('MatchData');
  });

  it('rejects a speed that is not positive', () => {
    expect(() => startLiveSimulator({ league: league(), publish: () => '1', speed: 0, now: () => NOW, timers: fakeTimers })).toThrow(/LIVE_SPEED/);
  });
});
