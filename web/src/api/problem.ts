import type { components } from './schema';

/** RFC 9457 problem details, as the service returns every error (typed from its OpenAPI document). */
export type Problem = components['schemas']['Problem'];
/** One failing input: a body field by JSON pointer, or a query or path parameter by name. */
export type FieldProblem = NonNullable<Problem['errors']>[number];

export interface ProblemDetails {
  readonly title: string;
  readonly detail: string;
  /** The HTTP status; 0 when no answer came back (network down, server unreachable). */
  readonly status: number;
  readonly code: string;
  readonly errors?: readonly FieldProblem[];
  readonly requestId?: string;
}

/**
 * Every failed API call becomes a ProblemError: what the screens show (title and detail, never a
 * stack) and what forms read to put each message on its field.
 */
export class ProblemError extends Error implements ProblemDetails {
  readonly title: string;
  readonly detail: string;
  readonly status: number;
  readonly code: string;
  readonly errors: readonly FieldProblem[];
  readonly requestId: string | undefined;

  constructor(problem: ProblemDetails) {
    super(`${problem.title}: ${problem.detail}`);
    this.name = 'ProblemError';
    this.title = problem.title;
    this.detail = problem.detail;
    this.status = problem.status;
    this.code = problem.code;
    this.errors = problem.errors ?? [];
    this.requestId = problem.requestId;
  }
}

/**
 * A 412: the record changed since this page read it (someone else acted on it). Shown apart from
 * other errors, with an offer to reload.
 */
export class StaleRecordError extends ProblemError {
  constructor(problem: ProblemDetails) {
    super(problem);
    this.name = 'StaleRecordError';
  }
}

const TITLES_BY_STATUS: Record<number, string> = {
  401: 'Your session has ended',
  403: 'You may not do this',
  404: 'Not found',
  412: 'Someone else changed this record',
  429: 'Too many requests',
  500: 'The service failed',
  502: 'The service is temporarily unavailable',
  503: 'The service is temporarily unavailable',
  504: 'The service did not answer in time',
};

function isProblemBody(body: unknown): body is Problem {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return typeof candidate.title === 'string' && typeof candidate.status === 'number';
}

function create(problem: ProblemDetails): ProblemError {
  return problem.status === 412 ? new StaleRecordError(problem) : new ProblemError(problem);
}

/** The error of a response that is not 2xx: its problem+json body, or a plain one made from the status. */
export function problemFromResponse(response: Response, body: unknown): ProblemError {
  const requestId = response.headers.get('x-request-id') ?? undefined;
  if (isProblemBody(body)) {
    return create({
      title: body.title,
      detail: typeof body.detail === 'string' ? body.detail : '',
      status: response.status,
      code: typeof body.code === 'string' ? body.code : `http_${response.status}`,
      errors: Array.isArray(body.errors) ? body.errors : [],
      requestId: typeof body.requestId === 'string' ? body.requestId : requestId,
    });
  }
  // Not from the service itself (a proxy's error page, a gateway time-out): say what is known.
  return create({
    title: TITLES_BY_STATUS[response.status] ?? 'The request failed',
    detail: `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
    status: response.status,
    code: `http_${response.status}`,
    requestId,
  });
}

export function networkProblem(): ProblemError {
  return new ProblemError({
    title: 'The service cannot be reached',
    detail: 'Check the network connection, then try again.',
    status: 0,
    code: 'network_error',
  });
}

/**
 * Any thrown value as a problem to show. Errors that are not problems (a bug in a screen) are shown
 * as a generic problem: their message and stack go to the console, never on the screen.
 */
export function toProblem(error: unknown): ProblemError {
  if (error instanceof ProblemError) return error;
  console.error(error);
  return new ProblemError({
    title: 'Something went wrong on this page',
    detail: 'Reload the page to try again. If it keeps happening, tell the administrator what you were doing.',
    status: 0,
    code: 'client_error',
  });
}

export function isStaleRecord(error: unknown): error is StaleRecordError {
  return error instanceof StaleRecordError;
}

/** A JSON pointer (RFC 6901) as a form path: `/locations/0/collectionEnd` → `locations.0.collectionEnd`. */
export function pointerToPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}

/**
 * The problem's field messages keyed by form path (body fields) or parameter name, for a form's
 * `setErrors`. The first message of a field wins; the body as a whole (pointer "") is left out.
 */
export function fieldErrors(problem: ProblemDetails): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const error of problem.errors ?? []) {
    const key = error.pointer !== undefined ? pointerToPath(error.pointer) : error.parameter;
    if (key && !(key in byField)) byField[key] = error.detail;
  }
  return byField;
}
