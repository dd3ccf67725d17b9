/**
 * Issue 29 case 4, goal alerts to a closed browser: the server follows the live goals channels and, for each
 * event the in-tab rule alerts for (shared/rules/goalAlerts, the same function the tab runs), sends a Web Push
 * (web-push 3.6.7: VAPID-signed, aes128gcm-encrypted) to every browser registered for either team, each after
 * its own broadcast delay.
 *
 * Decided here:
 * - Only news alerts: the source hears what is published from now on (the hub's `listenAll`, which leaves out
 *   the simulator's backlog and the journal's replay; with real PubNub the SDK's subscribe, which delivers no
 *   history), and an event id (match and ClientId) is sent at most
 *   once — a correction or a second copy of it never sends again (bounded memory, oldest forgotten first).
 * - Results visibility is the one rule (shared/rules/resultsVisibility) on the match's tournament, read
 *   through the read path like every page; a tournament that cannot be read counts as hidden (fail closed).
 * - A push waits its registration's delay (one timer per event and delay, bounded; cleared on close) and is
 *   sent only if that browser is still registered then (the client drops its registration under the
 *   spoiler shield).
 * - A push service answering 404 or 410 means the subscription is gone: it is removed. Any other failure is
 *   logged (with the push service's origin only: the endpoint URL is a capability) and counted; nothing is
 *   ever thrown into the live path. At most `concurrency` sends run at once, the rest wait in a bounded queue.
 */
import { sendNotification, WebPushError, type RequestOptions } from 'web-push';
import { buildTarget, resolveProxyTarget, type Match, type Tournament } from '../../shared/contract';
import type { LiveEvent } from '../../shared/contract/live';
import { alertHref, alertKey, alertKindOf, alertTag, alertTime, eventScore } from '../../shared/rules/goalAlerts';
import { liveSportOf } from '../../shared/rules/liveSport';
import { resultsVisibility } from '../../shared/rules/resultsVisibility';
import { displayTeamName } from '../../shared/rules/teamNames';
import { parseMatch, parseTournament } from '../../shared/wire/entities';
import { parseLiveEvent } from '../../shared/wire/live';
import type { LiveHub } from '../live';
import type { ReadPath } from '../readPath';
import { pushTargets, type PushSubscriptions, type PushTarget, type TeamKey, type WebPushConfig } from './webPush';

/** One event of a match's goals channel, as it happened. */
export interface GoalEvent {
  matchId: number;
  event: LiveEvent;
}

/**
 * Where the live events come from: the embedded endpoint's hub (`hubGoalSource`), or with real PubNub
 * (PUBNUB_SUBSCRIBE_KEY) the day's matches' goals channels (`pubnubGoalSource`, push/pubnubGoalSource.ts).
 */
export interface GoalEventSource {
  /** Calls `listener` for every goals-channel event published from now on; returns the stop. */
  listen(listener: (goal: GoalEvent) => void): () => void;
}

const GOALS_CHANNEL = /^match:([1-9]\d{0,9}):goals$/;

/** A message as a goals-channel event; null for another channel or a payload that is no live event. */
export function goalEventOf(channel: string, payload: unknown, timetoken: string): GoalEvent | null {
  const goals = GOALS_CHANNEL.exec(channel);
  if (goals === null) return null;
  const event = parseLiveEvent(payload, timetoken);
  return event === null ? null : { matchId: Number(goals[1]), event };
}

/** The embedded endpoint's goals channels (`match:{id}:goals`), as news (the hub's `listenAll`). */
export function hubGoalSource(hub: Pick<LiveHub, 'listenAll'>): GoalEventSource {
  return {
    listen: (listener) =>
      hub.listenAll((message) => {
        const goal = goalEventOf(message.channel, message.payload, message.tt);
        if (goal !== null) listener(goal);
      }),
  };
}

/** What an alert needs to know of its match: the match record and its tournament (null: could not be read). */
export interface AlertMatch {
  match: Match;
  tournament: Tournament | null;
}

export type MatchLookup = (matchId: number) => Promise<AlertMatch | null>;

/** The match and its tournament through the read path (its cache and allow-list), parsed as the client parses them. */
export function readPathLookup(readPath: Pick<ReadPath, 'read'>): MatchLookup {
  const read = async (target: string): Promise<unknown> => {
    const served = await readPath.read({ kind: 'proxy', target: resolveProxyTarget(target) });
    return JSON.parse(served.answer.body.toString('utf8')) as unknown;
  };
  return async (matchId) => {
    const match = parseMatch(await read(buildTarget('match', { matchId })));
    if (match === null) return null;
    const tournament = await read(buildTarget('tournament', { tournamentId: match.tournamentId })).then(
      (body) => parseTournament(body),
      () => null,
    );
    return { match, tournament };
  };
}

export interface PushTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PushLog {
  warn(details: object, message: string): void;
}

export interface GoalPushOptions {
  webPush: WebPushConfig;
  subscriptions: PushSubscriptions;
  source: GoalEventSource;
  lookup: MatchLookup;
  log: PushLog;
  /** web-push's send (tests may pass their own); default `sendNotification`. */
  send?: typeof sendNotification;
  /** Request options beyond the VAPID details and TTL (tests: an https.Agent that trusts their push service). */
  requestOptions?: Pick<RequestOptions, 'agent' | 'timeout'>;
  timers?: PushTimers;
  /** Milliseconds on any monotonic clock (a delay counts from when the event was heard). */
  nowMs?: () => number;
  /** Sends at once; default PUSH_CONCURRENCY. */
  concurrency?: number;
}

export interface GoalPushStats {
  /** Events that raised an alert (after visibility), and the pushes they made. */
  alerts: number;
  sent: number;
  /** Pushes the push service refused (other than 404/410) or that could not reach it. */
  failed: number;
  /** Subscriptions removed because the push service answered 404 or 410. */
  removed: number;
  /** Pushes dropped because the queue or the timers were full. */
  dropped: number;
  /** Pushes waiting for their delay or their turn. */
  pending: number;
}

export interface GoalPushes {
  stats(): GoalPushStats;
  /** Settles once no event is being looked up and no push is queued or sending (delayed ones may still wait). */
  idle(): Promise<void>;
  /** Stops listening and clears every pending timer and queued push. */
  close(): void;
}

/** Sends at once (the push services answer in tens of milliseconds; this bounds sockets and memory). */
export const PUSH_CONCURRENCY = 8;
/** Queued pushes at most: a goal of a team with this many followers still goes out; beyond it, pushes are dropped. */
export const MAX_QUEUED_PUSHES = 50_000;
/** Pending delay timers at most (one per event and distinct delay: 121 delays × some concurrent goals). */
export const MAX_PUSH_TIMERS = 5_000;
/** Event ids remembered against a second send (a day of goals and final whistles of every match). */
export const MAX_SENT_EVENT_IDS = 10_000;
/** How long a push service keeps an undelivered alert: after half an hour a goal is no news. */
export const PUSH_TTL_SECONDS = 1_800;
/** A push request's socket timeout. */
export const PUSH_TIMEOUT_MS = 10_000;

const defaultTimers: PushTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The push service's origin, for logs (the endpoint's path identifies the browser). */
function originOf(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
}

/** Starts watching `source` and sending; `close` (the app's onClose) stops it. */
export function startGoalPushes(options: GoalPushOptions): GoalPushes {
  const { webPush, subscriptions, lookup, log } = options;
  const send = options.send ?? sendNotification;
  const timers = options.timers ?? defaultTimers;
  const nowMs = options.nowMs ?? (() => performance.now());
  const concurrency = Math.max(1, options.concurrency ?? PUSH_CONCURRENCY);
  const requestOptions: RequestOptions = {
    vapidDetails: { subject: webPush.subject, publicKey: webPush.publicKey, privateKey: webPush.privateKey },
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
    timeout: PUSH_TIMEOUT_MS,
    ...options.requestOptions,
  };
  const counts = { alerts: 0, sent: 0, failed: 0, removed: 0, dropped: 0 };
  /** Insertion order is age order: the oldest id is forgotten first. */
  const sentIds = new Set<string>();
  const timerHandles = new Map<unknown, number>();
  /** Waiting pushes from `head` on (a moving head instead of shift: a team's many followers queue at once). */
  let queue: PushTarget[] = [];
  let head = 0;
  const queued = () => queue.length - head;
  let sending = 0;
  let lookingUp = 0;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settleIdle = () => {
    if (lookingUp > 0 || sending > 0 || queued() > 0) return;
    const waiting = waiters;
    waiters = [];
    for (const resolve of waiting) resolve();
  };

  const sendOne = async (target: PushTarget) => {
    try {
      await send(target.subscription, JSON.stringify(target.payload), { ...requestOptions, topic: target.payload.tag });
      counts.sent += 1;
    } catch (error) {
      const status = error instanceof WebPushError ? error.statusCode : null;
      if (status === 404 || status === 410) {
        // Gone for good: the browser unsubscribed or the push service expired it.
        if (subscriptions.get(target.subscription.endpoint)?.subscription.keys.auth === target.subscription.keys.auth) subscriptions.remove(target.subscription.endpoint);
        counts.removed += 1;
      } else {
        counts.failed += 1;
        log.warn(
          { pushService: originOf(target.subscription.endpoint), statusCode: status, err: error instanceof WebPushError ? undefined : error },
          'web push: a goal alert could not be sent',
        );
      }
    }
  };

  const pump = () => {
    while (!closed && sending < concurrency && queued() > 0) {
      const target = queue[head] as PushTarget;
      head += 1;
      // What was sent is let go once it is most of the array.
      if (head === queue.length || (head >= 1024 && head * 2 >= queue.length)) {
        queue = queue.slice(head);
        head = 0;
      }
      sending += 1;
      void sendOne(target).finally(() => {
        sending -= 1;
        pump();
        settleIdle();
      });
    }
  };

  const enqueue = (targets: readonly PushTarget[]) => {
    for (const target of targets) {
      // A browser that left meanwhile (its fan turned alerts off, or the shield on) gets nothing.
      if (subscriptions.get(target.subscription.endpoint) === undefined) continue;
      if (queued() >= MAX_QUEUED_PUSHES) {
        counts.dropped += 1;
        continue;
      }
      queue.push(target);
    }
    pump();
  };

  /** Each push after its registration's delay, counted from `heardMs`: one timer per distinct delay. */
  const schedule = (targets: readonly PushTarget[], heardMs: number) => {
    const byDelay = new Map<number, PushTarget[]>();
    for (const target of targets) {
      const group = byDelay.get(target.delaySeconds);
      if (group) group.push(target);
      else byDelay.set(target.delaySeconds, [target]);
    }
    for (const [delaySeconds, group] of [...byDelay].sort(([a], [b]) => a - b)) {
      const waitMs = delaySeconds * 1000 - (nowMs() - heardMs);
      if (waitMs <= 0) {
        enqueue(group);
        continue;
      }
      if (timerHandles.size >= MAX_PUSH_TIMERS) {
        counts.dropped += group.length;
        log.warn({ pushes: group.length }, 'web push: too many delayed goal alerts waiting; these were dropped');
        continue;
      }
      const handle = timers.setTimeout(() => {
        timerHandles.delete(handle);
        if (!closed) enqueue(group);
      }, waitMs);
      timerHandles.set(handle, group.length);
    }
  };

  const remember = (key: string): boolean => {
    if (sentIds.has(key)) return false;
    sentIds.add(key);
    if (sentIds.size > MAX_SENT_EVENT_IDS) sentIds.delete(sentIds.values().next().value as string);
    return true;
  };

  const onEvent = async ({ matchId, event }: GoalEvent, heardMs: number) => {
    const found = await lookup(matchId);
    const sport = liveSportOf(found?.match.sportId);
    if (closed || found === null || sport === null) return;
    const { match, tournament } = found;
    const kind = alertKindOf(sport, event);
    // SPEC §4: a hidden (or unreadable) result is never pushed.
    if (kind === null || resultsVisibility(tournament) !== 'shown') return;
    const score = eventScore(event);
    const teams: TeamKey[] = [`${match.sportId}:${match.hometeamId}`, `${match.sportId}:${match.awayteamId}`];
    const targets = pushTargets(subscriptions, {
      kind,
      matchId,
      eventId: alertKey(matchId, event),
      tag: alertTag(matchId),
      home: displayTeamName(match, 'home'),
      away: displayTeamName(match, 'away'),
      homeScore: score?.h ?? null,
      awayScore: score?.a ?? null,
      time: kind === 'goal' ? alertTime(event) : null,
      url: alertHref(match),
      teams,
    });
    counts.alerts += 1;
    schedule(targets, heardMs);
  };

  const failedToPrepare = (matchId: number, error: unknown) => {
    counts.failed += 1;
    log.warn({ matchId, err: error }, 'web push: a goal alert could not be prepared');
  };

  // Called inside the hub's publish: whatever happens here stays here.
  const stop = options.source.listen((goal) => {
    // Hockey's events are a superset of every sport's alerts: anything else needs no look-up at all.
    if (closed || alertKindOf('hockey', goal.event) === null || !remember(alertKey(goal.matchId, goal.event))) return;
    lookingUp += 1;
    const heardMs = nowMs();
    Promise.resolve()
      .then(() => onEvent(goal, heardMs))
      .catch((error: unknown) => failedToPrepare(goal.matchId, error))
      .finally(() => {
        lookingUp -= 1;
        settleIdle();
      });
  });

  return {
    stats: () => ({ ...counts, pending: queued() + [...timerHandles.values()].reduce((sum, count) => sum + count, 0) }),
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleIdle();
      }),
    close() {
      closed = true;
      stop();
      for (const handle of timerHandles.keys()) timers.clearTimeout(handle);
      timerHandles.clear();
      queue = [];
      head = 0;
      settleIdle();
    },
  };
}
