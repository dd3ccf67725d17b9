/**
 * Issue 25 case 5: a fault proxy for browser tests — a small HTTP server on loopback that stands in for the
 * federation's API in front of a demo server, and answers chosen targets with a fault: a 500, an HTML
 * error page, truncated JSON, an object where a list belongs, or no answer at all (a hang, so the site's
 * upstream timeout fires). A target is matched by the start of the `taReqUrl` of `POST /api/proxy`, or of
 * the path of a direct `GET /api/<target>`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FaultKind = '500' | 'html' | 'truncated' | 'objectForList' | 'timeout';

export interface FaultProxy {
  origin: string;
  /** Answers every target starting with `prefix` with `kind` from now on. */
  fault(prefix: string, kind: FaultKind): void;
  /** No faults any more: everything is forwarded. */
  clear(): void;
  /** The targets answered with a fault so far (so a test knows its fault was really met). */
  faulted: string[];
  close(): Promise<void>;
}

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The target a request reads: the POST body's taReqUrl, or a direct call's path under /api/. */
function targetOf(request: IncomingMessage, raw: Buffer): string {
  const url = request.url ?? '';
  if (request.method === 'POST' && url.startsWith('/api/proxy')) {
    try {
      const parsed = JSON.parse(raw.toString('utf8')) as { taReqUrl?: unknown };
      return typeof parsed.taReqUrl === 'string' ? parsed.taReqUrl : '';
    } catch {
      return '';
    }
  }
  return url.replace(/^\/api\//, '');
}

function answerFault(response: ServerResponse, kind: FaultKind, hanging: Set<ServerResponse>): void {
  switch (kind) {
    case '500':
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Internal server error at ta/TournamentMatches' }));
      return;
    case 'html':
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body><h1>Service Unavailable</h1></body></html>');
      return;
    case 'truncated':
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"matches":[{"matchId":1,"hometeam":"Stjer');
      return;
    case 'objectForList':
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Object reference not set to an instance of an object.' }));
      return;
    case 'timeout':
      // Never answered: the site's upstream timeout gives up; closed when the proxy closes.
      hanging.add(response);
      return;
  }
}

/** Starts the proxy on an ephemeral loopback port, forwarding to `upstream` (a demo server's origin). */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const faults = new Map<string, FaultKind>();
  const faulted: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    void body(request).then(async (raw) => {
      const target = targetOf(request, raw);
      const fault = [...faults.entries()].find(([prefix]) => target.startsWith(prefix));
      if (fault) {
        faulted.push(target);
        answerFault(response, fault[1], hanging);
        return;
      }
      try {
        const forwarded = await fetch(`${upstream}${request.url ?? '/'}`, {
          method: request.method,
          headers: { 'content-type': request.headers['content-type'] ?? 'application/json', accept: 'application/json' },
          body: request.method === 'POST' ? raw.toString('utf8') : undefined,
        });
        const text = await forwarded.text();
        response.writeHead(forwarded.status, { 'content-type': forwarded.headers.get('content-type') ?? 'application/json' }).end(text);
      } catch {
        response.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    fault: (prefix, kind) => faults.set(prefix, kind),
    clear: () => {
      faults.clear();
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    faulted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
