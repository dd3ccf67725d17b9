/** The in-process live simulator: backlog at start, then the rest on the server's clock (src/server/live/simulator/simulator.ts). */
import { createClock, type Clock } from '../../../src/server/clock';
import { createDemoDataSource, createDemoLeague, type DemoLeague } from '../../../src/server/demo';
import { liveFeedMatchIds, startLiveSimulator, type LiveSimulator } from '../../../src/server/live/simulator/simulator';
import { liveEventsOf } from '../../../src/server/live/simulator/toLiveEvents';
import { MATCH_STATUS, type Match } from '../../../src/shared/contract';
import { HISTORY_PAGE_SIZE, liveChannels, type LiveEvent } from '../../../src/shared/contract/live';
import { league, NOW, SEED, ZONE } from '../demo/support';

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

/** The server's clock from `startAt` at `rate`, on Jest's fake time (Date.now advances with the fake timers). */
const fakeClock = (rate: number, startAt = NOW): Clock => createClock({ startAt, rate, monotonicMs: () => Date.now() });
/** A clock that stays where the test puts it. */
const frozenClock = (at: Date, rate = 60) => ({ now: () => at, rate });

const fakeTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Runs the first scan and the feed starts it queued (one per timer turn), well inside a scan interval. */
const startFeeds = () => jest.advanceTimersByTime(500);

const isMatchEnd = (event: LiveEvent) => event.MatchEventType === 'Timer' && event.TypeName === 'Match end';

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
    simulator = startLiveSimulator({ league: league(), publish, clock: frozenClock(NOW), timers: fakeTimers });
    startFeeds();
    const ids = simulator.matchIds();
    expect([...ids].sort((x, y) => x - y)).toEqual(liveFeedMatchIds(league(), NOW));
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

  it("feeds every live-covered match of today that has started, finished ones with their whole history (issue 11 B), and no other day's finished ones", () => {
    const { publish, on } = recorder();
    simulator = startLiveSimulator({ league: league(), publish, clock: frozenClock(NOW), timers: fakeTimers });
    startFeeds();
    const ids = new Set(simulator.matchIds());
    const today = league().matchesOn([152, 199, 157], '2026-11-21', NOW);
    const covered = (match: Match) => match.liveClientType !== null && match.liveClientType !== 'None';
    const started = today.filter((match) => covered(match) && (match.statusTypeId === MATCH_STATUS.inProgress || match.statusTypeId === MATCH_STATUS.finished));
    const finished = started.filter((match) => match.statusTypeId === MATCH_STATUS.finished);
    expect(finished.length).toBeGreaterThanOrEqual(3);
    for (const match of started) expect(ids.has(match.matchId)).toBe(true);
    for (const match of finished) {
      // The complete feed, MatchData to Match end: the live page of a match that ended before the server
      // started is set up for live reporting like any other.
      expect(on(liveChannels.all(match.matchId))).toEqual(liveEventsOf(league(), match.matchId).map((x) => x.event));
      expect(on(liveChannels.all(match.matchId))[0]?.MatchEventType).toBe('MatchData');
      expect(isMatchEnd(on(liveChannels.all(match.matchId)).at(-1) as LiveEvent)).toBe(true);
    }
    // Today's only: the live-covered matches of the fortnight before stay unfed.
    const fortnight = NOW.getTime() - 14 * 24 * 3600_000;
    const before = league()
      .tournaments.filter((t) => t.current && [152, 199, 157].includes(t.tournament.sportId))
      .flatMap((t) => league().fixtures(t.tournament.tournamentId))
      .filter((f) => f.localDate < '2026-11-21' && f.kickoffMs > fortnight && f.liveClientType !== null && f.liveClientType !== 'None');
    expect(before.length).toBeGreaterThan(10);
    for (const fixture of before) expect(ids.has(fixture.matchId)).toBe(false);
    // Matches in progress start first.
    const order = simulator.matchIds();
    const firstFinished = order.findIndex((id) => league().match(id, NOW)?.statusTypeId === MATCH_STATUS.finished);
    expect(order.slice(firstFinished).every((id) => league().match(id, NOW)?.statusTypeId === MATCH_STATUS.finished)).toBe(true);
  });

  it('publishes the rest in order at the given speed, and stop() ends it', () => {
    const { publish, on } = recorder();
    const speed = 60;
    simulator = startLiveSimulator({ league: league(), publish, clock: fakeClock(speed), timers: fakeTimers });
    jest.advanceTimersByTime(0);
    // A hockey match in progress at NOW.
    const id = simulator.matchIds().find((m) => league().fixture(m)?.sportId === 152 && league().match(m, NOW)?.statusTypeId === 2) as number;
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

  it('publishes every event at its instant on the clock, never before: real delay = (instant − now) / rate', () => {
    const rate = 120;
    const clock = fakeClock(rate);
    const published: { matchId: number; atMs: number; event: LiveEvent }[] = [];
    const publish = (channel: string, payload: unknown) => {
      if (channel.endsWith(':all')) published.push({ matchId: Number(channel.split(':')[1]), atMs: clock.now().getTime(), event: payload as LiveEvent });
      return '1';
    };
    simulator = startLiveSimulator({ league: league(), publish, clock, timers: fakeTimers });
    startFeeds();
    // Two clock hours take one real minute at 120.
    jest.advanceTimersByTime(60_000);
    // Each feed's first batch is its backlog, out when the feed starts (a scan finds it at most a real second late).
    const startedAt = new Map<number, number>();
    for (const { matchId, atMs } of published) if (!startedAt.has(matchId)) startedAt.set(matchId, atMs);
    const later = published.filter(({ matchId, atMs }) => atMs > (startedAt.get(matchId) ?? 0));
    expect(later.length).toBeGreaterThan(500);
    const instants = new Map<number, Map<string, number>>();
    for (const { matchId, atMs, event } of later) {
      let byClientId = instants.get(matchId);
      if (!byClientId) {
        const kickoffMs = league().fixture(matchId)?.kickoffMs ?? 0;
        byClientId = new Map(liveEventsOf(league(), matchId).map((x) => [`${x.event.ClientId}/${JSON.stringify(x.event)}`, kickoffMs + x.atWallSecond * 1000]));
        instants.set(matchId, byClientId);
      }
      const instant = byClientId.get(`${event.ClientId}/${JSON.stringify(event)}`) as number;
      // Out on its instant: not before, and within one real millisecond (rate clock ms) after.
      expect(atMs).toBeGreaterThanOrEqual(instant);
      expect(atMs - instant).toBeLessThanOrEqual(rate);
    }
  });

  it('plays a feed to its Match end, past the scheduled end', () => {
    const rec = recorder();
    simulator = startLiveSimulator({ league: league(), publish: rec.publish, clock: fakeClock(600), timers: fakeTimers, scanIntervalMs: 3600_000 * 600 });
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
    simulator = startLiveSimulator({ league: league(), publish: rec.publish, clock: { now: () => clock, rate: 60 }, timers: fakeTimers });
    jest.advanceTimersByTime(0);
    const first = simulator.matchIds();
    const later = new Date(NOW.getTime() + 3 * 3600 * 1000);
    const expectedLater = liveFeedMatchIds(league(), later).filter((id) => !first.includes(id));
    expect(expectedLater.length).toBeGreaterThan(0);
    clock = later;
    jest.advanceTimersByTime(60_000);
    expect(simulator.matchIds().slice(0, first.length)).toEqual(first);
    expect([...simulator.matchIds().slice(first.length)].sort((x, y) => x - y)).toEqual(expectedLater);
    jest.advanceTimersByTime(60_000);
    expect(simulator.matchIds()).toHaveLength(first.length + expectedLater.length);
    // The new match's MatchData went out first on its channel.
    const id = expectedLater[0] as number;
    expect(rec.on(liveChannels.all(id))[0]?.MatchEventType).toBe('MatchData');
  });

  it('rejects a speed that is not positive', () => {
    expect(() => startLiveSimulator({ league: league(), publish: () => '1', clock: frozenClock(NOW, 0), timers: fakeTimers })).toThrow(/LIVE_SPEED/);
  });
});

describe('live simulator across a restart (issue 11 A)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('two simulators started at different instants of one day publish the same events, ids and all, from where they overlap', () => {
    const first = new Date('2026-11-21T16:20:00Z');
    const second = new Date('2026-11-21T17:05:00Z');
    const rate = 60;
    // The first server: its own league and clock, started at 17:20 Oslo and run for an hour of match time.
    const early = recorder();
    const earlyClock = fakeClock(rate, first);
    const earlyLeague = createDemoLeague({ seed: SEED, timeZone: ZONE, now: earlyClock.now });
    const a = startLiveSimulator({ league: earlyLeague, publish: early.publish, clock: earlyClock, timers: fakeTimers });
    jest.advanceTimersByTime(((second.getTime() - first.getTime()) / rate));
    a.stop();
    // The restarted server, a new process on the same day: a fresh league and clock from 18:05 Oslo.
    const restarted = recorder();
    const laterClock = fakeClock(rate, second);
    const laterLeague: DemoLeague = createDemoLeague({ seed: SEED, timeZone: ZONE, now: laterClock.now });
    const b = startLiveSimulator({ league: laterLeague, publish: restarted.publish, clock: laterClock, timers: fakeTimers });
    startFeeds();
    b.stop();
    // The matches both covered (a feed the first one had only queued when it stopped does not count).
    const both = a.matchIds().filter((id) => b.matchIds().includes(id) && early.on(liveChannels.all(id)).length > 0);
    const inProgress = both.filter((id) => laterLeague.match(id, second)?.statusTypeId === MATCH_STATUS.inProgress);
    expect(inProgress.length).toBeGreaterThanOrEqual(3);
    for (const id of both) {
      const before = early.on(liveChannels.all(id));
      const after = restarted.on(liveChannels.all(id));
      // The restarted server re-publishes everything up to its start; the first one had published a prefix of it.
      expect(after.slice(0, before.length)).toEqual(before);
      expect(early.on(liveChannels.goals(id))).toEqual(restarted.on(liveChannels.goals(id)).slice(0, early.on(liveChannels.goals(id)).length));
    }
  });
});

describe('the data source and the feed on one clock (issue 11 E)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('at LIVE_SPEED 120 a match shows finished with its final score exactly when its Match end is published', async () => {
    const clock = fakeClock(120);
    const served = createDemoLeague({ seed: SEED, timeZone: ZONE, now: clock.now });
    const dataSource = createDemoDataSource(served);
    const inProgress = served
      .matchesOn([152, 199, 157], '2026-11-21')
      .filter((match) => match.statusTypeId === MATCH_STATUS.inProgress && match.liveClientType !== null && match.liveClientType !== 'None');
    expect(new Set(inProgress.map((match) => match.sportId))).toEqual(new Set([152, 199, 157]));
    const watched = new Set(inProgress.map((match) => match.matchId));
    // What the data source answers at the instant of each publication on a watched channel.
    const seen: { matchId: number; atMs: number; event: LiveEvent; match: Promise<unknown> }[] = [];
    const publish = (channel: string, payload: unknown) => {
      const matchId = Number(channel.split(':')[1]);
      if (channel.endsWith(':all') && watched.has(matchId)) {
        seen.push({ matchId, atMs: clock.now().getTime(), event: payload as LiveEvent, match: dataSource.proxy({ name: 'match', params: { matchId } }) });
      }
      return '1';
    };
    const simulator = startLiveSimulator({ league: served, publish, clock, timers: fakeTimers });
    // Five clock hours: every watched match plays to its end.
    jest.advanceTimersByTime((5 * 3600 * 1000) / 120);
    simulator.stop();
    for (const matchId of watched) {
      const feed = seen.filter((item) => item.matchId === matchId);
      const end = feed.find((item) => isMatchEnd(item.event));
      if (!end) throw new Error(`no Match end for ${matchId}`);
      const atEnd = (await end.match) as Match;
      expect(atEnd.statusTypeId).toBe(MATCH_STATUS.finished);
      expect(atEnd.matchResult).toEqual(served.simulation(matchId)?.result);
      expect({ h: end.event.h, a: end.event.a }).toEqual({ h: atEnd.matchResult?.homeGoals, a: atEnd.matchResult?.awayGoals });
      // Everything published before the Match end instant went out while the match was in progress, no result.
      const earlier = feed.filter((item) => item.atMs < end.atMs);
      expect(earlier.length).toBeGreaterThan(10);
      for (const item of earlier) {
        const match = (await item.match) as Match;
        expect({ matchId, status: match.statusTypeId, result: match.matchResult }).toEqual({ matchId, status: MATCH_STATUS.inProgress, result: null });
      }
    }
  });
});
