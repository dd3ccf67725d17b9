/**
 * A fake federation API on loopback whose behaviour per request is switchable, for the fault-injection
 * tests (DESIGN §7: tests never leave the machine, every loop is bounded). It answers any path; what it
 * answers is `behaviour`, read when each request arrives.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Behaviour =
  /** 200 with a small JSON body. */
  | 'ok'
  /** Never answers (until the client goes away or the server closes). */
  | 'hang'
  /** Answers `ok` after `slowMs`. */
  | 'slow'
  | 'error500'
  /** 200 with an HTML error page, as a misconfigured gateway answers. */
  | 'html'
  /** 200 announcing a longer body, then the connection is cut mid-JSON. */
  | 'truncated'
  /** 200 with a complete body that is cut-off JSON (`{"matchId":1,"na`). */
  | 'brokenJson'
  /** 200 streaming `hugeBytes` lazily in 64 KiB chunks, chunked (no Content-Length). */
  | 'huge'
  /** As `huge`, with a Content-Length that announces it. */
  | 'hugeAnnounced'
  /** Alternates ok, error500, ok, … per request. */
  | 'flap';

export const OK_BODY = { matchId: 1, name: 'Storhamar – Vålerenga', matchStatus: 'fixture' };

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

export interface FakeUpstream {
  readonly url: string;
  readonly port: number;
  behaviour: Behaviour;
  slowMs: number;
  hugeBytes: number;
  /** Requests received, and those received per path+body (a target). */
  requests: number;
  readonly perTarget: Map<string, number>;
  /** Requests whose answer has not ended or been cut yet. */
  readonly openRequests: number;
  /** Bytes written by the most recent huge answer, and whether the client closed it before the end. */
  huge: { sent: number; closedEarly: boolean; done: Promise<void> };
  close(): Promise<void>;
}

/** Writes a huge answer chunk by chunk, honouring backpressure, until done or the client goes away. */
async function streamHuge(res: ServerResponse, total: number, record: FakeUpstream['huge']): Promise<void> {
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  // Bounded: at most total / 64 KiB iterations, and it stops the moment the connection closes.
  while (record.sent < total && !closed) {
    const chunk = CHUNK.subarray(0, Math.min(CHUNK.length, total - record.sent));
    record.sent += chunk.length;
    if (!res.write(chunk))
      await new Promise<void>((resolve) => {
        const settle = () => {
          res.off('drain', settle);
          res.off('close', settle);
          resolve();
        };
        res.on('drain', settle);
        res.on('close', settle);
      });
  }
  record.closedEarly = closed && record.sent < total;
  if (!closed) res.end();
}

export async function startFakeUpstream(): Promise<FakeUpstream> {
  let open = 0;
  let flips = 0;
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    open += 1;
    res.on('close', () => {
      open -= 1;
    });
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      fake.requests += 1;
      const target = `${req.method ?? ''} ${req.url ?? ''} ${Buffer.concat(chunks).toString('utf8')}`;
      fake.perTarget.set(target, (fake.perTarget.get(target) ?? 0) + 1);
      answer(res);
    });
  });

  const json = (res: ServerResponse, status: number, body: string): void => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
  };

  function answer(res: ServerResponse): void {
    switch (fake.behaviour) {
      case 'ok':
        return json(res, 200, JSON.stringify(OK_BODY));
      case 'hang':
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) json(res, 200, JSON.stringify(OK_BODY));
        }, fake.slowMs);
        timers.add(timer);
        return;
      }
      case 'error500':
        return json(res, 500, '{"message":"internal error at db-7.federation.internal"}');
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Bad gateway (nginx at 10.0.0.7)</body></html>');
        return;
      case 'truncated':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '200' });
        res.write('{"matchId":1,"na');
        // Cut on the next turn, so the headers and the first bytes reach the client first.
        setImmediate(() => res.destroy());
        return;
      case 'brokenJson':
        return json(res, 200, '{"matchId":1,"na');
      case 'huge':
      case 'hugeAnnounced': {
        const record: FakeUpstream['huge'] = { sent: 0, closedEarly: false, done: Promise.resolve() };
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(fake.behaviour === 'hugeAnnounced' ? { 'content-length': String(fake.hugeBytes) } : {}),
        });
        record.done = streamHuge(res, fake.hugeBytes, record);
        fake.huge = record;
        return;
      }
      case 'flap':
        flips += 1;
        return flips % 2 === 1 ? json(res, 200, JSON.stringify(OK_BODY)) : json(res, 500, '{}');
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeUpstream = {
    url: `http://127.0.0.1:${port}`,
    port,
    behaviour: 'ok',
    slowMs: 1500,
    hugeBytes: 300 * 1024 * 1024,
    requests: 0,
    perTarget: new Map(),
    get openRequests() {
      return open;
    },
    huge: { sent: 0, closedEarly: false, done: Promise.resolve() },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/** A loopback port where nothing listens: one that was just bound and released. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
