import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { canonicalJson, sha256Hex } from '../shared/canonical-json.js';
import { nowIso } from '../shared/time.js';
import { IdempotencyHeaders } from './external-actions.schemas.js';
import { findIdempotencyKey, insertIdempotencyKey } from './idempotency.repository.js';

/**
 * A staff action sent with an `Idempotency-Key` (optional; issue 18): its answer is stored in the
 * action's transaction in the external operations' table (`idempotency_keys`, migration 0009), so
 * the record exists exactly when the action committed. A retry after a lost answer gets that answer
 * again (even though the application's version has moved on, which would otherwise be a 412); the
 * key with another request is a 422 `idempotency_key_reused`. A refused action stores nothing.
 *
 * Keys are per staff user: the table's scope column (`agency_code`) holds `staff:<user id>`, which no
 * agency code can be (agency codes have no `:`). The ETag of the answer is its view's `version`.
 */

export const STAFF_ACTION_OPERATION = 'staff_action';

/** The agency operations' header (same validation: a malformed key is a 400 naming it), optional here. */
export const StaffIdempotencyHeader = Type.Optional(IdempotencyHeaders.properties['idempotency-key']);

export interface StaffIdempotency {
  readonly scope: string;
  readonly key: string;
  readonly applicationId: string;
  readonly requestHash: string;
}

/** What the request asked for: method, path (with the application's id), the version named by If-Match, and the body. */
export function staffIdempotency(
  userId: string,
  key: string,
  applicationId: string,
  expectedVersion: number,
  body: unknown,
): StaffIdempotency {
  const path = `/api/v1/staff/applications/${applicationId}/actions`;
  const requestHash = sha256Hex(canonicalJson({ method: 'POST', path, ifMatch: expectedVersion, body }));
  return { scope: `staff:${userId}`, key, applicationId, requestHash };
}

/** The answer stored for the key, if any; the key stored for another request is a 422. */
export async function storedStaffAnswer<Answer>(db: Kysely<DB>, idempotency: StaffIdempotency): Promise<Answer | undefined> {
  const stored = await findIdempotencyKey(db, idempotency.scope, idempotency.key);
  if (stored === undefined) return undefined;
  if (stored.request_hash !== idempotency.requestHash) {
    throw new AppError(
      'idempotency_key_reused',
      `Idempotency-Key ${idempotency.key} was used for another request (an action on another application, or with another ` +
        'If-Match or body): send a new key for a new request',
    );
  }
  return JSON.parse(stored.response_body) as Answer;
}

/** Written in the action's transaction, once its answer is read. */
export function recordStaffAnswer<Answer>(trx: Kysely<DB>, idempotency: StaffIdempotency, answer: Answer): Promise<void> {
  return insertIdempotencyKey(trx, {
    agency_code: idempotency.scope,
    idempotency_key: idempotency.key,
    operation: STAFF_ACTION_OPERATION,
    application_id: idempotency.applicationId,
    request_hash: idempotency.requestHash,
    response_status: 200,
    response_body: JSON.stringify(answer),
    created_at: nowIso(),
  });
}
