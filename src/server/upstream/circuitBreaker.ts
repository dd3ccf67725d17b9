/**
 * A circuit breaker in front of the federation's API (DESIGN §1: the upstream data source must not let a
 * failing upstream take the server down with it). Without one, every fan's request during an outage waits the
 * whole timeout and holds a socket, and a struggling upstream gets hammered just when it is trying to recover.
 *
 * States: `closed` (calls go through; consecutive failures are counted), `open` (calls fail at once until the
 * cool-down ends), `half-open` (exactly one probe call goes through; its success closes the breaker, its
 * failure re-opens it with the cool-down doubled, up to a cap). A 404 is an answer, not a failure: the caller
 * reports it as a success.
 */

export interface CircuitBreakerOptions {
  /** Consecutive failures that open the breaker. */
  failureThreshold: number;
  /** The first cool-down after opening. */
  cooldownMs: number;
  /** The cool-down doubles after each failed probe, up to this. */
  maxCooldownMs: number;
  nowMs: () => number;
}

export type BreakerState =
  | { kind: 'closed'; consecutiveFailures: number }
  | { kind: 'open'; untilMs: number; cooldownMs: number; consecutiveFailures: number }
  | { kind: 'half-open'; cooldownMs: number; consecutiveFailures: number };

/** Permission for one call; hand it back with `succeeded` or `failed` (or drop it when the call was cancelled). */
export interface BreakerTicket {
  readonly probe: boolean;
}

export type Admission = { admitted: true; ticket: BreakerTicket } | { admitted: false; retryAtMs: number; consecutiveFailures: number };

export interface CircuitBreaker {
  /** Admits a call, or says when calls will be admitted again. Never waits. */
  admit(): Admission;
  succeeded(ticket: BreakerTicket): void;
  failed(ticket: BreakerTicket): void;
  /** A call that was neither a success nor a failure (cancelled at shutdown): frees the probe slot. */
  released(ticket: BreakerTicket): void;
  state(): BreakerState;
  /** One line for /healthz. */
  describe(): string;
}

export function createCircuitBreaker({ failureThreshold, cooldownMs, maxCooldownMs, nowMs }: CircuitBreakerOptions): CircuitBreaker {
  let state: BreakerState = { kind: 'closed', consecutiveFailures: 0 };
  // How long the single probe may take before the next caller is told to come back: the caller that gets
  // a 503 during the probe should retry about when the probe has settled, not after a whole cool-down.
  const probeRetryMs = Math.min(cooldownMs, 1000);
  let probeStartedMs = 0;

  function open(cooldown: number, consecutiveFailures: number): void {
    state = { kind: 'open', untilMs: nowMs() + cooldown, cooldownMs: cooldown, consecutiveFailures };
  }

  return {
    admit() {
      if (state.kind === 'closed') return { admitted: true, ticket: { probe: false } };
      if (state.kind === 'open') {
        if (nowMs() < state.untilMs) return { admitted: false, retryAtMs: state.untilMs, consecutiveFailures: state.consecutiveFailures };
        state = { kind: 'half-open', cooldownMs: state.cooldownMs, consecutiveFailures: state.consecutiveFailures };
        probeStartedMs = nowMs();
        return { admitted: true, ticket: { probe: true } };
      }
      return { admitted: false, retryAtMs: Math.max(nowMs(), probeStartedMs) + probeRetryMs, consecutiveFailures: state.consecutiveFailures };
    },
    succeeded() {
      // Any answer proves the upstream is back, even one from a call that started before the breaker opened.
      state = { kind: 'closed', consecutiveFailures: 0 };
    },
    failed(ticket) {
      if (state.kind === 'closed') {
        const consecutiveFailures = state.consecutiveFailures + 1;
        if (consecutiveFailures >= failureThreshold) open(cooldownMs, consecutiveFailures);
        else state = { kind: 'closed', consecutiveFailures };
      } else if (state.kind === 'half-open' && ticket.probe) {
        open(Math.min(state.cooldownMs * 2, maxCooldownMs), state.consecutiveFailures + 1);
      }
      // Failures of calls that started before the breaker opened say nothing new: the cool-down stands.
    },
    released(ticket) {
      // A cancelled probe proved nothing: the next caller may probe at once.
      if (state.kind === 'half-open' && ticket.probe)
        state = { kind: 'open', untilMs: nowMs(), cooldownMs: state.cooldownMs, consecutiveFailures: state.consecutiveFailures };
    },
    state: () => state,
    describe() {
      switch (state.kind) {
        case 'closed':
          return `circuit closed (${state.consecutiveFailures} consecutive failures of ${failureThreshold} allowed)`;
        case 'open':
          return `circuit open after ${state.consecutiveFailures} consecutive failures; next attempt in ${Math.max(0, Math.ceil((state.untilMs - nowMs()) / 1000))} s`;
        case 'half-open':
          return `circuit half-open: one probe request under way after ${state.consecutiveFailures} consecutive failures`;
      }
    },
  };
}
