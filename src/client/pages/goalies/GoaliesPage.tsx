/**
 * The ice hockey goalies route (SPEC §2 Statistics tables): the current league's goalies with rank, player
 * (to the profile), team, GP, TOI, W, L, SO, GA, GAA, SV, SV%, filtered by the number of matches and the
 * opponent (kept in the URL with the sort and page), save-percentage leaders first, expandable to the
 * goalie's matches in the league, and downloadable as CSV. Issue 24 case 14: only goalies with the
 * qualifying share of their team's games are ranked; the others follow them, unnumbered, in a group of
 * their own under any sort, and a note above the table says where the line is.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { DECIMALS } from '../../domain/formatNumbers';
import { GOALIES_DEFAULT_SORT, type GoalieQualificationSummary, type GoalieStatsRowModel } from '../../state/statistics/hockeySelectors';
import { useGoalieGamesInLeague, useHockeyGoalies, useOpponentOptions } from '../../state/statistics/useHockeyStats';
import { GoalieGamesBreakdown } from '../../ui/statistics/GamesBreakdown';
import { decimalColumn, figureColumn, linkColumn, rankColumn, textColumn, type ColumnLabel } from '../../ui/statistics/statsColumns';
import { StatsFilters } from '../../ui/statistics/StatsFilters';
import { isStatsBlocking, StatsPageFrame } from '../../ui/statistics/StatsStateNotice';
import { StatsNotice } from '../shared/StatsNotice';
import { useStatsFilterParams } from '../../ui/statistics/useStatsFilterParams';
import { useStatsPageSize } from '../../ui/statistics/useStatsPageSize';
import { DataTable, keyColumns, type DataColumn, type SortEntry } from '../../ui/table';

const TABLE_KEY = 'goalies';
const DEFAULT_SORT = GOALIES_DEFAULT_SORT as SortEntry[];

function goalieColumns(intl: IntlShape): DataColumn<GoalieStatsRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const label = (key: string): ColumnLabel => ({ header: t(`stats.hockey.short.${key}`), title: t(`stats.hockey.long.${key}`) });
  // Issue 27: on a phone GP and SV% at a glance (and the sorted column), the rest on demand.
  const columns = [
    rankColumn<GoalieStatsRowModel>({ header: t('stats.common.rank'), title: t('stats.common.rankLong') }),
    linkColumn<GoalieStatsRowModel>('player', t('stats.common.player'), (row) => row.name, (row) => row.profileHref),
    textColumn<GoalieStatsRowModel>('team', t('stats.common.team'), (row) => row.team),
    figureColumn<GoalieStatsRowModel>('gp', label('gp'), (row) => row.gp),
    figureColumn<GoalieStatsRowModel>('toi', label('toi'), (row) => row.toiSeconds, (row) => row.timeOnIce),
    figureColumn<GoalieStatsRowModel>('w', label('wins'), (row) => row.w),
    figureColumn<GoalieStatsRowModel>('l', label('losses'), (row) => row.l),
    figureColumn<GoalieStatsRowModel>('so', label('shutouts'), (row) => row.so),
    figureColumn<GoalieStatsRowModel>('ga', label('goalsAgainst'), (row) => row.ga),
    decimalColumn<GoalieStatsRowModel>('gaa', label('gaa'), (row) => row.gaa, intl, DECIMALS.goalsAgainstAverage),
    figureColumn<GoalieStatsRowModel>('sv', label('saves'), (row) => row.sv),
    decimalColumn<GoalieStatsRowModel>('savePct', label('savePct'), (row) => row.savePct, intl, DECIMALS.savePercent),
  ];
  return keyColumns(columns, ['gp', 'savePct']);
}

const unranked = (row: GoalieStatsRowModel) => !row.ranked;

/** The note above the table: who is ranked, and who is listed below them (issue 24 case 14). */
function qualificationNote(intl: IntlShape, summary: GoalieQualificationSummary): string {
  if (!summary.judged) return intl.formatMessage({ id: 'stats.goalies.qualificationUnknown' });
  const note = intl.formatMessage({ id: 'stats.goalies.qualified' }, { percent: summary.percent, count: summary.qualified });
  return summary.unknown === 0 ? note : `${note} ${intl.formatMessage({ id: 'stats.goalies.teamGamesUnknown' }, { count: summary.unknown })}`;
}

/** The goalie's matches in the league, under his expanded row. */
function GoalieGames({ row, league }: { row: GoalieStatsRowModel; league: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const games = useGoalieGamesInLeague({ personId: row.personId, orgId: row.orgId, team: row.team });
  return (
    <GoalieGamesBreakdown
      state={games}
      texts={{ caption: t('stats.common.gamesCaption', { name: row.name || '-', league }), loading: t('app.loading'), failed: t('stats.common.gamesFailed'), empty: t('stats.common.noGames') }}
    />
  );
}

export default function GoaliesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const filters = useStatsFilterParams(TABLE_KEY);
  const view = useHockeyGoalies({ matchCount: filters.matchCount, opponentId: filters.opponentId });
  const opponents = useOpponentOptions();
  const pageSize = useStatsPageSize();
  const columns = useMemo(() => goalieColumns(intl), [intl]);
  const summary = view.qualification;
  const trailingGroup = useMemo(
    () =>
      summary === null || !summary.judged
        ? undefined
        : {
            has: unranked,
            label: intl.formatMessage(
              { id: summary.unknown === 0 ? 'stats.goalies.unrankedGroup' : 'stats.goalies.unrankedGroupUnknown' },
              { percent: summary.percent, count: summary.notQualified + summary.unknown },
            ),
          },
    [intl, summary],
  );

  const title = t('pages.goalies.title');
  if (isStatsBlocking(view)) return <StatsPageFrame title={title} blocking={view} />;
  const league = view.league;
  return (
    <StatsPageFrame title={title} leagueName={league.tournamentName}>
      <StatsFilters
        matchCount={filters.matchCount}
        onMatchCountChange={filters.setMatchCount}
        opponent={{ value: view.opponentId, options: opponents, onChange: filters.setOpponent }}
      />
      {view.status === 'ready' && summary !== null && <Note>{qualificationNote(intl, summary)}</Note>}
      {view.status === 'ready' ? (
        <DataTable
          caption={t('stats.goalies.caption', { league: league.tournamentName })}
          captionHidden
          columns={columns}
          data={view.rows}
          getRowId={(row) => row.id}
          defaultSort={DEFAULT_SORT}
          pageSize={pageSize}
          urlKey={TABLE_KEY}
          rowHeaderColumn="player"
          frozenColumns={2}
          narrow="scroll"
          renderExpanded={(row) => <GoalieGames row={row} league={league.tournamentName} />}
          csvFileName={`goalies-${league.tournamentId}.csv`}
          trailingGroup={trailingGroup}
          busy={view.updating}
        />
      ) : (
        <StatsNotice state={view} />
      )}
    </StatsPageFrame>
  );
}

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;
