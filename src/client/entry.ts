/**
 * The browser's entry (webpack.config.ts): waits for the server's HTML to be drawn, then loads the boot
 * (`bootStages`, which evaluates the app in stages). Issue 26: the entry chunk is this file alone, so what the
 * browser evaluates before the first paint is a few kilobytes; the boot's chunks (React, the store, the app)
 * are fetched at once beside it through the page's preload hints (the build's boot manifest), and evaluated
 * only after the paint — on a phone, every script evaluated before it counted as holding the paint back.
 */
import { afterFirstPaint } from './services/idle';

// The server's HTML is drawn first; nothing of the app runs before it.
void afterFirstPaint().then(() => import(/* webpackChunkName: "boot" */ './bootStages'));
