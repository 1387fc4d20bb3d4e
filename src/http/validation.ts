import type { ErrorObject } from 'ajv';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from './errors.js';

// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function newAjv(coerceTypes: boolean): Ajv {
  // removeAdditional off: an unknown field is reported, never silently dropped.
  const ajv = new Ajv({ allErrors: true, coerceTypes, removeAdditional: false, useDefaults: true, strict: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Bodies are validated as sent (a number is not a string); query and path parameters arrive as
 * text and are coerced to the types their schemas declare.
 *
 * `schemas`: shared schemas (with an `$id`) that route schemas reference by `$ref`. A plugin that
 * names its schemas (so they become OpenAPI components) adds them with `addSchema` and calls this
 * again on its own instance with them: Fastify gives a plugin that adds schemas its default
 * validator otherwise, which drops unknown fields instead of refusing them.
 */
export function installValidators(app: FastifyInstance, schemas: readonly object[] = []): void {
  const bodyAjv = newAjv(false);
  const parameterAjv = newAjv(true);
  for (const schema of schemas) {
    bodyAjv.addSchema(schema);
    parameterAjv.addSchema(schema);
  }
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodyAjv : parameterAjv).compile(schema as object));
}

const FORMAT_HINTS: Record<string, string> = {
  'date-time': 'must be an ISO 8601 date-time with a time zone, e.g. 2026-12-01T00:00:00Z',
  email: 'must be an email address',
  uuid: 'must be a uuid',
};

function describe(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'format':
      return FORMAT_HINTS[String(error.params.format)] ?? `must be a ${String(error.params.format)}`;
    case 'pattern':
      return error.params.pattern === '\\S' ? 'must not be blank' : `must match ${String(error.params.pattern)}`;
    case 'minItems':
      return `must have at least ${String(error.params.limit)} item(s)`;
    case 'maxItems':
      return `must have at most ${String(error.params.limit)} items`;
    case 'minLength':
      return Number(error.params.limit) === 1 ? 'must not be empty' : `must be at least ${String(error.params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(error.params.limit)} characters`;
    case 'type':
      return `must be ${Array.isArray(error.params.type) ? error.params.type.join(' or ') : String(error.params.type)}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** Values of failing unions of literals, by instance path: where every branch failed a `const`. */
function closedVocabularies(errors: readonly ErrorObject[]): Map<string, string[]> {
  const anyOfPaths = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  const byPath = new Map<string, string[]>();
  for (const error of errors) {
    if (!anyOfPaths.has(error.instancePath)) continue;
    if (error.keyword !== 'const') {
      if (error.keyword !== 'anyOf') anyOfPaths.delete(error.instancePath);
      continue;
    }
    byPath.set(error.instancePath, [...(byPath.get(error.instancePath) ?? []), String(error.params.allowedValue)]);
  }
  for (const path of byPath.keys()) if (!anyOfPaths.has(path)) byPath.delete(path);
  return byPath;
}

/** Ajv's errors as problem-details field errors: a pointer (body) or a parameter name, and why. */
export function toFieldErrors(errors: readonly ErrorObject[], context: string | undefined): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  const choices = closedVocabularies(errors);
  for (const error of errors) {
    let pointer = error.instancePath;
    if (error.keyword === 'required') pointer += `/${String(error.params.missingProperty)}`;
    if (error.keyword === 'additionalProperties') pointer += `/${String(error.params.additionalProperty)}`;
    const allowed = choices.get(error.instancePath);
    // A closed vocabulary (a union of literals) fails once per literal and once more as a whole: say it once.
    if (allowed !== undefined && error.keyword === 'const') continue;
    const detail = allowed !== undefined && error.keyword === 'anyOf' ? `must be one of: ${allowed.join(', ')}` : describe(error);
    const key = `${pointer} ${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(context === 'body' ? { pointer, detail } : { parameter: pointer.replace(/^\//, '') || String(context), detail });
  }
  return result;
}
