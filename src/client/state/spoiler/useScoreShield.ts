import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { StateShape } from '../shape';
import { selectIsScoreHidden } from './selectors';
import { spoilerEvents } from './spoilerSlice';

export interface ScoreShield {
  /** Hide this match's score, result and anything that gives them away (events, charts, box scores). */
  hidden: boolean;
  /** The fan's "Reveal": shows this match everywhere, remembered. */
  reveal: () => void;
}

/**
 * Issue 16: the one question a match view asks the spoiler shield. `matchId` null (not known yet): hidden
 * while the shield is on, so nothing shows before the view knows which match it is.
 */
export function useScoreShield(matchId: number | null): ScoreShield {
  const dispatch = useDispatch();
  const hidden = useSelector((state: StateShape) => selectIsScoreHidden(state, matchId));
  const reveal = useCallback(() => {
    if (matchId !== null) dispatch(spoilerEvents.matchRevealed({ matchId }));
  }, [dispatch, matchId]);
  return { hidden, reveal };
}
