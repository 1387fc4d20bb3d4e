import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore } from '../../src/blobs/blob-store.js';
import { blobStoreKinds, createTestBlobStore, type TestBlobStore } from '../helpers/blob-stores.js';

const MiB = 1024 * 1024;

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream whose length nobody knows in advance: chunks of odd sizes, produced one at a time. */
function unknownLengthStream(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0, step = 1; offset < bytes.length; offset += step, step = (step * 7 + 13) % 100_003) {
        yield bytes.subarray(offset, offset + step);
      }
    })(),
  );
}

describe.each(blobStoreKinds)('blob store on %s', (kind) => {
  let testStore: TestBlobStore;
  let store: BlobStore;

  beforeAll(async () => {
    testStore = await createTestBlobStore(kind);
    store = testStore.store;
  });
  afterAll(async () => {
    await testStore.drop();
  });

  it.each([
    ['0 bytes', 0],
    ['1 byte', 1],
    ['5 MiB', 5 * MiB],
  ])('stores %s and gives back the identical bytes, named by their SHA-256', async (_label, size) => {
    const bytes = randomBytes(size);
    const stored = await store.put(Readable.from([bytes]));
    expect(stored).toEqual({ sha256: sha256Of(bytes), size });
    const read = await readAll(await store.open(stored.sha256));
    expect(read.length).toBe(size);
    expect(read.equals(bytes)).toBe(true);
    expect(await store.stat(stored.sha256)).toMatchObject({ sha256: stored.sha256, size });
  });

  it('stores a streamed upload of unknown length byte for byte (the S3 checksum trap would add chunk framing)', async () => {
    const bytes = randomBytes(3 * MiB + 17);
    const stored = await store.put(unknownLengthStream(bytes));
    expect(stored).toEqual({ sha256: sha256Of(bytes), size: bytes.length });
    expect((await store.stat(stored.sha256))?.size).toBe(bytes.length);
    expect((await readAll(await store.open(stored.sha256))).equals(bytes)).toBe(true);
  });

  it('reads a byte range, both ends included', async () => {
    const bytes = randomBytes(100_000);
    const { sha256 } = await store.put(Readable.from([bytes]));
    expect((await readAll(await store.open(sha256, { start: 0, end: 0 }))).equals(bytes.subarray(0, 1))).toBe(true);
    expect((await readAll(await store.open(sha256, { start: 4096, end: 70_000 }))).equals(bytes.subarray(4096, 70_001))).toBe(true);
    expect((await readAll(await store.open(sha256, { start: 99_999, end: 99_999 }))).equals(bytes.subarray(99_999))).toBe(true);
  });

  it('stores a local file whose digest is known, and removes the file', async () => {
    const bytes = randomBytes(200_000);
    await fs.mkdir(store.temporaryDirectory, { recursive: true });
    const file = path.join(store.temporaryDirectory, 'known.part');
    await fs.writeFile(file, bytes);
    const stored = await store.putFile(file, { sha256: sha256Of(bytes), size: bytes.length });
    expect(stored.sha256).toBe(sha256Of(bytes));
    expect((await readAll(await store.open(stored.sha256))).equals(bytes)).toBe(true);
    await expect(fs.access(file)).rejects.toThrow();
  });

  it('keeps one copy of the same content and renews its time when it is written again', async () => {
    const bytes = randomBytes(4096);
    const first = await store.put(Readable.from([bytes]));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await testStore.backdate(first.sha256, longAgo);
    expect((await store.stat(first.sha256))?.lastModified.getTime()).toBe(longAgo.getTime());

    const before = Math.floor(Date.now() / 1000) * 1000;
    const second = await store.put(Readable.from([bytes]));
    expect(second).toEqual(first);
    expect((await store.stat(first.sha256))?.lastModified.getTime()).toBeGreaterThanOrEqual(before);
    const listed: string[] = [];
    for await (const blob of store.list()) if (blob.sha256 === first.sha256) listed.push(blob.sha256);
    expect(listed).toEqual([first.sha256]);
  });

  it('lists what it stores, with sizes, and forgets what it deletes', async () => {
    const bytes = randomBytes(777);
    const { sha256 } = await store.put(Readable.from([bytes]));
    const listed = new Map<string, number>();
    for await (const blob of store.list()) listed.set(blob.sha256, blob.size);
    expect(listed.get(sha256)).toBe(777);

    await store.delete(sha256);
    expect(await store.stat(sha256)).toBeUndefined();
    await expect(store.open(sha256)).rejects.toBeInstanceOf(BlobNotFoundError);
    for await (const blob of store.list()) expect(blob.sha256).not.toBe(sha256);
    await store.delete(sha256);
  });

  it('answers "not stored" for unknown content, and refuses names that are not SHA-256 hashes', async () => {
    const unknown = sha256Of(Buffer.from('never stored'));
    expect(await store.stat(unknown)).toBeUndefined();
    await expect(store.open(unknown)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.stat('../../etc/passwd')).rejects.toThrow(/SHA-256/);
    await expect(store.open(unknown.toUpperCase())).rejects.toThrow(/SHA-256/);
  });

  it('leaves no partial file behind when the source fails mid-stream', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(10_000);
        throw new Error('client went away');
      })(),
    );
    await expect(store.put(failing)).rejects.toThrow('client went away');
    const leftovers = await fs.readdir(store.temporaryDirectory).catch(() => []);
    expect(leftovers).toEqual([]);
  });
});

describe('filesystem blob store layout', () => {
  it('keeps each file under its hash in a fan-out directory, and writes through tmp/ in the same tree', async () => {
    const testStore = await createTestBlobStore('filesystem');
    try {
      const bytes = Buffer.from('%PDF-1.7 layout');
      const { sha256 } = await testStore.store.put(Readable.from([bytes]));
      const file = path.join(testStore.dataDir, 'blobs', sha256.slice(0, 2), sha256);
      expect(await fs.readFile(file)).toEqual(bytes);
      expect(path.dirname(testStore.store.temporaryDirectory)).toBe(path.join(testStore.dataDir, 'blobs'));
      expect(await fs.readdir(testStore.store.temporaryDirectory)).toEqual([]);
    } finally {
      await testStore.drop();
    }
  });
});
