/**
 * The finished match page's state (SPEC §2 match page, §4 loading → published | not published), read
 * through the api: the match, then its league (from the catalog when listed, else ta/Tournament), the team
 * logos and the broadcast, then — only when results are published — the sport's details. Each read is
 * cached by its arguments, so going back to a match is instant and a newer match id cancels nothing it
 * still needs.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { Match, Tournament } from '../../../shared/contract';
import { broadcastView, type BroadcastView } from '../../domain/broadcast';
import { resultsShown } from '../../domain/score';
import { readErrorMessage, readFailureOf, type ReadFailure } from '../api/api';
import type { StateShape } from '../shape';
import { EMPTY_DETAILS, matchApi, type MatchDetails } from './matchApi';
import { headerTeams, matchLinkQuery, matchSport, type HeaderTeam, type MatchSport } from './selectors';

export type MatchPageView =
  | { status: 'loading' | 'idle' }
  /** `error` is the technical message (for the record); `reason` decides what the fan reads. */
  | { status: 'failed'; reason: ReadFailure; error: string }
  | {
      status: 'ready';
      match: Match;
      league: Tournament | null;
      sport: MatchSport;
      published: boolean;
      teams: HeaderTeam[];
      stream: BroadcastView | null;
      details: MatchDetails;
      detailErrors: readonly string[];
      linkQuery: { seasonId: number | null; tournamentId: number };
    };

const settled = (result: { isSuccess: boolean; isError: boolean; isUninitialized: boolean }) =>
  result.isSuccess || result.isError || result.isUninitialized;

const selectListedLeague = (state: StateShape, tournamentId: number): Tournament | null =>
  state.catalog.leagues.items.find((league) => league.tournamentId === tournamentId) ?? null;

/** Loads and derives everything the match page shows for `matchId` (null: no id in the URL). */
export function useMatchPage(matchId: number | null): MatchPageView {
  const matchRead = matchApi.useGetMatchQuery(matchId === null ? skipToken : { matchId });
  const match = matchRead.data !== undefined && matchRead.data.matchId === matchId && !matchRead.isError ? matchRead.data : null;
  const tournamentId = match?.tournamentId ?? 0;

  const listed = useSelector((state: StateShape) => selectListedLeague(state, tournamentId));
  const lookUp = match !== null && listed === null && tournamentId > 0;
  const leagueRead = matchApi.useGetTournamentQuery(lookUp ? { tournamentId } : skipToken);
  const league = listed ?? (leagueRead.isSuccess ? leagueRead.data : null);

  const orgIds = match === null ? [] : [match.hometeamId, match.awayteamId].filter((orgId) => orgId > 0);
  const logosRead = matchApi.useGetOrganisationsQuery(orgIds.length > 0 ? { orgIds } : skipToken);
  const broadcastRead = matchApi.useGetMatchBroadcastsQuery(match !== null ? { matchId: match.matchId } : skipToken);

  const leagueKnown = match !== null && settled(leagueRead);
  const published = resultsShown(league);
  // SPEC §2: the sport comes from the league; the match's own sport when the league is unknown.
  const sportId = league?.sportId ?? match?.sportId ?? 0;
  const detailsRead = matchApi.useGetMatchDetailsQuery(leagueKnown && published && match !== null ? { matchId: match.matchId, sportId } : skipToken);

  const organisations = logosRead.data;
  const broadcasts = broadcastRead.data;
  const detailsResult = detailsRead.data;
  const failureReason = matchRead.isError ? readFailureOf(matchRead.error) : null;
  const failureText = matchRead.isError ? readErrorMessage(matchRead.error) : '';
  const waiting = [leagueRead, logosRead, broadcastRead, detailsRead].some((read) => !settled(read));
  return useMemo((): MatchPageView => {
    if (matchId === null) return { status: 'idle' };
    if (failureReason !== null) return { status: 'failed', reason: failureReason, error: failureText };
    if (match === null || !leagueKnown || waiting) return { status: 'loading' };
    return {
      status: 'ready',
      match,
      league,
      sport: matchSport(league, match),
      published,
      teams: headerTeams(match, organisations ?? []),
      // SPEC §7: the first broadcast item is used.
      stream: broadcastView(broadcasts?.[0] ?? null),
      details: published ? (detailsResult?.details ?? EMPTY_DETAILS) : EMPTY_DETAILS,
      detailErrors: detailsResult?.errors ?? [],
      linkQuery: matchLinkQuery(match, league),
    };
  }, [matchId, failureReason, failureText, match, league, published, leagueKnown, waiting, organisations, broadcasts, detailsResult]);
}
