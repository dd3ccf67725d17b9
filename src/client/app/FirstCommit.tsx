import { useEffect } from 'react';

/**
 * Calls `onCommit` once the tree it sits in is on screen (its effect runs after the commit): the entry
 * starts optional work (the live feed's SDK) only after the first render, never competing with it.
 */
export function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(() => {
    onCommit();
  }, [onCommit]);
  return null;
}
