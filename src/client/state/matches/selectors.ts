import { createSelector } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
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

/** The slider's matches, before they are rows: the cards are made from them one by one (`sliderRow`). */
export interface SliderSource {
  matches: readonly Match[];
  context: RowContext;
  /** The card the slider centres on (SPEC §2: the first match not yet past). */
  focusIndex: number;
}

/**
 * SPEC §2 match slider: the current league's matches (±1 month of today, else the last 30), the starred
 * teams' first (issue 16), the index to centre on, and what their rows are made with. `nowMs` is the clock
 * reading, passed in (rounded by the caller so the memo holds).
 */
export const selectSliderSource = createSelector(
  [selectTournamentMatches, selectCurrentLeague, selectSelectionQuery, selectTournamentVisibility, selectTimeZone, selectNowMs, selectLiveSummaries, selectLiveFeed, selectFavouriteSet],
  (matches, league, selection, visibilityOf, zone, nowMs, liveSummaries, liveFeed, favourites): SliderSource => {
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
    return { matches: shown, context, focusIndex: firstUpcomingIndex(shown, now, zone) };
  },
);

/** One card's row: the matches list's row of the match (same status, score, link and visibility rules). */
export function sliderRow(source: SliderSource, match: Match): SliderCard {
  return toRow(match, source.context);
}

/** SPEC §2 match slider: every card's row at once (the clock's check of what the cards show, and tests). */
export const selectSliderModel = createSelector(
  [selectSliderSource],
  (source): SliderModel => ({ cards: source.matches.map((match) => sliderRow(source, match)), focusIndex: source.focusIndex }),
);

/**
 * Issue 25 case 5: whether the league's matches could be read (the slider and the scoreboard's league list
 * say so when not, never "no matches"). One selector for both.
 */
export const selectTournamentMatchesRead = (state: StateShape): ReadState => readStateOfEntry(selectTournamentMatchesEntry(state));
