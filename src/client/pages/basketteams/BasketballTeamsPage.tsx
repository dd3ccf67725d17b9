/**
 * The basketball teams route (SPEC §2 Statistics tables): `/statistics/basketball/teams`. The selected
 * league's teams with their season figures per match (as the players page), points descending first; a
 * team row, and the link in its name, opens that team's basketball players page. 20 rows a page, 10 on a
 * phone (SPEC §9).
 */
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../domain/paths';
import type { BasketballTeamRowModel } from '../../state/basketballStats/selectors';
import { useBasketballTeams } from '../../state/basketballStats/useBasketballStats';
import { basketballFigureColumns, type BasketballFigureKey } from '../../ui/basketballStats/basketballColumns';
import { useStatsPageSize } from '../../ui/statistics/useStatsPageSize';
import { FailedPart } from '../shared/FailedPart';
import { InfoNotice } from '../../ui/InfoNotice';
import { PageTitle } from '../../ui/PageTitle';
import { DataTable, keyColumns, type DataColumn, type SortEntry } from '../../ui/table';

/** SPEC §2: basketball teams sort by points descending first. */
const POINTS_FIRST: SortEntry[] = [{ id: 'points', desc: true }];

/** A team's minutes on court say nothing (five players all match), so the teams table has no MIN. */
const FIGURES: readonly BasketballFigureKey[] = [
  'gp',
  'points',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
  'freeThrowPct',
  'twoPointPct',
  'threePointPct',
  'efficiency',
];

const DASH = '-';
const column = createColumnHelper<BasketballTeamRowModel>();

function teamColumns(intl: IntlShape): DataColumn<BasketballTeamRowModel>[] {
  // Issue 27: on a phone games played and points at a glance (and the sorted column), the rest on demand.
  const columns = [
    column.accessor('team', {
      id: 'team',
      header: intl.formatMessage({ id: 'stats.basketball.short.team' }),
      cell: (info) => <TeamLink to={info.row.original.playersHref}>{info.getValue() || DASH}</TeamLink>,
    }),
    ...basketballFigureColumns<BasketballTeamRowModel>(intl, FIGURES),
  ];
  return keyColumns(columns, ['gp', 'points']);
}

export default function BasketballTeamsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const view = useBasketballTeams();
  const pageSize = useStatsPageSize();
  const columns = useMemo(() => teamColumns(intl), [intl]);

  const title = <PageTitle>{t('pages.basketteams.title')}</PageTitle>;
  if (view.status === 'noLeague')
    return (
      <>
        {title}
        <Quiet>{t('stats.basketball.noLeague')}</Quiet>
      </>
    );

  const { league } = view;
  return (
    <>
      {title}
      <LeagueName>{league.tournamentName}</LeagueName>
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
          {view.table.length > 0 && <Quiet>{t('stats.basketball.teamsNote')}</Quiet>}
          <DataTable
            caption={t('stats.basketball.teamsCaption', { league: league.tournamentName })}
            captionHidden
            columns={columns}
            data={view.table}
            getRowId={(row) => row.id}
            defaultSort={POINTS_FIRST}
            urlKey="teams"
            pageSize={pageSize}
            rowHeaderColumn="team"
            rowHref={(row) => row.playersHref}
            narrow="scroll"
            empty={<Quiet>{t('stats.basketball.emptyTeams')}</Quiet>}
            csvFileName={`basketball-teams-${league.tournamentId}.csv`}
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

const TeamLink = styled(Link)`
  color: inherit;
  font-weight: 600;
`;
