/**
 * SPEC §2 match slider: a horizontal, keyboard-scrollable row of 180×90 cards, each a link to the match,
 * live match or not-ready page, scrolled so the first match not yet past sits in the middle.
 */
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { rem } from '../theme/layout';

export interface MatchCardView {
  key: string;
  href: string;
  /** The card's accessible name (teams, score, date, time). */
  label: string;
  homeName: string;
  awayName: string;
  score: string;
  dateText: string;
  timeText: string;
  state: 'live' | 'finished' | 'notReady';
  stateLabel: string;
}

interface Props {
  label: string;
  emptyText: string;
  cards: readonly MatchCardView[];
  focusIndex: number;
}

export function MatchSlider({ label, emptyText, cards, focusIndex }: Props) {
  const scroller = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const list = scroller.current;
    const card = list?.children[focusIndex];
    if (!list || !(card instanceof HTMLElement)) return;
    list.scrollLeft = card.offsetLeft - list.offsetLeft - (list.clientWidth - card.offsetWidth) / 2;
  }, [focusIndex, cards]);

  return (
    <Region aria-label={label}>
      {cards.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        // The list scrolls: it takes focus so arrow keys scroll it (tabindex on a scrollable region).
        <Cards ref={scroller} tabIndex={0}>
          {cards.map((card) => (
            <li key={card.key}>
              <Card to={card.href} aria-label={card.label} $state={card.state}>
                <Meta>
                  <span>{card.dateText}</span>
                  <span>{card.timeText}</span>
                  {card.state === 'live' ? <LiveTag>{card.stateLabel}</LiveTag> : null}
                </Meta>
                <TeamRow>
                  <TeamName>{card.homeName}</TeamName>
                </TeamRow>
                <TeamRow>
                  <TeamName>{card.awayName}</TeamName>
                </TeamRow>
                <Score>{card.score}</Score>
              </Card>
            </li>
          ))}
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

const Card = styled(Link)<{ $state: MatchCardView['state'] }>`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr 1fr;
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
  ${({ $state, theme }) =>
    $state === 'live' &&
    css`
      border-color: ${theme.colors.liveAccent};
    `}
  ${({ $state, theme }) =>
    $state === 'finished' &&
    css`
      background: ${theme.colors.rowHighlight};
    `}
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Meta = styled.span`
  display: flex;
  gap: 0.375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
`;

const LiveTag = styled.span`
  color: ${({ theme }) => theme.colors.liveAccent};
  font-weight: 700;
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
