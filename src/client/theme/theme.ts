/**
 * The typed theme (STYLE.md): colour tokens named by role, so a kiosk or dark theme redefines roles, not
 * components. Light is the default (SPEC §9); issue 27 case 8 adds the dark theme it implies.
 *
 * Components never see a concrete colour: `theme.colors.text` is `var(--color-text)`, and GlobalStyle
 * defines the variables from `lightPalette` or `darkPalette` by the reader's choice (the `data-theme`
 * attribute the server writes on `<html>`) or, with no choice, the system setting (`prefers-color-scheme`).
 * The server cannot know the system setting, so the CSS decides it: no flash of the wrong theme and one
 * markup for both (issue 26: the hydration render equals the server's).
 */
import { LAYOUT } from './layout';

/** SPEC §9: under 800 is mobile. Above 1920 (an arena or TV screen) type scales up with the screen (issue 27). */
export const BREAKPOINTS = { mobile: 800, large: 1920 } as const;

/** SPEC §9's light theme, by role. Every text pair ≥ 4.5:1, every graphic ≥ 3:1 (contrast.test.ts). */
export const lightPalette = {
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
  // Text and graphics in the home colour on the page's surfaces (the brand's #002047, SPEC §9).
  liveHome: '#002047',
  // Graphics in the away colour (the brand's #f24, SPEC §9): 3.6:1 on white, enough for a graphic.
  liveAway: '#f24',
  // Text in the away colour: #f24 itself is 3.6:1 on the surfaces, under the 4.5:1 text needs (WCAG 1.4.3).
  liveAwayText: '#c8001e',
  // The brand colours on their own fill (a lineup chip, a team's initial) and the text on them: the same in
  // both themes. White on #f24 is 3.6:1, so the away fill carries dark text (4.6:1).
  liveHomeFill: '#002047',
  onLiveHomeFill: '#ffffff',
  liveAwayFill: '#f24',
  onLiveAwayFill: '#1a1a1a',
  liveAccent: '#d1001f',
  // A graphic must stand at 3:1 against what it sits on (WCAG 1.4.11): 4.6:1 on white, 4.2:1 on rowHighlight.
  liveIdle: '#757575',
  rowHighlight: '#fff1ea',
  // A row or link under the pointer: a tint of what is below it.
  hoverTint: 'rgba(0, 0, 0, 0.06)',
  // Issue 16, a starred team's star: 4.2:1 on white, above the 3:1 a graphic needs (WCAG 1.4.11).
  favourite: '#b26a00',
  infoSurface: '#e8f0fe',
  focus: '#0b57d0',
  // Postponed/cancelled status text: 6.6:1 on white.
  warningText: '#8a4600',
  danger: '#b00020',
  dangerSurface: '#fdecee',
  // Issue 15, the ops wall's feed health: amber and red tiles (text on their surfaces ≥ 4.5:1), and the text
  // of a badge filled with amber or red.
  healthAmber: '#8a4600',
  healthAmberSurface: '#fff3dc',
  healthRed: '#b00020',
  healthRedSurface: '#fde3e6',
  onHealth: '#ffffff',
  // Issue 24 case 10, soccer cards: the card's own colour as a graphic (3:1 on white with its border, WCAG 1.4.11).
  cardYellow: '#f5c400',
  cardRed: '#d1001f',
  overlay: 'rgba(255, 255, 255, 0.6)',
  backdrop: 'rgba(0, 0, 0, 0.35)',
  shadow: 'rgba(0, 0, 0, 0.25)',
};

export type ColorRole = keyof typeof lightPalette;
export type Palette = Readonly<Record<ColorRole, string>>;

/**
 * Issue 27 case 8, the dark theme: designed, not inverted. Near-black page with slightly lighter panels,
 * text ≥ 7:1 and muted text ≥ 4.5:1 on every surface; the accent keeps its colour (dark text on it). The
 * home colour #002047 disappears on dark, so its role is a light blue for text and graphics; the brand
 * colours stay where they sit on their own fill.
 */
export const darkPalette: Palette = {
  accent: '#F58355',
  onAccent: '#1a1a1a',
  surface: '#121316',
  background: '#1b1d22',
  text: '#ececec',
  textMuted: '#a9afb8',
  border: '#3d424b',
  menuBackground: '#23262c',
  menuText: '#f2f2f2',
  headerBackground: '#1b1d22',
  liveHome: '#8ab4f8',
  liveAway: '#ff6b78',
  liveAwayText: '#ff8f99',
  liveHomeFill: '#002047',
  onLiveHomeFill: '#ffffff',
  liveAwayFill: '#f24',
  onLiveAwayFill: '#1a1a1a',
  liveAccent: '#ff7a7a',
  liveIdle: '#8d939c',
  rowHighlight: '#2a221e',
  hoverTint: 'rgba(255, 255, 255, 0.08)',
  favourite: '#f0b429',
  infoSurface: '#1d2a40',
  focus: '#8ab4f8',
  warningText: '#f3a866',
  danger: '#ff8a80',
  dangerSurface: '#3a1d21',
  healthAmber: '#f3a866',
  healthAmberSurface: '#33270f',
  healthRed: '#ff8a80',
  healthRedSurface: '#3d1c20',
  onHealth: '#121316',
  cardYellow: '#f5c400',
  cardRed: '#ff4d5e',
  overlay: 'rgba(18, 19, 22, 0.6)',
  backdrop: 'rgba(0, 0, 0, 0.6)',
  shadow: 'rgba(0, 0, 0, 0.6)',
};

/** The custom property of a role: `liveHome` → `--color-live-home`. */
export function colorVariable(role: ColorRole): string {
  return `--color-${role.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

const ROLES = Object.keys(lightPalette) as ColorRole[];

/** A palette as CSS declarations of its custom properties (GlobalStyle). */
export function paletteDeclarations(palette: Palette): string {
  return ROLES.map((role) => `${colorVariable(role)}: ${palette[role]};`).join(' ');
}

/** What components read: every role as its custom property, so one stylesheet serves both themes. */
const colors = Object.fromEntries(ROLES.map((role) => [role, `var(${colorVariable(role)})`])) as Readonly<Record<ColorRole, string>>;

export const theme = {
  colors,
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

export type Theme = typeof theme;
