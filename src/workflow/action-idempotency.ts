import type { Kysely } from 'kysely';
import { Type } from 'typebox';
import { isUniqueViolation } from '../db/dialect.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { canonicalJson, sha256Hex } from '../shared/canonical-json.js';
import { nowIso } from '../shared/time.js';
import { IdempotencyHeaders } from './external-actions.schemas.js';
import { findIdempotencyKey, insertIdempotencyKey } from './idempotency.repository.js';

/**
 * An action taken under an `Idempotency-Key` (the agency's operations, uploads and submissions, staff
 * actions; `takeAction` in workflow.engine.ts): its answer is stored in the action's transaction in
 * `idempotency_keys` (migration 0009), so the record exists exactly when the action committed. A retry
 * with the same key and request, after a lost answer, gets that answer again (`Idempotent-Replayed:
 * true`), even though the application has moved on since; the key with another request is a 422
 * `idempotency_key_reused`. A refused action stores nothing, so its corrected retry may reuse the key.
 */

/** The agency operations' header (same validation: a malformed key is a 400 naming it), optional. */
export const OptionalIdempotencyKey = Type.Optional(IdempotencyHeaders.properties['idempotency-key']);
export const OptionalIdempotencyHeaders = Type.Object({ 'idempotency-key': OptionalIdempotencyKey });

/** A request's key and what the request is, as recorded with its answer. */
export interface ActionIdempotency {
  /** Whose keys these are: the agency's code, or `staff:<user id>` (no agency code has a `:`). */
  readonly scope: string;
  readonly key: string;
  /** What the key answered (`respond`, `upload_attachment`, `staff_action`…), named in the 422. */
  readonly operation: string;
  /** The HTTP status the answer is sent with. */
  readonly status: number;
  /** The fingerprint of the request: the same key with another fingerprint is another request. */
  readonly requestHash: string;
}

/**
 * The key of a request and its fingerprint: the canonical JSON of what the caller says the request is
 * (its operation, application, body, the file's digest…). Two requests are the same when that is.
 */
export function actionIdempotency(
  key: Omit<ActionIdempotency, 'requestHash'>,
  request: Readonly<Record<string, unknown>>,
): ActionIdempotency {
  return { ...key, requestHash: sha256Hex(canonicalJson(request)) };
}

/** What the caller sends: the answer, and whether it is the stored answer of an earlier request with the same key. */
export interface ActionAnswer<Answer> {
  readonly answer: Answer;
  readonly replayed: boolean;
}

/** Records the answer under the key, in the action's transaction. */
export type RecordAnswer<Answer> = (trx: Kysely<DB>, answer: Answer) => Promise<void>;

/**
 * The answer stored for the key, if any; the key stored for another request is a 422. Upload routes
 * ask before the files are stored too, so a reused key leaves no byte behind.
 */
export async function storedAnswer<Answer>(db: Kysely<DB>, idempotency: ActionIdempotency): Promise<Answer | undefined> {
  const stored = await findIdempotencyKey(db, idempotency.scope, idempotency.key);
  if (stored === undefined) return undefined;
  if (stored.request_hash !== idempotency.requestHash) {
    throw new AppError(
      'idempotency_key_reused',
      `Idempotency-Key ${idempotency.key} was used for another request (${stored.operation}, on another application or with ` +
        'another body): send a new key for a new request',
    );
  }
  // The same fingerprint is the same operation, whose answer is of the type this caller reads back.
  return JSON.parse(stored.response_body) as Answer;
}

/**
 * Answers a request once: without a key, `take` acts and answers; with one, a stored answer is replayed,
 * else `take` acts and records its answer with the change. The known race, the same key sent twice at
 * once, turns into a replay: both requests found no answer, one committed first, and the other failed
 * (its key's insert a unique violation, or a refusal: the application had moved on); the key is then
 * looked up once more and, if it holds the answer of this very request, that is the answer.
 */
export async function answerOnce<Answer>(
  db: Kysely<DB>,
  idempotency: ActionIdempotency | undefined,
  applicationId: string,
  take: (record: RecordAnswer<Answer> | undefined) => Promise<Answer>,
): Promise<ActionAnswer<Answer>> {
  if (idempotency === undefined) return { answer: await take(undefined), replayed: false };
  const earlier = await storedAnswer<Answer>(db, idempotency);
  if (earlier !== undefined) return { answer: earlier, replayed: true };
  try {
    return { answer: await take(recorder(idempotency, applicationId)), replayed: false };
  } catch (error) {
    if (!(isUniqueViolation(error) || error instanceof AppError)) throw error;
    const other = await storedAnswer<Answer>(db, idempotency);
    if (other === undefined) throw error;
    return { answer: other, replayed: true };
  }
}

function recorder<Answer>(idempotency: ActionIdempotency, applicationId: string): RecordAnswer<Answer> {
  return (trx, answer) =>
    insertIdempotencyKey(trx, {
      agency_code: idempotency.scope,
      idempotency_key: idempotency.key,
      operation: idempotency.operation,
      application_id: applicationId,
      request_hash: idempotency.requestHash,
      response_status: idempotency.status,
      response_body: JSON.stringify(answer),
      created_at: nowIso(),
    });
}
