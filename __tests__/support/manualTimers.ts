/** Timers a test fires itself (the push sender's delays, the PubNub source's refreshes): nothing runs until `fireAll`. */
import type { PushTimers } from '../../src/server/push/goalPushes';

export function manualTimers() {
  const pending = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const timers: PushTimers = {
    setTimeout: (callback, ms) => {
      next += 1;
      pending.set(next, { callback, ms });
      return next;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  const fireAll = () => {
    for (const [handle, { callback }] of [...pending]) {
      pending.delete(handle);
      callback();
    }
  };
  return { timers, pending, fireAll };
}
