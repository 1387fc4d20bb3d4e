import { DOCUMENT_REVIEWER_ROLES } from '../policy/attachment.policy.js';
import { fields, message } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import { assertReviewable, attachmentId, attachmentOf, DOCUMENT_REVIEW_STATUSES, documentName, reviewEffect } from './document-review.js';

/** A document is what the checklist asks for: it counts for `accept` (src/attachments/checklist.service.ts). */
export const acceptDocument = defineAction({
  name: 'accept_document',
  summary: 'Accept one document of the application; an agency’s document is acknowledged with a notice.',
  fields: fields({ attachmentId, message }),
  actor: 'staff',
  roles: DOCUMENT_REVIEWER_ROLES,
  from: DOCUMENT_REVIEW_STATUSES,
  needsAssignment: false,
  decide: async ({ fields, application, db }) => {
    const row = await attachmentOf(db, application.id, fields.attachmentId);
    assertReviewable(row, 'accept_document', ['uploaded', 'rejected']);
    return {
      journal: [{ action: 'document_accepted', payload: { attachmentId: row.id, type: row.type, title: row.title } }],
      // A document staff keep internal is never mentioned to the agency.
      ...(row.internal === 1 ? {} : { notice: { type: 'document_accepted', values: { document: documentName(row.title, row.type) } } }),
      effects: [reviewEffect(row.id, 'accepted', null)],
    };
  },
});
