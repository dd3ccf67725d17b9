/**
 * Issue 26: what the browser restores at boot equals, for most readers, what the server rendered with. An
 * equal restore keeps the state object, so the hydrated page is not rendered again in one long task; the
 * browser's own facts (its notification permission) re-render no star unless a team is starred.
 */
import { favouritesEvents, favouritesSlice } from '../../../src/client/state/favourites/favouritesSlice';
import { goalAlertsEvents, goalAlertsSlice } from '../../../src/client/state/goalAlerts/goalAlertsSlice';
import { selectAlertTeamsInForce, selectStarsOfferAlerts } from '../../../src/client/state/goalAlerts/selectors';
import type { StateShape } from '../../../src/client/state/shape';
import { spoilerEvents, spoilerSlice } from '../../../src/client/state/spoiler/spoilerSlice';
import type { FavouriteKey } from '../../../src/client/domain/favourites';

const team: FavouriteKey = '152:7';

test('restoring the same favourites, alerts and spoiler choices keeps each slice as it was', () => {
  const favourites = favouritesSlice.reducer(undefined, favouritesEvents.favouritesRestored({ keys: [team] }));
  expect(favouritesSlice.reducer(favourites, favouritesEvents.favouritesRestored({ keys: [team] }))).toBe(favourites);
  expect(favouritesSlice.reducer(favourites, favouritesEvents.favouritesRestored({ keys: [] })).keys).toEqual([]);

  const alerts = goalAlertsSlice.reducer(undefined, goalAlertsEvents.alertsRestored({ teams: [] }));
  expect(goalAlertsSlice.reducer(alerts, goalAlertsEvents.alertsRestored({ teams: [] }))).toBe(alerts);
  expect(goalAlertsSlice.reducer(alerts, goalAlertsEvents.alertsRestored({ teams: [team] })).teams).toEqual([team]);

  const spoiler = spoilerSlice.reducer(undefined, spoilerEvents.prefsRestored({ prefs: { shield: false, revealed: [3], delaySeconds: 0 } }));
  expect(spoilerSlice.reducer(spoiler, spoilerEvents.prefsRestored({ prefs: { shield: false, revealed: [3], delaySeconds: 0 } }))).toBe(spoiler);
  expect(spoilerSlice.reducer(spoiler, spoilerEvents.prefsRestored({ prefs: { shield: true, revealed: [3, 4], delaySeconds: 30 } }))).toEqual({ shield: true, revealed: [3, 4], delaySeconds: 30 });
});

test('the browser’s permission, read after the server’s render, changes the stars only where a team is starred', () => {
  const stateWith = (keys: FavouriteKey[], permission: 'unknown' | 'default' | 'granted') =>
    ({ favourites: { keys }, goalAlerts: { teams: keys, permission, notice: null, notified: [] } }) as unknown as StateShape;
  const noStarOnServer = stateWith([], 'unknown');
  const noStarInBrowser = stateWith([], 'default');
  expect(selectStarsOfferAlerts(noStarOnServer)).toBe(false);
  expect(selectStarsOfferAlerts(noStarInBrowser)).toBe(false);
  // The same (empty) teams in force keep the same set, whatever the permission says.
  expect(selectAlertTeamsInForce(noStarInBrowser)).toBe(selectAlertTeamsInForce(noStarOnServer));

  expect(selectStarsOfferAlerts(stateWith([team], 'unknown'))).toBe(false);
  expect(selectStarsOfferAlerts(stateWith([team], 'default'))).toBe(true);
  expect([...selectAlertTeamsInForce(stateWith([team], 'granted'))]).toEqual([team]);
});
