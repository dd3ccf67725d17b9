/**
 * The schedule (SPEC §2, /schedule): the selected league's Upcoming (default) or Played matches, narrowed
 * by the selected team; the toggle is remembered (state/schedule saves it). Issue 16: a "My teams" filter
 * (the starred teams' matches only) kept in the URL as `myTeams=1`, so a shared or reloaded link keeps it.
 */
import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useNow } from '../../app/clock';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MY_TEAMS_PARAM, parseMyTeams } from '../../domain/favourites';
import type { ScheduleView } from '../../domain/scoreboard';
import { selectCalendarFeeds } from '../../state/calendar/selectors';
import { scheduleEvents } from '../../state/schedule/scheduleSlice';
import { selectScheduleModel } from '../../state/scoreboard/selectors';
import { useLeagueMatches } from '../../state/matches/useLeagueMatches';
import type { StateShape } from '../../state/shape';
import { MatchesTable } from '../../ui/MatchesTable';
import { PageTitle } from '../../ui/PageTitle';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { FailedPart } from '../shared/FailedPart';
import { FeedLinks } from '../shared/FeedLinks';
import { useMatchColumns, useMatchRowViews, useRevealRow } from '../shared/matchRowViews';

/** The "My teams" flag in the URL; turning it off removes it, so a plain schedule URL stays clean. */
function useMyTeamsParam(): [boolean, (on: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (on: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (on) next.set(MY_TEAMS_PARAM, '1');
          else next.delete(MY_TEAMS_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [parseMyTeams(params.get(MY_TEAMS_PARAM)), set];
}

export default function SchedulePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const nowMs = useNow();
  const [myTeams, setMyTeams] = useMyTeamsParam();
  useLeagueMatches();
  const model = useAppSelector((state: StateShape) => selectScheduleModel(state, nowMs, myTeams));
  const columns = useMatchColumns();
  const onReveal = useRevealRow();
  const rows = useMatchRowViews(model.rows);
  const feeds = useAppSelector(selectCalendarFeeds);
  const headingId = useId();
  const text = (id: string) => intl.formatMessage({ id });
  const options = [
    { value: 'upcoming' as const, label: text('schedule.upcoming') },
    { value: 'played' as const, label: text('schedule.played') },
  ];

  // The heading names the section and, for screen readers, the table under it (its caption).
  const heading = text(model.view === 'upcoming' ? 'schedule.upcomingHeading' : 'schedule.playedHeading');

  return (
    <>
      <PageTitle>{text('pages.schedule.title')}</PageTitle>
      {/* Issue 16: the league's calendar feed, and the team's when the schedule is narrowed to one. */}
      {feeds.tournament !== null && <FeedLinks feed={feeds.tournament} />}
      {feeds.team !== null && <FeedLinks feed={feeds.team} />}
      <Filters>
        <SegmentedChoice<ScheduleView>
          legend={text('schedule.show')}
          name="schedule-view"
          options={options}
          value={model.view}
          onChange={(view) => dispatch(scheduleEvents.viewChosen({ view }))}
        />
        <MyTeamsToggle type="button" aria-pressed={model.myTeams} onClick={() => setMyTeams(!model.myTeams)}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
          </svg>
          {text('schedule.myTeams')}
        </MyTeamsToggle>
      </Filters>
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>{heading}</Heading>
        {model.read.status === 'failed' && <FailedPart part="schedule" kind={model.read.kind} />}
        {model.myTeams && model.favouriteCount === 0 ? (
          // Issue 16: with no team starred the filter says how to star one rather than show an empty list.
          <Quiet role="status">{text('schedule.myTeams.none')}</Quiet>
        ) : rows.length > 0 ? (
          <MatchesTable rows={rows} columns={columns} caption={heading} onReveal={onReveal} />
        ) : model.read.status === 'failed' ? null : model.status === 'idle' || model.status === 'loading' ? (
          <Quiet>{text('scoreboard.loading')}</Quiet>
        ) : (
          <Quiet>{text(emptyMessage(model.view, model.myTeams))}</Quiet>
        )}
      </section>
    </>
  );
}

function emptyMessage(view: ScheduleView, myTeams: boolean): string {
  if (myTeams) return view === 'upcoming' ? 'schedule.myTeams.noUpcoming' : 'schedule.myTeams.noPlayed';
  return view === 'upcoming' ? 'schedule.noUpcoming' : 'schedule.noPlayed';
}

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

/** A toggle button: pressed shows the filled star and the accent border. */
const MyTeamsToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.5rem;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0.375rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  svg {
    width: 1.25em;
    height: 1.25em;
    fill: none;
    stroke: ${({ theme }) => theme.colors.favourite};
    stroke-width: 1.8;
    stroke-linejoin: round;
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.favourite};
    background: ${({ theme }) => theme.colors.rowHighlight};
    svg { fill: ${({ theme }) => theme.colors.favourite}; }
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.25rem;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
