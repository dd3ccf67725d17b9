/**
 * SPEC §2 play-by-play event filter: the categories per sport, the default selection (all default
 * categories), and reset-to-all when emptied. Ice hockey defaults: goals, penalties, penalty shots,
 * shootouts, timeouts, timers, player time; also selectable: shots, faceoffs, goalie changes.
 * decided here: "all selected by default" means every default category; an emptied selection resets to it.
 */
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../../shared/contract/live';
import { isTimerMessage } from './clock';
import type { LiveSport } from './sport';

export type EventCategory =
  | 'goals'
  | 'penalties'
  | 'penaltyShots'
  | 'shootouts'
  | 'timeouts'
  | 'timers'
  | 'playerTime'
  | 'shots'
  | 'faceoffs'
  | 'goalieChanges'
  | 'rebounds'
  | 'fouls'
  | 'substitutions'
  | 'blocksSteals'
  | 'turnovers'
  | 'points';

export interface FilterOptions {
  defaults: readonly EventCategory[];
  extra: readonly EventCategory[];
}

export const FILTER_OPTIONS: Readonly<Record<LiveSport, FilterOptions>> = {
  hockey: {
    defaults: ['goals', 'penalties', 'penaltyShots', 'shootouts', 'timeouts', 'timers', 'playerTime'],
    extra: ['shots', 'faceoffs', 'goalieChanges'],
  },
  basketball: {
    defaults: ['shots', 'rebounds', 'fouls', 'substitutions', 'blocksSteals', 'turnovers', 'timeouts', 'timers'],
    extra: [],
  },
  volleyball: { defaults: ['points', 'penalties', 'timeouts', 'timers'], extra: [] },
};

export function allCategories(sport: LiveSport): EventCategory[] {
  return [...FILTER_OPTIONS[sport].defaults, ...FILTER_OPTIONS[sport].extra];
}

/** SPEC §2: emptied → reset to all (the default categories); unknown categories are dropped. */
export function normalizeSelection(sport: LiveSport, selected: readonly EventCategory[]): EventCategory[] {
  const known = allCategories(sport);
  const kept = known.filter((c) => selected.includes(c));
  return kept.length > 0 ? kept : [...FILTER_OPTIONS[sport].defaults];
}

/**
 * SPEC §4 results visibility in the play-by-play: the categories whose events tell the score (hockey goals,
 * penalty shots and shootout attempts; basketball shots, made or missed, carry the points; volleyball
 * points). While a match's results are not shown, these are never listed.
 */
export const RESULT_CATEGORIES: Readonly<Record<LiveSport, ReadonlySet<EventCategory>>> = {
  hockey: new Set<EventCategory>(['goals', 'penaltyShots', 'shootouts']),
  basketball: new Set<EventCategory>(['shots']),
  volleyball: new Set<EventCategory>(['points']),
};

/** The categories a fan may choose while results are hidden: every category of the sport but the scoring ones. */
export function resultFreeCategories(sport: LiveSport): EventCategory[] {
  return allCategories(sport).filter((category) => !RESULT_CATEGORIES[sport].has(category));
}

/**
 * The selection as listed: normalized (SPEC §2), then — while results are hidden — without the scoring
 * categories; what is left is never empty (every sport has non-scoring defaults), so the reset-to-all of
 * `normalizeSelection` cannot bring the scoring ones back.
 */
export function listedSelection(sport: LiveSport, selected: readonly EventCategory[], resultsShown: boolean): EventCategory[] {
  const normalized = normalizeSelection(sport, selected);
  if (resultsShown) return normalized;
  const kept = normalized.filter((category) => !RESULT_CATEGORIES[sport].has(category));
  return kept.length > 0 ? kept : FILTER_OPTIONS[sport].defaults.filter((category) => !RESULT_CATEGORIES[sport].has(category));
}

/** The category an event belongs to in the play-by-play; null: never listed (MatchData, hidden timers…). */
export function categoryOf(sport: LiveSport, e: LiveEvent): EventCategory | null {
  switch (e.MatchEventType) {
    case LIVE_EVENT_TYPE.timer:
      return isTimerMessage(e) ? 'timers' : null;
    case LIVE_EVENT_TYPE.timeout:
      return 'timeouts';
    case LIVE_EVENT_TYPE.penalty:
      return 'penalties';
    case LIVE_EVENT_TYPE.goal:
      return 'goals';
    case LIVE_EVENT_TYPE.penaltyShot:
      return 'penaltyShots';
    case LIVE_EVENT_TYPE.shootout:
      return 'shootouts';
    case LIVE_EVENT_TYPE.faceoff:
      return 'faceoffs';
    case LIVE_EVENT_TYPE.shot:
      return 'shots';
    case LIVE_EVENT_TYPE.playerTime:
      return sport === 'hockey' && e.IsGoalie ? 'goalieChanges' : 'playerTime';
    case LIVE_EVENT_TYPE.offensiveRebound:
    case LIVE_EVENT_TYPE.defensiveRebound:
      return 'rebounds';
    case LIVE_EVENT_TYPE.foul:
      return 'fouls';
    case LIVE_EVENT_TYPE.substitution:
      return 'substitutions';
    case LIVE_EVENT_TYPE.block:
    case LIVE_EVENT_TYPE.steal:
      return 'blocksSteals';
    case LIVE_EVENT_TYPE.turnover:
      return 'turnovers';
    case LIVE_EVENT_TYPE.point:
      return 'points';
    default:
      return null;
  }
}

/** The events (any order kept) whose category is selected. */
export function filterEvents(sport: LiveSport, events: readonly LiveEvent[], selected: readonly EventCategory[]): LiveEvent[] {
  const chosen = new Set(normalizeSelection(sport, selected));
  return events.filter((e) => {
    const category = categoryOf(sport, e);
    return category !== null && chosen.has(category);
  });
}

/** SPEC §2 mobile: the first 3 selections, plus "(+n)" for the rest. */
export function selectionSummary<T>(selected: readonly T[], shown = 3): { first: T[]; more: number } {
  return { first: selected.slice(0, shown), more: Math.max(0, selected.length - shown) };
}
