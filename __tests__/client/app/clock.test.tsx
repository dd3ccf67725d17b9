/**
 * DESIGN §6.4 / issue 26: the clock hooks over a server-rendered page. While hydrating they show the
 * server's render instant; once hydrated nothing re-renders for that alone (it was a render of the whole
 * page below a live view or a list, in a task of its own); a part mounted later starts from the clock.
 */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { ClockProvider, useDeviceNow, useNow } from '../../../src/client/app/clock';
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
