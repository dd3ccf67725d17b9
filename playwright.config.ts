/**
 * Browser tests (DESIGN §7): Debian's Chromium (CHROME_PATH or /usr/bin/chromium) against the real built
 * server, one server per site preset on its own loopback port, with the demo clock frozen so "today" is
 * the same on every run.
 */
import { defineConfig, devices } from '@playwright/test';
import { serverCommandLine } from './scripts/serverCommand.mjs';

export const E2E_NOW = '2026-11-21T17:00:00Z';
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// E2E_PORT_BASE lets two checkouts run their browser tests side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 18480);
const presets = { hockey: base, basketball: base + 1, corporate: base + 2, volleyball: base + 3 } as const;
// DEMO_WIRE=real (DESIGN §1 "Real upstream data"): the hockey league in the federation's real wire variants, so the
// browser specs of the ordinary pages prove the client reads the real wire to the same screens.
const realWire = { port: base + 4, specs: /(^|[\\/])(scoreboard|match|standings|shell|people|statistics)\.hockey\.spec\.ts$/ } as const;
// Issue 25 case 3: basketball and volleyball in the real wire (other period ids and names, unplayed 0-0 sets), on
// ports past the own-server and ops ones (base + 5 … 7); only their match pages, to keep the added browser time small.
const realWireSports = [
  { site: 'basketball', port: base + 8, specs: /(^|[\\/])match\.basketball\.spec\.ts$/ },
  { site: 'volleyball', port: base + 9, specs: /(^|[\\/])match\.volleyball\.spec\.ts$/ },
] as const;
/** A port no preset server uses, for a spec that starts a server of its own (fullMatch.hockey.spec.ts). */
export const OWN_SERVER_PORT = base + 5;
/** Issue 15: the ops wall's spec starts its own server (LIVE_SPEED, LIVE_TEST_HOOKS) on this port (+1 for a second worker). */
export const OPS_SERVER_PORT = base + 6;
/** Issue 25: faults.spec.ts starts a demo server and a site in upstream mode per worker: base+10 .. base+13. */
export const FAULT_SERVER_PORT = base + 10;
/** Issue 25 case 6: noLiveFeed.spec.ts starts a demo server and, in front of it, a site in upstream mode with no live feed: base+21, +22. */
export const NO_LIVE_FEED_PORT = base + 21;
const serverEnv = (site: string, port: number) => ({
  SITE: site,
  PORT: String(port),
  HOST: '127.0.0.1',
  DEMO_NOW: E2E_NOW,
  LOG_LEVEL: 'warn',
  // Every test browses from 127.0.0.1, so one address makes all the suite's requests. The limit counts
  // only reads the cache cannot answer at once (issue 10 §2); the suite sets the public default explicitly
  // and must pass under it, as a crowd behind one arena address would.
  RATE_LIMIT_PER_MINUTE: '3000',
});

export default defineConfig({
  testDir: '__tests__/e2e',
  fullyParallel: true,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.test-reports/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Issue 29: the site's service worker would answer requests that page.route never sees and serve one test's
    // kept answers to the next; only the offline specs (offline.hockey.spec.ts) allow it, in fresh contexts.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    ...Object.entries(presets).map(([site, port]) => ({
      name: site,
      testMatch: new RegExp(`\\.(${site}|all)\\.spec\\.ts$`),
      use: { baseURL: `http://127.0.0.1:${port}` },
    })),
    // Issue 15: ops.spec.ts starts its own server (a sped-up clock and the simulator's fault switch).
    { name: 'ops', testMatch: /(^|[\\/])ops\.spec\.ts$/ },
    { name: 'hockey-real', testMatch: realWire.specs, use: { baseURL: `http://127.0.0.1:${realWire.port}` } },
    ...realWireSports.map(({ site, port, specs }) => ({ name: `${site}-real`, testMatch: specs, use: { baseURL: `http://127.0.0.1:${port}` } })),
    // Issue 15: the arena screen starts its own server (stopped and started again by the spec itself).
    { name: 'kiosk', testMatch: /(^|[\\/])kiosk\.spec\.ts$/ },
    // Issue 25: failures never look like facts; the spec starts its own servers and a fault proxy.
    { name: 'faults', testMatch: /(^|[\\/])faults\.spec\.ts$/ },
    // Issue 25 case 6: upstream mode without a live feed; the spec starts its own servers.
    { name: 'noLiveFeed', testMatch: /(^|[\\/])noLiveFeed\.spec\.ts$/ },
  ],
  webServer: [
    ...Object.entries(presets).map(([site, port]) => ({
      command: serverCommandLine(),
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: serverEnv(site, port),
    })),
    {
      command: serverCommandLine(),
      url: `http://127.0.0.1:${realWire.port}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { ...serverEnv('hockey', realWire.port), DEMO_WIRE: 'real' },
    },
    ...realWireSports.map(({ site, port }) => ({
      command: serverCommandLine(),
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { ...serverEnv(site, port), DEMO_WIRE: 'real' },
    })),
  ],
});
