import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';

describe('SQLite transactions', () => {
  let dir: string;
  let database: Database;
  let file: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-sqlite-'));
    file = path.join(dir, 'test.db');
    database = await openDatabase({ url: `sqlite:${file}`, requireDurableWrites: true });
    await migrateToLatest(database.db);
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Whether another connection (another process, say the CLI) could start writing now. */
  function otherConnectionCanWrite(): boolean {
    const other = new BetterSqlite3(file);
    other.pragma('busy_timeout = 0');
    try {
      other.exec('begin immediate');
      other.exec('rollback');
      return true;
    } catch (error) {
      expect((error as { code?: string }).code).toBe('SQLITE_BUSY');
      return false;
    } finally {
      other.close();
    }
  }

  it('take the writer lock at their start, before any write, so what they read stays true until they commit', async () => {
    expect(otherConnectionCanWrite()).toBe(true);
    let insideAnswer: boolean | undefined;
    await database.db.transaction().execute(async (trx) => {
      await sql`select count(*) from agencies`.execute(trx);
      insideAnswer = otherConnectionCanWrite();
    });
    expect(insideAnswer).toBe(false);
    expect(otherConnectionCanWrite()).toBe(true);
  });
});
