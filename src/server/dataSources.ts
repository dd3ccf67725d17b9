/**
 * Picks the data source DATA_SOURCE names (DESIGN §1): the embedded demo league (in the contract's shapes,
 * or with DEMO_WIRE=real in the federation's real wire variants), or the federation's API
 * behind the upstream cache; and, when no external PubNub key is configured, the embedded live endpoint's
 * log (the hub) that the demo league's simulator publishes into (DESIGN §5).
 */
import { liveChannels, type LiveEvent } from '../shared/contract';
import type { Clock } from './clock';
import { ConfigError, type ServerConfig } from './config';
import type { DataSource } from './dataSource';
import { createDemoDataSource, createDemoLeague, type DemoLeague } from './demo';
import { createRealWireDataSource } from './demo/realWire';
import { createJournaledHub, JournalError, type LiveHub, type ReplaySummary } from './live';
import { startLiveSimulator, type LiveSimulator } from './live/simulator/simulator';
import { createUpstreamDataSource, type UpstreamLog } from './upstream';
import { createWireDriftMonitor } from './wire/driftMonitor';

export interface ServerParts {
  dataSource: DataSource;
  /** The embedded live endpoint's log; null when an external PubNub service is configured. */
  hub: LiveHub | null;
  /** Issue 28: what the start read back from the live journal; null when there is none. */
  journalReplayed: ReplaySummary | null;
  /** Starts the live simulator (demo league with the embedded endpoint only); null otherwise. */
  startSimulator: (() => LiveSimulator) | null;
}

/** The events of match:{id}:all so far, oldest first, each with the timetoken it was published at. */
function liveEventsFrom(hub: LiveHub) {
  return (matchId: number): LiveEvent[] =>
    hub.messages(liveChannels.all(matchId)).map((message) => ({ ...(message.payload as LiveEvent), TimeToken: message.tt }));
}

/**
 * The embedded endpoint's hub (issue 28): with the journal of what publishers with LIVE_PUBLISH_KEY sent,
 * replayed, when such a publisher can exist; without a key nothing is journaled and nothing read back.
 * A journal directory that cannot be made or written fails the start naming LIVE_JOURNAL_DIR.
 */
function embeddedHub(config: ServerConfig): { hub: LiveHub | null; journalReplayed: ReplaySummary | null } {
  if (config.pubnub !== null) return { hub: null, journalReplayed: null };
  const dir = config.livePublishKey === null ? null : config.liveJournalDir;
  try {
    const { hub, replayed } = createJournaledHub(dir, { writable: dir !== null });
    return { hub, journalReplayed: replayed };
  } catch (error) {
    if (error instanceof JournalError) throw new ConfigError('LIVE_JOURNAL_DIR', error.message);
    throw error;
  }
}

/** `log`: where the upstream's failures are told (the app's logger; main.ts forwards to it). */
export function createServerParts(config: ServerConfig, clock: Clock, log?: UpstreamLog): ServerParts {
  const { hub, journalReplayed } = embeddedHub(config);
  if (config.dataSource === 'upstream' && config.upstreamUrl !== null) {
    const dataSource = createUpstreamDataSource({
      baseUrl: config.upstreamUrl,
      timeoutMs: config.upstreamTimeoutMs,
      log,
      // Issue 25: every fresh answer is read with the client's wire parser; /healthz and the log tell what could not be.
      drift: createWireDriftMonitor({ log }),
    });
    return { dataSource, hub, journalReplayed, startSimulator: null };
  }
  const league: DemoLeague = createDemoLeague({ seed: config.demoSeed, timeZone: config.timeZone, now: clock.now });
  const demo = createDemoDataSource(league, hub ? { liveEvents: liveEventsFrom(hub) } : {});
  // DEMO_WIRE=real: the same league in the federation's real wire variants (DESIGN §1), to exercise the client's parsers.
  const dataSource =
    config.demoWire === 'real'
      ? createRealWireDataSource(demo, {
          clubOrgId: (teamId) => league.team(teamId)?.clubOrgId ?? null,
          sportOfMatch: (matchId) => league.fixture(matchId)?.sportId ?? null,
          staff: (teamId) => league.coaches(teamId),
        })
      : demo;
  const startSimulator = hub
    ? () =>
        startLiveSimulator({
          league,
          publish: (channel, payload, publisher, options) => hub.publish(channel, payload, publisher, options),
          clock,
          // Issue 14: a past day's channels are forgotten once no live page reads them, so the hub holds about a day.
          expire: (channels) => hub.drop(channels),
        })
    : null;
  return { dataSource, hub, journalReplayed, startSimulator };
}
