/** The schedule toggle (SPEC §2, §4): Upcoming (default) or Played, remembered across visits (see scheduleSaga). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SCHEDULE_VIEW, type ScheduleView } from '../../domain/scoreboard';

export interface ScheduleState {
  view: ScheduleView;
}

const initialState: ScheduleState = { view: DEFAULT_SCHEDULE_VIEW };

export const scheduleSlice = createSlice({
  name: 'schedule',
  initialState,
  reducers: {
    /** Boot: the choice remembered from an earlier visit. */
    viewRestored(state, action: PayloadAction<{ view: ScheduleView }>) {
      state.view = action.payload.view;
    },
    viewChosen(state, action: PayloadAction<{ view: ScheduleView }>) {
      state.view = action.payload.view;
    },
  },
});

export const scheduleEvents = scheduleSlice.actions;
