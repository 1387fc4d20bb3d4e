import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import type { Static, TSchema } from 'typebox';
import { validationError } from './errors.js';
import { newAjv, toFieldErrors } from './validation.js';

/**
 * Checks a service's input against its TypeBox schema, outside a route: from the CLI, or from a
 * service that a route will call later. The same Ajv settings and field messages as the routes, so a
 * bad value is refused the same way (validation_failed, each failing field by JSON pointer) from
 * either side, and nothing is stored.
 */
let ajv: Ajv | undefined;

/** Compiled on first use, like the routes' validators: modules declare theirs at load, and loading is every start's cost. */
export function inputValidator<T extends TSchema>(schema: T): (value: unknown) => Static<T> {
  let validate: ValidateFunction | undefined;
  return (value) => {
    ajv ??= newAjv(false);
    validate ??= ajv.compile(schema as object);
    if (validate(value)) return value as Static<T>;
    throw validationError(toFieldErrors(closedVocabularies(validate.errors ?? []), 'body'));
  };
}

/**
 * A closed vocabulary (a union of literals) fails as one `const` error per literal and an `anyOf`;
 * one "must be one of …" naming the values says it better.
 */
function closedVocabularies(errors: readonly ErrorObject[]): ErrorObject[] {
  const result: ErrorObject[] = [];
  for (const error of errors) {
    if (error.keyword === 'const') continue;
    const at = (e: ErrorObject) =>
      e.instancePath === error.instancePath && e.schemaPath.startsWith(error.schemaPath.replace(/\/anyOf$/, ''));
    const literals = errors.filter((e) => e.keyword === 'const' && at(e));
    if (error.keyword === 'anyOf' && literals.length > 0) {
      const values = literals.map((e) => JSON.stringify(e.params.allowedValue)).join(', ');
      result.push({ ...error, keyword: 'enum', message: `must be one of ${values}` });
    } else result.push(error);
  }
  return result;
}
