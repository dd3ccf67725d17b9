// Issue 29 case 1: renders each preset's app icons as PNG (Android's install and iOS want bitmaps; the
// manifest's SVGs alone do not make the site installable everywhere). The build has no rasteriser, so this
// is run by hand when a logo or a preset's colours change, and its files are committed:
//
//   node scripts/make-icons.mjs        → public/brand/<site>/{icon-192,icon-512,icon-maskable-512,apple-touch-icon}.png
//
// What to draw comes from the server's own code (routes/webManifest.ts: PNG_ICONS, APP_COLOURS, maskableIcon),
// so the PNGs are the SVG icons the server serves, at the sizes the manifest names. Drawn by Debian's
// Chromium (CHROME_PATH or /usr/bin/chromium, as the browser tests), at one device pixel per CSS pixel.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { tsImport } from 'tsx/esm/api';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const brandDir = path.join(root, 'public', 'brand');
const { SITE_PRESETS } = await tsImport('../src/server/sites.ts', import.meta.url);
const { APP_COLOURS, PNG_ICONS, maskableIcon } = await tsImport('../src/server/routes/webManifest.ts', import.meta.url);

/** A page that shows the SVG document at `size` CSS pixels, nothing else (transparent around it). */
const pageOf = (svg, size) =>
  `<!doctype html><html><head><style>html,body{margin:0;background:transparent}img{display:block}</style></head><body><img width="${size}" height="${size}" alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`;

const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const [site, preset] of Object.entries(SITE_PRESETS)) {
    const logo = readFileSync(path.join(brandDir, path.basename(preset.logo)), 'utf8');
    const outDir = path.join(brandDir, site);
    mkdirSync(outDir, { recursive: true });
    for (const icon of PNG_ICONS) {
      const svg = icon.drawing === 'tile' ? maskableIcon(logo, APP_COLOURS[site].theme) : logo;
      await page.setViewportSize({ width: icon.size, height: icon.size });
      await page.setContent(pageOf(svg, icon.size));
      await page.locator('img').evaluate((image) => image.decode());
      const png = await page.screenshot({ type: 'png', omitBackground: icon.drawing === 'logo', clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
      writeFileSync(path.join(outDir, icon.file), png);
      console.log(`${path.relative(root, path.join(outDir, icon.file))}  ${icon.size}×${icon.size}  ${png.length} bytes`);
    }
  }
} finally {
  await browser.close();
}
