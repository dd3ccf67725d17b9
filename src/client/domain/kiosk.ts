/**
 * The kiosk's rules (issue 15, DESIGN §6.3: the arena screen at `/kiosk`): reading its query, which view
 * comes next in the rotation, which live match matters most, how long a goal card holds the screen, when
 * data is old enough to say so, and how long to wait before retrying a failed read. Pure: `now` and any
 * randomness are passed in, so every rule is unit-tested without timers.
 */
import type { Language } from '../../shared/siteConfig';
import type { LiveScorePair } from './matchStatus';

/** The screens the kiosk rotates through, in the default order. */
export type KioskView = 'live' | 'today' | 'standings' | 'next';
export const KIOSK_VIEWS: readonly KioskView[] = ['live', 'today', 'standings', 'next'];

/** Seconds per view when the query does not say (issue 15). */
export const DEFAULT_ROTATE_SECONDS = 20;
/** Bounds on `rotate`: faster is unreadable at a distance, slower than ten minutes is a frozen screen. */
export const MIN_ROTATE_SECONDS = 3;
export const MAX_ROTATE_SECONDS = 600;

export interface KioskQuery {
  tournamentId: number;
  seasonId: number | null;
  /** The arena's own game: shown as the live view whenever it is on today's list. */
  matchId: number | null;
  /** null: the site's language. */
  lang: Language | null;
  rotateSeconds: number;
  /** The views in the order they rotate; never empty, no repeats. */
  views: KioskView[];
}

export type KioskQueryKey = 'tournamentId' | 'seasonId' | 'matchId' | 'lang' | 'rotate' | 'views';

/** One thing wrong with the query, named so the screen can say what to fix. */
export interface KioskProblem {
  key: KioskQueryKey;
  /** The value given; null when the parameter is missing. */
  value: string | null;
}

export type KioskQueryResult = { ok: true; query: KioskQuery } | { ok: false; problems: KioskProblem[] };

const ID = /^\d{1,10}$/;

function readId(raw: string | null): number | null | undefined {
  if (raw === null || raw === '') return null;
  if (!ID.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= 2_147_483_647 ? value : undefined;
}

function isView(value: string): value is KioskView {
  return (KIOSK_VIEWS as readonly string[]).includes(value);
}

/**
 * The kiosk's query (issue 15): `tournamentId` (required), `seasonId`, `matchId`, `lang` (en|no),
 * `rotate` (whole seconds, 3…600, default 20) and `views` (comma list of live, today, standings, next;
 * default all, repeats dropped). Every bad value is reported, not silently replaced: a screen hung in an
 * arena must say what is wrong with its address rather than show something else.
 */
export function parseKioskQuery(search: string): KioskQueryResult {
  const source = new URLSearchParams(search);
  const problems: KioskProblem[] = [];
  const get = (key: KioskQueryKey) => source.get(key);

  const tournamentId = readId(get('tournamentId'));
  if (tournamentId === null || tournamentId === undefined) problems.push({ key: 'tournamentId', value: get('tournamentId') });
  const seasonId = readId(get('seasonId'));
  if (seasonId === undefined) problems.push({ key: 'seasonId', value: get('seasonId') });
  const matchId = readId(get('matchId'));
  if (matchId === undefined) problems.push({ key: 'matchId', value: get('matchId') });

  const langRaw = get('lang');
  const lang: Language | null = langRaw === 'en' || langRaw === 'no' ? langRaw : null;
  if (langRaw !== null && langRaw !== '' && lang === null) problems.push({ key: 'lang', value: langRaw });

  let rotateSeconds = DEFAULT_ROTATE_SECONDS;
  const rotateRaw = get('rotate');
  if (rotateRaw !== null && rotateRaw !== '') {
    const value = /^\d{1,4}$/.test(rotateRaw) ? Number(rotateRaw) : NaN;
    if (Number.isInteger(value) && value >= MIN_ROTATE_SECONDS && value <= MAX_ROTATE_SECONDS) rotateSeconds = value;
    else problems.push({ key: 'rotate', value: rotateRaw });
  }

  let views: KioskView[] = [...KIOSK_VIEWS];
  const viewsRaw = get('views');
  if (viewsRaw !== null && viewsRaw !== '') {
    const names = viewsRaw.split(',').map((name) => name.trim().toLowerCase());
    if (names.every(isView)) views = [...new Set(names)];
    else problems.push({ key: 'views', value: viewsRaw });
  }

  if (problems.length > 0 || tournamentId === null || tournamentId === undefined) return { ok: false, problems };
  return { ok: true, query: { tournamentId, seasonId: seasonId ?? null, matchId: matchId ?? null, lang, rotateSeconds, views } };
}

/** Which views have something to show right now (a view without content is skipped, not shown empty). */
export type ViewAvailability = Readonly<Record<KioskView, boolean>>;

/**
 * What the rotation puts on screen: one of the views, or — when every view's data has been answered and none
 * has anything to show — the one calm "no matches today" screen (issue 24 case 11), never a blank.
 */
export type KioskScreen = KioskView | 'quiet';

/**
 * The screen after `current` in the configured order, skipping views with nothing to show, from the very
 * first one (issue 24 case 11: the kiosk opened on an empty view for a whole rotation, because it chose
 * before its data had come). `answered`: which views' data has been answered (read or failed). null: wait —
 * a view on the way to the next one with content still awaits its data (so the screen neither opens on an
 * empty view nor jumps past one that is about to have content); the loading screen stays and the rotation
 * chooses again as soon as data comes. 'quiet' when every view is answered and none has content.
 */
export function nextView(
  views: readonly KioskView[],
  current: KioskScreen | null,
  available: ViewAvailability,
  answered: ViewAvailability,
): KioskScreen | null {
  const start = current === null || current === 'quiet' ? -1 : views.indexOf(current);
  for (let step = 1; step <= views.length; step += 1) {
    const candidate = views[(start + step + views.length) % views.length];
    if (candidate === undefined) continue;
    if (available[candidate]) return candidate;
    if (!answered[candidate]) return null;
  }
  return 'quiet';
}

/** What the live-match rule needs of a match of today's league list. */
export interface LiveCandidate {
  matchId: number;
  /** In play or between periods (not before the first face-off, not ended). */
  live: boolean;
  /** The score now; null before anything is heard. */
  score: LiveScorePair | null;
  /** Start as epoch ms (null when the record has no usable time). */
  startMs: number | null;
}

/**
 * The match the live view shows: the pinned match when it is on today's list (the arena's own game, even
 * before it starts or after it ends); else the match shown now (`currentMatchId`) while it is still live,
 * so the screen does not flip between two matches each time a score changes which one is closer (a goal
 * elsewhere gets its goal card instead); else the live match that matters most — the closest score (a tie
 * first), then the most goals (more happening), then the earliest start, then the lowest id. null when
 * nothing is live and nothing is pinned.
 */
export function mostImportantLiveMatch(candidates: readonly LiveCandidate[], pinnedMatchId: number | null, currentMatchId: number | null = null): number | null {
  if (pinnedMatchId !== null && candidates.some((c) => c.matchId === pinnedMatchId)) return pinnedMatchId;
  if (currentMatchId !== null && candidates.some((c) => c.matchId === currentMatchId && c.live)) return currentMatchId;
  let best: LiveCandidate | null = null;
  for (const candidate of candidates) {
    if (!candidate.live) continue;
    if (best === null || compareImportance(candidate, best) < 0) best = candidate;
  }
  return best?.matchId ?? null;
}

function margin(score: LiveScorePair | null): number {
  return score === null ? 0 : Math.abs(score.h - score.a);
}

function goals(score: LiveScorePair | null): number {
  return score === null ? 0 : score.h + score.a;
}

/** Negative when `a` matters more than `b`. */
function compareImportance(a: LiveCandidate, b: LiveCandidate): number {
  return (
    margin(a.score) - margin(b.score) ||
    goals(b.score) - goals(a.score) ||
    (a.startMs ?? Number.MAX_SAFE_INTEGER) - (b.startMs ?? Number.MAX_SAFE_INTEGER) ||
    a.matchId - b.matchId
  );
}

/** Goals per match (home + away) as last seen: the input of `newGoals`. */
export type GoalTally = Readonly<Record<number, number>>;

/** The tally of score pairs (matches without a score are left out). */
export function goalTally(scores: Readonly<Record<number, LiveScorePair | null>>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [id, score] of Object.entries(scores)) if (score) out[Number(id)] = score.h + score.a;
  return out;
}

/**
 * The matches whose tally rose since `before`, newest-id order irrelevant (ascending ids). A match not in
 * `before` has only just been heard from (its history): its goals are old news and do not count, or every
 * kiosk start would open on a goal card. A tally that fell (a goal taken back) is no goal either.
 */
export function newGoals(before: GoalTally, after: GoalTally): number[] {
  const out: number[] = [];
  for (const [id, total] of Object.entries(after)) {
    const previous = before[Number(id)];
    if (previous !== undefined && total > previous) out.push(Number(id));
  }
  return out.sort((x, y) => x - y);
}

/** How long a goal card holds the screen, in rotation periods (at least GOAL_HOLD_MIN_MS). */
export const GOAL_HOLD_ROTATIONS = 1.5;
export const GOAL_HOLD_MIN_MS = 8000;
export const GOAL_HOLD_MAX_MS = 60_000;

/** The goal card's hold for a rotation of `rotateSeconds`: one and a half periods, 8 s to 60 s. */
export function goalHoldMs(rotateSeconds: number): number {
  return Math.min(GOAL_HOLD_MAX_MS, Math.max(GOAL_HOLD_MIN_MS, Math.round(rotateSeconds * 1000 * GOAL_HOLD_ROTATIONS)));
}

/** A goal card on screen: which match, since when (device ms). */
export interface GoalHold {
  matchId: number;
  sinceMs: number;
}

/** Whether the goal card still holds the screen at `nowMs`; the rotation resumes once it does not. */
export function isHolding(hold: GoalHold | null, nowMs: number, holdMs: number): boolean {
  return hold !== null && nowMs - hold.sinceMs < holdMs;
}

/** How often the kiosk reads its data again: once per rotation period, 5 s to 30 s. */
export function refreshIntervalMs(rotateSeconds: number): number {
  return Math.min(30_000, Math.max(5000, rotateSeconds * 1000));
}

/** Data older than this says its age on screen even while reads succeed (a refresh has been missed twice). */
export function staleAfterMs(rotateSeconds: number): number {
  return refreshIntervalMs(rotateSeconds) * 2 + 5000;
}

/**
 * The age to show beside a view's data at `nowMs`: null while the data is fresh (reads succeed and it is
 * younger than `staleMs`), else the whole seconds since it was last read successfully. Data never read has
 * no age (the view says it is loading instead).
 */
export function visibleAgeSeconds(fetchedAtMs: number | null, failing: boolean, nowMs: number, staleMs: number): number | null {
  if (fetchedAtMs === null) return null;
  const age = Math.max(0, nowMs - fetchedAtMs);
  if (!failing && age < staleMs) return null;
  return Math.floor(age / 1000);
}

/** Longest wait between retries: a kiosk keeps trying all day, but at most twice a minute. */
export const MAX_RETRY_MS = 30_000;

/**
 * The wait before retry `failures` (1…) of a failed read: 1 s, 2 s, 4 s … capped at 30 s, each spread by up
 * to a quarter down (`random` in [0, 1)), so the screens of one arena do not retry in step after an outage.
 * Never ends: the kiosk retries forever.
 */
export function retryDelayMs(failures: number, random: number): number {
  const base = Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.max(0, Math.min(failures, 16) - 1));
  return Math.round(base * (1 - 0.25 * Math.min(Math.max(random, 0), 0.999)));
}

/** Whether the server now runs another build than the page: the kiosk then reloads at the next rotation. */
export function isNewBuild(bootBuildId: string | null, serverBuildId: string | null): boolean {
  return bootBuildId !== null && serverBuildId !== null && bootBuildId !== serverBuildId;
}
