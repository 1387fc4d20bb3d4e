import type { Readable } from 'node:stream';

/**
 * Where files' bytes live: content-addressed by SHA-256, written once, read by range. Two
 * implementations, chosen by `BLOB_STORE_URL`: the local filesystem (`filesystem-blob-store.ts`) and
 * S3-compatible object storage (`s3-blob-store.ts`). Neither knows about the database: the `blobs`
 * table and its references are `blob.repository.ts`'s, and the order in which the two are written
 * (bytes durable first, then the row) is explained in docs/BLOBS.md.
 */

/** What a write returns once the bytes are durable. `sha256` is lower-case hex. */
export interface StoredBlob {
  readonly sha256: string;
  readonly size: number;
}

export interface BlobInfo extends StoredBlob {
  /** When the bytes were last written: every put of the same content renews it (gc's grace counts from here). */
  readonly lastModified: Date;
}

/** Bytes `start` to `end`, both included (as in an HTTP Range). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface BlobStore {
  /** For logs and the CLI: where the bytes are (never credentials). */
  readonly description: string;
  /** A local directory for partial files: a file written here can be handed to `putFile` cheaply. */
  readonly temporaryDirectory: string;
  /**
   * Reads the stream to its end and stores it; resolves once the bytes are durable (fsync'd, or
   * acknowledged by S3). Writing content that is already stored renews its `lastModified`.
   */
  put(source: Readable): Promise<StoredBlob>;
  /**
   * Stores a complete local file whose digest the caller computed while writing it (the upload
   * pipeline does), then removes the file. Cheaper than `put` for a file in `temporaryDirectory`:
   * the filesystem store moves it into place instead of copying it.
   */
  putFile(file: string, digest: StoredBlob): Promise<StoredBlob>;
  /** The bytes, or a range of them. Throws `BlobNotFoundError` when they are not stored. */
  open(sha256: string, range?: ByteRange): Promise<Readable>;
  stat(sha256: string): Promise<BlobInfo | undefined>;
  /** Removes the bytes; removing what is not there is not an error. */
  delete(sha256: string): Promise<void>;
  /** Everything stored, in no particular order: for gc and verify. */
  list(): AsyncIterable<BlobInfo>;
  close(): Promise<void>;
}

export class BlobNotFoundError extends Error {
  constructor(readonly sha256: string) {
    super(`No stored bytes for sha256 ${sha256}`);
    this.name = 'BlobNotFoundError';
  }
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isSha256(value: string): boolean {
  return SHA256_HEX.test(value);
}

/** Every store names bytes by their hash; anything else reaching a store is a bug, never a path. */
export function assertSha256(value: string): void {
  if (!isSha256(value)) throw new Error(`Not a lower-case hex SHA-256: ${JSON.stringify(value)}`);
}
