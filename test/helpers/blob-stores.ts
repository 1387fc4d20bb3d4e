import { mkdtempSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { BlobStore } from '../../src/blobs/blob-store.js';
import { createFilesystemBlobStore } from '../../src/blobs/filesystem-blob-store.js';
import { createS3BlobStore } from '../../src/blobs/s3-blob-store.js';

/**
 * Every blob-store behaviour is tested on both stores: the filesystem, and S3 through a real S3
 * server (s3rver, from npm) started here on a free port with a directory of its own.
 */
export type BlobStoreKind = 'filesystem' | 's3';

// The SDK's notice that its releases after January 2027 need Node 22 (docs/BLOBS.md) is for
// operators; in test output it is only noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
export const blobStoreKinds: BlobStoreKind[] = ['filesystem', 's3'];

const BUCKET = 'biopermit-test';
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestBlobStore {
  readonly kind: BlobStoreKind;
  readonly store: BlobStore;
  /** What points the service and the CLI at this same store (BLOB_STORE_URL, and S3 credentials). */
  readonly env: Readonly<Record<string, string>>;
  /** The data directory the service would use with this store (its `tmp/` holds partial files). */
  readonly dataDir: string;
  /** The file behind stored bytes (the store's own, or s3rver's), to age or damage them as time or a disk would. */
  fileOf(sha256: string): string;
  /** Makes stored bytes look last written at `when`, as if time had passed (gc's grace period). */
  backdate(sha256: string, when: Date): Promise<void>;
  drop(): Promise<void>;
}

export async function createTestBlobStore(kind: BlobStoreKind): Promise<TestBlobStore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `biopermit-blobs-${kind}-`));
  const dataDir = path.join(dir, 'data');
  if (kind === 'filesystem') {
    const root = path.join(dataDir, 'blobs');
    const store = createFilesystemBlobStore(root);
    const fileOf = (sha256: string) => path.join(root, sha256.slice(0, 2), sha256);
    return {
      kind,
      store,
      env: { DATA_DIR: dataDir },
      dataDir,
      fileOf,
      backdate: (sha256, when) => fs.utimes(fileOf(sha256), when, when),
      async drop() {
        await store.close();
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  }

  const serverDirectory = path.join(dir, 's3rver');
  await fs.mkdir(serverDirectory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: serverDirectory,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const fileOf = (sha256: string) => path.join(serverDirectory, BUCKET, `${sha256}._S3rver_object`);
  const store = createS3BlobStore({
    bucket: BUCKET,
    prefix: '',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    temporaryDirectory: path.join(dataDir, 'tmp'),
    credentials: S3RVER_CREDENTIALS,
  });
  return {
    kind,
    store,
    env: {
      DATA_DIR: dataDir,
      BLOB_STORE_URL: `s3://${BUCKET}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    dataDir,
    // s3rver keeps each object as a file, and reports its mtime as LastModified and its size as the object's.
    fileOf,
    backdate: (sha256, when) => fs.utimes(fileOf(sha256), when, when),
    async drop() {
      await store.close();
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
