/**
 * A match's status as a fan sees it, in one union, and what a status decides: its label and its tone (the
 * colour family), in one function (STYLE.md); which matches' feeds are followed is `followsLiveScore`.
 * Every list, card, header and page reads a match's status and score from here, so
 * the scoreboard, the slider, the match header and the live page say the same thing about the same match.
 *
 * Inputs: the match record (SPEC §3), the clock (`now`, league zone), and — when the match's feed is
 * followed — what its live events say (`LiveSummary`: the score and the phase, from SPEC §4 Live score
 * and the period events). The feed wins where it knows more (a match that has ended is final at once,
 * before the record is reloaded); the record wins otherwise.
 */
import type { Match } from '../../shared/contract';
import type { LiveEvent } from '../../shared/contract/live';
import { livePhase, type DecidedIn, type LivePhase } from './live/phase';
import { periodLabel, periodMessage } from './live/periods';
import { matchScore, runningSet, volleyballSets, type RunningSet } from './live/score';
import type { LiveSport } from './live/sport';
import { decidedInFromResult } from './match/status';
import { calledOffUnplayed, isLiveCovered, isLiveNow, type LiveIcon } from './matchState';
import { leagueToday, matchDay, matchInstant } from './time';

export interface LiveScorePair {
  h: number;
  a: number;
}

/** What a match's live events say (the goals channel for lists, the whole feed on the live page). */
export interface LiveSummary {
  /** The headline score the feed says (volleyball: sets won, issue 24 case 5); null before any. */
  score: LiveScorePair | null;
  phase: LivePhase;
  /** Volleyball: the set in play and its points, shown beside the headline score; absent or null otherwise. */
  set?: RunningSet | null;
}

export type MatchStatus =
  /** Not begun (or no sign of it yet). */
  | { kind: 'scheduled' }
  /**
   * Live-covered and in its window: the phase says where (not started yet, a period, a break); null while
   * nothing has been heard from its feed.
   */
  | { kind: 'live'; phase: Exclude<LivePhase, { kind: 'ended' }> | null }
  /** In its time slot but with no live coverage: no feed, so no live score (SPEC §4 live window). */
  | { kind: 'inProgress' }
  /**
   * Live-covered and in its window, but nothing publishes live events (issue 25 case 6, `liveDataStatus` in
   * domain/liveData): it should be live, and no feed will say how it stands.
   */
  | { kind: 'noLiveData' }
  /** Over. `decidedIn` from the feed, else from the record's result text; null when neither says. */
  | { kind: 'final'; decidedIn: DecidedIn | null }
  | { kind: 'postponed' }
  | { kind: 'cancelled' }
  /** Withdrawn (a withdrawn team's match, or the match taken off the schedule): it will not be played. */
  | { kind: 'withdrawn' };

/** decided here (contract MATCH_STATUS): statusTypeId 3 finished. */
const FINISHED = 3;

/**
 * The status at `now` (SPEC §4 match state, made one): the feed's match end makes it final at once; a
 * record marked finished with its result is final; a called-off match without a result (postponed,
 * canceled, withdrawn: matchState `calledOffUnplayed`) says so, even in its old time slot, unless its feed
 * shows it being played; otherwise a match in its live window (SPEC §4) is live when live-covered (the
 * feed's phase, or null before anything is heard) and "in progress" when not; past its window a covered
 * match still playing by its feed stays live; a result means final; anything else is scheduled.
 */
export function matchStatus(match: Match, now: Date, zone: string, live: LiveSummary | null): MatchStatus {
  if (live?.phase.kind === 'ended') return { kind: 'final', decidedIn: live.phase.decidedIn };
  if (match.statusTypeId === FINISHED && match.matchResult !== null) return { kind: 'final', decidedIn: decidedInFromResult(match.matchResult) };
  const off = calledOffUnplayed(match);
  if (off !== null && (live === null || live.phase.kind === 'notStarted')) return { kind: off };
  const covered = isLiveCovered(match);
  if (isLiveNow(match, now, zone)) return covered ? { kind: 'live', phase: live?.phase ?? null } : { kind: 'inProgress' };
  if (covered && live !== null && live.phase.kind !== 'notStarted' && match.matchResult === null) {
    // Still playing past its slot (a long overtime): the feed is the truth.
    return { kind: 'live', phase: live.phase };
  }
  if (match.matchResult !== null) return { kind: 'final', decidedIn: decidedInFromResult(match.matchResult) };
  return { kind: 'scheduled' };
}

/**
 * SPEC §2 live icon, from the status: red while live, grey when covered live but not running and without a
 * result, none otherwise — so a match whose feed has ended is not red beside "Final".
 */
export function liveIconOf(match: Match, status: MatchStatus): LiveIcon {
  if (!isLiveCovered(match)) return 'none';
  if (status.kind === 'live') return 'live';
  return (status.kind === 'scheduled' || status.kind === 'noLiveData') && match.matchResult === null ? 'idle' : 'none';
}

/** SPEC §2: rows with a result or live status are highlighted (a match in its slot counts as live). */
export function isHighlighted(match: Match, status: MatchStatus): boolean {
  return match.matchResult !== null || status.kind === 'live' || status.kind === 'inProgress' || status.kind === 'noLiveData' || status.kind === 'final';
}

/** What a score cell shows when there is no score to show. */
export const NO_SCORE = '-';

const pair = (home: number, away: number) => `${home} - ${away}`;

/**
 * SPEC §4 score display, for a status: a dash when results are hidden; a final shows the end result (the
 * feed's last score until the record has it); a live match its live score, else its result so far, else
 * 0 - 0; a match in progress without coverage, or without live data (issue 25 case 6), its result so far
 * or a dash (no feed: "0 - 0" would be a guess); everything else a dash.
 */
export function statusScore(
  match: Pick<Match, 'matchResult'>,
  status: MatchStatus,
  resultsPublished: boolean,
  live: LiveSummary | null,
): string {
  if (!resultsPublished) return NO_SCORE;
  const result = match.matchResult === null ? null : pair(match.matchResult.homeGoals, match.matchResult.awayGoals);
  const fed = live?.score ? pair(live.score.h, live.score.a) : null;
  switch (status.kind) {
    case 'final':
      return result ?? fed ?? NO_SCORE;
    case 'live':
      return fed ?? result ?? pair(0, 0);
    case 'inProgress':
    case 'noLiveData':
      return result ?? NO_SCORE;
    default:
      return NO_SCORE;
  }
}

/** The colour family of a status (theme: live red, final ink, muted grey, warning amber). */
export type StatusTone = 'live' | 'final' | 'muted' | 'warning';

/** A status label as a message id and its values (the page formats it with react-intl). */
export interface StatusLabel {
  id: string;
  values?: Record<string, string | number>;
}

export interface StatusPresentation {
  label: StatusLabel;
  tone: StatusTone;
}

/** The label of a period of play: the period's own label (live.period.*), or plain "Live" when unknown. */
function playingLabel(sport: LiveSport | null, period: number | null, periodName: string | null): StatusLabel {
  const label = sport === null ? null : periodLabel(sport, period, periodName);
  return label === null ? { id: 'status.live' } : periodMessage(label);
}

/**
 * One function from status to label and tone (STYLE.md). `sport`: the match's sport when it has a
 * live view (its period names), else null. `set`: a volleyball match's running set (`LiveSummary.set`),
 * which the label of a set in play carries ("Set 2: 9 - 6", issue 24 case 5: the headline score is sets
 * won, the set's points stand beside it); pass null where scores may not be shown.
 */
export function presentStatus(status: MatchStatus, sport: LiveSport | null, set: RunningSet | null = null): StatusPresentation {
  switch (status.kind) {
    case 'live': {
      const phase = status.phase;
      if (phase === null) return { label: { id: 'status.live' }, tone: 'live' };
      if (set !== null && sport === 'volleyball' && phase.kind === 'playing' && (phase.period === null || phase.period === set.set)) {
        return { label: { id: 'status.setScore', values: { n: set.set, h: set.h, a: set.a } }, tone: 'live' };
      }
      if (phase.kind === 'notStarted') return { label: { id: 'status.startingSoon' }, tone: 'live' };
      if (phase.kind === 'intermission') {
        const label = sport === null ? null : periodLabel(sport, phase.period, phase.periodName);
        return { label: { id: 'status.intermission', values: { n: label?.kind === 'period' ? label.n : 0 } }, tone: 'live' };
      }
      return { label: playingLabel(sport, phase.period, phase.periodName), tone: 'live' };
    }
    case 'final': {
      const id = status.decidedIn === 'overtime' ? 'status.finalOvertime' : status.decidedIn === 'shootout' ? 'status.finalShootout' : 'status.final';
      return { label: { id }, tone: 'final' };
    }
    case 'inProgress':
      return { label: { id: 'status.inProgress' }, tone: 'muted' };
    case 'noLiveData':
      return { label: { id: 'status.noLiveData' }, tone: 'muted' };
    case 'postponed':
      return { label: { id: 'status.postponed' }, tone: 'warning' };
    case 'cancelled':
      return { label: { id: 'status.cancelled' }, tone: 'warning' };
    case 'withdrawn':
      return { label: { id: 'status.withdrawn' }, tone: 'warning' };
    case 'scheduled':
      return { label: { id: 'status.scheduled' }, tone: 'muted' };
  }
}

/**
 * Whether a list should follow the match's goals channel now: live-covered, dated today, and either in its
 * live window or started without a result yet (SPEC §4: scheduled-live). Followed through its window, so
 * a final after overtime or a shootout says so.
 */
export function followsLiveScore(match: Match, now: Date, zone: string): boolean {
  if (!isLiveCovered(match) || matchDay(match) !== leagueToday(now, zone)) return false;
  if (isLiveNow(match, now, zone)) return true;
  const start = matchInstant(match, zone, 'start');
  return match.matchResult === null && start !== null && start <= now.getTime();
}

/**
 * What a match's live events say: the phase from the period events, and the headline score (issue 24: the
 * one rule, `matchScore`). Ice hockey and basketball: the feed's own newest pair (SPEC §3: goal messages
 * carry the score pair h and a; Match end the result, a shootout's deciding goal included) when it has one,
 * else counted from the events (SPEC §4 Live score), else unknown. Volleyball: the sets won, counted from
 * the events — the channel's pair is the running set's points (README "The demo day and its live feeds"),
 * which `set` carries. `phase`: pass it when already known.
 */
export function liveSummary(
  sport: LiveSport,
  events: readonly LiveEvent[],
  newestPair: LiveScorePair | null,
  phase: LivePhase = livePhase(sport, events),
): LiveSummary {
  const ended = phase.kind === 'ended';
  if (sport === 'volleyball') return events.length === 0 ? { score: null, phase, set: null } : { score: volleyballSets(events, ended), phase, set: runningSet(events, ended) };
  return { score: newestPair ?? (events.length > 0 ? matchScore(sport, events, ended) : null), phase };
}
