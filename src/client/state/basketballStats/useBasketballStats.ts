/**
 * The basketball statistics pages' state (SPEC §2 Statistics tables, §7, §8): the selected league's
 * season rows of players or teams through the api, shaped into the row models. A league of another sport
 * or with hidden results is not asked for statistics.
 */
import { useSelector } from 'react-redux';
import { SPORT, type Tournament } from '../../../shared/contract';
import { selectCurrentLeague, selectCurrentSeason, selectTeams } from '../catalog/selectors';
import type { StateShape } from '../shape';
import { selectCurrentLeagueResultsShown } from '../visibility/selectors';
import { basketballStatsApi } from './basketballStatsApi';
import { selectBasketballPlayersTable, selectBasketballTeamRows, type BasketballPlayersTable, type BasketballTeamRowModel } from './selectors';
import { statsReadArgs, statsView, type StatsView } from './statsView';

export type BasketballPlayersView = StatsView<BasketballPlayersTable>;
export type BasketballTeamsView = StatsView<readonly BasketballTeamRowModel[]>;

function useSelection(): { league: Tournament | null; seasonId: number | null; shown: boolean } {
  const league = useSelector((state: StateShape) => selectCurrentLeague(state));
  const season = useSelector((state: StateShape) => selectCurrentSeason(state));
  const shown = useSelector(selectCurrentLeagueResultsShown);
  return { league, seasonId: season?.seasonId ?? league?.seasonId ?? null, shown };
}

/** The players table of the selected league; `teamOrgId` (the route's query) narrows it to one team. */
export function useBasketballPlayers(teamOrgId: number | null): BasketballPlayersView {
  const { league, seasonId, shown } = useSelection();
  const teams = useSelector((state: StateShape) => selectTeams(state));
  const read = basketballStatsApi.useGetBasketballTournamentPlayersQuery(statsReadArgs(league, SPORT.basketball, shown));
  return statsView(league, SPORT.basketball, shown, read, (rows, current) => selectBasketballPlayersTable({ league: current, rows, teams, seasonId, teamOrgId }));
}

/** The teams table of the selected league. */
export function useBasketballTeams(): BasketballTeamsView {
  const { league, seasonId, shown } = useSelection();
  const read = basketballStatsApi.useGetBasketballTournamentTeamsQuery(statsReadArgs(league, SPORT.basketball, shown));
  return statsView(league, SPORT.basketball, shown, read, (rows, current) => selectBasketballTeamRows({ league: current, rows, seasonId }));
}
