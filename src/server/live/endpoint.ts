/**
 * The embedded live-messaging endpoint (DESIGN §1, §5): the subset of the PubNub REST protocol that the
 * unmodified `pubnub` SDK 12 uses, served from a `LiveHub`. Registered by buildApp only when no external
 * PubNub key is configured.
 *
 * Protocol facts it honours (verified against pubnub 12.0.3): the subscribe handshake answers at once with
 * `{"t":{"t":"<tt>","r":1},"m":[]}`; a long-poll is held until a message arrives or the hold times out
 * (an empty answer at once makes the SDK spin); envelopes carry `a,f,i,p,k,c,d` and never `e`; `tt` is
 * exclusive; a retry with the same `tt` replays from the log; `channel-group` is read as more channels
 * (the SDK's reconnect/disconnect send channels there); publish by GET and by POST with a deflated body
 * (the web build deflates with CompressionStream when it exists but always sends `Content-Encoding:
 * deflate`, so a plain body is accepted too); history v3 (fetchMessages) and v2 (history); presence
 * heartbeat and leave; every answer JSON with CORS, including the POST preflight.
 *
 * Paths are parsed from the raw URL (wildcard routes): channel lists and GET-published messages are
 * longer than the router's parameter limit, and each name is percent-decoded on its own after splitting
 * on the unencoded commas the SDK joins them with.
 *
 * Limits (limits.ts): held long-polls are capped per address and in total, other calls that cost work are
 * rate limited per address; over a limit the answer is 429 with Retry-After and a PubNub-style JSON error.
 * Issue 28 (a crowd behind one arena address is never refused what a page needs): what costs (almost)
 * nothing takes no token — a history page answered from the history cache (historyCache.ts: keyed on the
 * query and each channel's version in the hub, so never older than the log), the presence heartbeat and
 * leave (constant answers; the SDK announces a join with one heartbeat on every subscribe, whatever its
 * heartbeat interval), the subscribe handshake and the time probe (one timetoken from memory). A history
 * page built anew takes one, so distinct queries from one address stay bounded. The SDK
 * (pubnub 12.0.3, transport/middleware.js + retry-policy.js) retries a 429 like a 5xx when its retry policy
 * covers the endpoint: after Retry-After seconds plus up to 1 s of jitter (exponential backoff without
 * the header), with the same request (a subscribe keeps its `tt`, so nothing is lost), until the policy's
 * retries run out. Its default policy covers subscribe only; this site's client sets one for every call.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { inflateRawSync, inflateSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveFaults, LiveRequestKind } from './faults';
import type { LiveHub, LiveMessage } from './hub';
import { channelVersion, createHistoryCache, type HistoryCacheOptions } from './historyCache';
import { JournalError } from './journal';
import { addressKey, createLiveLimits, type LiveLimitOptions } from './limits';

export interface LiveEndpointOptions {
  hub: LiveHub;
  /** How long a long-poll is held before it answers with no messages. */
  holdMs: number;
  /** LIVE_PUBLISH_KEY; null refuses every HTTP publish (403). */
  publishKey: string | null;
  /** Test hook: queued HTTP failures. */
  faults?: LiveFaults;
  /** Held-poll caps and request rate per address; defaults in limits.ts (DEFAULT_LIVE_LIMITS). */
  limits?: Partial<LiveLimitOptions>;
  /** Bounds and lifetime of the kept history answers; defaults in historyCache.ts (DEFAULT_HISTORY_CACHE). */
  historyCache?: Partial<HistoryCacheOptions>;
}

/** PubNub's limits: 32 KiB per message, 100 messages per subscribe answer and per history page. */
export const MAX_MESSAGE_BYTES = 32 * 1024;
/** A POST publish body as sent (deflated or not): twice a message, room for a plain body's overhead. */
export const MAX_PUBLISH_BODY_BYTES = MAX_MESSAGE_BYTES * 2;
/**
 * Issue 28: how deeply a message's arrays and objects may nest. A live event is a flat object; storing a
 * message serializes it, and 5,000 nested arrays overflowed the stack there (a 500). PubNub's own bound is
 * not documented, so this one is generous for any real payload and far below the stack's.
 */
export const MAX_MESSAGE_DEPTH = 64;
export const MAX_MESSAGES_PER_ANSWER = 100;
const MAX_HISTORY_ONE_CHANNEL = 100;
const MAX_HISTORY_MANY_CHANNELS = 25;
const MAX_CHANNELS_PER_REQUEST = 200;
const MAX_CHANNEL_NAME = 200;
const TIMETOKEN = /^[0-9]{1,20}$/;
const SAFE_HEADER_LIST = /^[A-Za-z0-9, -]{0,500}$/;
const JSON_TYPE = 'application/json; charset=utf-8';

class ProtocolError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | string[] | undefined>;

function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Query)[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The raw path's segments after the prefix, e.g. ['sub-key', 'demo', 'channel', 'a,b']. Not decoded. */
function rawSegments(request: FastifyRequest): string[] {
  const pathname = request.url.split('?', 1)[0] ?? '';
  return pathname.split('/').slice(1);
}

function decode(segment: string | undefined, what: string): string {
  if (segment === undefined || segment === '') throw new ProtocolError(400, `${what} is missing`);
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new ProtocolError(400, `${what} is not valid percent-encoding`);
  }
}

/** A comma-separated list of encoded names (channels or groups); empty entries are dropped. */
function names(segment: string | undefined): string[] {
  if (segment === undefined || segment === '' || segment === ',') return [];
  const list = segment
    .split(',')
    .filter((name) => name !== '')
    .map((name) => decode(name, 'channel'));
  for (const name of list) if (name.length > MAX_CHANNEL_NAME) throw new ProtocolError(400, 'channel name is too long');
  return list;
}

function channelsOf(pathSegment: string | undefined, request: FastifyRequest): string[] {
  const group = queryText(request.query, 'channel-group');
  const channels = [...new Set([...names(pathSegment), ...(group ? names(group) : [])])];
  if (channels.length === 0) throw new ProtocolError(400, 'Channel cannot be empty');
  if (channels.length > MAX_CHANNELS_PER_REQUEST) throw new ProtocolError(400, `at most ${MAX_CHANNELS_PER_REQUEST} channels per request`);
  return channels;
}

function timetokenParam(request: FastifyRequest, name: string): bigint | undefined {
  const text = queryText(request.query, name);
  if (text === undefined || text === '') return undefined;
  if (!TIMETOKEN.test(text)) throw new ProtocolError(400, `${name} must be a timetoken`);
  return BigInt(text);
}

function countParam(request: FastifyRequest, name: string, fallback: number, limit: number): number {
  const text = queryText(request.query, name);
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new ProtocolError(400, `${name} must be a positive integer`);
  return Math.min(value, limit);
}

function sendJson(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type(JSON_TYPE).send(body);
}

function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendJson(reply, status, JSON.stringify({ status, error: true, message, service: 'Live' }));
}

/**
 * A 429 the SDK retries: PubNub's error shape (status, error, message, service: the SDK reads the status
 * from it) and Retry-After, which the SDK's retry policy waits for before it sends the same request again.
 */
function sendTooMany(reply: FastifyReply, retryAfterSeconds: number, message: string): FastifyReply {
  return sendError(reply.header('retry-after', String(retryAfterSeconds)), 429, message);
}

/** The subscribe answer: cursor and envelopes, the payload JSON spliced in as it was stored. */
export function subscribeBody(cursor: string, messages: readonly LiveMessage[], subscribeKey: string): string {
  const key = JSON.stringify(subscribeKey);
  const envelopes = messages.map(
    (message) =>
      `{"a":"1","f":0,"i":${JSON.stringify(message.publisher)},"p":{"t":"${message.tt}","r":1},"k":${key},"c":${JSON.stringify(message.channel)},"d":${message.json}}`,
  );
  return `{"t":{"t":"${cursor}","r":1},"m":[${envelopes.join(',')}]}`;
}

function keyDigest(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** The request body as text: inflated when it is deflated (zlib or raw), else as sent. */
function bodyText(body: unknown, contentEncoding: string | undefined): string {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new ProtocolError(400, 'Missing message');
  if (contentEncoding && /deflate/i.test(contentEncoding)) {
    const options = { maxOutputLength: MAX_MESSAGE_BYTES * 2 };
    for (const inflate of [inflateSync, inflateRawSync]) {
      try {
        return inflate(body, options).toString('utf8');
      } catch (error) {
        // A body that inflates past the bound is too large, whichever form it is in (issue 28).
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new ProtocolError(413, `Message Too Large: a message is at most ${MAX_MESSAGE_BYTES} bytes of JSON`);
        // Next form; a body that inflates in neither is read as plain text below.
      }
    }
  }
  return body.toString('utf8');
}

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, (depth += 1));
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

function parseMessage(text: string): unknown {
  if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES) throw new ProtocolError(413, `Message Too Large: a message is at most ${MAX_MESSAGE_BYTES} bytes of JSON`);
  if (jsonDepth(text) > MAX_MESSAGE_DEPTH) throw new ProtocolError(400, `Invalid JSON: a message nests arrays and objects at most ${MAX_MESSAGE_DEPTH} deep`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProtocolError(400, 'Invalid JSON');
  }
}

export const liveEndpointRoutes: FastifyPluginAsync<LiveEndpointOptions> = async (app, { hub, holdMs, publishKey, faults, limits: limitOptions, historyCache: cacheOptions }) => {
  const publishDigest = publishKey === null ? null : keyDigest(publishKey);
  const limits = createLiveLimits(limitOptions);
  const historyCache = createHistoryCache(cacheOptions);
  const { maxHeldPerAddress, maxHeldTotal, requestsPerSecond, heldRetryAfterSeconds } = limits.options;
  /** Takes a request token for the caller; the 429 when there is none. */
  const rateLimited = (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
    const wait = limits.take(addressKey(request.ip));
    return wait === 0 ? null : sendTooMany(reply, wait, `Too many requests: at most ${requestsPerSecond} per second from one address`);
  };
  /** true when the request carries LIVE_PUBLISH_KEY: the operator's own feed, never rate limited (below). */
  const hasPublishKey = (request: FastifyRequest): boolean => {
    const pub = rawSegments(request)[1];
    if (publishDigest === null || !pub) return false;
    try {
      return timingSafeEqual(keyDigest(decodeURIComponent(pub)), publishDigest);
    } catch {
      return false;
    }
  };
  /**
   * A history answer (issue 28): from the cache when the same query was answered since the channels last
   * changed, at no cost to the caller's budget; otherwise built (one token) and kept. `query` is the parsed
   * query, never the raw URL (the SDK adds a uuid and a request id of its own to every call).
   */
  const historyAnswer = (request: FastifyRequest, reply: FastifyReply, channels: readonly string[], query: readonly unknown[], build: () => string): FastifyReply => {
    const key = JSON.stringify([...query, channels, channels.map((channel) => channelVersion(hub, channel))]);
    const kept = historyCache.get(key);
    if (kept !== undefined) return sendJson(reply, 200, kept);
    const limited = rateLimited(request, reply);
    if (limited !== null) return limited;
    const body = build();
    historyCache.set(key, body);
    return sendJson(reply, 200, body);
  };
  /** Releases of the long-polls held right now; app close answers them at once. */
  const held = new Set<() => void>();
  let closing = false;

  app.addHook('preClose', (done) => {
    closing = true;
    for (const release of [...held]) release();
    done();
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    reply.header('cache-control', 'no-store');
    // The SDK reads Retry-After of a 429/503; a cross-origin page may read it only when exposed.
    reply.header('access-control-expose-headers', 'retry-after');
    return payload;
  });

  // POST publish bodies are read here as bytes (deflated or not); nothing else here takes a body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PUBLISH_BODY_BYTES }, (_request, body, done) => done(null, body));
  // Issue 28: a body the parser refuses is answered here, in PubNub's shape and with this endpoint's limit;
  // the app's handler (routes/errors.ts) would answer for the data API. Anything else goes on to it.
  app.setErrorHandler((error, _request, reply) => {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, `Message Too Large: a publish body is at most ${MAX_PUBLISH_BODY_BYTES} bytes`);
    if (typeof code === 'string' && code.startsWith('FST_ERR_CTP_')) return sendError(reply, 400, 'the publish body cannot be read');
    throw error;
  });

  /** Wraps a handler: the fault hook first, and protocol errors as PubNub-style JSON. */
  const guarded =
    (kind: LiveRequestKind, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      // A subscribe is limited inside its handler: only there is it known whether it will be held; a history
      // read too: only there is it known whether the cache answers it (issue 28). A publish
      // with the right key is exempt: its holder can publish anything to every fan anyway, and a feed that
      // back-fills a match (thousands of events from one address) must not be throttled; a publish with a
      // wrong key counts, so guessing the key is slowed down too.
      // The time probe is exempt too: it is the live views' heartbeat (a crowd behind one arena address probes
      // every few seconds), and its answer is one number from memory — throttling it would only make
      // healthy views believe the server is gone. Presence too (issue 28): its answers are constant and track
      // nothing, and the SDK sends a join heartbeat with every subscribe, so a booting crowd sends one each.
      const exempt = kind === 'subscribe' || kind === 'history' || kind === 'time' || kind === 'presence' || (kind === 'publish' && hasPublishKey(request));
      const limited = exempt ? null : rateLimited(request, reply);
      if (limited !== null) return limited;
      const injected = faults?.take(kind) ?? null;
      if (injected !== null) return sendError(reply.header('retry-after', '0'), injected, 'injected failure');
      try {
        return await handler(request, reply);
      } catch (error) {
        if (error instanceof ProtocolError) return sendError(reply, error.status, error.message);
        throw error;
      }
    };

  app.get('/time/0', guarded('time', (_request, reply) => sendJson(reply, 200, `[${hub.cursor()}]`)));

  // /v2/subscribe/{sub}/{channels}/0?tt=&tr=&channel-group=
  app.get(
    '/v2/subscribe/*',
    { logLevel: 'warn' },
    guarded('subscribe', (request, reply) => {
      const [, , sub, channelSegment] = rawSegments(request);
      const subscribeKey = decode(sub, 'subscribe key');
      const channels = channelsOf(channelSegment, request);
      const tt = timetokenParam(request, 'tt');
      // The handshake: one timetoken from memory, as the time probe, so it takes no token (issue 28: every
      // booting page behind an arena's address sends one).
      if (tt === undefined || tt === 0n) return sendJson(reply, 200, subscribeBody(hub.cursor(), [], subscribeKey));

      const answer = (closingNow: boolean): FastifyReply => {
        const messages = hub.after(channels, tt, MAX_MESSAGES_PER_ANSWER);
        const cursor = messages.length > 0 ? (messages[messages.length - 1] as LiveMessage).tt : tt.toString();
        if (closingNow) reply.header('connection', 'close');
        return sendJson(reply, 200, subscribeBody(cursor, messages, subscribeKey));
      };
      if (closing) return answer(true);
      // A catch-up (messages already there) is answered at once and reads the log: it takes a token.
      if (hub.after(channels, tt, 1).length > 0) return rateLimited(request, reply) ?? answer(false);

      // Held: it takes no token (a listening crowd spends nothing) but one of the capped slots. A slot borrowed
      // past the address's share may be handed back (limits.ts): then the poll is answered now with nothing
      // new, as at the end of the hold, and the SDK asks again from the same timetoken.
      let handBack = (): void => undefined;
      const slot = limits.hold(addressKey(request.ip), () => handBack());
      if (!slot.held) {
        return sendTooMany(
          reply,
          heldRetryAfterSeconds,
          `Too many requests: the live endpoint holds at most ${maxHeldTotal} subscribe requests at once, and this address holds at least its share of ${maxHeldPerAddress}`,
        );
      }

      return new Promise<FastifyReply>((resolve) => {
        let finished = false;
        let scheduled = false;
        const finish = (closingNow: boolean) => {
          if (finished) return;
          finished = true;
          clearTimeout(timer);
          unlisten();
          held.delete(release);
          slot.release();
          resolve(answer(closingNow));
        };
        const release = () => finish(true);
        // Answer on the next turn, so a burst published together leaves in one answer.
        const unlisten = hub.listen(channels, () => {
          if (scheduled) return;
          scheduled = true;
          setImmediate(() => finish(false));
        });
        handBack = () => finish(false);
        const timer = setTimeout(() => finish(false), holdMs);
        held.add(release);
        reply.raw.once('close', () => finish(false));
      });
    }),
  );

  const publish = guarded('publish', (request, reply) => {
    const [, pub, sub, , channelSegment, , messageSegment] = rawSegments(request);
    const given = pub ? decode(pub, 'publish key') : '';
    if (publishDigest === null || !timingSafeEqual(keyDigest(given), publishDigest)) return sendError(reply, 403, 'Forbidden');
    decode(sub, 'subscribe key');
    const channel = decode(channelSegment, 'channel');
    if (channel.length > MAX_CHANNEL_NAME || channel.includes(',')) throw new ProtocolError(400, 'Invalid channel');
    const text =
      request.method === 'POST'
        ? bodyText(request.body, request.headers['content-encoding'])
        : decode(messageSegment, 'message');
    const message = parseMessage(text);
    const publisher = queryText(request.query, 'uuid') ?? 'anonymous';
    let timetoken: string;
    try {
      // Durable (issue 28): in the journal before the 200, so an acknowledged message survives a crash.
      timetoken = hub.publish(channel, message, publisher.slice(0, 100), { durable: true });
    } catch (error) {
      if (!(error instanceof JournalError)) throw error;
      // Not stored anywhere and sent to nobody: the publisher may retry it as it stands.
      request.log.error({ err: error }, 'live publish refused: the journal could not be written');
      return sendError(reply, 503, 'Service Unavailable: the message could not be stored and was not published');
    }
    return sendJson(reply, 200, `[1,"Sent","${timetoken}"]`);
  });
  // /publish/{pub}/{sub}/0/{channel}/0/{json} and POST /publish/{pub}/{sub}/0/{channel}/0
  app.get('/publish/*', publish);
  app.post('/publish/*', { decompress: false }, publish);

  // /v3/history/sub-key/{sub}/channel/{channels}?max=&start=&end=&include_uuid=&include_message_type=
  const fetchMessages = guarded('history', (request, reply) => {
    const [, , , sub, , channelSegment] = rawSegments(request);
    decode(sub, 'subscribe key');
    const channels = names(channelSegment);
    if (channels.length === 0) throw new ProtocolError(400, 'Channel cannot be empty');
    if (channels.length > MAX_HISTORY_MANY_CHANNELS) throw new ProtocolError(400, `at most ${MAX_HISTORY_MANY_CHANNELS} channels`);
    const limit = channels.length === 1 ? MAX_HISTORY_ONE_CHANNEL : MAX_HISTORY_MANY_CHANNELS;
    const max = countParam(request, 'max', limit, limit);
    const start = timetokenParam(request, 'start');
    const end = timetokenParam(request, 'end');
    const withUuid = queryText(request.query, 'include_uuid') === 'true';
    const withType = queryText(request.query, 'include_message_type') === 'true';
    // With only `end`, PubNub pages forward from it: the oldest of the range; otherwise the newest.
    const oldestFirst = end !== undefined && start === undefined;
    return historyAnswer(request, reply, channels, ['v3', max, start?.toString(), end?.toString(), withUuid, withType], () => {
      const parts = channels.map((channel) => {
        const items = hub.history(channel, { start, end, max, oldestFirst }).map(
          (message) =>
            `{"message":${message.json},"timetoken":"${message.tt}"${withUuid ? `,"uuid":${JSON.stringify(message.publisher)}` : ''}${withType ? ',"message_type":null' : ''}}`,
        );
        return `${JSON.stringify(channel)}:[${items.join(',')}]`;
      });
      return `{"status":200,"error":false,"error_message":"","channels":{${parts.join(',')}}}`;
    });
  });
  app.get('/v3/history/*', fetchMessages);
  app.get('/v3/history-with-actions/*', fetchMessages);

  // /v2/history/sub-key/{sub}/channel/{channel}?count=&start=&end=&reverse=&include_token=
  app.get(
    '/v2/history/*',
    guarded('history', (request, reply) => {
      const [, , , sub, , channelSegment] = rawSegments(request);
      decode(sub, 'subscribe key');
      const channel = decode(channelSegment, 'channel');
      const max = countParam(request, 'count', MAX_HISTORY_ONE_CHANNEL, MAX_HISTORY_ONE_CHANNEL);
      const start = timetokenParam(request, 'start');
      const end = timetokenParam(request, 'end');
      const oldestFirst = queryText(request.query, 'reverse') === 'true';
      const withToken = queryText(request.query, 'include_token') === 'true';
      return historyAnswer(request, reply, [channel], ['v2', max, start?.toString(), end?.toString(), oldestFirst, withToken], () => {
        const messages = hub.history(channel, { start, end, max, oldestFirst });
        const items = messages.map((message) => (withToken ? `{"message":${message.json},"timetoken":"${message.tt}"}` : message.json));
        const first = messages[0]?.tt ?? '0';
        const last = messages[messages.length - 1]?.tt ?? '0';
        return `[[${items.join(',')}],"${first}","${last}"]`;
      });
    }),
  );

  // /v2/presence/sub-key/{sub}/channel/{channels}/heartbeat | /leave: answered, nothing tracked.
  app.get(
    '/v2/presence/*',
    { logLevel: 'warn' },
    guarded('presence', (request, reply) => {
      const segments = rawSegments(request);
      const action = segments[segments.length - 1];
      if (segments[2] !== 'sub-key' || segments[4] !== 'channel') throw new ProtocolError(404, 'Not supported');
      decode(segments[3], 'subscribe key');
      if (action === 'heartbeat') return sendJson(reply, 200, '{"status":200,"message":"OK","service":"Presence"}');
      if (action === 'leave') return sendJson(reply, 200, '{"status":200,"message":"OK","action":"leave","service":"Presence"}');
      throw new ProtocolError(404, 'Not supported');
    }),
  );

  // CORS preflight (POST publish sends Content-Type and Content-Encoding, so the browser asks first).
  const preflight = async (request: FastifyRequest, reply: FastifyReply) => {
    const asked = request.headers['access-control-request-headers'];
    const allowHeaders = typeof asked === 'string' && SAFE_HEADER_LIST.test(asked) ? asked : 'content-type, content-encoding';
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', allowHeaders)
      .header('access-control-max-age', '600')
      .send();
  };
  for (const url of ['/time/0', '/v2/*', '/v3/*', '/publish/*']) app.options(url, preflight);
};
