/**
 * The browser's entry (webpack.config.ts): evaluates the app's modules in stages, one task each, then the
 * boot (`index.tsx`). Issue 26: evaluating every module of the first bundle at once was one long task on a
 * phone (module setup of react-dom, styled-components, the store's libraries and the app), and a long task
 * delays a reader's tap. The imports are "eager": their modules stay in the chunks the page already loads
 * (no extra request, no new preload hint); only when each stage's modules are evaluated changes.
 */
import { afterFirstPaint, nextTask } from './services/idle';

// The server's HTML is drawn first; nothing of the app runs before it.
void afterFirstPaint()
  // React and its DOM renderer.
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  // The providers every render needs: react-redux, react-intl, styled-components and the theme.
  .then(() => import(/* webpackMode: "eager" */ './app/Providers'))
  .then(nextTask)
  // The store (RTK, redux, immer, redux-saga and the state code) and the routes (react-router). App modules,
  // not libraries: a library imported by import() keeps every export (no tree shaking of its namespace).
  .then(() => Promise.all([import(/* webpackMode: "eager" */ './app/store'), import(/* webpackMode: "eager" */ './app/routes')]))
  .then(nextTask)
  // The rest, and the boot itself.
  .then(() => import(/* webpackMode: "eager" */ './index'));
