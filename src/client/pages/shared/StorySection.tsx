/**
 * The story before and around a match (issue 29 case 3) on the match and the match-not-ready pages: the
 * row model (state/story) worded in the page's language for ui/story. While the spoiler shield is on, the
 * story says so and opens only on "Show anyway" (issue 16: form and meetings reveal results as a table does).
 */
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { isWin, type FormOutcome } from '../../domain/matchStory';
import type { MatchStoryModel, StoryResultModel, StorySeasonModel, StoryTeamModel } from '../../state/story/selectors';
import { selectShieldOn } from '../../state/spoiler/selectors';
import { ShieldNotice } from '../../ui/ShieldedScore';
import type { FormBadgeView, FormTone } from '../../ui/story/FormBadges';
import { MatchStory, type MeetingView, type StorySeasonView, type StoryTeamView } from '../../ui/story/MatchStory';
import { utcDay } from './matchRowViews';

const TONE: Readonly<Record<FormOutcome, FormTone>> = { W: 'win', OTW: 'win', SOW: 'win', D: 'draw', L: 'loss', OTL: 'loss', SOL: 'loss' };

function shortDate(intl: IntlShape, day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? intl.formatDate(utcDay(day), { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }) : '-';
}

/** A result as a form badge: the short name, and the result in words for its accessible name. */
export function formBadgeView(intl: IntlShape, result: StoryResultModel): FormBadgeView {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const outcome = t(`story.long.${result.outcome ?? 'unknown'}`);
  const date = shortDate(intl, result.day);
  const text = result.outcome === null ? '-' : t(`story.short.${result.outcome}`);
  const words =
    result.score === null || result.outcome === null
      ? t('story.badgeLabelNoScore', { outcome, opponent: result.opponent, date })
      : t('story.badgeLabel', { outcome, score: result.score, opponent: result.opponent, date });
  return {
    key: String(result.matchId),
    text,
    // The visible short name first (WCAG 2.5.3 label in name: a voice user says "OTW" to follow it).
    label: result.outcome === null ? words : `${text}: ${words}`,
    href: result.href,
    tone: result.outcome === null ? 'unknown' : TONE[result.outcome],
  };
}

function teamView(intl: IntlShape, team: StoryTeamModel): StoryTeamView {
  const place = team.place;
  return {
    key: String(team.teamId),
    name: team.name,
    place:
      place === null || place.position === null
        ? '-'
        : place.points === null
          ? intl.formatMessage({ id: 'story.placeNoPoints' }, { position: place.position, teams: place.of })
          : intl.formatMessage({ id: 'story.placeValue' }, { position: place.position, teams: place.of, points: place.points }),
    form: team.form.map((result) => formBadgeView(intl, result)),
    formLabel: intl.formatMessage({ id: 'story.formList' }, { team: team.name }),
  };
}

/** A meeting from the home team's side: who won and how, in words. */
function meetingView(intl: IntlShape, meeting: StoryResultModel, homeName: string, awayName: string): MeetingView {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const line = t('story.meetingLine', { date: shortDate(intl, meeting.day), home: meeting.home, away: meeting.away, score: meeting.score ?? '-' });
  const { outcome } = meeting;
  const winner = outcome !== null && isWin(outcome) ? homeName : awayName;
  return {
    key: String(meeting.matchId),
    href: meeting.href,
    text: line,
    label:
      outcome === null
        ? t('story.meetingLabelUnknown', { line })
        : outcome === 'D'
          ? t('story.meetingLabelDraw', { line })
          : t('story.meetingLabel', { line, team: winner, outcome: t(`story.verb.${outcome}`) }),
    mark: { text: outcome === null ? '-' : t(`story.short.${outcome}`), tone: outcome === null ? 'unknown' : TONE[outcome] },
  };
}

function seasonView(intl: IntlShape, season: StorySeasonModel, which: 'this' | 'last', homeName: string, awayName: string): StorySeasonView {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const named = season.seasonName !== null && season.seasonName !== '';
  const heading =
    which === 'this'
      ? named
        ? t('story.thisSeason', { season: season.seasonName ?? '' })
        : t('story.thisSeasonUnnamed')
      : named
        ? t('story.lastSeason', { season: season.seasonName ?? '' })
        : t('story.lastSeasonUnnamed');
  if (season.status !== 'ready') {
    const message = { loading: 'app.loading', none: 'story.noEarlierSeason', hidden: 'story.seasonHidden', failed: 'story.seasonFailed' }[season.status];
    return { key: which, heading, meetings: [], message: t(message) };
  }
  return {
    key: which,
    heading,
    meetings: season.meetings.map((meeting) => meetingView(intl, meeting, homeName, awayName)),
    message: season.meetings.length === 0 ? t('story.noMeetings') : null,
  };
}

const TEXT_IDS = { heading: 'story.heading', placeLabel: 'story.place', formLabel: 'story.form', noForm: 'story.noForm', headToHead: 'story.headToHead' } as const;

export function StorySection({ story }: { story: MatchStoryModel }) {
  const intl = useIntl();
  const shieldOn = useAppSelector(selectShieldOn);
  const [opened, setOpened] = useState(false);
  const t = (id: string) => intl.formatMessage({ id });
  const texts = { heading: t(TEXT_IDS.heading), placeLabel: t(TEXT_IDS.placeLabel), formLabel: t(TEXT_IDS.formLabel), noForm: t(TEXT_IDS.noForm), headToHead: t(TEXT_IDS.headToHead) };
  // A league that hides its results has no story to tell (SPEC §4); its pages say why results are missing.
  if (story.status === 'hidden') return null;
  if (shieldOn && !opened) {
    return (
      <ShieldNotice
        title={t('spoiler.notice.title')}
        message={t('spoiler.notice.story')}
        actionText={t('spoiler.showAnyway')}
        onAction={() => setOpened(true)}
      />
    );
  }
  if (story.status !== 'ready') {
    const notice = story.status === 'failed' ? t('story.failed') : t('app.loading');
    return <MatchStory texts={texts} teams={[]} summary={null} seasons={[]} notice={notice} />;
  }
  const [home, away] = story.teams;
  const { wins, draws, losses } = story.summary;
  const summary = intl.formatMessage(
    { id: draws > 0 ? 'story.summary' : 'story.summaryNoDraws' },
    { home: home.name, away: away.name, homeWins: wins, awayWins: losses, draws },
  );
  return (
    <MatchStory
      texts={texts}
      teams={story.teams.map((team) => teamView(intl, team))}
      summary={summary}
      seasons={[seasonView(intl, story.seasons[0], 'this', home.name, away.name), seasonView(intl, story.seasons[1], 'last', home.name, away.name)]}
    />
  );
}
