import type { ErrorObject } from 'ajv';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { FieldError } from './errors.js';

// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

export function newAjv(coerceTypes: boolean): Ajv {
  // removeAdditional off: an unknown field is reported, never silently dropped.
  const ajv = new Ajv({ allErrors: true, coerceTypes, removeAdditional: false, useDefaults: true, strict: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Bodies are validated as sent (a number is not a string); query and path parameters arrive as
 * text and are coerced to the types their schemas declare.
 */
export function installValidators(app: FastifyInstance): void {
  const bodyAjv = newAjv(false);
  const parameterAjv = newAjv(true);
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

/** Ajv's errors as problem-details field errors: a pointer (body) or a parameter name, and why. */
export function toFieldErrors(errors: readonly ErrorObject[], context: string | undefined): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    let pointer = error.instancePath;
    if (error.keyword === 'required') pointer += `/${String(error.params.missingProperty)}`;
    if (error.keyword === 'additionalProperties') pointer += `/${String(error.params.additionalProperty)}`;
    const detail = describe(error);
    const key = `${pointer} ${detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(context === 'body' ? { pointer, detail } : { parameter: pointer.replace(/^\//, '') || String(context), detail });
  }
  return result;
}
