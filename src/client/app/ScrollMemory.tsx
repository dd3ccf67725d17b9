/**
 * SPEC §2 "Scroll resets to top on navigation unless the user returns via back" (issue 11 case 7). The
 * router's own restoration scrolls once, right after the route renders — before a lazily loaded page and
 * its lists have their height, so a scoreboard left at 829 px came back at 5. Here the position is
 * remembered per history entry and, on back/forward, re-applied as the page grows, until it is reached,
 * the user scrolls, or RESTORE_PATIENCE_MS pass; a new page starts at the top. A replace (the app filling
 * in the season and league of the URL it landed on) is the same page: it keeps the position, and a return
 * under way goes on.
 *
 * A scroll is written to the shown entry only while the browser is still on it: between a click and the
 * next page's commit the URL is already the new one while the old page stays on screen (the router waits
 * for the route's chunk inside a transition), and that page may re-render shorter as the store follows the
 * new URL; the browser's clamping then is not the fan's scrolling, and once remembered it brought them back
 * a screen above the row they opened.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a return waits for the page to grow tall enough (data on a slow connection). */
export const RESTORE_PATIENCE_MS = 5000;
/** Entries remembered (a session's history, bounded). */
const MAX_ENTRIES = 200;

const positions = new Map<string, number>();

/** The key of the history entry the browser is on (react-router keeps it in `history.state`; the first
 * entry of a visit has none, which the router calls "default"). */
function browserEntryKey(): string {
  const state: unknown = window.history.state;
  const key = typeof state === 'object' && state !== null ? (state as { key?: unknown }).key : undefined;
  return typeof key === 'string' ? key : 'default';
}

function remember(key: string, y: number): void {
  positions.delete(key);
  positions.set(key, y);
  if (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
}

/** Scrolls to `y` as soon as the page is tall enough; returns a function that stops trying. */
function restore(y: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y - 1;
  const apply = () => {
    window.scrollTo(0, y);
    return reachable();
  };
  if (apply()) return () => undefined;
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(() => apply() && stop()) : null;
  observer?.observe(document.body);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = window.setTimeout(() => stop(), RESTORE_PATIENCE_MS);
  function stop() {
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const name of userEvents) window.removeEventListener(name, stop);
  }
  for (const name of userEvents) window.addEventListener(name, stop, { passive: true });
  return stop;
}

export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry the page shows now: scroll events are written to it. Moved before this render's own scroll
  // (to the top, or a restore), so a page's position is never overwritten by the next page's.
  const currentKey = useRef(location.key);
  const restoring = useRef<() => void>(() => undefined);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      if (browserEntryKey() === currentKey.current) remember(currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      restoring.current();
    };
  }, []);

  useLayoutEffect(() => {
    const previous = currentKey.current;
    currentKey.current = location.key;
    if (navigationType === 'REPLACE') {
      const kept = positions.get(previous);
      if (kept !== undefined) remember(location.key, kept);
      return;
    }
    restoring.current();
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    if (saved === undefined) {
      restoring.current = () => undefined;
      window.scrollTo(0, 0);
    } else {
      restoring.current = restore(saved);
    }
  }, [location.key, navigationType]);

  return null;
}
