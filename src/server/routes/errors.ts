/**
 * How the server answers failures (DESIGN §1; SPEC §8 leaves server error bodies open, so they are decided
 * here): always JSON `{ error, message }`, with a message that names the problem and never a stack trace.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { TargetError } from '../../shared/contract';
import { NotFoundError, NotServedError, UpstreamError } from '../dataSource';

export type ErrorCode =
  | 'bad_request'
  | 'not_found'
  | 'method_not_allowed'
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

/** Fastify's own body-reading failures, re-worded for the caller (the issue asks 400 for every bad input). */
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

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

/** The one error handler of the app: maps domain and framework errors to status codes and JSON bodies. */
export function createErrorHandler(bodyLimit: number) {
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
      const problem = bodyProblem(error, bodyLimit);
      if (problem) return sendError(reply, 400, 'bad_request', problem);
      if (error.statusCode === 429) return sendError(reply, 429, 'rate_limited', error.message);
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
        return sendError(reply, error.statusCode, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal_error', 'internal server error');
  };
}
