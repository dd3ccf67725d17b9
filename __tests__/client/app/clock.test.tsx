/**
 * DESIGN §6.4 / issue 26: the clock hooks over a server-rendered page. While hydrating they show the
 * server's render instant; once hydrated nothing re-renders for that alone (it was a render of the whole
 * page below a live view or a list, in a task of its own); a part mounted later starts from the clock.
 */
import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ClockProvider, useDeviceNow, useNow, useNowFor } from '../../../src/client/app/clock';
import { fixedClock } from '../../../src/client/services/clock';

const SERVER_CLOCK = Date.parse('2026-11-21T17:00:00Z');
const SERVER_DEVICE = Date.parse('2026-11-21T16:59:58Z');
const DEVICE = Date.parse('2026-11-21T17:00:20Z');

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(DEVICE);
});

afterEach(() => {
  jest.useRealTimers();
});

/** Records each render's values: the minute of the clock and the device time. */
function probe() {
  const renders: { now: number; device: number }[] = [];
  function Probe() {
    const now = useNow();
    const device = useDeviceNow(60_000);
    renders.push({ now, device });
    return null;
  }
  return { renders, Probe };
}

test('once hydrated, the parts that show the time are not rendered again for it', () => {
  const { renders, Probe } = probe();
  render(
    <ClockProvider clock={fixedClock(new Date(SERVER_CLOCK))} renderedAt={{ clockMs: SERVER_CLOCK, deviceMs: SERVER_DEVICE }}>
      <Probe />
    </ClockProvider>,
  );
  // The first render is the server's instant; the effects then catch up with the device's time.
  expect(renders[0]).toEqual({ now: SERVER_CLOCK, device: SERVER_DEVICE });
  const afterCatchUp = renders.length;
  expect(renders[afterCatchUp - 1]).toEqual({ now: SERVER_CLOCK, device: DEVICE });
  // The hydration ends (the provider's timer): no render for that.
  act(() => {
    jest.advanceTimersByTime(1);
  });
  expect(renders).toHaveLength(afterCatchUp);
});

test('a part mounted after the hydration starts from the clock, not from the server render instant', () => {
  const { renders, Probe } = probe();
  let show: (value: boolean) => void = () => undefined;
  function Later() {
    const [shown, setShown] = useState(false);
    show = setShown;
    return shown ? <Probe /> : null;
  }
  render(
    <ClockProvider clock={fixedClock(new Date(SERVER_CLOCK + 120_000))} renderedAt={{ clockMs: SERVER_CLOCK, deviceMs: SERVER_DEVICE }}>
      <Later />
    </ClockProvider>,
  );
  act(() => {
    jest.advanceTimersByTime(1);
  });
  act(() => show(true));
  expect(renders[0]).toEqual({ now: SERVER_CLOCK + 120_000, device: DEVICE + 1 });
});

test('issue 26: the catch-up after a hydration is a transition (rendered in slices, after urgent updates), not an update rendered in one task', () => {
  const log: string[] = [];
  function Clock() {
    const now = useNow();
    log.push(now === SERVER_CLOCK ? 'clock: server instant' : 'clock: caught up');
    return null;
  }
  // An urgent update made after the catch-up was asked for (in a later effect of the same commit).
  function Urgent() {
    const [updated, setUpdated] = useState(false);
    useEffect(() => setUpdated(true), []);
    log.push(updated ? 'urgent: updated' : 'urgent: first');
    return null;
  }
  render(
    <ClockProvider clock={fixedClock(new Date(SERVER_CLOCK + 120_000))} renderedAt={{ clockMs: SERVER_CLOCK, deviceMs: SERVER_DEVICE }}>
      <Clock />
      <Urgent />
    </ClockProvider>,
  );
  // An ordinary update would be rendered with the urgent one, in the same pass (clock first, by tree order).
  expect(log).toEqual(['clock: server instant', 'urgent: first', 'urgent: updated', 'clock: caught up']);
});

describe('useNowFor (issue 26: a page is rendered again for the time only where it shows)', () => {
  /** A part that shows whether a match starting at `startMs` has begun. */
  function statusProbe(startMs: number) {
    const renders: number[] = [];
    function Status() {
      const now = useNowFor((at) => (at >= startMs ? 'begun' : 'scheduled'));
      renders.push(now);
      return <p>{now >= startMs ? 'begun' : 'scheduled'}</p>;
    }
    return { renders, Status };
  }

  test('after hydrating a page rendered two minutes ago, a part whose text is the same is not rendered again', () => {
    const { renders, Status } = statusProbe(SERVER_CLOCK + 3_600_000);
    const clock = { now: () => new Date(SERVER_CLOCK + 120_000) };
    render(
      <ClockProvider clock={clock} renderedAt={{ clockMs: SERVER_CLOCK, deviceMs: SERVER_DEVICE }}>
        <Status />
      </ClockProvider>,
    );
    act(() => {
      jest.advanceTimersByTime(30_000);
    });
    expect(renders).toEqual([SERVER_CLOCK]);
  });

  test('a part whose text the new time changes catches up at once, and a later change shows within a tick (15 s)', () => {
    const { renders, Status } = statusProbe(SERVER_CLOCK + 60_000);
    let deviceMs = SERVER_CLOCK + 120_000;
    const clock = { now: () => new Date(deviceMs) };
    const { container } = render(
      <ClockProvider clock={clock} renderedAt={{ clockMs: SERVER_CLOCK, deviceMs: SERVER_DEVICE }}>
        <Status />
      </ClockProvider>,
    );
    expect(renders).toEqual([SERVER_CLOCK, SERVER_CLOCK + 120_000]);
    expect(container.textContent).toBe('begun');

    const later = statusProbe(SERVER_CLOCK + 240_000);
    deviceMs = SERVER_CLOCK;
    const second = render(
      <ClockProvider clock={clock}>
        <later.Status />
      </ClockProvider>,
    );
    expect(second.container.textContent).toBe('scheduled');
    // Minutes pass without a change on screen: no render; the start passes: shown within 15 s.
    deviceMs = SERVER_CLOCK + 180_000;
    act(() => {
      jest.advanceTimersByTime(15_000);
    });
    expect(later.renders).toEqual([SERVER_CLOCK]);
    deviceMs = SERVER_CLOCK + 245_000;
    act(() => {
      jest.advanceTimersByTime(15_000);
    });
    expect(second.container.textContent).toBe('begun');
    expect(later.renders).toEqual([SERVER_CLOCK, SERVER_CLOCK + 240_000]);
  });
});
