/**
 * Building the running app from a configuration: the preloaded state, the services, the store and the
 * router. `index.tsx` uses it with the browser's router; tests use it with a memory router.
 */
import type { RouterProvider } from 'react-router-dom';
import type { ComponentProps } from 'react';
import type { SiteConfig } from '../../shared/siteConfig';
import { initialLanguage, isLanguage, LANGUAGE_STORAGE_KEY } from '../domain/language';
import type { Services } from '../services';
import type { KeyValueStorage } from '../services/storage';
import type { RootState } from './store';

export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/**
 * The state the store starts from: the configuration and the language of SPEC §1. `requested`: a
 * language the address asks for (the kiosk's `lang`, issue 15), which wins over the saved one without
 * being saved (an arena screen must not change what its browser's visitors chose).
 */
export function initialStateFor(config: SiteConfig, storage: KeyValueStorage, requested: string | null = null): Partial<RootState> {
  return {
    site: config,
    language: { language: isLanguage(requested) ? requested : initialLanguage(storage.get(LANGUAGE_STORAGE_KEY), config.sportId) },
  };
}

export type { Services };
