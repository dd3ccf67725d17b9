import type { ScheduleView } from '../../domain/scoreboard';
import type { StateShape } from '../shape';

/** SPEC §4: the schedule toggle, Upcoming by default. */
export const selectScheduleView = (state: StateShape): ScheduleView => state.schedule.view;
