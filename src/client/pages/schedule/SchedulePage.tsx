/**
 * The schedule (SPEC §2, /schedule): the selected league's Upcoming (default) or Played matches, narrowed
 * by the selected team; the toggle is remembered (state/schedule saves it).
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useNow } from '../../app/clock';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ScheduleView } from '../../domain/scoreboard';
import { scheduleEvents } from '../../state/schedule/scheduleSlice';
import { selectScheduleModel } from '../../state/scoreboard/selectors';
import type { StateShape } from '../../state/shape';
import { MatchesTable } from '../../ui/MatchesTable';
import { PageTitle } from '../../ui/PageTitle';
import { SegmentedChoice } from '../../ui/SegmentedChoice';
import { useMatchColumns, useMatchRowViews, useRevealRow } from '../shared/matchRowViews';

export default function SchedulePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const nowMs = useNow();
  const model = useAppSelector((state: StateShape) => selectScheduleModel(state, nowMs));
  const columns = useMatchColumns();
  const onReveal = useRevealRow();
  const rows = useMatchRowViews(model.rows);
  const headingId = useId();
  const text = (id: string) => intl.formatMessage({ id });
  const options = [
    { value: 'upcoming' as const, label: text('schedule.upcoming') },
    { value: 'played' as const, label: text('schedule.played') },
  ];

  return (
    <>
      <PageTitle>{text('pages.schedule.title')}</PageTitle>
      <SegmentedChoice<ScheduleView>
        legend={text('schedule.show')}
        name="schedule-view"
        options={options}
        value={model.view}
        onChange={(view) => dispatch(scheduleEvents.viewChosen({ view }))}
      />
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>{text(model.view === 'upcoming' ? 'schedule.upcomingHeading' : 'schedule.playedHeading')}</Heading>
        {rows.length > 0 ? (
          <MatchesTable rows={rows} columns={columns} labelledBy={headingId} onReveal={onReveal} />
        ) : model.status === 'idle' || model.status === 'loading' ? (
          <Quiet>{text('scoreboard.loading')}</Quiet>
        ) : (
          <Quiet>{text(model.view === 'upcoming' ? 'schedule.noUpcoming' : 'schedule.noPlayed')}</Quiet>
        )}
      </section>
    </>
  );
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: 1.25rem;
`;

const Quiet = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
