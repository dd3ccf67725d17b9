/**
 * Issue 29 case 1: whether the device is online, and how old the data of the page it opened with are (a
 * page the service worker gave from its cache while offline carries the instant it was rendered at).
 * Browser only; the server renders online.
 */
import { PAGE_STATE_ELEMENT_ID } from '../../shared/pageRender';
import { windowConnectivity } from './liveFeed';

export interface DeviceConnectivity {
  online(): boolean;
  /** Called with true on `online`, false on `offline`; returns the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
  /** The device time (epoch ms) the page's data were rendered at, or null for a page rendered in the browser. */
  pageRenderedAtMs(): number | null;
  /** The device's time (epoch ms), the one the page's render instant is in. */
  nowMs(): number;
}

export function browserConnectivity(): DeviceConnectivity {
  return {
    online: () => navigator.onLine,
    subscribe: (listener) => windowConnectivity().subscribe(listener),
    pageRenderedAtMs() {
      const value = Number(document.getElementById(PAGE_STATE_ELEMENT_ID)?.getAttribute('data-rendered-at') ?? Number.NaN);
      return Number.isFinite(value) ? value : null;
    },
    nowMs: () => Date.now(),
  };
}
