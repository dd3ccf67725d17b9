/**
 * Whether two lists hold the same items in the same order. A reducer that restores a saved list keeps the
 * list it has when they match, so the state the server rendered with keeps its references and hydration is
 * not followed by a re-render of everything that reads it (issue 26).
 */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}

/** Whether two sets hold the same members (a memoized selector's result check: an equal set keeps its reference). */
export function sameMembers<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  if (a.size !== b.size) return false;
  for (const member of a) if (!b.has(member)) return false;
  return true;
}
