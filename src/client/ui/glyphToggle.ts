import { css } from 'styled-components';

export interface GlyphToggleProps {
  $size: 'sm' | 'md';
  $pressed: boolean;
}

/**
 * The look of a round toggle around a line glyph (the favourite star, the goal-alert bell beside it), so the
 * two read as one pair: a 24 px hit area at least (WCAG 2.5.8) on a phone row, the favourite colour when
 * pressed, and a glyph that grows with the text around it.
 */
export const glyphToggleLook = css<GlyphToggleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  min-width: ${({ $size }) => ($size === 'sm' ? '1.75rem' : '2.25rem')};
  min-height: ${({ $size }) => ($size === 'sm' ? '1.75rem' : '2.25rem')};
  padding: 0.125rem;
  border: 1px solid transparent;
  border-radius: 50%;
  /* A button's own font size is a fixed 13.33 px (the browser's form controls): in rem the glyph keeps that
     size on a desktop and grows with the root font on an arena screen (issue 27 case 3). */
  font-size: 0.8333rem;
  background: transparent;
  color: ${({ $pressed, theme }) => ($pressed ? theme.colors.favourite : theme.colors.liveIdle)};
  cursor: pointer;
  vertical-align: middle;
  svg {
    width: ${({ $size }) => ($size === 'sm' ? '1.125em' : '1.5em')};
    height: ${({ $size }) => ($size === 'sm' ? '1.125em' : '1.5em')};
    fill: none;
    stroke: currentColor;
    stroke-width: 1.8;
    stroke-linejoin: round;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;
