/** Match slider rules (SPEC §2 "Match slider", §9). */
import type { Match } from '../../shared/contract';
import { compareMatchesByDate } from './matches';
import { addMonths, leagueToday, matchDay, matchInstant } from './time';

/** SPEC §9: the fallback when no match falls in the window. */
export const SLIDER_FALLBACK_COUNT = 30;

/**
 * The slider's matches by date: those from one month before to one month after today (league zone,
 * inclusive); when none, the last 30 matches.
 */
export function sliderMatches(matches: readonly Match[], now: Date, zone: string): Match[] {
  const sorted = [...matches].sort(compareMatchesByDate);
  const today = leagueToday(now, zone);
  const from = addMonths(today, -1);
  const to = addMonths(today, 1);
  const inWindow = sorted.filter((match) => {
    const day = matchDay(match);
    return day >= from && day <= to;
  });
  return inWindow.length > 0 ? inWindow : sorted.slice(-SLIDER_FALLBACK_COUNT);
}

/**
 * Index of the first match not yet past (its end is after now: a match in progress is not past),
 * so the slider can centre on it; the last index when all are past, 0 for an empty list.
 */
export function firstUpcomingIndex(matches: readonly Match[], now: Date, zone: string): number {
  const nowMs = now.getTime();
  const index = matches.findIndex((match) => {
    const end = matchInstant(match, zone, 'end');
    return end !== null && end > nowMs;
  });
  if (index !== -1) return index;
  return Math.max(0, matches.length - 1);
}
