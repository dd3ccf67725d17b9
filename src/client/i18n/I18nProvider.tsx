/**
 * react-intl for the active language. Messages arrive asynchronously (one chunk per language); until the
 * new language's messages are in, the previous ones stay on screen, so a switch never blanks the page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { Language } from '../../shared/siteConfig';
import { htmlLang, intlLocale, loadMessages, type Messages } from './messages';

interface Props {
  language: Language;
  /** The messages of `initialLanguage`, loaded before the first render. */
  initialMessages: Messages;
  initialLanguage: Language;
  children: ReactNode;
}

function ignoreMissing(error: { code?: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

export function I18nProvider({ language, initialMessages, initialLanguage, children }: Props) {
  const [loaded, setLoaded] = useState<{ language: Language; messages: Messages }>({
    language: initialLanguage,
    messages: initialMessages,
  });

  useEffect(() => {
    if (loaded.language === language) return;
    let active = true;
    loadMessages(language).then(
      (messages) => active && setLoaded({ language, messages }),
      (error: unknown) => console.error('Messages could not be loaded', error),
    );
    return () => {
      active = false;
    };
  }, [language, loaded.language]);

  useEffect(() => {
    document.documentElement.lang = htmlLang(loaded.language);
  }, [loaded.language]);

  return (
    <IntlProvider locale={intlLocale(loaded.language)} defaultLocale="en-GB" messages={loaded.messages} onError={ignoreMissing}>
      {children}
    </IntlProvider>
  );
}
