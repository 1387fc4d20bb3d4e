import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

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
