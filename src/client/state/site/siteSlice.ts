/**
 * The site configuration (GET /config.json) in the store, so selectors can read the organisation, the
 * configured sport and the league zone. Set once by preloading; no events change it.
 */
import { createSlice } from '@reduxjs/toolkit';
import type { SiteConfig } from '../../../shared/siteConfig';

/** A neutral configuration for stores built without one (tests of unrelated slices). */
export const PLACEHOLDER_CONFIG: SiteConfig = {
  orgId: 1,
  sportId: null,
  title: 'Match Centre',
  logo: '',
  defaultLanguage: 'en',
  timeZone: 'UTC',
  serverNow: '1970-01-01T00:00:00.000Z',
  clockRate: 1,
  live: { subscribeKey: '', origin: '', ssl: true, feed: true },
};

export const siteSlice = createSlice({
  name: 'site',
  initialState: PLACEHOLDER_CONFIG,
  reducers: {},
});
