import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder, which jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has <dialog> but not its modal API: open and close it by the attribute, firing `close` like a browser.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// react-router's data router builds a Request per navigation; jsdom has none. It reads url, method, signal
// and headers only, so a small stand-in does (the API client's tests inject their own fetch).
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers: Headers | Map<string, string>;
    constructor(input: string | URL | { url: string }, init: { method?: string; signal?: AbortSignal | null } = {}) {
      this.url = typeof input === 'object' && 'url' in input ? input.url : String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = typeof Headers === 'undefined' ? new Map() : new Headers();
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}

// jsdom does not scroll; ScrollRestoration calls scrollTo on every navigation.
window.scrollTo = () => undefined;

// Pages are lazy chunks: the first test of a file imports (and Jest compiles) the page's whole module
// graph, which on a loaded 2-core machine with a cold cache took longer than Testing Library's 1 s default
// for findBy*/waitFor (seen: the live page's first test in a fresh clone).
configure({ asyncUtilTimeout: 5_000 });

// Page tests boot the whole app (sagas, the route's lazy page, the api and table code compiled on first
// import). On a loaded 2-core machine the first test of a file passed Jest's 5 s default (CI of 868a504:
// the live page's tests at 5.0–5.6 s; they pass in 4 s alone). A `testTimeout` in this project's entry of
// jest.config.js was not applied (Jest takes it from the global config), so it is set here, per file.
jest.setTimeout(20_000);
