import { Type } from 'typebox';
import { AppError, validationError } from '../http/errors.js';
import { DOCUMENT_REVIEWER_ROLES } from '../policy/attachment.policy.js';
import { fields, message, reasons } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import { checklistOfType, findWaivers } from './checklist.service.js';
import { DOCUMENT_REVIEW_STATUSES, documentName } from './document-review.js';

/**
 * An item of the checklist is not needed for this application (no ancestral domain, so no NCIP
 * certification): it then counts as done for `accept`. The waiver is its journal entry; the
 * checklist reads it from there.
 */
export const waiveRequirement = defineAction({
  name: 'waive_requirement',
  summary: 'Waive one document of the checklist of the application type, with the reason.',
  fields: fields({
    type: Type.String({ minLength: 1, maxLength: 64, description: 'The checklist item (`type`) waived, e.g. `ncip_certification`.' }),
    reasons: reasons('Why the document is not needed: told to the agency.'),
    message,
  }),
  actor: 'staff',
  roles: DOCUMENT_REVIEWER_ROLES,
  from: DOCUMENT_REVIEW_STATUSES,
  needsAssignment: false,
  decide: async ({ fields, application, db }) => {
    const checklist = await checklistOfType(db, application.application_type);
    const item = checklist.find((candidate) => candidate.type === fields.type);
    if (item === undefined) {
      throw validationError([
        { pointer: '/type', detail: `is not on the checklist of this application type: ${checklist.map((c) => c.type).join(', ')}` },
      ]);
    }
    if ((await findWaivers(db, application.id)).has(item.type)) {
      throw new AppError('action_not_allowed', `waive_requirement: ${item.type} is already waived`);
    }
    return {
      journal: [{ action: 'requirement_waived', payload: { type: item.type, title: item.title, reasons: fields.reasons } }],
      notice: { type: 'requirement_waived', values: { document: documentName(item.title, item.type), reasons: fields.reasons } },
    };
  },
});
