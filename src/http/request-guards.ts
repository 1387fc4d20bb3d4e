import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type FieldError, validationError } from './errors.js';
import { findUnstorableParameters } from './text-rules.js';

/** Names of query parameters whose value (or name) is not valid percent-encoded UTF-8. */
const BADLY_ENCODED = Symbol('badly encoded query parameters');

/** The query as parseQueryString makes it: what a hook that runs before validation sees of `request.query`. */
export type ParsedQuery = Record<string, string | string[]> & { [BADLY_ENCODED]?: string[] };

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text.includes('+') ? text.replace(/\+/g, ' ') : text);
  } catch {
    return undefined;
  }
}

/**
 * The query string, decoded strictly. Fastify's default parser keeps a value it cannot decode as the
 * raw text (`%E0%A4%A` arrives as itself), so a client's broken link would be answered as if it had
 * asked for something else; here such parameters are remembered and refused by the guard below.
 * Repeated parameters become arrays, as with the default parser.
 */
export function parseQueryString(text: string): ParsedQuery {
  const query = Object.create(null) as ParsedQuery;
  if (text.length === 0) return query;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const name = decode(rawName);
    const value = equals === -1 ? '' : decode(pair.slice(equals + 1));
    if (name === undefined || value === undefined) {
      const badly = query[BADLY_ENCODED] ?? [];
      badly.push(name ?? rawName);
      query[BADLY_ENCODED] = badly;
      continue;
    }
    const existing = query[name];
    if (existing === undefined) query[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else query[name] = [existing, value];
  }
  return query;
}

/**
 * Headers a request may carry once. Node keeps the first of several and a proxy in front may keep the
 * last, so the two would act on different credentials or media types: refused instead.
 */
const SINGLE_HEADERS: Record<string, string> = {
  authorization: 'Authorization',
  'content-type': 'Content-Type',
  host: 'Host',
};

function repeatedHeaders(request: FastifyRequest): Map<string, number> {
  const raw = request.raw.rawHeaders;
  const counts = new Map<string, number>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] as string).toLowerCase();
    if (name in SINGLE_HEADERS) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  for (const [name, count] of counts) if (count < 2) counts.delete(name);
  return counts;
}

/**
 * Text outside the JSON body gets the same checks as the text in it, for every route present and
 * future: a path or query parameter that holds the NUL character or a lone surrogate, or is not valid
 * percent-encoding, is a 400 naming it, before any handler or database sees it. Runs first on every
 * request, before authentication and before the body is read.
 */
export function installRequestGuards(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const repeated = repeatedHeaders(request);
    if (repeated.has('authorization')) {
      done(
        new AppError('invalid_token_request', `Send one Authorization header, not ${repeated.get('authorization')}`, {
          headers: { 'www-authenticate': 'Bearer realm="biopermit", error="invalid_request"' },
        }),
      );
      return;
    }
    for (const [name, count] of repeated) {
      done(new AppError('malformed_request', `Send one ${SINGLE_HEADERS[name]} header, not ${count}`));
      return;
    }
    const errors: FieldError[] = [];
    // Every route's hook, before validation: the query is parseQueryString's (app.ts), typed by no route's schema.
    const query = request.query as ParsedQuery | undefined;
    for (const name of query?.[BADLY_ENCODED] ?? []) {
      errors.push({ parameter: name, detail: 'is not valid percent-encoded UTF-8' });
    }
    findUnstorableParameters(request.params, errors);
    findUnstorableParameters(query, errors);
    done(errors.length > 0 ? validationError(errors) : undefined);
  });
}
