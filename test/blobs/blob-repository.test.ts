import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BlobRegistration, findBlob, registerBlob } from '../../src/blobs/blob.repository.js';
import { type BlobTestDatabase, createBlobTestDatabase } from '../helpers/blob-database.js';
import { createTestBlobStore, type TestBlobStore } from '../helpers/blob-stores.js';
import { testDialects } from '../helpers/databases.js';

describe.each(testDialects)('the blobs table on %s', (dialect) => {
  let testStore: TestBlobStore;
  let testDatabase: BlobTestDatabase;

  beforeAll(async () => {
    testStore = await createTestBlobStore('filesystem');
    testDatabase = await createBlobTestDatabase(dialect);
  });
  afterAll(async () => {
    await testDatabase.drop();
    await testStore.drop();
  });

  const register = (blob: BlobRegistration) =>
    testDatabase.database.db.transaction().execute((trx) => registerBlob(trx, testStore.store, blob));

  it('records stored bytes once; a scan verdict replaces "not scanned", and a later unscanned upload keeps the verdict', async () => {
    const stored = await testStore.store.put(Readable.from([randomBytes(512)]));
    const blob: BlobRegistration = { ...stored, contentType: 'application/pdf', scanStatus: 'not_scanned', scanSignature: null };

    await register(blob);
    const first = await findBlob(testDatabase.database.db, stored.sha256);
    expect(first).toMatchObject({ sha256: stored.sha256, size: 512, content_type: 'application/pdf', scan_status: 'not_scanned' });
    expect(first?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await register({ ...blob, scanStatus: 'infected', scanSignature: 'Test.Signature' });
    await register(blob);
    expect(await findBlob(testDatabase.database.db, stored.sha256)).toEqual({
      ...first,
      scan_status: 'infected',
      scan_signature: 'Test.Signature',
    });
  });

  it('refuses to record bytes the store does not hold (503), writing no row', async () => {
    const sha256 = 'f'.repeat(64);
    await expect(
      register({ sha256, size: 10, contentType: 'application/pdf', scanStatus: 'clean', scanSignature: null }),
    ).rejects.toMatchObject({
      code: 'service_unavailable',
    });
    expect(await findBlob(testDatabase.database.db, sha256)).toBeUndefined();
  });
});
