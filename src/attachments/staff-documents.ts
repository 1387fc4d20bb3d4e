import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { findAttachments } from './attachment.repository.js';
import type { StaffAttachments } from './attachment.schemas.js';
import { staffAttachmentView } from './attachment.service.js';
import { checklistStatus, isMissing } from './checklist.service.js';
import { libraryReuseOf } from './library-reuse.js';

/**
 * An application's documents as staff see them: every attachment (internal, superseded and
 * quarantined ones too), the checklist with each item's state, and what `accept` still waits for.
 * The staff view of the application and GET …/attachments both answer with it.
 */
export async function staffDocuments(db: Kysely<DB>, applicationId: string, base: string): Promise<StaffAttachments> {
  const [rows, checklist] = await Promise.all([findAttachments(db, applicationId), checklistStatus(db, applicationId)]);
  const reuse = await libraryReuseOf(db, rows);
  return {
    attachments: rows.map((row) => ({ ...staffAttachmentView(row, base), library: reuse.get(row.id) ?? null })),
    checklist,
    missingRequirements: checklist.filter(isMissing).map((item) => item.type),
  };
}
