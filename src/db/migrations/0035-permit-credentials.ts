import { type Kysely, sql } from 'kysely';
import { dialectOf, uuidType } from '../dialect.js';

/**
 * Issue 29 §2 and §3, a permit that verifies offline (src/credentials/, docs/TRUST.md):
 *
 * - `credential_keys`: the Ed25519 keys that sign credentials, apart from the token keys (signing_keys):
 *   a credential outlives a token by years, so these keys are never dropped, only retired. `not_before`
 *   and `retired_at` are the key's period of service, published in the trust list.
 * - `permit_credentials`: the credential a permit's certificate carries, with its index in the status
 *   lists (one index, the same bit in the revocation and the suspension list).
 * - `credential_status_lists`: each list's signed status list credential, as last regenerated.
 * - `credential_status_cursor`: one row, the last event the status lists consumer has read.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  const uuid = sql.raw(uuidType(dialectOf(db)));
  await db.schema
    .createTable('credential_keys')
    .addColumn('kid', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('not_before', 'varchar(32)', (c) => c.notNull())
    .addColumn('retired_at', 'varchar(32)')
    .execute();
  await db.schema
    .createTable('permit_credentials')
    .addColumn('permit_id', uuid, (c) => c.primaryKey())
    .addColumn('credential_id', uuid, (c) => c.notNull().unique())
    .addColumn('status_index', 'integer', (c) => c.notNull().unique())
    .addColumn('kid', 'varchar(32)', (c) => c.notNull())
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('credential', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credential_status_lists')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('credential', 'text', (c) => c.notNull())
    .addColumn('generated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('credential_status_cursor')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('last_event', 'integer', (c) => c.notNull())
    .execute();
  await db.insertInto('credential_status_cursor').values({ id: 1, last_event: 0 }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credential_status_cursor').execute();
  await db.schema.dropTable('credential_status_lists').execute();
  await db.schema.dropTable('permit_credentials').execute();
  await db.schema.dropTable('credential_keys').execute();
}
