/**
 * The scoreboard (SPEC §2, routes / and /scoreboard): the selected league's matches on the selected date
 * (today by default) and the matches in other tournaments that day, both narrowed by the selected team.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useNowFor } from '../../app/clock';
import { useAppSelector, useAppStore } from '../../app/hooks';
import { selectScoreboardModel } from '../../state/scoreboard/selectors';
import { useScoreboardReads } from '../../state/scoreboard/useScoreboardReads';
import { selectDelayLine } from '../../state/spoiler/selectors';
import type { StateShape } from '../../state/shape';
import { DelayNote } from '../../ui/DelayNote';
import { MatchesTable } from '../../ui/MatchesTable';
import { PageTitle } from '../../ui/PageTitle';
import { FailedPart } from '../shared/FailedPart';
import { formatLongDate, useMatchColumns, useMatchRowViews, useRevealRow } from '../shared/matchRowViews';

export default function ScoreboardPage() {
  const intl = useIntl();
  const store = useAppStore();
  // The lists move on with the clock only when a row shows something else (issue 26).
  const nowMs = useNowFor((at) => selectScoreboardModel(store.getState(), at));
  useScoreboardReads();
  const model = useAppSelector((state: StateShape) => selectScoreboardModel(state, nowMs));
  // Issue 24 case 6: the live scores below lag by the fan's broadcast delay; the list says so.
  const delay = useAppSelector(selectDelayLine);
  const columns = useMatchColumns();
  const onReveal = useRevealRow();
  const leagueRows = useMatchRowViews(model.leagueRows);
  const otherRows = useMatchRowViews(model.otherRows);
  const leagueHeadingId = useId();
  const otherHeadingId = useId();
  const date = model.date === null ? '' : formatLongDate(intl, model.date);
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const loading = (status: string) => status === 'idle' || status === 'loading';
  // Each heading names its section and, for screen readers, the table under it (its caption).
  const leagueHeading = model.leagueName === null ? text('scoreboard.dateHeading', { date }) : text('scoreboard.leagueHeading', { league: model.leagueName, date });
  const otherHeading = text('scoreboard.otherHeading', { date });

  return (
    <>
      <PageTitle>{text('pages.scoreboard.title')}</PageTitle>
      <DelayNote text={delay ? intl.formatMessage({ id: 'spoiler.delay.active' }, { seconds: delay.seconds }) : null} />
      <Section aria-labelledby={leagueHeadingId}>
        <Heading id={leagueHeadingId}>{leagueHeading}</Heading>
        {/* Issue 25: a failed read says so and keeps what it showed; never "no matches" for it. */}
        {model.leagueRead.status === 'failed' && <FailedPart part="leagueMatches" kind={model.leagueRead.kind} />}
        {leagueRows.length > 0 ? (
          <MatchesTable rows={leagueRows} columns={columns} caption={leagueHeading} onReveal={onReveal} />
        ) : model.leagueRead.status === 'failed' ? null : model.leaguePending || loading(model.leagueStatus) ? (
          <Quiet>{text('scoreboard.loading')}</Quiet>
        ) : (
          <Quiet>
            {model.leagueEmpty === 'noLeagueMatches'
              ? text('scoreboard.noLeagueMatches', { league: model.leagueName ?? '' })
              : text('scoreboard.noMatchesForSelection')}
          </Quiet>
        )}
      </Section>
      {/* Below the league's list only once that list is in: its rows arriving must not push this section
          down (issue 14: layout shift). */}
      {model.leaguePending && leagueRows.length === 0 ? null : (
        <Section aria-labelledby={otherHeadingId}>
          <Heading id={otherHeadingId}>{otherHeading}</Heading>
          {model.otherRead.status === 'failed' && <FailedPart part="matches" kind={model.otherRead.kind} />}
          {otherRows.length > 0 ? (
            <MatchesTable rows={otherRows} columns={columns} caption={otherHeading} onReveal={onReveal} />
          ) : model.otherRead.status === 'failed' ? null : loading(model.otherStatus) ? (
            <Quiet>{text('scoreboard.loading')}</Quiet>
          ) : (
            <Quiet>{text('scoreboard.noOtherMatches', { date })}</Quiet>
          )}
        </Section>
      )}
    </>
  );
}

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  font-size: 1.25rem;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
