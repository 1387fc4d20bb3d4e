/**
 * Errors are values with a code. The table below is the closed list of codes, their HTTP status and
 * the title every client sees; `problem.plugin.ts` is the one place that turns them into RFC 9457
 * problem+json. The message of an AppError is shown to the client, so it never carries internals.
 */

export const ERROR_CODES = {
  validation_failed: { status: 400, title: 'The request is not valid' },
  malformed_json: { status: 400, title: 'The request body is not valid JSON' },
  malformed_request: { status: 400, title: 'The request is not well-formed HTTP' },
  invalid_token_request: { status: 400, title: 'The access token was sent in a way this service refuses' },
  unauthorized: { status: 401, title: 'A valid access token is required' },
  forbidden: { status: 403, title: 'The access token does not grant this' },
  insufficient_scope: { status: 403, title: 'The access token lacks a required scope' },
  file_quarantined: { status: 403, title: 'The file is quarantined: a malware scan found it infected' },
  not_found: { status: 404, title: 'No such resource' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  file_erased: { status: 410, title: 'The file was erased with the personal data it held' },
  request_timeout: { status: 408, title: 'The request did not arrive in time' },
  conflict: { status: 409, title: 'The resource already exists' },
  idempotency_conflict: {
    status: 409,
    title: 'An application with this agency application number exists with different content',
  },
  action_not_allowed: { status: 409, title: 'This action is not allowed on the application now' },
  requirements_missing: { status: 409, title: 'Required documents of the application are not yet accepted or waived' },
  retention_not_passed: { status: 409, title: 'The personal data must still be kept: its retention period has not passed' },
  precondition_failed: { status: 412, title: 'The resource has changed since the version given' },
  payload_too_large: { status: 413, title: 'The request body is too large' },
  uri_too_long: { status: 414, title: 'A path segment of the URL is too long' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  idempotency_key_reused: { status: 422, title: 'This Idempotency-Key was used with another request' },
  batch_refused: { status: 422, title: 'Every item of the batch was refused' },
  precondition_required: { status: 428, title: 'The version of the resource being changed is required' },
  range_not_satisfiable: { status: 416, title: 'The requested range is outside the file' },
  rate_limited: { status: 429, title: 'Too many requests' },
  headers_too_large: { status: 431, title: 'The request line and headers are too large' },
  session_required: { status: 401, title: 'A valid staff session is required' },
  login_failed: { status: 401, title: 'The log-in failed' },
  second_factor_required: { status: 401, title: 'A one-time code is required to log in' },
  csrf_failed: { status: 403, title: 'The CSRF token is missing or wrong' },
  not_permitted: { status: 403, title: 'Your roles do not allow this' },
  second_factor_enrolment_required: { status: 403, title: 'Set up your second factor first' },
  login_throttled: { status: 429, title: 'Too many failed log-ins; wait before trying again' },
  service_unavailable: { status: 503, title: 'The service is temporarily unavailable' },
  storage_full: { status: 507, title: 'The service has run out of storage' },
  internal_error: { status: 500, title: 'Internal server error' },
  not_configured: { status: 500, title: 'The service is not configured for this' },
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
      /** Further members of the problem body (e.g. `allowedActions`), documented in problem.schema.ts. */
      readonly members?: Readonly<Record<string, unknown>>;
    } = {},
  ) {
    super(message ?? ERROR_CODES[code].title, { cause: extras.cause });
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
    this.title = ERROR_CODES[code].title;
  }
}

/**
 * At most this many field errors go into a problem: a hostile body can fail tens of thousands of
 * checks, and a multi-megabyte answer costs the service more than the request did.
 */
export const MAX_REPORTED_ERRORS = 100;

export function validationError(errors: readonly FieldError[], message?: string): AppError {
  const first = errors[0];
  const reported = errors.slice(0, MAX_REPORTED_ERRORS);
  const more = errors.length - reported.length;
  const detail =
    message ??
    (errors.length === 1 && first
      ? describeFieldError(first)
      : more > 0
        ? `${errors.length} fields are not valid; the first ${reported.length} are listed, ${more} more are not`
        : `${errors.length} fields are not valid`);
  return new AppError('validation_failed', detail, { errors: reported });
}
