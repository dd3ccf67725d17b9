/**
 * Subscribes the calling screen to the current league's matches (DESIGN §6.1: pages read with the
 * endpoints' hooks; selectors build the rows from the cache). On the server the hook starts the read while
 * rendering, so the rendered page carries the matches (DESIGN §6.4).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { matchesApi } from './matchesApi';
import { selectTournamentMatchesArg } from './read';

export function useLeagueMatches(): void {
  const arg = useSelector(selectTournamentMatchesArg);
  matchesApi.useGetTournamentMatchesQuery(arg ?? skipToken);
}
