/**
 * Whether the fan can see the page (issue 16 catch-up): the document's visibilitychange, as a service so
 * the catch-up saga owns the listening and tests drive it with a fake.
 */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls `listener` with the new visibility on every change; returns the unsubscribe. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** The browser document's visibility. */
export function documentVisibility(doc: Document = document): PageVisibility {
  return {
    isVisible: () => doc.visibilityState === 'visible',
    subscribe(listener) {
      const onChange = () => listener(doc.visibilityState === 'visible');
      doc.addEventListener('visibilitychange', onChange);
      return () => doc.removeEventListener('visibilitychange', onChange);
    },
  };
}

/** A visibility the test switches with `set`. */
export function fakeVisibility(initial = true): PageVisibility & { set(visible: boolean): void } {
  let visible = initial;
  const listeners = new Set<(visible: boolean) => void>();
  return {
    isVisible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      visible = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}
