/**
 * The stars of the pages (issue 16): turns a team's favourite key and name into the star's view — pressed
 * or not, its name in the current language, and the event a press dispatches. Pages only; ui/ renders.
 * With `alerts` (issue 29 case 4), a starred team's star carries its goal-alert toggle, once the browser
 * is known to be able to notify (never on the server's render, never where notifications are unsupported).
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { FavouriteKey } from '../../domain/favourites';
import { favouritesEvents } from '../../state/favourites/favouritesSlice';
import { selectFavouriteSet } from '../../state/favourites/selectors';
import { goalAlertsEvents } from '../../state/goalAlerts/goalAlertsSlice';
import { selectAlertTeamsInForce, selectStarsOfferAlerts } from '../../state/goalAlerts/selectors';
import type { FavouriteToggleView } from '../../ui/FavouriteStar';

export type StarFor = (key: FavouriteKey | null, team: string) => FavouriteToggleView | null;

/** A function giving a team's star (null for a team without an id: nothing to star). */
export function useFavouriteStars({ alerts = false }: { alerts?: boolean } = {}): StarFor {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const favourites = useAppSelector(selectFavouriteSet);
  const alertTeams = useAppSelector(selectAlertTeamsInForce);
  const offersAlerts = useAppSelector(selectStarsOfferAlerts) && alerts;
  return useCallback(
    (key, team) => {
      if (key === null) return null;
      const pressed = favourites.has(key);
      const alertOn = alertTeams.has(key);
      return {
        pressed,
        label: intl.formatMessage({ id: 'favourites.star.add' }, { team }),
        hint: intl.formatMessage({ id: pressed ? 'favourites.star.remove' : 'favourites.star.add' }, { team }),
        onToggle: () => dispatch(favouritesEvents.favouriteTeamToggled({ key })),
        alert:
          offersAlerts && pressed
            ? {
                pressed: alertOn,
                label: intl.formatMessage({ id: 'alerts.toggle.label' }, { team }),
                hint: intl.formatMessage({ id: alertOn ? 'alerts.toggle.turnOff' : 'alerts.toggle.turnOn' }, { team }),
                onToggle: () => dispatch(goalAlertsEvents.alertToggleClicked({ key })),
              }
            : null,
      };
    },
    [intl, dispatch, favourites, alertTeams, offersAlerts],
  );
}
