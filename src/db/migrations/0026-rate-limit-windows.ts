import type { Kysely } from 'kysely';

/**
 * Issue 30 §2, limits shared by every process: on PostgreSQL each rate limit's window is counted in
 * this table (src/http/shared-rate-limit.ts), so N processes behind a load balancer allow the limit, not
 * N times it. One row per key (a hash of the policy and the client or address): the start of its current
 * window (ms since the epoch, by the processes' clocks) and the hits in it. SQLite counts in process and
 * leaves the table empty.
 *
 * Frozen in time: never imports application code.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_windows')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_windows_by_start').on('rate_limit_windows').column('window_start').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_windows').execute();
}
