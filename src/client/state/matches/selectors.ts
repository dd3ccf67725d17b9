import { createSelector } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
import { displayTeamName } from '../../domain/matches';
import { fillMatchQuery, matchHref } from '../../domain/matchLinks';
import { matchDestination, matchState, type MatchDestination, type MatchState } from '../../domain/matchState';
import { resultsShown, scoreDisplay } from '../../domain/score';
import { firstUpcomingIndex, sliderMatches } from '../../domain/slider';
import { formatHhmm, matchDay } from '../../domain/time';
import { selectCurrentLeague } from '../catalog/selectors';
import { selectSelectionQuery } from '../selection/selectors';
import type { StateShape } from '../shape';
import { selectLiveScores } from '../live/selectors';
import { selectTimeZone } from '../site/selectors';
import { EMPTY } from '../status';

const selectTournamentSlot = (state: StateShape) => state.matches.tournament;

/** The listed matches (SPEC §5) of the current league. */
export const selectTournamentMatches = createSelector(
  [selectTournamentSlot, selectCurrentLeague],
  (slot, league): readonly Match[] => (league !== null && slot.key === league.tournamentId ? slot.items : EMPTY),
);

export interface SliderCard {
  matchId: number;
  seasonId: number | null;
  tournamentId: number;
  homeName: string;
  awayName: string;
  /** "3 - 1", or "-" when there is no score to show. */
  score: string;
  /** ISO yyyy-MM-dd. */
  date: string;
  /** "18:30", or null when unknown. */
  startTime: string | null;
  state: MatchState;
  destination: MatchDestination;
  /** Where the card leads, with the SPEC §2 query fill-in applied. */
  href: string;
}

export interface SliderModel {
  cards: readonly SliderCard[];
  /** The card the slider centres on (SPEC §2: the first match not yet past). */
  focusIndex: number;
}

const selectNowMs = (_state: StateShape, nowMs: number) => nowMs;

/**
 * SPEC §2 match slider: the cards of the current league's matches (±1 month of today, else the last 30),
 * and the index to centre on. `nowMs` is the clock reading, passed in (rounded by the caller so the memo holds).
 */
export const selectSliderModel = createSelector(
  [selectTournamentMatches, selectCurrentLeague, selectSelectionQuery, selectTimeZone, selectNowMs, selectLiveScores],
  (matches, league, selection, zone, nowMs, liveScores): SliderModel => {
    const published = resultsShown(league);
    const now = new Date(nowMs);
    const shown = sliderMatches([...matches], now, zone);
    const cards = shown.map((match): SliderCard => {
      const state = matchState(match, now, zone);
      const destination = matchDestination(match, now, zone);
      return {
        matchId: match.matchId,
        seasonId: match.seasonId,
        tournamentId: match.tournamentId,
        homeName: displayTeamName(match, 'home'),
        awayName: displayTeamName(match, 'away'),
        score: scoreDisplay(match, state, published, liveScores[match.matchId] ?? null),
        date: matchDay(match),
        startTime: formatHhmm(match.matchStartTime),
        state,
        destination,
        href: matchHref(match, destination, fillMatchQuery(selection, league, match)),
      };
    });
    return { cards, focusIndex: firstUpcomingIndex(shown, now, zone) };
  },
);

export const selectSliderStatus = (state: StateShape) => state.matches.tournament.status;
