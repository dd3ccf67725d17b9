/**
 * Small generated team logos (SPEC §3 `orgLogoBase64`): a 48×48 PNG shield in the team's two colours,
 * built with node:zlib only. Only the base64 text is stored (no data-URL prefix).
 */
import { encodePng } from './png';

const SIZE = 48;

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Is (x, y) inside a shield: a rectangle top with a rounded, pointed bottom. */
function inShield(x: number, y: number): boolean {
  const cx = SIZE / 2;
  if (y < 4 || y > SIZE - 3 || x < 5 || x > SIZE - 6) return false;
  if (y < SIZE * 0.55) return true;
  const depth = (y - SIZE * 0.55) / (SIZE * 0.45 - 3);
  return Math.abs(x - cx + 0.5) <= (cx - 5) * Math.sqrt(Math.max(0, 1 - depth * depth));
}

/** A PNG shield: first colour field with a diagonal band of the second, pattern chosen by `variant`. */
export function shieldPngBase64(colours: readonly [string, string], variant: number): string {
  const [primary, secondary] = [rgb(colours[0]), rgb(colours[1])];
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
  for (let y = 0; y < SIZE; y += 1) {
    const row = y * (SIZE * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < SIZE; x += 1) {
      const offset = row + 1 + x * 4;
      if (!inShield(x, y)) continue;
      const band =
        variant % 3 === 0
          ? Math.abs(x - y) < 7
          : variant % 3 === 1
            ? Math.abs(x - SIZE / 2) < 6
            : y > SIZE * 0.35 && y < SIZE * 0.55;
      const [r, g, b] = band ? secondary : primary;
      raw[offset] = r;
      raw[offset + 1] = g;
      raw[offset + 2] = b;
      raw[offset + 3] = 255;
    }
  }
  return encodePng(SIZE, 6, raw).toString('base64');
}
