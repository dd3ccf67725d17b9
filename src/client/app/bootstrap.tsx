/**
 * Building the running app from a configuration: the preloaded state, the services, the store and the
 * router. `index.tsx` uses it with the browser's router; tests use it with a memory router.
 */
import type { RouterProvider } from 'react-router-dom';
import type { ComponentProps } from 'react';
import type { SiteConfig } from '../../shared/siteConfig';
import { initialLanguage, LANGUAGE_STORAGE_KEY } from '../domain/language';
import type { Services } from '../services';
import type { KeyValueStorage } from '../services/storage';
import type { RootState } from './store';

export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/** The state the store starts from: the configuration and the language of SPEC §1. */
export function initialStateFor(config: SiteConfig, storage: KeyValueStorage): Partial<RootState> {
  return {
    site: config,
    language: { language: initialLanguage(storage.get(LANGUAGE_STORAGE_KEY), config.sportId) },
  };
}

export type { Services };
