/**
 * Season rules both sides need: the SPEC §9 look-up years (the client asks for the current year, and the
 * server's season look-up, issue 26 contract `seasonLookup`, reads that year and the five before), the SPEC
 * §5 season filter and the SPEC §4 default season built on it. The server's team calendar feed without a
 * season (issue 29 case 5) follows the default season by these same rules.
 */
import type { Season } from '../contract';

/** SPEC §9: seasons are looked up for the current year and the five before. */
export const SEASON_LOOKUP_YEARS = 6;

/** The years to look up from the current one, current year first. */
export function seasonLookupYearsFrom(currentYear: number): number[] {
  return Array.from({ length: SEASON_LOOKUP_YEARS }, (_, offset) => currentYear - offset);
}

/**
 * SPEC §5: keeps seasons that have started (start date not after now) and that the organisation owns,
 * newest first, each season once (the yearly look-ups may overlap). A season with an unreadable start
 * date is left out: it cannot be shown to have started.
 */
export function keepStartedOwnSeasons(seasons: readonly Season[], orgId: number, now: Date): Season[] {
  const nowMs = now.getTime();
  const byId = new Map<number, { season: Season; startMs: number }>();
  for (const season of seasons) {
    const startMs = Date.parse(season.seasonDateFrom);
    if (season.orgIdOwner !== orgId || Number.isNaN(startMs) || startMs > nowMs) continue;
    byId.set(season.seasonId, { season, startMs });
  }
  return [...byId.values()].sort((a, b) => b.startMs - a.startMs).map(({ season }) => season);
}

/**
 * SPEC §4: the default (current) season — the first of the seasons SPEC §5 keeps, so the newest started
 * season the organisation owns; null when none has started. `seasons`: every season of the look-up years.
 */
export function defaultSeasonOf(seasons: readonly Season[], orgId: number, now: Date): Season | null {
  return keepStartedOwnSeasons(seasons, orgId, now)[0] ?? null;
}
