/**
 * The soccer players page's state (SPEC §2 Statistics tables, §7 corpsports/soccer/BestPlayers, §8): the
 * selected league's best players through the api. A league of another sport (a hockey league chosen on the
 * corporate site) or with hidden results is not asked.
 */
import { useSelector } from 'react-redux';
import { SPORT } from '../../../shared/contract';
import { statsReadArgs, statsView, type StatsView } from '../basketballStats/statsView';
import { selectCurrentLeague, selectCurrentSeason } from '../catalog/selectors';
import type { StateShape } from '../shape';
import { selectCurrentLeagueResultsShown } from '../visibility/selectors';
import { selectSoccerPlayerRows, type SoccerPlayerRowModel } from './selectors';
import { soccerStatsApi } from './soccerStatsApi';

export type SoccerPlayersView = StatsView<readonly SoccerPlayerRowModel[]>;

export function useSoccerPlayers(): SoccerPlayersView {
  const league = useSelector((state: StateShape) => selectCurrentLeague(state));
  const season = useSelector((state: StateShape) => selectCurrentSeason(state));
  const seasonId = season?.seasonId ?? league?.seasonId ?? null;
  const shown = useSelector(selectCurrentLeagueResultsShown);
  const read = soccerStatsApi.useGetSoccerBestPlayersQuery(statsReadArgs(league, SPORT.soccer, shown));
  return statsView(league, SPORT.soccer, shown, read, (rows, current) => selectSoccerPlayerRows({ league: current, rows, seasonId }));
}
