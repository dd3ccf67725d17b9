/**
 * The shape of the shared state, as selectors and sagas see it. The app's root reducer produces exactly
 * this (`RootState` in app/store.ts is checked against it), so state code never imports the app.
 */
import type { SiteConfig } from '../../shared/siteConfig';
import type { CatalogState } from './catalog/catalogSlice';
import type { LanguageState } from './language/languageSlice';
import type { LiveState } from './live/liveSlice';
import type { MatchesState } from './matches/matchesSlice';
import type { SelectionState } from './selection/selectionSlice';

export interface StateShape {
  site: SiteConfig;
  catalog: CatalogState;
  matches: MatchesState;
  selection: SelectionState;
  language: LanguageState;
  live: LiveState;
}
