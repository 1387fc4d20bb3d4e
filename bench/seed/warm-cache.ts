import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import type { SeededDatabase } from './prepare.js';

const CHUNK = 8 * 1024 * 1024;

function readThrough(file: string): void {
  if (!fs.existsSync(file)) return;
  const fd = fs.openSync(file, 'r');
  const buffer = Buffer.allocUnsafe(CHUNK);
  try {
    while (fs.readSync(fd, buffer, 0, CHUNK, null) > 0) {
      // Reading is the point: the kernel keeps what was read in its page cache.
    }
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Reads a seeded database once, so that its files sit in the operating system's page cache, as they
 * do on a server that has been running a while: the measurements are for data in cache, like those
 * of ../shared/PERFORMANCE.md. (This VM evicts file pages it has not used lately; uniformly random
 * reads over a cold million-application database would measure the disk, not the service.)
 */
export async function warmCache(database: SeededDatabase): Promise<void> {
  if (database.dialect === 'sqlite') {
    const file = database.url.slice('sqlite:'.length);
    for (const suffix of ['', '-wal']) readThrough(`${file}${suffix}`);
    return;
  }
  const client = new pg.Client({ connectionString: database.url, application_name: 'biopermit-bench' });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_prewarm');
    // Tables, their indexes and their TOAST tables (where the stored renderings live), read into the OS cache.
    await client.query(`select pg_prewarm(oid, 'read') from pg_class where relkind in ('r', 'i', 't') and relpersistence = 'p'`);
    await prewarmReadsIntoSharedBuffers(client);
  } finally {
    await client.end();
  }
}

/**
 * The applications table and its indexes — all that detail and list pages read — into PostgreSQL's
 * shared buffers, where they fit in nine tenths of them: a server whose buffers are sized for its
 * data has them there after a while of running. With the default 128 MB that is the 10,000
 * database only; the million's 4.5 GB needs shared buffers set for it (bench/README.md).
 */
async function prewarmReadsIntoSharedBuffers(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ relations: string; buffers: string }>(
    `select (select sum(pg_relation_size(oid)) from pg_class
              where oid = 'applications'::regclass or oid in (select indexrelid from pg_index where indrelid = 'applications'::regclass)) as relations,
            (select setting::bigint * 8192 from pg_settings where name = 'shared_buffers') as buffers`,
  );
  const { relations, buffers } = rows[0] ?? { relations: '0', buffers: '0' };
  if (Number(relations) > 0.9 * Number(buffers)) return;
  // Indexes last, so that whatever the clock sweep gives up, the index pages stay.
  await client.query(
    `select pg_prewarm('applications'::regclass, 'buffer');
     select pg_prewarm(indexrelid, 'buffer') from pg_index where indrelid = 'applications'::regclass`,
  );
}

/**
 * Puts on disk now what earlier runs wrote (the submit part adds tens of thousands of applications),
 * so that its write-back does not run during the next measurements: the database's checkpoint
 * (PostgreSQL spreads its own over minutes, at a CPU load too low for the quiet-machine wait to
 * notice), then the kernel's (sync).
 */
export async function settleWrites(database: SeededDatabase): Promise<void> {
  if (database.dialect === 'sqlite') {
    const db = new BetterSqlite3(database.url.slice('sqlite:'.length));
    try {
      db.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: database.url, application_name: 'biopermit-bench' });
    await client.connect();
    try {
      await client.query('checkpoint');
    } finally {
      await client.end();
    }
  }
  execFileSync('sync');
}
