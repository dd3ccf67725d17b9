export { lightTheme, BREAKPOINTS, type Theme } from './theme';
export { LAYOUT, rem } from './layout';
export { GlobalStyle } from './GlobalStyle';
