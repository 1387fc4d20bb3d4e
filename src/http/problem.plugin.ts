import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { classifyDatabaseError } from '../db/errors.js';
import { AppError, ERROR_CODES, type ErrorCode, type FieldError, validationError } from './errors.js';
import { PROBLEM_MEDIA_TYPE } from './problem.schema.js';
import type { RouteIndex } from './route-index.js';
import { toFieldErrors } from './validation.js';

/** Fastify's own errors, by code, as ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_BAD_URL: 'malformed_request',
  FST_ERR_MAX_PARAM_LENGTH: 'uri_too_long',
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  431: 'headers_too_large',
  503: 'service_unavailable',
};

/**
 * Headers every response carries, set again here because an error may be answered before the
 * onRequest hook that sets them ran (a bad URL, a request arriving during shutdown).
 */
export function setCommonHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-request-id', request.id);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', 'no-store');
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: readonly FieldError[],
  members: Readonly<Record<string, unknown>> = {},
): FastifyReply {
  const { status, title } = ERROR_CODES[code];
  const body = {
    type: `/problems/${code}`,
    title,
    status,
    detail,
    instance: request.url.split('?')[0] ?? request.url,
    code,
    requestId: request.id,
    ...(errors !== undefined && errors.length > 0 ? { errors } : {}),
    ...members,
  };
  setCommonHeaders(request, reply);
  return reply.code(status).type(PROBLEM_MEDIA_TYPE).send(JSON.stringify(body));
}

function classify(error: FastifyError & { validation?: ErrorObject[] }): {
  code: ErrorCode;
  detail: string;
  errors?: readonly FieldError[];
} {
  if (error.validation !== undefined) {
    const problem = validationError(toFieldErrors(error.validation, error.validationContext));
    return { code: 'validation_failed', detail: problem.message, errors: problem.extras.errors };
  }
  const mapped = FASTIFY_CODES[error.code];
  if (mapped === 'malformed_json' || (error instanceof SyntaxError && error.statusCode === 400)) {
    return { code: 'malformed_json', detail: `The body is not valid JSON: ${error.message}` };
  }
  if (mapped !== undefined) return { code: mapped, detail: error.message };
  const byStatus = error.statusCode !== undefined ? BY_STATUS[error.statusCode] : undefined;
  if (byStatus !== undefined) return { code: byStatus, detail: error.message };
  return { code: 'internal_error', detail: 'An unexpected error occurred. Quote the request id when reporting it.' };
}

function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.extras.headers) reply.headers(error.extras.headers);
  if (error.status >= 500) request.log.error({ err: error }, error.message);
  return sendProblem(request, reply, error.code, error.message, error.extras.errors, error.extras.members);
}

/**
 * An outage of the database is not the request's fault nor a bug: 503 with Retry-After, and a log
 * line that names the real cause (a lost connection, a restart), not the driver's last words. A
 * full disk is told as such (507 storage_full): the database answers, and reads still work.
 */
function sendOutageIfAny(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const outage = classifyDatabaseError(error);
  if (outage === undefined) return undefined;
  reply.header('retry-after', String(outage.retryAfterSeconds));
  if (outage.kind === 'disk_full') {
    request.log.error({ err: error, outage: outage.kind }, `storage full: ${outage.cause}`);
    return sendProblem(
      request,
      reply,
      'storage_full',
      "The service's storage is full; nothing was stored. Retry after the time in Retry-After",
    );
  }
  request.log.error({ err: error, outage: outage.kind }, `database unavailable: ${outage.cause}`);
  return sendProblem(
    request,
    reply,
    'service_unavailable',
    'The service cannot reach its database now; retry after the time in Retry-After',
  );
}

/**
 * A client that went away mid-request (an upload abandoned, a timeout on its side) is no outage and
 * no bug: the stream's error (ECONNRESET, "aborted") reaches the handler like any other, and would
 * otherwise read as a database that cannot be reached. Logged at info; the answer goes nowhere.
 */
function clientAborted(request: FastifyRequest): boolean {
  const raw = request.raw;
  return (raw.destroyed && !raw.complete) || raw.socket?.destroyed === true;
}

function sendAnyError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (clientAborted(request) && !(error instanceof AppError && error.status >= 500)) {
    request.log.info({ code: (error as { code?: unknown }).code, reason: error.message }, 'request aborted by the client');
    return sendProblem(request, reply, 'malformed_request', 'The client closed the connection before the request was complete');
  }
  if (error instanceof AppError) return sendAppError(error, request, reply);
  const outage = sendOutageIfAny(error, request, reply);
  if (outage !== undefined) return outage;
  const { code, detail, errors } = classify(error);
  if (code === 'internal_error') request.log.error({ err: error }, 'unhandled error');
  else request.log.info({ code, detail }, 'request refused');
  return sendProblem(request, reply, code, detail, errors);
}

/**
 * Fastify's `frameworkErrors`: errors of the router (bad percent-encoding in the path, a path
 * segment past maxParamLength) that no hook or error handler sees; answered as problems too.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    request.log.info({ code: 'malformed_request' }, 'request refused');
    sendProblem(request, reply, 'malformed_request', 'The path is not valid percent-encoded UTF-8');
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    request.log.info({ code: 'uri_too_long' }, 'request refused');
    sendProblem(request, reply, 'uri_too_long', 'A segment of the path is longer than any this service accepts');
    return;
  }
  sendAnyError(error, request, reply);
}

/** The one place where errors become RFC 9457 problem+json. 500s say nothing internal; the log says all. */
export function installProblemHandler(app: FastifyInstance, routes: RouteIndex): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendAnyError(error, request, reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const allowed = routes.allowedMethods(request.url);
    // A route that answers this method sent us here itself (reply.callNotFound: a missing file under
    // a wildcard route): the resource is missing, not the method.
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      return sendProblem(
        request,
        reply,
        'method_not_allowed',
        `${path} does not answer ${request.method}; it answers ${allowed.join(', ')}`,
      );
    }
    return sendProblem(request, reply, 'not_found', `No route for ${request.method} ${path}`);
  });
}
