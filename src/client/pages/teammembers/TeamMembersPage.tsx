/**
 * The rosters route (SPEC §2 Rosters): the selected team's players — name (a link to the profile), number,
 * position (named by the one position rule), birth year, height, nationality — 20 a page, then the team's
 * staff apart (issue 25), or the notice to pick a team from the filter menu (SPEC §8). Rows come from the
 * state's row models; this page only labels and lays them out.
 */
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { favouriteKey } from '../../domain/favourites';
import { selectCalendarFeeds } from '../../state/calendar/selectors';
import { selectCurrentLeague } from '../../state/catalog/selectors';
import type { RosterRowModel } from '../../state/people/selectors';
import { useRoster } from '../../state/people/useRoster';
import { FailedPart } from '../shared/FailedPart';
import { InfoNotice } from '../../ui/InfoNotice';
import { PageTitle } from '../../ui/PageTitle';
import { positionText } from '../../ui/people/positionText';
import { RosterCard } from '../../ui/people/RosterCard';
import { StaffList } from '../../ui/people/StaffList';
import { DataTable, type DataColumn } from '../../ui/table';
import { FavouriteStar } from '../../ui/FavouriteStar';
import { useFavouriteStars } from '../shared/favouriteStars';
import { FeedLinks } from '../shared/FeedLinks';
import { EmbedButton } from '../shared/EmbedButton';

/** SPEC §9: 20 players a page. */
const ROSTER_PAGE_SIZE = 20;

const column = createColumnHelper<RosterRowModel>();
const DASH = '-';

function heightText(intl: IntlShape, height: number | null): string {
  return height === null ? DASH : intl.formatMessage({ id: 'roster.height' }, { height: intl.formatNumber(height) });
}

function rosterColumns(intl: IntlShape): DataColumn<RosterRowModel>[] {
  const t = (id: string) => intl.formatMessage({ id });
  // Missing values sort after every value, whichever way.
  const optional = { sortUndefined: 'last' as const };
  return [
    column.accessor('name', {
      id: 'name',
      header: t('roster.short.name'),
      cell: (info) => <PlayerLink to={info.row.original.playerHref}>{info.getValue()}</PlayerLink>,
    }),
    column.accessor((row) => row.number ?? undefined, {
      id: 'number',
      header: t('roster.short.number'),
      cell: (info) => info.getValue() ?? DASH,
      ...optional,
      meta: { numeric: true, title: t('roster.long.number') },
    }),
    // Sorted by the text shown, so the order follows the page's language.
    column.accessor((row) => positionText(intl, row.position) ?? undefined, {
      id: 'position',
      header: t('roster.short.position'),
      cell: (info) => info.getValue() ?? DASH,
      ...optional,
      meta: { title: t('roster.long.position') },
    }),
    column.accessor((row) => row.birthYear ?? undefined, {
      id: 'birthYear',
      header: t('roster.short.birthYear'),
      // A year, not an amount: no thousands separator.
      cell: (info) => (info.getValue() === undefined ? DASH : String(info.getValue())),
      ...optional,
      meta: { numeric: true, title: t('roster.long.birthYear') },
    }),
    column.accessor((row) => row.height ?? undefined, {
      id: 'height',
      header: t('roster.short.height'),
      cell: (info) => heightText(intl, info.getValue() ?? null),
      ...optional,
      meta: { numeric: true, title: t('roster.long.height') },
    }),
    column.accessor((row) => row.nationality ?? undefined, {
      id: 'nationality',
      header: t('roster.short.nationality'),
      cell: (info) => info.getValue() ?? DASH,
      ...optional,
    }),
  ];
}

export default function TeamMembersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const view = useRoster();
  const feeds = useAppSelector(selectCalendarFeeds);
  const columns = useMemo(() => rosterColumns(intl), [intl]);
  const teamName = view.status === 'noTeam' ? null : view.team.name;
  // Issue 16: the roster's team can be starred; it is keyed by the league's sport (one site, many sports).
  const league = useAppSelector(selectCurrentLeague);
  const starFor = useFavouriteStars({ alerts: true });
  const star = view.status === 'noTeam' || teamName === null ? null : starFor(favouriteKey(league?.sportId, view.team.teamId), teamName);
  const pageTitle = t('pages.teammembers.title');
  useDocumentTitle(teamName, pageTitle, view.leagueName);

  const card = (row: RosterRowModel) => (
    <RosterCard
      name={row.name}
      href={row.playerHref}
      details={[
        { label: t('roster.long.number'), value: row.number === null ? DASH : String(row.number) },
        { label: t('roster.long.position'), value: positionText(intl, row.position) ?? DASH },
        { label: t('roster.long.birthYear'), value: row.birthYear === null ? DASH : String(row.birthYear) },
        { label: t('roster.short.height'), value: heightText(intl, row.height) },
        { label: t('roster.short.nationality'), value: row.nationality ?? DASH },
      ]}
    />
  );

  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      {teamName !== null && (
        <TeamName>
          {teamName}
          {star !== null && <FavouriteStar star={star} />}
        </TeamName>
      )}
      {/* Issue 16: the roster's team as a calendar feed (the selected team is the roster's team). */}
      {view.status !== 'noTeam' && feeds.team !== null && feeds.team.feed.kind === 'team' && feeds.team.feed.teamId === view.team.teamId && (
        <FeedLinks feed={feeds.team} />
      )}
      {/* Issue 29: the team's next and last match for the club's website. */}
      {view.status !== 'noTeam' && teamName !== null && league !== null && (
        <EmbedButton
          what={t('embed.kind.team')}
          options={[{ target: { kind: 'team', tournamentId: league.tournamentId, teamId: view.team.teamId }, frameTitle: t('embed.team.heading', { team: teamName }) }]}
        />
      )}
      {view.status === 'noTeam' && <InfoNotice title={t('roster.noTeam.title')}>{t('roster.noTeam.message')}</InfoNotice>}
      {view.status === 'loading' && <Quiet role="status">{t('app.loading')}</Quiet>}
      {view.status === 'failed' && <FailedPart part="roster" kind={view.kind} />}
      {view.status === 'empty' && <Quiet role="status">{t('roster.empty')}</Quiet>}
      {view.status === 'ready' && (
        <DataTable
          caption={teamName === null ? t('roster.captionNoName') : t('roster.caption', { team: teamName })}
          captionHidden
          columns={columns}
          data={view.rows}
          getRowId={(row) => row.id}
          urlKey="roster"
          pageSize={ROSTER_PAGE_SIZE}
          rowHeaderColumn="name"
          narrow="cards"
          renderCard={card}
          csvFileName={`roster-${view.team.teamId}.csv`}
        />
      )}
      {(view.status === 'ready' || view.status === 'empty') && view.staff.length > 0 && <StaffList title={t('roster.staff.title')} members={view.staff} />}
    </>
  );
}

const TeamName = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.125rem;
  font-weight: 600;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PlayerLink = styled(Link)`
  color: inherit;
  font-weight: 600;
`;
