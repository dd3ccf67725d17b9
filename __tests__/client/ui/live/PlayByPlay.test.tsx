/**
 * Issue 14: the play-by-play is windowed. jsdom has no layout, so the sizes a browser would give are set
 * here: the scroller 400 px high, every row 40 px. With them, a 2,000-row list must put a screenful of
 * rows in the DOM (not 2,000), newest first, each saying its place in the whole list; scrolling brings the
 * rows of that place; it stays an ordered list with list items, in a box that takes keyboard focus.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { PlayRow } from '../../../../src/client/domain/live/playByPlay';
import { PlayByPlay } from '../../../../src/client/ui/live/PlayByPlay';
import { renderWithProviders } from '../../../support/renderWithProviders';

const SCROLLER_PX = 400;
const ROW_PX = 40;

/** Rows oldest first, as the selector gives them: a timeout per second, a line change every 10th. */
function rows(count: number): PlayRow[] {
  return Array.from({ length: count }, (_, i): PlayRow =>
    i % 10 === 9
      ? { kind: 'shift', key: `shift:s${i}`, side: 'A', goalie: false, line: 2, on: [{ clientId: `in${i}`, player: null }], off: [{ clientId: `out${i}`, player: null }], time: '01:00', periodNo: 1 }
      : { kind: 'event', key: `e${i}`, event: { ClientId: `e${i}`, MatchId: 1, MatchEventType: 'Timeout', Team: 'H', PeriodTime: '01:00' }, period: null, emphasis: 'plain' },
  );
}

const restore: (() => void)[] = [];
beforeEach(() => {
  const rect = Element.prototype.getBoundingClientRect;
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
    const height = this.getAttribute('role') === 'region' ? SCROLLER_PX : this.tagName === 'LI' ? ROW_PX : 0;
    return { x: 0, y: 0, top: 0, left: 0, bottom: height, right: 800, width: 800, height, toJSON: () => ({}) } as DOMRect;
  };
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? ROW_PX : 0;
    },
  });
  restore.push(() => {
    Element.prototype.getBoundingClientRect = rect;
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
  });
});
afterEach(() => restore.splice(0).forEach((undo) => undo()));

const listed = () => within(screen.getByRole('list', { name: 'Play-by-play' })).getAllByRole('listitem');

describe('PlayByPlay, windowed (issue 14)', () => {
  test('2,000 rows: a screenful in the DOM, newest first, each with its place in the whole list', () => {
    renderWithProviders(<PlayByPlay rows={rows(2000)} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />);
    const items = listed();
    expect(items.length).toBeGreaterThanOrEqual(SCROLLER_PX / ROW_PX);
    expect(items.length).toBeLessThan(40);
    // The newest row is a line change: one row whose players keep their events' ids.
    expect(items[0]).toHaveAttribute('data-shift', 'line');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '2000');
    expect(items[0]?.querySelector('[data-client-id="in1999"]')).not.toBeNull();
    expect(items[0]?.querySelector('[data-client-id="out1999"]')).not.toBeNull();
    expect(items[1]).toHaveAttribute('data-client-id', 'e1998');
    expect(items[1]).toHaveAttribute('aria-posinset', '2');
  });

  test('scrolling brings the rows of that place, the oldest at the end', () => {
    renderWithProviders(<PlayByPlay rows={rows(2000)} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />);
    const scroller = screen.getByRole('region', { name: 'Play-by-play' });
    const scrollTo = (top: number) =>
      act(() => {
        Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
        fireEvent.scroll(scroller);
      });
    // Rows not yet rendered count at the estimate; halfway down the list's height is about row 1,000.
    const height = () => Number.parseFloat((scroller.firstElementChild as HTMLElement).style.height);
    scrollTo(height() / 2);
    const middle = listed().map((item) => Number(item.getAttribute('aria-posinset')));
    expect(Math.min(...middle)).toBeGreaterThan(900);
    expect(Math.max(...middle)).toBeLessThan(1100);
    expect(middle.length).toBeLessThan(40);
    scrollTo(height() - SCROLLER_PX);
    const end = listed();
    expect(end.at(-1)).toHaveAttribute('aria-posinset', '2000');
    expect(end.at(-1)).toHaveAttribute('data-client-id', 'e0');
    expect(listed().length).toBeLessThan(40);
  });

  test('the scroller takes keyboard focus and holds the list; no rows: the empty notice', () => {
    const { unmount } = renderWithProviders(<PlayByPlay rows={rows(3)} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />);
    const scroller = screen.getByRole('region', { name: 'Play-by-play' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    scroller.focus();
    expect(scroller).toHaveFocus();
    expect(within(scroller).getByRole('list', { name: 'Play-by-play' }).tagName).toBe('OL');
    expect(listed()).toHaveLength(3);
    unmount();
    renderWithProviders(<PlayByPlay rows={[]} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />);
    expect(screen.getByRole('status')).toHaveTextContent('None');
  });

  test('a new event at the top while reading from the top: it is listed first', () => {
    const first = rows(500);
    const goal: PlayRow = { kind: 'event', key: 'new', event: { ClientId: 'new', MatchId: 1, MatchEventType: 'Goal', Team: 'A', PeriodTime: '02:00' }, period: null, emphasis: 'goal' };
    function Growing() {
      const [list, setList] = useState(first);
      return (
        <>
          <button type="button" onClick={() => setList([...first, goal])}>
            add
          </button>
          <PlayByPlay rows={list} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />
        </>
      );
    }
    renderWithProviders(<Growing />);
    expect(listed()[0]).toHaveAttribute('aria-setsize', '500');
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(listed()[0]).toHaveAttribute('data-client-id', 'new');
    expect(listed()[0]).toHaveAttribute('aria-setsize', '501');
  });
});

describe('PlayByPlay, sized without a forced layout (issue 26)', () => {
  /** A ResizeObserver the test answers: what it observes, and a way to report sizes as the browser would after its layout. */
  function fakeResizeObservers() {
    const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
    class FakeResizeObserver {
      private readonly record: { callback: ResizeObserverCallback; targets: Element[] };
      constructor(callback: ResizeObserverCallback) {
        this.record = { callback, targets: [] };
        observers.push(this.record);
      }
      observe(target: Element) {
        this.record.targets.push(target);
      }
      unobserve(target: Element) {
        this.record.targets = this.record.targets.filter((t) => t !== target);
      }
      disconnect() {
        this.record.targets = [];
      }
    }
    const entry = (target: Element, height: number) =>
      ({ target, contentRect: { width: 800, height }, borderBoxSize: [{ blockSize: height, inlineSize: 800 }] }) as unknown as ResizeObserverEntry;
    const original = window.ResizeObserver;
    window.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    restore.push(() => {
      window.ResizeObserver = original;
    });
    return {
      /** Reports every observed element's size: `sizeOf` of it. */
      laidOut(sizeOf: (target: Element) => number) {
        act(() => {
          for (const { callback, targets } of observers) if (targets.length > 0) callback(targets.map((t) => entry(t, sizeOf(t))), {} as ResizeObserver);
        });
      },
    };
  }

  test('mounting reads no size from the page (no forced layout); the observers’ sizes then set the rows', () => {
    const browser = fakeResizeObservers();
    let reads = 0;
    for (const name of ['clientHeight', 'offsetHeight'] as const) {
      const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
      const read = (own ?? Object.getOwnPropertyDescriptor(Element.prototype, name))?.get;
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          reads += 1;
          return read?.call(this) ?? 0;
        },
      });
      // Undone before the sizes of beforeEach (first in the list).
      restore.unshift(() => {
        if (own) Object.defineProperty(HTMLElement.prototype, name, own);
        else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
      });
    }
    const rectReads = jest.spyOn(Element.prototype, 'getBoundingClientRect');
    // A write of the scroll position lays the page out too; the box stands at its top already.
    const writes = jest.fn();
    const ownScrollTo = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollTo');
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, writable: true, value: writes });
    restore.unshift(() => {
      if (ownScrollTo) Object.defineProperty(HTMLElement.prototype, 'scrollTo', ownScrollTo);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollTo;
    });
    renderWithProviders(<PlayByPlay rows={rows(2000)} homeShort="STJ" awayShort="FRI" label="Play-by-play" emptyText="None" />);
    expect(reads).toBe(0);
    expect(rectReads).not.toHaveBeenCalled();
    expect(writes).not.toHaveBeenCalled();
    // Before the browser reports: the first screen's rows (45 rem of 2.6 rem rows, and the overscan).
    const before = listed().length;
    expect(before).toBeGreaterThan(20);
    // A 200 px box with 40 px rows lists 5 rows and the overscan: fewer than the first screen's.
    browser.laidOut((target) => (target.getAttribute('role') === 'region' ? 200 : ROW_PX));
    const after = listed();
    expect(after.length).toBeLessThan(before);
    expect(after.length).toBeGreaterThanOrEqual(200 / ROW_PX);
    expect(after[0]).toHaveAttribute('aria-posinset', '1');
    expect(reads).toBe(0);
  });
});
