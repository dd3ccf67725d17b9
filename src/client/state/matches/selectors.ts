import { createSelector } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
import { displayTeamName } from '../../domain/matches';
import { matchDestination, matchState, type MatchDestination, type MatchState } from '../../domain/matchState';
import { firstUpcomingIndex, sliderMatches } from '../../domain/slider';
import { formatHhmm, matchDay } from '../../domain/time';
import { selectCurrentLeague, selectResultsPublished } from '../catalog/selectors';
import type { StateShape } from '../shape';
import { selectLiveScores } from '../live/selectors';
import { selectTimeZone } from '../site/selectors';
import { EMPTY } from '../status';
import { scoreText } from './score';

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
}

export interface SliderModel {
  cards: readonly SliderCard[];
  /** The card the slider centres on (SPEC §2: the first match not yet past). */
  focusIndex: number;
}

/** A live match's score from its goals channel (SPEC §4 score display), when known and results are shown. */
function liveCardScore(live: { h: number; a: number } | undefined, state: MatchState, published: boolean): string | null {
  return live && published && state === 'live' ? `${live.h} - ${live.a}` : null;
}

const selectNowMs = (_state: StateShape, nowMs: number) => nowMs;

/**
 * SPEC §2 match slider: the cards of the current league's matches (±1 month of today, else the last 30),
 * and the index to centre on. `nowMs` is the clock reading, passed in (rounded by the caller so the memo holds).
 */
export const selectSliderModel = createSelector(
  [selectTournamentMatches, selectResultsPublished, selectTimeZone, selectNowMs, selectLiveScores],
  (matches, published, zone, nowMs, liveScores): SliderModel => {
    const now = new Date(nowMs);
    const shown = sliderMatches([...matches], now, zone);
    const cards = shown.map((match): SliderCard => {
      const state = matchState(match, now, zone);
      return {
        matchId: match.matchId,
        seasonId: match.seasonId,
        tournamentId: match.tournamentId,
        homeName: displayTeamName(match, 'home'),
        awayName: displayTeamName(match, 'away'),
        score: liveCardScore(liveScores.get(match.matchId), state, published) ?? scoreText(match, state, published),
        date: matchDay(match),
        startTime: formatHhmm(match.matchStartTime),
        state,
        destination: matchDestination(match, now, zone),
      };
    });
    return { cards, focusIndex: firstUpcomingIndex(shown, now, zone) };
  },
);

export const selectSliderStatus = (state: StateShape) => state.matches.tournament.status;
