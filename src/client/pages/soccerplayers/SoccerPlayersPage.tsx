/**
 * The soccer players route (SPEC §2 Statistics tables): `/statistics/soccer/players`, on the corporate
 * site. The selected league's best players — player (linking to the profile), team, games played, goals,
 * red cards, yellow cards — goals descending first. A league of another sport (a hockey league chosen in
 * the filter) gets a notice. 20 rows a page, 10 on a phone (SPEC §9).
 */
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../domain/paths';
import type { SoccerPlayerRowModel } from '../../state/soccerStats/selectors';
import { useSoccerPlayers } from '../../state/soccerStats/useSoccerPlayers';
import { useStatsPageSize } from '../../ui/statistics/useStatsPageSize';
import { FailedPart } from '../shared/FailedPart';
import { InfoNotice } from '../../ui/InfoNotice';
import { PageTitle } from '../../ui/PageTitle';
import { DataTable, keyColumns, type DataColumn, type SortEntry } from '../../ui/table';

/** Goals descending first: the best players list is a scorers' list. */
const GOALS_FIRST: SortEntry[] = [{ id: 'goals', desc: true }];

const DASH = '-';
const column = createColumnHelper<SoccerPlayerRowModel>();

type Figure = 'matches' | 'goals' | 'redCards' | 'yellowCards';
const FIGURES: readonly Figure[] = ['matches', 'goals', 'redCards', 'yellowCards'];

function soccerColumns(intl: IntlShape): DataColumn<SoccerPlayerRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  // Issue 27: on a phone games played and goals at a glance (and the sorted column), the rest on demand.
  const columns = [
    column.accessor('name', {
      id: 'player',
      header: t('stats.soccer.short.player'),
      cell: (info) => {
        const name = info.getValue() || DASH;
        const href = info.row.original.profileHref;
        return href === null ? name : <NameLink to={href}>{name}</NameLink>;
      },
    }),
    column.accessor('team', { id: 'team', header: t('stats.soccer.short.team'), cell: (info) => info.getValue() || DASH }),
    ...FIGURES.map((key) =>
      column.accessor((row) => row[key] ?? undefined, {
        id: key,
        header: t(`stats.soccer.short.${key}`),
        cell: (info) => {
          const value = info.getValue();
          return value === undefined ? DASH : intl.formatNumber(value);
        },
        // A dash sorts after every figure, whichever way.
        sortUndefined: 'last',
        meta: { numeric: true, title: t(`stats.soccer.long.${key}`) },
      }),
    ),
  ];
  return keyColumns(columns, ['matches', 'goals']);
}

export default function SoccerPlayersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const view = useSoccerPlayers();
  const pageSize = useStatsPageSize();
  const columns = useMemo(() => soccerColumns(intl), [intl]);

  const title = <PageTitle>{t('pages.soccerplayers.title')}</PageTitle>;
  if (view.status === 'noLeague')
    return (
      <>
        {title}
        <Quiet>{t('stats.soccer.noLeague')}</Quiet>
      </>
    );

  const { league } = view;
  return (
    <>
      {title}
      <LeagueName>{league.tournamentName}</LeagueName>
      {view.status === 'otherSport' && (
        <InfoNotice
          title={t('stats.soccer.otherSport.title')}
          links={[{ href: paths.standings.href({ seasonId: league.seasonId, tournamentId: league.tournamentId }), label: t('stats.soccer.toStandings', { league: league.tournamentName }) }]}
        >
          {t('stats.soccer.otherSport.message', { league: league.tournamentName })}
        </InfoNotice>
      )}
      {view.status === 'notPublic' && <InfoNotice title={t('stats.soccer.notPublic.title')}>{t('stats.soccer.notPublic.message')}</InfoNotice>}
      {view.status === 'loading' && <Quiet role="status">{t('app.loading')}</Quiet>}
      {view.status === 'failed' && <FailedPart part="statistics" kind={view.kind} />}
      {view.status === 'ready' && (
        <DataTable
          caption={t('stats.soccer.caption', { league: league.tournamentName })}
          captionHidden
          columns={columns}
          data={view.table}
          getRowId={(row) => row.id}
          defaultSort={GOALS_FIRST}
          urlKey="players"
          pageSize={pageSize}
          rowHeaderColumn="player"
          narrow="scroll"
          empty={<Quiet>{t('stats.soccer.empty')}</Quiet>}
          csvFileName={`soccer-players-${league.tournamentId}.csv`}
        />
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
