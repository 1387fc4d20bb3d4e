import type { Kysely } from 'kysely';

/**
 * Issue 29 §4, the public log of every permit (src/transparency-log/, docs/TRUST.md): a Merkle log in
 * the C2SP tlog-tiles layout.
 * - `transparency_log_pending`: entries written in the transaction of the change they record, not yet
 *   numbered. The integrating job numbers them (under the `transparency-log` sequence's lock), so an
 *   index is given once, gapless, in the order the job saw them committed.
 * - `transparency_log_entries`: the log itself, by index: the entry's bytes (canonical JSON) and leaf hash.
 * - `transparency_log_hashes`: the roots of complete subtrees of 256^level leaves (level ≥ 1), i.e. the
 *   hashes of tiles above level 0, stored when their subtree fills: a proof never reads more than a tile.
 * - `transparency_log_checkpoints`: every signed tree head published, by size (the same size signs the
 *   same note: Ed25519 is deterministic and a checkpoint carries no time).
 * - `transparency_log_keys`: the log's Ed25519 key by origin, the private part sealed as the signing keys are.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transparency_log_pending')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('permit_id', 'varchar(36)')
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('transparency_log_entries')
    .addColumn('idx', 'integer', (c) => c.primaryKey())
    .addColumn('permit_id', 'varchar(36)')
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('leaf_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('integrated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transparency_log_entries_permit').on('transparency_log_entries').columns(['permit_id', 'idx']).execute();
  await db.schema
    .createTable('transparency_log_hashes')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('idx', 'integer', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('transparency_log_hashes_pk', ['level', 'idx'])
    .execute();
  await db.schema
    .createTable('transparency_log_checkpoints')
    .addColumn('size', 'integer', (c) => c.primaryKey())
    .addColumn('root_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('published_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('transparency_log_keys')
    .addColumn('origin', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('public_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'transparency_log_keys',
    'transparency_log_checkpoints',
    'transparency_log_hashes',
    'transparency_log_entries',
    'transparency_log_pending',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
