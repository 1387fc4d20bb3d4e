import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { nowIso } from '../shared/time.js';
import { AppError, validationError } from './errors.js';

/**
 * Idempotent retries of a creating request (the IETF `Idempotency-Key` header): the first answer is
 * stored with the change it made, in the same transaction, under the caller and the key; the same
 * request again with that key gets the stored answer and changes nothing; the key on another request
 * is a 422 (`idempotency_key_reused`). Use it in any route whose retry would otherwise create twice:
 *
 * ```ts
 * const key = idempotencyKeyOf(request);                   // undefined without the header
 * // in the transaction of the change, after its row locks:
 * const earlier = key && (await findIdempotentAnswer(trx, { scope, key, fingerprint }));
 * if (earlier) return earlier;                             // write nothing, answer as before
 * … write …
 * if (key) await recordIdempotentAnswer(trx, { scope, key, fingerprint, status, body });
 * ```
 *
 * `scope` is the caller (an API client id, a staff user id): callers never see each other's keys.
 * `fingerprint` is `requestFingerprint(method, path, …what the body asked for)`. Two requests with one
 * key racing each other: the second's insert fails on the primary key and its transaction rolls back
 * (a retry then finds the first's answer).
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Visible ASCII, 1 to 255 characters: a uuid, or any token the client makes unique. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw validationError([{ parameter: IDEMPOTENCY_HEADER, detail: 'must be sent once, 1 to 255 visible ASCII characters (a uuid)' }]);
  }
  return value;
}

/** SHA-256 over the parts that make a request what it is, in order. */
export function requestFingerprint(...parts: readonly string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(`${part.length}:${part}\n`);
  return hash.digest('hex');
}

export interface IdempotencyLookup {
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
}

export interface IdempotentAnswer {
  readonly status: number;
  /** The JSON body sent the first time. */
  readonly body: string;
}

/** The answer stored for this key, if any; a key stored for another request is refused (422). */
export async function findIdempotentAnswer(db: Kysely<DB>, lookup: IdempotencyLookup): Promise<IdempotentAnswer | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response_status', 'response_body'])
    .where('scope', '=', lookup.scope)
    .where('idempotency_key', '=', lookup.key)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  if (row.fingerprint !== lookup.fingerprint) {
    throw new AppError(
      'idempotency_key_reused',
      `The ${IDEMPOTENCY_HEADER} "${lookup.key}" was used for another request; use a new key for a new request`,
    );
  }
  return { status: Number(row.response_status), body: row.response_body };
}

/** Stores the first answer under the key, in the transaction of the change it answers. */
export async function recordIdempotentAnswer(db: Kysely<DB>, lookup: IdempotencyLookup & IdempotentAnswer): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      scope: lookup.scope,
      idempotency_key: lookup.key,
      fingerprint: lookup.fingerprint,
      response_status: lookup.status,
      response_body: lookup.body,
      created_at: nowIso(),
    })
    .execute();
}
