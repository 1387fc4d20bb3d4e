import type { Kysely } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 21 §2: retention and erasure without breaking the audit chain (src/audit/subject-keys.ts,
 * src/privacy/retention.ts, docs/PRIVACY.md).
 *
 * - `data_subject_keys`: one AES-256-GCM key per data subject of an application (its permittee), that
 *   encrypts the personal values the audit trail holds about them. `key_material` is the key in
 *   base64, sealed (`enc:v1:…`) when SIGNING_KEY_ENCRYPTION_KEY is set. Erasure destroys it:
 *   `key_material` null and `destroyed_at` set, and the row stays to say the subject was erased
 *   (the retention job skips what it already anonymised).
 * - `application_attachments.erased_at`: when the document's bytes were deleted by erasure (its
 *   `blob_sha256` is then null).
 *
 * Audit rows written before this migration hold no personal value: at this point no writer put one in
 * `details`, `before_state` or `after_state` (submission: the registration numbers; the workflow: its
 * own columns), so there is nothing to re-encrypt and the chain is left as it is.
 * `biopermit privacy check-audit-trail` reports any row that holds one in clear.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = uuidType(dialectOf(db));
  await db.schema
    .createTable('data_subject_keys')
    .addColumn('id', uuid, (c) => c.primaryKey())
    .addColumn('application_id', uuid, (c) => c.notNull().unique())
    .addColumn('key_material', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('destroyed_at', 'text')
    // Why it was destroyed: `retention` or `erasure_request:<request id>`.
    .addColumn('destroyed_by', 'text')
    .execute();
  await db.schema.alterTable('application_attachments').addColumn('erased_at', 'text').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('application_attachments').dropColumn('erased_at').execute();
  await db.schema.dropTable('data_subject_keys').execute();
}
