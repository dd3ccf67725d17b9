/**
 * Colour roles against the surfaces they sit on (WCAG 2.2: text 4.5:1, graphics such as the live icon 3:1),
 * in both themes (issue 27 case 8) and on the arena screen's own dark palette.
 * Issue 11 case 9: the grey "covered, not running" live icon stood at 2.6:1.
 */
import { KIOSK_PALETTE } from '../../../src/client/theme/kiosk';
import { colorVariable, darkPalette, lightPalette, paletteDeclarations, theme, type ColorRole, type Palette } from '../../../src/client/theme/theme';

/** WCAG relative luminance of a #rrggbb or #rgb colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const ROW_SURFACES: readonly ColorRole[] = ['background', 'surface', 'rowHighlight'];
/** Roles written as text on the page's surfaces. */
const TEXTS_ON_SURFACES: readonly ColorRole[] = ['text', 'textMuted', 'liveAccent', 'warningText', 'liveHome', 'liveAwayText', 'danger', 'healthRed', 'healthAmber'];
/** Roles drawn as graphics (icons, lines, markers) on the page's surfaces. */
const GRAPHICS_ON_SURFACES: readonly ColorRole[] = ['liveIdle', 'liveAccent', 'liveHome', 'liveAway', 'favourite', 'focus'];
/** Text on its own fill: [text, fill]. */
const TEXT_ON_FILL: readonly [ColorRole, ColorRole][] = [
  ['onAccent', 'accent'],
  ['menuText', 'menuBackground'],
  ['text', 'headerBackground'],
  ['text', 'infoSurface'],
  ['focus', 'infoSurface'],
  ['danger', 'dangerSurface'],
  ['healthRed', 'healthRedSurface'],
  ['healthAmber', 'healthAmberSurface'],
  ['onHealth', 'healthRed'],
  ['onHealth', 'healthAmber'],
  ['onLiveHomeFill', 'liveHomeFill'],
  ['onLiveAwayFill', 'liveAwayFill'],
];

/** Every pair that falls short in a palette, as "role on surface ratio". */
function shortfalls(palette: Palette): string[] {
  const low: string[] = [];
  const check = (fore: ColorRole, back: ColorRole, least: number) => {
    const ratio = contrast(palette[fore], palette[back]);
    if (ratio < least) low.push(`${fore} on ${back} ${ratio.toFixed(2)}`);
  };
  for (const surface of ROW_SURFACES) {
    for (const role of TEXTS_ON_SURFACES) check(role, surface, 4.5);
    for (const role of GRAPHICS_ON_SURFACES) check(role, surface, 3);
  }
  for (const [fore, back] of TEXT_ON_FILL) check(fore, back, 4.5);
  return low;
}

describe('colour contrast', () => {
  it('computes the WCAG ratio (black on white is 21:1, the old idle grey 2.7:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#9e9e9e', '#ffffff')).toBeLessThan(3);
  });

  it.each([
    ['light', lightPalette],
    ['dark', darkPalette],
  ] as const)('every text pair of the %s theme stands at 4.5:1 or more, every graphic at 3:1', (_name, palette) => {
    expect(shortfalls(palette)).toEqual([]);
  });

  it('finds a dark pair that falls short (the check can fail)', () => {
    // The light theme's muted grey and the brand's home blue, put on the dark surfaces.
    const low = shortfalls({ ...darkPalette, textMuted: lightPalette.textMuted, liveHome: lightPalette.liveHome }).map((pair) => pair.replace(/ [\d.]+$/, ''));
    expect(low).toEqual(expect.arrayContaining(['textMuted on background', 'textMuted on rowHighlight', 'liveHome on surface']));
  });

  it('dark body text stands at 7:1 or more on every surface (AAA, read from a sofa at night)', () => {
    for (const surface of ROW_SURFACES) expect(contrast(darkPalette.text, darkPalette[surface])).toBeGreaterThanOrEqual(7);
  });

  it('the arena screen (its own dark palette, the same in both themes) reads at 4.5:1 and its markers at 3:1', () => {
    const { background, surface, surfaceAlt } = KIOSK_PALETTE;
    for (const back of [background, surface, surfaceAlt]) {
      for (const fore of [KIOSK_PALETTE.text, KIOSK_PALETTE.textMuted, KIOSK_PALETTE.liveAccent, KIOSK_PALETTE.ok, KIOSK_PALETTE.warning, KIOSK_PALETTE.goal]) {
        expect(contrast(fore, back)).toBeGreaterThanOrEqual(4.5);
      }
      expect(contrast(KIOSK_PALETTE.awaySide, back)).toBeGreaterThanOrEqual(3);
      expect(contrast(KIOSK_PALETTE.accent, back)).toBeGreaterThanOrEqual(3);
    }
    expect(contrast(KIOSK_PALETTE.onAccent, KIOSK_PALETTE.accent)).toBeGreaterThanOrEqual(4.5);
  });

  it('components read each role as its custom property, which both palettes define', () => {
    expect(theme.colors.liveHome).toBe('var(--color-live-home)');
    expect(colorVariable('onAccent')).toBe('--color-on-accent');
    expect(paletteDeclarations(darkPalette)).toContain(`--color-text: ${darkPalette.text};`);
    expect(Object.keys(darkPalette).sort()).toEqual(Object.keys(lightPalette).sort());
  });
});
