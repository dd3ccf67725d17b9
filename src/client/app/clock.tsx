/** The clock service for components that show time-dependent state (the slider's live cards). */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createClock, type Clock } from '../services/clock';

interface ClockValue {
  clock: Clock;
  /**
   * DESIGN §6.4: the instant the server rendered the page at, while the browser hydrates it — the first
   * render must show what the HTML shows (the same minute), even when a minute turned in between; null after.
   */
  hydratingAtMs: number | null;
}

const ClockContext = createContext<ClockValue>({ clock: createClock(new Date().toISOString()), hydratingAtMs: null });

export function ClockProvider({ clock, renderedAtMs = null, children }: { clock: Clock; renderedAtMs?: number | null; children: ReactNode }) {
  const [hydratingAtMs, setHydratingAtMs] = useState(renderedAtMs);
  useEffect(() => {
    // Once hydrated, a part that mounts later starts from the clock itself.
    const timer = window.setTimeout(() => setHydratingAtMs(null), 0);
    return () => window.clearTimeout(timer);
  }, []);
  const value = useMemo(() => ({ clock, hydratingAtMs }), [clock, hydratingAtMs]);
  return <ClockContext.Provider value={value}>{children}</ClockContext.Provider>;
}

/** The clock's time in ms, rounded down to `stepMs` (a minute by default) and refreshed as it passes. */
export function useNow(stepMs = 60_000): number {
  const { clock, hydratingAtMs } = useContext(ClockContext);
  const [now, setNow] = useState(() => Math.floor((hydratingAtMs ?? clock.now().getTime()) / stepMs) * stepMs);
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
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), stepMs);
    return () => window.clearInterval(timer);
  }, [stepMs]);
  return now;
}
