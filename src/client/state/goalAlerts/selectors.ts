/**
 * Issue 29 case 4: what the goal alerts read — the teams whose alerts are in force (turned on, still
 * starred, and the browser lets the site notify) and today's matches those teams play, from the same
 * ScheduledMatchesBySport read the scoreboard makes (one cache entry when the scoreboard shows today).
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
import { alertMatches, alertTeamsInForce, canOfferAlerts, type AlertPermission } from '../../domain/goalAlerts';
import { pushWish, type PushWish } from '../../domain/goalPush';
import { scheduledSportIds } from '../../domain/scoreboard';
import { selectCachedRead } from '../api/api';
import { selectLeagues } from '../catalog/selectors';
import { selectFavouriteSet } from '../favourites/selectors';
import { selectLanguage } from '../language/languageSlice';
import type { ScheduledArg } from '../scoreboard/scoreboardApi';
import type { StateShape } from '../shape';
import { selectConfiguredSportId } from '../site/selectors';
import { selectFeedDelaySeconds, selectShieldOn } from '../spoiler/selectors';
import { sameMembers } from '../sameItems';
import { EMPTY } from '../status';
import type { AlertNotice } from './goalAlertsSlice';

export const selectAlertPermission = (state: StateShape): AlertPermission => state.goalAlerts.permission;
export const selectAlertNotice = (state: StateShape): AlertNotice | null => state.goalAlerts.notice;
const selectAlertTeamKeys = (state: StateShape) => state.goalAlerts.teams;
const selectNotifiedKeys = (state: StateShape) => state.goalAlerts.notified;

/** The keys of the events already alerted or silenced this session (domain `alertKey`). */
export const selectNotifiedSet = createSelector([selectNotifiedKeys], (keys): ReadonlySet<string> => new Set(keys));

/**
 * The teams whose goal alerts are in force (domain `alertTeamsInForce`): the toggles' pressed state and the
 * watch's teams. The same teams keep the same set: the browser's permission, read after the server's render,
 * must not re-render every star when it changes nothing (issue 26).
 */
export const selectAlertTeamsInForce = createSelector(
  [selectAlertTeamKeys, selectFavouriteSet, selectAlertPermission],
  (keys, starred, permission): ReadonlySet<string> => new Set(alertTeamsInForce(keys, starred, permission)),
  { memoizeOptions: { resultEqualityCheck: sameMembers } },
);

/**
 * Whether a starred team's star carries its alert toggle: some team is starred and the browser can notify
 * (known only in the browser, never on the server's render). One answer for the whole page, so a reader
 * with no star is not re-rendered when the browser's permission is read.
 */
export const selectStarsOfferAlerts = (state: StateShape): boolean =>
  selectFavouriteSet(state).size > 0 && canOfferAlerts(selectAlertPermission(state));

const selectTodayArg = (_state: StateShape, today: string) => today;

/** The ScheduledMatchesBySport read of `today` (yyyy-MM-dd, league zone) for the site's sports; null before the sports are known. */
export const selectTodayScheduledArg = createSelector(
  [selectConfiguredSportId, selectLeagues, selectTodayArg],
  (configuredSportId, leagues, today): ScheduledArg | null => {
    const sportIds = scheduledSportIds(configuredSportId, leagues);
    return today !== '' && sportIds.length > 0 ? { date: today, sportIds } : null;
  },
);

const selectTodayMatches = (state: StateShape, today: string): readonly Match[] | undefined => {
  const arg = selectTodayScheduledArg(state, today);
  return arg === null ? undefined : selectCachedRead<Match[]>(state, 'getScheduledMatches', arg)?.data;
};

/**
 * Today's matches of the teams whose alerts are in force (domain `alertMatches`); empty while none is, so
 * the lists' feeds follow nothing more than what is on screen (and pubnub is not loaded for alerts).
 */
export const selectAlertMatches = createSelector([selectTodayMatches, selectAlertTeamsInForce], (matches, teams): readonly Match[] =>
  matches === undefined || teams.size === 0 ? EMPTY : alertMatches(matches, teams),
);

/**
 * What this browser's Web Push registration should be now (domain `pushWish`): the teams in force, the
 * language and the broadcast delay in force (`selectFeedDelaySeconds`, as the tab's alerts), none under
 * the spoiler shield. The push saga registers it again whenever it changes.
 */
export const selectPushWish = createSelector(
  [selectAlertTeamsInForce, selectShieldOn, selectLanguage, selectFeedDelaySeconds],
  (teams, shieldOn, language, delaySeconds): PushWish => pushWish(teams, shieldOn, language, delaySeconds),
);
