/**
 * The live simulator (DESIGN §5): plays the demo league's live-covered hockey, basketball and volleyball
 * matches on `match:{id}:all` and `match:{id}:goals`. Every live-covered match of today whose feed has
 * begun (MatchData goes out ten minutes before face-off) gets it: on start, everything up to now at once
 * (a finished match's whole history, Match end included; a match in progress up to where the clock is),
 * then the rest, each event at its own instant on the server's clock. Feeds start one per timer turn,
 * those in progress first, so a server that starts late in the day (with dozens of finished feeds to
 * publish) answers requests in between. The clock runs at LIVE_SPEED (see
 * src/server/clock.ts), so a timer waits (instant − now) / rate real milliseconds and the data source, on
 * the same clock, shows a match finished with its result exactly when its Match end goes out. Every
 * `scanIntervalMs` of clock time (at most once a real second) it looks again for feeds that begin.
 *
 * The feeds are pure functions of the league's day (src/server/live/simulator/toLiveEvents.ts), so two
 * simulators started at different instants of one day, or one restarted mid-match, publish the very same
 * events (Id, ClientId, content) from where they overlap.
 *
 * It publishes in-process through `publish` (the embedded endpoint's hub), so no key is involved.
 */
import { liveChannels } from '../../../shared/contract/live';
import type { Clock } from '../../clock';
import { SCHEDULED_MINUTES } from '../../demo/fixtures';
import type { DemoFixture, DemoLeague } from '../../demo/model';
import { localParts } from '../../demo/time';
import { runInSlices, SLICE_BUDGET_MS } from '../../slices';
import { MATCH_DATA_LEAD_SECONDS, liveEventsOf, type TimedLiveEvent } from './toLiveEvents';

/**
 * `history` (issue 29 case 4): the message is part of a feed's backlog, sent late at its start (it happened
 * before the feed began here): history to page, not news to alert for (the hub's PublishOptions.history).
 */
export type PublishFn = (channel: string, payload: unknown, publisher: string, options?: { history?: boolean }) => string;

/** The timer functions the simulator uses (injectable so tests drive them with fake timers). */
export interface SimulatorTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LiveSimulatorOptions {
  league: DemoLeague;
  publish: PublishFn;
  /** The server's clock (DEMO_NOW, LIVE_SPEED): its `now` and its `rate` (clock ms per real ms). */
  clock: Pick<Clock, 'now' | 'rate'>;
  timers?: SimulatorTimers;
  /** The publisher uuid in the envelopes. Default 'demo-simulator'. */
  publisher?: string;
  /** How often (clock ms) to look for matches whose feed begins; at most once a real second. Default 60 000. */
  scanIntervalMs?: number;
  /** At most this many feeds at once (a bound, not a target; expired feeds no longer count). Default 500. */
  maxMatches?: number;
  /**
   * Issue 14: forgets the history of channels whose match day is over (the hub's `drop`). Called once per
   * feed, when its match's date is before today and the client's live window after it has passed.
   */
  expire?: (channels: readonly string[]) => void;
}

export interface LiveSimulator {
  stop(): void;
  /** The matches whose feeds have begun (or are about to, on the next timer turn), in the order they began. */
  matchIds(): number[];
  /**
   * Issue 15 (ops wall tests and bench): holds one match's feed — nothing of it is published until
   * `resume`, which then sends what fell due meanwhile, in order, so the feed catches up as a real one
   * would after an outage. Reachable over HTTP only through the test hooks (live/testRoutes.ts).
   */
  pause(matchId: number): void;
  resume(matchId: number): void;
  /** The matches paused now, ascending. */
  pausedMatchIds(): number[];
  /** Issue 28: whether the league has this match (the test routes refuse an id it does not have). */
  hasMatch(matchId: number): boolean;
}

/** The simulator's fault switch as the test routes see it (issue 15). */
export type LiveSimulatorControl = Pick<LiveSimulator, 'pause' | 'resume' | 'pausedMatchIds' | 'matchIds' | 'hasMatch'>;

export const DEFAULT_PUBLISHER = 'demo-simulator';
const LIVE_SPORT_IDS: ReadonlySet<number> = new Set([152, 199, 157]);
/** The simulator never looks for new feeds more often than this (real ms), however fast the clock runs. */
const MIN_SCAN_REAL_MS = 1000;
/** SPEC §4: the client's live window runs to the end time + 100 (an hour past the scheduled end). */
const LIVE_WINDOW_AFTER_END_MS = 3600 * 1000;

/**
 * Whether a feed's history may be forgotten at `nowMs` (issue 14): its match's date is before today in the
 * league zone, and both its simulated end and the live window after its scheduled end have passed, so no
 * page of that day still reads it. A late visitor of today's matches keeps the whole history to page.
 */
export function feedExpired(league: DemoLeague, fixture: DemoFixture, nowMs: number): boolean {
  if (fixture.localDate >= localParts(nowMs, league.timeZone).date) return false;
  const playedMs = (league.outcome(fixture.matchId)?.durationWallSeconds ?? 0) * 1000;
  return nowMs >= fixture.kickoffMs + Math.max(playedMs, SCHEDULED_MINUTES * 60 * 1000) + LIVE_WINDOW_AFTER_END_MS;
}

/**
 * What `liveFeedMatchIds` and the scan compute, one unit per `yield` (issue 14: the start scan used to hold
 * the event loop for 135–175 ms after listen, delaying /healthz): the current live-sport tournaments'
 * fixtures, then the outcome of each live-covered match that has kicked off.
 */
export function* prepareLiveFeeds(league: DemoLeague, at: Date): Generator<void> {
  const nowMs = at.getTime();
  const today = localParts(nowMs, league.timeZone).date;
  for (const entry of league.tournaments) {
    if (!entry.current || !LIVE_SPORT_IDS.has(entry.tournament.sportId)) continue;
    yield* league.prepareFixtures(entry.tournament.tournamentId);
    for (const fixture of league.fixtures(entry.tournament.tournamentId)) {
      if (fixture.fixedStatus !== null || fixture.liveClientType === null || fixture.liveClientType === 'None') continue;
      if (nowMs < fixture.kickoffMs - MATCH_DATA_LEAD_SECONDS * 1000) continue;
      if (fixture.localDate !== today && nowMs > fixture.kickoffMs + 6 * 3600 * 1000) continue;
      league.outcome(fixture.matchId);
      yield;
    }
  }
}

/**
 * Matches whose live feed has begun at `at`: live-covered hockey, basketball and volleyball matches of
 * current tournaments dated today (in the league zone at `at`) from MatchData (ten minutes before
 * face-off) on, finished ones included (SPEC §4: the client's live window runs to the end time + 100);
 * and a match of another day while its simulation still runs.
 */
export function liveFeedMatchIds(league: DemoLeague, at: Date): number[] {
  const nowMs = at.getTime();
  const today = localParts(nowMs, league.timeZone).date;
  const ids: number[] = [];
  for (const entry of league.tournaments) {
    if (!entry.current || !LIVE_SPORT_IDS.has(entry.tournament.sportId)) continue;
    for (const fixture of league.fixtures(entry.tournament.tournamentId)) {
      if (fixture.fixedStatus !== null || fixture.liveClientType === null || fixture.liveClientType === 'None') continue;
      if (nowMs < fixture.kickoffMs - MATCH_DATA_LEAD_SECONDS * 1000) continue;
      if (fixture.localDate !== today) {
        // Cheap reject before simulating: no simulated match lasts longer than six hours.
        if (nowMs > fixture.kickoffMs + 6 * 3600 * 1000) continue;
        const outcome = league.outcome(fixture.matchId);
        if (!outcome || nowMs >= fixture.kickoffMs + outcome.durationWallSeconds * 1000) continue;
      }
      ids.push(fixture.matchId);
    }
  }
  return ids.sort((x, y) => x - y);
}

export function startLiveSimulator(options: LiveSimulatorOptions): LiveSimulator {
  const { league, publish, clock } = options;
  if (!(clock.rate > 0)) throw new Error(`LIVE_SPEED must be positive, got ${clock.rate}`);
  const timers: SimulatorTimers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const publisher = options.publisher ?? DEFAULT_PUBLISHER;
  const scanIntervalMs = options.scanIntervalMs ?? 60_000;
  const maxMatches = options.maxMatches ?? 500;
  const started: number[] = [];
  /** The feeds that have sent their last event. */
  const complete = new Set<number>();
  const handles = new Set<unknown>();
  let stopped = false;
  /** Paused feeds (issue 15), and the step each one parked while paused: resuming runs it again. */
  const paused = new Set<number>();
  const parked = new Map<number, () => void>();

  const later = (callback: () => void, realMs: number) => {
    const handle = timers.setTimeout(() => {
      handles.delete(handle);
      if (!stopped) callback();
    }, Math.max(0, realMs));
    handles.add(handle);
  };
  /** Real milliseconds until a clock instant. */
  const realMsUntil = (instantMs: number) => Math.ceil((instantMs - clock.now().getTime()) / clock.rate);

  const send = (matchId: number, item: TimedLiveEvent, history: boolean) => {
    for (const kind of item.channelKinds) {
      const channel = kind === 'goals' ? liveChannels.goals(matchId) : liveChannels.all(matchId);
      publish(channel, item.event, publisher, { history });
    }
  };

  const startFeed = (matchId: number) => {
    const fixture = league.fixture(matchId);
    if (!fixture) return;
    const events = liveEventsOf(league, matchId);
    const instantOf = (item: TimedLiveEvent) => fixture.kickoffMs + item.atWallSecond * 1000;
    // What was due when the feed began here is its history (sent at once); what falls due later is news.
    const begunMs = clock.now().getTime();
    let next = 0;
    // Everything whose instant has come, in order: the backlog at start, then whatever a timer finds due.
    // Issue 14: a finished hockey match's backlog is thousands of messages, so it goes out in slices of
    // SLICE_BUDGET_MS; false when the slice ran out with more due (the rest goes on the next timer turn).
    const sendDue = (): boolean => {
      const startedMs = performance.now();
      const nowMs = clock.now().getTime();
      while (next < events.length && instantOf(events[next] as TimedLiveEvent) <= nowMs) {
        send(matchId, events[next] as TimedLiveEvent, instantOf(events[next] as TimedLiveEvent) <= begunMs);
        next += 1;
        if (performance.now() - startedMs >= SLICE_BUDGET_MS) return next >= events.length || instantOf(events[next] as TimedLiveEvent) > nowMs;
      }
      return true;
    };
    // One timer per feed at a time, set for the next event's instant; a timer that fires early (the clock
    // has not reached the instant yet) just waits again, so nothing goes out before its instant.
    const step = () => {
      if (paused.has(matchId)) {
        parked.set(matchId, step);
        return;
      }
      if (!sendDue()) {
        later(step, 0);
        return;
      }
      const first = events[next];
      if (first) later(step, realMsUntil(instantOf(first)));
      else complete.add(matchId);
    };
    step();
  };

  // One feed per timer turn: each turn is chained from the last, so requests are served in between.
  const queued: number[] = [];
  let draining = false;
  // Issue 14: a feed's simulation is made on one turn and its events on the next, two shorter tasks.
  let simulated: number | null = null;
  const drain = () => {
    const first = queued[0];
    if (first !== undefined && simulated !== first) {
      league.simulation(first);
      simulated = first;
      later(drain, 0);
      return;
    }
    const matchId = queued.shift();
    if (matchId !== undefined) startFeed(matchId);
    if (queued.length > 0) later(drain, 0);
    else draining = false;
  };

  /** Issue 14: forgets the feeds of past days (their channels' history), so the hub holds about one day. */
  const expireOld = (nowMs: number) => {
    if (!options.expire) return;
    const expired = started.filter((matchId) => {
      const fixture = league.fixture(matchId);
      return complete.has(matchId) && fixture !== undefined && feedExpired(league, fixture, nowMs);
    });
    if (expired.length === 0) return;
    options.expire(expired.flatMap((matchId) => [liveChannels.all(matchId), liveChannels.goals(matchId)]));
    for (const matchId of expired) {
      complete.delete(matchId);
      started.splice(started.indexOf(matchId), 1);
    }
  };

  const lookForFeeds = () => {
    const known = new Set(started);
    const nowMs = clock.now().getTime();
    expireOld(nowMs);
    const fresh = liveFeedMatchIds(league, clock.now()).filter((matchId) => !known.has(matchId));
    const finished = (matchId: number) => {
      const fixture = league.fixture(matchId);
      const outcome = league.outcome(matchId);
      return fixture !== undefined && outcome !== undefined && nowMs >= fixture.kickoffMs + outcome.durationWallSeconds * 1000;
    };
    // Matches in progress first (a stable sort keeps the id order within each group).
    fresh.sort((x, y) => Number(finished(x)) - Number(finished(y)));
    for (const matchId of fresh) {
      if (started.length >= maxMatches) break;
      started.push(matchId);
      queued.push(matchId);
    }
    if (queued.length > 0 && !draining) {
      draining = true;
      later(drain, 0);
    }
    later(scan, Math.max(MIN_SCAN_REAL_MS, scanIntervalMs / clock.rate));
  };

  // The scan's simulations run in slices first (src/server/slices.ts), so the loop answers requests (the
  // first /healthz right after listen) in between; the scan itself then only reads.
  const scan = () => {
    runInSlices(
      prepareLiveFeeds(league, clock.now()),
      () => {
        if (!stopped) lookForFeeds();
      },
      (error) => {
        throw error;
      },
      { nextTurn: (resume) => setImmediate(() => (stopped ? undefined : resume())) },
    );
  };
  later(scan, 0);

  return {
    stop() {
      stopped = true;
      for (const handle of handles) timers.clearTimeout(handle);
      handles.clear();
    },
    matchIds: () => [...started],
    pause(matchId) {
      paused.add(matchId);
    },
    resume(matchId) {
      paused.delete(matchId);
      const step = parked.get(matchId);
      parked.delete(matchId);
      if (step) later(step, 0);
    },
    pausedMatchIds: () => [...paused].sort((x, y) => x - y),
    hasMatch: (matchId) => league.fixture(matchId) !== undefined,
  };
}
