import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { canonicalJson, sha256Hex } from '../shared/canonical-json.js';
import { IdempotencyHeaders } from '../workflow/external-actions.schemas.js';
import { findIdempotencyKey, insertIdempotencyKey } from '../workflow/idempotency.repository.js';

/**
 * An agency's upload sent with an `Idempotency-Key` (optional here): the answer is stored in the
 * upload's transaction in the external operations' table (`idempotency_keys`, migration 0009), so a
 * retry after a lost answer gets the same attachment instead of a second one. The key is checked
 * once the file is received, because what the request is includes the file's digest.
 */

export const UPLOAD_OPERATION = 'upload_attachment';

export const OptionalIdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(IdempotencyHeaders.properties['idempotency-key']),
});

export interface UploadIdempotency {
  readonly agencyCode: string;
  readonly key: string;
  readonly applicationId: string;
  readonly requestHash: string;
}

/** What the upload asked for: the application, the file's digest and name, and the fields. */
export function uploadRequestHash(applicationId: string, sha256: string, fileName: string, fields: Record<string, unknown>): string {
  return sha256Hex(canonicalJson({ operation: UPLOAD_OPERATION, applicationId, sha256, fileName, fields }));
}

/** The answer stored for the key, if any; the key stored for another request is a 422. */
export async function storedUploadAnswer(db: Kysely<DB>, idempotency: UploadIdempotency): Promise<unknown | undefined> {
  const stored = await findIdempotencyKey(db, idempotency.agencyCode, idempotency.key);
  if (stored === undefined) return undefined;
  if (stored.request_hash !== idempotency.requestHash) {
    throw new AppError(
      'idempotency_key_reused',
      `Idempotency-Key ${idempotency.key} was used for another request (${stored.operation}): send a new key for a new request`,
    );
  }
  return JSON.parse(stored.response_body) as unknown;
}

export function recordUploadAnswer(idempotency: UploadIdempotency) {
  return (trx: Kysely<DB>, answer: unknown, now: string) =>
    insertIdempotencyKey(trx, {
      agency_code: idempotency.agencyCode,
      idempotency_key: idempotency.key,
      operation: UPLOAD_OPERATION,
      application_id: idempotency.applicationId,
      request_hash: idempotency.requestHash,
      response_status: 201,
      response_body: JSON.stringify(answer),
      created_at: now,
    });
}

/** The same key sent twice at once: the other upload committed first; answer as it did. */
export async function afterConcurrentUse(db: Kysely<DB>, idempotency: UploadIdempotency, error: unknown): Promise<unknown> {
  if (!isUniqueViolation(error)) throw error;
  const other = await storedUploadAnswer(db, idempotency);
  if (other === undefined) throw error;
  return other;
}
