import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The SQL of an anonymisation besides its action's (anonymisation.ts): the files whose bytes go after its commit. */

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
