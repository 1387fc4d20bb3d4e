import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { listBlobHashes, registeredSizes } from './blob.repository.js';
import type { BlobInfo, BlobStore } from './blob-store.js';
import { DigestCounter } from './digest-file.js';

export interface BlobProblem {
  readonly sha256: string;
  /**
   * `content_mismatch`: the stored bytes no longer hash to their name (corrupted);
   * `size_mismatch`: the bytes and their `blobs` row disagree on the size;
   * `missing`: a `blobs` row whose bytes are not in the store.
   */
  readonly problem: 'content_mismatch' | 'size_mismatch' | 'missing';
  readonly detail: string;
}

export interface VerifyReport {
  /** Objects in the store re-hashed. */
  readonly checked: number;
  readonly bytesRead: number;
  /** Stored bytes without a `blobs` row: not damage, gc's business once past the grace period. */
  readonly unregistered: number;
  readonly problems: readonly BlobProblem[];
}

const PAGE = 500;

/** Re-hashes every stored object and checks it against its name and its row; then finds rows without bytes. */
export async function verifyBlobs(db: Kysely<DB>, store: BlobStore): Promise<VerifyReport> {
  const problems: BlobProblem[] = [];
  let checked = 0;
  let bytesRead = 0;
  let unregistered = 0;
  let batch: BlobInfo[] = [];
  const compareWithRows = async () => {
    if (batch.length === 0) return;
    const sizes = await registeredSizes(
      db,
      batch.map((blob) => blob.sha256),
    );
    for (const blob of batch) {
      const registered = sizes.get(blob.sha256);
      if (registered === undefined) unregistered += 1;
      else if (registered !== blob.size) {
        problems.push({ sha256: blob.sha256, problem: 'size_mismatch', detail: `row says ${registered} bytes, store holds ${blob.size}` });
      }
    }
    batch = [];
  };

  for await (const blob of store.list()) {
    const actual = await digestOf(store, blob.sha256);
    checked += 1;
    bytesRead += actual.size;
    if (actual.sha256 !== blob.sha256) {
      problems.push({
        sha256: blob.sha256,
        problem: 'content_mismatch',
        detail: `the ${actual.size} stored bytes hash to ${actual.sha256}`,
      });
    }
    batch.push(blob);
    if (batch.length >= PAGE) await compareWithRows();
  }
  await compareWithRows();

  let after = '';
  for (;;) {
    const hashes = await listBlobHashes(db, after, PAGE);
    for (const sha256 of hashes) {
      if ((await store.stat(sha256)) === undefined) problems.push({ sha256, problem: 'missing', detail: 'no bytes in the store' });
    }
    const last = hashes.at(-1);
    if (last === undefined || hashes.length < PAGE) break;
    after = last;
  }
  return { checked, bytesRead, unregistered, problems };
}

async function digestOf(store: BlobStore, sha256: string) {
  const counter = new DigestCounter();
  const discard = new Writable({ write: (_chunk, _encoding, callback) => callback() });
  await pipeline(await store.open(sha256), counter, discard);
  return counter.digest();
}
