/** Basketball finished-match rules (SPEC §2 match page, §3 basketball player, §5 basketball, §9). */
import type { BasketballPlayer, Incident, PeriodResult } from '../../../shared/contract';
import { matchPercent } from './percent';
import type { Side } from './common';

/** SPEC §3 sport 199 foul sub-type ids. */
export const FOUL_IDS: ReadonlySet<number> = new Set([
  200437, 200447, 200448, 200449, 200450, 200451, 200452, 200453, 200454, 200455, 200456, 200461, 200462,
]);
/** SPEC §3 sport 199 incident type ids. */
export const INCIDENT = { turnover: 410, offensiveRebound: 407, defensiveRebound: 408 } as const;

/** SPEC §5: points = 1 per free throw + 2 per two-pointer + 3 per three-pointer (made shots). */
export function basketballPoints(player: Pick<BasketballPlayer, 'p1Sum' | 'p2Sum' | 'p3Sum'>): number {
  return player.p1Sum + 2 * player.p2Sum + 3 * player.p3Sum;
}

/** A foul incident: type Foul, or a SPEC §3 foul id as its type or sub-type id. */
export function isFoul(incident: Pick<Incident, 'incidentSubTypeId' | 'incidentType' | 'incidentTypeId'>): boolean {
  return (
    /^foul$/i.test(incident.incidentType) ||
    FOUL_IDS.has(incident.incidentTypeId) ||
    (incident.incidentSubTypeId !== null && FOUL_IDS.has(incident.incidentSubTypeId))
  );
}

/** SPEC §5: foul counts include only incidents tied to a person. */
export function countFouls(incidents: readonly Incident[], side: Side, period?: number): number {
  return incidents.filter(
    (incident) => isFoul(incident) && incident.personId !== null && incident.team === side && (period === undefined || incident.partialResultTypeId === period),
  ).length;
}

export interface TeamRow {
  offensiveRebounds: number;
  defensiveRebounds: number;
  rebounds: number;
  turnovers: number;
}

/**
 * SPEC §5 team row (SPEC §2: the unattributed rebounds and turnovers): for each kind, the team's incidents
 * minus those with a person, i.e. the incidents that name no person. Read this way it cannot go negative.
 */
export function teamRow(incidents: readonly Incident[], side: Side): TeamRow {
  const unattributed = (typeId: number) => {
    const all = incidents.filter((incident) => incident.team === side && incident.incidentTypeId === typeId);
    return all.length - all.filter((incident) => incident.personId !== null).length;
  };
  const offensiveRebounds = unattributed(INCIDENT.offensiveRebound);
  const defensiveRebounds = unattributed(INCIDENT.defensiveRebound);
  return { offensiveRebounds, defensiveRebounds, rebounds: offensiveRebounds + defensiveRebounds, turnovers: unattributed(INCIDENT.turnover) };
}

/** What SPEC §5 efficiency counts, for one player (box score or live). */
export interface EfficiencyCounts {
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  missedShots: number;
  turnovers: number;
  seconds: number;
}

/**
 * SPEC §5 efficiency = (points + rebounds + assists + steals + blocks − missed shots − turnovers) /
 * minutes played, rounded to two decimals; 0 without time.
 */
export function efficiencyValue(counts: EfficiencyCounts): number {
  const minutes = counts.seconds / 60;
  if (!(minutes > 0)) return 0;
  const value = counts.points + counts.rebounds + counts.assists + counts.steals + counts.blocks - counts.missedShots - counts.turnovers;
  return Math.round((value / minutes) * 100) / 100;
}

/** A box-score row's efficiency, two decimals (the page formats it). */
export function efficiency(player: BasketballPlayer): number {
  return efficiencyValue({
    points: basketballPoints(player),
    rebounds: player.offRebSum + player.defRebSum,
    assists: player.assists,
    steals: player.stSum,
    blocks: player.blSum,
    missedShots: player.p1MissSum + player.p2MissSum + player.p3MissSum,
    turnovers: player.toSum,
    seconds: player.totalSeconds,
  });
}

/**
 * SPEC §5 minutes by period offsets: the match minute a period starts at. Periods 2-4 start at 10, 20
 * and 30 minutes; the first extra period at 33 minutes (as the spec states), each further one 5 minutes later.
 */
export function periodStartSeconds(period: number): number {
  if (period <= 1) return 0;
  if (period <= 4) return (period - 1) * 600;
  return 33 * 60 + (period - 5) * 300;
}

/** A stint on court: in and out as (period, seconds elapsed in the period). */
export interface Stint {
  inPeriod: number;
  inSecond: number;
  outPeriod: number;
  outSecond: number;
}

/** Seconds on court summed over stints, each end placed on the match line by its period's offset. */
export function secondsPlayed(stints: readonly Stint[]): number {
  let total = 0;
  for (const stint of stints) {
    const span = periodStartSeconds(stint.outPeriod) + stint.outSecond - (periodStartSeconds(stint.inPeriod) + stint.inSecond);
    if (span > 0) total += span;
  }
  return total;
}

/** Minutes on court as "mm:ss". */
export function minutesText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface ShotLine {
  made: number;
  attempts: number;
  /** SPEC §5: floored in the match view. */
  percent: number;
}

function shotLine(made: number, missed: number): ShotLine {
  return { made, attempts: made + missed, percent: matchPercent(made, missed) };
}

export interface BasketballRow {
  player: BasketballPlayer;
  minutes: string;
  points: number;
  freeThrows: ShotLine;
  twoPointers: ShotLine;
  threePointers: ShotLine;
  rebounds: number;
  /** Two decimals (the page formats it). */
  efficiency: number;
}

/** One player's box-score row (SPEC §2 players table). */
export function basketballRow(player: BasketballPlayer): BasketballRow {
  return {
    player,
    minutes: minutesText(player.totalSeconds),
    points: basketballPoints(player),
    freeThrows: shotLine(player.p1Sum, player.p1MissSum),
    twoPointers: shotLine(player.p2Sum, player.p2MissSum),
    threePointers: shotLine(player.p3Sum, player.p3MissSum),
    rebounds: player.offRebSum + player.defRebSum,
    efficiency: efficiency(player),
  };
}

/** SPEC §9: 4 periods plus up to 6 extra. */
export const REGULAR_PERIODS = 4;
export const MAX_EXTRA_PERIODS = 6;

export interface PeriodColumn {
  period: number;
  /** P1-P4, E1-E6. */
  label: string;
  points: Record<Side, number>;
  fouls: Record<Side, number>;
}

/** "P1"-"P4" for regular periods, "E1"-"E6" for extra ones. */
export function basketballPeriodLabel(period: number): string {
  return period <= REGULAR_PERIODS ? `P${period}` : `E${period - REGULAR_PERIODS}`;
}

/**
 * SPEC §2 period table: columns P1-P4 always, E1-E6 only when that period has points or fouls; points from
 * the period results, fouls from incidents tied to a person.
 */
export function basketballPeriods(periods: readonly PeriodResult[], incidents: readonly Incident[]): PeriodColumn[] {
  const columns: PeriodColumn[] = [];
  for (let period = 1; period <= REGULAR_PERIODS + MAX_EXTRA_PERIODS; period += 1) {
    const result = periods.find((candidate) => candidate.partialResultTypeId === period);
    const points = { H: result?.homeGoals ?? 0, B: result?.awayGoals ?? 0 };
    const fouls = { H: countFouls(incidents, 'H', period), B: countFouls(incidents, 'B', period) };
    const used = points.H + points.B + fouls.H + fouls.B > 0;
    if (period <= REGULAR_PERIODS || used) columns.push({ period, label: basketballPeriodLabel(period), points, fouls });
  }
  return columns;
}
