/** Ice hockey finished-match rules (SPEC §2 match page, §3 goal/penalty/goalie/lineup, §5 hockey). */
import { SPORT, hockeyGoalTypeCode, type Goal, type Incident, type LineupMember, type MatchGoalie, type MatchPlayer, type Penalty, type PeriodResult } from '../../../shared/contract';
import { DECIMALS, roundTo } from '../formatNumbers';
import { positionLabel, type PositionName } from '../people';
import { parseMmSs } from '../time';
import { SIDES, sortByShirtNumber, type Side } from './common';

/** SPEC §9: ice hockey period labels go up to 12. */
export const MAX_HOCKEY_PERIODS = 12;

/** How a period was played: a period of play (1-12, play-off continuations too), overtime or the shootout. */
export type PeriodKind = 'regular' | 'overtime' | 'shootout';

/** A period that was played, as every per-period table of the page names it. */
export interface PlayedPeriod {
  periodId: number;
  kind: PeriodKind;
  /** SPEC §2 label: "1" to "12", "SD" for (sudden-death) overtime, "SO" for the shootout. */
  label: string;
}

/**
 * SPEC §2 period labels: a regular period by its number (1-12), "SD" for (sudden-death) overtime, "SO"
 * for the shootout. The contract's partialResultTypeId is the period number the goals, penalties and
 * incidents also use.
 */
export function periodLabel(period: Pick<PeriodResult, 'partialResultType' | 'partialResultTypeId'>): string {
  if (period.partialResultType === 'shootout') return 'SO';
  if (period.partialResultType === 'overtime') return 'SD';
  return String(period.partialResultTypeId);
}

const KIND: Readonly<Record<PeriodResult['partialResultType'], PeriodKind>> = { periods: 'regular', overtime: 'overtime', shootout: 'shootout' };

/** What the hockey sections read: the period results and the events that name a period. */
export interface HockeyRecord {
  periods: readonly PeriodResult[];
  incidents: readonly Incident[];
  penalties: readonly Penalty[];
  goals: readonly Goal[];
}

/**
 * Every period that was played (issue 11 case 6), in order: each period result (SPEC §3: the results list
 * every period begun, so a goalless, penalty-free period is still there), plus any period a goal, penalty or
 * incident names that the results lack — an event is never dropped because its period has no result. Such a
 * period is labelled by its number (its type is unknown). Periods 1-12 only (SPEC §9).
 */
export function playedPeriods(record: HockeyRecord): PlayedPeriod[] {
  const byId = new Map<number, PlayedPeriod>();
  for (const result of record.periods) {
    const periodId = result.partialResultTypeId;
    if (!validPeriod(periodId) || byId.has(periodId)) continue;
    byId.set(periodId, { periodId, kind: KIND[result.partialResultType], label: periodLabel(result) });
  }
  const named = [
    ...record.goals.map((goal) => goal.periodId),
    ...record.penalties.map((penalty) => penalty.servingStartPeriodId),
    ...record.incidents.map((incident) => incident.partialResultTypeId),
  ];
  for (const periodId of named) {
    if (validPeriod(periodId) && !byId.has(periodId)) byId.set(periodId, { periodId, kind: 'regular', label: String(periodId) });
  }
  return [...byId.values()].sort((a, b) => a.periodId - b.periodId);
}

function validPeriod(periodId: number): boolean {
  return Number.isInteger(periodId) && periodId >= 1 && periodId <= MAX_HOCKEY_PERIODS;
}

export interface PeriodDetail {
  periodId: number;
  kind: PeriodKind;
  label: string;
  /**
   * Goals of the period; in the shootout, the winner's one deciding goal (1-0), as European leagues print
   * it, so a row adds up to its total (issue 24 case 2); the attempts scored are `GameDetails.shootout`.
   */
  goals: Record<Side, number>;
  /** SPEC §5: recorded shots plus goals. Null in the shootout: its attempts are not shots on goal. */
  shots: Record<Side, number> | null;
  /** Penalty minutes started in the period. */
  penaltyMinutes: Record<Side, number>;
}

export interface GameDetails {
  periods: PeriodDetail[];
  /**
   * The total column, the sum of the period columns. Goals: the match's goals, in which a shootout counts
   * one goal for its winner (the contract's PeriodResult: "the winner gets one goal in matchResult"), so the
   * total is the final score. Shots leave the shootout out; penalty minutes count every period.
   */
  total: { goals: Record<Side, number>; shots: Record<Side, number>; penaltyMinutes: Record<Side, number> };
  /** The shootout's scored attempts per side (its period result), shown apart and labelled; null without one. */
  shootout: Record<Side, number> | null;
}

const zero = (): Record<Side, number> => ({ H: 0, B: 0 });

/** SPEC §3: the minutes of a severity text "name - N min"; 0 when it carries none. */
export function penaltyMinutes(severityType: string | null | undefined): number {
  const match = /(\d+)\s*min/i.exec(severityType ?? '');
  return match ? Number(match[1]) : 0;
}

/** The side a penalty or player belongs to, by the team's organisation (null when neither). */
export type SideOf = (orgId: number) => Side | null;

/** The winner of a shootout with these goals; null on a tie (a record that is not finished). */
function shootoutWinner(goals: Record<Side, number>): Side | null {
  return goals.H > goals.B ? 'H' : goals.B > goals.H ? 'B' : null;
}

/**
 * SPEC §2 game details: one column per played period (1-12, SD, SO, periods without events included) and a
 * total column, with goals, shots (recorded shots plus goals, SPEC §5) and penalty minutes per side. Goals
 * come from the period results; a period only the events name counts its goals from the goal list. Shots
 * are incidents whose type is Shot.
 */
export function gameDetails(record: HockeyRecord, sideOf: SideOf): GameDetails {
  const results = new Map(record.periods.map((result) => [result.partialResultTypeId, result]));
  let shootout: Record<Side, number> | null = null;
  const periods = playedPeriods(record).map((period): PeriodDetail => {
    const result = results.get(period.periodId);
    let goals = zero();
    if (result !== undefined) {
      goals.H = result.homeGoals;
      goals.B = result.awayGoals;
    } else {
      for (const goal of record.goals) if (goal.periodId === period.periodId) goals[goal.homeOrAwayTeam] += 1;
    }
    if (period.kind === 'shootout') {
      shootout = goals;
      goals = decidingGoal(goals);
    }
    const shots = zero();
    for (const incident of record.incidents) {
      if (incident.partialResultTypeId === period.periodId && /^shot$/i.test(incident.incidentType)) shots[incident.team] += 1;
    }
    const minutes = zero();
    for (const penalty of record.penalties) {
      const side = sideOf(penalty.orgId);
      if (side !== null && penalty.servingStartPeriodId === period.periodId) minutes[side] += penaltyMinutes(penalty.severityType);
    }
    return {
      periodId: period.periodId,
      kind: period.kind,
      label: period.label,
      goals,
      shots: period.kind === 'shootout' ? null : { H: shots.H + goals.H, B: shots.B + goals.B },
      penaltyMinutes: minutes,
    };
  });
  const total = { goals: zero(), shots: zero(), penaltyMinutes: zero() };
  for (const period of periods) {
    for (const side of SIDES) {
      total.penaltyMinutes[side] += period.penaltyMinutes[side];
      if (period.shots !== null) total.shots[side] += period.shots[side];
      total.goals[side] += period.goals[side];
    }
  }
  return { periods, total, shootout };
}

/** The shootout as the score counts it: one goal to the side with more shootout goals, none on a tie. */
function decidingGoal(shootoutGoals: Record<Side, number>): Record<Side, number> {
  const winner = shootoutWinner(shootoutGoals);
  const goals = zero();
  if (winner !== null) goals[winner] = 1;
  return goals;
}

/** A shootout as the record tells it. */
export interface Shootout {
  periodId: number;
  /** Shootout goals per side (the period result). */
  goals: Record<Side, number>;
  /** The side with more shootout goals (SPEC §4: the shootout winner); null on a tie. */
  winner: Side | null;
  /** The scored attempts, when the goal list carries them (goals in the shootout period), in order. */
  scored: Goal[];
  /**
   * The deciding goal (issue 24 case 2): the winner's scored attempt that put it ahead for good — its
   * (n+1)th when the loser scored n, as a game-winning goal is counted — always a shooter of the winner;
   * null when the goal list does not carry it.
   */
  deciding: Goal | null;
  /** The scored attempts listed one by one, each with its side and the shootout's tally after it. */
  attempts: ShootoutAttemptLine[];
}

/** A line of the scoring summary: a goal and the score after it (SPEC §2 scoring summary, issue 11 case 6). */
export interface ScoringLine {
  goal: Goal;
  period: PlayedPeriod;
  score: Record<Side, number>;
}

export interface ScoringSummary {
  lines: ScoringLine[];
  /** The shootout and the score after its deciding goal; null when there was none. */
  shootout: (Shootout & { score: Record<Side, number> }) | null;
}

/**
 * The scoring summary: the goals of regulation and overtime in match order, each with the running score
 * ("2-1" after it), then the shootout when there was one — its goals per side, its scored attempts when
 * the goal list has them, and the final score after the deciding goal (one goal to the winner, as in the
 * match result). Goals in the shootout period are attempts, not goals of the score.
 */
export function scoringSummary(record: HockeyRecord): ScoringSummary {
  const periods = playedPeriods(record);
  const byId = new Map(periods.map((period) => [period.periodId, period]));
  const shootoutPeriod = periods.find((period) => period.kind === 'shootout') ?? null;
  const score = zero();
  const lines: ScoringLine[] = [];
  const scored: Goal[] = [];
  for (const goal of sortGoals(record.goals)) {
    const period = byId.get(goal.periodId);
    if (period === undefined) continue;
    if (period.kind === 'shootout') {
      scored.push(goal);
      continue;
    }
    score[goal.homeOrAwayTeam] += 1;
    lines.push({ goal, period, score: { ...score } });
  }
  if (shootoutPeriod === null) return { lines, shootout: null };
  const result = record.periods.find((entry) => entry.partialResultTypeId === shootoutPeriod.periodId);
  const goals = result !== undefined ? { H: result.homeGoals, B: result.awayGoals } : countSides(scored);
  const winner = shootoutWinner(goals);
  const final = { ...score };
  if (winner !== null) final[winner] += 1;
  const deciding = winner === null ? null : (scored.filter((goal) => goal.homeOrAwayTeam === winner)[goals[winner === 'H' ? 'B' : 'H']] ?? null);
  return { lines, shootout: { periodId: shootoutPeriod.periodId, goals, winner, scored, deciding, attempts: shootoutAttemptLines(scored), score: final } };
}

/** One scored shootout attempt and the shootout's tally after it (issue 24 case 2: listed per attempt and team). */
export interface ShootoutAttemptLine {
  goal: Goal;
  side: Side;
  tally: Record<Side, number>;
}

/** The scored attempts in order, each with its side and the shootout's tally after it. */
export function shootoutAttemptLines(scored: readonly Goal[]): ShootoutAttemptLine[] {
  const tally = zero();
  return scored.map((goal) => {
    tally[goal.homeOrAwayTeam] += 1;
    return { goal, side: goal.homeOrAwayTeam, tally: { ...tally } };
  });
}

function countSides(goals: readonly Goal[]): Record<Side, number> {
  const counts = zero();
  for (const goal of goals) counts[goal.homeOrAwayTeam] += 1;
  return counts;
}

/** SPEC §5: shots per team = recorded shots plus goals (whole match). */
export function teamShots(recordedShots: number, goals: number): number {
  return recordedShots + goals;
}

/** SPEC §5: save percent = (shots − goals) / shots, rounded; 0 without shots. */
export function savePercent(shots: number, goalsAgainst: number): number {
  return shots > 0 ? Math.round((100 * (shots - goalsAgainst)) / shots) : 0;
}

/** SPEC §2 goalies: save percentage rounded to one decimal (91.7); 0 without shots. The page formats it. */
export function goalieSavePercent(saves: number, shots: number): number {
  return shots > 0 ? roundTo((100 * saves) / shots, DECIMALS.savePercent) : 0;
}

/**
 * A goalie's time on ice in seconds. decided here: secondsPlayed is the remainder after minutesPlayed
 * (0-59); a value of 60 or more is read as the whole time in seconds.
 */
export function goalieSeconds(goalie: Pick<MatchGoalie, 'minutesPlayed' | 'secondsPlayed'>): number {
  return goalie.secondsPlayed >= 60 ? goalie.secondsPlayed : goalie.minutesPlayed * 60 + goalie.secondsPlayed;
}

/** SPEC §3: EQ, PP1, PP2, SH1 or SH2 (the contract's one mapping); "" for an unknown id. */
export function goalType(goalTypeId: number): string {
  return hockeyGoalTypeCode(goalTypeId) ?? '';
}

export interface ScorerRef {
  personId: number | null;
  shirtNo: number | null;
  name: string;
}

/** SPEC §5 goal text: the variant (two assists, one, unassisted) and who takes part. */
export type GoalText =
  | { kind: 'twoAssists'; scorer: ScorerRef; first: ScorerRef; second: ScorerRef }
  | { kind: 'oneAssist'; scorer: ScorerRef; first: ScorerRef }
  | { kind: 'unassisted'; scorer: ScorerRef };

function fullName(first: string | null, last: string | null): string {
  return [first, last].filter((part) => part !== null && part.trim() !== '').join(' ');
}

/** SPEC §5: which goal text a goal gets. An assist counts when it names a person. */
export function goalText(goal: Goal): GoalText {
  const scorer = { personId: goal.personId, shirtNo: goal.shirtNo, name: fullName(goal.firstName, goal.lastName) };
  const first =
    goal.firstAssistPersonId !== null
      ? { personId: goal.firstAssistPersonId, shirtNo: goal.firstAssistShirtNo, name: fullName(goal.firstAssistFirstName, goal.firstAssistLastName) }
      : null;
  const second =
    goal.secondAssistPersonId !== null
      ? { personId: goal.secondAssistPersonId, shirtNo: goal.secondAssistShirtNo, name: fullName(goal.secondAssistFirstName, goal.secondAssistLastName) }
      : null;
  if (first && second) return { kind: 'twoAssists', scorer, first, second };
  if (first || second) return { kind: 'oneAssist', scorer, first: (first ?? second) as ScorerRef };
  return { kind: 'unassisted', scorer };
}

/** Goals in match order: by period, then by the time in the period. */
export function sortGoals(goals: readonly Goal[]): Goal[] {
  return [...goals].sort((a, b) => a.periodId - b.periodId || clockSeconds(a.periodTime) - clockSeconds(b.periodTime));
}

/** "mm:ss" → seconds; unreadable → 0. */
export function clockSeconds(text: string | null | undefined): number {
  return parseMmSs(text) ?? 0;
}

/**
 * SPEC §2 penalties per period: one group per played period (1-3, play-off periods up to 12, overtime,
 * shootout), a period without penalties included (it shows that there were none), each in time order.
 */
export function penaltiesByPeriod(penalties: readonly Penalty[], played: readonly PlayedPeriod[]): { period: PlayedPeriod; penalties: Penalty[] }[] {
  return played.map((period) => ({
    period,
    penalties: penalties
      .filter((penalty) => penalty.servingStartPeriodId === period.periodId)
      .sort((a, b) => clockSeconds(a.servingStartTime) - clockSeconds(b.servingStartTime)),
  }));
}

/**
 * SPEC §5: penalty minutes summed per team per period — one entry per played period, a period without
 * penalties at 0 — plus the match total.
 */
export function penaltyTotals(
  penalties: readonly Penalty[],
  played: readonly PlayedPeriod[],
  sideOf: SideOf,
): { periods: { period: PlayedPeriod; minutes: Record<Side, number> }[]; total: Record<Side, number> } {
  const total = zero();
  const periods = played.map((period) => ({ period, minutes: zero() }));
  for (const penalty of penalties) {
    const side = sideOf(penalty.orgId);
    if (side === null) continue;
    const minutes = penaltyMinutes(penalty.severityType);
    total[side] += minutes;
    const entry = periods.find((candidate) => candidate.period.periodId === penalty.servingStartPeriodId);
    if (entry !== undefined) entry.minutes[side] += minutes;
  }
  return { periods, total };
}

/** SPEC §5: faceoff percent = 100 × the 0-1 fraction, rounded to one decimal; null when unknown. */
export function faceoffPercent(fraction: number | null): number | null {
  return fraction === null || !Number.isFinite(fraction) ? null : roundTo(fraction * 100, DECIMALS.faceoffPercent);
}

/** Lines of SPEC §2 lineups. */
export const LINES = [1, 2, 3, 4] as const;
export type LineNumber = (typeof LINES)[number];

export interface LineupSlot {
  personId: number;
  orgId: number;
  number: number | null;
  /** SPEC §2: the last name upper-cased. */
  name: string;
  position: string;
  side: Side;
}

// By the one position rule, so a line written "C" or "Left wing" orders as one written CE or LW (issue 25).
const POSITION_ORDER: readonly PositionName[] = ['leftWing', 'centre', 'rightWing', 'leftDefence', 'rightDefence'];

/**
 * SPEC §2 lineups: one line (1-4) of each side, members with memberType Player only, by position
 * (LW, CE, RW, LD, RD, then unknown), each with the shirt number and the upper-cased last name.
 * The line comes from the match player (lineNumber), the position from the lineup member.
 */
export function lineup(
  players: readonly MatchPlayer[],
  members: readonly LineupMember[],
  line: number,
  sideOf: SideOf,
): Record<Side, LineupSlot[]> {
  const result: Record<Side, LineupSlot[]> = { H: [], B: [] };
  for (const player of players) {
    if (player.memberType !== 'Player' || player.lineNumber !== line) continue;
    const side = sideOf(player.teamOrgId);
    if (side === null) continue;
    const member = members.find((candidate) => candidate.personId === player.personId);
    result[side].push({
      personId: player.personId,
      orgId: player.orgId,
      number: member?.number ?? player.shirtNo,
      name: (member?.lastName ?? player.lastName).toLocaleUpperCase('nb'),
      position: member?.position ?? '',
      side,
    });
  }
  const rank = (position: string) => {
    const label = positionLabel(position, SPORT.iceHockey);
    const index = label?.kind === 'named' ? POSITION_ORDER.indexOf(label.name) : -1;
    return index === -1 ? POSITION_ORDER.length : index;
  };
  for (const side of SIDES) result[side].sort((a, b) => rank(a.position) - rank(b.position) || (a.number ?? 999) - (b.number ?? 999));
  return result;
}

/** SPEC §5: skaters (memberType Player) of one side by shirt number. */
export function skatersOf(players: readonly MatchPlayer[], side: Side, sideOf: SideOf): MatchPlayer[] {
  return sortByShirtNumber(players.filter((player) => player.memberType === 'Player' && sideOf(player.teamOrgId) === side));
}
