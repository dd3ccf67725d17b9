/**
 * Whether the league has called a match off (issue 24 case 8), read from its record (ta/Match, SPEC §7)
 * through the one api, cached by match id like the match page's own read: a direct link can open any match
 * (SPEC §5 keeps withdrawn ones out of the lists), and the live page must then say so rather than wait for a
 * feed that will never come.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { calledOffUnplayed, type CalledOff } from '../../domain/matchState';
import { recordsApi } from '../records/recordsApi';

/** How the match is called off (postponed, cancelled, withdrawn); null while unknown, or when it is not. */
export function useCalledOff(matchId: number | null): CalledOff | null {
  const read = recordsApi.useGetMatchQuery(matchId === null ? skipToken : { matchId });
  const match = read.currentData;
  return match !== undefined && match.matchId === matchId ? calledOffUnplayed(match) : null;
}
