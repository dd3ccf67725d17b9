import { createCircuitBreaker, type BreakerTicket } from '../../../src/server/upstream';

function breakerAt(clock: { ms: number }) {
  return createCircuitBreaker({ failureThreshold: 2, cooldownMs: 1000, maxCooldownMs: 3000, nowMs: () => clock.ms });
}

function admitted(admission: ReturnType<ReturnType<typeof createCircuitBreaker>['admit']>): BreakerTicket {
  if (!admission.admitted) throw new Error('expected admission');
  return admission.ticket;
}

describe('createCircuitBreaker (DESIGN §1)', () => {
  it('given closed, when failures reach the threshold, then it opens for the cool-down', () => {
    const clock = { ms: 0 };
    const breaker = breakerAt(clock);
    breaker.failed(admitted(breaker.admit()));
    expect(breaker.state()).toEqual({ kind: 'closed', consecutiveFailures: 1 });
    breaker.failed(admitted(breaker.admit()));
    expect(breaker.state()).toEqual({ kind: 'open', untilMs: 1000, cooldownMs: 1000, consecutiveFailures: 2 });
    expect(breaker.admit()).toEqual({ admitted: false, retryAtMs: 1000, consecutiveFailures: 2 });
  });

  it('given open past its cool-down, when called twice, then only the first is a probe', () => {
    const clock = { ms: 0 };
    const breaker = breakerAt(clock);
    breaker.failed(admitted(breaker.admit()));
    breaker.failed(admitted(breaker.admit()));
    clock.ms = 1000;
    expect(breaker.admit()).toEqual({ admitted: true, ticket: { probe: true } });
    expect(breaker.admit()).toMatchObject({ admitted: false });
  });

  it('given half-open, when the probe fails, then the cool-down doubles up to the cap; success closes', () => {
    const clock = { ms: 0 };
    const breaker = breakerAt(clock);
    breaker.failed(admitted(breaker.admit()));
    breaker.failed(admitted(breaker.admit()));
    const cooldowns: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const state = breaker.state();
      if (state.kind !== 'open') throw new Error('expected open');
      clock.ms = state.untilMs;
      breaker.failed(admitted(breaker.admit()));
      const after = breaker.state();
      if (after.kind === 'open') cooldowns.push(after.cooldownMs);
    }
    expect(cooldowns).toEqual([2000, 3000, 3000]);
    const state = breaker.state();
    if (state.kind !== 'open') throw new Error('expected open');
    clock.ms = state.untilMs;
    breaker.succeeded(admitted(breaker.admit()));
    expect(breaker.state()).toEqual({ kind: 'closed', consecutiveFailures: 0 });
  });

  it('given half-open, when the probe is cancelled, then the next caller may probe at once', () => {
    const clock = { ms: 0 };
    const breaker = breakerAt(clock);
    breaker.failed(admitted(breaker.admit()));
    breaker.failed(admitted(breaker.admit()));
    clock.ms = 1000;
    breaker.released(admitted(breaker.admit()));
    expect(breaker.admit()).toEqual({ admitted: true, ticket: { probe: true } });
  });

  it('given open, when a call that began before it opened fails, then the cool-down stands', () => {
    const clock = { ms: 0 };
    const breaker = breakerAt(clock);
    const straggler = admitted(breaker.admit());
    breaker.failed(admitted(breaker.admit()));
    breaker.failed(admitted(breaker.admit()));
    clock.ms = 500;
    breaker.failed(straggler);
    expect(breaker.state()).toMatchObject({ kind: 'open', untilMs: 1000 });
  });
});
