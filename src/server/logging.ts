/**
 * Where the server's log lines go (issue 10 §4 "a stalled log reader", issue 28 case 1 "a stop that always
 * stops"): standard output, through Node's own `process.stdout` stream, bounded; a line that would pass the
 * bound is dropped whole and counted.
 *
 * Why not a writer of its own on file descriptor 1 (sonic-boom, pino.destination): the built server never
 * opens `process.stdout`, so a pipe on fd 1 stays in blocking mode, and such a writer's asynchronous
 * `fs.write` runs in a libuv pool thread. Once nobody read the pipe, that thread sat in write(2) for good,
 * and `process.exit` waits for every pool thread (uv__threadpool_cleanup joins them): SIGTERM's graceful
 * exit and the shutdown's hard limit both hung, and only SIGKILL ended the process. `process.stdout` on a
 * pipe or socket is an event-loop stream: it switches the pipe to non-blocking mode and writes when the
 * reader makes room, so no thread ever waits on the reader, and an exit leaves what is queued unwritten
 * instead of waiting. On a file the stream writes synchronously (a file does not stall); on a terminal,
 * Node writes blocking, as terminals expect.
 */
import type { Writable } from 'node:stream';

export interface LogDestination {
  /** What Fastify's logger writes to (`logger.stream`): one JSON line per call. */
  readonly stream: { write(line: string): void };
  /** Lines dropped so far because the reader did not keep up (or went away). */
  dropped(): number;
  /** Waits until what is queued has been written, at most `timeoutMs`; never throws, never blocks. */
  flush(timeoutMs: number): Promise<void>;
}

export interface LogDestinationOptions {
  /** Default `process.stdout`. */
  readonly out?: Writable;
  /** Default LOG_BUFFER_BYTES. */
  readonly maxBufferBytes?: number;
  /**
   * Told, once the reader has caught up again (the queue drained), how many lines were dropped since the
   * last report and in all: main.ts logs it, so a gap in the log says how large it is.
   */
  readonly onLinesDropped?: (dropped: number, droppedInAll: number) => void;
}

/** 4 MiB of log lines queued: minutes of ordinary logging, and a bound on memory when nobody reads. */
export const LOG_BUFFER_BYTES = 4 * 1024 * 1024;
/** A batch is written at once when it reaches this size, else at the end of the event loop's turn. */
const BATCH_CHARS = 64 * 1024;

export function createLogDestination({ out = process.stdout, maxBufferBytes = LOG_BUFFER_BYTES, onLinesDropped }: LogDestinationOptions = {}): LogDestination {
  let droppedInAll = 0;
  let droppedUnreported = 0;
  // Lines of one event-loop turn go out in one write: a write per line to a pipe that is read costs a
  // system call and a wake-up of the reader per line (two per request).
  let batch = '';
  let batchScheduled = false;
  const writeBatch = () => {
    batchScheduled = false;
    if (batch === '') return;
    const chunk = batch;
    batch = '';
    if (out.writable) out.write(chunk);
  };
  // A reader that went away (EPIPE) ends logging, not the server.
  out.on('error', () => undefined);
  // The bound is far above the stream's high-water mark (16 KiB), so a queue that reached it ends in 'drain'.
  out.on('drain', () => {
    if (droppedUnreported === 0) return;
    const dropped = droppedUnreported;
    droppedUnreported = 0;
    onLinesDropped?.(dropped, droppedInAll);
  });
  return {
    stream: {
      write(line) {
        // writableLength counts what is queued and not yet taken by the reader (characters for a socket,
        // which keeps strings as they are: a bound, not an exact byte count).
        if (!out.writable || out.writableLength + batch.length + line.length > maxBufferBytes) {
          droppedInAll += 1;
          droppedUnreported += 1;
          return;
        }
        batch += line;
        if (batch.length >= BATCH_CHARS) writeBatch();
        else if (!batchScheduled) {
          batchScheduled = true;
          setImmediate(writeBatch);
        }
      },
    },
    dropped: () => droppedInAll,
    flush: (timeoutMs) =>
      new Promise<void>((resolve) => {
        writeBatch();
        if (!out.writable || out.writableLength === 0) {
          resolve();
          return;
        }
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        // A stream calls back in order: this one once everything queued before it is written (or failed).
        out.write('', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}
