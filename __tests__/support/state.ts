/** Root states for reducer, selector and saga tests. */
import { rootReducer, type RootState } from '../../src/client/app/store';
import type { SiteConfig } from '../../src/shared/siteConfig';
import { testConfig } from './services';

export function initialRootState(config: Partial<SiteConfig> = {}): RootState {
  const state = rootReducer(undefined, { type: '@@test/init' });
  return { ...state, site: testConfig(config) };
}
