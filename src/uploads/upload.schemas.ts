import { Type } from 'typebox';
import { optionalText, requiredText } from '../http/schema-helpers.js';

/**
 * The fields of a document upload besides the file (issue 11 §2): what kind of document, its title
 * and a description. `type` is checked against the application type's checklist by the attachment
 * service; here it is only well-formed. Unknown fields are refused, as in JSON bodies.
 */
export const DocumentUploadFields = Type.Object(
  {
    type: requiredText(64, 'Kind of document, from the checklist of the application type (e.g. `endorsement_letter`)', {
      pattern: '^[a-z][a-z0-9_]*$',
    }),
    title: requiredText(200, 'Title of the document'),
    description: optionalText(2000, 'What the document is or says'),
  },
  { additionalProperties: false },
);
