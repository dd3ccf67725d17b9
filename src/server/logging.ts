/**
 * Where the server's log lines go (issue 10 §4 "a stalled log reader"): standard output, written
 * asynchronously into a bounded buffer. Pino's default destination writes synchronously, and when
 * whatever reads standard output stops reading (a stuck log shipper), a synchronous write to the full
 * pipe blocks the whole process: it stopped serving, and SIGTERM could not stop it (the shutdown's own
 * log line blocked, so its hard timer never fired). Here a write never blocks: when the buffer is full the
 * line is dropped and counted, and shutdown waits for the buffer at most a moment.
 */
import SonicBoom from 'sonic-boom';

export interface LogDestination {
  /** What Fastify's logger writes to (`logger.stream`). */
  readonly stream: SonicBoom;
  /** Lines dropped so far because the reader did not keep up. */
  dropped(): number;
  /** Writes out what is buffered, waiting at most `timeoutMs`; never throws. */
  flush(timeoutMs: number): Promise<void>;
}

/** 4 MiB of log lines: minutes of ordinary logging, and a bound on memory when nobody reads. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;

export function createLogDestination(fd = 1, maxBufferBytes = LOG_BUFFER_BYTES): LogDestination {
  // Not pino.destination(): that one registers a synchronous flush at process exit, which would block
  // on the same full pipe. `retryEAGAIN` keeps retrying in the background (async mode uses a timer).
  const stream = new SonicBoom({ fd, sync: false, maxLength: maxBufferBytes, retryEAGAIN: () => true });
  let dropped = 0;
  stream.on('drop', () => {
    dropped += 1;
  });
  // A reader that went away (EPIPE) ends logging, not the server.
  stream.on('error', () => undefined);
  return {
    stream,
    dropped: () => dropped,
    flush: (timeoutMs) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        try {
          stream.flush(() => {
            clearTimeout(timer);
            resolve();
          });
        } catch {
          clearTimeout(timer);
          resolve();
        }
      }),
  };
}
