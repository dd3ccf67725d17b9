/** Everything a rendered tree needs: the store, the clock, messages in the chosen language, the theme. */
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import type { Language } from '../../shared/siteConfig';
import { I18nProvider } from '../i18n/I18nProvider';
import type { Messages } from '../i18n/messages';
import type { Clock } from '../services/clock';
import { selectLanguage } from '../state/language/languageSlice';
import { GlobalStyle } from '../theme/GlobalStyle';
import { theme } from '../theme/theme';
import { ClockProvider, type RenderedAt } from './clock';
import { useAppSelector } from './hooks';
import { ServerHeadContext, type ServerHead } from './serverHead';
import type { AppStore, RootState } from './store';

function ConnectedI18n({ messages, language, children }: { messages: Messages; language: Language; children: ReactNode }) {
  const current = useAppSelector(selectLanguage);
  return (
    <I18nProvider language={current} initialLanguage={language} initialMessages={messages}>
      {children}
    </I18nProvider>
  );
}

interface Props {
  store: AppStore;
  clock: Clock;
  /** The messages of the store's language at start, loaded before the first render. */
  messages: Messages;
  /**
   * DESIGN §6.4, in the browser hydrating a server-rendered page: the state the server rendered with (what the
   * first render must show, whatever the sagas have changed since) and the instant it rendered at.
   */
  hydrating?: { state: RootState; renderedAt: RenderedAt };
  /** On the server: the instants it renders at (the browser's hydration shows the same). */
  renderedAt?: RenderedAt;
  /** On the server: where the tree records its title and status. */
  head?: ServerHead;
  children: ReactNode;
}

export function Providers({ store, clock, messages, hydrating, renderedAt, head, children }: Props) {
  return (
    <Provider store={store} serverState={hydrating?.state}>
      <ClockProvider clock={clock} renderedAt={hydrating?.renderedAt ?? renderedAt ?? null}>
        <ConnectedI18n messages={messages} language={store.getState().language.language}>
          <ThemeProvider theme={theme}>
            <GlobalStyle />
            <ServerHeadContext.Provider value={head ?? null}>{children}</ServerHeadContext.Provider>
          </ThemeProvider>
        </ConnectedI18n>
      </ClockProvider>
    </Provider>
  );
}
