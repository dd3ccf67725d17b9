/**
 * Reads an upstream body with a byte bound enforced while it streams (DESIGN §1: the upstream data source is
 * a resilient transport). Reading the whole body first and measuring it afterwards let a 300 MB answer take the
 * server from 77 MB to over 1 GB; here at most `maxBytes` plus one chunk is ever held, and the caller aborts
 * the request the moment the bound is passed, so the upstream stops sending too.
 */

/** The body is larger than the bound (announced by Content-Length, or counted while streaming). */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(
    readonly maxBytes: number,
    readonly announced: boolean,
  ) {
    super(announced ? `announced a body larger than ${maxBytes} bytes` : `sent a body larger than ${maxBytes} bytes`);
  }
}

/**
 * The body as UTF-8 text, or BodyTooLargeError as soon as more than `maxBytes` bytes are announced or have
 * arrived. Chunks are kept as bytes and decoded once at the end, so a multi-byte character split across two
 * chunks decodes correctly. On any failure the stream is cancelled; the caller still aborts its request so
 * the connection is closed rather than drained.
 */
export async function readBodyWithin(response: Response, maxBytes: number, signal?: AbortSignal): Promise<string> {
  const announced = Number(response.headers.get('content-length'));
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new BodyTooLargeError(maxBytes, true);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  // fetch errors its own body stream on abort, but a body that is not tied to the signal (another fetch
  // implementation, a stream built by hand) would keep a stalled read pending past the timeout.
  const cancelOnAbort = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancelOnAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      // A cancelled read ends as if the body were complete: an abort must not pass for a short body.
      signal?.throwIfAborted();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) throw new BodyTooLargeError(maxBytes, false);
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    signal?.removeEventListener('abort', cancelOnAbort);
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total).toString('utf8');
}
