/**
 * The ice hockey players route (SPEC §2 Statistics tables): `/statistics/players?teamOrgId`. The current
 * league's skaters with rank, player (to the profile), team, GP … FO%, filtered by the number of matches
 * and the opponent (kept in the URL with the sort and page), narrowed to one team by `teamOrgId` (a chip
 * clears it; an id that is not a team of the league gets a notice and the whole table), expandable to the
 * player's matches in the league, and downloadable as CSV. Rows come from state/statistics; this page only
 * labels and lays them out.
 */
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { DECIMALS } from '../../domain/formatNumbers';
import { paths } from '../../domain/paths';
import { PLAYERS_DEFAULT_SORT, type PlayerStatsRowModel } from '../../state/statistics/hockeySelectors';
import { useHockeyPlayers, useOpponentOptions, useSkaterGamesInLeague } from '../../state/statistics/useHockeyStats';
import { InfoNotice } from '../../ui/InfoNotice';
import { SkaterGamesBreakdown } from '../../ui/statistics/GamesBreakdown';
import { decimalColumn, figureColumn, linkColumn, rankColumn, textColumn, type ColumnLabel } from '../../ui/statistics/statsColumns';
import { StatsFilters } from '../../ui/statistics/StatsFilters';
import { isStatsBlocking, StatsPageFrame } from '../../ui/statistics/StatsStateNotice';
import { StatsNotice } from '../shared/StatsNotice';
import { TeamFilterChip } from '../../ui/statistics/TeamFilterChip';
import { useStatsFilterParams } from '../../ui/statistics/useStatsFilterParams';
import { useStatsPageSize } from '../../ui/statistics/useStatsPageSize';
import { DataTable, keyColumns, type DataColumn, type SortEntry } from '../../ui/table';

const TABLE_KEY = 'players';
const DEFAULT_SORT = PLAYERS_DEFAULT_SORT as SortEntry[];

function playerColumns(intl: IntlShape): DataColumn<PlayerStatsRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  const label = (key: string): ColumnLabel => ({ header: t(`stats.hockey.short.${key}`), title: t(`stats.hockey.long.${key}`) });
  const figure = (id: string, key: string, value: (row: PlayerStatsRowModel) => number | null, text?: (row: PlayerStatsRowModel) => string | null) =>
    figureColumn(id, label(key), value, text);
  // Issue 27: on a phone GP and points at a glance (and the sorted column), the rest on demand.
  const columns = [
    rankColumn<PlayerStatsRowModel>({ header: t('stats.common.rank'), title: t('stats.common.rankLong') }),
    linkColumn<PlayerStatsRowModel>('player', t('stats.common.player'), (row) => row.name, (row) => row.profileHref),
    textColumn<PlayerStatsRowModel>('team', t('stats.common.team'), (row) => row.team),
    figure('gp', 'gp', (row) => row.gp),
    figure('g', 'goals', (row) => row.g),
    figure('a', 'assists', (row) => row.a),
    figure('pts', 'points', (row) => row.pts),
    figure('plusMinus', 'plusMinus', (row) => row.plusMinus),
    figure('pim', 'pim', (row) => row.pim),
    figure('ppg', 'ppg', (row) => row.ppg),
    figure('ppa', 'ppa', (row) => row.ppa),
    figure('shg', 'shg', (row) => row.shg),
    figure('sha', 'sha', (row) => row.sha),
    figure('gwg', 'gwg', (row) => row.gwg),
    figure('sog', 'sog', (row) => row.sog),
    figure('shotPct', 'shotPct', (row) => row.shotPct),
    figure('faceoffs', 'faceoffs', (row) => row.faceoffs),
    decimalColumn('faceoffPct', label('faceoffPct'), (row: PlayerStatsRowModel) => row.faceoffPct, intl, DECIMALS.faceoffPercent),
  ];
  return keyColumns(columns, ['gp', 'pts']);
}

/** The player's matches in the league, under his expanded row. */
function PlayerGames({ row, league }: { row: PlayerStatsRowModel; league: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const games = useSkaterGamesInLeague({ personId: row.personId, orgId: row.orgId, team: row.team });
  return (
    <SkaterGamesBreakdown
      state={games}
      texts={{ caption: t('stats.common.gamesCaption', { name: row.name || '-', league }), loading: t('app.loading'), failed: t('stats.common.gamesFailed'), empty: t('stats.common.noGames') }}
    />
  );
}

export default function PlayersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { search } = useLocation();
  const teamOrgId = paths.players.parse(search).teamOrgId ?? null;
  const filters = useStatsFilterParams(TABLE_KEY);
  const view = useHockeyPlayers({ matchCount: filters.matchCount, opponentId: filters.opponentId }, teamOrgId);
  const opponents = useOpponentOptions();
  const pageSize = useStatsPageSize();
  const columns = useMemo(() => playerColumns(intl), [intl]);

  // "Show all": this URL without the team (and back to the first page); filters, sort and size stay.
  const showAllHref = useMemo(() => {
    const query = new URLSearchParams(search);
    query.delete('teamOrgId');
    query.delete(`${TABLE_KEY}Page`);
    const text = query.toString();
    return text === '' ? paths.players.path : `${paths.players.path}?${text}`;
  }, [search]);

  const title = t('pages.players.title');
  if (isStatsBlocking(view)) return <StatsPageFrame title={title} blocking={view} />;
  const league = view.league;
  const teamFilter = view.teamFilter;
  const team = teamFilter?.team ?? null;
  return (
    <StatsPageFrame title={title} leagueName={league.tournamentName}>
      <StatsFilters
        matchCount={filters.matchCount}
        onMatchCountChange={filters.setMatchCount}
        opponent={{ value: view.opponentId, options: opponents, onChange: filters.setOpponent }}
      />
      {team !== null && <TeamFilterChip text={t('stats.players.teamChip', { team: team.name || String(team.orgId) })} clearLabel={t('stats.players.showAll')} clearHref={showAllHref} />}
      {teamFilter?.unknownTeamOrgId != null && (
        <InfoNotice title={t('stats.players.unknownTeamTitle')}>{t('stats.players.unknownTeamMessage', { league: league.tournamentName })}</InfoNotice>
      )}
      {view.status === 'ready' && teamFilter !== null ? (
        <DataTable
          caption={team === null ? t('stats.players.caption', { league: league.tournamentName }) : t('stats.players.teamCaption', { team: team.name, league: league.tournamentName })}
          captionHidden
          columns={columns}
          data={teamFilter.rows}
          getRowId={(row) => row.id}
          defaultSort={DEFAULT_SORT}
          pageSize={pageSize}
          urlKey={TABLE_KEY}
          rowHeaderColumn="player"
          frozenColumns={2}
          narrow="scroll"
          renderExpanded={(row) => <PlayerGames row={row} league={league.tournamentName} />}
          empty={<Quiet role="status">{t('stats.players.teamEmpty', { team: team?.name ?? '' })}</Quiet>}
          csvFileName={`players-${league.tournamentId}.csv`}
          busy={view.updating}
        />
      ) : (
        <StatsNotice state={view.status === 'ready' ? { status: 'loading' } : view} />
      )}
    </StatsPageFrame>
  );
}

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
