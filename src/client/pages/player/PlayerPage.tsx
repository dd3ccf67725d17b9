/**
 * The player route (SPEC §2 Player profile): `/player/?playerId&orgId&seasonId&tournamentId`. The info
 * card, then by the kind of profile (state/profile/useProfile): a hockey skater's or goalie's last 5 games
 * and previous tournaments (each expandable to its games), or a basketball player's season averages and
 * last tournaments. Missing ids, an unknown person and a person of another sport get a notice, never a
 * blank page; each table shows its own loading, failure and empty state. The tab title names the person.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { usePageStatus } from '../../app/serverHead';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { paths } from '../../domain/paths';
import type { GoalieLine, SkaterLine } from '../../domain/profile';
import type { GameRow, PersonCard, TournamentRow } from '../../state/profile/selectors';
import { selectShieldOn } from '../../state/spoiler/selectors';
import { ShieldNotice } from '../../ui/ShieldedScore';
import { useProfile, type ProfileQuery, type Section } from '../../state/profile/useProfile';
import { InfoNotice, type NoticeLink } from '../../ui/InfoNotice';
import { FailureText, LoadingText } from '../../ui/PageMessage';
import { FailedPart } from '../shared/FailedPart';
import { PageTitle } from '../../ui/PageTitle';
import { positionText } from '../../ui/people/positionText';
import { PersonInfoCard, type PersonFact } from '../../ui/profile/PersonInfoCard';
import { ProfileSection } from '../../ui/profile/ProfileSection';
import { DataTable, type DataColumn } from '../../ui/table';
import {
  averagesColumns,
  basketballTournamentColumns,
  dash,
  goalieGameColumns,
  goalieTournamentColumns,
  skaterGameColumns,
  skaterTournamentColumns,
  type AveragesRow,
} from './profileColumns';

/** A tournament's games in an expanded row: 10 a page (SPEC §9 statistics page size on a phone). */
const TOURNAMENT_GAMES_PAGE = 10;

function personFacts(intl: IntlShape, person: PersonCard): PersonFact[] {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return [
    { id: 'birthYear', label: t('profile.fact.birthYear'), value: dash(person.birthYear) },
    { id: 'number', label: t('profile.fact.number'), value: dash(person.number) },
    { id: 'position', label: t('profile.fact.position'), value: positionText(intl, person.position) ?? '-' },
    { id: 'country', label: t('profile.fact.country'), value: dash(person.nationality) },
    { id: 'height', label: t('profile.fact.height'), value: person.height === null ? '-' : t('profile.fact.heightValue', { height: person.height }) },
  ];
}

/** A table's own state: loading, its failure (in words, issue 25), or the table. */
function SectionBody<T>({ section, failed, children }: { section: Section<T>; failed: string; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  if (section.status === 'loading') return <LoadingText role="status">{intl.formatMessage({ id: 'app.loading' })}</LoadingText>;
  if (section.status === 'failed')
    return (
      // Issue 25: never the read's message, not even as a tooltip.
      <FailureText role="alert">
        {failed}
      </FailureText>
    );
  return <>{children(section.data)}</>;
}

/** The games of one previous tournament, under its expanded row. */
function TournamentGames<L>({ row, columns }: { row: TournamentRow<L>; columns: readonly DataColumn<TournamentRow<L>['games'][number]>[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (row.error !== null)
    return (
      <FailureText role="alert">
        {t('profile.tournaments.gamesFailed')}
      </FailureText>
    );
  return (
    <DataTable
      caption={t('profile.tournaments.games', { tournament: row.tournament || '-' })}
      columns={columns}
      data={row.games}
      getRowId={(game) => game.id}
      rowHeaderColumn="match"
      pageSize={TOURNAMENT_GAMES_PAGE}
      empty={<p>{t('profile.tournaments.noGames')}</p>}
    />
  );
}

export default function PlayerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { search } = useLocation();
  const query = useMemo((): ProfileQuery => {
    const values = paths.player.parse(search);
    return { playerId: values.playerId ?? null, orgId: values.orgId ?? null, seasonId: values.seasonId ?? null, tournamentId: values.tournamentId ?? null };
  }, [search]);
  // Issue 24 case 13: the spoiler shield hides the result figures only; "Show anyway" opens them for this person's view.
  const shieldOn = useAppSelector(selectShieldOn);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const shielded = shieldOn && (query.playerId === null || openedFor !== query.playerId);
  const view = useProfile(query, shielded);
  const person = view.status === 'ready' || view.status === 'otherSport' ? view.person : null;
  useDocumentTitle(person?.name || null, t('pages.player.title'));
  usePageStatus(view.status === 'notFound' || view.status === 'missingIds' ? 404 : null);

  const skaterGames = useMemo(() => skaterGameColumns<GameRow<SkaterLine>>(intl), [intl]);
  const skaterTournaments = useMemo(() => skaterTournamentColumns(intl), [intl]);
  const goalieGames = useMemo(() => goalieGameColumns<GameRow<GoalieLine>>(intl), [intl]);
  const goalieTournaments = useMemo(() => goalieTournamentColumns(intl), [intl]);
  const averages = useMemo(() => averagesColumns(intl), [intl]);
  const basketballTournaments = useMemo(() => basketballTournamentColumns(intl), [intl]);

  // Every notice has a way on (issue 11 case 2): the rosters of the selected league, where players are listed.
  const rosters: NoticeLink[] = [{ href: paths.teammembers.href({ seasonId: query.seasonId, tournamentId: query.tournamentId }), label: t('profile.toRosters') }];
  const title = <PageTitle>{t('pages.player.title')}</PageTitle>;
  const notice = (key: string, values?: Record<string, string>) => (
    <>
      {title}
      <InfoNotice title={t(`profile.${key}.title`)} links={rosters}>
        {t(`profile.${key}.message`, values)}
      </InfoNotice>
    </>
  );

  switch (view.status) {
    case 'missingIds':
      return notice('missingIds');
    case 'notFound':
      return notice('notFound');
    case 'otherSport':
      return notice('otherSport', { name: view.person.name || t('pages.player.title') });
    case 'loading':
      return (
        <>
          {title}
          <LoadingText role="status">{t('app.loading')}</LoadingText>
        </>
      );
    case 'failed':
      return (
        <>
          {title}
          <FailedPart part="profile" kind={view.reason} />
        </>
      );
    default:
      break;
  }

  const name = view.person.name || '-';
  const card = (
    <PersonInfoCard
      name={name}
      initials={view.person.initials}
      imageUrl={view.person.imageUrl}
      facts={personFacts(intl, view.person)}
    />
  );

  let content: ReactNode = null;
  const gameSections = view.kind === 'skater' || view.kind === 'goalie' ? [view.lastGames, view.tournaments] : [];
  const hiddenRows = (view.kind === 'basketball' && view.resultsHidden) || gameSections.some((section) => section.status === 'ready' && section.data.some((row: { resultsHidden: boolean }) => row.resultsHidden));
  const resultsNote = shielded ? (
    <ShieldNotice
      title={t('spoiler.notice.title')}
      message={t('spoiler.notice.profile')}
      actionText={t('spoiler.showAnyway')}
      onAction={() => setOpenedFor(query.playerId)}
    />
  ) : hiddenRows ? (
    <InfoNotice title={t('match.notPublished.title')}>{t('profile.resultsHidden')}</InfoNotice>
  ) : null;
  if (view.kind === 'skater') {
    content = (
      <>
        <ProfileSection title={t('profile.lastGames.title')}>
          <SectionBody section={view.lastGames} failed={t('profile.lastGames.failed')}>
            {(rows) => (
              <DataTable
                caption={t('profile.lastGames.caption', { name })}
                captionHidden
                columns={skaterGames}
                data={rows}
                getRowId={(row) => row.id}
                rowHeaderColumn="match"
                empty={<p>{t('profile.lastGames.empty')}</p>}
              />
            )}
          </SectionBody>
        </ProfileSection>
        <ProfileSection title={t('profile.tournaments.title')}>
          <SectionBody section={view.tournaments} failed={t('profile.tournaments.failed')}>
            {(rows) => (
              <DataTable
                caption={t('profile.tournaments.caption', { name })}
                captionHidden
                columns={skaterTournaments}
                data={rows}
                getRowId={(row) => row.id}
                renderExpanded={(row) => <TournamentGames row={row} columns={skaterGames} />}
                empty={<p>{t('profile.tournaments.empty')}</p>}
              />
            )}
          </SectionBody>
        </ProfileSection>
      </>
    );
  } else if (view.kind === 'goalie') {
    content = (
      <>
        <ProfileSection title={t('profile.lastGames.title')}>
          <SectionBody section={view.lastGames} failed={t('profile.lastGames.failed')}>
            {(rows) => (
              <DataTable
                caption={t('profile.lastGames.caption', { name })}
                captionHidden
                columns={goalieGames}
                data={rows}
                getRowId={(row) => row.id}
                rowHeaderColumn="match"
                empty={<p>{t('profile.lastGames.empty')}</p>}
              />
            )}
          </SectionBody>
        </ProfileSection>
        <ProfileSection title={t('profile.tournaments.title')}>
          <SectionBody section={view.tournaments} failed={t('profile.tournaments.failed')}>
            {(rows) => (
              <DataTable
                caption={t('profile.tournaments.caption', { name })}
                captionHidden
                columns={goalieTournaments}
                data={rows}
                getRowId={(row) => row.id}
                renderExpanded={(row) => <TournamentGames row={row} columns={goalieGames} />}
                empty={<p>{t('profile.tournaments.empty')}</p>}
              />
            )}
          </SectionBody>
        </ProfileSection>
      </>
    );
  } else if (view.kind === 'basketball') {
    const tournamentName = view.tournament?.name ?? null;
    content = (
      <>
        <ProfileSection title={t('profile.basketball.averagesTitle')}>
          {view.tournament === null ? (
            <p>{t('profile.basketball.noTournament')}</p>
          ) : (
            <SectionBody section={view.averages} failed={t('profile.basketball.averagesFailed')}>
              {(data) => {
                const rows: AveragesRow[] = data === null ? [] : [{ id: 'season', team: data.team, averages: data.averages }];
                return (
                  <DataTable
                    caption={tournamentName === null ? t('profile.basketball.averagesCaption') : t('profile.basketball.averagesIn', { tournament: tournamentName })}
                    columns={averages}
                    data={rows}
                    getRowId={(row) => row.id}
                    enableSorting={false}
                    empty={<p>{t('profile.basketball.noAverages')}</p>}
                  />
                );
              }}
            </SectionBody>
          )}
        </ProfileSection>
        <ProfileSection title={t('profile.basketball.tournamentsTitle')}>
          <SectionBody section={view.tournaments} failed={t('profile.tournaments.failed')}>
            {(rows) => (
              <DataTable
                caption={t('profile.tournaments.caption', { name })}
                captionHidden
                columns={basketballTournaments}
                data={rows}
                getRowId={(row) => row.id}
                rowHeaderColumn="tournament"
                empty={<p>{t('profile.tournaments.empty')}</p>}
              />
            )}
          </SectionBody>
        </ProfileSection>
      </>
    );
  } else {
    content = <InfoNotice title={t('profile.unsupported.title')}>{t('profile.unsupported.message')}</InfoNotice>;
  }

  return (
    <>
      {title}
      {card}
      {resultsNote}
      {content}
    </>
  );
}
