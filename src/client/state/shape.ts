/**
 * The shape of the shared state, as selectors and sagas see it. The app's root reducer produces exactly
 * this (`RootState` in app/store.ts is checked against it), so state code never imports the app.
 */
import type { SiteConfig } from '../../shared/siteConfig';
import type { api } from './api/api';
import type { FavouritesState } from './favourites/favouritesSlice';
import type { GoalAlertsState } from './goalAlerts/goalAlertsSlice';
import type { CatchUpState } from './catchUp/catchUpSlice';
import type { KioskState } from './kiosk/kioskSlice';
import type { LanguageState } from './language/languageSlice';
import type { LiveState } from './live/liveSlice';
import type { LiveScoresState } from './liveScores/liveScoresSlice';
import type { OpsState } from './ops/opsSlice';
import type { ReadsState } from './reads/readsSlice';
import type { ScheduleState } from './schedule/scheduleSlice';
import type { SelectionState } from './selection/selectionSlice';
import type { SpoilerState } from './spoiler/spoilerSlice';
import type { ThemeState } from './theme/themeSlice';
import type { VisibilityState } from './visibility/visibilitySlice';

export interface StateShape {
  site: SiteConfig;
  selection: SelectionState;
  language: LanguageState;
  schedule: ScheduleState;
  live: LiveState;
  liveScores: LiveScoresState;
  /** Issue 15: the ops wall's feeds (empty while the wall is closed). */
  ops: OpsState;
  reads: ReadsState;
  kiosk: KioskState;
  /** Issue 16: the fan's starred teams (restored from the browser at boot). */
  favourites: FavouritesState;
  /** Issue 16: spoiler shield and broadcast delay preferences. */
  spoiler: SpoilerState;
  /** Issue 16: the catch-up card of each open live match. */
  catchUp: CatchUpState;
  /** Issue 24: the records SPEC §4 results visibility reads when no list holds them. */
  visibility: VisibilityState;
  /** Issue 27 case 8: the reader's theme choice (restored from the browser at boot). */
  theme: ThemeState;
  /** Issue 29 case 4: goal alerts for starred teams. */
  goalAlerts: GoalAlertsState;
  /** RTK Query's cache of keyed server reads (DESIGN §6.1); read it through endpoint selectors only. */
  api: ReturnType<typeof api.reducer>;
}
