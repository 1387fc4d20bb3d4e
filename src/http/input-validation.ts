import type { Static, TSchema } from 'typebox';
import { validationError } from './errors.js';
import { newAjv, toFieldErrors } from './validation.js';

/**
 * Checks a service's input against its TypeBox schema, outside a route: from the CLI, or from a
 * service that a route will call later. The same Ajv settings and field messages as the routes, so a
 * bad value is refused the same way (validation_failed, each failing field by JSON pointer) from
 * either side, and nothing is stored.
 */
const ajv = newAjv(false);

export function inputValidator<T extends TSchema>(schema: T): (value: unknown) => Static<T> {
  const validate = ajv.compile(schema as object);
  return (value) => {
    if (validate(value)) return value as Static<T>;
    throw validationError(toFieldErrors(validate.errors ?? [], 'body'));
  };
}
