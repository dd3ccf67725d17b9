// Finds Debian's Chromium for the browser tests (DESIGN §7). When it is missing and we are root, installs
// Debian's `chromium` package; otherwise stops with a message that says how. Never downloads a browser
// build of its own.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return candidates.find((path) => existsSync(path));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('No Chromium found. Install Debian\'s package (sudo apt-get install -y chromium) or set CHROME_PATH.');
    process.exit(1);
  }
  console.log('Chromium not found: installing Debian\'s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
  const installed = findChromium();
  if (!installed) {
    console.error('apt-get finished but no Chromium binary was found.');
    process.exit(1);
  }
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
