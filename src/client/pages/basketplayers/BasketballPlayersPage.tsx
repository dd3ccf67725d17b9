/**
 * The basketball players route (SPEC §2 Statistics tables): `/statistics/basketball/players?teamOrgId`.
 * The selected league's players with their season figures per match (as the profile's season averages
 * row), points descending first, names linking to the profile; a row expands to the player's season
 * totals. `teamOrgId` narrows the table to one team, shown as a chip that clears it; an id the league does
 * not know gets a notice and the whole table. 20 rows a page, 10 on a phone (SPEC §9).
 */
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../domain/paths';
import type { BasketballPlayerRowModel, BasketballTotals, ShotTotals } from '../../state/basketballStats/selectors';
import { useBasketballPlayers } from '../../state/basketballStats/useBasketballStats';
import { basketballFigureColumns, type BasketballFigureKey } from '../../ui/basketballStats/basketballColumns';
import { FigureList, type Figure } from '../../ui/basketballStats/FigureList';
import { TeamFilterChip } from '../../ui/statistics/TeamFilterChip';
import { useStatsPageSize } from '../../ui/statistics/useStatsPageSize';
import { FailedPart } from '../shared/FailedPart';
import { InfoNotice } from '../../ui/InfoNotice';
import { PageTitle } from '../../ui/PageTitle';
import { DataTable, keyColumns, type DataColumn, type SortEntry } from '../../ui/table';

/** SPEC §2: basketball players sort by points descending first. */
const POINTS_FIRST: SortEntry[] = [{ id: 'points', desc: true }];

const FIGURES: readonly BasketballFigureKey[] = [
  'gp',
  'minutes',
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
  'freeThrows',
  'freeThrowPct',
  'twoPointers',
  'twoPointPct',
  'threePointers',
  'threePointPct',
  'efficiency',
];

const DASH = '-';
const column = createColumnHelper<BasketballPlayerRowModel>();

function playerColumns(intl: IntlShape): DataColumn<BasketballPlayerRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  // Issue 27: on a phone games played and points at a glance (and the sorted column), the rest on demand.
  const columns = [
    column.accessor('name', {
      id: 'player',
      header: t('stats.basketball.short.player'),
      cell: (info) => {
        const name = info.getValue() || DASH;
        const href = info.row.original.profileHref;
        return href === null ? name : <NameLink to={href}>{name}</NameLink>;
      },
    }),
    column.accessor('team', { id: 'team', header: t('stats.basketball.short.team'), cell: (info) => info.getValue() || DASH }),
    ...basketballFigureColumns<BasketballPlayerRowModel>(intl, FIGURES),
  ];
  return keyColumns(columns, ['gp', 'points']);
}

/** A player's season totals (the raw sums), under his expanded row. */
function totalsFigures(intl: IntlShape, totals: BasketballTotals): Figure[] {
  const t = (id: string) => intl.formatMessage({ id: `stats.basketball.total.${id}` });
  const value = (figure: number | null) => (figure === null ? DASH : intl.formatNumber(figure));
  const shots = (shot: ShotTotals) => (shot.made === null && shot.attempts === null ? DASH : `${value(shot.made)}/${value(shot.attempts)}`);
  const entries: [string, string][] = [
    ['matches', value(totals.matches)],
    ['minutes', totals.minutes ?? DASH],
    ['points', value(totals.points)],
    ['rebounds', value(totals.rebounds)],
    ['offensiveRebounds', value(totals.offensiveRebounds)],
    ['defensiveRebounds', value(totals.defensiveRebounds)],
    ['assists', value(totals.assists)],
    ['steals', value(totals.steals)],
    ['blocks', value(totals.blocks)],
    ['turnovers', value(totals.turnovers)],
    ['fouls', value(totals.fouls)],
    ['freeThrows', shots(totals.freeThrows)],
    ['twoPointers', shots(totals.twoPointers)],
    ['threePointers', shots(totals.threePointers)],
  ];
  return entries.map(([id, text]) => ({ id, label: t(id), value: text }));
}

export default function BasketballPlayersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { search } = useLocation();
  const query = useMemo(() => paths.basketplayers.parse(search), [search]);
  const view = useBasketballPlayers(query.teamOrgId ?? null);
  const pageSize = useStatsPageSize();
  const columns = useMemo(() => playerColumns(intl), [intl]);
  const clearHref = paths.basketplayers.href({ seasonId: query.seasonId, tournamentId: query.tournamentId });

  const title = <PageTitle>{t('pages.basketplayers.title')}</PageTitle>;
  if (view.status === 'noLeague')
    return (
      <>
        {title}
        <Quiet>{t('stats.basketball.noLeague')}</Quiet>
      </>
    );

  const { league } = view;
  const filter = view.status === 'ready' ? view.table.filter : null;
  const teamName = filter?.kind === 'team' ? filter.name || String(filter.orgId) : null;
  return (
    <>
      {title}
      <LeagueName>{league.tournamentName}</LeagueName>
      {teamName !== null && (
        <TeamFilterChip text={t('stats.basketball.teamFilter', { team: teamName })} clearHref={clearHref} clearLabel={t('stats.basketball.clearTeam')} />
      )}
      {filter?.kind === 'unknownTeam' && (
        <InfoNotice title={t('stats.basketball.unknownTeam.title')} links={[{ href: clearHref, label: t('stats.basketball.clearTeam') }]}>
          {t('stats.basketball.unknownTeam.message', { league: league.tournamentName })}
        </InfoNotice>
      )}
      {view.status === 'otherSport' && (
        <InfoNotice
          title={t('stats.basketball.otherSport.title')}
          links={[{ href: paths.standings.href({ seasonId: league.seasonId, tournamentId: league.tournamentId }), label: t('stats.basketball.toStandings', { league: league.tournamentName }) }]}
        >
          {t('stats.basketball.otherSport.message', { league: league.tournamentName })}
        </InfoNotice>
      )}
      {view.status === 'notPublic' && <InfoNotice title={t('stats.basketball.notPublic.title')}>{t('stats.basketball.notPublic.message')}</InfoNotice>}
      {view.status === 'loading' && <Quiet role="status">{t('app.loading')}</Quiet>}
      {view.status === 'failed' && <FailedPart part="statistics" kind={view.kind} />}
      {view.status === 'ready' && (
        <>
          {view.table.rows.length > 0 && <Quiet>{t('stats.basketball.perMatchNote')}</Quiet>}
          <DataTable
            caption={
              teamName === null
                ? t('stats.basketball.playersCaption', { league: league.tournamentName })
                : t('stats.basketball.teamPlayersCaption', { team: teamName, league: league.tournamentName })
            }
            captionHidden
            columns={columns}
            data={view.table.rows}
            getRowId={(row) => row.id}
            defaultSort={POINTS_FIRST}
            urlKey="players"
            pageSize={pageSize}
            rowHeaderColumn="player"
            narrow="scroll"
            renderExpanded={(row) => (
              <FigureList title={t('stats.basketball.totalsTitle', { name: row.name || DASH })} figures={totalsFigures(intl, row.totals)} />
            )}
            empty={
              <Quiet>{teamName === null ? t('stats.basketball.emptyPlayers') : t('stats.basketball.emptyTeam', { team: teamName })}</Quiet>
            }
            csvFileName={`basketball-players-${league.tournamentId}${filter?.kind === 'team' ? `-${filter.orgId}` : ''}.csv`}
          />
        </>
      )}
    </>
  );
}

const LeagueName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.125rem;
  font-weight: 600;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NameLink = styled(Link)`
  color: inherit;
  font-weight: 600;
`;
