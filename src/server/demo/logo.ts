/**
 * Small generated team logos (SPEC §3 `orgLogoBase64`): a 48×48 PNG shield in the team's two colours,
 * built with node:zlib only. Only the base64 text is stored (no data-URL prefix).
 */
import { deflateSync } from 'node:zlib';

const SIZE = 48;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

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
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return png.toString('base64');
}
