/**
 * SPEC §2 match slider: a horizontal row of 180×90 cards, each a link to the match, live match or
 * not-ready page, scrolled so the first match not yet past sits in the middle. One tab stop for the whole
 * row (issue 11 case 12): Tab lands on the centred card (or the last one focused), the arrow keys, Home
 * and End move between cards (a roving tabindex), Enter opens one — so the slider does not put dozens of
 * stops before the page content.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { rem } from '../theme/layout';

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

interface Props {
  label: string;
  emptyText: string;
  cards: readonly MatchCardView[];
  focusIndex: number;
}

const KEY_STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowDown: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function MatchSlider({ label, emptyText, cards, focusIndex }: Props) {
  const scroller = useRef<HTMLUListElement>(null);
  // The card that holds the row's one tab stop: the centred one until the user moves.
  const [active, setActive] = useState<number | null>(null);
  const current = Math.min(active ?? focusIndex, Math.max(0, cards.length - 1));

  useLayoutEffect(() => {
    const list = scroller.current;
    const card = list?.children[focusIndex];
    if (!list || !(card instanceof HTMLElement)) return;
    list.scrollLeft = card.offsetLeft - list.offsetLeft - (list.clientWidth - card.offsetWidth) / 2;
  }, [focusIndex, cards]);

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

  return (
    <Region aria-label={label}>
      {cards.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Cards ref={scroller} onKeyDown={onKeyDown}>
          {cards.map((card, index) => {
            const body = (
              <>
                <Meta>
                  <span>{card.dateText}</span>
                  <span>{card.timeText}</span>
                </Meta>
                <TeamRow>
                  <TeamName>{card.homeName}</TeamName>
                </TeamRow>
                <TeamRow>
                  <TeamName>{card.awayName}</TeamName>
                </TeamRow>
                <Status $tone={card.tone}>{card.statusText}</Status>
                <Score>{card.score}</Score>
              </>
            );
            const tabIndex = index === current ? 0 : -1;
            return (
              <li key={card.key}>
                {card.href === null ? (
                  <StaticCard tabIndex={tabIndex} aria-label={card.label} role="group" $tone={card.tone} onFocus={() => setActive(index)}>
                    {body}
                  </StaticCard>
                ) : (
                  <LinkCard to={card.href} tabIndex={tabIndex} aria-label={card.label} $tone={card.tone} onFocus={() => setActive(index)}>
                    {body}
                  </LinkCard>
                )}
              </li>
            );
          })}
        </Cards>
      )}
    </Region>
  );
}

const Region = styled.section`
  background: ${({ theme }) => theme.colors.background};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
`;

const cardStyle = css<{ $tone: CardTone }>`
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
  ${({ $tone, theme }) => $tone === 'live' && css`border-color: ${theme.colors.liveAccent};`}
  ${({ $tone, theme }) => $tone === 'final' && css`background: ${theme.colors.rowHighlight};`}
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const LinkCard = styled(Link)<{ $tone: CardTone }>`
  ${cardStyle}
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const StaticCard = styled.div<{ $tone: CardTone }>`
  ${cardStyle}
`;

const Meta = styled.span`
  display: flex;
  gap: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;

const Status = styled.span<{ $tone: CardTone }>`
  position: absolute;
  left: 0.5rem;
  bottom: 0.5rem;
  max-width: 60%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ $tone, theme }) =>
    $tone === 'live' ? theme.colors.liveAccent : $tone === 'warning' ? theme.colors.warningText : theme.colors.textMuted};
`;

const TeamRow = styled.span`
  display: flex;
  align-items: center;
  padding-right: 2.5rem;
  min-width: 0;
`;

const TeamName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Score = styled.span`
  position: absolute;
  right: 0.5rem;
  bottom: 0.5rem;
  font-weight: 700;
  font-size: 0.9375rem;
  white-space: nowrap;
`;
