/**
 * The data API (DESIGN §1, SPEC §7): the two direct calls and the proxy. Every target is resolved against
 * the contract's allow-list first (`resolveDirectTarget`, `resolveProxyTarget`); the data source only ever
 * sees typed targets of the contract. Bad input is a 400 naming the problem (see errors.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { resolveDirectTarget, resolveProxyTarget } from '../../shared/contract';
import type { DataSource } from '../dataSource';
import { BadRequestError, sendError } from './errors';

export interface ApiOptions {
  dataSource: DataSource;
  rateLimitPerMinute: number;
}

/** The proxy body is one short target: 4 KiB is generous and keeps junk out early. */
export const PROXY_BODY_LIMIT = 4096;

const API_PREFIX = '/api/';

/** Reads `{"taReqUrl": "<target>"}` strictly: one field, a string, nothing else. */
export function readProxyBody(contentType: string | undefined, body: unknown): string {
  if (body === undefined || body === '') throw new BadRequestError('request body is missing: send {"taReqUrl": "<target>"}');
  if (!contentType || !/^application\/json\s*(;|$)/i.test(contentType)) throw new BadRequestError('Content-Type must be application/json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(body));
  } catch {
    throw new BadRequestError('request body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new BadRequestError('request body must be a JSON object {"taReqUrl": "<target>"}');
  const fields = Object.keys(parsed);
  const extra = fields.filter((field) => field !== 'taReqUrl');
  if (extra.length > 0) throw new BadRequestError(`unexpected field(s) in request body: ${extra.join(', ')}; only taReqUrl is allowed`);
  if (!('taReqUrl' in parsed)) throw new BadRequestError('request body has no taReqUrl field');
  const { taReqUrl } = parsed as { taReqUrl: unknown };
  if (typeof taReqUrl !== 'string') throw new BadRequestError('taReqUrl must be a string');
  return taReqUrl;
}

async function proxyRoutes(app: FastifyInstance, { dataSource }: { dataSource: DataSource }) {
  // The body is read as text here and parsed by readProxyBody, so every malformed body gets the same
  // kind of answer (400 naming the problem) instead of the framework's mix of 400/415 codes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: PROXY_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/api/proxy', { bodyLimit: PROXY_BODY_LIMIT }, async (request, reply) => {
    const target = resolveProxyTarget(readProxyBody(request.headers['content-type'], request.body));
    const data = await dataSource.proxy(target);
    return reply.header('cache-control', 'no-store').send(data);
  });

  app.route({
    method: ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/proxy',
    exposeHeadRoute: false,
    handler: async (request, reply) =>
      sendError(reply.header('allow', 'POST'), 405, 'method_not_allowed', `${request.method} is not allowed on /api/proxy: use POST`),
  });
}

export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { dataSource, rateLimitPerMinute }) => {
  // Registered inside this plugin, the limit covers /api only: pages, assets and /healthz stay unlimited.
  await app.register(rateLimit, {
    max: rateLimitPerMinute,
    timeWindow: 60_000,
    // The plugin throws what this returns; an Error with a statusCode reaches the error handler as a 429.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`too many requests: at most ${context.max} per minute; retry in ${context.after}`), {
        statusCode: context.statusCode,
      }),
  });

  // The direct calls (SPEC §7): the path and query after /api/ are the target text, resolved as the raw
  // text the client sent (request.url is not decoded), so percent-encoding tricks are refused, not decoded.
  const direct = async (url: string) => dataSource.direct(resolveDirectTarget(url.slice(API_PREFIX.length)));
  app.get('/api/ta/Seasons/', async (request, reply) => reply.header('cache-control', 'no-store').send(await direct(request.url)));
  app.get('/api/ta/Tournament/Season/:seasonId', async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await direct(request.url)),
  );

  await app.register(proxyRoutes, { dataSource });
};
