/**
 * Spoiler shield and broadcast delay (issue 16): the fan's preferences and the rules that read them.
 * Pure: no storage, no clock — the saga restores and saves, the caller passes `nowMs`.
 *
 * A score is hidden when the shield is on and the fan has not revealed that one match. The kiosk and the
 * ops wall are staff screens and never ask (they do not read these rules).
 */
import { DELAY_RANGE } from '../../shared/rules/broadcastDelay';
import type { MatchStatus } from './matchStatus';

export interface SpoilerPrefs {
  /** The switch in the header: hide every score and result on the fan pages. */
  shield: boolean;
  /** Matches the fan revealed while the shield is on, oldest first (bounded by MAX_REVEALED). */
  revealed: readonly number[];
  /** Broadcast delay of the live views, whole seconds in DELAY_RANGE. */
  delaySeconds: number;
}

export const SPOILER_STORAGE_KEY = 'spoilerShield';
/** Enough for a season of "I have seen that one"; the oldest reveal is forgotten first. */
export const MAX_REVEALED = 500;
// The bound is shared: the server takes a Web Push registration's delay in the same range (issue 29 case 4).
export { DELAY_RANGE };

export const DEFAULT_SPOILER_PREFS: SpoilerPrefs = { shield: false, revealed: [], delaySeconds: 0 };

/** Issue 16: true when this match's score and result must not be shown (unknown match: hidden while on). */
export function isScoreHidden(prefs: SpoilerPrefs, matchId: number | null): boolean {
  if (!prefs.shield) return false;
  return matchId === null || !prefs.revealed.includes(matchId);
}

/**
 * Whether a match in this state has anything to hide: a score or a result exists once it is under way.
 * A fixture, a postponed or a cancelled match shows no score, so it gets no placeholder and no button.
 */
export function hasScoreToHide(status: Pick<MatchStatus, 'kind'>): boolean {
  return status.kind === 'live' || status.kind === 'inProgress' || status.kind === 'noLiveData' || status.kind === 'final';
}

/** A delay the fan may pick: whole seconds, clamped to 0–120; anything unreadable is no delay. */
export function clampDelaySeconds(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return 0;
  return Math.min(DELAY_RANGE.max, Math.max(DELAY_RANGE.min, Math.round(n)));
}

/** `revealed` with `matchId` added once (as the newest), at most MAX_REVEALED long. */
export function withRevealed(revealed: readonly number[], matchId: number): number[] {
  const next = revealed.filter((id) => id !== matchId);
  next.push(matchId);
  return next.length > MAX_REVEALED ? next.slice(next.length - MAX_REVEALED) : next;
}

/** The saved preferences; a missing, foreign or damaged value falls back field by field to the defaults. */
export function parseSpoilerPrefs(raw: string | null): SpoilerPrefs {
  if (raw === null) return DEFAULT_SPOILER_PREFS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return DEFAULT_SPOILER_PREFS;
  }
  if (typeof value !== 'object' || value === null) return DEFAULT_SPOILER_PREFS;
  const record = value as Record<string, unknown>;
  const revealed = Array.isArray(record.revealed)
    ? record.revealed.filter((id): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0)
    : [];
  return {
    shield: record.shield === true,
    revealed: [...new Set(revealed)].slice(-MAX_REVEALED),
    delaySeconds: clampDelaySeconds(record.delaySeconds),
  };
}

export function serializeSpoilerPrefs(prefs: SpoilerPrefs): string {
  return JSON.stringify({ shield: prefs.shield, revealed: prefs.revealed, delaySeconds: prefs.delaySeconds });
}

/** One live item held back by the broadcast delay: what, and since when (device ms) it counts as seen. */
export interface Held<T> {
  item: T;
  heldSinceMs: number;
}

/**
 * The items the delay line may let through at `nowMs`: the oldest ones whose `heldSinceMs + delay` has come,
 * strictly in arrival order (an item never overtakes one held before it), and the rest still held. A
 * shorter delay lets more through at once, a longer one holds what is not out yet: nothing is dropped.
 */
export function releaseDue<T>(queue: readonly Held<T>[], delayMs: number, nowMs: number): { due: T[]; held: Held<T>[] } {
  let n = 0;
  while (n < queue.length && (queue[n]?.heldSinceMs ?? 0) + delayMs <= nowMs) n += 1;
  return { due: queue.slice(0, n).map((held) => held.item), held: queue.slice(n) };
}

/** Milliseconds until the first held item is due (0 when due now), or null when nothing is held. */
export function nextDueInMs<T>(queue: readonly Held<T>[], delayMs: number, nowMs: number): number | null {
  const first = queue[0];
  if (first === undefined) return null;
  return Math.max(0, first.heldSinceMs + delayMs - nowMs);
}

/**
 * When an item read from history (published at `publishedMs` by the server's clock, null when unknown)
 * counts as seen for the delay: its publication, but never later than the device's `nowMs` (a server clock
 * ahead of the device must not hold it longer than the delay). So on opening a view with a 30 s delay, what
 * happened more than 30 s ago shows at once and the last 30 s come out as they would have on air.
 */
export function historySeenAtMs(publishedMs: number | null, nowMs: number): number {
  return publishedMs === null ? nowMs : Math.min(publishedMs, nowMs);
}

/**
 * Who reads the feed: a fan's page passes the broadcast delay; a staff screen (the kiosk, the ops wall)
 * shows the match as it is, whatever the fan chose on that browser (decided in issue 16, kept in issue 24).
 */
export type FeedScreen = 'fan' | 'staff';

/**
 * Issue 24 case 6: THE broadcast delay in force, in seconds. Every surface that shows something of a
 * match's feed (live header, clock, play-by-play, catch-up, game flow, the lists' live scores, the tab
 * title) lags by exactly this, so nothing on a fan's screen is ahead of anything else.
 */
export function feedDelaySeconds(prefs: Pick<SpoilerPrefs, 'delaySeconds'>, screen: FeedScreen): number {
  return screen === 'staff' ? 0 : clampDelaySeconds(prefs.delaySeconds);
}

/** The line that says a delay is in force ("Delayed 30 s"); null without one. */
export interface DelayLine {
  seconds: number;
}

/** Issue 24 case 6: the one rule for the delay line, so the live page and the lists say the same thing. */
export function delayLine(delaySeconds: number): DelayLine | null {
  return delaySeconds > 0 ? { seconds: delaySeconds } : null;
}

/**
 * The instant a delayed screen shows (device ms): the running clock and "last event n s ago" are read at
 * `now - delay`, as the events they go with were (issue 24 case 6).
 */
export function delayedNowMs(nowMs: number, delaySeconds: number): number {
  return nowMs - Math.max(0, delaySeconds) * 1000;
}

/**
 * `held` with `next` added after every item seen no later than it (a stable insert by `heldSinceMs`). Live
 * messages are seen as they arrive, so they join the end; history read later (another channel's, a page
 * re-read) takes its place by publication, so an old item never waits behind a newer held one.
 */
export function withHeld<T>(queue: readonly Held<T>[], next: Held<T>): Held<T>[] {
  let at = queue.length;
  while (at > 0 && (queue[at - 1]?.heldSinceMs ?? 0) > next.heldSinceMs) at -= 1;
  return [...queue.slice(0, at), next, ...queue.slice(at)];
}

/**
 * Issue 24 case 6: messages read from history (or fetched) at `nowMs`, oldest first, split for the delay
 * line: those published more than the delay ago (`past`, shown at once, as one batch, seen at
 * `pastSeenAtMs`) and each later one with the instant it counts as seen, so the last `delay` seconds come
 * out as they would have on air — on opening a page as much as on a reconnect.
 */
export function splitHistory<T>(
  items: readonly T[],
  publishedMs: (item: T) => number | null,
  nowMs: number,
  delayMs: number,
): { past: T[]; pastSeenAtMs: number; later: Held<T>[] } {
  const seen = items.map((item) => historySeenAtMs(publishedMs(item), nowMs));
  let n = 0;
  while (n < items.length && (seen[n] ?? nowMs) + delayMs <= nowMs) n += 1;
  const later: Held<T>[] = [];
  for (let i = n; i < items.length; i += 1) later.push({ item: items[i] as T, heldSinceMs: seen[i] ?? nowMs });
  return { past: items.slice(0, n), pastSeenAtMs: seen[n - 1] ?? nowMs - delayMs, later };
}
