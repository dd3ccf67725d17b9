/**
 * Issue 15: the ops wall's tile models — one per live-covered match of today, with what its feed says and
 * its health — in the attention order (domain/live/opsHealth). Per-feed facts (phase, scores, clock
 * timer) are memoized per feed object, so an arrival for one match recomputes only that match; the list is
 * rebuilt on the wall's one-second tick, which is twenty small records.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { Match } from '../../../shared/contract';
import type { DriftSummary } from '../../../shared/contract/health';
import { liveClock } from '../../domain/live/clock';
import { liveDataStatus } from '../../domain/liveData';
import type { LiveConnection } from '../../domain/live/connection';
import { compareByAttention, eventsScore, feedHealth, healthThresholds, type FeedHealth } from '../../domain/live/opsHealth';
import { livePhase, type LivePhase } from '../../domain/live/phase';
import type { LiveScore } from '../../domain/live/score';
import { liveSportOf, type LiveSport } from '../../domain/live/sport';
import { displayTeamName, keepListedMatches } from '../../domain/matches';
import { isLiveCovered } from '../../domain/matchState';
import { liveSummary, matchStatus, NO_SCORE, presentStatus, statusScore, type LiveSummary, type MatchStatus, type StatusLabel } from '../../domain/matchStatus';
import { visibleStatus, type ResultsVisibility } from '../../domain/score';
import { paths } from '../../domain/paths';
import { formatHhmm, matchInstant } from '../../domain/time';
import type { LiveEvent } from '../../../shared/contract/live';
import { followedFeeds } from '../liveScores/liveScoresSaga';
import type { StateShape } from '../shape';
import { selectClockRate, selectLiveFeed, selectTimeZone } from '../site/selectors';
import { selectTournamentVisibility } from '../visibility/selectors';
import { latestClockTimer, type OpsFeed, type OpsState } from './opsSlice';

export interface OpsTile {
  matchId: number;
  home: string;
  away: string;
  tournamentName: string;
  /** hh:mm of kick-off, or null. */
  startTime: string | null;
  /** The live view (opened in a new tab). */
  href: string;
  score: string;
  /**
   * SPEC §4 (issue 24): the match's results may not show (its tournament hides them, or its flags are not
   * known yet): the score is a dash, the feed's score pairs are null, and the tile says why.
   */
  resultsHidden: boolean;
  /** mm:ss, or null where no clock is shown. */
  clock: string | null;
  status: StatusLabel;
  /** Whether the match's feed is followed now (in its live window or started). */
  followed: boolean;
  /** Counts of the all channel; null when not followed. */
  received: number | null;
  corrections: number | null;
  deletes: number | null;
  connection: LiveConnection | null;
  delayMs: number | null;
  goalsScore: LiveScore | null;
  eventsScore: LiveScore | null;
  health: FeedHealth;
  /** Where the match stands by its feed; 'unknown' when not followed or not heard yet. */
  phase: LivePhase['kind'] | 'unknown';
}

interface FeedFacts {
  phase: LivePhase;
  eventsScore: LiveScore | null;
  timer: LiveEvent | null;
  /** What the lists' rules read of a feed (matchStatus, statusScore); one object per feed version. */
  summary: LiveSummary;
}

const facts = new WeakMap<OpsFeed, FeedFacts>();

function factsOf(feed: OpsFeed): FeedFacts {
  const known = facts.get(feed);
  if (known) return known;
  const phase = livePhase(feed.sport, feed.decisive);
  const counted = feed.cursors.all === null ? null : eventsScore(feed.sport, feed.decisive, phase.kind === 'ended');
  const made: FeedFacts = {
    phase,
    eventsScore: counted,
    timer: latestClockTimer(feed.decisive),
    summary: liveSummary(feed.sport, feed.decisive, feed.goalsPair, phase),
  };
  facts.set(feed, made);
  return made;
}

const ENDED: LivePhase = Object.freeze({ kind: 'ended', decidedIn: 'regulation' });

const HEALTHY: FeedHealth = Object.freeze({ level: 'ok', reasons: [], silentSeconds: null }) as FeedHealth;

/** What the wall reads of the state. */
export const selectOps = (state: StateShape): OpsState => state.ops;

/** Today's live-covered matches of the answer (SPEC §5 status filter applied), by id. */
export function opsMatches(matches: readonly Match[]): Match[] {
  return keepListedMatches(matches).filter(isLiveCovered);
}

/** The feeds the wall follows at `now`: live-covered matches with a live view, in their window or started. */
export function opsFeeds(matches: readonly Match[], now: Date, zone: string): { matchId: number; sport: LiveSport }[] {
  return followedFeeds(opsMatches(matches), now, zone);
}

/*
 * Issue 15 bench: the match-window rules read the time in the league zone (luxon), which cost most of the
 * wall's main-thread time when redone on every arrival (20 matches × 30 arrivals a second). What depends on
 * the time only is kept per tick (`nowMs`), what depends on a feed per feed version.
 */
let followedMemo: { matches: readonly Match[]; nowMs: number; zone: string; ids: ReadonlySet<number> } | null = null;
function followedIds(matches: readonly Match[], now: Date, zone: string): ReadonlySet<number> {
  const nowMs = now.getTime();
  if (followedMemo && followedMemo.matches === matches && followedMemo.nowMs === nowMs && followedMemo.zone === zone) return followedMemo.ids;
  const ids = new Set(opsFeeds(matches, now, zone).map((f) => f.matchId));
  followedMemo = { matches, nowMs, zone, ids };
  return ids;
}

const kickoffs = new WeakMap<Match, number | null>();
function kickoffOf(match: Match, zone: string): number | null {
  if (kickoffs.has(match)) return kickoffs.get(match) ?? null;
  const ms = matchInstant(match, zone, 'start');
  kickoffs.set(match, ms);
  return ms;
}

const statuses = new WeakMap<Match, { nowMs: number; summary: LiveSummary | null; status: MatchStatus }>();
function statusOf(match: Match, now: Date, zone: string, summary: LiveSummary | null): MatchStatus {
  const known = statuses.get(match);
  if (known && known.nowMs === now.getTime() && known.summary === summary) return known.status;
  const status = matchStatus(match, now, zone, summary);
  statuses.set(match, { nowMs: now.getTime(), summary, status });
  return status;
}

export interface OpsTileInput {
  matches: readonly Match[];
  /** The server-shifted clock (match windows, status). */
  now: Date;
  /** Device ms (arrivals were stamped with it: silence, connection loss). */
  deviceNowMs: number;
  zone: string;
  clockRate: number;
  /** SPEC §4: the one visibility rule, per tournament (state/visibility selectTournamentVisibility). */
  visibilityOf: (tournamentId: number) => ResultsVisibility;
  /** Issue 25 case 6: whether anything publishes live events (site config `live.feed`, selectLiveFeed). */
  liveFeed: boolean;
}

/** The tiles in the attention order. */
export function opsTiles(ops: OpsState, input: OpsTileInput): OpsTile[] {
  const followed = followedIds(input.matches, input.now, input.zone);
  const tiles: (OpsTile & { livePhase: LivePhase | null; kickoffMs: number | null })[] = [];
  for (const match of opsMatches(input.matches)) {
    const sport = liveSportOf(match.sportId);
    const feed = followed.has(match.matchId) ? ops.feeds[match.matchId] : undefined;
    const heard = feed !== undefined && (feed.cursors.all !== null || feed.cursors.goals !== null);
    const known = feed && heard ? factsOf(feed) : null;
    const summary = known ? known.summary : null;
    const shown = input.visibilityOf(match.tournamentId) === 'shown';
    // Issue 25 case 6: without a feed, a match that should be live says "No live data", not "Live 0 - 0".
    const status = visibleStatus(
      liveDataStatus(statusOf(match, input.now, input.zone, summary), input.liveFeed, match, input.now, input.zone),
      shown ? 'shown' : 'hidden',
      sport,
    );
    const health =
      feed && sport
        ? feedHealth(
            {
              phase: known?.phase ?? null,
              connection: ops.connection,
              connectionLostSinceMs: ops.lostSinceMs,
              lastEventMs: feed.lastEventMs,
              scoreMismatchSinceMs: feed.mismatchSinceMs,
            },
            healthThresholds(sport, input.clockRate),
            input.deviceNowMs,
          )
        : HEALTHY;
    tiles.push({
      matchId: match.matchId,
      home: displayTeamName(match, 'home'),
      away: displayTeamName(match, 'away'),
      tournamentName: match.tournamentName ?? '',
      startTime: formatHhmm(match.matchStartTime),
      href: paths.livematch.href({ matchId: match.matchId, matchDate: match.matchDate.slice(0, 10), seasonId: match.seasonId, tournamentId: match.tournamentId }),
      score: shown ? statusScore(match, status, true, summary) : NO_SCORE,
      resultsHidden: !shown,
      clock: known && sport ? liveClock(sport, known.phase, known.timer, input.deviceNowMs).text : null,
      status: presentStatus(status, sport, shown ? (summary?.set ?? null) : null).label,
      followed: feed !== undefined,
      received: feed ? feed.received : null,
      corrections: feed ? feed.corrections : null,
      deletes: feed ? feed.deletes : null,
      connection: feed ? ops.connection : null,
      delayMs: feed ? feed.delayMs : null,
      goalsScore: feed && shown ? feed.goalsPair : null,
      eventsScore: known && shown ? known.eventsScore : null,
      health,
      phase: known?.phase.kind ?? 'unknown',
      // A match not followed but over by its record ranks with the ended ones, after those still to come.
      livePhase: known?.phase ?? (status.kind === 'final' ? ENDED : null),
      kickoffMs: kickoffOf(match, input.zone),
    });
  }
  return tiles
    .sort((x, y) =>
      compareByAttention(
        { matchId: x.matchId, level: x.health.level, phase: x.livePhase, followed: x.followed, silentSeconds: x.health.silentSeconds, kickoffMs: x.kickoffMs },
        { matchId: y.matchId, level: y.health.level, phase: y.livePhase, followed: y.followed, silentSeconds: y.health.silentSeconds, kickoffMs: y.kickoffMs },
      ),
    )
    .map(({ livePhase: _livePhase, kickoffMs: _kickoffMs, ...tile }) => tile);
}

/**
 * The tiles for today's matches at the wall's tick: memoized on the ops state, the matches answer and the
 * two clocks (the server-shifted one in ms, the device's), so renders between ticks and arrivals reuse it.
 */
export const selectOpsTiles = createSelector(
  [
    selectOps,
    selectTimeZone,
    selectClockRate,
    selectTournamentVisibility,
    selectLiveFeed,
    (_state: StateShape, matches: readonly Match[]) => matches,
    (_state: StateShape, _matches: readonly Match[], nowMs: number) => nowMs,
    (_state: StateShape, _matches: readonly Match[], _nowMs: number, deviceNowMs: number) => deviceNowMs,
  ],
  (ops, zone, clockRate, visibilityOf, liveFeed, matches, nowMs, deviceNowMs) =>
    opsTiles(ops, { matches, now: new Date(nowMs), deviceNowMs, zone, clockRate, visibilityOf, liveFeed }),
);

/** Fields named per drifting target on the wall; the rest are counted ("and 4 more"). */
export const DRIFT_FIELDS_SHOWN = 3;

/** One line of the wall's upstream-drift notice (issue 25): a target and what of it could not be read. */
export interface OpsDriftLine {
  target: string;
  answers: number;
  /** Share (0…1) of the target's answers that could not be read at all. */
  unreadableShare: number;
  /** The worst fields, each with the share (0…1) of answers that had it unreadable and the whole rows lost (or null). */
  fields: { field: string; share: number; rows: number | null }[];
  /** Fields with problems not named in `fields`. */
  moreFields: number;
}

const NO_DRIFT: readonly OpsDriftLine[] = [];

/**
 * Issue 25 "drift is visible" (ops wall): the server's last hour of upstream answers that could not be
 * read (`/healthz` wireDrift, the wall's `opsWireDrift` read), one line per target with problems, worst
 * first as the server orders them; empty when nothing drifted, the server checks nothing (demo mode), or
 * the read has not answered.
 */
export const selectOpsDriftLines = createSelector([(_state: StateShape, drift: DriftSummary | null | undefined) => drift], (drift): readonly OpsDriftLine[] => {
  if (!drift || drift.targets.length === 0) return NO_DRIFT;
  return drift.targets.map((target) => ({
    target: target.target,
    answers: target.answers,
    unreadableShare: target.unreadableShare,
    fields: target.fields.slice(0, DRIFT_FIELDS_SHOWN).map((field) => ({ field: field.field, share: field.share, rows: field.rows ?? null })),
    moreFields: Math.max(0, target.fields.length - DRIFT_FIELDS_SHOWN),
  }));
});
