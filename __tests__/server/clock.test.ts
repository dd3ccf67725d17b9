import { createClock } from '../../src/server/clock';

describe('createClock (DESIGN §3 DEMO_NOW)', () => {
  it('follows the wall clock without DEMO_NOW', () => {
    const clock = createClock({ startAt: null, wallMs: () => 1_700_000_000_000 });
    expect(clock.now().getTime()).toBe(1_700_000_000_000);
    expect(clock.pinned).toBe(false);
  });

  it('starts at DEMO_NOW and then runs with elapsed monotonic time', () => {
    let monotonic = 5_000;
    const clock = createClock({ startAt: new Date('2025-01-18T17:30:00Z'), monotonicMs: () => monotonic });
    const { now } = clock;
    expect(now().toISOString()).toBe('2025-01-18T17:30:00.000Z');
    monotonic += 90_500;
    expect(now().toISOString()).toBe('2025-01-18T17:31:30.500Z');
    expect(clock.pinned).toBe(true);
  });
});
