/**
 * The standings' form column (issue 29 case 3): reads the league's matches through the one api (the read the
 * scoreboard and schedule share, so the server's render asks for it too, DESIGN §6.4) and returns each team's
 * form from the memoized selector.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { matchesApi } from '../matches/matchesApi';
import type { StateShape } from '../shape';
import { selectLeagueForms, type StoryResultModel } from './selectors';

/** By team id; `tournamentId` null: no league (nothing read). `nowMs`: the clock reading, rounded by the caller. */
export function useLeagueForms(tournamentId: number | null, nowMs: number): ReadonlyMap<number, readonly StoryResultModel[]> {
  matchesApi.useGetTournamentMatchesQuery(tournamentId === null ? skipToken : { tournamentId });
  return useSelector((state: StateShape) => selectLeagueForms(state, tournamentId, nowMs));
}
