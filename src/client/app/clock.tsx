/** The clock service for components that show time-dependent state (the slider's live cards). */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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

/** The clock's time in ms, rounded down to `stepMs` (a minute by default) and refreshed as it passes. */
export function useNow(stepMs = 60_000): number {
  const { clock, renderedAt } = useContext(ClockContext);
  const [now, setNow] = useState(() => Math.floor((renderedAt.current?.clockMs ?? clock.now().getTime()) / stepMs) * stepMs);
  useEffect(() => {
    const tick = () => setNow(Math.floor(clock.now().getTime() / stepMs) * stepMs);
    // After a hydration the time shown was the server's: catch up at once.
    tick();
    const timer = window.setInterval(tick, Math.min(stepMs, 15_000));
    return () => window.clearInterval(timer);
  }, [clock, stepMs]);
  return now;
}

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
    // After a hydration the time shown was the server's: catch up at once.
    tick();
    const timer = window.setInterval(tick, stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}
