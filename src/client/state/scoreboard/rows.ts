/**
 * One match as a row of a list (SPEC §2 matches table, schedule, slider), every rule already applied:
 * its status (domain/matchStatus: the record, the clock and what its live feed says), the score the
 * status allows (SPEC §4), the live icon, the highlight, where a click goes and the stream link.
 */
import type { Match, Tournament } from '../../../shared/contract';
import type { BroadcastView } from '../../domain/broadcast';
import { liveSportOf } from '../../domain/live/sport';
import { matchTeamKeys, type FavouriteKey } from '../../domain/favourites';
import { displayTeamName } from '../../domain/matches';
import { fillMatchQuery, matchHref, type MatchQuery } from '../../domain/matchLinks';
import { rowDestination, type LiveIcon } from '../../domain/matchState';
import { liveDataStatus } from '../../domain/liveData';
import { isHighlighted, liveIconOf, matchStatus, presentStatus, statusScore, type LiveSummary, type MatchStatus, type StatusLabel, type StatusTone } from '../../domain/matchStatus';
import { visibleStatus, type ResultsVisibility } from '../../domain/score';
import { formatHhmm, matchDay } from '../../domain/time';

/** One row of the matches table (SPEC §2), every rule already applied. */
export interface MatchRow {
  matchId: number;
  /** ISO yyyy-MM-dd. */
  date: string;
  /** "09:30", or null when unknown. */
  startTime: string | null;
  tournamentName: string;
  venue: string | null;
  homeName: string;
  awayName: string;
  /** "3 - 1", or "-" (SPEC §4 score display). */
  score: string;
  /** Where the match stands (domain/matchStatus), with its label and tone. */
  status: MatchStatus;
  statusLabel: StatusLabel;
  statusTone: StatusTone;
  liveIcon: LiveIcon;
  highlighted: boolean;
  /** Where a click on the row goes; null: nowhere (SPEC §2). */
  href: string | null;
  broadcast: BroadcastView | null;
  /** Issue 16: the teams' favourite keys (sport and team id), so each side can carry a star; null without a team id. */
  homeTeamKey: FavouriteKey | null;
  awayTeamKey: FavouriteKey | null;
}

export interface RowContext {
  now: Date;
  zone: string;
  broadcasts: ReadonlyMap<number, BroadcastView>;
  liveSummaries: Readonly<Record<number, LiveSummary>>;
  /** Issue 25 case 6: whether anything publishes live events (state/site `selectLiveFeed`). */
  liveFeed: boolean;
  /** The league a match belongs to, when known (its season fills the link's query). */
  leagueOf: (match: Match) => Pick<Tournament, 'seasonId' | 'isResultPublished' | 'leagueDisplayResults'> | null;
  /** SPEC §4: whether the match's results may show (state/visibility; 'unknown' while its league is not known hides them). */
  visibilityOf: (match: Match) => ResultsVisibility;
  /** The query a navigation to the match starts from, before the SPEC §2 fill-in. */
  queryOf: (match: Match) => MatchQuery;
}

/** One match as a row: every list of matches (scoreboard, schedule, slider) goes through here. */
export function toRow(match: Match, context: RowContext): MatchRow {
  const { now, zone } = context;
  const live = context.liveSummaries[match.matchId] ?? null;
  const visibility = context.visibilityOf(match);
  // SPEC §4: a hidden result's final does not say how it was decided either.
  const sport = liveSportOf(match.sportId);
  // Issue 25 case 6: without a feed, a match that should be live says "No live data", not "Live 0 - 0".
  const status = visibleStatus(liveDataStatus(matchStatus(match, now, zone, live), context.liveFeed, match, now, zone), visibility, sport);
  // The running set's points are a score too: never where results are hidden (SPEC §4).
  const presented = presentStatus(status, sport, visibility === 'shown' ? (live?.set ?? null) : null);
  const league = context.leagueOf(match);
  const destination = rowDestination(match, now, zone);
  const keys = matchTeamKeys(match);
  return {
    matchId: match.matchId,
    date: matchDay(match),
    startTime: formatHhmm(match.matchStartTime),
    tournamentName: match.tournamentName,
    venue: match.activityAreaName,
    homeName: displayTeamName(match, 'home'),
    awayName: displayTeamName(match, 'away'),
    score: statusScore(match, status, visibility === 'shown', live),
    status,
    statusLabel: presented.label,
    statusTone: presented.tone,
    liveIcon: liveIconOf(match, status),
    highlighted: isHighlighted(match, status),
    href: destination === null ? null : matchHref(match, destination, fillMatchQuery(context.queryOf(match), league, match)),
    broadcast: context.broadcasts.get(match.matchId) ?? null,
    homeTeamKey: keys.home,
    awayTeamKey: keys.away,
  };
}

