import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBlob, registerBlob } from '../../src/blobs/blob.repository.js';
import { collectGarbage } from '../../src/blobs/blob-gc.service.js';
import type { BlobStore, StoredBlob } from '../../src/blobs/blob-store.js';
import type { Database } from '../../src/db/database.js';
import { openDatabase } from '../../src/db/database.js';
import { AppError } from '../../src/http/errors.js';
import { type BlobTestDatabase, createBlobTestDatabase, TEST_REFERENCES } from '../helpers/blob-database.js';
import { blobStoreKinds, createTestBlobStore, type TestBlobStore } from '../helpers/blob-stores.js';
import { testDialects } from '../helpers/databases.js';
import { queriesWaitingOnLocks } from '../helpers/postgres-locks.js';

const HOUR = 3_600_000;
const GRACE = { graceMs: HOUR, references: TEST_REFERENCES };
const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * HOUR);

const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));

function registration(blob: StoredBlob) {
  return { ...blob, contentType: 'application/pdf', scanStatus: 'not_scanned' as const, scanSignature: null };
}

/** What an upload's transaction does: the blob's row, then the row that references it. */
async function recordUpload(db: Database['db'], store: BlobStore, blob: StoredBlob, documentId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await registerBlob(trx, store, registration(blob));
    await sql`insert into test_documents (id, blob_sha256) values (${documentId}, ${blob.sha256})`.execute(trx);
  });
}

describe.each(combinations)('blobs gc on %s with the %s store', (dialect, kind) => {
  let testStore: TestBlobStore;
  let store: BlobStore;
  let testDatabase: BlobTestDatabase;
  let db: Database['db'];
  const put = () => store.put(Readable.from([randomBytes(2048)]));

  beforeAll(async () => {
    testStore = await createTestBlobStore(kind);
    store = testStore.store;
    testDatabase = await createBlobTestDatabase(dialect);
    db = testDatabase.database.db;
  });
  afterAll(async () => {
    await testDatabase.drop();
    await testStore.drop();
  });

  it('removes bytes that never got a row once they are older than the grace period, and keeps younger ones', async () => {
    const old = await put();
    const young = await put();
    await testStore.backdate(old.sha256, TWO_HOURS_AGO());

    const report = await collectGarbage(db, store, { ...GRACE, dryRun: false });

    expect(report.removed).toContainEqual({ sha256: old.sha256, size: 2048, reason: 'unregistered' });
    expect(report.removed.map((r) => r.sha256)).not.toContain(young.sha256);
    expect(await store.stat(old.sha256)).toBeUndefined();
    expect(await store.stat(young.sha256)).toBeDefined();
    expect(await findBlob(db, old.sha256)).toBeUndefined();
  });

  it('keeps bytes a row references however old they are, and removes them with their row once nothing does', async () => {
    const blob = await put();
    await recordUpload(db, store, blob, `kept-${blob.sha256}`);
    await testStore.backdate(blob.sha256, TWO_HOURS_AGO());
    await sql`update blobs set created_at = ${TWO_HOURS_AGO().toISOString()} where sha256 = ${blob.sha256}`.execute(db);

    const first = await collectGarbage(db, store, { ...GRACE, dryRun: false });
    expect(first.removed.map((r) => r.sha256)).not.toContain(blob.sha256);
    expect(await store.stat(blob.sha256)).toBeDefined();

    await testDatabase.unreference(`kept-${blob.sha256}`);
    const second = await collectGarbage(db, store, { ...GRACE, dryRun: false });
    expect(second.removed).toContainEqual({ sha256: blob.sha256, size: 2048, reason: 'unreferenced' });
    expect(await store.stat(blob.sha256)).toBeUndefined();
    expect(await findBlob(db, blob.sha256)).toBeUndefined();
  });

  it('with dry-run reports what it would remove and removes nothing', async () => {
    const blob = await put();
    await testStore.backdate(blob.sha256, TWO_HOURS_AGO());

    const report = await collectGarbage(db, store, { ...GRACE, dryRun: true });

    expect(report.dryRun).toBe(true);
    expect(report.removed).toContainEqual({ sha256: blob.sha256, size: 2048, reason: 'unregistered' });
    expect(await store.stat(blob.sha256)).toBeDefined();
    await collectGarbage(db, store, { ...GRACE, dryRun: false });
  });

  it('removes a row nothing references whose bytes are already gone', async () => {
    const blob = await put();
    await db.transaction().execute((trx) => registerBlob(trx, store, registration(blob)));
    await sql`update blobs set created_at = ${TWO_HOURS_AGO().toISOString()} where sha256 = ${blob.sha256}`.execute(db);
    await store.delete(blob.sha256);

    const report = await collectGarbage(db, store, { ...GRACE, dryRun: false });

    expect(report.removed).toContainEqual({ sha256: blob.sha256, size: 0, reason: 'unreferenced' });
    expect(await findBlob(db, blob.sha256)).toBeUndefined();
  });

  it('removes partial files a crash left in the temporary directory, once past the grace period', async () => {
    await fs.mkdir(store.temporaryDirectory, { recursive: true });
    const stale = path.join(store.temporaryDirectory, 'crashed-upload.part');
    const fresh = path.join(store.temporaryDirectory, 'upload-in-progress.part');
    await fs.writeFile(stale, 'half a file');
    await fs.writeFile(fresh, 'a file being received');
    await fs.utimes(stale, TWO_HOURS_AGO(), TWO_HOURS_AGO());

    const report = await collectGarbage(db, store, { ...GRACE, dryRun: false });

    expect(report.temporaryFilesRemoved).toBe(1);
    await expect(fs.access(stale)).rejects.toThrow();
    await fs.rm(fresh);
  });

  it('makes a transaction that would reference bytes gc removed fail (503) instead of pointing at nothing', async () => {
    const blob = await put();
    await testStore.backdate(blob.sha256, TWO_HOURS_AGO());
    await collectGarbage(db, store, { ...GRACE, dryRun: false });

    const recorded = recordUpload(db, store, blob, `late-${blob.sha256}`);

    await expect(recorded).rejects.toBeInstanceOf(AppError);
    await expect(recorded).rejects.toMatchObject({ code: 'service_unavailable' });
    expect(await findBlob(db, blob.sha256)).toBeUndefined();
    const { rows } = await sql`select id from test_documents where blob_sha256 = ${blob.sha256}`.execute(db);
    expect(rows).toEqual([]);
  });

  it('waits for an upload that holds the blob: the bytes it references stay (gc meets the row lock first)', async () => {
    const blob = await put();
    await testStore.backdate(blob.sha256, TWO_HOURS_AGO());
    // On PostgreSQL the uploader is another process: its own connection to the same database. On
    // SQLite it shares gc's connection, whose transactions take turns (a second connection's lock
    // wait would block this test's own event loop).
    const uploader =
      dialect === 'postgres'
        ? await openDatabase({ url: testDatabase.url, requireDurableWrites: true, poolSize: 1 })
        : testDatabase.database;
    const monitor = dialect === 'postgres' ? new pg.Client({ connectionString: testDatabase.url }) : undefined;
    await monitor?.connect();
    let commit: () => void = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let registered: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      registered = resolve;
    });
    try {
      const upload = uploader.db.transaction().execute(async (trx) => {
        await registerBlob(trx, store, registration(blob));
        await sql`insert into test_documents (id, blob_sha256) values (${`racing-${blob.sha256}`}, ${blob.sha256})`.execute(trx);
        registered();
        await committed;
      });
      await holding;
      const gc = collectGarbage(db, store, { ...GRACE, dryRun: false });
      if (monitor !== undefined) {
        // On PostgreSQL gc saw no reference yet (uncommitted) and now waits on the blob's row.
        while ((await queriesWaitingOnLocks(monitor)) < 1) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      commit();
      await upload;
      const report = await gc;
      expect(report.removed.map((r) => r.sha256)).not.toContain(blob.sha256);
      expect(await store.stat(blob.sha256)).toBeDefined();
      expect(await findBlob(db, blob.sha256)).toBeDefined();
    } finally {
      commit();
      await monitor?.end();
      if (uploader !== testDatabase.database) await uploader.close();
    }
  });
});
