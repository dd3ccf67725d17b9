/**
 * Every route of SPEC §2 in one typed table: its path, its query parameters and their kinds. Links and
 * sagas build URLs with `paths.<route>.href({...})` and read them with `paths.<route>.parse(search)`;
 * nothing concatenates a URL by hand. A leaf module (no imports from state or React), so sagas may use it.
 */
import type { MenuRouteName } from './menu';

type QueryKind = 'id' | 'isoDate';
type QuerySpec = Readonly<Record<string, QueryKind>>;
type KindValue<K extends QueryKind> = K extends 'id' ? number : string;

/** The typed query of a route; every parameter may be left out. */
export type QueryValues<Q extends QuerySpec> = { [K in keyof Q]?: KindValue<Q[K]> | null };

export interface RouteDef<Q extends QuerySpec> {
  /** The route path as the router registers it. */
  readonly path: string;
  readonly query: Q;
  /** `path?key=value…` with the given parameters in table order; null and undefined are left out. */
  href(params?: QueryValues<Q>): string;
  /** The route's parameters read from a search string; malformed values are left out. */
  parse(search: string): QueryValues<Q>;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parseValue(kind: QueryKind, raw: string): number | string | undefined {
  if (kind === 'isoDate') return ISO_DATE.test(raw) ? raw : undefined;
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= 2_147_483_647 ? value : undefined;
}

function route<const Q extends QuerySpec>(path: string, query: Q): RouteDef<Q> {
  return {
    path,
    query,
    href(params = {}) {
      const search = new URLSearchParams();
      for (const key of Object.keys(query)) {
        const value = params[key];
        if (value !== null && value !== undefined) search.set(key, String(value));
      }
      const text = search.toString();
      return text === '' ? path : `${path}?${text}`;
    },
    parse(search) {
      const source = new URLSearchParams(search);
      const values: Record<string, number | string> = {};
      for (const [key, kind] of Object.entries(query)) {
        const raw = source.get(key);
        const value = raw === null ? undefined : parseValue(kind, raw);
        if (value !== undefined) values[key] = value;
      }
      return values as QueryValues<Q>;
    },
  };
}

/** SPEC §2: the query every navigation carries (the current season and the selected league). */
const SELECTION = { seasonId: 'id', tournamentId: 'id' } as const;

export const paths = {
  home: route('/', SELECTION),
  scoreboard: route('/scoreboard', SELECTION),
  match: route('/match', { matchId: 'id', ...SELECTION }),
  matchnotready: route('/matchnotready', { matchId: 'id', ...SELECTION }),
  livematch: route('/livematch', { matchId: 'id', matchDate: 'isoDate', ...SELECTION }),
  schedule: route('/schedule', SELECTION),
  standings: route('/standings', SELECTION),
  teammembers: route('/teammembers', { ...SELECTION, team: 'id' }),
  transfers: route('/transfers', SELECTION),
  players: route('/statistics/players', { ...SELECTION, teamOrgId: 'id' }),
  goalies: route('/statistics/goalies', SELECTION),
  attendance: route('/statistics/attendance', SELECTION),
  teams: route('/statistics/teams', SELECTION),
  basketplayers: route('/statistics/basketball/players', { ...SELECTION, teamOrgId: 'id' }),
  basketteams: route('/statistics/basketball/teams', SELECTION),
  soccerplayers: route('/statistics/soccer/players', SELECTION),
  player: route('/player/', { playerId: 'id', orgId: 'id', ...SELECTION }),
  /** Issue 15 (DESIGN §6.3): the staff's live-operations wall, outside the app shell; no query of its own. */
  ops: route('/ops', {}),
  /** Issue 15: the arena screen, outside the app shell; its other parameters are read by domain/kiosk. */
  kiosk: route('/kiosk', { ...SELECTION, matchId: 'id' }),
} as const;

export type RouteName = keyof typeof paths;

/** Compile-time check: every menu route of SPEC §2 is a route of the table. */
export const MENU_ROUTES: Readonly<Record<MenuRouteName, RouteName>> = {
  scoreboard: 'scoreboard',
  standings: 'standings',
  schedule: 'schedule',
  teammembers: 'teammembers',
  players: 'players',
  basketplayers: 'basketplayers',
  soccerplayers: 'soccerplayers',
  goalies: 'goalies',
  attendance: 'attendance',
  teams: 'teams',
  basketteams: 'basketteams',
  transfers: 'transfers',
};

const byPath = new Map<string, RouteName>(
  (Object.keys(paths) as RouteName[]).map((name) => [paths[name].path.replace(/\/$/, '') || '/', name]),
);

/** The route a pathname belongs to (a trailing slash is ignored), or null. */
export function routeNameOf(pathname: string): RouteName | null {
  return byPath.get(pathname.replace(/\/$/, '') || '/') ?? null;
}

/** The query keys that mirror the shared selection in the URL (SPEC §4). */
export interface SelectionQuery {
  seasonId: number | null;
  tournamentId: number | null;
  team: number | null;
}

const SELECTION_QUERY = route('', { ...SELECTION, team: 'id' });

/** Reads seasonId, tournamentId and team from any route's search string. */
export function readSelectionQuery(search: string): SelectionQuery {
  const values = SELECTION_QUERY.parse(search);
  return { seasonId: values.seasonId ?? null, tournamentId: values.tournamentId ?? null, team: values.team ?? null };
}

/**
 * The URL with the selection written into its query, other parameters kept (a match id, a player id):
 * `team` is removed when no team is selected.
 */
export function withSelectionQuery(pathname: string, search: string, selection: SelectionQuery): string {
  const query = new URLSearchParams(search);
  for (const key of ['seasonId', 'tournamentId', 'team'] as const) {
    const value = selection[key];
    if (value === null) query.delete(key);
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text === '' ? pathname : `${pathname}?${text}`;
}
