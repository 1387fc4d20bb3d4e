import { type Kysely, type KyselyPlugin, Migrator, sql } from 'kysely';
import type { DialectName } from './dialect.js';
import { DatabaseOpenError } from './errors.js';
import { migrations } from './migrations/index.js';
import type { DB } from './schema.js';

export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: DialectName;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  readonly url: string;
  readonly requireDurableWrites: boolean;
  readonly poolSize?: number;
  /** PostgreSQL: run the hot queries as named prepared statements (default true). */
  readonly preparedStatements?: boolean;
  readonly sqliteCacheSizeMiB?: number;
  /** PostgreSQL: told when a connection fails (idle or in use); the pool then opens a new one on demand. */
  readonly onConnectionError?: (error: Error) => void;
  /**
   * Carried by the handle and every transaction made from it: the service's and the CLI's pass
   * `subjectKeySealing(SIGNING_KEY_ENCRYPTION_KEY)` (src/audit/subject-keys.ts).
   */
  readonly plugins?: readonly KyselyPlugin[];
  /** PostgreSQL: the connections' name in pg_stat_activity (default `biopermit`). */
  readonly applicationName?: string;
}

function withPlugins(db: Kysely<DB>, plugins: readonly KyselyPlugin[] = []): Kysely<DB> {
  return plugins.reduce((handle, plugin) => handle.withPlugin(plugin), db);
}

/** The URL as it may be shown: without its password. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured PostgreSQL URL';
  }
}

// Each dialect's module (and its driver: better-sqlite3, or pg, a tenth of a second to load) is
// imported only when a database of its kind is opened (bench/startup/).
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url.startsWith('sqlite:')) {
    const { openSqlite } = await import('./sqlite.js');
    const { db } = openSqlite({
      file: options.url.slice('sqlite:'.length),
      durable: options.requireDurableWrites,
      cacheSizeMiB: options.sqliteCacheSizeMiB ?? 256,
    });
    return wrap(withPlugins(db, options.plugins), 'sqlite');
  }
  const { assertPostgresDurable, openPostgres } = await import('./postgres.js');
  const { db } = openPostgres({
    connectionString: options.url,
    durable: options.requireDurableWrites,
    poolSize: options.poolSize ?? 10,
    preparedStatements: options.preparedStatements ?? true,
    onConnectionError: options.onConnectionError,
    applicationName: options.applicationName,
  });
  const database = wrap(withPlugins(db, options.plugins), 'postgres');
  try {
    await database.ping();
  } catch (error) {
    await database.close();
    const message = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(`Cannot connect to PostgreSQL at ${redactedUrl(options.url)}: ${message}`, { cause: error });
  }
  if (options.requireDurableWrites) {
    try {
      await assertPostgresDurable(db);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

function wrap(db: Kysely<DB>, dialect: DialectName): Database {
  let closed = false;
  return {
    db,
    dialect,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/** Applies every pending migration. Safe to run twice and from several processes at once. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
