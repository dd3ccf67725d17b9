/**
 * The boot's stages (loaded by `entry.ts` after the first paint): evaluates the app's modules one task each,
 * then the boot (`index.tsx`). Issue 26: evaluating every module at once was one long task on a phone
 * (module setup of react-dom, styled-components, the store's libraries and the app), and a long task delays
 * a reader's tap. The imports are "eager": their modules stay in the boot's chunks, which the page already
 * preloads (no extra request); only when each stage's modules are evaluated changes.
 */
import { nextTask } from './services/idle';

// React and its DOM renderer.
void import(/* webpackMode: "eager" */ 'react-dom/client')
  .then(nextTask)
  // The providers every render needs: styled-components and the theme, then react-redux and react-intl.
  .then(() => import(/* webpackMode: "eager" */ './theme/GlobalStyle'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/Providers'))
  .then(nextTask)
  // The store, a task for each part: the one RTK Query api (RTK, redux, immer, reselect), the sagas
  // (redux-saga and the state code they run), the slices and the store; then the routes (react-router).
  // App modules, not libraries: a library imported by import() keeps every export (no tree shaking of its
  // namespace).
  .then(() => import(/* webpackMode: "eager" */ './state/api/api'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/rootSaga'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/store'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './app/routes'))
  .then(nextTask)
  // The rest, and the boot itself.
  .then(() => import(/* webpackMode: "eager" */ './index'));
