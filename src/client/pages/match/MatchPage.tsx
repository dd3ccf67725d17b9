/**
 * The finished match route (SPEC §2 match page, §4 states): reads the URL's matchId through the api
 * (state/match/useMatchPage), then shows loading, the failure, the not-published notice, or the header
 * and the sport's sections. Thin: every rule is in domain/match, every read in the api. The header's state
 * and score come from the one status function (domain/matchStatus) at the clock's "now"; the tab title
 * names the match ("Storhamar – Vålerenga 3 - 2 · Match · …", a dash while no score may show).
 */
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useNowFor } from '../../app/clock';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { usePageStatus } from '../../app/serverHead';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { favouriteKey } from '../../domain/favourites';
import { paths } from '../../domain/paths';
import { selectLiveSummaries } from '../../state/liveScores/selectors';
import { headerStatus, matchGameFlow, matchTabTitle } from '../../state/match/selectors';
import { fixtureName } from '../../domain/match/common';
import { useMatchPage } from '../../state/match/useMatchPage';
import { useMatchStory } from '../../state/story/useMatchStory';
import { selectMatchStory } from '../../state/story/selectors';
import { useScoreShield } from '../../state/spoiler/useScoreShield';
import { hasScoreToHide } from '../../domain/spoiler';
import { ShieldNotice } from '../../ui/ShieldedScore';
import { selectLiveFeed, selectTimeZone } from '../../state/site/selectors';
import { GameFlow } from '../../ui/gameFlow/GameFlow';
import { InfoNotice } from '../../ui/InfoNotice';
import type { ReadFailureKind } from '../../domain/retry';
import type { MatchDetailPart } from '../../state/match/matchApi';
import { FailedPart } from '../shared/FailedPart';
import { useFavouriteStars } from '../shared/favouriteStars';
import { formatStatusLabel } from '../shared/matchRowViews';
import { StorySection } from '../shared/StorySection';
import { FailureText, LoadingText } from '../../ui/PageMessage';
import { BasketballSections } from '../../ui/match/BasketballSections';
import { HockeySections, type HockeyFailedSections } from '../../ui/match/HockeySections';
import { MatchHeader } from '../../ui/match/MatchHeader';
import { teamPlayersHref } from '../../domain/match/links';
import { OtherFacts } from '../../ui/match/OtherFacts';
import { SectionBoundary } from '../../ui/match/SectionBoundary';
import { SoccerSections } from '../../ui/match/SoccerSections';
import { VolleyballSections } from '../../ui/match/VolleyballSections';
import { PageTitle } from '../../ui/PageTitle';
import { EmbedButton } from '../shared/EmbedButton';

export default function MatchPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { search } = useLocation();
  const matchId = paths.match.parse(search).matchId ?? null;
  const view = useMatchPage(matchId);
  const zone = useAppSelector(selectTimeZone);
  const live = useAppSelector((state) => (matchId === null ? null : (selectLiveSummaries(state)[matchId] ?? null)));
  const liveFeed = useAppSelector(selectLiveFeed);
  const ready = view.status === 'ready' ? view : null;
  const headerAt = useCallback(
    (nowMs: number) =>
      ready === null
        ? null
        : headerStatus({ match: ready.match, sport: ready.sport, published: ready.published, periods: ready.details.periods }, new Date(nowMs), zone, live, liveFeed),
    [ready, zone, live, liveFeed],
  );
  const store = useAppStore();
  // The page moves on with the clock only when its status or its story shows something else (issue 26: a
  // finished match's page is not rendered again every minute).
  const now = useNowFor((at) => [headerAt(at), selectMatchStory(store.getState(), matchId, at)]);
  // Issue 29 case 3: the two teams' form, meetings and table places, read beside the match's own reads.
  const story = useMatchStory(matchId, now);
  const starFor = useFavouriteStars({ alerts: true });
  const header = useMemo(() => headerAt(now), [headerAt, now]);
  const shield = useScoreShield(matchId);
  // Issue 16: while the shield hides this match, the header, the sections and the tab title keep its result.
  const hidden = shield.hidden && (header === null || hasScoreToHide(header.status));
  const flow = useMemo(() => (ready === null || !ready.published ? null : matchGameFlow(ready.sport, ready.details)), [ready]);
  useDocumentTitle(
    ready !== null && header !== null ? (hidden ? fixtureName(ready.match) : matchTabTitle(ready.match, header.score)) : null,
    t('pages.match.title'),
  );
  // DESIGN §6.4: a match that does not exist answers 404; one whose data could not be had, 503.
  usePageStatus(matchId === null ? 404 : view.status === 'failed' ? (view.kind === 'notFound' ? 404 : 503) : null);

  const title = <PageTitle>{t('pages.match.title')}</PageTitle>;
  if (matchId === null) {
    return (
      <>
        {title}
        <FailureText role="alert">{t('match.missingId')}</FailureText>
      </>
    );
  }
  if (view.status === 'failed') {
    // A human message by what went wrong (issue 11 case 9, issue 25: the one failed-part notice, retried),
    // never the read's technical text, and a way on.
    return (
      <>
        {title}
        {view.kind === 'notFound' ? <FailureText role="alert">{t('match.failure.notFound')}</FailureText> : <FailedPart part="match" kind={view.kind} />}
        <p>
          <a href={paths.home.href({})}>{t('errors.route.home')}</a>
        </p>
      </>
    );
  }
  if (ready === null || header === null) {
    return (
      <>
        {title}
        <LoadingText role="status">{t('app.loading')}</LoadingText>
      </>
    );
  }
  const { match, sport, published, publication, stream, details, sections, linkQuery: query } = ready;
  const revealLabel = intl.formatMessage({ id: 'spoiler.revealMatch' }, { home: match.hometeam, away: match.awayteam });
  const headerTeams = ready.teams.map((team) => ({
    ...team,
    href: sport === 'hockey' ? teamPlayersHref(query, team.orgId) : null,
    // Issue 16: the header's orgId is the match's team id (state/match headerTeams), keyed by the match's sport.
    star: starFor(favouriteKey(match.sportId, team.orgId), team.name),
  }));
  return (
    <Page>
      {title}
      <SectionBoundary fallback={<p>-</p>}>
        <MatchHeader
          match={match}
          teams={headerTeams}
          score={header.score}
          status={{
            label: hidden && header.status.kind === 'final' ? t('spoiler.statusPlayed') : formatStatusLabel(intl, header.presentation.label),
            tone: header.presentation.tone,
          }}
          stream={stream}
          shield={hidden ? { hiddenLabel: t('spoiler.scoreHidden'), revealText: t('spoiler.reveal'), revealLabel: revealLabel, onReveal: shield.reveal } : null}
        />
      </SectionBoundary>
      {/* Issue 29: the match's score (refreshing itself while live) for a club's website. */}
      <EmbedButton
        what={t('embed.kind.match')}
        options={[{ target: { kind: 'match', matchId: match.matchId }, frameTitle: intl.formatMessage({ id: 'embed.match.heading' }, { home: headerTeams[0]?.name ?? match.hometeam, away: headerTeams[1]?.name ?? match.awayteam }) }]}
      />
      {publication === 'notPublished' ? (
        <InfoNotice title={t('match.notPublished.title')}>{t('match.notPublished.message')}</InfoNotice>
      ) : !published ? (
        // The tournament's flags could not be read: hidden until known (issue 11 case 5), and said why.
        <InfoNotice title={t('match.resultsUnknown.title')}>{t('match.resultsUnknown.message')}</InfoNotice>
      ) : hidden ? (
        <ShieldNotice
          title={t('spoiler.notice.title')}
          message={t('spoiler.notice.match')}
          actionText={t('spoiler.reveal')}
          actionLabel={revealLabel}
          onAction={shield.reveal}
        />
      ) : (
        <>
          <FailedDetails failed={ready.failedParts} shown={sections.sport === 'hockey' ? HOCKEY_SECTION_PARTS : NO_PARTS} />
          {sections.sport === 'hockey' && <HockeySections model={sections.model} failed={hockeyFailed(ready.failedParts)} />}
          {sections.sport === 'basketball' && <BasketballSections model={sections.model} />}
          {sections.sport === 'volleyball' && <VolleyballSections model={sections.model} />}
          {sections.sport === 'soccer' && <SoccerSections model={sections.model} />}
          {flow && (
            <SectionBoundary fallback={<p>-</p>}>
              <GameFlow flow={flow} teams={{ H: headerTeams[0]?.name ?? '', B: headerTeams[1]?.name ?? '' }} headingId="match-game-flow" />
            </SectionBoundary>
          )}
          <SectionBoundary fallback={<p>-</p>}>
            <OtherFacts match={match} referees={details.referees} />
          </SectionBoundary>
        </>
      )}
      {/* Issue 29 case 3, after the match's own sections; not while the shield hides this match (its notice says so). */}
      {published && !hidden && (
        <SectionBoundary fallback={<p>-</p>}>
          <StorySection story={story} />
        </SectionBoundary>
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

/** The detail parts the hockey sections show in place (the others get a notice above the sections). */
const HOCKEY_SECTION_PARTS: ReadonlySet<MatchDetailPart> = new Set(['periods', 'goals', 'penalties', 'players', 'goalies', 'lineups']);
const NO_PARTS: ReadonlySet<MatchDetailPart> = new Set();

/** Issue 25 case 5: a failed part's notice in place of its hockey section, never "no goals" for a failed read. */
function hockeyFailed(failed: Partial<Record<MatchDetailPart, ReadFailureKind>>): HockeyFailedSections {
  const notice = (part: MatchDetailPart) => {
    const kind = failed[part];
    return kind === undefined ? undefined : <FailedPart part={part} kind={kind} />;
  };
  return {
    details: notice('periods'),
    scoring: notice('goals'),
    penalties: notice('penalties'),
    penaltyTotals: notice('penalties'),
    players: notice('players'),
    goalies: notice('goalies'),
    lineups: notice('lineups'),
  };
}

/** The failed detail parts the sport's sections do not show in place: one notice each, above the sections. */
function FailedDetails({ failed, shown }: { failed: Partial<Record<MatchDetailPart, ReadFailureKind>>; shown: ReadonlySet<MatchDetailPart> }) {
  const parts = (Object.keys(failed) as MatchDetailPart[]).filter((part) => !shown.has(part));
  return (
    <>
      {parts.map((part) => {
        const kind = failed[part];
        return kind === undefined ? null : <FailedPart key={part} part={part} kind={kind} />;
      })}
    </>
  );
}
