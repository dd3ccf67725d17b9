/**
 * Colour roles against the surfaces they sit on (WCAG 2.2: text 4.5:1, graphics such as the live icon 3:1).
 * Issue 11 case 9: the grey "covered, not running" live icon stood at 2.6:1.
 */
import { lightTheme } from '../../../src/client/theme/theme';

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

describe('colour contrast of the light theme', () => {
  const { colors } = lightTheme;
  const rowSurfaces = { background: colors.background, surface: colors.surface, rowHighlight: colors.rowHighlight };

  it('computes the WCAG ratio (black on white is 21:1, the old idle grey 2.7:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#9e9e9e', '#ffffff')).toBeLessThan(3);
  });

  it.each(Object.entries(rowSurfaces))('live icons stand at 3:1 or more on %s', (_name, surface) => {
    expect(contrast(colors.liveIdle, surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.liveAccent, surface)).toBeGreaterThanOrEqual(3);
  });

  it.each(Object.entries(rowSurfaces))('body and muted text stand at 4.5:1 or more on %s', (_name, surface) => {
    expect(contrast(colors.text, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(rowSurfaces))('status and team-colour texts stand at 4.5:1 or more on %s', (_name, surface) => {
    expect(contrast(colors.liveAccent, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.warningText, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.liveHome, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.liveAwayText, surface)).toBeGreaterThanOrEqual(4.5);
  });
});
