/** Season rules (SPEC §4 defaults, §5 validation; the §9 look-up years are in shared/rules/seasons). */
import type { Season } from '../../shared/contract';

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

/** SPEC §5: a season choice not found falls back to the first season. */
export function findSeasonOrFirst(seasons: readonly Season[], seasonId: number | null): Season | null {
  return seasons.find((season) => season.seasonId === seasonId) ?? seasons[0] ?? null;
}
