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
import { tracedDialect } from '../observability/query-spans.js';
import { DatabaseOpenError } from './errors.js';
import type { DB } from './schema.js';

export interface SqliteOptions {
  readonly file: string;
  readonly durable: boolean;
  readonly cacheSizeMiB: number;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite rolls a transaction back by itself on some errors (a full disk, an I/O error); Kysely then
 * sends its own ROLLBACK, which fails with "cannot rollback - no transaction is active", and that
 * error replaces the real one: a full disk was logged as a rollback problem. A ROLLBACK with no
 * transaction open does nothing here, so the error that caused it is the one that surfaces.
 */
function rollbackIfOpen(database: BetterSqlite3.Database, statement: SqliteStatement): SqliteStatement {
  return {
    reader: false,
    all: (parameters) => statement.all(parameters),
    iterate: (parameters) => statement.iterate(parameters),
    run: (parameters) => (database.inTransaction ? statement.run(parameters) : { changes: 0, lastInsertRowid: 0 }),
  };
}

/**
 * Kysely's driver calls `prepare()` for every query; compiling the same SQL again costs more than
 * running it. Statements are reusable, so keep the most recent ones by SQL text.
 */
function withStatementCache(database: BetterSqlite3.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      if (sql === 'rollback') return rollbackIfOpen(database, database.prepare(sql) as unknown as SqliteStatement);
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

/** What a code means for someone starting the service. */
const OPEN_REASONS: Record<string, string> = {
  SQLITE_CANTOPEN: 'the file cannot be opened or created (a missing or unwritable directory, or a directory in its place)',
  SQLITE_READONLY: 'the file or its directory is read-only (SQLite writes its -wal and -shm files beside it)',
  SQLITE_NOTADB: 'the file is not a SQLite database',
  SQLITE_CORRUPT: 'the file is corrupt',
  SQLITE_PERM: 'permission denied',
  SQLITE_IOERR: 'an I/O error',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOTDIR: 'a part of the path is a file, not a directory',
  EEXIST: 'a part of the path is a file, not a directory',
  ENOENT: 'a directory of the path does not exist and cannot be created',
};

function openError(file: string, error: unknown, step?: string): DatabaseOpenError {
  const code = String((error as { code?: unknown }).code ?? '');
  const reason = OPEN_REASONS[code] ?? OPEN_REASONS[code.replace(/_[A-Z]+$/, '')];
  const message = error instanceof Error ? error.message : String(error);
  const driverSays = code === '' || message.startsWith(code) ? message : `${code}: ${message}`;
  const why = [step, reason, driverSays].filter(Boolean).join('; ');
  return new DatabaseOpenError(`Cannot open the SQLite database at ${path.resolve(file)}: ${why}`, { cause: error });
}

/**
 * Creates the directories of `dir` that are missing, one level at a time. (Node's recursive mkdir
 * loops for ever on some paths, /proc/x for one, instead of failing.)
 */
function ensureDirectory(file: string, dir: string): void {
  const missing: string[] = [];
  let current = dir;
  for (; !fs.existsSync(current); current = path.dirname(current)) {
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  if (fs.existsSync(current) && !fs.statSync(current).isDirectory()) {
    throw openError(file, Object.assign(new Error(`${current} is not a directory`), { code: 'ENOTDIR' }));
  }
  for (const directory of missing) {
    try {
      fs.mkdirSync(directory);
    } catch (error) {
      throw openError(file, error, `cannot create the directory ${directory}`);
    }
  }
}

export function openSqlite(options: SqliteOptions): { db: Kysely<DB>; raw: BetterSqlite3.Database } {
  if (options.file !== ':memory:') ensureDirectory(options.file, path.dirname(path.resolve(options.file)));
  let raw: BetterSqlite3.Database | undefined;
  try {
    raw = new BetterSqlite3(options.file);
    raw.pragma('journal_mode = WAL');
    // FULL: a commit returns only once the WAL is synced, so a 201 survives a power cut.
    raw.pragma(`synchronous = ${options.durable ? 'FULL' : 'NORMAL'}`);
    raw.pragma('foreign_keys = ON');
    raw.pragma('busy_timeout = 5000');
    raw.pragma(`cache_size = -${options.cacheSizeMiB * 1024}`);
    // Deleted and overwritten content is zeroed in the file, not left in free space where anyone with
    // the file could read it: erasure must leave the person readable nowhere (docs/PRIVACY.md).
    raw.pragma('secure_delete = ON');
    // A read (of the schema) proves the file is a database that can be read, not just created.
    raw.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    raw?.close();
    throw openError(options.file, error);
  }
  const mode = raw.pragma('journal_mode', { simple: true });
  if (options.file !== ':memory:' && mode !== 'wal') {
    raw.close();
    throw new DatabaseOpenError(`SQLite refused WAL mode (journal_mode is ${String(mode)}) for ${options.file}`);
  }
  return { db: new Kysely<DB>({ dialect: tracedDialect(new ImmediateTransactionDialect(withStatementCache(raw)), 'sqlite') }), raw };
}
