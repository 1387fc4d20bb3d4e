import type { Kysely } from 'kysely';
import type { SystemActor } from '../../auth/actor.js';
import { removeErasedBlobs } from '../../blobs/blob-gc.service.js';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { DB } from '../../db/schema.js';
import type { ActionRegistry } from '../../workflow/action-registry.js';
import { takeAction } from '../../workflow/workflow.engine.js';
import { findFileBlobsOfApplication } from './anonymisation.repository.js';
import { anonymisePersonalData } from './anonymise-personal-data.action.js';

/**
 * Issue 21 §2: one application anonymised, the one way both the retention job (retention.job.ts) and
 * a data subject's erasure request (erasure.service.ts) erase: the action `anonymise_personal_data`
 * through the workflow's write path, then the bytes of the application's files removed from the
 * blob store after its commit.
 */

/**
 * The tables an anonymisation updates or deletes rows of (the action's columns and effects, the
 * stored answers, the request it answers): where old row versions may still hold the person until
 * reclaimErasedSpace (PostgreSQL's VACUUM) has run on them.
 */
export const ERASED_TABLES = [
  'applications',
  'application_search',
  'application_attachments',
  'application_notices',
  'mail_messages',
  'agreements',
  'permit_certificates',
  'obligation_submissions',
  'applicants',
  'data_subject_keys',
  'idempotency_keys',
  'data_subject_requests',
  'permit_term_collectors',
] as const satisfies readonly (keyof DB)[];

/** What anonymising an application needs, whether the retention job or an erasure request asks. */
export interface ErasureDeps {
  readonly db: Kysely<DB>;
  readonly store: BlobStore;
  /** The registry of actions (src/actions.ts): anonymisation is the action `anonymise_personal_data`. */
  readonly actions: ActionRegistry;
}

/**
 * The blobs an application's files point at: its documents, its permits' certificates (generated and
 * signed scans), its agreements' signed files. Read before the anonymisation, which clears the rows;
 * a file added in between is erased with the others, and its bytes, then referenced by nothing, go
 * with the next gc.
 */
export async function blobsOfApplication(db: Kysely<DB>, applicationId: string): Promise<string[]> {
  const [documents, certificates, agreements] = await findFileBlobsOfApplication(db, applicationId);
  const hashes = [...documents, ...certificates, ...agreements].map((row) => row.blob_sha256);
  return [...new Set(hashes.filter((sha256): sha256 is string => sha256 !== null))];
}

/**
 * Anonymises one application (refused with `retention_not_passed` when its time is not up), then
 * deletes its files' bytes from the blob store, each unless another row still references the same
 * bytes (a document attached to another application too).
 */
export async function anonymiseApplication(
  deps: ErasureDeps,
  actor: SystemActor,
  applicationId: string,
  asOf: string,
  erasureRequestId?: string,
): Promise<boolean> {
  const files = await blobsOfApplication(deps.db, applicationId);
  const result = await takeAction(
    { db: deps.db, actions: deps.actions },
    {
      applicationId,
      action: anonymisePersonalData.name,
      fields: erasureRequestId === undefined ? { asOf } : { asOf, erasureRequestId },
      actor,
    },
  );
  if (!result.changed) return false;
  await removeErasedBlobs(deps.db, deps.store, files);
  return true;
}
