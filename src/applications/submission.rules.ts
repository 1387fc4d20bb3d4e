import type { FieldError } from '../http/errors.js';
import { isNonBlank } from '../http/schema-helpers.js';
import type { ApplicationSubmission } from './submission.schema.js';

/**
 * The rules JSON Schema cannot say clearly: checked after the schema, reported the same way
 * (a JSON pointer and a reason per failing field).
 */
export function checkSubmissionRules(submission: ApplicationSubmission): FieldError[] {
  const errors: FieldError[] = [];
  findUnstorableText(submission, '', errors);
  submission.locations.forEach((location, l) => {
    if (Date.parse(location.collectionEnd) < Date.parse(location.collectionStart)) {
      errors.push({ pointer: `/locations/${l}/collectionEnd`, detail: 'must not be before collectionStart' });
    }
    location.species.forEach((species, s) => {
      // The schema says it too (anyOf); kept here so the rule holds for any caller of the service.
      if (!isNonBlank(species.commonName) && !isNonBlank(species.scientificName)) {
        errors.push({ pointer: `/locations/${l}/species/${s}`, detail: 'needs a commonName or a scientificName (not blank)' });
      }
    });
  });
  return errors;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text that cannot be stored as sent: PostgreSQL refuses the NUL character, and a lone UTF-16
 * surrogate (`"\ud800"` in JSON) is not Unicode, so either database would keep a replacement
 * character instead. Refused on both databases alike, rather than a 500 on one and a silent change
 * on the other.
 */
function findUnstorableText(value: unknown, pointer: string, errors: FieldError[]): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) errors.push({ pointer, detail: 'must not contain the NUL character (U+0000)' });
    else if (LONE_SURROGATE.test(value)) errors.push({ pointer, detail: 'must be valid Unicode text (it has a lone surrogate)' });
  } else if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) findUnstorableText(item, `${pointer}/${i}`, errors);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      findUnstorableText(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, errors);
    }
  }
}
