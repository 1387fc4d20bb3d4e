import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import { refuseChanges } from './0005-workflow-foundation.js';

/**
 * Issue 29 §4, the public log (src/transparency-log/, docs/TRUST.md): witnesses' cosignatures, and the
 * log made append-only in the database itself.
 * - `transparency_log_cosignatures`: each cosignature a witness returned for a checkpoint (its signed-note
 *   line verbatim, c2sp.org/tlog-cosignature), checked with the witness's configured key before it is stored.
 *   A witness cosigning the same head again (the hourly re-publication) adds a row with a later timestamp.
 * - Triggers refuse UPDATE and DELETE (and TRUNCATE on PostgreSQL) on `transparency_log_entries`,
 *   `transparency_log_hashes` and `transparency_log_cosignatures`: the code only inserts there. The same
 *   triggers as the audit trail's (refuseChanges, migration 0005).
 * - `transparency_log_checkpoints`: DELETE refused, and an UPDATE refused unless it changes `published_at`
 *   alone: re-signing an unchanged head (the same size signs the same note) records when it was published
 *   again (the hourly freshness), and nothing else of a signed head may change.
 * `transparency_log_pending` is left alone: the integration deletes what it numbered.
 * Frozen in time: never imports application code.
 */
const INSERT_ONLY = ['transparency_log_entries', 'transparency_log_hashes', 'transparency_log_cosignatures'] as const;
const CHECKPOINTS = 'transparency_log_checkpoints';

// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transparency_log_cosignatures')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('checkpoint_size', 'integer', (c) => c.notNull())
    .addColumn('witness', 'varchar(255)', (c) => c.notNull())
    .addColumn('key_id', 'varchar(8)', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('cosigned_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transparency_log_cosignatures_size')
    .on('transparency_log_cosignatures')
    .columns(['checkpoint_size', 'witness', 'key_id'])
    .execute();
  await db.schema
    .createIndex('transparency_log_cosignatures_witness')
    .on('transparency_log_cosignatures')
    .columns(['witness', 'key_id', 'checkpoint_size'])
    .execute();
  for (const table of INSERT_ONLY) await refuseChanges(db, table);
  await refuseCheckpointChanges(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function refuseCheckpointChanges(db: Kysely<any>): Promise<void> {
  const changed = sql.raw('old.size <> new.size or old.root_hash <> new.root_hash or old.note <> new.note');
  if (dialectOf(db) === 'postgres') {
    // biopermit_append_only() is migration 0005's: it raises "<table> is append-only: <operation> refused".
    await sql`create trigger ${sql.id(`${CHECKPOINTS}_append_only`)} before delete or truncate on ${sql.table(CHECKPOINTS)}
      for each statement execute function biopermit_append_only()`.execute(db);
    await sql`create trigger ${sql.id(`${CHECKPOINTS}_signed_unchanged`)} before update on ${sql.table(CHECKPOINTS)}
      for each row when (${changed}) execute function biopermit_append_only()`.execute(db);
    return;
  }
  await sql`create trigger ${sql.id(`${CHECKPOINTS}_no_delete`)} before delete on ${sql.table(CHECKPOINTS)}
    begin select raise(abort, ${sql.lit(`${CHECKPOINTS} is append-only: DELETE refused`)}); end`.execute(db);
  await sql`create trigger ${sql.id(`${CHECKPOINTS}_signed_unchanged`)} before update on ${sql.table(CHECKPOINTS)}
    when ${changed}
    begin select raise(abort, ${sql.lit(`${CHECKPOINTS} is append-only: UPDATE refused (only published_at may change)`)}); end`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of [...INSERT_ONLY, CHECKPOINTS]) {
    const names = postgres ? [`${table}_append_only`] : [`${table}_no_update`, `${table}_no_delete`];
    for (const name of names)
      await sql`drop trigger if exists ${sql.id(name)}${postgres ? sql` on ${sql.table(table)}` : sql``}`.execute(db);
  }
  await sql`drop trigger if exists ${sql.id(`${CHECKPOINTS}_signed_unchanged`)}${postgres ? sql` on ${sql.table(CHECKPOINTS)}` : sql``}`.execute(
    db,
  );
  await db.schema.dropTable('transparency_log_cosignatures').execute();
}
