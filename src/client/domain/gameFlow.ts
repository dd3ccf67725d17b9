/**
 * Game flow (issue 16): how a match went, derived only from the match's own events, for the small chart on
 * the match and live pages, its table alternative and its text summary.
 *
 * - Ice hockey: cumulative shots per team (SPEC §5: recorded shots plus goals; shootout attempts are not
 *   shots) over game time, with every goal marked and the running score after it; lead changes.
 * - Basketball: the lead tracker, home points minus away points after every scoring play, with lead
 *   changes (the leading team changes, ties in between not counting as a lead) and ties (the score
 *   becoming level after 0-0).
 * - Volleyball: point progression per set (each side's points in the set after every rally it won).
 *
 * The x axis is in segments (periods or sets): segment i spans [i, i + 1], and an event sits at its
 * period's index plus the fraction of the period played. Where the record has no times (the finished
 * page's incidents carry only their period), the events are spread evenly over their period in the order
 * the record lists them (decided here: ta/MatchIncidents lists incidents in match order, as the demo and
 * the federation do); finished hockey shots, known per period only, are drawn as the running total at
 * each period's end. The numbers (totals, per-period figures, lead changes, ties) never depend on that
 * placement.
 */
import { LIVE_EVENT_TYPE, type LiveEvent } from '../../shared/contract/live';
import type { Incident, PeriodResult } from '../../shared/contract';
import { periodLabel as livePeriodLabel, type PeriodLabel } from './live/periods';
import { BASKETBALL_SHOT_POINTS, sideOf as liveSideOf } from './live/score';
import { clockSeconds, gameDetails, goalText, scoringSummary, type HockeyRecord } from './match/hockey';
import { setScores } from './match/volleyball';
import { SIDES, type Side } from './match/common';

export type { Side } from './match/common';

export interface FlowPoint {
  /** Segments from the start: segment i spans [i, i + 1]. */
  x: number;
  y: number;
}

export type PerSide = Record<Side, number>;

export interface FlowSegment {
  label: PeriodLabel;
}

export interface FlowGoal {
  x: number;
  side: Side;
  /** The scorer's name; '' when the record names none. */
  scorer: string;
  /** The score after the goal. */
  score: PerSide;
  segment: number;
  /** "mm:ss" elapsed in the period; null when unknown. */
  clock: string | null;
}

export interface HockeyFlow {
  sport: 'hockey';
  /** Periods of play and overtime (the shootout has no shots and no game time). */
  segments: FlowSegment[];
  /** How many segments the x axis shows: at least regulation's three, so a live match fills in. */
  span: number;
  /** Cumulative shots per side, from (0, 0): after every shot, or at period ends when only those are known. */
  shots: Record<Side, FlowPoint[]>;
  /** True when the shots are known per period only (the finished record): draw them as a line between period ends. */
  shotsByPeriod: boolean;
  goals: FlowGoal[];
  perSegment: { shots: PerSide; goals: PerSide }[];
  totals: { shots: PerSide; goals: PerSide };
  /** Shootout goals per side; null when there was no shootout. */
  shootout: PerSide | null;
  /** The score: goals, plus one for the shootout's winner (SPEC §4). */
  final: PerSide;
  leadChanges: number;
}

export interface BasketballFlow {
  sport: 'basketball';
  segments: FlowSegment[];
  span: number;
  /** Home minus away after each scoring play, from (0, 0). */
  diff: FlowPoint[];
  perSegment: { points: PerSide; diffAtEnd: number }[];
  final: PerSide;
  leadChanges: number;
  ties: number;
  /** The largest lead each side held (0 when it never led). */
  largestLead: PerSide;
}

export interface VolleyballFlow {
  sport: 'volleyball';
  segments: FlowSegment[];
  span: number;
  /** Points in the set per side after every rally, from (set, 0) at each set's start. */
  points: Record<Side, FlowPoint[]>;
  perSegment: { points: PerSide; winner: Side | null }[];
  /** Sets won; the last set counts only once the match has ended. */
  setsWon: PerSide;
}

export type GameFlow = HockeyFlow | BasketballFlow | VolleyballFlow;

const zero = (): PerSide => ({ H: 0, B: 0 });

/** SPEC §9: a hockey period is 20 minutes; basketball periods 10 minutes, extra periods 5. */
const HOCKEY_PERIOD_SECONDS = 1200;
const BASKETBALL_PERIOD_SECONDS = 600;
const BASKETBALL_EXTRA_SECONDS = 300;

/** The fraction of a period played at `elapsed` seconds, kept inside the period. */
function fraction(elapsed: number, length: number): number {
  return Math.min(1, Math.max(0, elapsed / length));
}

/** Who leads a score: 'H', 'B' or null when level. */
function leaderOf(score: PerSide): Side | null {
  return score.H > score.B ? 'H' : score.B > score.H ? 'B' : null;
}

/**
 * Lead changes and ties over a sequence of scores (oldest first). A lead change is the leading team
 * changing from one side to the other (a tie in between does not reset who led last); a tie is the score
 * becoming level again after someone led.
 */
export function leadStats(scores: readonly PerSide[]): { leadChanges: number; ties: number; largestLead: PerSide } {
  let lastLeader: Side | null = null;
  let current: Side | null = null;
  let leadChanges = 0;
  let ties = 0;
  const largestLead = zero();
  for (const score of scores) {
    const leader = leaderOf(score);
    if (leader === null && current !== null) ties += 1;
    if (leader !== null) {
      if (lastLeader !== null && leader !== lastLeader) leadChanges += 1;
      lastLeader = leader;
      largestLead[leader] = Math.max(largestLead[leader], Math.abs(score.H - score.B));
    }
    current = leader;
  }
  return { leadChanges, ties, largestLead };
}

function liveSide(event: LiveEvent): Side | null {
  const side = liveSideOf(event);
  return side === 'A' ? 'B' : side;
}

function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' ');
}

/** Segments of a sport from the live events: one per period number seen, in order, labelled as the feed names it. */
function liveSegments(sport: 'hockey' | 'basketball' | 'volleyball', events: readonly LiveEvent[]): Map<number, PeriodLabel> {
  const byPeriod = new Map<number, PeriodLabel>();
  for (const event of events) {
    if (typeof event.Period !== 'number' || byPeriod.has(event.Period)) continue;
    const label = livePeriodLabel(sport, event.Period, event.PeriodName);
    if (label !== null) byPeriod.set(event.Period, label);
  }
  return new Map([...byPeriod.entries()].sort((a, b) => a[0] - b[0]));
}

function isLiveGoal(event: LiveEvent): boolean {
  return event.MatchEventType === LIVE_EVENT_TYPE.goal || (event.MatchEventType === LIVE_EVENT_TYPE.penaltyShot && event.ResultText === 'Goal');
}

/** Builds the running-total series of one side from increments at x (already in order). */
function cumulative(steps: readonly { x: number; side: Side }[]): Record<Side, FlowPoint[]> {
  const series: Record<Side, FlowPoint[]> = { H: [{ x: 0, y: 0 }], B: [{ x: 0, y: 0 }] };
  const count = zero();
  for (const step of steps) {
    count[step.side] += 1;
    series[step.side].push({ x: step.x, y: count[step.side] });
  }
  return series;
}

/** Hockey game flow from the live events (oldest first). `ended`: the match end was seen (decides a shootout). */
export function hockeyFlowFromLive(events: readonly LiveEvent[], ended: boolean): HockeyFlow {
  const all = liveSegments('hockey', events);
  const played = [...all.entries()].filter(([, label]) => label.kind !== 'shootout');
  const index = new Map(played.map(([period], i) => [period, i]));
  const perSegment = played.map(() => ({ shots: zero(), goals: zero() }));
  const steps: { x: number; side: Side }[] = [];
  const goals: FlowGoal[] = [];
  const shootout = zero();
  let sawShootout = false;
  const score = zero();
  const scores: PerSide[] = [];
  for (const event of events) {
    const side = liveSide(event);
    if (side === null) continue;
    if (event.MatchEventType === LIVE_EVENT_TYPE.shootout) {
      sawShootout = true;
      if (event.ResultText === 'Goal') shootout[side] += 1;
      continue;
    }
    const goal = isLiveGoal(event);
    if (!goal && event.MatchEventType !== LIVE_EVENT_TYPE.shot) continue;
    const segment = typeof event.Period === 'number' ? index.get(event.Period) : undefined;
    if (segment === undefined) continue;
    const x = segment + fraction(clockSeconds(event.PeriodTime), HOCKEY_PERIOD_SECONDS);
    steps.push({ x, side });
    const entry = perSegment[segment];
    if (entry) entry.shots[side] += 1;
    if (goal) {
      if (entry) entry.goals[side] += 1;
      score[side] += 1;
      scores.push({ ...score });
      goals.push({ x, side, scorer: fullName(event.Player?.FirstName, event.Player?.LastName), score: { ...score }, segment, clock: event.PeriodTime ?? null });
    }
  }
  const totals = { shots: sumSides(perSegment.map((p) => p.shots)), goals: { ...score } };
  const final = { ...score };
  const winner = ended && sawShootout ? leaderOf(shootout) : null;
  if (winner !== null) final[winner] += 1;
  return {
    sport: 'hockey',
    segments: played.map(([, label]) => ({ label })),
    span: Math.max(3, played.length),
    shots: cumulative(steps),
    shotsByPeriod: false,
    goals,
    perSegment,
    totals,
    shootout: sawShootout ? shootout : null,
    final,
    leadChanges: leadStats(scores).leadChanges,
  };
}

function sumSides(list: readonly PerSide[]): PerSide {
  const total = zero();
  for (const entry of list) for (const side of SIDES) total[side] += entry[side];
  return total;
}

/** The live view's label of a finished hockey period (so both pages name periods alike). */
function hockeyLabel(kind: 'regular' | 'overtime' | 'shootout', periodId: number): PeriodLabel {
  if (kind === 'overtime') return { kind: 'overtime' };
  if (kind === 'shootout') return { kind: 'shootout' };
  return { kind: 'period', n: periodId };
}

/**
 * Hockey game flow from the finished match's record: per-period shots and goals as the page's game details
 * count them (domain/match/hockey gameDetails), goals at their times from the scoring summary.
 */
export function hockeyFlowFromRecord(record: HockeyRecord): HockeyFlow {
  const details = gameDetails(record, () => null);
  const played = details.periods.filter((period) => period.kind !== 'shootout');
  const index = new Map(played.map((period, i) => [period.periodId, i]));
  const perSegment = played.map((period) => ({ shots: period.shots ?? zero(), goals: { ...period.goals } }));
  const shots: Record<Side, FlowPoint[]> = { H: [{ x: 0, y: 0 }], B: [{ x: 0, y: 0 }] };
  const running = zero();
  perSegment.forEach((entry, i) => {
    for (const side of SIDES) {
      running[side] += entry.shots[side];
      shots[side].push({ x: i + 1, y: running[side] });
    }
  });
  const summary = scoringSummary(record);
  const goals: FlowGoal[] = [];
  for (const line of summary.lines) {
    const segment = index.get(line.goal.periodId);
    if (segment === undefined) continue;
    goals.push({
      x: segment + fraction(clockSeconds(line.goal.periodTime), HOCKEY_PERIOD_SECONDS),
      side: line.goal.homeOrAwayTeam,
      scorer: goalText(line.goal).scorer.name,
      score: { ...line.score },
      segment,
      clock: line.goal.periodTime || null,
    });
  }
  const goalTotals = sumSides(perSegment.map((p) => p.goals));
  return {
    sport: 'hockey',
    segments: played.map((period) => ({ label: hockeyLabel(period.kind, period.periodId) })),
    span: Math.max(3, played.length),
    shots,
    shotsByPeriod: true,
    goals,
    perSegment,
    totals: { shots: sumSides(perSegment.map((p) => p.shots)), goals: goalTotals },
    shootout: summary.shootout ? { ...summary.shootout.goals } : null,
    final: { ...details.total.goals },
    leadChanges: leadStats(summary.lines.map((line) => line.score)).leadChanges,
  };
}

function basketballPeriodLabel(period: number): PeriodLabel {
  return period <= 4 ? { kind: 'period', n: period } : { kind: 'extra', n: period - 4 };
}

function basketballFlowOf(periods: readonly number[], plays: readonly { segment: number; x: number; side: Side; points: number }[], labels: PeriodLabel[]): BasketballFlow {
  const perSegment = periods.map(() => ({ points: zero(), diffAtEnd: 0 }));
  const score = zero();
  const scores: PerSide[] = [];
  const diff: FlowPoint[] = [{ x: 0, y: 0 }];
  for (const play of plays) {
    score[play.side] += play.points;
    const entry = perSegment[play.segment];
    if (entry) entry.points[play.side] += play.points;
    scores.push({ ...score });
    diff.push({ x: play.x, y: score.H - score.B });
  }
  let running = 0;
  for (const entry of perSegment) {
    running += entry.points.H - entry.points.B;
    entry.diffAtEnd = running;
  }
  const stats = leadStats(scores);
  return {
    sport: 'basketball',
    segments: labels.map((label) => ({ label })),
    span: Math.max(4, periods.length),
    diff,
    perSegment,
    final: score,
    leadChanges: stats.leadChanges,
    ties: stats.ties,
    largestLead: stats.largestLead,
  };
}

/** Basketball lead tracker from the live events (made shots, SPEC §4 live score). */
export function basketballFlowFromLive(events: readonly LiveEvent[]): BasketballFlow {
  const segments = liveSegments('basketball', events);
  const periods = [...segments.keys()];
  const index = new Map(periods.map((period, i) => [period, i]));
  const plays: { segment: number; x: number; side: Side; points: number }[] = [];
  for (const event of events) {
    if (event.MatchEventType !== LIVE_EVENT_TYPE.shot || typeof event.ShotResult !== 'number') continue;
    const points = BASKETBALL_SHOT_POINTS[event.ShotResult] ?? 0;
    const side = liveSide(event);
    const segment = typeof event.Period === 'number' ? index.get(event.Period) : undefined;
    if (points === 0 || side === null || segment === undefined) continue;
    const length = (periods[segment] ?? 1) <= 4 ? BASKETBALL_PERIOD_SECONDS : BASKETBALL_EXTRA_SECONDS;
    plays.push({ segment, x: segment + fraction(clockSeconds(event.PeriodTime), length), side, points });
  }
  return basketballFlowOf(periods, plays, [...segments.values()]);
}

/**
 * Basketball lead tracker from the finished record: the made shots among the incidents (SPEC §3 shot ids
 * as sub-type) in the record's order per period. When the record has no shot incidents, the period results
 * alone give one point per period end (lead changes then counted at period ends).
 */
export function basketballFlowFromRecord(periodResults: readonly PeriodResult[], incidents: readonly Incident[]): BasketballFlow {
  const made = incidents.filter((incident) => /^shot$/i.test(incident.incidentType) && (BASKETBALL_SHOT_POINTS[incident.incidentSubTypeId ?? -1] ?? 0) > 0);
  const named = new Set<number>([...periodResults.map((r) => r.partialResultTypeId), ...made.map((i) => i.partialResultTypeId)]);
  const periods = [...named].filter((period) => period >= 1 && period <= 10).sort((a, b) => a - b);
  const index = new Map(periods.map((period, i) => [period, i]));
  const plays: { segment: number; x: number; side: Side; points: number }[] = [];
  if (made.length > 0) {
    periods.forEach((period, segment) => {
      const inPeriod = made.filter((incident) => incident.partialResultTypeId === period);
      inPeriod.forEach((incident, k) => {
        plays.push({ segment, x: segment + (k + 1) / (inPeriod.length + 1), side: incident.team, points: BASKETBALL_SHOT_POINTS[incident.incidentSubTypeId ?? -1] ?? 0 });
      });
    });
  } else {
    for (const result of [...periodResults].sort((a, b) => a.partialResultTypeId - b.partialResultTypeId)) {
      const segment = index.get(result.partialResultTypeId);
      if (segment === undefined) continue;
      if (result.homeGoals > 0) plays.push({ segment, x: segment + 1, side: 'H', points: result.homeGoals });
      if (result.awayGoals > 0) plays.push({ segment, x: segment + 1, side: 'B', points: result.awayGoals });
    }
  }
  return basketballFlowOf(periods, plays, periods.map(basketballPeriodLabel));
}

function volleyballFlowOf(sets: readonly number[], rallies: readonly { segment: number; x: number; side: Side }[], setsDone: number): VolleyballFlow {
  const points: Record<Side, FlowPoint[]> = { H: [], B: [] };
  const perSegment = sets.map(() => ({ points: zero(), winner: null as Side | null }));
  sets.forEach((_set, segment) => {
    for (const side of SIDES) points[side].push({ x: segment, y: 0 });
    for (const rally of rallies) {
      if (rally.segment !== segment) continue;
      const entry = perSegment[segment];
      if (!entry) continue;
      entry.points[rally.side] += 1;
      points[rally.side].push({ x: rally.x, y: entry.points[rally.side] });
    }
  });
  const setsWon = zero();
  perSegment.forEach((entry, segment) => {
    entry.winner = segment < setsDone ? leaderOf(entry.points) : null;
    if (entry.winner !== null) setsWon[entry.winner] += 1;
  });
  return {
    sport: 'volleyball',
    segments: sets.map((set) => ({ label: { kind: 'set', n: set } })),
    span: Math.max(1, sets.length),
    points,
    perSegment,
    setsWon,
  };
}

/** Volleyball point progression from the live events (Point, Period = set). `ended`: the last set is decided. */
export function volleyballFlowFromLive(events: readonly LiveEvent[], ended: boolean): VolleyballFlow {
  const pointEvents = events.filter((event) => event.MatchEventType === LIVE_EVENT_TYPE.point && typeof event.Period === 'number');
  const sets = [...new Set(pointEvents.map((event) => event.Period as number))].filter((set) => set >= 1 && set <= 5).sort((a, b) => a - b);
  return volleyballFlowOf(sets, spread(sets, pointEvents.flatMap((event) => {
    const side = liveSide(event);
    return side === null ? [] : [{ period: event.Period as number, side }];
  })), ended ? sets.length : sets.length - 1);
}

/** Rallies spread evenly over their set in the order given. */
function spread(sets: readonly number[], rallies: readonly { period: number; side: Side }[]): { segment: number; x: number; side: Side }[] {
  return sets.flatMap((set, segment) => {
    const inSet = rallies.filter((rally) => rally.period === set);
    return inSet.map((rally, k) => ({ segment, x: segment + (k + 1) / inSet.length, side: rally.side }));
  });
}

/**
 * Volleyball point progression from the finished record: the Point incidents per set in the record's order.
 * Without point incidents, each set's result alone (its end points).
 */
export function volleyballFlowFromRecord(periodResults: readonly PeriodResult[], incidents: readonly Incident[]): VolleyballFlow {
  const results = setScores(periodResults);
  const points = incidents.filter((incident) => /^point$/i.test(incident.incidentType));
  const sets = [...new Set([...results.map((r) => r.set), ...points.map((p) => p.partialResultTypeId)])].filter((set) => set >= 1 && set <= 5).sort((a, b) => a - b);
  if (points.length > 0) {
    return volleyballFlowOf(sets, spread(sets, points.map((p) => ({ period: p.partialResultTypeId, side: p.team }))), sets.length);
  }
  const rallies = results.flatMap((result) => {
    const segment = sets.indexOf(result.set);
    return [
      ...Array.from({ length: result.home }, () => ({ segment, x: segment + 1, side: 'H' as Side })),
      ...Array.from({ length: result.away }, () => ({ segment, x: segment + 1, side: 'B' as Side })),
    ];
  });
  return volleyballFlowOf(sets, rallies, sets.length);
}
