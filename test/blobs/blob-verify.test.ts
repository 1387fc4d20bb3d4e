import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerBlob } from '../../src/blobs/blob.repository.js';
import type { StoredBlob } from '../../src/blobs/blob-store.js';
import { verifyBlobs } from '../../src/blobs/blob-verify.service.js';
import { type BlobTestDatabase, createBlobTestDatabase } from '../helpers/blob-database.js';
import { blobStoreKinds, createTestBlobStore, type TestBlobStore } from '../helpers/blob-stores.js';
import { testDialects } from '../helpers/databases.js';

const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));

describe.each(combinations)('blobs verify on %s with the %s store', (dialect, kind) => {
  let testStore: TestBlobStore;
  let testDatabase: BlobTestDatabase;

  beforeEach(async () => {
    testStore = await createTestBlobStore(kind);
    testDatabase = await createBlobTestDatabase(dialect);
  });
  afterEach(async () => {
    await testDatabase.drop();
    await testStore.drop();
  });

  async function storeAndRegister(bytes: Buffer): Promise<StoredBlob> {
    const blob = await testStore.store.put(Readable.from([bytes]));
    await testDatabase.database.db.transaction().execute((trx) =>
      registerBlob(trx, testStore.store, {
        ...blob,
        contentType: 'text/plain; charset=utf-8',
        scanStatus: 'not_scanned',
        scanSignature: null,
      }),
    );
    return blob;
  }

  it('re-hashes every stored file and finds nothing wrong in an intact store', async () => {
    await storeAndRegister(randomBytes(10_000));
    await storeAndRegister(Buffer.alloc(0));
    await testStore.store.put(Readable.from([randomBytes(100)]));

    const report = await verifyBlobs(testDatabase.database.db, testStore.store);

    expect(report).toEqual({ checked: 3, bytesRead: 10_100, unregistered: 1, problems: [] });
  });

  it('reports bytes that no longer hash to their name, as a damaged disk would leave them', async () => {
    const blob = await storeAndRegister(Buffer.from('the original content of the endorsement letter'));
    await fs.writeFile(testStore.fileOf(blob.sha256), Buffer.from('the original content of the endorsement lettex'));

    const report = await verifyBlobs(testDatabase.database.db, testStore.store);

    expect(report.problems).toEqual([{ sha256: blob.sha256, problem: 'content_mismatch', detail: expect.stringContaining('hash to') }]);
  });

  it('reports a row whose bytes are missing, and a row whose size disagrees with the bytes', async () => {
    const gone = await storeAndRegister(randomBytes(64));
    const resized = await storeAndRegister(randomBytes(64));
    await testStore.store.delete(gone.sha256);
    await sql`update blobs set size = 65 where sha256 = ${resized.sha256}`.execute(testDatabase.database.db);

    const report = await verifyBlobs(testDatabase.database.db, testStore.store);

    expect(report.problems).toHaveLength(2);
    expect(report.problems).toContainEqual({ sha256: gone.sha256, problem: 'missing', detail: 'no bytes in the store' });
    expect(report.problems).toContainEqual({
      sha256: resized.sha256,
      problem: 'size_mismatch',
      detail: 'row says 65 bytes, store holds 64',
    });
  });
});
