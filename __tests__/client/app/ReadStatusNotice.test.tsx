import { screen, waitFor } from '@testing-library/react';
import { selectSeasonsEntry } from '../../../src/client/state/catalog/selectors';
import { createApi } from '../../../src/client/services/api';
import { appServices, renderApp } from '../../support/renderWithProviders';

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** A fetch for the whole boot: the season look-up gets `seasons(attempt)`, every other read an empty answer. */
function bootFetch(seasons: (attempt: number) => Reply | Promise<Reply>) {
  let attempts = 0;
  return ((url: string) => {
    const reply = url.includes('mc/SeasonLookup/') ? seasons((attempts += 1)) : { status: 200, body: [] };
    // jsdom has no Response: the api reads only these members of one.
    return Promise.resolve(reply).then(({ status, body, headers = {} }) => ({
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
      text: () => Promise.resolve(JSON.stringify(body)),
    }));
  }) as unknown as typeof fetch;
}

/** A season look-up that found no seasons (issue 26: one read for the six years). */
const NO_SEASONS = { years: [{ year: 2026, seasons: [] }] };

describe('what the page says about its reads (issue 10 §2, §4)', () => {
  it('shows a retrying state while the boot waits out a 503, and clears it once the answer comes', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const later = new Promise<Reply>((resolve) => (release = resolve));
    const api = createApi({
      backoffMs: 10,
      fetch: bootFetch((attempt) => (attempt <= 6 ? { status: 503, body: { error: 'upstream_unavailable', message: 'busy' } } : later)),
    });
    renderApp({ services: appServices({ api }) });
    expect(await screen.findByText('The results service is busy')).toBeInTheDocument();
    // The one look-up read retries every few ms here: which attempt shows depends on the render, that one shows does not.
    expect(screen.getByText(/Trying again in a moment \(attempt \d+\)/)).toBeInTheDocument();
    release({ status: 200, body: NO_SEASONS });
    await waitFor(() => expect(screen.queryByText('The results service is busy')).not.toBeInTheDocument());
  });

  it('says how old the results are when the server answers from a stale copy', async () => {
    const api = createApi({
      fetch: bootFetch(() => ({ status: 200, body: NO_SEASONS, headers: { age: '600', 'cache-control': 'public, max-age=3600' } })),
    });
    const fresh = renderApp({ services: appServices({ api }) });
    await waitFor(() => expect(selectSeasonsEntry(fresh.store.getState())?.status).toBe('fulfilled'));
    expect(screen.queryByText('Results may be out of date')).not.toBeInTheDocument();
    fresh.unmount();
    const staleApi = createApi({
      fetch: bootFetch(() => ({ status: 200, body: NO_SEASONS, headers: { age: '600', 'cache-control': 'public, max-age=15' } })),
    });
    renderApp({ services: appServices({ api: staleApi }) });
    expect(await screen.findByText('Results may be out of date')).toBeInTheDocument();
    expect(screen.getByText(/shows results updated 10 minutes ago/)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Offline · updated 12 min ago', 'These results were saved on this device.'],
    ['no', 'Frakoblet · oppdatert for 12 min siden', 'Resultatene er lagret på denne enheten.'],
  ] as const)('says offline and how old the page is (issue 29, %s)', async (language, title, message) => {
    jest.useFakeTimers({ now: Date.parse('2026-11-21T17:12:30Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = createApi({ fetch: bootFetch(() => ({ status: 200, body: NO_SEASONS })) });
      const connectivity = { online: () => false, subscribe: () => () => undefined, pageRenderedAtMs: () => Date.parse('2026-11-21T17:00:00Z'), nowMs: () => Date.now() };
      renderApp({ language, services: appServices({ api, connectivity }) });
      const notice = await screen.findByText(title);
      expect(notice.closest('[role="status"]')).toHaveTextContent(message);
      // A retry waiting for the connection is not what the page says while offline.
      expect(screen.queryByText('The results service is busy')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
