/**
 * Issue 29 case 4, Web Push's endpoints (webPush.ts; README "Goal alerts"); without VAPID keys configured each
 * answers 404 with a JSON error saying so. `GET /push/key` (the public key a browser subscribes with), `POST /push/subscriptions`
 * (a browser's subscription and the teams it follows; 201) and `DELETE /push/subscriptions` (by endpoint; 204).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { parseRegistration, type PushSubscriptions, type WebPushConfig } from './webPush';

export const pushRoutes: FastifyPluginAsync<{ webPush: WebPushConfig | null; subscriptions: PushSubscriptions }> = async (app, { webPush, subscriptions }) => {
  if (webPush === null) {
    const off = async (_request: unknown, reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send({ error: 'Web Push is not configured on this server' });
    app.get('/push/key', off);
    app.post('/push/subscriptions', off);
    app.delete('/push/subscriptions', off);
    return;
  }
  app.get('/push/key', async (_request, reply) => reply.header('cache-control', 'no-store').send({ publicKey: webPush.publicKey }));

  app.post('/push/subscriptions', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const registration = parseRegistration(request.body);
    if (typeof registration === 'string') return reply.code(400).header('cache-control', 'no-store').send({ error: registration });
    subscriptions.register(registration);
    return reply.code(201).header('cache-control', 'no-store').send({ teams: registration.teams });
  });

  app.delete('/push/subscriptions', { bodyLimit: 4 * 1024 }, async (request, reply) => {
    const endpoint = (request.body as { endpoint?: unknown } | null)?.endpoint;
    if (typeof endpoint !== 'string') return reply.code(400).send({ error: 'endpoint: must be the subscription endpoint' });
    subscriptions.remove(endpoint);
    return reply.code(204).send();
  });
};
