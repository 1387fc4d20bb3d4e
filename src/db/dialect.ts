import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';

/**
 * The few places where SQLite and PostgreSQL differ. Everything else — queries and migrations —
 * is one code for both.
 */

export type DialectName = 'sqlite' | 'postgres';

/** Native `uuid` (16 bytes) on PostgreSQL; text on SQLite, which has no such type. */
export function uuidType(dialect: DialectName): 'uuid' | 'text' {
  return dialect === 'postgres' ? 'uuid' : 'text';
}

/**
 * An integer primary key the database numbers itself: SQLite's rowid alias, PostgreSQL's identity
 * column. `integer` (not bigint) on PostgreSQL so that pg returns a JS number, not a string.
 */
export function withAutoIncrementId<T extends string, C extends string>(
  table: CreateTableBuilder<T, C>,
  dialect: DialectName,
): CreateTableBuilder<T, C | 'id'> {
  return table.addColumn('id', 'integer', (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
  );
}

/** Which dialect a Kysely instance talks to, for the migrations that need `uuidType`. */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): DialectName {
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter.startsWith('Postgres') ? 'postgres' : 'sqlite';
}

/** PostgreSQL's code for a unique violation; SQLite's better-sqlite3 code. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Checks foreign keys at the commit instead of at each statement, for the rest of the transaction:
 * SQLite's `defer_foreign_keys` (every key; off again at the commit), PostgreSQL's
 * `SET CONSTRAINTS ALL DEFERRED` (the keys declared DEFERRABLE). For a change that deletes a row before
 * the row referencing it is repointed in the same transaction: erasure's applicant (migration 0023).
 */
export async function deferForeignKeyChecks<T>(trx: Kysely<T>): Promise<void> {
  if (!trx.isTransaction) throw new Error('deferForeignKeyChecks needs a transaction');
  if (dialectOf(trx) === 'sqlite') await sql`pragma defer_foreign_keys = on`.execute(trx);
  else await sql`set constraints all deferred`.execute(trx);
}
