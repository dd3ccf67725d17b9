/**
 * The data API (DESIGN §1, SPEC §7): the two direct calls (and the season look-up composed of the first,
 * issue 26) and the proxy, in the SPEC §7 POST form and the cacheable GET form
 * (`GET /api/proxy?taReqUrl=<target>`, issue 10 §3). Every target is resolved against the
 * contract's allow-list first (`resolveDirectTarget`, `resolveProxyTarget`); the read path (../readPath)
 * then answers it from its cache or the data source. Answers carry `Cache-Control` by what they are, a
 * strong `ETag` (304 on `If-None-Match`), `Age`, and `Vary: Accept-Encoding`, so any HTTP cache or CDN in
 * front of several instances absorbs the read load. Bad input is a 400 naming the problem (errors.ts).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { resolveDirectTarget, resolveProxyTarget } from '../../shared/contract';
import { addressKey, createAddressBudget, type AddressBudget } from '../addressBudget';
import type { Answer, Encoding, ReadPath, ReadTarget, ServedAnswer } from '../readPath';
import { API_SECURITY_HEADERS } from '../security';
import { BadRequestError, sendError } from './errors';

export interface ApiOptions {
  readPath: ReadPath;
  /** Requests per minute and address that the cache cannot answer at once (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** The rate limit's clock (ms); default performance.now. A test freezes it: no budget refills, however slow the run. */
  rateClockMs?: () => number;
}

/** The proxy body is one short target: 4 KiB is generous and keeps junk out early. */
export const PROXY_BODY_LIMIT = 4096;

const API_PREFIX = '/api/';
const GET_PROXY_PREFIX = '/api/proxy?taReqUrl=';

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

/**
 * The target of `GET /api/proxy?taReqUrl=<target>`: the rest of the query, as sent. The client sends the
 * target unencoded (its `?`, `&` and `=` are legal in a query), so the URL is the canonical target and a
 * CDN keys one entry per target; a client or cache that percent-encodes it is decoded once (the allow-list
 * then refuses any `%` left, so double encoding gets no further).
 */
export function readProxyQuery(url: string): string {
  if (!url.startsWith(GET_PROXY_PREFIX)) throw new BadRequestError('send the target as the only query parameter: /api/proxy?taReqUrl=<target>');
  const raw = url.slice(GET_PROXY_PREFIX.length);
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new BadRequestError('taReqUrl is not valid percent-encoding');
  }
}

/**
 * Targets already resolved, by their text: a warm read is a map lookup, not a parse. Only allowed targets
 * get in (a refused one throws first), and the map is emptied when full, so junk cannot grow it.
 */
const knownTargets = new Map<string, ReadTarget>();
const KNOWN_TARGETS_MAX = 20_000;

function resolveOnce(kind: ReadTarget['kind'], text: string): ReadTarget {
  const known = knownTargets.get(`${kind} ${text}`);
  if (known) return known;
  const read: ReadTarget = kind === 'proxy' ? { kind, target: resolveProxyTarget(text) } : { kind, target: resolveDirectTarget(text) };
  if (knownTargets.size >= KNOWN_TARGETS_MAX) knownTargets.clear();
  knownTargets.set(`${kind} ${text}`, read);
  return read;
}

/** What a request reads: the POST body's target, the GET form's query, or a direct call's path. */
function readOf(request: FastifyRequest): ReadTarget {
  if (request.method === 'POST') return resolveOnce('proxy', readProxyBody(request.headers['content-type'], request.body));
  if (request.url.startsWith('/api/proxy')) return resolveOnce('proxy', readProxyQuery(request.url));
  // The direct calls: the path and query after /api/ are the target text, resolved as the raw text the
  // client sent (request.url is not decoded), so percent-encoding tricks are refused, not decoded.
  return resolveOnce('direct', request.url.slice(API_PREFIX.length));
}

/** `name` listed in Accept-Encoding, without a `q=0` that refuses it. */
const accepting = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0*)?\\s*(,|$))[0-9.]+\\s*)?(,|$)`, 'i');
const ACCEPTS_BR = accepting('br');
const ACCEPTS_GZIP = accepting('gzip');

/** The best encoding the client accepts of the two the cache keeps. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (ACCEPTS_BR.test(acceptEncoding)) return 'br';
  if (ACCEPTS_GZIP.test(acceptEncoding)) return 'gzip';
  return undefined;
}

/** true when an `If-None-Match` list names this answer's validator (any of its encodings, weak or strong). */
function matchesValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
    return tag === etag || tag.startsWith(`${etag}-`);
  });
}

type Representation = Encoding | 'identity';

/** Each answer's headers per representation, built once: a warm read sets them in one call. */
const answerHeaders = new WeakMap<Answer, Partial<Record<Representation, Record<string, string>>>>();

function headersOf(answer: Answer, representation: Representation): Record<string, string> {
  let byRepresentation = answerHeaders.get(answer);
  if (!byRepresentation) answerHeaders.set(answer, (byRepresentation = {}));
  let headers = byRepresentation[representation];
  if (!headers) {
    headers = {
      'cache-control': answer.cacheControl,
      // A strong validator names one representation: each encoding gets its own (`"<hash>-br"`).
      etag: representation === 'identity' ? `"${answer.etag}"` : `"${answer.etag}-${representation}"`,
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
      ...(representation === 'identity' ? {} : { 'content-encoding': representation }),
    };
    byRepresentation[representation] = headers;
  }
  return headers;
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, { answer, ageSeconds }: ServedAnswer, readPath: ReadPath): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const encoded = encoding ? readPath.encodedBody(answer, encoding) : undefined;
  reply.headers(headersOf(answer, encoded && encoding ? encoding : 'identity'));
  if (ageSeconds > 0) reply.header('age', String(ageSeconds));
  if (matchesValidator(request.headers['if-none-match'], answer.etag)) return reply.code(304).removeHeader('content-type').removeHeader('content-encoding').send();
  return reply.send(encoded ?? answer.body);
}

async function readRoutes(app: FastifyInstance, { readPath, budget, perMinute }: { readPath: ReadPath; budget: AddressBudget; perMinute: number }) {
  // The body is read as text here and parsed by readProxyBody, so every malformed body gets the same
  // kind of answer (400 naming the problem) instead of the framework's mix of 400/415 codes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: PROXY_BODY_LIMIT }, (_request, body, done) => done(null, body));

  // Answers go out as the read path keeps them: compressed once, with headers computed once. So the
  // compression plugin (which would compress every answer again) and helmet (which builds its headers per
  // request) stand aside here, and the API's own fixed security headers are set as the request arrives.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  });
  const lean = { compress: false, decompress: false, helmet: false } as const;
  // Not async: a warm read is answered synchronously, with no promise in between.
  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const read = readOf(request);
    const atOnce = readPath.readAtOnce(read);
    if (atOnce) return sendAnswer(request, reply, atOnce, readPath);
    // Only what the cache cannot answer at once counts against the address (issue 10 §2): a crowd behind one
    // address (an arena's NAT) reading the same answers costs the source nothing, so it is never locked out.
    const waitSeconds = budget.take(addressKey(request.ip));
    if (waitSeconds > 0)
      return sendError(reply.header('retry-after', String(waitSeconds)), 429, 'rate_limited', `too many requests: at most ${perMinute} per minute; retry in ${waitSeconds} s`);
    return readPath.read(read).then((served) => sendAnswer(request, reply, served, readPath));
  };
  app.post('/api/proxy', { ...lean, bodyLimit: PROXY_BODY_LIMIT }, answer);
  app.get('/api/proxy', lean, answer);
  app.get('/api/ta/Seasons/', lean, answer);
  app.get('/api/ta/Tournament/Season/:seasonId', lean, answer);
  // Issue 26: the SPEC §9 season look-up in one read, composed by the read path from the years' ta/Seasons reads.
  app.get('/api/mc/SeasonLookup/', lean, answer);

  app.route({
    method: ['PUT', 'DELETE', 'PATCH', 'OPTIONS'],
    url: '/api/proxy',
    handler: async (request, reply) =>
      sendError(reply.header('allow', 'GET, HEAD, POST'), 405, 'method_not_allowed', `${request.method} is not allowed on /api/proxy: use GET or POST`),
  });
}

export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { readPath, rateLimitPerMinute, rateClockMs = () => performance.now() }) => {
  // A minute's worth at once, refilled evenly: the per-minute limit, without a window edge to stampede at.
  const budget = createAddressBudget({ perSecond: rateLimitPerMinute / 60, burst: rateLimitPerMinute, maxTracked: 100_000, nowMs: rateClockMs });
  await app.register(readRoutes, { readPath, budget, perMinute: rateLimitPerMinute });
};
