export { theme, lightPalette, darkPalette, colorVariable, BREAKPOINTS, type Theme, type Palette, type ColorRole } from './theme';
export { LAYOUT, rem } from './layout';
export { GlobalStyle } from './GlobalStyle';
