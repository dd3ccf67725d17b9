import { createSelector } from '@reduxjs/toolkit';
import { favouritesFirst } from '../../domain/favourites';
import { firstUpcomingIndex, sliderMatches } from '../../domain/slider';
import { selectCurrentLeague } from '../catalog/selectors';
import { selectFavouriteSet } from '../favourites/selectors';
import { selectSelectionQuery } from '../selection/selectors';
import type { StateShape } from '../shape';
import { selectLiveSummaries } from '../liveScores/selectors';
import { toRow, type MatchRow, type RowContext } from '../scoreboard/rows';
import { selectLiveFeed, selectTimeZone } from '../site/selectors';
import { selectTournamentVisibility } from '../visibility/selectors';
import { readStateOfEntry, type ReadState } from '../readState';
import { selectTournamentMatches, selectTournamentMatchesEntry } from './read';

export { selectTournamentMatches } from './read';

/** A slider card is a row of the matches list (same status, score and link), shown as a card. */
export type SliderCard = MatchRow;

export interface SliderModel {
  cards: readonly SliderCard[];
  /** The card the slider centres on (SPEC §2: the first match not yet past). */
  focusIndex: number;
}

const selectNowMs = (_state: StateShape, nowMs: number) => nowMs;
/** The slider shows no stream buttons. */
const NO_BROADCASTS = new Map<number, never>();

/**
 * SPEC §2 match slider: the cards of the current league's matches (±1 month of today, else the last 30),
 * the starred teams' first (issue 16), and the index to centre on. `nowMs` is the clock reading, passed in (rounded by the caller so the memo holds).
 */
export const selectSliderModel = createSelector(
  [selectTournamentMatches, selectCurrentLeague, selectSelectionQuery, selectTournamentVisibility, selectTimeZone, selectNowMs, selectLiveSummaries, selectLiveFeed, selectFavouriteSet],
  (matches, league, selection, visibilityOf, zone, nowMs, liveSummaries, liveFeed, favourites): SliderModel => {
    const now = new Date(nowMs);
    // Issue 16: the starred teams' cards first, each group by date; the slider then centres on the first
    // card not yet past, which is a favourite's next match when there is one.
    const shown = favouritesFirst(sliderMatches([...matches], now, zone), favourites);
    const context: RowContext = {
      now,
      zone,
      broadcasts: NO_BROADCASTS,
      liveSummaries,
      liveFeed,
      leagueOf: () => league,
      visibilityOf: (match) => visibilityOf(match.tournamentId),
      queryOf: () => selection,
    };
    return { cards: shown.map((match) => toRow(match, context)), focusIndex: firstUpcomingIndex(shown, now, zone) };
  },
);

/**
 * Issue 25 case 5: whether the league's matches could be read (the slider and the scoreboard's league list
 * say so when not, never "no matches"). One selector for both.
 */
export const selectTournamentMatchesRead = (state: StateShape): ReadState => readStateOfEntry(selectTournamentMatchesEntry(state));
