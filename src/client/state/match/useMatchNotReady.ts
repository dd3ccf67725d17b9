/**
 * The match-not-ready page's reads (SPEC §2 "Match-not-ready page", issue 11 case 9): the match itself
 * (ta/Match?matchId=) so the page names it, and its broadcast (broadcasts/schedule/match?matchId=, the
 * first item, SPEC §7) for the stream link. Both through the one api, cached by match id. A failed
 * broadcast read only leaves the stream link out; a failed match read is the page's failure.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import type { Match } from '../../../shared/contract';
import { broadcastView, type BroadcastView } from '../../domain/broadcast';
import { calledOffUnplayed, type CalledOff } from '../../domain/matchState';
import { readErrorMessage, readFailureOf, type ReadFailure } from '../api/api';
import { matchApi } from './matchApi';
import { recordsApi } from '../records/recordsApi';

export type MatchNotReadyView =
  | { status: 'idle' | 'loading' }
  /** `error` is the technical message (for the record); `reason` decides what the fan reads. */
  | { status: 'failed'; reason: ReadFailure; error: string }
  /** `calledOff`: the league has called the match off (issue 24 case 8): no "check back later" then. */
  | { status: 'ready'; match: Match; stream: BroadcastView | null; calledOff: CalledOff | null };

/** Loads the match named by the URL (null: no id) and its stream link. */
export function useMatchNotReady(matchId: number | null): MatchNotReadyView {
  const matchRead = recordsApi.useGetMatchQuery(matchId === null ? skipToken : { matchId });
  const broadcastRead = matchApi.useGetMatchBroadcastsQuery(matchId === null ? skipToken : { matchId });
  const match = matchRead.currentData !== undefined && matchRead.currentData.matchId === matchId ? matchRead.currentData : null;
  const broadcasts = broadcastRead.currentData;
  const failureReason = matchRead.isError ? readFailureOf(matchRead.error) : null;
  const failureText = matchRead.isError ? readErrorMessage(matchRead.error) : '';
  const waiting = matchRead.isFetching || broadcastRead.isFetching;
  return useMemo((): MatchNotReadyView => {
    if (matchId === null) return { status: 'idle' };
    if (failureReason !== null) return { status: 'failed', reason: failureReason, error: failureText };
    if (match === null || waiting) return { status: 'loading' };
    // SPEC §7: the first broadcast item is used; SPEC §3: only an http(s) link (broadcastView).
    return { status: 'ready', match, stream: broadcastView(broadcasts?.[0] ?? null), calledOff: calledOffUnplayed(match) };
  }, [matchId, failureReason, failureText, match, waiting, broadcasts]);
}
