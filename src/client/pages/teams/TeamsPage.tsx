/**
 * The ice hockey teams route (SPEC §2 Statistics tables): the current league's special-teams figures —
 * team, GP, PPGF, ADV, PP%, SHGA, PPGA, TSH, PK%, SHGF, FO% — over all matches or the last few (kept in
 * the URL with the sort and page). A row opens that team's players page (the team name is the link; a
 * click anywhere on the row does the same). Downloadable as CSV.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { DECIMALS } from '../../domain/formatNumbers';
import { TEAMS_DEFAULT_SORT, type TeamStatsRowModel } from '../../state/statistics/hockeySelectors';
import { useHockeyTeamStats } from '../../state/statistics/useHockeyStats';
import { decimalColumn, figureColumn, linkColumn, type ColumnLabel } from '../../ui/statistics/statsColumns';
import { StatsFilters } from '../../ui/statistics/StatsFilters';
import { isStatsBlocking, StatsPageFrame } from '../../ui/statistics/StatsStateNotice';
import { StatsNotice } from '../shared/StatsNotice';
import { useStatsFilterParams } from '../../ui/statistics/useStatsFilterParams';
import { useStatsPageSize } from '../../ui/statistics/useStatsPageSize';
import { DataTable, keyColumns, type DataColumn, type SortEntry } from '../../ui/table';

const TABLE_KEY = 'teams';
const DEFAULT_SORT = TEAMS_DEFAULT_SORT as SortEntry[];

function teamColumns(intl: IntlShape): DataColumn<TeamStatsRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const label = (key: string): ColumnLabel => ({ header: t(`stats.hockey.short.${key}`), title: t(`stats.hockey.long.${key}`) });
  // Issue 27: the key figures at a glance on a phone (and the sorted column), the rest on demand.
  const columns = [
    linkColumn<TeamStatsRowModel>('team', t('stats.common.team'), (row) => row.team, (row) => row.playersHref),
    figureColumn<TeamStatsRowModel>('gp', label('gp'), (row) => row.gp),
    figureColumn<TeamStatsRowModel>('ppgf', label('ppgf'), (row) => row.ppgf),
    figureColumn<TeamStatsRowModel>('adv', label('adv'), (row) => row.adv),
    figureColumn<TeamStatsRowModel>('ppPct', label('ppPct'), (row) => row.ppPct),
    figureColumn<TeamStatsRowModel>('shga', label('shga'), (row) => row.shga),
    figureColumn<TeamStatsRowModel>('ppga', label('ppga'), (row) => row.ppga),
    figureColumn<TeamStatsRowModel>('tsh', label('tsh'), (row) => row.tsh),
    figureColumn<TeamStatsRowModel>('pkPct', label('pkPct'), (row) => row.pkPct),
    figureColumn<TeamStatsRowModel>('shgf', label('shgf'), (row) => row.shgf),
    decimalColumn<TeamStatsRowModel>('faceoffPct', label('faceoffPct'), (row) => row.faceoffPct, intl, DECIMALS.faceoffPercent),
  ];
  return keyColumns(columns, ['gp', 'ppPct', 'pkPct']);
}

export default function TeamsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const filters = useStatsFilterParams(TABLE_KEY);
  const view = useHockeyTeamStats(filters.matchCount);
  const pageSize = useStatsPageSize();
  const columns = useMemo(() => teamColumns(intl), [intl]);

  const title = t('pages.teams.title');
  if (isStatsBlocking(view)) return <StatsPageFrame title={title} blocking={view} />;
  const league = view.league;
  return (
    <StatsPageFrame title={title} leagueName={league.tournamentName}>
      <StatsFilters matchCount={filters.matchCount} onMatchCountChange={filters.setMatchCount} />
      {view.status === 'ready' ? (
        <DataTable
          caption={t('stats.teams.caption', { league: league.tournamentName })}
          captionHidden
          columns={columns}
          data={view.rows}
          getRowId={(row) => row.id}
          defaultSort={DEFAULT_SORT}
          pageSize={pageSize}
          urlKey={TABLE_KEY}
          rowHeaderColumn="team"
          narrow="scroll"
          rowHref={(row) => row.playersHref}
          csvFileName={`teams-${league.tournamentId}.csv`}
          busy={view.updating}
        />
      ) : (
        <StatsNotice state={view} />
      )}
    </StatsPageFrame>
  );
}
