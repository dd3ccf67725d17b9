/**
 * The ice hockey goalies route (SPEC §2 Statistics tables): the current league's goalies with rank, player
 * (to the profile), team, GP, TOI, W, L, SO, GA, GAA, SV, SV%, filtered by the number of matches and the
 * opponent (kept in the URL with the sort and page), save-percentage leaders first, expandable to the
 * goalie's matches in the league, and downloadable as CSV.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { GOALIES_DEFAULT_SORT, type GoalieStatsRowModel } from '../../state/statistics/hockeySelectors';
import { useGoalieGamesInLeague, useHockeyGoalies, useOpponentOptions } from '../../state/statistics/useHockeyStats';
import { GoalieGamesBreakdown } from '../../ui/statistics/GamesBreakdown';
import { figureColumn, linkColumn, rankColumn, textColumn, type ColumnLabel } from '../../ui/statistics/statsColumns';
import { StatsFilters } from '../../ui/statistics/StatsFilters';
import { isStatsBlocking, StatsPageFrame, StatsStateNotice } from '../../ui/statistics/StatsStateNotice';
import { useStatsFilterParams } from '../../ui/statistics/useStatsFilterParams';
import { useStatsPageSize } from '../../ui/statistics/useStatsPageSize';
import { DataTable, type DataColumn, type SortEntry } from '../../ui/table';

const TABLE_KEY = 'goalies';
const DEFAULT_SORT = GOALIES_DEFAULT_SORT as SortEntry[];

function goalieColumns(intl: IntlShape): DataColumn<GoalieStatsRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const label = (key: string): ColumnLabel => ({ header: t(`stats.hockey.short.${key}`), title: t(`stats.hockey.long.${key}`) });
  return [
    rankColumn<GoalieStatsRowModel>({ header: t('stats.common.rank'), title: t('stats.common.rankLong') }),
    linkColumn<GoalieStatsRowModel>('player', t('stats.common.player'), (row) => row.name, (row) => row.profileHref),
    textColumn<GoalieStatsRowModel>('team', t('stats.common.team'), (row) => row.team),
    figureColumn<GoalieStatsRowModel>('gp', label('gp'), (row) => row.gp),
    figureColumn<GoalieStatsRowModel>('toi', label('toi'), (row) => row.toiSeconds, (row) => row.timeOnIce),
    figureColumn<GoalieStatsRowModel>('w', label('wins'), (row) => row.w),
    figureColumn<GoalieStatsRowModel>('l', label('losses'), (row) => row.l),
    figureColumn<GoalieStatsRowModel>('so', label('shutouts'), (row) => row.so),
    figureColumn<GoalieStatsRowModel>('ga', label('goalsAgainst'), (row) => row.ga),
    figureColumn<GoalieStatsRowModel>('gaa', label('gaa'), (row) => row.gaa, (row) => row.gaaText),
    figureColumn<GoalieStatsRowModel>('sv', label('saves'), (row) => row.sv),
    figureColumn<GoalieStatsRowModel>('savePct', label('savePct'), (row) => row.savePct, (row) => row.savePctText),
  ];
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
        />
      ) : (
        <StatsStateNotice state={view} />
      )}
    </StatsPageFrame>
  );
}
