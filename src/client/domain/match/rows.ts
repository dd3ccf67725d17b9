/**
 * The finished match page's row models (SPEC §2 match page): what state/match/sectionSelectors builds from
 * the reads with the domain/match rules, and ui/match renders. Types only: every figure is decided when the
 * model is built; text in a language (labels, "Period 5", goal sentences) is the page's and ui's. A figure
 * the record lacks is null (ui shows a dash).
 */
import type { Side } from './common';
import type { LineNumber, PlayedPeriod } from './hockey';
import type { ShotLine } from './basketball';
import type { PositionLabel } from '../people';

/** A person as a cell shows them: the name ('' when the record names nobody: a dash) and the profile link. */
export interface PersonCell {
  name: string;
  /** SPEC §2: the player route; null when the record names no person. */
  href: string | null;
}

/** One side's row of a per-period table: the team, a figure per period column and the total. */
export interface SideRowModel {
  side: Side;
  team: string;
  /** One per period column; null where the period has no such figure (shots in the shootout). */
  cells: (number | null)[];
  total: number;
}

/** A per-period table: its period columns and one row per side. */
export interface PeriodTableModel {
  periods: readonly PlayedPeriod[];
  rows: readonly SideRowModel[];
}

// ---- Ice hockey (SPEC §2 ice hockey, §5 hockey) ----

export interface HockeyGameDetailsModel {
  periods: readonly PlayedPeriod[];
  /** Goals per period; the shootout column holds the winner's one deciding goal, so each row adds up. */
  goals: readonly SideRowModel[];
  /** The shootout's scored attempts per side, shown apart and labelled (issue 24 case 2); null without one. */
  shootout: Record<Side, number> | null;
  shots: readonly SideRowModel[];
  penaltyMinutes: readonly SideRowModel[];
}

/** SPEC §5 goal text: who assisted, as the sentence after the scorer says it ("#9 Ola A"). */
export type GoalAssists = { kind: 'twoAssists'; first: string; second: string } | { kind: 'oneAssist'; first: string } | { kind: 'unassisted' };

export interface ScoringLineModel {
  key: string;
  /** The time in the period as recorded; null when missing. */
  time: string | null;
  /** The score after the goal, "2-1". */
  score: string;
  /** "#9 Ola A" (no number: the name only). */
  scorer: PersonCell;
  assists: GoalAssists;
  period: PlayedPeriod;
  team: string;
  /** EQ, PP1, …; null for an unknown type id. */
  goalType: string | null;
}

/** A scored shootout attempt: its shooter, team and the shootout's tally after it (issue 24 case 2). */
export interface ShootoutAttemptModel {
  key: string;
  scorer: PersonCell;
  team: string;
  tally: Record<Side, number>;
}

export interface ShootoutLineModel {
  /** The score after the deciding goal, "4-5". */
  score: string;
  goals: Record<Side, number>;
  /** The winner's team name; null on a tie (a record that is not finished). */
  winner: string | null;
  /** The scored attempts one by one, in order. */
  attempts: readonly ShootoutAttemptModel[];
  /** The deciding goal's shooter, "#9 Ola A" (always the winner's); null when the goal list lacks it. */
  decidingScorer: string | null;
}

export interface ScoringSummaryModel {
  lines: readonly ScoringLineModel[];
  shootout: ShootoutLineModel | null;
}

export interface PenaltyRowModel {
  key: string;
  time: string | null;
  team: string | null;
  player: PersonCell;
  infraction: string | null;
  minutes: number;
}

export interface PenaltyGroupModel {
  period: PlayedPeriod;
  rows: readonly PenaltyRowModel[];
  /** The period's minutes (issue 11 case 6: every per-period table has its total). */
  totalMinutes: number;
}

export interface SkaterRowModel {
  key: string;
  player: PersonCell;
  shirtNo: number | null;
  goals: number;
  assists: number;
  points: number;
  plusMinus: number;
  shots: number;
  pim: number;
  /** SPEC §5: one decimal (52.0; the page formats it); null when unknown. */
  faceoffPct: number | null;
  /** mm:ss; the record's own text when it has no seconds; null when neither. */
  timeOnIce: string | null;
}

export interface GoalieRowModel {
  key: string;
  player: PersonCell;
  shirtNo: number | null;
  /** mm:ss. */
  timeOnIce: string;
  shots: number;
  saves: number;
  /** SPEC §2: one decimal, 0 without shots (the page formats it: "0.0" / "0,0"). */
  savePct: number;
}

export interface LineupSlotModel {
  key: string;
  href: string | null;
  /** The one position rule (domain/people positionLabel); null: a dash. */
  position: PositionLabel | null;
  number: number | null;
  /** SPEC §2: the last name upper-cased. */
  name: string;
}

export interface HockeyMatchModel {
  names: Record<Side, string>;
  gameDetails: HockeyGameDetailsModel;
  scoring: ScoringSummaryModel;
  /** One group per played period, a period without penalties included. */
  penalties: readonly PenaltyGroupModel[];
  skaters: Record<Side, readonly SkaterRowModel[]>;
  goalies: Record<Side, readonly GoalieRowModel[]>;
  penaltyTotals: PeriodTableModel;
  lineups: Readonly<Record<LineNumber, Record<Side, readonly LineupSlotModel[]>>>;
}

// ---- Basketball (SPEC §2 basketball, §5 basketball) ----

export interface BasketballPeriodColumnModel {
  /** P1-P4, E1-E6. */
  label: string;
}

export interface BasketballPlayerRowModel {
  key: string;
  player: PersonCell;
  shirtNo: number | null;
  minutes: string;
  points: number;
  fouls: number;
  freeThrows: ShotLine;
  twoPointers: ShotLine;
  threePointers: ShotLine;
  offensiveRebounds: number;
  defensiveRebounds: number;
  rebounds: number;
  assists: number;
  steals: number;
  turnovers: number;
  blocks: number;
  /** SPEC §5: two decimals (the page formats it in the reader's language). */
  efficiency: number;
}

export interface BasketballTeamRowModel {
  offensiveRebounds: number;
  defensiveRebounds: number;
  rebounds: number;
  turnovers: number;
}

export interface BasketballMatchModel {
  names: Record<Side, string>;
  periods: readonly BasketballPeriodColumnModel[];
  /** Points per period; the total first (SPEC §2 basketball period table). */
  points: readonly BasketballSideRowModel[];
  fouls: readonly BasketballSideRowModel[];
  players: Record<Side, readonly BasketballPlayerRowModel[]>;
  teamRows: Record<Side, BasketballTeamRowModel>;
}

export interface BasketballSideRowModel {
  side: Side;
  team: string;
  total: number;
  cells: readonly number[];
}

// ---- Volleyball (SPEC §2 volleyball) ----

export interface VolleyballPlayerRowModel {
  key: string;
  player: PersonCell;
  shirtNo: number | null;
  totalPoints: number;
  attackPoints: number;
  blockPoints: number;
  aces: number;
}

export interface VolleyballMatchModel {
  names: Record<Side, string>;
  /** Set numbers 1-5 in order. */
  sets: readonly number[];
  /** Each side's points per set. */
  setRows: readonly { side: Side; team: string; cells: readonly number[] }[];
  /** SPEC §5: by total points, most first. */
  players: Record<Side, readonly VolleyballPlayerRowModel[]>;
}

// ---- Soccer (issue 24 case 10: the corporate preset's soccer matches) ----

export interface SoccerGoalRowModel {
  key: string;
  /** The match minute; null when the record has none (a dash). */
  minute: number | null;
  /** The score after the goal, "2-1". */
  score: string;
  side: Side;
  team: string;
  scorer: PersonCell;
}

export interface SoccerCardRowModel {
  key: string;
  minute: number | null;
  side: Side;
  team: string;
  player: PersonCell;
  card: 'yellow' | 'red';
  /** A red card's reason when the record says it. */
  reason: 'secondYellow' | 'straight' | null;
}

export interface SoccerMatchModel {
  names: Record<Side, string>;
  goals: readonly SoccerGoalRowModel[];
  cards: readonly SoccerCardRowModel[];
}
