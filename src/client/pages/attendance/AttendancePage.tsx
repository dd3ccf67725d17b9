/**
 * The ice hockey attendance route (SPEC §2 Statistics tables): per team the spectators at its last home
 * match, in all, the home matches and the average per match (domain/statistics), best-attended first,
 * downloadable as CSV.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ATTENDANCE_DEFAULT_SORT, type AttendanceRowModel } from '../../state/statistics/hockeySelectors';
import { useHockeyAttendance } from '../../state/statistics/useHockeyStats';
import { figureColumn, textColumn, type ColumnLabel } from '../../ui/statistics/statsColumns';
import { isStatsBlocking, StatsPageFrame } from '../../ui/statistics/StatsStateNotice';
import { StatsNotice } from '../shared/StatsNotice';
import { useStatsPageSize } from '../../ui/statistics/useStatsPageSize';
import { DataTable, keyColumns, type DataColumn, type SortEntry } from '../../ui/table';

const TABLE_KEY = 'attendance';
const DEFAULT_SORT = ATTENDANCE_DEFAULT_SORT as SortEntry[];

function attendanceColumns(intl: IntlShape): DataColumn<AttendanceRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const label = (key: string): ColumnLabel => ({ header: t(`stats.hockey.short.${key}`), title: t(`stats.hockey.long.${key}`) });
  // Crowds read with the language's thousands separator ("1 200" / "1,200"); the CSV keeps the plain figure.
  const count = (value: number | null) => (value === null ? null : intl.formatNumber(value));
  // Issue 27: the key figures at a glance on a phone (and the sorted column), the rest on demand.
  const columns = [
    textColumn<AttendanceRowModel>('team', t('stats.common.team'), (row) => row.team),
    figureColumn<AttendanceRowModel>('lastMatch', label('lastMatch'), (row) => row.lastMatch, (row) => count(row.lastMatch)),
    figureColumn<AttendanceRowModel>('total', label('total'), (row) => row.total, (row) => count(row.total)),
    figureColumn<AttendanceRowModel>('games', label('games'), (row) => row.games),
    figureColumn<AttendanceRowModel>('average', label('average'), (row) => row.average, (row) => count(row.average)),
  ];
  return keyColumns(columns, ['total', 'average']);
}

export default function AttendancePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const view = useHockeyAttendance();
  const pageSize = useStatsPageSize();
  const columns = useMemo(() => attendanceColumns(intl), [intl]);

  const title = t('pages.attendance.title');
  if (isStatsBlocking(view)) return <StatsPageFrame title={title} blocking={view} />;
  const league = view.league;
  return (
    <StatsPageFrame title={title} leagueName={league.tournamentName}>
      {view.status === 'ready' ? (
        <DataTable
          caption={t('stats.attendance.caption', { league: league.tournamentName })}
          captionHidden
          columns={columns}
          data={view.rows}
          getRowId={(row) => row.id}
          defaultSort={DEFAULT_SORT}
          pageSize={pageSize}
          urlKey={TABLE_KEY}
          rowHeaderColumn="team"
          narrow="scroll"
          csvFileName={`attendance-${league.tournamentId}.csv`}
        />
      ) : (
        <StatsNotice state={view} />
      )}
    </StatsPageFrame>
  );
}
