/**
 * SPEC §5 percentages: zero when there were no attempts; 100 when made with no misses; otherwise 100 ×
 * made / attempts, floored in the match view and rounded in season views.
 */

function ratioPercent(made: number, missed: number, settle: (value: number) => number): number {
  const attempts = made + missed;
  if (!(attempts > 0)) return 0;
  if (missed <= 0) return 100;
  return settle((100 * made) / attempts);
}

/** SPEC §5: the match view's shooting percentage (floor). `missed` is the number of misses, not attempts. */
export function matchPercent(made: number, missed: number): number {
  return ratioPercent(made, missed, Math.floor);
}

/** SPEC §5: the season views' shooting percentage (round). */
export function seasonPercent(made: number, missed: number): number {
  return ratioPercent(made, missed, Math.round);
}
