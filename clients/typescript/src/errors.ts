import type { components } from './generated/openapi.js';

export type Problem = components['schemas']['Problem'];
export type ProblemCode = Problem['code'];
export type OAuthErrorBody = components['schemas']['OAuthError'];

/**
 * An RFC 9457 problem answered by the service, as an error: `code` is one of the document's closed
 * list, `errors` names each failing field of a 400, `requestId` is what to quote when asking for help.
 */
export class BiopermitProblem extends Error {
  readonly status: number;
  readonly code: ProblemCode;
  readonly problem: Problem;
  /** Seconds to wait before retrying, from `Retry-After`, when the service sent it. */
  readonly retryAfterSeconds: number | undefined;

  constructor(problem: Problem, response: Response) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
    this.name = 'BiopermitProblem';
    this.status = problem.status;
    this.code = problem.code;
    this.problem = problem;
    this.retryAfterSeconds = retryAfterSeconds(response);
  }

  /** What went wrong with this request, for a person. */
  get detail(): string {
    return this.problem.detail;
  }

  get errors(): NonNullable<Problem['errors']> {
    return this.problem.errors ?? [];
  }

  get requestId(): string {
    return this.problem.requestId;
  }
}

/** The token endpoint refused the client (RFC 6749 §5.2): wrong credentials, revoked client, scope not granted. */
export class OAuthTokenError extends Error {
  readonly status: number;
  readonly error: OAuthErrorBody['error'];

  constructor(body: OAuthErrorBody, status: number) {
    super(`token request refused (${status} ${body.error}): ${body.error_description}`);
    this.name = 'OAuthTokenError';
    this.status = status;
    this.error = body.error;
  }
}

/** Any other answer the document does not promise (a proxy's HTML page, say). */
export class UnexpectedResponseError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`unexpected ${status} response: ${body.slice(0, 200)}`);
    this.name = 'UnexpectedResponseError';
  }
}

export function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The error a failed response stands for, from its body as openapi-fetch parsed it: a problem, an OAuth error, or neither. */
export function errorFrom(body: unknown, response: Response): Error {
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/problem+json') && typeof body === 'object' && body !== null) {
    return new BiopermitProblem(body as Problem, response);
  }
  if (typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string') {
    return new OAuthTokenError(body as OAuthErrorBody, response.status);
  }
  return new UnexpectedResponseError(response.status, typeof body === 'string' ? body : JSON.stringify(body));
}
