/**
 * What a statistics page shows in place of its table (SPEC §2 Statistics tables, §8): no league chosen,
 * still loading, nothing yet, a league of another sport, or a league
 * whose results are not for public viewing. Every notice offers a way on where there is one.
 */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { SPORT } from '../../../shared/contract';
import { paths } from '../../domain/paths';
import { InfoNotice, type NoticeLink } from '../InfoNotice';
import { LoadingText } from '../PageMessage';
import { PageTitle } from '../PageTitle';

export type StatsState =
  | { status: 'noLeague' }
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'otherSport'; league: OtherLeague }
  | { status: 'notPublic' };

/** The league of another sport: where its own pages are. */
export interface OtherLeague {
  tournamentId: number;
  tournamentName: string;
  seasonId: number;
  sportId: number;
}

/** Ways on from a league these tables do not cover: its standings, and its own sport's statistics (SPEC §2 menu routes). */
function otherSportLinks(intl: IntlShape, league: OtherLeague): NoticeLink[] {
  const query = { seasonId: league.seasonId, tournamentId: league.tournamentId };
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const links: NoticeLink[] = [{ href: paths.standings.href(query), label: t('stats.common.toStandings', { league: league.tournamentName }) }];
  if (league.sportId === SPORT.basketball) {
    links.push({ href: paths.basketplayers.href(query), label: t('stats.common.toBasketballPlayers') });
    links.push({ href: paths.basketteams.href(query), label: t('stats.common.toBasketballTeams') });
  }
  if (league.sportId === SPORT.soccer) links.push({ href: paths.soccerplayers.href(query), label: t('stats.common.toSoccerPlayers') });
  return links;
}

export function StatsStateNotice({ state }: { state: StatsState }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  switch (state.status) {
    case 'noLeague':
      return <Quiet>{t('stats.common.noLeague')}</Quiet>;
    case 'loading':
      return <LoadingText role="status">{t('app.loading')}</LoadingText>;
    case 'empty':
      return <Quiet role="status">{t('stats.common.empty')}</Quiet>;
    case 'otherSport':
      return (
        <InfoNotice title={t('stats.common.otherSportTitle')} links={otherSportLinks(intl, state.league)}>
          {t('stats.common.otherSportMessage', { league: state.league.tournamentName })}
        </InfoNotice>
      );
    case 'notPublic':
      return (
        <InfoNotice title={t('stats.common.notPublicTitle')}>
          {t('stats.common.notPublicMessage')}
        </InfoNotice>
      );
  }
}

/** The states in which a statistics page has no table to show for its league, only a notice. */
export type StatsBlocking =
  | { status: 'noLeague' }
  | { status: 'otherSport'; league: OtherLeague }
  | { status: 'notPublic'; league: { tournamentName: string } };

/** Whether a page's view is one in which it shows only a notice (no league, another sport, not public). */
export function isStatsBlocking<V extends { status: string }>(view: V): view is Extract<V, { status: StatsBlocking['status'] }> {
  return view.status === 'noLeague' || view.status === 'otherSport' || view.status === 'notPublic';
}

/**
 * The frame every ice hockey statistics page shares: its title, the league under it, then either the
 * notice of a blocking state or the page's own content.
 */
export function StatsPageFrame({ title, blocking, leagueName, children }: { title: string; blocking?: StatsBlocking; leagueName?: string; children?: ReactNode }) {
  const league = blocking === undefined ? leagueName : blocking.status === 'noLeague' ? undefined : blocking.league.tournamentName;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {league !== undefined && <LeagueName>{league}</LeagueName>}
      {blocking === undefined ? children : <StatsStateNotice state={blocking.status === 'notPublic' ? { status: 'notPublic' } : blocking} />}
    </>
  );
}

/** The league a statistics page is about, under its title. */
const LeagueName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 1.125rem;
  font-weight: 600;
`;

const Quiet = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
