/**
 * The reads of a match's story (issue 29 case 3), all through the one api (DESIGN §6.1), each started by its
 * hook so the server's render asks for them too (DESIGN §6.4): the match's record, its league's matches,
 * teams and — only while its results show (SPEC §4) — standings; the previous season's leagues and, once the
 * same competition is found there, its matches. The leagues' results flags the store does not hold yet
 * are asked for through the visibility rule's own reads (state/visibility); until they answer, what they
 * guard stays out (fail closed).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { catalogApi } from '../catalog/catalogApi';
import { matchesApi } from '../matches/matchesApi';
import { recordsApi } from '../records/recordsApi';
import type { StateShape } from '../shape';
import { standingsApi } from '../standings/standingsApi';
import { selectTournamentVisibility } from '../visibility/selectors';
import { visibilityEvents } from '../visibility/visibilitySlice';
import { selectMatchStory, selectPreviousLeague, selectStoryReads, type MatchStoryModel } from './selectors';

/** The story of `matchId` (null: none) at `nowMs`, the clock reading rounded by the caller (app/clock `useNow`). */
export function useMatchStory(matchId: number | null, nowMs: number): MatchStoryModel {
  const dispatch = useDispatch();
  recordsApi.useGetMatchQuery(matchId === null ? skipToken : { matchId });
  const { tournamentId, previousLeagues } = useSelector((state: StateShape) => selectStoryReads(state, matchId));
  const previousLeague = useSelector((state: StateShape) => selectPreviousLeague(state, matchId));
  const shown = useSelector((state: StateShape) => tournamentId !== null && selectTournamentVisibility(state)(tournamentId) === 'shown');
  const league = tournamentId === null ? skipToken : { tournamentId };
  matchesApi.useGetTournamentMatchesQuery(league);
  catalogApi.useGetTeamsQuery(league);
  // The standings page does not ask a league that hides its results for its table; neither does the story.
  standingsApi.useGetStandingsQuery(shown && tournamentId !== null ? { tournamentId } : skipToken);
  catalogApi.useGetLeaguesQuery(previousLeagues ?? skipToken);
  const previousId = previousLeague?.tournamentId ?? null;
  matchesApi.useGetTournamentMatchesQuery(previousId === null ? skipToken : { tournamentId: previousId });

  useEffect(() => {
    const tournamentIds = [tournamentId, previousId].filter((id): id is number => id !== null);
    if (tournamentIds.length > 0) dispatch(visibilityEvents.tournamentsListed({ tournamentIds }));
  }, [dispatch, tournamentId, previousId]);

  return useSelector((state: StateShape) => selectMatchStory(state, matchId, nowMs));
}
