/**
 * What a page request tells about its reader (DESIGN §6.4): the choices that change the first screen, as the
 * client's storage keys hold them, so the renderer's sagas restore them exactly as the browser's do.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { SiteConfig } from '../../shared/siteConfig';

export interface ReaderOfRequest {
  storage: Record<string, string>;
  /** Choices beyond the language: the page is rendered for this reader only. */
  personal: boolean;
  language: string;
}

export function readerOfRequest(_headers: IncomingHttpHeaders, config: SiteConfig): ReaderOfRequest {
  return { storage: {}, personal: false, language: config.defaultLanguage };
}
