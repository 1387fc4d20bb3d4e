import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AttachmentStatus } from '../vocabulary/attachment.vocabulary.js';
import { type AttachmentRow, findDocumentAcceptances, findLibraryDocumentUses } from './attachment.repository.js';
import type { LibraryReuse } from './attachment.schemas.js';

/**
 * What a reviewer sees of an attachment made from the agency's document library (issue 32 §5): the
 * other applications it is attached to, and the last time it was accepted in one of them, when and by
 * whom (the staff user's name, and the role they acted in, from the journal entry). A library is one
 * agency's, so a user who may read this application's documents may read those too.
 */
export async function libraryReuseOf(db: Kysely<DB>, rows: readonly AttachmentRow[]): Promise<Map<string, LibraryReuse>> {
  const documentIds = [...new Set(rows.map((row) => row.library_document_id).filter((id): id is string => id !== null))];
  const reuse = new Map<string, LibraryReuse>();
  if (documentIds.length === 0) return reuse;
  const uses = await findLibraryDocumentUses(db, documentIds);
  for (const row of rows) {
    if (row.library_document_id === null) continue;
    const others = uses.filter((use) => use.library_document_id === row.library_document_id && use.application_id !== row.application_id);
    const accepted = others
      .filter((use) => use.status === ('accepted' satisfies AttachmentStatus) && use.reviewed_at !== null)
      .sort((a, b) => (a.reviewed_at as string).localeCompare(b.reviewed_at as string))
      .at(-1);
    reuse.set(row.id, {
      documentId: row.library_document_id,
      alsoAttachedTo: others.map((use) => ({
        applicationId: use.application_id,
        registrationNo: use.registration_no,
        attachmentId: use.id,
        status: use.status as AttachmentStatus,
      })),
      acceptedBefore:
        accepted === undefined
          ? null
          : {
              applicationId: accepted.application_id,
              registrationNo: accepted.registration_no,
              attachmentId: accepted.id,
              acceptedAt: accepted.reviewed_at as string,
              reviewerId: accepted.reviewed_by,
              reviewerName: accepted.reviewer_name ?? null,
              reviewerRole: await acceptingRole(db, accepted.application_id, accepted.id),
            },
    });
  }
  return reuse;
}

/** The role the reviewer accepted the attachment in: the journal's last `document_accepted` entry of it. */
async function acceptingRole(db: Kysely<DB>, applicationId: string, attachmentId: string): Promise<string | null> {
  const entries = await findDocumentAcceptances(db, applicationId);
  const entry = entries.find((candidate) => (JSON.parse(candidate.payload) as { attachmentId?: string }).attachmentId === attachmentId);
  return entry?.actor_role ?? null;
}
