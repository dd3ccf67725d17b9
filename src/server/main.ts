/**
 * The server process (DESIGN §1): read the configuration, make the data source, listen, and shut down
 * cleanly on SIGTERM/SIGINT. `npm start` runs the compiled form, dist/server/main.js.
 */
import path from 'node:path';
import { buildApp } from './app';
import { createClock } from './clock';
import { ConfigError, listenProblem, loadConfig, type ServerConfig } from './config';
import { createServerParts } from './dataSources';
import { createLogDestination } from './logging';
import type { LiveSimulator } from './live/simulator/simulator';

/** src/server and dist/server both sit two levels below the repository root; the client build is dist/client. */
const CLIENT_DIR = path.resolve(__dirname, '../../dist/client');
/** Longer than any ordinary request; a held live long-poll must not keep the process alive past it. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** One line on stderr naming the variable, and exit 1 (no logger exists yet, or it may not be read). */
function refuseConfiguration(error: ConfigError): never {
  process.stderr.write(`match-centre: invalid configuration: ${error.message}\n`);
  process.exit(1);
}

function readConfig(): ServerConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return refuseConfiguration(error);
  }
}

/** The parts; a part the configuration makes impossible (issue 28: LIVE_JOURNAL_DIR not writable) is refused like a bad value. */
function serverParts(...args: Parameters<typeof createServerParts>): ReturnType<typeof createServerParts> {
  try {
    return createServerParts(...args);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return refuseConfiguration(error);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const clock = createClock({ startAt: config.demoNow, rate: config.liveSpeed });
  // Issue 28: a gap in the log says how many lines it lost, once the reader has caught up again.
  const logs = createLogDestination({
    onLinesDropped: (dropped, droppedInAll) =>
      app.log.warn({ droppedLogLines: dropped, droppedLogLinesInAll: droppedInAll }, 'log lines dropped: standard output was not read fast enough'),
  });
  // The app's logger exists once the app does; the upstream's failures are told to it from then on.
  const upstreamLog = { warn: (details: object, message: string) => app.log.warn(details, message) };
  const { dataSource, hub, journalReplayed, startSimulator } = serverParts(config, clock, upstreamLog);
  let simulator: LiveSimulator | null = null;
  // Issue 15: the simulator's fault switch, on loopback-only test routes, only when a test or bench asks.
  const simulatorControl = config.liveTestHooks ? () => simulator : undefined;
  const app = buildApp({
    config,
    dataSource,
    clientDir: CLIENT_DIR,
    clock,
    logStream: logs.stream,
    live: hub ? { hub, ...(simulatorControl ? { simulator: simulatorControl } : {}) } : undefined,
  });

  // Issue 28: what the live journal gave back; skipped lines are a crash's torn line (or damage), never fatal.
  if (journalReplayed !== null) app.log[journalReplayed.skippedLines > 0 ? 'warn' : 'info']({ dir: config.liveJournalDir, ...journalReplayed }, 'live journal replayed');

  let closing = false;
  const shutDown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    simulator?.stop();
    app.log.info({ signal, droppedLogLines: logs.dropped() }, 'shutting down');
    // Nothing here waits for the log reader (logging.ts): exit never joins a thread stuck on a full pipe.
    setTimeout(() => {
      app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown timed out; exiting');
      // Hands the last lines to the stream now (they wait for the loop's next turn otherwise), without waiting.
      void logs.flush(0);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => dataSource.close?.())
      // The last lines get a moment to reach a reader that keeps up; a stalled one costs at most that.
      .then(() => logs.flush(500))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          void logs.flush(0);
          process.exit(1);
        },
      );
  };
  // `on`, not `once`: a terminal's Ctrl-C can arrive twice (directly and forwarded by npm start), and a second
  // signal must not skip the graceful close.
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // Issue 28: a HOST that does not resolve or a PORT in use is the configuration's fault: say which.
    const problem = listenProblem(error, config);
    if (problem === null) throw error;
    refuseConfiguration(problem);
  }
  // Started once listening, so readiness does not wait for the backlog; a client that connects first
  // receives the backlog through its subscription.
  simulator = startSimulator?.() ?? null;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  // performance.now() counts from process start: this is the start-to-ready time an operator cares about.
  app.log.info(
    { url: `http://${host}:${port}`, startupMs: Math.round(performance.now()), site: config.site, dataSource: dataSource.kind },
    'ready',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`match-centre: failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
