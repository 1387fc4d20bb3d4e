import type { FieldError } from '../http/errors.js';
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
      const named = [species.commonName, species.scientificName].some((name) => typeof name === 'string' && name.trim() !== '');
      if (!named) {
        errors.push({ pointer: `/locations/${l}/species/${s}`, detail: 'needs a commonName or a scientificName' });
      }
    });
  });
  return errors;
}
