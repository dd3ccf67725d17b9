/** Season rules (SPEC §4 defaults, §5 validation; the §5 filter and the §9 look-up years are in shared/rules/seasons). */
import type { Season } from '../../shared/contract';

// One rule for the client's default season and the server's calendar feed (issue 29 case 5).
export { keepStartedOwnSeasons } from '../../shared/rules/seasons';

/** SPEC §5: a season choice not found falls back to the first season. */
export function findSeasonOrFirst(seasons: readonly Season[], seasonId: number | null): Season | null {
  return seasons.find((season) => season.seasonId === seasonId) ?? seasons[0] ?? null;
}
