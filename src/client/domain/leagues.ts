/** League (tournament) rules: SPEC §4 results flag, §5 filters and fallbacks, §9 ordering. */
import { SPORT, type Tournament } from '../../shared/contract';

/** SPEC §5: only tournaments whose matches are published are kept. */
export function keepPublishedTournaments(tournaments: readonly Tournament[]): Tournament[] {
  return tournaments.filter((tournament) => tournament.areMatchesPublished === true);
}

/** SPEC §9: for sport 152 leagues follow this name list (compared case-insensitively), then the rest by name. */
export const HOCKEY_LEAGUE_ORDER = [
  'nm sluttspill menn senior',
  'ehl',
  'ehl treningskamper',
  'bambusa-ligaen',
  'bambusa-ligaen treningskamper',
  '1.div kvinner',
  '1.div menn', '1.div kvinner',
  '2.div menn',
  '3.div menn',
  '4.div menn',
  '5.div menn',
  '6.div menn',
] as const;

/**
 * Made at the first comparison by name, not when the module is evaluated: the first Norwegian collator loads
 * ICU's collation data (about 60 ms at 4x CPU, issue 26), and a hockey site's leagues mostly rank by the list.
 */
let collator: Intl.Collator | undefined;

function byName(a: Tournament, b: Tournament): number {
  collator ??= new Intl.Collator('nb', { sensitivity: 'base', numeric: true });
  return collator.compare(a.tournamentName, b.tournamentName);
}

function hockeyRank(tournament: Tournament): number {
  const rank = (HOCKEY_LEAGUE_ORDER as readonly string[]).indexOf(tournament.tournamentName.trim().toLowerCase());
  return rank === -1 ? HOCKEY_LEAGUE_ORDER.length : rank;
}

/**
 * SPEC §9: leagues by division ascending with a missing division last (ties by name); when the configured
 * sport is ice hockey (152), by the fixed name list instead, then the remaining leagues by name.
 */
export function orderLeagues(tournaments: readonly Tournament[], configuredSportId: number | null): Tournament[] {
  const sorted = [...tournaments];
  if (configuredSportId === SPORT.iceHockey) {
    return sorted.sort((a, b) => hockeyRank(a) - hockeyRank(b) || byName(a, b));
  }
  const division = (tournament: Tournament) => tournament.division ?? Number.POSITIVE_INFINITY;
  return sorted.sort((a, b) => {
    const difference = division(a) - division(b);
    return (Number.isNaN(difference) ? 0 : difference) || byName(a, b);
  });
}

/** SPEC §5: a league choice not in the list is ignored and falls back to the first league. */
export function findLeagueOrFirst(leagues: readonly Tournament[], tournamentId: number | null): Tournament | null {
  return leagues.find((league) => league.tournamentId === tournamentId) ?? leagues[0] ?? null;
}

/** SPEC §4: the results-published flag is the league's isResultPublished, true when unknown. */
export function areResultsPublished(league: Tournament | null): boolean {
  return league?.isResultPublished ?? true;
}
