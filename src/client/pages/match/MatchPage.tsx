/**
 * The finished match route (SPEC §2 match page, §4 states): reads the URL's matchId through the api
 * (state/match/useMatchPage), then shows loading, the failure, the not-published notice, or the header
 * and the sport's sections. Thin: every rule is in domain/match, every read in the api.
 */
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../domain/paths';
import { useMatchPage } from '../../state/match/useMatchPage';
import { BasketballSections } from '../../ui/match/BasketballSections';
import { HockeySections } from '../../ui/match/HockeySections';
import { MatchHeader } from '../../ui/match/MatchHeader';
import { teamPlayersHref } from '../../ui/match/MatchView';
import { OtherFacts } from '../../ui/match/OtherFacts';
import { SectionBoundary } from '../../ui/match/SectionBoundary';
import { VolleyballSections } from '../../ui/match/VolleyballSections';
import { PageTitle } from '../../ui/PageTitle';

export default function MatchPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { search } = useLocation();
  const matchId = paths.match.parse(search).matchId ?? null;
  const view = useMatchPage(matchId);

  const title = <PageTitle>{t('pages.match.title')}</PageTitle>;
  if (matchId === null) {
    return (
      <>
        {title}
        <Notice role="alert">{t('match.missingId')}</Notice>
      </>
    );
  }
  if (view.status === 'failed') {
    // A human message by what went wrong (issue 11 case 9), not the read's technical text, and a way on.
    return (
      <>
        {title}
        <Notice role="alert" title={view.error}>
          {t(`match.failure.${view.reason}`)}
        </Notice>
        <p>
          <a href={paths.home.href({})}>{t('errors.route.home')}</a>
        </p>
      </>
    );
  }
  if (view.status !== 'ready') {
    return (
      <>
        {title}
        <Loading role="status">{t('app.loading')}</Loading>
      </>
    );
  }
  const { match, sport, published, stream, details, linkQuery: query } = view;
  const headerTeams = view.teams.map((team) => ({ ...team, href: sport === 'hockey' ? teamPlayersHref(query, team.orgId) : null }));
  return (
    <Page>
      {title}
      <SectionBoundary fallback={<p>-</p>}>
        <MatchHeader match={match} teams={headerTeams} published={published} stream={stream} />
      </SectionBoundary>
      {!published ? (
        <Info role="status">
          <strong>{t('match.notPublished.title')}</strong>
          <span>{t('match.notPublished.message')}</span>
        </Info>
      ) : (
        <>
          {sport === 'hockey' && <HockeySections match={match} details={details} query={query} />}
          {sport === 'basketball' && <BasketballSections match={match} details={details} query={query} />}
          {sport === 'volleyball' && <VolleyballSections match={match} details={details} query={query} />}
          <SectionBoundary fallback={<p>-</p>}>
            <OtherFacts match={match} referees={details.referees} />
          </SectionBoundary>
        </>
      )}
    </Page>
  );
}

const Page = styled.div`
  max-width: 100%;
  h2 {
    font-size: 1.25rem;
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  }
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.focus};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
`;
