import { createGlobalStyle } from 'styled-components';
import { BREAKPOINTS, darkPalette, lightPalette, paletteDeclarations } from './theme';
import { THEME_ATTRIBUTE } from '../../shared/themeChoice';

/**
 * Root type scale: everything is sized in rem, so raising the root font size on a 4K arena screen scales
 * the whole layout (header, cards, drawers) and keeps it readable from a distance. Issue 27: above 1920 px
 * the root grows with the screen as /kiosk's type does (min of width and height, so a short window is not
 * overrun): 16 px at 1920, 48 px on a 3840 × 2160 screen, where a table reads from the stands. Phones and
 * desktops keep the reader's own size.
 *
 * Issue 27 case 8, the colours: every role a custom property (theme.ts), light by default (SPEC §9), dark when
 * the reader chose it (`<html data-theme="dark">`, written by the server from the choices cookie and by the
 * theme saga) or, with no choice, when the system asks for it. `color-scheme` makes native controls and
 * scroll bars follow.
 */
const LIGHT = paletteDeclarations(lightPalette);
const DARK = paletteDeclarations(darkPalette);

export const GlobalStyle = createGlobalStyle`
  :root { ${LIGHT} color-scheme: light; }
  @media (prefers-color-scheme: dark) { :root:not([${THEME_ATTRIBUTE}='light']) { ${DARK} color-scheme: dark; } }
  :root[${THEME_ATTRIBUTE}='dark'] { ${DARK} color-scheme: dark; }
  *, *::before, *::after { box-sizing: border-box; }
  html { font-size: 100%; -webkit-text-size-adjust: 100%; }
  ${({ theme }) => theme.media.large} { html { font-size: max(100%, min(calc(100% + (100vw - ${BREAKPOINTS.large}px) / 60), 2.2222vh)); } }
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
