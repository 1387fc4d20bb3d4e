import { DOCUMENT_REVIEWER_ROLES } from '../policy/attachment.policy.js';
import { fields, message, reasons } from '../workflow/actions/action.fields.js';
import { defineAction } from '../workflow/actions/action.types.js';
import { assertReviewable, attachmentId, attachmentOf, DOCUMENT_REVIEW_STATUSES, documentName, reviewEffect } from './document-review.js';

/** The agency is told why, and answers with a corrected file of the same type (which supersedes this one). */
export const rejectDocument = defineAction({
  name: 'reject_document',
  summary: 'Reject one document of the application, with the reason; the agency uploads a corrected one of the same type.',
  fields: fields({ attachmentId, reasons: reasons('Why the document is rejected: told to the agency.'), message }),
  actor: 'staff',
  roles: DOCUMENT_REVIEWER_ROLES,
  from: DOCUMENT_REVIEW_STATUSES,
  needsAssignment: false,
  decide: async ({ fields, application, db }) => {
    const row = await attachmentOf(db, application.id, fields.attachmentId);
    assertReviewable(row, 'reject_document', ['uploaded', 'accepted']);
    return {
      journal: [
        { action: 'document_rejected', payload: { attachmentId: row.id, type: row.type, title: row.title, reasons: fields.reasons } },
      ],
      ...(row.internal === 1
        ? {}
        : { notice: { type: 'document_rejected', values: { document: documentName(row.title, row.type), reasons: fields.reasons } } }),
      effects: [reviewEffect(row.id, 'rejected', fields.reasons)],
    };
  },
});
