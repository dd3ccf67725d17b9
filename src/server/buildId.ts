/**
 * The build id (issue 15): which client build this server serves, so a kiosk left running for days notices
 * a redeploy and reloads. BUILD_ID when the deployment sets one; otherwise a short hash of the built
 * index.html, whose script names carry webpack's content hashes, so any change to the client changes it.
 * Read again only when index.html's modification time changes (a build replaced it under a running server).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Returns the current build id, or null when there is no client build. */
export function buildIdReader(clientDir: string, configured: string | null | undefined): () => string | null {
  if (configured) return () => configured;
  const indexPath = path.join(clientDir, 'index.html');
  let known: { mtimeMs: number; id: string } | null = null;
  return () => {
    try {
      const { mtimeMs } = statSync(indexPath);
      if (known?.mtimeMs !== mtimeMs) known = { mtimeMs, id: createHash('sha256').update(readFileSync(indexPath)).digest('hex').slice(0, 16) };
      return known.id;
    } catch {
      return null;
    }
  };
}
