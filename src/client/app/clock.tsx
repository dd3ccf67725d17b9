/** The clock service for components that show time-dependent state (the slider's live cards). */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createClock, type Clock } from '../services/clock';

const ClockContext = createContext<Clock>(createClock(new Date().toISOString()));

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock's time in ms, rounded down to `stepMs` (a minute by default) and refreshed as it passes. */
export function useNow(stepMs = 60_000): number {
  const clock = useContext(ClockContext);
  const read = () => Math.floor(clock.now().getTime() / stepMs) * stepMs;
  const [now, setNow] = useState(read);
  useEffect(() => {
    const tick = () => setNow(Math.floor(clock.now().getTime() / stepMs) * stepMs);
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
