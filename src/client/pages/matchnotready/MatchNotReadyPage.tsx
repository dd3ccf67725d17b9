/**
 * SPEC §2 match-not-ready page: an info alert with a title and a message to check back later (SPEC §8),
 * and which match it is about (issue 11 case 9): teams, date, time, venue and the stream link when there is
 * one, read through the api; then the story before the match (issue 29 case 3). The tab title names the
 * match ("Storhamar – Vålerenga · Match not ready · …").
 */
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useNow } from '../../app/clock';
import { usePageStatus } from '../../app/serverHead';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { fixtureName } from '../../domain/match/common';
import { paths } from '../../domain/paths';
import { useMatchNotReady } from '../../state/match/useMatchNotReady';
import { useMatchStory } from '../../state/story/useMatchStory';
import { InfoNotice } from '../../ui/InfoNotice';
import { FailureText, LoadingText } from '../../ui/PageMessage';
import { MatchSummary } from '../../ui/match/MatchSummary';
import { PageTitle } from '../../ui/PageTitle';
import { SectionBoundary } from '../../ui/match/SectionBoundary';
import { StorySection } from '../shared/StorySection';

export default function MatchNotReadyPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { search } = useLocation();
  const matchId = paths.matchnotready.parse(search).matchId ?? null;
  const view = useMatchNotReady(matchId);
  // Issue 29 case 3: the story before the match — form, meetings, table places.
  const story = useMatchStory(matchId, useNow());
  useDocumentTitle(view.status === 'ready' ? fixtureName(view.match) : null, t('pages.matchnotready.title'));

  // A match that does not exist is not "not ready": say so instead of asking to check back.
  const notFound = view.status === 'failed' && view.reason === 'notFound';
  usePageStatus(notFound ? 404 : null);
  // Issue 24 case 8: a called-off match will not be ready later either; it says why.
  const calledOff = view.status === 'ready' ? view.calledOff : null;
  return (
    <>
      <PageTitle>{t('pages.matchnotready.title')}</PageTitle>
      {calledOff !== null ? (
        <InfoNotice title={t(`match.calledOff.${calledOff}`)}>{t(`match.calledOff.${calledOff}Text`)}</InfoNotice>
      ) : (
        !notFound && <InfoNotice title={t('matchnotready.title')}>{t('matchnotready.message')}</InfoNotice>
      )}
      {view.status === 'loading' && <LoadingText role="status">{t('app.loading')}</LoadingText>}
      {view.status === 'failed' && (
        <>
          <FailureText role="alert">
            {t(`match.failure.${view.reason}`)}
          </FailureText>
          <p>
            <a href={paths.home.href({})}>{t('errors.route.home')}</a>
          </p>
        </>
      )}
      {view.status === 'ready' && <MatchSummary match={view.match} stream={view.stream} label={t('matchnotready.details')} />}
      {view.status === 'ready' && (
        <SectionBoundary fallback={<p>-</p>}>
          <StorySection story={story} />
        </SectionBoundary>
      )}
    </>
  );
}
