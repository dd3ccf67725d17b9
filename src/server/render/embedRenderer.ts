/**
 * The embed renderer (issue 29 case 2) from the page renderer's bundle (`dist/ssr/render.js` exports
 * `renderEmbed` beside `renderPage`). The bundle holds the whole client, so this shares the module the page
 * renderer loaded (Node's require cache) rather than loading a second copy: it reloads only when the file
 * changed and nobody has loaded the new build yet.
 */
import { existsSync, statSync } from 'node:fs';
import type { RenderEmbed } from '../../shared/embedRender';

export function embedRendererFromFile(modulePath: string): () => RenderEmbed | null {
  let held: { mtimeMs: number; module: NodeJS.Module | undefined; render: RenderEmbed } | null = null;
  return () => {
    if (!existsSync(modulePath)) return null;
    const { mtimeMs } = statSync(modulePath);
    const resolved = require.resolve(modulePath);
    const cached = require.cache[resolved];
    if (held !== null && held.module === cached && cached !== undefined) {
      if (held.mtimeMs === mtimeMs) return held.render;
      // A new build, which nobody has loaded yet: read it afresh.
      delete require.cache[resolved];
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is built separately and found at run time
    const module = require(resolved) as { renderEmbed?: unknown };
    if (typeof module.renderEmbed !== 'function') throw new Error(`${modulePath} has no renderEmbed`);
    held = { mtimeMs, module: require.cache[resolved], render: module.renderEmbed as RenderEmbed };
    return held.render;
  };
}
