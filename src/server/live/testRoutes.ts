/**
 * Issue 15: the live simulator's fault switch over HTTP, for the ops wall's browser test and bench — pause
 * one match's feed (the wall must turn its tile red) and resume it. Registered only when the app is given
 * a simulator control (main.ts does so only with LIVE_TEST_HOOKS=true, which config.ts refuses in
 * production), and even then it answers loopback callers only: to anyone else, and on every server
 * without the flag, these paths do not exist (404), like any unknown path.
 *
 * Issue 28: a request a proxy forwarded (any `X-Forwarded-*` or `Forwarded` header) is not a loopback
 * caller, whatever TRUST_PROXY says: a proxy on the same host connects from loopback on a remote caller's
 * behalf. And a match id the demo league does not have is a 404 naming it, not a pause of nothing.
 *
 * decided here: `POST /__test/live/pause?matchId=…` and `POST /__test/live/resume?matchId=…` answer
 * `{ matchIds, paused }` (the feeds begun, the feeds paused). POST only: a GET of an unknown path is the
 * SPA's history fallback, so a GET route would not be "absent" in the same way.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveSimulatorControl } from './simulator/simulator';

export interface LiveTestRoutesOptions {
  /** The running simulator's switch; null while it has not started yet (503). */
  control: () => LiveSimulatorControl | null;
}

/** true when a proxy passed the request on: any `X-Forwarded-*` header or the standard `Forwarded` (RFC 7239). */
export function isForwarded(headers: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(headers).some((name) => name === 'forwarded' || name.startsWith('x-forwarded-'));
}

/** Loopback addresses, IPv4 (also mapped into IPv6) and IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: 'not_found', message: 'not found' });
}

function matchIdOf(request: FastifyRequest): number | null {
  const raw = (request.query as Record<string, unknown>).matchId;
  return typeof raw === 'string' && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

export const liveTestRoutes: FastifyPluginAsync<LiveTestRoutesOptions> = async (app, { control }) => {
  // The socket's own peer, never X-Forwarded-For: a proxy in front must not open the switch to the world,
  // so a forwarded request is refused even when its socket is loopback (a proxy on the same host).
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopback(request.raw.socket.remoteAddress) || isForwarded(request.headers)) return notFound(reply);
  });
  const toggle = (act: 'pause' | 'resume') => async (request: FastifyRequest, reply: FastifyReply) => {
    const simulator = control();
    if (simulator === null) return reply.code(503).send({ error: 'unavailable', message: 'the live simulator has not started' });
    const matchId = matchIdOf(request);
    if (matchId === null) return reply.code(400).send({ error: 'bad_request', message: 'matchId must be a positive integer' });
    if (!simulator.hasMatch(matchId)) return reply.code(404).send({ error: 'not_found', message: `matchId ${matchId}: the demo league has no such match` });
    simulator[act](matchId);
    return reply.header('cache-control', 'no-store').send({ matchIds: simulator.matchIds(), paused: simulator.pausedMatchIds() });
  };
  app.post('/__test/live/pause', toggle('pause'));
  app.post('/__test/live/resume', toggle('resume'));
};
