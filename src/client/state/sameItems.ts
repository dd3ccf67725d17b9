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

/**
 * Whether two records hold the same values under the same keys (or are the same, null included): a view
 * selector's result check, so a view whose every field is unchanged keeps its reference when its source
 * changed only where the view does not look (a live match's history cursor, issue 26).
 */
export function sameFields<T extends object | null>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (a === null || b === null) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  return keys.length === Object.keys(bRecord).length && keys.every((key) => Object.hasOwn(bRecord, key) && Object.is(aRecord[key], bRecord[key]));
}

/** Whether two values parsed from JSON are equal, whatever the order of their keys. */
export function sameJsonValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  return keys.length === Object.keys(bRecord).length && keys.every((key) => Object.hasOwn(bRecord, key) && sameJsonValue(aRecord[key], bRecord[key]));
}
