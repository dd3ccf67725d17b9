/** Ice hockey finished-match rules (SPEC §2 match page, §3 goal/penalty/goalie/lineup, §5 hockey). */
import type { Goal, Incident, LineupMember, MatchGoalie, MatchPlayer, Penalty, PeriodResult } from '../../../shared/contract';
import { parseMmSs } from '../time';
import { SIDES, sortByShirtNumber, type Side } from './common';

/** SPEC §9: ice hockey period labels go up to 12. */
export const MAX_HOCKEY_PERIODS = 12;

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

export interface PeriodDetail {
  periodId: number;
  label: string;
  goals: Record<Side, number>;
  /** SPEC §5: recorded shots plus goals. */
  shots: Record<Side, number>;
  /** Penalty minutes started in the period. */
  penaltyMinutes: Record<Side, number>;
}

const zero = (): Record<Side, number> => ({ H: 0, B: 0 });

/** SPEC §3: the minutes of a severity text "name - N min"; 0 when it carries none. */
export function penaltyMinutes(severityType: string | null | undefined): number {
  const match = /(\d+)\s*min/i.exec(severityType ?? '');
  return match ? Number(match[1]) : 0;
}

/** The side a penalty or player belongs to, by the team's organisation (null when neither). */
export type SideOf = (orgId: number) => Side | null;

/**
 * SPEC §2 game details: one row per played period (1-12, SD, SO) with goals, shots (recorded shots plus
 * goals, SPEC §5) and penalty minutes per side. Shots are incidents whose type is Shot.
 */
export function gameDetails(
  periods: readonly PeriodResult[],
  incidents: readonly Incident[],
  penalties: readonly Penalty[],
  sideOf: SideOf,
): PeriodDetail[] {
  return [...periods]
    .sort((a, b) => a.partialResultTypeId - b.partialResultTypeId)
    .slice(0, MAX_HOCKEY_PERIODS + 2)
    .map((period) => {
      const shots = zero();
      for (const incident of incidents) {
        if (incident.partialResultTypeId === period.partialResultTypeId && /^shot$/i.test(incident.incidentType)) shots[incident.team] += 1;
      }
      const minutes = zero();
      for (const penalty of penalties) {
        const side = sideOf(penalty.orgId);
        if (side !== null && penalty.servingStartPeriodId === period.partialResultTypeId) minutes[side] += penaltyMinutes(penalty.severityType);
      }
      return {
        periodId: period.partialResultTypeId,
        label: periodLabel(period),
        goals: { H: period.homeGoals, B: period.awayGoals },
        shots: { H: shots.H + period.homeGoals, B: shots.B + period.awayGoals },
        penaltyMinutes: minutes,
      };
    });
}

/** SPEC §5: shots per team = recorded shots plus goals (whole match). */
export function teamShots(recordedShots: number, goals: number): number {
  return recordedShots + goals;
}

/** SPEC §5: save percent = (shots − goals) / shots, rounded; 0 without shots. */
export function savePercent(shots: number, goalsAgainst: number): number {
  return shots > 0 ? Math.round((100 * (shots - goalsAgainst)) / shots) : 0;
}

/** SPEC §2 goalies: save percentage with one decimal ("91.7"); "0.0" without shots. */
export function goalieSavePercent(saves: number, shots: number): string {
  return shots > 0 ? ((100 * saves) / shots).toFixed(1) : '0.0';
}

/**
 * A goalie's time on ice in seconds. decided here: secondsPlayed is the remainder after minutesPlayed
 * (0-59); a value of 60 or more is read as the whole time in seconds.
 */
export function goalieSeconds(goalie: Pick<MatchGoalie, 'minutesPlayed' | 'secondsPlayed'>): number {
  return goalie.secondsPlayed >= 60 ? goalie.secondsPlayed : goalie.minutesPlayed * 60 + goalie.secondsPlayed;
}

/** SPEC §3 goal type ids. */
export const GOAL_TYPES: Readonly<Record<number, string>> = { 200141: 'EQ', 200142: 'PP1', 200143: 'PP2', 200144: 'SH1', 200145: 'SH2' };

/** SPEC §3: EQ, PP1, PP2, SH1 or SH2; "" for an unknown id. */
export function goalType(goalTypeId: number): string {
  return GOAL_TYPES[goalTypeId] ?? '';
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

/** SPEC §2 penalties per period: the groups 1-3, overtime and shootout. */
export type PenaltyGroup = 1 | 2 | 3 | 'OT' | 'SO';
export const PENALTY_GROUPS: readonly PenaltyGroup[] = [1, 2, 3, 'OT', 'SO'];

/**
 * The penalty group of a period number: 1-3 as themselves; a period the results mark as shootout is SO,
 * any later period overtime.
 */
export function penaltyGroup(periodId: number, periods: readonly PeriodResult[]): PenaltyGroup {
  const result = periods.find((period) => period.partialResultTypeId === periodId);
  if (result?.partialResultType === 'shootout') return 'SO';
  if (periodId >= 1 && periodId <= 3 && result?.partialResultType !== 'overtime') return periodId as 1 | 2 | 3;
  return 'OT';
}

/** SPEC §2: penalties grouped 1-3, OT, SO (groups without penalties are left out), in time order. */
export function penaltiesByPeriod(penalties: readonly Penalty[], periods: readonly PeriodResult[]): { group: PenaltyGroup; penalties: Penalty[] }[] {
  return PENALTY_GROUPS.map((group) => ({
    group,
    penalties: penalties
      .filter((penalty) => penaltyGroup(penalty.servingStartPeriodId, periods) === group)
      .sort((a, b) => a.servingStartPeriodId - b.servingStartPeriodId || clockSeconds(a.servingStartTime) - clockSeconds(b.servingStartTime)),
  })).filter((entry) => entry.penalties.length > 0);
}

/** SPEC §5: penalty minutes summed per team per period (keyed by period number), plus the match total. */
export function penaltyTotals(penalties: readonly Penalty[], sideOf: SideOf): { byPeriod: Map<number, Record<Side, number>>; total: Record<Side, number> } {
  const byPeriod = new Map<number, Record<Side, number>>();
  const total = zero();
  for (const penalty of penalties) {
    const side = sideOf(penalty.orgId);
    if (side === null) continue;
    const minutes = penaltyMinutes(penalty.severityType);
    const row = byPeriod.get(penalty.servingStartPeriodId) ?? zero();
    row[side] += minutes;
    byPeriod.set(penalty.servingStartPeriodId, row);
    total[side] += minutes;
  }
  return { byPeriod, total };
}

/** SPEC §5: faceoff percent = 100 × the 0-1 fraction, one decimal; null when unknown. */
export function faceoffPercent(fraction: number | null): string | null {
  return fraction === null || !Number.isFinite(fraction) ? null : (fraction * 100).toFixed(1);
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

const POSITION_ORDER = ['LW', 'CE', 'RW', 'LD', 'RD'];

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
    const index = POSITION_ORDER.indexOf(position);
    return index === -1 ? POSITION_ORDER.length : index;
  };
  for (const side of SIDES) result[side].sort((a, b) => rank(a.position) - rank(b.position) || (a.number ?? 999) - (b.number ?? 999));
  return result;
}

/** SPEC §5: skaters (memberType Player) of one side by shirt number. */
export function skatersOf(players: readonly MatchPlayer[], side: Side, sideOf: SideOf): MatchPlayer[] {
  return sortByShirtNumber(players.filter((player) => player.memberType === 'Player' && sideOf(player.teamOrgId) === side));
}
