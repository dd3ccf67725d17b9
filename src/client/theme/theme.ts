/**
 * The typed theme (STYLE.md): colour tokens named by role, so a kiosk or dark theme redefines roles, not
 * components. Light is the default (SPEC §9).
 */
import { LAYOUT } from './layout';

/** SPEC §9: under 800 is mobile. Above 1920 (an arena or TV screen) type scales up with the screen (issue 27). */
export const BREAKPOINTS = { mobile: 800, large: 1920 } as const;

export const lightTheme = {
  name: 'light',
  colors: {
    accent: '#F58355',
    onAccent: '#1a1a1a',
    surface: '#f9f9f9',
    background: '#ffffff',
    text: '#111111',
    textMuted: '#555555',
    border: '#d9d9d9',
    menuBackground: '#eeeeee',
    menuText: '#000000',
    headerBackground: '#ffffff',
    liveHome: '#002047',
    liveAway: '#f24',
    // Text in the away colour: #f24 itself is 3.6:1 on the surfaces, under the 4.5:1 text needs (WCAG 1.4.3).
    liveAwayText: '#c8001e',
    liveAccent: '#d1001f',
    // A graphic must stand at 3:1 against what it sits on (WCAG 1.4.11): 4.6:1 on white, 4.2:1 on rowHighlight.
    liveIdle: '#757575',
    rowHighlight: '#fff1ea',
    // Issue 16, a starred team's star: 4.2:1 on white, above the 3:1 a graphic needs (WCAG 1.4.11).
    favourite: '#b26a00',
    infoSurface: '#e8f0fe',
    focus: '#0b57d0',
    // Postponed/cancelled status text: 6.6:1 on white.
    warningText: '#8a4600',
    danger: '#b00020',
    dangerSurface: '#fdecee',
    // Issue 15, the ops wall's feed health: amber and red tiles (text on their surfaces ≥ 4.5:1).
    healthAmber: '#8a4600',
    healthAmberSurface: '#fff3dc',
    healthRed: '#b00020',
    healthRedSurface: '#fde3e6',
    // Issue 24 case 10, soccer cards: the card's own colour as a graphic (3:1 on white with its border, WCAG 1.4.11).
    cardYellow: '#f5c400',
    cardRed: '#d1001f',
    overlay: 'rgba(255, 255, 255, 0.6)',
    backdrop: 'rgba(0, 0, 0, 0.35)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem' },
  radius: '0.375rem',
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  media: {
    mobile: `@media (max-width: ${BREAKPOINTS.mobile - 0.02}px)`,
    desktop: `@media (min-width: ${BREAKPOINTS.mobile}px)`,
    large: `@media (min-width: ${BREAKPOINTS.large}px)`,
  },
  layout: LAYOUT,
} as const;

export type Theme = typeof lightTheme;
