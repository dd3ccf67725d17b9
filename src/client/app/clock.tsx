/** The clock service for components that show time-dependent state (the slider's live cards). */
import { createContext, startTransition, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { sameJsonValue } from '../state/sameItems';
import { createClock, type Clock } from '../services/clock';

/**
 * DESIGN §6.4: when the server rendered the page — its clock (the league's time) and its device time (what
 * `Date.now()` read there, which live clocks count from). The server renders at these instants and the browser's
 * first render, which hydrates that markup, shows the same, even when a second or a minute turned in between.
 */
export interface RenderedAt {
  clockMs: number;
  deviceMs: number;
}

interface ClockValue {
  clock: Clock;
  /**
   * While the page is rendered on the server or hydrated: when the server rendered it; null after. Read
   * only when a part mounts (its first time), so it is a box the provider empties once hydrated, not state:
   * a new context value there re-rendered every part that shows the time, the whole page below a live
   * view or a list, in a task of its own right after hydration (issue 26: blocking time after hydration).
   */
  renderedAt: { current: RenderedAt | null };
}

const ClockContext = createContext<ClockValue>({ clock: createClock(new Date().toISOString()), renderedAt: { current: null } });

export function ClockProvider({ clock, renderedAt: rendered = null, children }: { clock: Clock; renderedAt?: RenderedAt | null; children: ReactNode }) {
  // One box for the provider's life (the first render's instant, as before: the server's render is once).
  const [renderedAt] = useState(() => ({ current: rendered }));
  useEffect(() => {
    // Once hydrated, a part that mounts later starts from the clock itself.
    const timer = window.setTimeout(() => {
      renderedAt.current = null;
    }, 0);
    return () => window.clearTimeout(timer);
  }, [renderedAt]);
  const value = useMemo(() => ({ clock, renderedAt }), [clock, renderedAt]);
  return <ClockContext.Provider value={value}>{children}</ClockContext.Provider>;
}

/**
 * The clock's time in ms for what `shown` derives from it: rounded down to `stepMs` (a minute by default),
 * and moved on, as time passes, only when `shown` at the new time differs from `shown` at the one on screen
 * (`isEqual`, same JSON by default). Issue 26: a page root that shows a few time-dependent things (a
 * status, a slider's cards) was rendered again whole every minute, and right after the hydration of a page
 * from the server's render cache (a minute behind), in one task of 300-1,000 ms at 4x CPU, mostly for
 * nothing: a finished match shows the same at 17:04 as at 17:03. `shown` is read at each tick, not only at
 * the render (the latest one is kept), so a status that turns is on screen within a tick (15 s).
 */
export function useNowFor<T>(shown: (nowMs: number) => T, isEqual: (a: T, b: T) => boolean = sameJsonValue, stepMs = 60_000): number {
  const { clock, renderedAt } = useContext(ClockContext);
  const [now, setNow] = useState(() => Math.floor((renderedAt.current?.clockMs ?? clock.now().getTime()) / stepMs) * stepMs);
  const latest = useRef({ shown, isEqual, now });
  useEffect(() => {
    latest.current = { shown, isEqual, now };
  });
  useEffect(() => {
    const tick = () => {
      const next = Math.floor(clock.now().getTime() / stepMs) * stepMs;
      const { shown: showing, isEqual: same, now: onScreen } = latest.current;
      if (next !== onScreen && !same(showing(onScreen), showing(next))) setNow(next);
    };
    // After a hydration the time shown was the server's: catch up at once where it shows, in a transition
    // (rendered in slices, between which the browser answers the reader).
    startTransition(tick);
    const timer = window.setInterval(tick, Math.min(stepMs, 15_000));
    return () => window.clearInterval(timer);
  }, [clock, stepMs]);
  return now;
}

/** The clock's time in ms, rounded down to `stepMs` (a minute by default) and refreshed as it passes. */
export function useNow(stepMs = 60_000): number {
  return useNowFor(theTimeItself, Object.is, stepMs);
}

const theTimeItself = (nowMs: number) => nowMs;

/**
 * Issue 15: the device's own time in ms, refreshed every `stepMs` — for ages of things stamped with the
 * device clock (the ops wall's arrivals, the live view's and the arena screen's connection ages), which the
 * server-shifted, sped-up clock above would distort.
 */
export function useDeviceNow(stepMs = 1000): number {
  const { renderedAt } = useContext(ClockContext);
  const [now, setNow] = useState(() => renderedAt.current?.deviceMs ?? Date.now());
  useEffect(() => {
    const tick = () => setNow(Date.now());
    // After a hydration the time shown was the server's: catch up at once, in a transition (as in useNow).
    startTransition(tick);
    const timer = window.setInterval(tick, stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}
