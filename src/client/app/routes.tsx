/**
 * The router (SPEC §2): every route of the paths table, each page lazily loaded (its own chunk) and
 * wrapped in an error boundary, inside the App shell. While the first page's chunk loads, the shell is
 * already on screen with a placeholder in the page's place (HydrateFallback on the page route).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { paths, type RouteName } from '../domain/paths';
import { NotFound, RouteError } from './RouteError';
import { PageLoading } from './PageLoading';

type PageModule = { default: ComponentType };

const page = (load: () => Promise<PageModule>) => () => load().then((module) => ({ Component: module.default }));

const scoreboard = () => import(/* webpackChunkName: "page-scoreboard" */ '../pages/scoreboard/ScoreboardPage');

/** One loader per route name; `home` and `scoreboard` share the scoreboard page. */
export const pageLoaders: Record<RouteName, () => Promise<PageModule>> = {
  home: scoreboard,
  scoreboard,
  match: () => import(/* webpackChunkName: "page-match" */ '../pages/match/MatchPage'),
  matchnotready: () => import(/* webpackChunkName: "page-matchnotready" */ '../pages/matchnotready/MatchNotReadyPage'),
  livematch: () => import(/* webpackChunkName: "page-livematch" */ '../pages/livematch/LiveMatchPage'),
  schedule: () => import(/* webpackChunkName: "page-schedule" */ '../pages/schedule/SchedulePage'),
  standings: () => import(/* webpackChunkName: "page-standings" */ '../pages/standings/StandingsPage'),
  teammembers: () => import(/* webpackChunkName: "page-teammembers" */ '../pages/teammembers/TeamMembersPage'),
  transfers: () => import(/* webpackChunkName: "page-transfers" */ '../pages/transfers/TransfersPage'),
  players: () => import(/* webpackChunkName: "page-players" */ '../pages/players/PlayersPage'),
  goalies: () => import(/* webpackChunkName: "page-goalies" */ '../pages/goalies/GoaliesPage'),
  attendance: () => import(/* webpackChunkName: "page-attendance" */ '../pages/attendance/AttendancePage'),
  teams: () => import(/* webpackChunkName: "page-teams" */ '../pages/teams/TeamsPage'),
  basketplayers: () => import(/* webpackChunkName: "page-basketplayers" */ '../pages/basketplayers/BasketballPlayersPage'),
  basketteams: () => import(/* webpackChunkName: "page-basketteams" */ '../pages/basketteams/BasketballTeamsPage'),
  soccerplayers: () => import(/* webpackChunkName: "page-soccerplayers" */ '../pages/soccerplayers/SoccerPlayersPage'),
  player: () => import(/* webpackChunkName: "page-player" */ '../pages/player/PlayerPage'),
  ops: () => import(/* webpackChunkName: "page-ops" */ '../pages/ops/OpsPage'),
  kiosk: () => import(/* webpackChunkName: "page-kiosk" */ '../pages/kiosk/KioskPage'),
};

/** Issue 15: routes drawn without the app shell (no slider, no menus): the ops wall and the arena screen. */
const SHELL_LESS: ReadonlySet<RouteName> = new Set<RouteName>(['ops', 'kiosk']);

export function appRoutes(loaders: Record<RouteName, () => Promise<PageModule>> = pageLoaders): RouteObject[] {
  const names = Object.keys(paths) as RouteName[];
  const children: RouteObject[] = names.filter((name) => !SHELL_LESS.has(name)).map((name) =>
    name === 'home'
      ? { index: true, lazy: page(loaders.home), errorElement: <RouteError />, HydrateFallback: PageLoading }
      : { path: paths[name].path, lazy: page(loaders[name]), errorElement: <RouteError />, HydrateFallback: PageLoading },
  );
  const bare: RouteObject[] = names
    .filter((name) => SHELL_LESS.has(name))
    .map((name) => ({ path: paths[name].path, lazy: page(loaders[name]), errorElement: <RouteError />, HydrateFallback: PageLoading }));
  return [
    ...bare,
    {
      path: '/',
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [...children, { path: '*', element: <NotFound /> }],
    },
  ];
}
