/**
 * The stars of the pages (issue 16): turns a team's favourite key and name into the star's view — pressed
 * or not, its name in the current language, and the event a press dispatches. Pages only; ui/ renders.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { FavouriteKey } from '../../domain/favourites';
import { favouritesEvents } from '../../state/favourites/favouritesSlice';
import { selectFavouriteSet } from '../../state/favourites/selectors';
import type { FavouriteToggleView } from '../../ui/FavouriteStar';

export type StarFor = (key: FavouriteKey | null, team: string) => FavouriteToggleView | null;

/** A function giving a team's star (null for a team without an id: nothing to star). */
export function useFavouriteStars(): StarFor {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const favourites = useAppSelector(selectFavouriteSet);
  return useCallback(
    (key, team) => {
      if (key === null) return null;
      const pressed = favourites.has(key);
      return {
        pressed,
        label: intl.formatMessage({ id: 'favourites.star.add' }, { team }),
        hint: intl.formatMessage({ id: pressed ? 'favourites.star.remove' : 'favourites.star.add' }, { team }),
        onToggle: () => dispatch(favouritesEvents.favouriteTeamToggled({ key })),
      };
    },
    [intl, dispatch, favourites],
  );
}
