import type { ServerResponse } from 'node:http';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Every response the test suite makes the service send is checked against the service's own
 * OpenAPI document, as a validating proxy in front of it would: the operation exists, the status is
 * listed, the content type is one the status lists, the body validates against its schema (JSON
 * Schema 2020-12, as OpenAPI 3.1 says) and the headers marked required are there. An answer the
 * document does not describe fails the test that caused it, so integrators' generated clients
 * never meet a status or body they have no type for.
 *
 * Exempt, with the reason:
 * - routes marked `hide: true` are not part of the API: the document itself (/openapi.json), the
 *   files of the interactive reference (/docs/*) and the Prometheus text at /metrics;
 * - answers of the HTTP layer where no route matched (404 for an unknown path, 405 for a wrong
 *   method, requests refused before routing): no operation to check them against; the document's
 *   description and error table say they are problem details, and when they say so in their
 *   content type their body is checked against the Problem schema.
 */

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document is walked as plain JSON
type Json = any;

export interface SentResponse {
  readonly method: string;
  readonly url: string;
  /** The route's pattern (`/a/:id`), or undefined when no route matched. */
  readonly route: string | undefined;
  readonly hidden: boolean;
  readonly status: number;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly body: string | undefined;
}

const pointer = (...segments: string[]) => segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

function describeErrors(errors: readonly ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
    .join('; ');
}

/** A checker for one document: validators are compiled once per schema and reused. */
export class DocumentConformance {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    // strict off: OpenAPI adds annotation keywords (example) that JSON Schema does not define.
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'openapi.json');
  }

  private validator(path: string): ValidateFunction {
    let validate = this.validators.get(path);
    if (validate === undefined) {
      validate = this.ajv.compile({ $ref: `openapi.json#/${path}` });
      this.validators.set(path, validate);
    }
    return validate;
  }

  /** What the document does not describe about this response; empty when it describes it all. */
  check(response: SentResponse): string[] {
    if (response.hidden) return [];
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (response.route === undefined) {
      if (mediaType !== 'application/problem+json' || response.body === undefined) return [];
      return this.checkBody(pointer('components', 'schemas', 'Problem'), mediaType, response.body);
    }
    const path = response.route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const method = response.method === 'HEAD' ? 'get' : response.method.toLowerCase();
    const operation = this.document.paths?.[path]?.[method];
    if (operation === undefined) return [`${method.toUpperCase()} ${path} is a route but not an operation of the document`];
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, 'default'].find((k) => operation.responses?.[k] !== undefined);
    if (key === undefined) return [`status ${status} is not documented for ${method.toUpperCase()} ${path}`];
    const documented = operation.responses[key];
    const violations = this.checkHeaders(documented, response);
    const hasBody = response.method !== 'HEAD' && response.body !== undefined && response.body !== '';
    const content = documented.content ?? {};
    if (!hasBody) return violations;
    if (mediaType === undefined || content[mediaType] === undefined) {
      const listed = Object.keys(content).join(', ') || 'no body';
      return [...violations, `content type "${mediaType}" is not documented for ${status} of ${method.toUpperCase()} ${path} (${listed})`];
    }
    if (content[mediaType].schema === undefined) return violations;
    const schemaPath = pointer('paths', path, method, 'responses', key, 'content', mediaType, 'schema');
    return [...violations, ...this.checkBody(schemaPath, mediaType, response.body as string)];
  }

  private checkHeaders(documented: Json, response: SentResponse): string[] {
    const missing: string[] = [];
    for (const [name, header] of Object.entries<Json>(documented.headers ?? {})) {
      const resolved = header.$ref ? this.document.components.headers[header.$ref.split('/').pop()] : header;
      if (resolved?.required === true && response.headers[name.toLowerCase()] === undefined) {
        missing.push(`header ${name} is documented as always sent, but is missing from ${response.status}`);
      }
    }
    return missing;
  }

  private checkBody(schemaPath: string, mediaType: string, body: string): string[] {
    let value: unknown = body;
    if (/[/+]json$/.test(mediaType)) {
      try {
        value = JSON.parse(body);
      } catch {
        return [`the ${mediaType} body is not JSON: ${body.slice(0, 200)}`];
      }
    }
    const validate = this.validator(schemaPath);
    return validate(value) ? [] : [`the body does not match its schema: ${describeErrors(validate.errors)}`];
  }
}

const checkers = new Map<string, DocumentConformance>();

/** One checker per distinct document (the document depends on a few settings, such as PUBLIC_BASE_URL). */
function checkerFor(document: Json): DocumentConformance {
  const key = JSON.stringify(document);
  let checker = checkers.get(key);
  if (checker === undefined) {
    checker = new DocumentConformance(document);
    checkers.set(key, checker);
  }
  return checker;
}

function bodyText(payload: unknown): string | undefined {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}

export interface ConformanceGuard {
  /** Starts checking with the app's own document; call once the app is ready. */
  start(): void;
  /** Throws when responses not yet reported broke the document (those sent to real sockets). */
  assertNoneLeft(): void;
}

/**
 * Checks every response of `app` (injected or over a socket). An injected request whose response
 * breaks the document rejects at once; others are reported by `assertNoneLeft`, which the test app
 * calls when it closes.
 */
export function guardConformance(app: FastifyInstance): ConformanceGuard {
  let checker: DocumentConformance | undefined;
  const found = new Map<ServerResponse, string>();
  app.addHook('onSend', (request, reply, payload, done) => {
    if (checker !== undefined) {
      const violations = checker.check({
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        hidden: request.routeOptions.schema?.hide === true,
        status: reply.statusCode,
        headers: reply.getHeaders(),
        body: bodyText(payload),
      });
      if (violations.length > 0) {
        found.set(reply.raw, `${request.method} ${request.url} answered ${reply.statusCode}: ${violations.join('; ')}`);
      }
    }
    done(null, payload);
  });

  // The chained form (`inject()`) and the callback form are passed through; the check at close covers them.
  const inject = app.inject.bind(app) as (options?: InjectOptions | string, callback?: unknown) => Json;
  Object.defineProperty(app, 'inject', {
    configurable: true,
    writable: true,
    value: (options?: InjectOptions | string, callback?: unknown) => {
      if (options === undefined || callback !== undefined) return inject(options, callback);
      return (inject(options) as Promise<LightMyRequestResponse>).then((response) => {
        const violation = found.get(response.raw.res);
        if (violation === undefined) return response;
        found.delete(response.raw.res);
        throw new Error(`Undocumented answer: ${violation}`);
      });
    },
  });

  return {
    start() {
      checker = checkerFor(app.swagger());
    },
    assertNoneLeft() {
      if (found.size > 0) throw new Error(`Undocumented answers:\n${[...found.values()].join('\n')}`);
    },
  };
}
