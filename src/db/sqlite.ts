import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  type SqliteStatement,
} from 'kysely';
import type { DB } from './schema.js';

export interface SqliteOptions {
  readonly file: string;
  readonly durable: boolean;
  readonly cacheSizeMiB: number;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely's driver calls `prepare()` for every query; compiling the same SQL again costs more than
 * running it. Statements are reusable, so keep the most recent ones by SQL text.
 */
function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql) as unknown as SqliteStatement;
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Every transaction takes SQLite's writer lock at its start (`BEGIN IMMEDIATE`), not at its first
 * write as Kysely's driver does (`BEGIN`, deferred). A deferred transaction that reads and then
 * writes while another connection (the CLI on the same file) has written meanwhile cannot upgrade
 * its lock: SQLite answers SQLITE_BUSY at once, without waiting out the busy timeout. Taken at the
 * start, the lock is waited for (busy_timeout), and what a transaction reads stays true until it
 * commits: the write path's "lock the application row" (applications/application.write.ts) is this
 * lock on SQLite. Within one process the driver's mutex already runs transactions one at a time, so
 * group commit is unchanged; reads outside transactions never wait for it (WAL).
 */
class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateTransactionDialect extends SqliteDialect {
  constructor(private readonly database: SqliteDatabase) {
    super({ database });
  }

  override createDriver(): Driver {
    return new ImmediateTransactionDriver({ database: this.database });
  }
}

export function openSqlite(options: SqliteOptions): { db: Kysely<DB>; raw: BetterSqlite3.Database } {
  if (options.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(options.file)), { recursive: true });
  const raw = new BetterSqlite3(options.file);
  raw.pragma('journal_mode = WAL');
  // FULL: a commit returns only once the WAL is synced, so a 201 survives a power cut.
  raw.pragma(`synchronous = ${options.durable ? 'FULL' : 'NORMAL'}`);
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  raw.pragma(`cache_size = -${options.cacheSizeMiB * 1024}`);
  const mode = raw.pragma('journal_mode', { simple: true });
  if (options.file !== ':memory:' && mode !== 'wal') {
    raw.close();
    throw new Error(`SQLite refused WAL mode (journal_mode is ${String(mode)}) for ${options.file}`);
  }
  return { db: new Kysely<DB>({ dialect: new ImmediateTransactionDialect(withStatementCache(raw)) }), raw };
}
