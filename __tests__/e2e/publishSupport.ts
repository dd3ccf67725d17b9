/**
 * Issue 16 fan-feature specs that publish live events of their own: each runs against a server of its own
 * (the suite's demo clock, LIVE_PUBLISH_KEY so the test may publish) on a port of this checkout's range, and
 * publishes through the embedded endpoint's publish route, as a reporter's app would.
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { E2E_NOW } from '../../playwright.config';
import { startOwnServer, stopOwnServer } from './ownServer';

export interface PublishingServer {
  origin: string;
  publishKey: string;
}

/**
 * Runs the calling spec file against its own server: SITE `site` on E2E_PORT_BASE + `portOffset` (an offset
 * no preset or other own-server spec uses). Its tests run one after another: they share the server's live
 * matches. Call once, at the top level of the spec.
 */
export function ownPublishingServer(site: string, portOffset: number, publishKey: string, options: { timeout?: number } = {}): PublishingServer {
  const port = Number(process.env.E2E_PORT_BASE ?? 18480) + portOffset;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  test.use({ baseURL: origin });
  test.describe.configure({ mode: 'serial', ...(options.timeout === undefined ? {} : { timeout: options.timeout }) });
  test.beforeAll(async () => {
    server = await startOwnServer(port, { SITE: site, DEMO_NOW: E2E_NOW, LIVE_PUBLISH_KEY: publishKey, RATE_LIMIT_PER_MINUTE: '3000' });
  });
  test.afterAll(async () => stopOwnServer(server));
  return { origin, publishKey };
}

/** A match's live channels: `all` carries every event; `goals` the scoring and period events too. */
export type LiveChannelKind = 'all' | 'goals';

/** Publishes `event` on the match's channels, in order; returns when (epoch ms) the first publish was sent. */
export async function publishLive(server: PublishingServer, matchId: number, event: object, kinds: readonly LiveChannelKind[] = ['all']): Promise<number> {
  const publishedAt = Date.now();
  const message = encodeURIComponent(JSON.stringify(event));
  for (const kind of kinds) {
    const channel = encodeURIComponent(`match:${matchId}:${kind}`);
    const response = await fetch(`${server.origin}/publish/${server.publishKey}/demo-sub-key/0/${channel}/0/${message}?uuid=e2e`);
    expect(response.ok, `publish on ${kind} answered ${response.status}`).toBe(true);
  }
  return publishedAt;
}
