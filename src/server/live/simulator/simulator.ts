/**
 * The live simulator (DESIGN §5): plays the demo league's live-covered hockey, basketball and volleyball
 * matches on `match:{id}:all` and `match:{id}:goals`. A match whose feed has begun at `now` (MatchData goes
 * out ten minutes before face-off) first gets its backlog — everything up to now, at once, so busy
 * channels hold more than one history page — and then the rest as the clock runs at `speed` (LIVE_SPEED:
 * 60 = one match minute per second). Every `scanIntervalMs` of real time it looks again for matches whose
 * feed begins later. A feed runs until its Match end event, whatever the fixture's scheduled end says.
 *
 * It publishes in-process through `publish` (the embedded endpoint's hub), so no key is involved.
 */
import { liveChannels } from '../../../shared/contract/live';
import type { DemoLeague } from '../../demo/model';
import { MATCH_DATA_LEAD_SECONDS, liveEventsOf, type TimedLiveEvent } from './toLiveEvents';

export type PublishFn = (channel: string, payload: unknown, publisher: string) => string;

/** The timer functions the simulator uses (injectable so tests drive them with fake timers). */
export interface SimulatorTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LiveSimulatorOptions {
  league: DemoLeague;
  publish: PublishFn;
  /** Match seconds per real second (LIVE_SPEED); must be positive. */
  speed: number;
  /** The server's clock (DEMO_NOW when frozen). */
  now: () => Date;
  timers?: SimulatorTimers;
  /** The publisher uuid in the envelopes. Default 'demo-simulator'. */
  publisher?: string;
  /** How often (real ms) to look for matches whose feed begins. Default 60 000. */
  scanIntervalMs?: number;
  /** At most this many feeds over the simulator's life (a bound, not a target). Default 500. */
  maxMatches?: number;
}

export interface LiveSimulator {
  stop(): void;
  /** The matches whose feeds have begun, in the order they began. */
  matchIds(): number[];
}

export const DEFAULT_PUBLISHER = 'demo-simulator';
const LIVE_SPORT_IDS: ReadonlySet<number> = new Set([152, 199, 157]);

/**
 * Matches whose live feed is under way at `at`: live-covered hockey, basketball and volleyball matches of
 * current tournaments, from MatchData (ten minutes before face-off) to the end of their simulation.
 */
export function liveFeedMatchIds(league: DemoLeague, at: Date): number[] {
  const nowMs = at.getTime();
  const ids: number[] = [];
  for (const entry of league.tournaments) {
    if (!entry.current || !LIVE_SPORT_IDS.has(entry.tournament.sportId)) continue;
    for (const fixture of league.fixtures(entry.tournament.tournamentId)) {
      if (fixture.fixedStatus !== null || fixture.liveClientType === null || fixture.liveClientType === 'None') continue;
      if (nowMs < fixture.kickoffMs - MATCH_DATA_LEAD_SECONDS * 1000) continue;
      // Cheap reject before simulating: no simulated match lasts longer than six hours.
      if (nowMs > fixture.kickoffMs + 6 * 3600 * 1000) continue;
      const outcome = league.outcome(fixture.matchId);
      if (!outcome || nowMs >= fixture.kickoffMs + outcome.durationWallSeconds * 1000) continue;
      ids.push(fixture.matchId);
    }
  }
  return ids.sort((x, y) => x - y);
}

export function startLiveSimulator(options: LiveSimulatorOptions): LiveSimulator {
  const { league, publish, now } = options;
  if (!(options.speed > 0)) throw new Error(`LIVE_SPEED must be positive, got ${options.speed}`);
  const speed = options.speed;
  const timers: SimulatorTimers = options.timers ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const publisher = options.publisher ?? DEFAULT_PUBLISHER;
  const scanIntervalMs = options.scanIntervalMs ?? 60_000;
  const maxMatches = options.maxMatches ?? 500;
  const started: number[] = [];
  const handles = new Set<unknown>();
  let stopped = false;

  const later = (callback: () => void, ms: number) => {
    const handle = timers.setTimeout(() => {
      handles.delete(handle);
      if (!stopped) callback();
    }, Math.max(0, ms));
    handles.add(handle);
  };

  const send = (matchId: number, item: TimedLiveEvent) => {
    for (const kind of item.channelKinds) {
      const channel = kind === 'goals' ? liveChannels.goals(matchId) : liveChannels.all(matchId);
      publish(channel, item.event, publisher);
    }
  };

  const startFeed = (matchId: number) => {
    const fixture = league.fixture(matchId);
    if (!fixture) return;
    const events = liveEventsOf(league, matchId);
    const cut = (now().getTime() - fixture.kickoffMs) / 1000;
    let next = 0;
    // The backlog: everything already played, at once.
    while (next < events.length && (events[next] as TimedLiveEvent).atWallSecond <= cut) {
      send(matchId, events[next] as TimedLiveEvent);
      next += 1;
    }
    // The rest, one timer per distinct instant, chained so at most one is pending per feed.
    const step = (previousWall: number) => {
      const first = events[next];
      if (!first) return;
      later(() => {
        const wall = first.atWallSecond;
        while (next < events.length && (events[next] as TimedLiveEvent).atWallSecond === wall) {
          send(matchId, events[next] as TimedLiveEvent);
          next += 1;
        }
        step(wall);
      }, ((first.atWallSecond - previousWall) / speed) * 1000);
    };
    step(Math.max(cut, events[0]?.atWallSecond ?? cut));
  };

  const scan = () => {
    const known = new Set(started);
    for (const matchId of liveFeedMatchIds(league, now())) {
      if (known.has(matchId) || started.length >= maxMatches) continue;
      started.push(matchId);
      startFeed(matchId);
    }
    later(scan, scanIntervalMs);
  };
  scan();

  return {
    stop() {
      stopped = true;
      for (const handle of handles) timers.clearTimeout(handle);
      handles.clear();
    },
    matchIds: () => [...started],
  };
}
