import { css } from 'styled-components';

/** The widths a variant is drawn for: under 800 px (a phone) or from 800 px up (SPEC §9, DESIGN §6.2). */
export type ViewportSide = 'narrow' | 'wide';

/**
 * Issue 26: the server cannot know the screen width, so a component with a phone and a desktop variant puts
 * both in the server's HTML and CSS shows the one that fits; `display: none` keeps the other out of the
 * accessibility tree too, so it is never read twice. Once hydrated, the component may drop the hidden one.
 * Used as `${onlyOn}` in a styled component with a transient `$only` prop (absent: every width).
 */
export const onlyOn = css<{ $only?: ViewportSide }>`
  ${({ $only, theme }) =>
    $only === 'narrow'
      ? css`
          ${theme.media.desktop} {
            display: none;
          }
        `
      : $only === 'wide'
        ? css`
            ${theme.media.mobile} {
              display: none;
            }
          `
        : ''}
`;
