/**
 * SPEC §2 play-by-play: the filtered rows, newest first, one line each — an event, a goalie change, or
 * (issue 24 case 15) both teams' line changes between two stoppages as one compact, muted row whose
 * players (each keeping their event's `data-client-id`) sit under a disclosure. Goals, penalties and
 * period events are set first: heavier type, a marker, more room. Windowed with @tanstack/react-virtual
 * (issue 14): see PlayByPlay below.
 */
import { elementScroll, measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { LIVE_EVENT_TYPE, type LiveEvent, type LivePlayer } from '../../../shared/contract/live';
import { languageOfLocale } from '../../domain/language';
import { periodMessage } from '../../domain/live/periods';
import type { EventRow, LineChangesRow, ListedRow, RowEmphasis, ShiftMove, ShiftRow, TeamChanges } from '../../domain/live/playByPlay';
import { BASKETBALL_SHOT_POINTS, sideOf, type Side } from '../../domain/live/score';
import { termIn } from '../../domain/terms';

function who(player: LivePlayer | null | undefined): string {
  if (!player) return '';
  const name = `${player.FirstName} ${player.LastName}`.trim();
  return player.ShirtNo === null ? name : `#${player.ShirtNo} ${name}`;
}

/** "#50 Hansen": a change lists many players, so their number and last name. */
function shortWho(player: LivePlayer | null): string {
  if (!player) return '?';
  return player.ShirtNo === null ? player.LastName : `#${player.ShirtNo} ${player.LastName}`;
}

/** The line of text for one event (SPEC §5: goal text for two assists, one assist, unassisted). */
export function eventText(intl: IntlShape, e: LiveEvent): string {
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const player = who(e.Player);
  const score = typeof e.h === 'number' && typeof e.a === 'number' ? ` (${e.h} - ${e.a})` : '';
  switch (e.MatchEventType) {
    case LIVE_EVENT_TYPE.goal: {
      const assists = [e.FirstAssist, e.SecondAssist].filter((p): p is LivePlayer => !!p).map(who);
      if (assists.length === 2) return f('live.event.goalTwoAssists', { player, first: assists[0] ?? '', second: assists[1] ?? '' }) + score;
      if (assists.length === 1) return f('live.event.goalOneAssist', { player, first: assists[0] ?? '' }) + score;
      return f('live.event.goalUnassisted', { player }) + score;
    }
    case LIVE_EVENT_TYPE.penalty:
      // Issue 27 case 6: the infraction in the page's language ("Hooking" reads "Hekting" in Norwegian).
      return f('live.event.penalty', { player, infraction: termIn(languageOfLocale(intl.locale), 'infraction', e.InfractionName) ?? '', minutes: e.Minutes ?? 0 });
    case LIVE_EVENT_TYPE.shot:
      if (typeof e.ShotResult === 'number' && e.ShotResult in BASKETBALL_SHOT_POINTS) {
        const points = BASKETBALL_SHOT_POINTS[e.ShotResult] ?? 0;
        return (points > 0 ? f('live.event.shotMade', { player, points }) : f('live.event.shotMissed', { player })) + score;
      }
      return f('live.event.shot', { player });
    case LIVE_EVENT_TYPE.faceoff:
      return f('live.event.faceoff', { player, opponent: who(e.Opponent) });
    case LIVE_EVENT_TYPE.penaltyShot:
      return f(e.ResultText === 'Goal' ? 'live.event.penaltyShotGoal' : 'live.event.penaltyShotMiss', { player }) + score;
    case LIVE_EVENT_TYPE.shootout:
      return f(e.ResultText === 'Goal' ? 'live.event.shootoutGoal' : 'live.event.shootoutMiss', { player, round: e.RoundNo ?? 0 });
    case LIVE_EVENT_TYPE.timeout:
      return f('live.event.timeout');
    case LIVE_EVENT_TYPE.timer:
      return e.TypeName ? f(`live.period.${e.TypeName.replace(/\s+/g, '')}`) : '';
    case LIVE_EVENT_TYPE.playerTime:
      return f(e.Direction === 'In' ? 'live.event.playerIn' : 'live.event.playerOut', { player });
    case LIVE_EVENT_TYPE.substitution:
      return f('live.event.substitution', { in: who(e.PlayerIn), out: who(e.PlayerOut) });
    case LIVE_EVENT_TYPE.foul:
      return f('live.event.foul', { player: player || f('live.team') });
    case LIVE_EVENT_TYPE.offensiveRebound:
      return f('live.event.offensiveRebound', { player: player || f('live.team') });
    case LIVE_EVENT_TYPE.defensiveRebound:
      return f('live.event.defensiveRebound', { player: player || f('live.team') });
    case LIVE_EVENT_TYPE.turnover:
      return f('live.event.turnover', { player: player || f('live.team') });
    case LIVE_EVENT_TYPE.steal:
      return f('live.event.steal', { player });
    case LIVE_EVENT_TYPE.block:
      return f('live.event.block', { player });
    case LIVE_EVENT_TYPE.point:
      return f('live.event.point', { player: player || f('live.event.opponentError') }) + score;
    default:
      return e.TypeName ?? e.MatchEventType;
  }
}

/** The label before the players who came on in a change: the goalie, their line, or plain "on". */
function onLabel(intl: IntlShape, row: ShiftRow): string {
  if (row.goalie) return intl.formatMessage({ id: 'live.shift.goalieOn' });
  return row.line === null ? intl.formatMessage({ id: 'live.shift.on' }) : intl.formatMessage({ id: 'live.shift.lineOn' }, { n: row.line });
}

function Moves({ moves }: { moves: readonly ShiftMove[] }) {
  return (
    <>
      {moves.map((move, index) => (
        <span key={move.clientId} data-client-id={move.clientId}>
          {index > 0 ? ', ' : ''}
          {shortWho(move.player)}
        </span>
      ))}
    </>
  );
}

/** "Line 2 on: #50 Hansen, #24 Berg … · Off: #12 Dahl …"; a goalie change says "Goalie on/off". */
function ShiftText({ row }: { row: ShiftRow }) {
  const intl = useIntl();
  const offLabel = intl.formatMessage({ id: row.goalie ? 'live.shift.goalieOff' : 'live.shift.off' });
  return (
    <span>
      {row.on.length > 0 && (
        <>
          {onLabel(intl, row)}: <Moves moves={row.on} />
        </>
      )}
      {row.on.length > 0 && row.off.length > 0 && ' · '}
      {row.off.length > 0 && (
        <>
          {offLabel}: <Moves moves={row.off} />
        </>
      )}
    </span>
  );
}

/** A player in a row's summary: his number, else his last name ("?" when the feed did not name him). */
function numberOf(move: ShiftMove): string {
  if (!move.player) return '?';
  return move.player.ShirtNo === null ? move.player.LastName : String(move.player.ShirtNo);
}

/**
 * The summary of a row of line changes (issue 24 case 15): "Line changes 12:10–15:40 — STJ: 4 changes;
 * FRI: 3 changes", or, for a team that changed once, who: "STJ: in 12, 17, 22 · out 4, 8, 9".
 */
function lineChangesText(intl: IntlShape, row: LineChangesRow, tag: (side: Side | null) => string): string {
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const team = (changes: TeamChanges) => {
    const name = tag(changes.side) || f('live.lineChanges.team');
    if (changes.count > 1) return f('live.lineChanges.teamCount', { team: name, count: changes.count });
    const { on, off } = changes.latest;
    const parts = [
      ...(on.length > 0 ? [f('live.lineChanges.in', { players: on.map(numberOf).join(', ') })] : []),
      ...(off.length > 0 ? [f('live.lineChanges.out', { players: off.map(numberOf).join(', ') })] : []),
    ];
    return `${name}: ${parts.join(' · ')}`;
  };
  const span = row.from !== null && row.to !== null && row.from !== row.to ? ` ${row.from}–${row.to}` : '';
  return `${f('live.lineChanges.title')}${span} — ${row.teams.map(team).join('; ')}`;
}

/** An event's text; a period's start or end names the period ("Period start · Overtime"). */
function rowText(intl: IntlShape, row: EventRow): string {
  const text = eventText(intl, row.event);
  if (row.period === null) return text;
  const period = periodMessage(row.period);
  return `${text} · ${intl.formatMessage({ id: period.id }, period.values)}`;
}

export interface PlayByPlayProps {
  /** Oldest first, as the selector folds them; listed newest first (the list reads them from the end). */
  rows: readonly ListedRow[];
  homeShort: string;
  awayShort: string;
  label: string;
  emptyText: string;
}

/** Rows rendered beyond the visible ones on each side: keyboard and wheel scrolling land on painted rows. */
const OVERSCAN = 8;
/** A one-line row in root ems (padding, one line, border); measureElement corrects every rendered row. */
const ESTIMATED_ROW_EM = 2.6;
/** The root font size a page is rendered with before the browser's own is known (the server's, hydration's). */
const DEFAULT_ROOT_FONT_PX = 16;
/**
 * Issue 26: the scroller's height before it has been measured, in root ems — on the server, and in the
 * browser's hydration render, which must draw the server's rows. A first screen on most screens (the box is
 * at most 70 % of the window: 45 rem is 70 % of a 1,030 px window); a taller box lists more once measured.
 */
const FIRST_SCREEN_EM = 45;

function readRootFontPx(): number {
  const size = Number.parseFloat(window.getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(size) && size > 0 ? size : DEFAULT_ROOT_FONT_PX;
}

/** The browser's root font size, read once and again on a resize (large screens scale it with the width). */
let rootFont: number | null = null;
function rootFontPx(): number {
  if (typeof window === 'undefined') return DEFAULT_ROOT_FONT_PX;
  rootFont ??= readRootFontPx();
  return rootFont;
}
function subscribeRootFont(onChange: () => void): () => void {
  const resized = () => {
    const next = readRootFontPx();
    if (next === rootFont) return;
    rootFont = next;
    onChange();
  };
  window.addEventListener('resize', resized);
  return () => window.removeEventListener('resize', resized);
}
const defaultRootFontPx = () => DEFAULT_ROOT_FONT_PX;

/**
 * The row estimate in px: from the default root font size on the server and while hydrating (so both list
 * the same rows, issue 26), then from the browser's own (an arena screen's is larger).
 */
function useEstimatedRowPx(): number {
  const fontPx = useSyncExternalStore(subscribeRootFont, rootFontPx, defaultRootFontPx);
  return Math.round(fontPx * ESTIMATED_ROW_EM);
}

/** The scroller's rect until it is measured: the first screen's rows, the same on the server and in hydration. */
const INITIAL_RECT = { width: 0, height: FIRST_SCREEN_EM * DEFAULT_ROOT_FONT_PX };

/**
 * The scroller's size as the virtualizer sees it. Before it has a layout (a hidden tab, or no layout
 * engine at all) the box measures 0 × 0, which would list one row; the window's height is what the box
 * will grow to at most, so that many rows are listed until the real size arrives.
 *
 * Issue 26: the size comes from the box's ResizeObserver, which reports it after the browser's own layout
 * and before the frame is painted (INITIAL_RECT holds until then). The virtualizer's own observer first read
 * clientHeight at once, a forced style and layout of the whole page in the hydration's commit (40 ms at 4x
 * CPU on a live page).
 */
const observeScrollerRect: typeof observeElementRect<HTMLDivElement> = (instance, callback) => {
  const report = (rect: { width: number; height: number }) => callback(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight });
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return observeElementRect(instance, report);
  const observer = new Observer(([entry]) => {
    if (entry) report({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
};

/**
 * A row's height: from its ResizeObserver entry, which the browser delivers after its own layout; when a row
 * is rendered (no entry) the height measured before, else the estimate. Issue 26: the virtualizer's own
 * measurement of a new row reads offsetHeight at once, a forced layout of the whole page inside React's
 * commit (30 ms at 4x CPU in the hydration's last task); the observer reports the real height before the
 * frame is painted, and the rows stack in the list's flow, so nothing moves meanwhile.
 */
function rowHeight(element: HTMLLIElement, entry: ResizeObserverEntry | undefined, instance: Virtualizer<HTMLDivElement, HTMLLIElement>): number {
  if (entry !== undefined) return measureElement(element, entry, instance);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/** Scrollers that may stand elsewhere than at their top: written to, or scrolled by the reader. */
const movedScrollers = new WeakSet<Element>();

/**
 * Writes the scroller's position, but not the virtualizer's first write of a box still at its top (a new box,
 * or the server's, hydrated) to its top. Issue 26: that write (scrollTo) forced a style and layout of the
 * whole page inside the hydration's commit, for a box that stood there already.
 */
const scrollScroller: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  const element = instance.scrollElement;
  if (element !== null && !movedScrollers.has(element) && offset + (options.adjustments ?? 0) === 0) return;
  if (element !== null) movedScrollers.add(element);
  elementScroll(offset, options, instance);
};

interface RowProps {
  row: ListedRow;
  /** The row's place in the list as listed (0 = newest). */
  index: number;
  count: number;
  homeShort: string;
  awayShort: string;
  measureRef: (node: HTMLLIElement | null) => void;
  /** A row of line changes: whether its players are shown, and how to show or hide them. */
  open: boolean;
  onToggle: (key: string, open: boolean) => void;
}

/** The marker before an event that stands out (issue 24 case 15); its text already says what it is. */
const MARKS: Readonly<Record<RowEmphasis, string>> = { goal: '●', penalty: '■', period: '◆', plain: '' };

/**
 * One listed row. Memoized: an event arriving re-renders the rows whose place or content changed, not
 * every row on screen's text formatting.
 */
const Row = memo(function Row({ row, index, count, homeShort, awayShort, measureRef, open, onToggle }: RowProps) {
  const intl = useIntl();
  const tag = (side: Side | null) => (side === 'H' ? homeShort : side === 'A' ? awayShort : '');
  const place = { ref: measureRef, 'data-index': index, 'aria-posinset': index + 1, 'aria-setsize': count };
  if (row.kind === 'lineChanges') {
    const text = lineChangesText(intl, row, tag);
    // The row's name says when: its span is in the text, a single instant only in the time column.
    const name = row.to === null || row.from !== row.to ? text : `${row.to} ${text}`;
    return (
      <Item {...place} data-kind="lineChanges" aria-label={name} $side={null} $emphasis="minor">
        <Time>{row.to ?? ''}</Time>
        <TeamTag />
        <Disclosure open={open} onToggle={(event) => onToggle(row.key, event.currentTarget.open)}>
          <summary>{text}</summary>
          <Changes>
            {row.changes
              .slice()
              .reverse()
              .map((change) => (
                <div key={change.key} data-shift="line">
                  <Time>{change.time ?? ''}</Time> <TeamTag>{tag(change.side)}</TeamTag> <ShiftText row={change} />
                </div>
              ))}
          </Changes>
        </Disclosure>
      </Item>
    );
  }
  if (row.kind === 'shift') {
    return (
      <Item {...place} data-kind="shift" data-shift={row.goalie ? 'goalie' : 'line'} $side={row.side} $emphasis="plain">
        <Time>{row.time ?? ''}</Time>
        <TeamTag>{tag(row.side)}</TeamTag>
        <ShiftText row={row} />
      </Item>
    );
  }
  const e = row.event;
  const side = sideOf(e);
  const mark = MARKS[row.emphasis];
  return (
    <Item {...place} data-kind={row.emphasis === 'plain' ? 'event' : row.emphasis} data-client-id={e.ClientId} $side={side} $emphasis={row.emphasis}>
      <Time>{e.PeriodTime ?? e.TotalMatchTime ?? ''}</Time>
      <TeamTag>{tag(side)}</TeamTag>
      <span>
        {mark !== '' && <Mark aria-hidden="true" $emphasis={row.emphasis}>{mark}</Mark>}
        {rowText(intl, row)}
      </span>
    </Item>
  );
});

/**
 * The play-by-play list, windowed (issue 14): only the rows in view (and OVERSCAN either side) are in the
 * DOM, so a match of 5,000 events costs what a screenful costs. It scrolls inside its own box, at most
 * 70 % of the window high (at least 20 rem): on a phone the page around it stays reachable, on an arena
 * screen it fills most of it. The box takes keyboard focus (arrows, Page Up/Down, Home/End scroll it).
 * Still an ordered list of list items to assistive technology; each rendered row says its place and the
 * list's size (aria-posinset/aria-setsize), since the others are not in the DOM.
 *
 * New rows come in at the top. While the reader is at the top they see them arrive; once they have
 * scrolled down to older rows, the row they are reading stays where it is (the virtualizer's end
 * anchoring) instead of sliding down with every event.
 *
 * On the server (issue 26) the box has no size: it lists the rows of FIRST_SCREEN_EM at the default root
 * font, so the HTML carries the newest rows, and the browser's hydration render lists the same ones before
 * it measures its box and its root font.
 */
export function PlayByPlay({ rows, homeShort, awayShort, label, emptyText }: PlayByPlayProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const readingOlder = useRef(false);
  // The rows of line changes the reader opened, by key: a row scrolled out of the window and back stays open.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const onToggle = useCallback((key: string, open: boolean) => {
    setOpened((current) => {
      if (current.has(key) === open) return current;
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const estimate = useEstimatedRowPx();
  const count = rows.length;
  const rowAt = (index: number) => rows[count - 1 - index];
  // The virtualizer is a mutable instance read during render by design; this component is not memoized by
  // the compiler (its rows are, by hand).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimate,
    getItemKey: (index) => rowAt(index)?.key ?? index,
    overscan: OVERSCAN,
    observeElementRect: observeScrollerRect,
    // Issue 26: the server has no layout; with this rect it renders the first screen's rows into the HTML.
    initialRect: INITIAL_RECT,
    measureElement: rowHeight,
    anchorTo: readingOlder.current ? 'end' : 'start',
    scrollToFn: scrollScroller,
    onChange: (instance) => {
      readingOlder.current = (instance.scrollOffset ?? 0) > 0;
      if (readingOlder.current && instance.scrollElement !== null) movedScrollers.add(instance.scrollElement);
    },
  });
  if (count === 0) return <p role="status">{emptyText}</p>;
  const items = virtualizer.getVirtualItems();
  return (
    <Scroller ref={scrollRef} tabIndex={0} role="region" aria-label={label}>
      <Sizer style={{ height: `${virtualizer.getTotalSize()}px` }}>
        <List aria-label={label} style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
          {items.map((item) => {
            const row = rowAt(item.index);
            return row ? (
              <Row
                key={item.key}
                row={row}
                index={item.index}
                count={count}
                homeShort={homeShort}
                awayShort={awayShort}
                measureRef={virtualizer.measureElement}
                open={opened.has(row.key)}
                onToggle={onToggle}
              />
            ) : null;
          })}
        </List>
      </Sizer>
    </Scroller>
  );
}

const Scroller = styled.div`
  max-height: max(20rem, 70vh);
  overflow-y: auto;
  border-top: 0.0625rem solid ${({ theme }) => theme.colors.border};
`;
const Sizer = styled.div`
  position: relative;
  width: 100%;
`;
const List = styled.ol`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;
/** How a row is set (issue 24 case 15): goals, penalties and periods first; line changes small and muted. */
type ItemEmphasis = RowEmphasis | 'minor';

const Item = styled.li<{ $side: 'H' | 'A' | null; $emphasis: ItemEmphasis }>`
  display: grid;
  grid-template-columns: 3.5em 3em 1fr;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ $emphasis, theme }) => ($emphasis === 'minor' ? `${theme.space.xs} ${theme.space.sm}` : $emphasis === 'plain' ? theme.space.sm : `${theme.space.md} ${theme.space.sm}`)};
  border-bottom: 0.0625rem solid ${({ theme }) => theme.colors.border};
  border-left: ${({ $emphasis }) => ($emphasis === 'goal' ? '0.5rem' : '0.25rem')} solid
    ${({ $side, theme }) => ($side === 'H' ? theme.colors.liveHome : $side === 'A' ? theme.colors.liveAway : 'transparent')};
  font-size: ${({ $emphasis }) => ($emphasis === 'goal' ? '1.0625rem' : $emphasis === 'minor' ? '0.8125rem' : '1rem')};
  font-weight: ${({ $emphasis }) => ($emphasis === 'goal' || $emphasis === 'period' ? 700 : $emphasis === 'penalty' ? 600 : 400)};
  color: ${({ $emphasis, theme }) => ($emphasis === 'minor' ? theme.colors.textMuted : theme.colors.text)};
  background: ${({ $emphasis, theme }) => ($emphasis === 'goal' ? theme.colors.rowHighlight : $emphasis === 'period' ? theme.colors.surface : 'transparent')};
`;
const Mark = styled.span<{ $emphasis: RowEmphasis }>`
  margin-right: 0.4em;
  color: ${({ $emphasis, theme }) => ($emphasis === 'goal' ? theme.colors.liveAccent : $emphasis === 'penalty' ? theme.colors.warningText : theme.colors.textMuted)};
`;
const Disclosure = styled.details`
  min-width: 0;
  summary {
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Changes = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  > div {
    padding: 0.125rem 0;
  }
`;
const Time = styled.span`
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const TeamTag = styled.span`
  font-weight: 600;
  text-transform: uppercase;
`;
