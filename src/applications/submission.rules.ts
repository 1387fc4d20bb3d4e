import type { FieldError } from '../http/errors.js';
import { isNonBlank } from '../http/schema-helpers.js';
import { findUnstorableText } from '../http/text-rules.js';
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
