import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';

/** The newest migration the database has applied (Kysely's table), or null before any. */
export async function newestMigration(db: Kysely<DB>): Promise<string | null> {
  const result = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
  return result.rows[0]?.name ?? null;
}

/** How many tables the connection's schema holds: a restore goes only into a database with none. */
export async function countTables(db: Kysely<DB>): Promise<number> {
  const result = await sql<{ count: string | number }>`
    select count(*) as count from information_schema.tables where table_schema = current_schema()
  `.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}
