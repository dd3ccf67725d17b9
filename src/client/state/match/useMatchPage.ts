/**
 * The finished match page's state (SPEC §2 match page, §4 loading → published | not published), read
 * through the api: the match, then the match's own tournament (from the catalog when the current season
 * lists it, else ta/Tournament?tournamentId= — never the selected league: the page may be opened from
 * another tournament or season), the team logos and the broadcast, then — only when results are
 * published — the sport's details. Each read is cached by its arguments, so going back to a match is
 * instant and a newer match id cancels nothing it still needs.
 *
 * Results are hidden until the tournament's flags are known (issue 11 case 5): the page shows loading
 * while they are read, and when they cannot be read at all (the tournament read failed, or the match names
 * no tournament) the results stay hidden and the page says why (`publication: 'unknown'`). SPEC §4's
 * "true when unknown" is about a tournament record whose isResultPublished is missing: that record is
 * known, and its missing flag counts as published (domain/score resultsVisibility).
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { Match, Tournament } from '../../../shared/contract';
import { broadcastView, type BroadcastView } from '../../domain/broadcast';
import { resultsVisibility, type ResultsVisibility } from '../../domain/score';
import { selectLeagues } from '../catalog/selectors';
import { readStateOfQuery, type ReadFailureKind } from '../readState';
import type { StateShape } from '../shape';
import { EMPTY_DETAILS, matchApi, type MatchDetailPart, type MatchDetails } from './matchApi';
import { recordsApi } from '../records/recordsApi';
import { selectMatchSections, type MatchSections } from './sectionSelectors';
import { headerTeams, matchLinkQuery, matchSport, type HeaderTeam, type MatchSport } from './selectors';

export type MatchPageView =
  | { status: 'loading' | 'idle' }
  /** Why the match could not be read decides what the fan reads (issue 25: never the technical text). */
  | { status: 'failed'; kind: ReadFailureKind }
  | {
      status: 'ready';
      match: Match;
      league: Tournament | null;
      sport: MatchSport;
      /** Whether results may be shown: true only when the tournament is known and publishes them. */
      published: boolean;
      /** published / notPublished by the tournament's flags; unknown when they could not be read (hidden). */
      publication: Publication;
      teams: HeaderTeam[];
      stream: BroadcastView | null;
      details: MatchDetails;
      /** The sport's sections as row models (sectionSelectors); built from `details`. */
      sections: MatchSections;
      /** The detail parts that could not be loaded, and why: their sections say so (issue 25 case 5). */
      failedParts: Partial<Record<MatchDetailPart, ReadFailureKind>>;
      linkQuery: { seasonId: number | null; tournamentId: number };
    };

export type Publication = 'published' | 'notPublished' | 'unknown';

/** The match page's words for the one visibility rule's answer (domain/score resultsVisibility). */
const PUBLICATION: Readonly<Record<ResultsVisibility, Publication>> = { shown: 'published', hidden: 'notPublished', unknown: 'unknown' };

/**
 * A read that is not under way (skipped, answered or failed), or one tried again that already had an answer
 * or a failure (issue 25: a retry does not blank the page). Its `currentData` is for the current arguments only.
 */
const NO_FAILED_PARTS: Partial<Record<MatchDetailPart, ReadFailureKind>> = Object.freeze({});

const settled = (result: { isFetching: boolean; currentData?: unknown; error?: unknown }) =>
  !result.isFetching || result.currentData !== undefined || result.error !== undefined;

const selectListedLeague = (state: StateShape, tournamentId: number): Tournament | null =>
  selectLeagues(state).find((league) => league.tournamentId === tournamentId) ?? null;

/** Loads and derives everything the match page shows for `matchId` (null: no id in the URL). */
export function useMatchPage(matchId: number | null): MatchPageView {
  const matchRead = recordsApi.useGetMatchQuery(matchId === null ? skipToken : { matchId });
  const match = matchRead.currentData !== undefined && matchRead.currentData.matchId === matchId && !matchRead.isError ? matchRead.currentData : null;
  const tournamentId = match?.tournamentId ?? 0;

  const listed = useSelector((state: StateShape) => selectListedLeague(state, tournamentId));
  const lookUp = match !== null && listed === null && tournamentId > 0;
  const leagueRead = recordsApi.useGetTournamentQuery(lookUp ? { tournamentId } : skipToken);
  // Only the match's own tournament counts (an answer for another id is not its flags).
  const fetched = leagueRead.currentData !== undefined && leagueRead.currentData.tournamentId === tournamentId ? leagueRead.currentData : null;
  const league = listed ?? fetched;

  const orgIds = match === null ? [] : [match.hometeamId, match.awayteamId].filter((orgId) => orgId > 0);
  const logosRead = matchApi.useGetOrganisationsQuery(orgIds.length > 0 ? { orgIds } : skipToken);
  const broadcastRead = matchApi.useGetMatchBroadcastsQuery(match !== null ? { matchId: match.matchId } : skipToken);

  // Known: listed, or this tournament's answer is in, or its read failed (then the flags are unknown).
  const leagueKnown = match !== null && (!lookUp || fetched !== null || leagueRead.isError);
  const publication = PUBLICATION[resultsVisibility(league)];
  const published = publication === 'published';
  // SPEC §2: the sport comes from the league; the match's own sport when the league is unknown.
  const sportId = league?.sportId ?? match?.sportId ?? 0;
  const detailsRead = matchApi.useGetMatchDetailsQuery(leagueKnown && published && match !== null ? { matchId: match.matchId, sportId } : skipToken);

  // currentData, not data: while another match's answer is still cached, it must not show on this one.
  const organisations = logosRead.currentData;
  const broadcasts = broadcastRead.currentData;
  const detailsResult = detailsRead.currentData;
  const matchState = readStateOfQuery(matchRead);
  const failure = matchState.status === 'failed' ? matchState.kind : null;
  const waiting = [leagueRead, logosRead, broadcastRead, detailsRead].some((read) => !settled(read));
  return useMemo((): MatchPageView => {
    if (matchId === null) return { status: 'idle' };
    if (failure !== null) return { status: 'failed', kind: failure };
    if (match === null || !leagueKnown || waiting) return { status: 'loading' };
    const sport = matchSport(league, match);
    const details = published ? (detailsResult?.details ?? EMPTY_DETAILS) : EMPTY_DETAILS;
    const linkQuery = matchLinkQuery(match, league);
    return {
      status: 'ready',
      match,
      league,
      sport,
      published,
      publication,
      teams: headerTeams(match, organisations ?? []),
      // SPEC §7: the first broadcast item is used.
      stream: broadcastView(broadcasts?.[0] ?? null),
      details,
      sections: selectMatchSections(sport, { match, details, linkQuery }),
      failedParts: detailsResult?.failed ?? NO_FAILED_PARTS,
      linkQuery,
    };
  }, [matchId, failure, match, league, published, publication, leagueKnown, waiting, organisations, broadcasts, detailsResult]);
}
