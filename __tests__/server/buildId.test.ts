import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIdReader } from '../../src/server/buildId';

describe('buildIdReader (issue 15: a kiosk reloads on a new build)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-id-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('BUILD_ID wins', () => {
    writeFileSync(path.join(dir, 'index.html'), '<script src="/assets/main.1.js">');
    expect(buildIdReader(dir, 'release-42')()).toBe('release-42');
  });

  it('no client build: no id', () => {
    expect(buildIdReader(dir, null)()).toBeNull();
  });

  it('a hash of index.html, which changes when a new build replaces it', () => {
    const index = path.join(dir, 'index.html');
    writeFileSync(index, '<script src="/assets/main.aaaa.js">');
    const read = buildIdReader(dir, null);
    const first = read();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(read()).toBe(first);
    writeFileSync(index, '<script src="/assets/main.bbbb.js">');
    // A build a second later: the modification time is what tells the reader to look again.
    utimesSync(index, new Date(), new Date(Date.now() + 1000));
    expect(read()).not.toBe(first);
  });
});
