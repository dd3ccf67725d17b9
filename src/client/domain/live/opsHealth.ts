/**
 * Issue 15 (DESIGN §6.3 `/ops`): the staff wall's feed-health rules — when a live match's tile turns amber
 * and then red, and the order the tiles stand in (what needs attention first). Pure: every rule takes
 * `nowMs` (device epoch ms, the clock the arrivals were stamped with) and the facts the ops state keeps.
 *
 * decided here:
 * - Three conditions, each escalating from amber to red the longer it lasts: the feed silent during play
 *   (never before face-off, between periods or after the final whistle: silence is normal there), the
 *   live connection lost, and the goals channel's score pair disagreeing with the score counted from the
 *   match's events (SPEC §7: the two channels of one match must tell one story).
 * - Silence is judged in match time: the thresholds are clock seconds, divided by the clock's rate
 *   (config.clockRate; LIVE_SPEED in a demo, 1 in real use), with a floor in real seconds so a sped-up demo
 *   does not flicker on ordinary delivery jitter.
 * - Connection loss and score disagreement are delivery problems: judged in real seconds, not scaled.
 */
import { LIVE_EVENT_TYPE, LIVE_TIMER, type LiveEvent } from '../../../shared/contract/live';
import type { LiveConnection } from './connection';
import type { LivePhase } from './phase';
import { liveScore, type LiveScore } from './score';
import type { LiveSport } from './sport';

export type HealthLevel = 'ok' | 'amber' | 'red';
export type HealthReason = 'silent' | 'connectionLost' | 'scoreMismatch';

/** When each condition turns its tile amber and red, in real milliseconds since it began. */
export interface HealthThresholds {
  silenceAmberMs: number;
  silenceRedMs: number;
  connectionAmberMs: number;
  connectionRedMs: number;
  mismatchAmberMs: number;
  mismatchRedMs: number;
}

/**
 * Clock seconds of silence during play before amber and red, per sport: a hockey or basketball feed sends
 * something (shot, faceoff, substitution, timer) every few tens of seconds of play; a volleyball rally
 * rarely lasts a minute.
 */
export const SILENCE_CLOCK_SECONDS: Readonly<Record<LiveSport, { amber: number; red: number }>> = {
  hockey: { amber: 120, red: 240 },
  basketball: { amber: 90, red: 180 },
  volleyball: { amber: 120, red: 240 },
};

/** However fast the demo clock runs, silence is not flagged sooner than this (real ms). */
export const SILENCE_FLOOR_MS = { amber: 4000, red: 8000 } as const;

/** The thresholds for a sport at a clock rate (clock ms per real ms; 1 in real use). */
export function healthThresholds(sport: LiveSport, clockRate: number): HealthThresholds {
  const rate = Number.isFinite(clockRate) && clockRate > 0 ? clockRate : 1;
  const silence = SILENCE_CLOCK_SECONDS[sport];
  return {
    silenceAmberMs: Math.max(SILENCE_FLOOR_MS.amber, (silence.amber * 1000) / rate),
    silenceRedMs: Math.max(SILENCE_FLOOR_MS.red, (silence.red * 1000) / rate),
    // A lost connection is amber at once (the saga is already reconnecting), red if it is not back in 10 s.
    connectionAmberMs: 0,
    connectionRedMs: 10_000,
    // Both channels arrive in the same long-poll as a rule: a disagreement that outlives a few seconds is real.
    mismatchAmberMs: 3000,
    mismatchRedMs: 10_000,
  };
}

/** What the ops state knows of one followed match's feed. */
export interface FeedHealthFacts {
  /** Where the match stands by its events; null while nothing has been heard. */
  phase: LivePhase | null;
  connection: LiveConnection;
  /** Device ms when the connection was lost (null while live or still connecting for the first time). */
  connectionLostSinceMs: number | null;
  /** Device ms of the newest event heard (its arrival; for history, its timetoken). */
  lastEventMs: number | null;
  /** Device ms since when the two scores have disagreed; null while they agree (or one is unknown). */
  scoreMismatchSinceMs: number | null;
}

export interface FeedHealth {
  level: HealthLevel;
  /** Every condition that holds now, worst first; empty when healthy. */
  reasons: HealthReason[];
  /** Whole real seconds since the last event, or null when none was heard. */
  silentSeconds: number | null;
}

const RANK: Readonly<Record<HealthLevel, number>> = { ok: 0, amber: 1, red: 2 };

function escalate(sinceMs: number | null, amberMs: number, redMs: number, nowMs: number): HealthLevel {
  if (sinceMs === null) return 'ok';
  const lasted = nowMs - sinceMs;
  if (lasted >= redMs) return 'red';
  return lasted >= amberMs ? 'amber' : 'ok';
}

/**
 * A feed's health at `nowMs`: the worst of its conditions. Silence counts only while the match is in play
 * (phase `playing`) on a live connection; an intermission, a match not begun or ended, a feed never heard,
 * and a wall still connecting are exempt.
 */
export function feedHealth(facts: FeedHealthFacts, thresholds: HealthThresholds, nowMs: number): FeedHealth {
  const found: { reason: HealthReason; level: HealthLevel }[] = [];
  // Silence is judged only on a live connection: while the history is still being read, or while the
  // connection is down (its own condition), no arrival could have come, so silence says nothing of the feed.
  const inPlay = facts.phase?.kind === 'playing' && facts.connection === 'live';
  if (inPlay && facts.lastEventMs !== null) {
    found.push({ reason: 'silent', level: escalate(facts.lastEventMs, thresholds.silenceAmberMs, thresholds.silenceRedMs, nowMs) });
  }
  const lost = facts.connection === 'reconnecting' || facts.connection === 'offline';
  if (lost) {
    found.push({
      reason: 'connectionLost',
      level: escalate(facts.connectionLostSinceMs ?? nowMs, thresholds.connectionAmberMs, thresholds.connectionRedMs, nowMs),
    });
  }
  if (facts.phase?.kind !== 'ended') {
    found.push({ reason: 'scoreMismatch', level: escalate(facts.scoreMismatchSinceMs, thresholds.mismatchAmberMs, thresholds.mismatchRedMs, nowMs) });
  }
  const flagged = found.filter((f) => f.level !== 'ok').sort((x, y) => RANK[y.level] - RANK[x.level]);
  return {
    level: flagged[0]?.level ?? 'ok',
    reasons: flagged.map((f) => f.reason),
    silentSeconds: facts.lastEventMs === null ? null : Math.max(0, Math.floor((nowMs - facts.lastEventMs) / 1000)),
  };
}

/**
 * Whether an event decides the score or where the match stands (kept by the ops state for those two rules;
 * the rest are only counted): goals, penalty shots and shootout attempts, basketball shots, volleyball
 * points, and Timer events (period events and the clock's start/stop).
 */
export function isDecisiveEvent(event: Pick<LiveEvent, 'MatchEventType'>): boolean {
  switch (event.MatchEventType) {
    case LIVE_EVENT_TYPE.goal:
    case LIVE_EVENT_TYPE.penaltyShot:
    case LIVE_EVENT_TYPE.shootout:
    case LIVE_EVENT_TYPE.shot:
    case LIVE_EVENT_TYPE.point:
    case LIVE_EVENT_TYPE.timer:
      return true;
    default:
      return false;
  }
}

/**
 * The score the match's events give, as the goals channel states it (README "The demo day"): the SPEC §4
 * live score, except that a volleyball set begins at 0 - 0 with its Period start (the goals channel says so
 * before the set's first point, where counting points alone would still show the last set's).
 */
export function eventsScore(sport: LiveSport, events: readonly LiveEvent[], ended: boolean): LiveScore {
  if (sport !== 'volleyball') return liveScore(sport, events, ended);
  let start = 0;
  events.forEach((e, index) => {
    if (e.MatchEventType === LIVE_EVENT_TYPE.timer && e.EventType === LIVE_TIMER.periodEvent && e.TypeName === 'Period start') start = index;
  });
  return liveScore(sport, events.slice(start), ended);
}

/** Whether the goals channel's pair and the events' score disagree; unknown on either side is no disagreement. */
export function scoresDisagree(goals: LiveScore | null, events: LiveScore | null): boolean {
  if (goals === null || events === null) return false;
  return goals.h !== events.h || goals.a !== events.a;
}

/** What the attention order reads of a tile. */
export interface AttentionFacts {
  matchId: number;
  level: HealthLevel;
  /** Where the match stands; null when its feed is not followed or nothing has been heard. */
  phase: LivePhase | null;
  /** Whether the match is followed now (its feed in play or due): a match later today or long over is not. */
  followed: boolean;
  silentSeconds: number | null;
  /** Kick-off, epoch ms (null when unknown): the next to begin comes first among those not begun. */
  kickoffMs: number | null;
}

function phaseRank(tile: AttentionFacts): number {
  if (!tile.followed) return tile.phase?.kind === 'ended' ? 5 : 4;
  switch (tile.phase?.kind) {
    case 'playing':
      return 0;
    case 'intermission':
      return 1;
    case 'notStarted':
    case undefined:
      return 2;
    case 'ended':
      return 3;
  }
}

/** In play, the longest silence first; elsewhere silence is normal and says nothing. */
function bySilence(x: AttentionFacts, y: AttentionFacts): number {
  if (x.phase?.kind !== 'playing' || y.phase?.kind !== 'playing') return 0;
  return (y.silentSeconds ?? -1) - (x.silentSeconds ?? -1);
}

/** Among ended matches the latest first (the one just over matters most); otherwise the next to begin first. */
function byKickoff(x: AttentionFacts, y: AttentionFacts): number {
  const ended = x.phase?.kind === 'ended' && y.phase?.kind === 'ended';
  const xs = x.kickoffMs ?? (ended ? Number.MIN_SAFE_INTEGER : Number.MAX_SAFE_INTEGER);
  const ys = y.kickoffMs ?? (ended ? Number.MIN_SAFE_INTEGER : Number.MAX_SAFE_INTEGER);
  return ended ? ys - xs : xs - ys;
}

/**
 * The attention order: red, then amber, then healthy; within a level, matches in play, then in a break,
 * then about to begin or not yet heard, then just ended, then those not followed (later today, long over);
 * then (in play) the longest silence first; then kick-off (the next to begin first; among ended ones the latest
 * first); then match id (a total order, so tiles never swap places
 * between two renders with the same facts).
 */
export function compareByAttention(x: AttentionFacts, y: AttentionFacts): number {
  return (
    RANK[y.level] - RANK[x.level] ||
    phaseRank(x) - phaseRank(y) ||
    bySilence(x, y) ||
    byKickoff(x, y) ||
    x.matchId - y.matchId
  );
}

/** A tile whose level changed between two looks at the wall. */
export interface HealthChange {
  matchId: number;
  from: HealthLevel;
  to: HealthLevel;
  reasons: HealthReason[];
}

/**
 * The level changes from `before` to `after` (matchId → level), for the wall's polite live region: only a
 * change is announced, never a tick with the same levels; a tile that appears healthy is not a change.
 */
export function healthChanges(
  before: ReadonlyMap<number, HealthLevel>,
  after: readonly { matchId: number; health: Pick<FeedHealth, 'level' | 'reasons'> }[],
): HealthChange[] {
  const changes: HealthChange[] = [];
  for (const { matchId, health } of after) {
    const from = before.get(matchId) ?? 'ok';
    if (from !== health.level) changes.push({ matchId, from, to: health.level, reasons: health.reasons });
  }
  return changes;
}
