/**
 * Goal alerts (issue 29 case 4): the starred teams the fan turned alerts on for (restored from the browser
 * at boot, saved by goalAlertsSaga), what the browser allows, the notice after a refused permission, and
 * the events already alerted (or silenced) this session, so none is shown twice.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FavouriteKey } from '../../domain/favourites';
import { withNotified, type AlertPermission } from '../../domain/goalAlerts';
import { favouritesEvents } from '../favourites/favouritesSlice';
import { sameItems } from '../sameItems';

/** Why a press of a toggle could not turn an alert on (shown in words until the next change). */
export type AlertNotice = 'denied' | 'unsupported';

export interface GoalAlertsState {
  teams: FavouriteKey[];
  permission: AlertPermission;
  notice: AlertNotice | null;
  /** Keys (domain `alertKey`) of the events handled, oldest first, bounded. */
  notified: string[];
}

const initialState: GoalAlertsState = { teams: [], permission: 'unknown', notice: null, notified: [] };

export const goalAlertsSlice = createSlice({
  name: 'goalAlerts',
  initialState,
  reducers: {
    /** Boot: the teams saved on an earlier visit (already parsed). */
    alertsRestored(state, action: PayloadAction<{ teams: FavouriteKey[] }>) {
      if (!sameItems(state.teams, action.payload.teams)) state.teams = action.payload.teams;
    },
    /** The client looked at (or asked for) the browser's permission. */
    permissionRead(state, action: PayloadAction<{ permission: AlertPermission }>) {
      state.permission = action.payload.permission;
    },
    /** The fan pressed a team's alert toggle (the saga decides: off, on, or ask the browser first). */
    alertToggleClicked(_state, _action: PayloadAction<{ key: FavouriteKey }>) {},
    alertTurnedOn(state, action: PayloadAction<{ key: FavouriteKey }>) {
      if (!state.teams.includes(action.payload.key)) state.teams.push(action.payload.key);
      state.notice = null;
    },
    alertTurnedOff(state, action: PayloadAction<{ key: FavouriteKey }>) {
      state.teams = state.teams.filter((key) => key !== action.payload.key);
      state.notice = null;
    },
    /** The settings panel's "Turn off all goal alerts". */
    allAlertsTurnedOff(state) {
      state.teams = [];
      state.notice = null;
    },
    /** A press could not turn an alert on: the browser refused, or cannot notify. */
    alertRefused(state, action: PayloadAction<{ notice: AlertNotice }>) {
      state.notice = action.payload.notice;
    },
    /** The notice was read and dismissed. */
    noticeDismissed(state) {
      state.notice = null;
    },
    /** The watch's matches (today's of the teams in force) changed: the lists' feeds follow them too. */
    alertMatchesChanged(_state, _action: PayloadAction<{ matchIds: number[] }>) {},
    /** These events were alerted or silenced: never again this session. */
    alertsHandled(state, action: PayloadAction<{ keys: string[] }>) {
      state.notified = withNotified(state.notified, action.payload.keys);
    },
  },
  extraReducers: (builder) => {
    // Alerts are per starred team: unstarring a team ends its alert.
    builder.addCase(favouritesEvents.favouriteTeamToggled, (state, action) => {
      state.teams = state.teams.filter((key) => key !== action.payload.key);
    });
  },
});

export const goalAlertsEvents = goalAlertsSlice.actions;
