/**
 * The states of a statistics page of one sport (SPEC §2 Statistics tables, §8): no league chosen, a
 * league of another sport, a league whose results are hidden, loading, failed (and why: issue 25, never the read's message), or
 * the table. Shared by the basketball and soccer pages; the data and its row model are each page's own.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Tournament } from '../../../shared/contract';
import { readStateOfQuery, type ReadFailureKind } from '../readState';

export type StatsView<T> =
  | { status: 'noLeague' }
  | { status: 'otherSport'; league: Tournament }
  | { status: 'notPublic'; league: Tournament }
  | { status: 'loading'; league: Tournament }
  | { status: 'failed'; league: Tournament; kind: ReadFailureKind }
  | { status: 'ready'; league: Tournament; table: T };

/**
 * The league a statistics read is for, or null when the page shows no read (no league, another sport,
 * results hidden). Results hidden reads as the standings page reads it (SPEC §4: the league does not
 * display results or the tournament has not published them): statistics are results too.
 */
function readableLeague(league: Tournament | null, sportId: number, shown: boolean): Tournament | null {
  return league !== null && league.sportId === sportId && shown ? league : null;
}

/**
 * The argument of the page's read: the tournament, or skipToken when there is nothing to read. `shown`:
 * the league's results show (state/visibility selectCurrentLeagueResultsShown, the one rule).
 */
export function statsReadArgs(league: Tournament | null, sportId: number, shown: boolean): { tournamentId: number } | typeof skipToken {
  const readable = readableLeague(league, sportId, shown);
  return readable === null ? skipToken : { tournamentId: readable.tournamentId };
}

/** The page's state from the league and its read; `shape` builds the table from the answer only. */
export function statsView<D, T>(
  league: Tournament | null,
  sportId: number,
  shown: boolean,
  read: { currentData?: D; isError: boolean; isFetching: boolean; error?: unknown },
  shape: (data: D, league: Tournament) => T,
): StatsView<T> {
  if (league === null) return { status: 'noLeague' };
  if (league.sportId !== sportId) return { status: 'otherSport', league };
  if (!shown) return { status: 'notPublic', league };
  const state = readStateOfQuery(read);
  if (state.status === 'failed') return { status: 'failed', league, kind: state.kind };
  // currentData: this league's answer, never the previous league's while this one loads.
  if (read.currentData === undefined) return { status: 'loading', league };
  return { status: 'ready', league, table: shape(read.currentData, league) };
}
