import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../db/database.js';
import { BackupError } from './backup.error.js';

const run = promisify(execFile);

/** The database's copy in a backup folder, by dialect. */
export const DATABASE_FILES = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

export function dialectOfUrl(url: string): 'sqlite' | 'postgres' {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

function sqliteFile(url: string): string {
  return url.slice('sqlite:'.length);
}

/**
 * A consistent copy of the database while the service runs. SQLite: the online backup API, in one step
 * (one read transaction: WAL writers are never blocked),
 * then an integrity check of the copy. PostgreSQL: `pg_dump` in its custom format, which reads one
 * snapshot of the whole database (REPEATABLE READ) without stopping writers.
 */
export async function copyDatabaseOut(url: string, folder: string): Promise<string> {
  const dialect = dialectOfUrl(url);
  const target = path.join(folder, DATABASE_FILES[dialect]);
  if (dialect === 'sqlite') {
    const { default: BetterSqlite3 } = await import('better-sqlite3');
    const source = new BetterSqlite3(sqliteFile(url), { readonly: true, fileMustExist: true });
    try {
      // In one step: SQLite restarts an online backup whenever another connection writes between its
      // steps, so the default steps of 100 pages never finish beside a busy service (checked: 21,002
      // restarts). One step holds one read transaction; writers go on (the WAL grows meanwhile).
      await source.backup(target, { progress: ({ totalPages }) => totalPages });
    } finally {
      source.close();
    }
    fs.chmodSync(target, 0o600);
    // One self-contained file (no -wal or -shm beside it), checked page by page.
    const copy = new BetterSqlite3(target);
    try {
      copy.pragma('journal_mode = DELETE');
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new BackupError(`the copy of the SQLite database failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
  } else {
    await postgresTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${url}`]);
  }
  return target;
}

/**
 * Puts the backup's database where `url` says, refusing to overwrite anything: a SQLite file that
 * exists, or a PostgreSQL database with tables, is someone's data.
 */
export async function copyDatabaseIn(url: string, file: string): Promise<void> {
  if (dialectOfUrl(url) === 'sqlite') {
    const target = path.resolve(sqliteFile(url));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.copyFileSync(file, target, fs.constants.COPYFILE_EXCL);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw existingSqlite(target);
      throw error;
    }
    const handle = fs.openSync(target, 'r+');
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    return;
  }
  await postgresTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${url}`, file]);
}

/** Refuses, before anything is written, a restore over a database that holds data. */
export async function assertEmptyTarget(url: string): Promise<void> {
  if (dialectOfUrl(url) === 'sqlite') {
    const target = path.resolve(sqliteFile(url));
    if (fs.existsSync(target)) throw existingSqlite(target);
    return;
  }
  const database = await openDatabase({ url, requireDurableWrites: false, poolSize: 1 });
  try {
    const { count } = await sql<{ count: string | number }>`
      select count(*) as count from information_schema.tables where table_schema = current_schema()
    `
      .execute(database.db)
      .then((result) => result.rows[0] ?? { count: 0 });
    if (Number(count) > 0) {
      throw new BackupError(
        `the PostgreSQL database of DATABASE_URL has ${count} table(s): restore into a new, empty database (createdb), never over one in use`,
      );
    }
  } finally {
    await database.close();
  }
}

function existingSqlite(target: string): BackupError {
  return new BackupError(`DATABASE_URL names ${target}, which exists: restore to a new path, or move that file away first`);
}

/** Runs pg_dump or pg_restore (PostgreSQL's client tools, on PATH), with its own message on failure. */
async function postgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new BackupError(`${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`);
    }
    // The URL may carry a password: the tool's own message names the database, never the URL.
    throw new BackupError(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}
