import { createGlobalStyle } from 'styled-components';

/**
 * Root type scale: everything is sized in rem, so raising the root font size on a 4K arena screen scales
 * the whole layout (header, cards, drawers) and keeps it readable from a distance.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { font-size: 100%; -webkit-text-size-adjust: 100%; }
  ${({ theme }) => theme.media.large} { html { font-size: 200%; } }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    line-height: 1.4;
  }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0.01ms !important; animation-duration: 0.01ms !important; }
  }
`;
