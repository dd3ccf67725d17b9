import { createClock } from '../../src/server/clock';

describe('createClock (DESIGN §3 DEMO_NOW, LIVE_SPEED)', () => {
  it('follows the wall clock without DEMO_NOW', () => {
    const clock = createClock({ startAt: null, wallMs: () => 1_700_000_000_000 });
    expect(clock.now().getTime()).toBe(1_700_000_000_000);
    expect(clock.pinned).toBe(false);
    expect(clock.rate).toBe(1);
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

  it('runs at LIVE_SPEED from DEMO_NOW: 120 clock seconds per real second', () => {
    let monotonic = 5_000;
    const clock = createClock({ startAt: new Date('2026-11-21T17:00:00Z'), rate: 120, monotonicMs: () => monotonic });
    expect(clock.now().toISOString()).toBe('2026-11-21T17:00:00.000Z');
    monotonic += 30_000;
    expect(clock.now().toISOString()).toBe('2026-11-21T18:00:00.000Z');
    monotonic += 250;
    expect(clock.now().toISOString()).toBe('2026-11-21T18:00:30.000Z');
    expect(clock.rate).toBe(120);
    expect(clock.pinned).toBe(true);
  });

  it('runs at LIVE_SPEED from the real instant it was made when DEMO_NOW is unset, immune to wall-clock jumps', () => {
    let monotonic = 0;
    let wall = Date.parse('2026-11-21T10:00:00Z');
    const clock = createClock({ startAt: null, rate: 60, monotonicMs: () => monotonic, wallMs: () => wall });
    monotonic += 60_000;
    wall += 3_600_000 * 5;
    expect(clock.now().toISOString()).toBe('2026-11-21T11:00:00.000Z');
    expect(clock.pinned).toBe(false);
  });

  it('at rate 1 changes nothing: DEMO_NOW runs at real speed', () => {
    let monotonic = 0;
    const clock = createClock({ startAt: new Date('2026-11-21T17:00:00Z'), rate: 1, monotonicMs: () => monotonic });
    monotonic += 1_000;
    expect(clock.now().toISOString()).toBe('2026-11-21T17:00:01.000Z');
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('refuses the rate %p', (rate) => {
    expect(() => createClock({ startAt: null, rate })).toThrow(/rate/);
  });
});
