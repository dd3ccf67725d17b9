/**
 * The embeds' row models (issue 29 case 2): what a match line, a score and a standings table show, decided
 * by the rules every surface of the site reads — results visibility (domain/score `resultsVisibility`, the
 * one rule: a hidden or unknown league shows no score, no way a match was decided, no table), the match
 * status and its score (domain/matchStatus), the live feed's summary (the lists' own goals-channel reducer
 * and `liveSummary`), the standings' columns and cells (state/standings `selectStandingsTable`), and the
 * links of the site's routes (domain/paths, matchLinks). The views only format what is here.
 */
import type { Match, PresentationSetting, StandingsRow, Team, Tournament } from '../../shared/contract';
import type { EmbedLiveMessage } from '../../shared/embedRender';
import { parseLiveEvent } from '../../shared/wire/live';
import { liveSportOf, type LiveSport } from '../domain/live/sport';
import { fillMatchQuery, matchHref } from '../domain/matchLinks';
import { displayTeamName } from '../domain/matches';
import { rowDestination } from '../domain/matchState';
import { followsLiveScore, liveSummary, matchStatus, presentStatus, statusScore, type LiveSummary, type StatusLabel, type StatusTone } from '../domain/matchStatus';
import { resultsVisibility, visibleStatus, type ResultsVisibility } from '../domain/score';
import { formatHhmm, matchDay } from '../domain/time';
import { liveScoresEvents, liveScoresSlice, type GoalsMessage } from '../state/liveScores/liveScoresSlice';
import { selectStandingsTable, type StandingsTableModel } from '../state/standings/selectors';

/** One match as an embed shows it. */
export interface EmbedMatchModel {
  matchId: number;
  home: string;
  away: string;
  /** `yyyy-MM-dd` in the league zone. */
  day: string;
  /** `HH:mm`, or null when the start time is not known (TBA). */
  time: string | null;
  /** The score as the rules allow it ("2 - 1", or a dash). */
  score: string;
  status: StatusLabel;
  tone: StatusTone;
  /** The match's page on the site (path and query), or null when it has none to open (called off). */
  href: string | null;
  /** Whether the league's results show (SPEC §4): when not, the score is a dash and the embed says why. */
  resultsShown: boolean;
  /** Whether the live score may change (a followed live match whose results show): the embed refreshes itself. */
  updating: boolean;
}

/**
 * What a match's goals channel says, through the lists' own reducer (a known ClientId replaces, a Delete
 * removes, a message not newer than the cursor is ignored) and `liveSummary`; null when nothing was heard.
 */
export function goalsSummary(sport: LiveSport, matchId: number, messages: readonly EmbedLiveMessage[]): LiveSummary | null {
  const parsed: GoalsMessage[] = [];
  for (const { timetoken, message } of messages) {
    const event = parseLiveEvent(message, timetoken);
    if (event) parsed.push({ timetoken, event });
  }
  let state = liveScoresSlice.reducer(undefined, liveScoresEvents.feedsFollowed({ feeds: [{ matchId, sport }] }));
  state = liveScoresSlice.reducer(state, liveScoresEvents.goalsMessagesReceived({ matchId, messages: parsed }));
  const feed = state.byMatch[matchId];
  return feed && feed.cursor !== null ? liveSummary(feed.sport, feed.events, feed.pair) : null;
}

export interface MatchModelContext {
  now: Date;
  zone: string;
  /** The match's league record, or null when it could not be read (its results then count as hidden). */
  league: Tournament | null;
  /** The match's goals channel, or null when this server does not hold it. */
  goals: (matchId: number) => readonly EmbedLiveMessage[] | null;
}

/** The one visibility rule for an embed's league (SPEC §4; 'unknown' shows nothing, as everywhere). */
export function embedVisibility(league: Tournament | null): ResultsVisibility {
  return resultsVisibility(league);
}

/**
 * One match's model. The live feed is read only when results show: a hidden league's feed never reaches the
 * score, the status (`visibleStatus` drops how a final was decided and a period that tells it), or the page.
 */
export function matchModel(match: Match, { now, zone, league, goals }: MatchModelContext): EmbedMatchModel {
  const visibility = embedVisibility(league);
  const shown = visibility === 'shown';
  const sport = liveSportOf(match.sportId);
  const messages = shown && sport !== null ? goals(match.matchId) : null;
  const live = sport !== null && messages !== null ? goalsSummary(sport, match.matchId, messages) : null;
  const status = matchStatus(match, now, zone, live);
  const presented = presentStatus(visibleStatus(status, visibility, sport), sport, shown ? (live?.set ?? null) : null);
  const destination = rowDestination(match, now, zone);
  const query = fillMatchQuery({ seasonId: null, tournamentId: match.tournamentId }, league, match);
  return {
    matchId: match.matchId,
    home: displayTeamName(match, 'home'),
    away: displayTeamName(match, 'away'),
    day: matchDay(match),
    time: formatHhmm(match.matchStartTime),
    score: statusScore(match, status, shown, live),
    status: presented.label,
    tone: presented.tone,
    href: destination === null ? null : matchHref(match, destination, query),
    resultsShown: shown,
    updating: shown && (status.kind === 'live' || followsLiveScore(match, now, zone)),
  };
}

export type StandingsEmbedModel =
  | { kind: 'notPublic' }
  | { kind: 'noStandings' }
  | { kind: 'table'; table: StandingsTableModel };

/**
 * A league's table as the standings page has it (`selectStandingsTable`), or why there is none: a league
 * whose results do not show is not open for public viewing (SPEC §2; the page's own reading of the one rule).
 */
export function standingsModel(league: Tournament, rows: readonly StandingsRow[], settings: readonly PresentationSetting[], teams: readonly Team[]): StandingsEmbedModel {
  if (embedVisibility(league) !== 'shown') return { kind: 'notPublic' };
  const table = selectStandingsTable({ league, rows, settings, teams, seasonId: league.seasonId });
  return table === null ? { kind: 'noStandings' } : { kind: 'table', table };
}
