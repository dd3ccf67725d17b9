/**
 * The standings page's state (SPEC §2 Standings, §8): the current league's rows and presentation settings
 * through the api, shaped into the table model. A league that does not display results is not open for
 * public viewing and is not asked for its standings.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { buildTarget, type Tournament } from '../../../shared/contract';
import { selectCurrentLeague, selectCurrentSeason, selectTeams } from '../catalog/selectors';
import { readStateOfQuery, type ReadFailureKind } from '../readState';
import type { StateShape } from '../shape';
import { EMPTY } from '../status';
import { selectCurrentLeagueResultsShown } from '../visibility/selectors';
import { selectStandingsTable, type StandingsTableModel } from './selectors';
import { standingsApi } from './standingsApi';

export type StandingsView =
  | { status: 'noLeague' }
  | { status: 'loading'; league: Tournament }
  | { status: 'notPublic'; league: Tournament }
  | { status: 'noStandings'; league: Tournament }
  | { status: 'failed'; league: Tournament; kind: ReadFailureKind }
  | { status: 'ready'; league: Tournament; table: StandingsTableModel };

export function useStandings(): StandingsView {
  const league = useSelector((state: StateShape) => selectCurrentLeague(state));
  const season = useSelector((state: StateShape) => selectCurrentSeason(state));
  const teams = useSelector((state: StateShape) => selectTeams(state));
  // SPEC §2: the league is not open for public viewing when its results do not show (SPEC §4, the one
  // visibility selector), so standings never reveal results a match page would hide.
  const isPublic = useSelector(selectCurrentLeagueResultsShown);
  const args = league !== null && isPublic ? { tournamentId: league.tournamentId } : skipToken;
  const rowsRead = standingsApi.useGetStandingsQuery(args);
  // The settings only choose columns: without them the sport's default columns show.
  const settingsRead = standingsApi.useGetStandingsSettingsQuery(args);
  // A settings read waiting to retry (the results service refused it: 429/503) can take a minute: the
  // rows show meanwhile with the default columns, as when it fails.
  const settingsRetrying = useSelector(
    (state: StateShape) => args !== skipToken && state.reads.retrying[buildTarget('standingsSettings', args)] !== undefined,
  );

  if (league === null) return { status: 'noLeague' };
  if (!isPublic) return { status: 'notPublic', league };
  const rowsState = readStateOfQuery(rowsRead);
  if (rowsState.status === 'failed') return { status: 'failed', league, kind: rowsState.kind };
  // currentData: the answer for this league, never the previous league's while this one loads.
  const rows = rowsRead.currentData;
  const settingsSettled = settingsRead.currentData !== undefined || settingsRead.isError || settingsRetrying;
  if (rows === undefined || !settingsSettled) return { status: 'loading', league };
  const table = selectStandingsTable({
    league,
    rows,
    settings: settingsRead.currentData?.presentationSettings ?? EMPTY,
    teams,
    seasonId: season?.seasonId ?? league.seasonId,
  });
  return table === null ? { status: 'noStandings', league } : { status: 'ready', league, table };
}
