/**
 * Favourite teams without an account (issue 16): which teams the fan starred, kept in the browser, and
 * the orderings that put their matches first. Pure rules; the state (state/favourites) stores and saves.
 *
 * A team is keyed by sport and team id ("152:1001"). On the corporate preset one site serves many
 * sports; the demo league's team ids happen to be one id space, but the federation's data gives no such
 * promise across sports, and a key that names the sport costs nothing and can never star the wrong team.
 */
import type { Match } from '../../shared/contract';

/** "sportId:teamId". */
export type FavouriteKey = `${number}:${number}`;

/** Local-storage key of the starred teams. */
export const FAVOURITES_STORAGE_KEY = 'favouriteTeams';

/** A bound on what is read back, so a tampered store cannot make every list slow. */
export const MAX_FAVOURITES = 200;

const KEY_PATTERN = /^[1-9]\d{0,9}:[1-9]\d{0,9}$/;

/** The key of a team of a sport; null when either id is not a positive whole number (nothing to star). */
export function favouriteKey(sportId: number | null | undefined, teamId: number | null | undefined): FavouriteKey | null {
  if (!Number.isSafeInteger(sportId) || !Number.isSafeInteger(teamId)) return null;
  if ((sportId as number) <= 0 || (teamId as number) <= 0) return null;
  return `${sportId as number}:${teamId as number}`;
}

function isFavouriteKey(value: unknown): value is FavouriteKey {
  return typeof value === 'string' && KEY_PATTERN.test(value);
}

/**
 * The starred teams read back from storage: a JSON array of keys. Anything malformed (not JSON, not an
 * array, entries that are not keys) is dropped, never thrown: a broken store means fewer stars, not a
 * broken page. Duplicates are kept once, in their first position; at most MAX_FAVOURITES.
 */
export function parseFavourites(raw: string | null): FavouriteKey[] {
  if (raw === null || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isFavouriteKey))].slice(0, MAX_FAVOURITES);
}

export function serialiseFavourites(keys: readonly FavouriteKey[]): string {
  return JSON.stringify(keys);
}

/** Stars a team that is not starred (added last, so the order is the order of starring) or unstars it. */
export function toggleFavourite(keys: readonly FavouriteKey[], key: FavouriteKey): FavouriteKey[] {
  return keys.includes(key) ? keys.filter((existing) => existing !== key) : [...keys, key].slice(-MAX_FAVOURITES);
}

/** The two team keys of a match (null for a side without a team id). */
export function matchTeamKeys(match: Pick<Match, 'sportId' | 'hometeamId' | 'awayteamId'>): { home: FavouriteKey | null; away: FavouriteKey | null } {
  return { home: favouriteKey(match.sportId, match.hometeamId), away: favouriteKey(match.sportId, match.awayteamId) };
}

/** Whether either team of the match is starred. */
export function involvesFavourite(match: Pick<Match, 'sportId' | 'hometeamId' | 'awayteamId'>, favourites: ReadonlySet<string>): boolean {
  if (favourites.size === 0) return false;
  const { home, away } = matchTeamKeys(match);
  return (home !== null && favourites.has(home)) || (away !== null && favourites.has(away));
}

/**
 * Favourites' matches first (issue 16), the spec's own order kept inside each group: a stable partition,
 * so a list already in kick-off order (SPEC §2 scoreboard, slider) stays in kick-off order among the
 * favourites' matches and among the rest. Returns the input itself when nothing is starred or nothing
 * moves, so memoized selectors downstream keep their references.
 */
export function favouritesFirst<M extends Pick<Match, 'sportId' | 'hometeamId' | 'awayteamId'>>(matches: readonly M[], favourites: ReadonlySet<string>): readonly M[] {
  if (favourites.size === 0) return matches;
  const first: M[] = [];
  const rest: M[] = [];
  for (const match of matches) (involvesFavourite(match, favourites) ? first : rest).push(match);
  if (first.length === 0 || rest.length === 0) return matches;
  return [...first, ...rest];
}

/** The schedule's "My teams" filter: only the matches of a starred team. */
export function favouritesOnly<M extends Pick<Match, 'sportId' | 'hometeamId' | 'awayteamId'>>(matches: readonly M[], favourites: ReadonlySet<string>): M[] {
  return matches.filter((match) => involvesFavourite(match, favourites));
}

/** The URL parameter of the schedule's "My teams" filter (`myTeams=1`); anything else is off. */
export const MY_TEAMS_PARAM = 'myTeams';
export function parseMyTeams(raw: string | null): boolean {
  return raw === '1';
}
