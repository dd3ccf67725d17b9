/**
 * The page renderer (DESIGN §6.4): the client app run on the server for one requested URL. The same store,
 * sagas (boot's season → league → team selection) and RTK Query reads run against the site's own API
 * in-process; the tree is rendered until no read is left waiting (or the budget is spent), then once more to
 * markup with its styles, and the store's state is handed to the server to put in the page as JSON. The
 * browser hydrates from it without asking again (client/index.tsx).
 *
 * Built by webpack for Node (webpack.ssr.config.ts, `dist/ssr/render.js`); the server loads it (server/render).
 */
import { renderToString } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageRenderInput, PageRenderOutput } from '../../shared/pageRender';
import { initialStateFor } from '../app/bootstrap';
import { FirstCommit } from '../app/FirstCommit';
import { pageStateOf } from '../app/hydration';
import { Providers } from '../app/Providers';
import { appRoutes } from '../app/routes';
import { serverHead, titleOf } from '../app/serverHead';
import { makeStore } from '../app/store';
import { storageEntriesOfChoices } from '../domain/readerChoices';
import { htmlLang, intlLocale, loadMessages } from '../i18n/messages';
import { createApi } from '../services/api';
import { fixedClock } from '../services/clock';
import { memoryNavigation, type MemoryNavigation } from '../services/navigation';
import { memoryStorage } from '../services/storage';
import { liveEvents } from '../state/live/liveSlice';
import { liveScoresEvents } from '../state/liveScores/liveScoresSlice';
import { inProcessFetch, type ReadTracker } from './inProcessFetch';
import { liveScoresShownInPage, liveViewOpenedBy, liveViewsWithheldFromPage, serverLiveServices } from './serverLive';

const nothing = () => undefined;

/** At most this many render passes: a read's answer may lead to another read (a match, then its team's). */
const MAX_PASSES = 4;

/** Reads the stream a prerender produced into one string. */
async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(input: PageRenderInput): Promise<PageRenderOutput> {
  const deadline = Date.now() + input.budgetMs;
  const tracker: ReadTracker = inProcessFetch(input.fetchApi);
  // The reader's choices as the browser's storage holds them, so the same sagas restore the same state.
  const storage = memoryStorage(storageEntriesOfChoices(input.choices));
  const preloaded = initialStateFor(input.config, storage, null);
  const language = preloaded.language?.language ?? input.config.defaultLanguage;
  const clock = fixedClock(input.config.serverNow);
  const navigation = memoryNavigation(input.url);
  // No retries: a read that fails is left to the browser, which retries it (issue 25).
  const api = createApi({ fetch: tracker.fetch, retries: 0 });

  const handler = createStaticHandler(appRoutes());
  const routeAt = async (url: string) => {
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    if (context instanceof Response) throw new Error(`the route answered ${context.status} instead of a page`);
    return { context, router: createStaticRouter(handler.dataRoutes, context) };
  };
  let { context, router } = await routeAt(input.url);
  const [messages, store] = [await loadMessages(language), makeStore(preloaded, { api, clock, storage, navigation, live: serverLiveServices(tracker.fetch, input.config.live) })];
  const liveView = liveViewOpenedBy(input.url, store.getState());
  if (liveView) store.dispatch(liveView);
  try {
    const renderedAt = { clockMs: clock.now().getTime(), deviceMs: Date.now() };
    const tree = (head = serverHead()) => (
      <Providers store={store} clock={clock} messages={messages} head={head} renderedAt={renderedAt}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        {/* The browser's tree has this sibling (index.tsx): the same shape here keeps React's ids (useId) equal. */}
        <FirstCommit onCommit={nothing} />
      </Providers>
    );
    let complete = await tracker.settled(deadline);
    for (let pass = 0; pass < MAX_PASSES && complete; pass += 1) {
      const answered = tracker.answered();
      // A pass renders only to start the reads the tree asks for (RTK Query starts them while rendering here).
      renderToString(tree());
      complete = await tracker.settled(deadline);
      // Another pass only for what new answers may lead to: a read that failed is not asked again here (a
      // query in error starts again with every render), so a failing source gets one call per page, not one
      // per pass; the browser retries it.
      if (tracker.answered() === answered) break;
    }
    // Issue 26: the lists' live scores and a live view's events read on the server stay in the page only
    // where this reader may see them (results shown, not shielded, no broadcast delay); the browser reads
    // the others itself.
    store.dispatch(liveScoresEvents.feedsFollowed({ feeds: liveScoresShownInPage(store.getState()) }));
    for (const matchId of liveViewsWithheldFromPage(store.getState())) store.dispatch(liveEvents.matchViewClosed({ matchId }));
    // Issue 26: the boot settles the address (the selection's season and league in the query) with a
    // replace. The markup is rendered at the settled address and the browser takes it over before it
    // hydrates; made after hydration, that replace re-rendered everything that reads the location at once.
    const location = settledLocation(input.url, navigation);
    if (location !== input.url) ({ context, router } = await routeAt(location));
    const head = serverHead();
    const sheet = new ServerStyleSheet();
    try {
      // prerender waits for lazily loaded parts of the tree, so none is left for the browser to render alone.
      const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree(head)), {
        // Every part inline, none outlined for a completion script: the page allows no inline script (CSP).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // A part that fails here is rendered by the browser instead; the server says which and why.
        onError: (error) => console.error('server render: a part of the page failed', input.url, error),
      });
      const markup = await textOf(prelude);
      const state = store.getState();
      const intl = createIntl({ locale: intlLocale(state.language.language), messages });
      return {
        description: intl.formatMessage({ id: 'app.description' }, { site: state.site.title }),
        status: Math.max(head.status, context.statusCode),
        lang: htmlLang(state.language.language),
        title: titleOf(head, state.site.title),
        styles: sheet.getStyleTags(),
        markup,
        state: JSON.stringify(pageStateOf(state)),
        renderedAtDeviceMs: renderedAt.deviceMs,
        location,
        complete,
      };
    } finally {
      sheet.seal();
    }
  } finally {
    store.close();
  }
}

/**
 * Where the boot's own navigations left the page: the settled address when they only rewrote the query of the
 * requested path (a replace), else the requested address (a page that sends the reader elsewhere goes
 * there in the browser, as before).
 */
function settledLocation(requested: string, navigation: MemoryNavigation): string {
  const now = navigation.location();
  const requestedPath = requested.split('?', 1)[0] ?? requested;
  return navigation.history.length === 1 && now.pathname === requestedPath ? `${now.pathname}${now.search}` : requested;
}

/** Issue 29: the embeds' renderer travels in this bundle too; the server loads `renderEmbed` beside `renderPage`. */
export { renderEmbed } from '../embed/renderEmbed';
