/**
 * Errors are values with a code. The table below is the closed list of codes, their HTTP status and
 * the title every client sees; `problem.plugin.ts` is the one place that turns them into RFC 9457
 * problem+json. The message of an AppError is shown to the client, so it never carries internals.
 */

export const ERROR_CODES = {
  validation_failed: { status: 400, title: 'The request is not valid' },
  malformed_json: { status: 400, title: 'The request body is not valid JSON' },
  invalid_token_request: { status: 400, title: 'The access token was sent in a way this service refuses' },
  unauthorized: { status: 401, title: 'A valid access token is required' },
  forbidden: { status: 403, title: 'The access token does not grant this' },
  insufficient_scope: { status: 403, title: 'The access token lacks a required scope' },
  file_quarantined: { status: 403, title: 'The file is quarantined: a malware scan found it infected' },
  not_found: { status: 404, title: 'No such resource' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  conflict: { status: 409, title: 'The resource already exists' },
  idempotency_conflict: {
    status: 409,
    title: 'An application with this agency application number exists with different content',
  },
  payload_too_large: { status: 413, title: 'The request body is too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  range_not_satisfiable: { status: 416, title: 'The requested range is outside the file' },
  rate_limited: { status: 429, title: 'Too many requests' },
  service_unavailable: { status: 503, title: 'The service is temporarily unavailable' },
  internal_error: { status: 500, title: 'Internal server error' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** One failing input: a body field by JSON pointer (RFC 6901), or a query or path parameter by name. */
export type FieldError = { readonly pointer: string; readonly detail: string } | { readonly parameter: string; readonly detail: string };

export function describeFieldError(error: FieldError): string {
  return `${'pointer' in error ? error.pointer || '(body)' : error.parameter}: ${error.detail}`;
}

export class AppError extends Error {
  readonly status: number;
  readonly title: string;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly extras: {
      readonly errors?: readonly FieldError[];
      readonly headers?: Readonly<Record<string, string>>;
      readonly cause?: unknown;
    } = {},
  ) {
    super(message ?? ERROR_CODES[code].title, { cause: extras.cause });
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
    this.title = ERROR_CODES[code].title;
  }
}

export function validationError(errors: readonly FieldError[], message?: string): AppError {
  const first = errors[0];
  const detail = message ?? (errors.length === 1 && first ? describeFieldError(first) : `${errors.length} fields are not valid`);
  return new AppError('validation_failed', detail, { errors });
}
