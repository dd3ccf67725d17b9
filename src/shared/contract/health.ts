/**
 * What `GET /healthz` says of the upstream's wire in upstream mode (issue 25 "drift is visible"): per
 * target with anything unreadable in the last hour, the share of answers and of each field that could
 * not be read. The server writes it (server/wire), the ops wall reads it (shared/wire/health.ts).
 */

export interface FieldDrift {
  /** The field's path in the answer, e.g. `players[].gamesPlayed`; a list's own path (`players[]`) for whole rows. */
  field: string;
  /** Answers of the window that had it unreadable, and their share of the target's answers (0…1). */
  answers: number;
  share: number;
  /** For a list's own path: the rows that could not be read at all. */
  rows?: number;
}

export interface TargetDrift {
  /** The call's contract path without ids, e.g. `icehockey/TournamentPlayers`. */
  target: string;
  answers: number;
  unreadableAnswers: number;
  /** unreadableAnswers / answers (0…1). */
  unreadableShare: number;
  /** The fields that could not be read, most often first. */
  fields: FieldDrift[];
}

export interface DriftSummary {
  windowMinutes: number;
  /** Fresh answers checked in the window, all targets. */
  answersChecked: number;
  /** The targets with anything unreadable in the window, worst first. */
  targets: TargetDrift[];
}
