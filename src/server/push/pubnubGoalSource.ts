/**
 * Issue 29 case 4 with real PubNub (PUBNUB_SUBSCRIBE_KEY, PUBNUB_ORIGIN): the goal pushes' events come from the
 * service the browsers read, through the pubnub SDK, subscribed to the goals channels (`match:{id}:goals`) of
 * today's matches that can have a live feed. The embedded endpoint keeps `hubGoalSource` (push/goalPushes.ts).
 *
 * Decided here:
 * - Today is the league's day (LEAGUE_TZ) on the app's clock (DEMO_NOW, LIVE_SPEED), as the scoreboard's; its
 *   matches are read through the read path (its cache, allow-list and stale copies), with the scoreboard's own
 *   call (ScheduledMatchesBySport) for the configured sport, or every live sport on a multi-sport site. A match
 *   can have a live feed when its sport has live views, it is covered live (liveClientType other than None) and
 *   it is listed (SPEC §5 status 1 to 5 or none).
 * - The channel set is read again every REFRESH_MS and just after the league's midnight: new channels are
 *   subscribed, dropped ones unsubscribed (a message still arriving on one is ignored). A read that fails keeps
 *   the channels as they are and is tried again after RETRY_MS (logged).
 * - The SDK's subscribe delivers what is published from now on, never history: only news alerts, as with the
 *   hub. The SDK retries a failed long-poll itself (its default policy); once it has given up, the next
 *   refresh reconnects.
 * - At most MAX_GOAL_CHANNELS channels (a day of every live sport's matches fits many times over); beyond it,
 *   the first ones listed are kept and the rest logged.
 */
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import PubNub from 'pubnub';
import { buildTarget, liveChannels, resolveProxyTarget, type Match } from '../../shared/contract';
import { isListedMatch, isLiveCovered } from '../../shared/rules/liveCoverage';
import { LIVE_SPORT, liveSportOf } from '../../shared/rules/liveSport';
import { parseMatch } from '../../shared/wire/entities';
import { listIn } from '../../shared/wire/read';
import type { WireReport } from '../../shared/wire/report';
import type { Clock } from '../clock';
import type { ReadPath } from '../readPath';
import { goalEventOf, type GoalEventSource, type PushLog, type PushTimers } from './goalPushes';

/** The ids of today's matches whose goals channels are followed; rejects when they cannot be read. */
export type DayMatches = () => Promise<readonly number[]>;

/** How often the day's matches are read again (a match added or called off during the day). */
export const REFRESH_MS = 5 * 60_000;
/** After a failed read, the next try. */
export const RETRY_MS = 60_000;
/** Past the league's midnight before the new day is read (the clock's day has surely changed by then). */
const DAY_CHANGE_MARGIN_MS = 1_000;
/** Channels subscribed at most. */
export const MAX_GOAL_CHANNELS = 500;

/** Hears nothing: the read path's drift check (server/wire) has reported the answer's fields already. */
const SILENT: WireReport = {
  unreadable() {},
  at: () => SILENT,
};

/** SPEC §1, §4, §5: a live sport's match, covered live, and listed. */
function canHaveLiveFeed(match: Match): boolean {
  return isListedMatch(match) && liveSportOf(match.sportId) !== null && isLiveCovered(match);
}

/**
 * Today's matches that can have a live feed, through the read path: ScheduledMatchesBySport for today's date
 * in `timeZone` on `now`, for `sportId` when it is a live sport (none otherwise), or every live sport (null).
 */
export function readPathDayMatches(
  readPath: Pick<ReadPath, 'read'>,
  { now, timeZone, sportId }: { now: () => Date; timeZone: string; sportId: number | null },
): DayMatches {
  const sportIds: number[] = sportId === null ? Object.values(LIVE_SPORT) : liveSportOf(sportId) !== null ? [sportId] : [];
  return async () => {
    if (sportIds.length === 0) return [];
    const date = DateTime.fromJSDate(now(), { zone: timeZone }).toFormat('MM/dd/yyyy');
    const served = await readPath.read({ kind: 'proxy', target: resolveProxyTarget(buildTarget('scheduledMatchesBySport', { sportIds, date })) });
    const matches = listIn(JSON.parse(served.answer.body.toString('utf8')) as unknown, 'matches', parseMatch, SILENT);
    return matches.filter(canHaveLiveFeed).map((match) => match.matchId);
  };
}

export interface PubNubGoalSourceOptions {
  subscribeKey: string;
  /** The SDK's origin (PUBNUB_ORIGIN: host and optional port). */
  origin: string;
  /** true for the real service (as the browsers connect); tests against the embedded endpoint on loopback: false. */
  ssl: boolean;
  dayMatches: DayMatches;
  /** The app's clock: when the league's day changes (its rate is LIVE_SPEED). */
  clock: Pick<Clock, 'now' | 'rate'>;
  timeZone: string;
  log: PushLog;
  timers?: PushTimers;
}

const defaultTimers: PushTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Real milliseconds until the next read: REFRESH_MS, or just past the league's next midnight when that is sooner. */
export function nextRefreshMs(clock: Pick<Clock, 'now' | 'rate'>, timeZone: string): number {
  const now = DateTime.fromJSDate(clock.now(), { zone: timeZone });
  const untilMidnightMs = now.plus({ days: 1 }).startOf('day').toMillis() - now.toMillis();
  return Math.min(REFRESH_MS, Math.ceil(untilMidnightMs / clock.rate) + DAY_CHANGE_MARGIN_MS);
}

/** The statuses after which the SDK has stopped trying by itself, and those that say it receives again. */
const GAVE_UP = new Set(['PNConnectionErrorCategory', 'PNDisconnectedUnexpectedlyCategory']);
const RECEIVING = new Set(['PNConnectedCategory', 'PNReconnectedCategory', 'PNSubscriptionChangedCategory']);

/** The goals channels of today's matches on a PubNub service; each `listen` is its own SDK client. */
export function pubnubGoalSource(options: PubNubGoalSourceOptions): GoalEventSource {
  const { dayMatches, clock, timeZone, log } = options;
  const timers = options.timers ?? defaultTimers;
  return {
    listen(listener) {
      const pubnub = new PubNub({
        subscribeKey: options.subscribeKey,
        origin: options.origin,
        ssl: options.ssl,
        userId: `match-centre-push-${randomUUID()}`,
        // No presence: this client only listens (no heartbeats, and nothing sent on unsubscribing or stopping).
        heartbeatInterval: 0,
        suppressLeaveEvents: true,
      });
      let channels = new Set<string>();
      let gaveUp = false;
      let stopped = false;
      let timer: unknown = null;

      pubnub.addListener({
        message: (event) => {
          // A long-poll answered after its channel was dropped may still carry one.
          if (stopped || !channels.has(event.channel)) return;
          const goal = goalEventOf(event.channel, event.message, String(event.timetoken));
          if (goal !== null) listener(goal);
        },
        status: (event) => {
          const category = String(event.category);
          if (GAVE_UP.has(category)) {
            if (!gaveUp) log.warn({ category }, 'web push: the PubNub subscription failed; it is tried again at the next refresh');
            gaveUp = true;
          } else if (RECEIVING.has(category)) gaveUp = false;
        },
      });

      const follow = (matchIds: readonly number[]) => {
        if (matchIds.length > MAX_GOAL_CHANNELS) log.warn({ matches: matchIds.length, followed: MAX_GOAL_CHANNELS }, 'web push: too many matches today; goal alerts follow the first ones listed');
        const wanted = new Set(matchIds.slice(0, MAX_GOAL_CHANNELS).map(liveChannels.goals));
        const added = [...wanted].filter((channel) => !channels.has(channel));
        const dropped = [...channels].filter((channel) => !wanted.has(channel));
        channels = wanted;
        if (dropped.length > 0) pubnub.unsubscribe({ channels: dropped });
        if (added.length > 0) pubnub.subscribe({ channels: added });
        else if (gaveUp && wanted.size > 0) pubnub.reconnect();
      };

      const refresh = async () => {
        let waitMs: number;
        try {
          const matchIds = await dayMatches();
          if (stopped) return;
          follow(matchIds);
          waitMs = nextRefreshMs(clock, timeZone);
        } catch (error) {
          if (stopped) return;
          log.warn({ err: error, channels: channels.size }, "web push: today's matches could not be read; the goals channels stay as they are");
          waitMs = Math.min(RETRY_MS, nextRefreshMs(clock, timeZone));
        }
        timer = timers.setTimeout(() => {
          timer = null;
          void refresh();
        }, waitMs);
      };
      void refresh();

      return () => {
        stopped = true;
        if (timer !== null) timers.clearTimeout(timer);
        timer = null;
        channels = new Set();
        pubnub.removeAllListeners();
        // Unsubscribes everything and ends the long-poll; offline: no leave is announced.
        pubnub.destroy(true);
      };
    },
  };
}
