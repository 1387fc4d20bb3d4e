import type { FilesConfig } from '../config.js';
import type { BlobStore } from './blob-store.js';
import { createFilesystemBlobStore } from './filesystem-blob-store.js';
import { createS3BlobStore } from './s3-blob-store.js';

/** The store `BLOB_STORE_URL` names. The caller closes it. */
export function openBlobStore(files: FilesConfig): BlobStore {
  const store = files.blobStore;
  if (store.kind === 'filesystem') return createFilesystemBlobStore(store.directory);
  return createS3BlobStore({
    bucket: store.bucket,
    prefix: store.prefix,
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: store.forcePathStyle,
    temporaryDirectory: files.temporaryDirectory,
  });
}
