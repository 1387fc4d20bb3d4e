import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * PostgreSQL: compress the values of applications with LZ4 rather than the default pglz. The stored
 * renderings are compressed in the row (migration 0002) and decompressed on every read: a list page
 * decompresses fifty of them. LZ4 decompresses several times faster than pglz at about the same size
 * (measured on the benchmark's renderings: 1.07 kB against 1.09 kB, and PostgreSQL's CPU per page of
 * fifty from 270 to 200 µs). Values written before keep pglz until rewritten; both are read alike.
 * PostgreSQL 14 and later have LZ4 when built with it (the Debian, Ubuntu, RHEL and official Docker
 * builds are); on a server built without it, this migration changes nothing. SQLite does not compress.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations see the schema as it was, not as it is
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres' || !(await hasLz4(db))) return;
  await setCompression(db, 'lz4');
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres' || !(await hasLz4(db))) return;
  await setCompression(db, 'default');
}

/** Whether this server was built with LZ4: it is then one of default_toast_compression's values. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function hasLz4(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ lz4: boolean }>`
    select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`.execute(db);
  return rows[0]?.lz4 === true;
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function setCompression(db: Kysely<any>, method: 'lz4' | 'default'): Promise<void> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = 'applications' and data_type = 'text'`.execute(db);
  const changes = rows.map((row) => sql`alter column ${sql.ref(row.column_name)} set compression ${sql.raw(method)}`);
  await sql`alter table applications ${sql.join(changes)}`.execute(db);
}
