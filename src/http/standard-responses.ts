import { Type } from 'typebox';
import { ERROR_CODES, type ErrorCode } from './errors.js';
import { headerRef } from './openapi-components.js';
import { PROBLEM_MEDIA_TYPE } from './problem.schema.js';

/**
 * The problem responses every operation documents, built in one place so that every route (and
 * every route added later) lists them alike. Each names the codes its status can carry, taken
 * from the closed list in errors.ts, so a new code appears in the document by itself.
 */

/** The headers of components.headers (defined in openapi.plugin.ts) that responses refer to. */
export const HEADERS = {
  retryAfter: 'Retry-After',
  rateLimitPolicy: 'RateLimit-Policy',
  rateLimit: 'RateLimit',
  wwwAuthenticate: 'WWW-Authenticate',
  location: 'Location',
  link: 'Link',
  totalCount: 'X-Total-Count',
  cacheControl: 'Cache-Control',
  etag: 'ETag',
} as const;

type HeaderName = (typeof HEADERS)[keyof typeof HEADERS];

function codesOf(status: number): ErrorCode[] {
  return (Object.keys(ERROR_CODES) as ErrorCode[]).filter((code) => ERROR_CODES[code].status === status);
}

/** The problem schema narrowed to the codes of one status: generated clients get the union per status. */
export function problemSchemaFor(status: number) {
  const codes = codesOf(status);
  if (codes.length === 0) throw new Error(`No error code has status ${status}: add it to src/http/errors.ts`);
  return Type.Unsafe({
    allOf: [
      Type.Ref('Problem'),
      { type: 'object', properties: { status: { type: 'integer', const: status }, code: { type: 'string', enum: codes } } },
    ],
  });
}

/** One problem response: `status` with its codes, a description, and the headers it carries. */
export function problemResponse(status: number, description: string, headers: readonly HeaderName[] = []) {
  const codes = codesOf(status).map((code) => `\`${code}\``);
  return {
    description: `${description} Code${codes.length > 1 ? 's' : ''}: ${codes.join(', ')}.`,
    ...(headers.length > 0 ? { headers: Object.fromEntries(headers.map((name) => [name, headerRef(name)])) } : {}),
    content: { [PROBLEM_MEDIA_TYPE]: { schema: problemSchemaFor(status) } },
  };
}

export interface StandardResponseOptions {
  /** The operation needs a bearer token: 401 and 403. */
  readonly authenticated?: boolean;
  /** The operation takes a JSON body: 413 and 415, and body problems among the 400s. */
  readonly jsonBody?: boolean;
  /** What the path names, when it names one resource: 404 "no such …". */
  readonly resource?: string;
  /** The operation is rate limited per client: 429. */
  readonly rateLimited?: boolean;
}

const REQUEST_400 =
  'A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot ' +
  'be stored (such as the NUL character), or more than one Authorization header.';
const BODY_400 =
  ' Or the body is not valid: not UTF-8, not JSON (`malformed_json`), or with fields that break the schema or a rule ' +
  '(`validation_failed`; `errors` names each by JSON pointer and says why).';
const TOKEN_IN_URL_400 = ' An access token in the URL (`?access_token=`) is refused (`invalid_token_request`).';

/**
 * The problem responses of an operation: the HTTP layer's 400, 500, 503 and 507 on every operation, and
 * by option the token (401, 403), body (413, 415), resource (404) and rate-limit (429) ones.
 */
export function standardResponses(options: StandardResponseOptions = {}) {
  const responses: Record<number, ReturnType<typeof problemResponse>> = {
    400: problemResponse(400, REQUEST_400 + (options.jsonBody ? BODY_400 : '') + (options.authenticated ? TOKEN_IN_URL_400 : '')),
  };
  if (options.authenticated) {
    responses[401] = problemResponse(
      401,
      'No access token, or a malformed, badly signed, expired or revoked one. `WWW-Authenticate` says why (RFC 6750).',
      [HEADERS.wwwAuthenticate],
    );
    responses[403] = problemResponse(
      403,
      "The token acts for another agency than the one in the path or body (`forbidden`), or lacks the operation's scope " +
        '(`insufficient_scope`, with `WWW-Authenticate: Bearer error="insufficient_scope"`).',
    );
  }
  if (options.resource !== undefined) responses[404] = problemResponse(404, options.resource);
  if (options.jsonBody) {
    responses[413] = problemResponse(413, 'The body is larger than the limit (BODY_LIMIT_BYTES, 1 MiB by default).');
    responses[415] = problemResponse(415, 'The body is not sent as one of the media types of this operation.');
  }
  if (options.rateLimited) responses[429] = rateLimitedResponse('Too many requests from this client.');
  responses[500] = problemResponse(500, 'Unexpected error: the body says nothing internal; quote `requestId` when reporting it.');
  responses[503] = problemResponse(
    503,
    'The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be ' +
      'reached, or it is shutting down. Retry after `Retry-After` seconds.',
    [HEADERS.retryAfter],
  );
  responses[507] = problemResponse(
    507,
    "The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds.",
    [HEADERS.retryAfter],
  );
  return responses;
}

/** 429 with the IETF RateLimit headers and Retry-After. */
export function rateLimitedResponse(description: string) {
  return problemResponse(429, `${description} Retry after \`Retry-After\` seconds; \`RateLimit\` and \`RateLimit-Policy\` say the quota.`, [
    HEADERS.retryAfter,
    HEADERS.rateLimitPolicy,
    HEADERS.rateLimit,
  ]);
}

/** A documented response header other than a problem's: a reference to components.headers. */
export function responseHeaders(...names: HeaderName[]) {
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

/**
 * A JSON response of the OpenAPI document: its description and its schema (a TypeBox schema or a
 * `Type.Ref`). The route kit's one helper for it, so route files do not each keep their own.
 */
export function json(description: string, schema: object) {
  return { description, content: { 'application/json': { schema } } };
}
