/**
 * How the server answers failures (DESIGN §1; SPEC §8 leaves server error bodies open, so they are decided
 * here): always JSON `{ error, message }`, with a message that names the problem and never a stack trace.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { TargetError } from '../../shared/contract';
import { NotFoundError, NotServedError, UpstreamError } from '../dataSource';

export type ErrorCode =
  | 'bad_request'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'rate_limited'
  | 'internal_error'
  | 'not_served'
  | 'upstream_error'
  | 'upstream_unavailable'
  | 'upstream_timeout';

export interface ErrorBody {
  error: ErrorCode;
  message: string;
}

/** Bad input the route itself detects (body shape, content type); always 400. */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';
}

export function sendError(reply: FastifyReply, statusCode: number, error: ErrorCode, message: string): FastifyReply {
  const body: ErrorBody = { error, message };
  return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/**
 * Issue 28: the code of a 4xx answer says what its status says (a 403 is not a "bad_request"). Statuses
 * without a code of their own are the caller's bad request.
 */
export function errorCodeOfStatus(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 429:
      return 'rate_limited';
    default:
      return 'bad_request';
  }
}

/** The URL path of a request, quoted back at most this long. */
const QUOTED_PATH_LENGTH = 200;

/** The request's URL path as a JSON string, cut to QUOTED_PATH_LENGTH. */
function quotedPath(request: FastifyRequest): string {
  return JSON.stringify((request.url.split('?', 1)[0] ?? '').slice(0, QUOTED_PATH_LENGTH));
}

/**
 * What a framework or plugin 4xx says, re-worded to name the request's problem: the file server's 403 (a
 * path that climbs out of the site's files, e.g. `/%2e%2e/x`) says only "Forbidden".
 */
function frameworkProblem(error: FastifyError, request: FastifyRequest, statusCode: number): string {
  if (statusCode === 403) return `the URL path ${quotedPath(request)} is refused: it leads outside the files this site serves`;
  return error.message;
}

/**
 * Fastify's own body-reading failures, re-worded for the caller (the issue asks 400 for every bad input).
 * Issue 28: a body over the limit names the limit of the route that was called (each route sets its own).
 */
function bodyProblem(error: FastifyError, bodyLimit: number): string | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `request body is larger than ${bodyLimit} bytes`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return 'Content-Type must be application/json';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Content-Length does not match the request body';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'request body is missing: send {"taReqUrl": "<target>"}';
    default:
      return error.code?.startsWith('FST_ERR_CTP_') ? `request body cannot be read: ${error.message}` : undefined;
  }
}

/**
 * Fastify's own failures before any route runs (the app's `frameworkErrors` option), answered in the app's
 * `{ error, message }` JSON (DESIGN §1) instead of Fastify's `{ statusCode, code }` shape: a URL whose path is
 * not valid percent-encoding (`/api/%ZZ`, FST_ERR_BAD_URL) is the caller's mistake, a 400 that names it.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // No route matched, so no onSend hook (helmet, request id) runs: the headers an answer that quotes the
  // caller's text needs are set here.
  reply
    .header('x-request-id', request.id)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return sendError(reply, 400, 'bad_request', `the URL path ${quotedPath(request)} is not valid percent-encoding`);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return sendError(reply, 414, 'uri_too_long', `a parameter of the URL path ${quotedPath(request)} is too long`);
    default:
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
        return sendError(reply, error.statusCode, errorCodeOfStatus(error.statusCode), error.message);
      request.log.error({ err: error }, 'framework error');
      return sendError(reply, 500, 'internal_error', 'internal server error');
  }
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

/**
 * The one error handler of the app: maps domain and framework errors to status codes and JSON bodies.
 * `defaultBodyLimit` is the app's own bound, for a request without a route's.
 */
export function createErrorHandler(defaultBodyLimit: number) {
  return function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (error instanceof TargetError || error instanceof BadRequestError) return sendError(reply, 400, 'bad_request', error.message);
    if (error instanceof NotFoundError) return sendError(reply, 404, 'not_found', error.message);
    if (error instanceof NotServedError) return sendError(reply, 501, 'not_served', error.message);
    if (error instanceof UpstreamError) {
      request.log.warn({ err: error }, 'upstream failure');
      if (error.statusCode === 503) {
        // The circuit is open: tell clients (and the client's backoff, DESIGN §1) when the next probe runs.
        if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
        return sendError(reply, 503, 'upstream_unavailable', error.message);
      }
      return sendError(reply, error.statusCode, error.statusCode === 504 ? 'upstream_timeout' : 'upstream_error', error.message);
    }
    if (isFastifyError(error)) {
      const problem = bodyProblem(error, request.routeOptions.bodyLimit ?? defaultBodyLimit);
      if (problem) return sendError(reply, 400, 'bad_request', problem);
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
        return sendError(reply, error.statusCode, errorCodeOfStatus(error.statusCode), frameworkProblem(error, request, error.statusCode));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'internal server error');
  };
}
