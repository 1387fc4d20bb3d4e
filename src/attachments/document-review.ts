import type { Kysely } from 'kysely';
import type { ApplicationEffect } from '../applications/application.write.js';
import type { DB } from '../db/schema.js';
import { AppError, validationError } from '../http/errors.js';
import { Uuid } from '../http/schema-helpers.js';
import { OPEN_APPLICATION } from '../vocabulary/status-groups.js';
import type { ApplicationStatus } from '../vocabulary/workflow.vocabulary.js';
import { type AttachmentRow, findAttachment, recordReview } from './attachment.repository.js';

/** What the three document actions (accept_document, reject_document, waive_requirement) share. */

/** Documents are reviewed while the application is open: before the decision, and until the permit is issued. */
export const DOCUMENT_REVIEW_STATUSES: readonly ApplicationStatus[] = OPEN_APPLICATION.statuses;

export const attachmentId = { ...Uuid, description: 'The attachment (its `id` in the staff view’s `documents.attachments`).' };

/** The attachment of this application named by the field, or a 400 naming `/attachmentId`. */
export async function attachmentOf(db: Kysely<DB>, applicationId: string, id: string): Promise<AttachmentRow> {
  const row = await findAttachment(db, applicationId, id.toLowerCase());
  if (row === undefined) throw validationError([{ pointer: '/attachmentId', detail: 'is not an attachment of this application' }]);
  return row;
}

/** Refuses a review of a document in a status it does not apply from (superseded, quarantined…). */
export function assertReviewable(row: AttachmentRow, action: string, from: readonly string[]): void {
  if (!from.includes(row.status)) {
    throw new AppError('action_not_allowed', `${action} applies to a document that is ${from.join(' or ')}; this one is ${row.status}`);
  }
}

/** How notices name a document or a checklist item. */
export function documentName(title: string, type: string): string {
  return `“${title}” (${type})`;
}

/** The review's child-row write: the attachment's status, reviewer, time and reason. */
export function reviewEffect(id: string, status: 'accepted' | 'rejected', reason: string | null): ApplicationEffect {
  return async (trx, context) => recordReview(trx, { id, status, reviewedBy: context.actor.id, reason, now: context.now });
}
