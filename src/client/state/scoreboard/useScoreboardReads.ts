/**
 * Subscribes the scoreboard to its reads (DESIGN §6.1): the selected date's matches of the sport(s) and the
 * broadcast schedules, keyed by the selection (`selectScoreboardReads`), and the league's own matches. A
 * new date or league reads anew; a failed read is retried while the page shows it (state/reads/retry.ts).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { useLeagueMatches } from '../matches/useLeagueMatches';
import { scoreboardApi } from './scoreboardApi';
import { selectScoreboardReads } from './read';

export function useScoreboardReads(): void {
  const reads = useSelector(selectScoreboardReads);
  useLeagueMatches();
  scoreboardApi.useGetScheduledMatchesQuery(reads.scheduled ?? skipToken);
  scoreboardApi.useGetLeagueBroadcastsQuery(reads.leagueBroadcasts ?? skipToken);
  scoreboardApi.useGetSportBroadcastsQuery(reads.sportBroadcasts ?? skipToken);
}
