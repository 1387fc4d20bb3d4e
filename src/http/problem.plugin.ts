import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CODES, type ErrorCode, type FieldError, validationError } from './errors.js';
import { PROBLEM_MEDIA_TYPE } from './problem.schema.js';
import { toFieldErrors } from './validation.js';

/** Fastify's own errors, by code, as ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
};

const BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: readonly FieldError[],
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
  };
  return reply.code(status).type(PROBLEM_MEDIA_TYPE).send(JSON.stringify(body));
}

function classify(error: FastifyError & { validation?: ErrorObject[] }): { code: ErrorCode; detail: string; errors?: FieldError[] } {
  if (error.validation !== undefined) {
    const errors = toFieldErrors(error.validation, error.validationContext);
    return { code: 'validation_failed', detail: validationError(errors).message, errors };
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

/** The one place where errors become RFC 9457 problem+json. 500s say nothing internal; the log says all. */
export function installProblemHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extras.headers) reply.headers(error.extras.headers);
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return sendProblem(request, reply, error.code, error.message, error.extras.errors);
    }
    const { code, detail, errors } = classify(error);
    if (code === 'internal_error') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ code, detail }, 'request refused');
    return sendProblem(request, reply, code, detail, errors);
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`),
  );
}
