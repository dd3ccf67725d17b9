/** Local storage that never throws (private mode, full quota, disabled storage all degrade to "nothing saved"). */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

function defaultBacking(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createStorage(backing: Storage | null = defaultBacking()): KeyValueStorage {
  return {
    get(key) {
      try {
        return backing?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        backing?.setItem(key, value);
      } catch {
        // Saving a preference is best effort.
      }
    },
  };
}

/** An in-memory storage (tests). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { readonly values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return { values, get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) };
}
