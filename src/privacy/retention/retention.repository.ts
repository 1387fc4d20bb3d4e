import type { Kysely } from 'kysely';
import type { ApplicationTable, DB } from '../../db/schema.js';

/** The SQL of the retention job (retention.ts): what the verdicts read, the files an anonymisation removes, the applications to check. */

/** The columns of the applications their retention verdict reads (retention.rules.ts). */
export function findRetainedApplications(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db
    .selectFrom('applications')
    .select(['id', 'registration_no', 'status', 'hold_reason', 'status_changed_at', 'decided_at', 'updated_at'])
    .where('id', 'in', applicationIds)
    .execute();
}

/** The columns of the applications' permits their retention verdict reads. */
export function findRetainedPermits(db: Kysely<DB>, applicationIds: readonly string[]) {
  return db
    .selectFrom('permits')
    .select(['application_id', 'permit_no', 'status', 'date_expired', 'status_changed_at', 'created_at'])
    .where('application_id', 'in', applicationIds)
    .execute();
}

/** The blobs of an application's documents, of its permits' certificates and of its agreements' signed files, in that order. */
export function findFileBlobsOfApplication(db: Kysely<DB>, applicationId: string) {
  return Promise.all([
    db
      .selectFrom('application_attachments')
      .select('blob_sha256')
      .where('application_id', '=', applicationId)
      .where('blob_sha256', 'is not', null)
      .execute(),
    db
      .selectFrom('permit_certificates')
      .innerJoin('permits', 'permits.id', 'permit_certificates.permit_id')
      .select('permit_certificates.blob_sha256')
      .where('permits.application_id', '=', applicationId)
      .where('permit_certificates.blob_sha256', 'is not', null)
      .execute(),
    db
      .selectFrom('agreements')
      .select('blob_sha256')
      .where('application_id', '=', applicationId)
      .where('blob_sha256', 'is not', null)
      .execute(),
  ]);
}

/** A page, in id order after `after`, of the applications in one of `statuses` whose permittee's key is not destroyed. */
export function findEndedApplicationsNotErased(
  db: Kysely<DB>,
  statuses: readonly ApplicationTable['status'][],
  after: string | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('applications')
    .leftJoin('data_subject_keys', 'data_subject_keys.application_id', 'applications.id')
    .select(['applications.id', 'applications.registration_no'])
    .where('applications.status', 'in', [...statuses])
    .where('data_subject_keys.destroyed_at', 'is', null);
  if (after !== undefined) query = query.where('applications.id', '>', after);
  return query.orderBy('applications.id').limit(limit).execute();
}
