import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { TObject } from 'typebox';
import type { FieldError } from '../http/errors.js';
import { toFieldErrors } from '../http/validation.js';

// ajv-formats is CommonJS with a default export; under NodeNext its type is the module namespace.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * A multipart body's text fields, checked against the route's TypeBox schema with the same
 * settings and messages as JSON bodies (nothing coerced, unknown fields reported), so a 400 names
 * each failing field by pointer (`/title`) exactly as it would for JSON.
 */
const ajv = addFormats(new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: true, strict: false }));
const compiled = new WeakMap<TObject, ValidateFunction>();

export function validateFields(schema: TObject, values: Record<string, string>): FieldError[] {
  let validate = compiled.get(schema);
  if (validate === undefined) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(values) ? [] : toFieldErrors(validate.errors ?? [], 'body');
}
