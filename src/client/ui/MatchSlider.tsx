/**
 * SPEC §2 match slider: a horizontal row of 180×90 cards, each a link to the match, live match or
 * not-ready page, scrolled so the first match not yet past sits in the middle. One tab stop for the whole
 * row (issue 11 case 12): Tab lands on the centred card (or the last one focused), the arrow keys, Home
 * and End move between cards (a roving tabindex), Enter opens one — so the slider does not put dozens of
 * stops before the page content.
 *
 * Its height is reserved from the first render (one row of cards, whatever it shows), so the cards arriving
 * never push the page down (issue 14: layout shift); while the league's matches load it shows placeholder
 * cards and a loading status, never "no matches".
 */
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { rem } from '../theme/layout';
import { VisuallyHidden } from './LoadingOverlay';

export type CardTone = 'live' | 'final' | 'muted' | 'warning';

export interface MatchCardView {
  key: string;
  /** Where the card leads; null: nowhere (a postponed or cancelled match). */
  href: string | null;
  /** The card's accessible name (teams, score, date, time, status). */
  label: string;
  homeName: string;
  awayName: string;
  score: string;
  dateText: string;
  timeText: string;
  /** "2. periode", "Final (OT)": the status label, and its colour family. */
  statusText: string;
  tone: CardTone;
}

/**
 * A card as the slider gets it: its key, and its view made when the card itself is rendered (`sliderCard`).
 * Issue 26: a league's cards made in one render were one unit of React's work of 50-90 ms at 4x CPU on a
 * phone; made by each card, the hydration (a transition) yields between them.
 */
export interface SliderCardSource {
  readonly key: string;
  view(): MatchCardView;
}

/** A card whose view is made once, the first time it is asked for. */
export function sliderCard(key: string, makeView: () => MatchCardView): SliderCardSource {
  let made: MatchCardView | undefined;
  return { key, view: () => (made ??= makeView()) };
}

interface Props {
  label: string;
  emptyText: string;
  cards: readonly SliderCardSource[];
  focusIndex: number;
  /** Issue 25: the league's matches could not be read: this notice instead of `emptyText` (never "no matches"). */
  failed?: ReactNode;
  /** The league's matches are still on their way: placeholders and `loadingText` instead of `emptyText`. */
  loading?: boolean;
  loadingText?: string;
}

/** Placeholder cards while loading: more than the widest screen shows, so the row looks as it will. */
const PLACEHOLDER_CARDS = Array.from({ length: 24 }, (_, index) => index);

const KEY_STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface CardProps {
  source: SliderCardSource;
  index: number;
  tabIndex: 0 | -1;
  onFocusCard: (index: number) => void;
}

const sameCard = (a: CardProps, b: CardProps): boolean =>
  a.index === b.index && a.tabIndex === b.tabIndex && a.onFocusCard === b.onFocusCard && (a.source === b.source || sameView(a.source.view(), b.source.view()));

const sameView = (a: MatchCardView, b: MatchCardView): boolean =>
  a.key === b.key &&
  a.href === b.href &&
  a.label === b.label &&
  a.homeName === b.homeName &&
  a.awayName === b.awayName &&
  a.score === b.score &&
  a.dateText === b.dateText &&
  a.timeText === b.timeText &&
  a.statusText === b.statusText &&
  a.tone === b.tone;

/**
 * One card: plain elements styled by the list (a league's two months are a few hundred cards, so no
 * styled component or router Link per card: issue 14, main-thread work at boot), and only re-rendered
 * when what it shows changes (a goal re-renders one card, not the row).
 */
const SliderCard = memo(function SliderCard({ source, index, tabIndex, onFocusCard }: CardProps) {
  const card = source.view();
  const body = (
    <>
      <span className="meta">
        <span>{card.dateText}</span>
        <span>{card.timeText}</span>
      </span>
      <span className="team">
        <span>{card.homeName}</span>
      </span>
      <span className="team">
        <span>{card.awayName}</span>
      </span>
      <span className="status">{card.statusText}</span>
      <span className="score">{card.score}</span>
    </>
  );
  const onFocus = () => onFocusCard(index);
  return (
    <li>
      {card.href === null ? (
        <div className="card" data-tone={card.tone} tabIndex={tabIndex} aria-label={card.label} role="group" onFocus={onFocus}>
          {body}
        </div>
      ) : (
        <a className="card link" data-tone={card.tone} href={card.href} tabIndex={tabIndex} aria-label={card.label} onFocus={onFocus}>
          {body}
        </a>
      )}
    </li>
  );
}, sameCard);

/** A click the browser should handle itself: another button, a modifier (new tab, download), a target. */
function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;
}

export function MatchSlider({ label, emptyText, cards, focusIndex, loading = false, loadingText = '', failed }: Props) {
  const scroller = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  // The card that holds the row's one tab stop: the centred one until the user moves.
  const [active, setActive] = useState<number | null>(null);
  const current = Math.min(active ?? focusIndex, Math.max(0, cards.length - 1));
  // Centre again when the centred match or the list of matches changes, not when a score in it does.
  const listKey = `${cards.length}:${cards[0]?.key ?? ''}:${cards[cards.length - 1]?.key ?? ''}`;

  useEffect(() => {
    // In the next frame, as the browser lays the page out for it anyway (issue 26): measuring the card in the
    // commit forced a layout of the whole page there, 40 ms at 4x CPU inside the hydration's last task.
    const frame = window.requestAnimationFrame(() => {
      const list = scroller.current;
      const card = list?.children[focusIndex];
      if (!list || !(card instanceof HTMLElement)) return;
      list.scrollLeft = card.offsetLeft - list.offsetLeft - (list.clientWidth - card.offsetWidth) / 2;
    });
    return () => window.cancelAnimationFrame(frame);
  }, [focusIndex, listKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step || cards.length === 0) return;
    event.preventDefault();
    const next = step(current, cards.length);
    setActive(next);
    const target = scroller.current?.children[next]?.firstElementChild;
    if (target instanceof HTMLElement) {
      target.focus();
      target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
  };

  // One handler for every card link: in-app navigation as a router Link does it, without one per card.
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a.card') : null;
    const href = link?.getAttribute('href');
    if (!href || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(href);
  };

  const onFocusCard = useCallback((index: number) => setActive(index), []);

  return (
    <Region aria-label={label} aria-busy={loading && cards.length === 0}>
      {cards.length === 0 && failed ? (
        failed
      ) : cards.length === 0 && loading ? (
        // No live region of its own: the shell's loading overlay is the page's one status (SPEC §1); the
        // busy region says what it is waiting for.
        <Loading>
          <VisuallyHidden>{loadingText}</VisuallyHidden>
          <Placeholders aria-hidden="true">
            {PLACEHOLDER_CARDS.map((index) => (
              <PlaceholderCard key={index} />
            ))}
          </Placeholders>
        </Loading>
      ) : cards.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Cards ref={scroller} onKeyDown={onKeyDown} onClick={onClick}>
          {cards.map((card, index) => (
            <SliderCard key={card.key} source={card} index={index} tabIndex={index === current ? 0 : -1} onFocusCard={onFocusCard} />
          ))}
        </Cards>
      )}
    </Region>
  );
}

/** A thin horizontal scrollbar's height (Chromium on Linux and Windows; overlay scrollbars take none). */
const SCROLLBAR_ALLOWANCE = '12px';

const Region = styled.section`
  /* One row of cards with the list's padding and its scrollbar, whatever the region shows (no shift). */
  min-height: calc(${({ theme }) => rem(theme.layout.sliderCard.height)} + 2 * ${({ theme }) => theme.space.sm} + ${SCROLLBAR_ALLOWANCE});
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Loading = styled.div`
  overflow: hidden;
`;

const Placeholders = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
`;

const PlaceholderCard = styled.div`
  flex: none;
  width: ${({ theme }) => rem(theme.layout.sliderCard.width)};
  height: ${({ theme }) => rem(theme.layout.sliderCard.height)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;

  .card {
    position: relative;
    display: grid;
    grid-template-rows: auto 1fr 1fr 1.25em;
    width: ${({ theme }) => rem(theme.layout.sliderCard.width)};
    height: ${({ theme }) => rem(theme.layout.sliderCard.height)};
    padding: 0.375rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: 0.8125rem;
    scroll-snap-align: center;
    &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  }
  .card[data-tone='live'] { border-color: ${({ theme }) => theme.colors.liveAccent}; }
  .card[data-tone='final'] { background: ${({ theme }) => theme.colors.rowHighlight}; }
  .link:hover { border-color: ${({ theme }) => theme.colors.accent}; }

  .meta {
    display: flex;
    gap: 0.375rem;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }

  .status {
    position: absolute;
    left: 0.5rem;
    bottom: 0.5rem;
    max-width: 60%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 0.75rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-tone='live'] .status { color: ${({ theme }) => theme.colors.liveAccent}; }
  [data-tone='warning'] .status { color: ${({ theme }) => theme.colors.warningText}; }

  .team {
    display: flex;
    align-items: center;
    padding-right: 2.5rem;
    min-width: 0;
  }
  .team > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .score {
    position: absolute;
    right: 0.5rem;
    bottom: 0.5rem;
    font-weight: 700;
    font-size: 0.9375rem;
    white-space: nowrap;
  }
`;
