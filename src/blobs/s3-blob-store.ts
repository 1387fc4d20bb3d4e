import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { assertSha256, type BlobInfo, BlobNotFoundError, type BlobStore, type ByteRange, isSha256, type StoredBlob } from './blob-store.js';
import { writeDigestedFile } from './digest-file.js';

export interface S3BlobStoreOptions {
  readonly bucket: string;
  /** Key prefix, empty or ending in `/`. */
  readonly prefix: string;
  readonly endpoint: string | undefined;
  readonly region: string;
  readonly forcePathStyle: boolean;
  /** Where a stream of unknown length is spooled before it is sent (S3 needs the length and the name first). */
  readonly temporaryDirectory: string;
  /** Only for tests; otherwise the SDK's chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, profiles, roles). */
  readonly credentials?: S3ClientConfig['credentials'];
}

/** Passes on `length` bytes after skipping `skip`, then ends. */
function sliceOf(skip: number, length: number): Transform {
  let position = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const from = Math.max(0, skip - position);
      const to = Math.min(chunk.length, skip + length - position);
      position += chunk.length;
      callback(null, from < to ? chunk.subarray(from, to) : undefined);
    },
  });
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * Bytes as objects in an S3 bucket (AWS, MinIO, Ceph, Garage, s3rver…), keyed `prefix + sha256`.
 * An object exists only once PutObject is acknowledged, which is S3's promise of durability; there
 * are no partial objects. Several processes and machines may share one bucket.
 *
 * The key is the content's hash, so it is known only after the last byte: a stream is first
 * spooled to a local file while hashing, then sent with its length and its SHA-256, which S3
 * checks (`x-amz-checksum-sha256`) before it acknowledges.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  // Loaded here, not at the top: the SDK takes a third of a second to load, which every start paid
  // with the filesystem store too (bench/startup/).
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = createRequire(
    import.meta.url,
  )('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // The trap: by default the SDK sends a streamed body in aws-chunked framing with a trailing
    // checksum. Servers that do not decode it store the framing as content (3,145,728 bytes sent,
    // 3,146,196 stored by s3rver). Checksums only where an operation requires one; ours is sent as
    // a plain header instead (below).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket, prefix } = options;
  const keyOf = (sha256: string) => {
    assertSha256(sha256);
    return `${prefix}${sha256}`;
  };

  async function send(file: string, digest: StoredBlob): Promise<StoredBlob> {
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: keyOf(digest.sha256),
        Body: createReadStream(file),
        ContentLength: digest.size,
        ContentType: 'application/octet-stream',
        ChecksumSHA256: Buffer.from(digest.sha256, 'hex').toString('base64'),
      }),
    );
    return { sha256: digest.sha256, size: digest.size };
  }

  async function stat(sha256: string): Promise<BlobInfo | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
      return { sha256, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (statusOf(error) === 404) return undefined;
      throw error;
    }
  }

  return {
    description: `s3 bucket ${bucket}${prefix === '' ? '' : ` prefix ${prefix}`}${options.endpoint === undefined ? '' : ` at ${options.endpoint}`}`,
    temporaryDirectory: options.temporaryDirectory,

    async put(source: Readable): Promise<StoredBlob> {
      await fs.mkdir(options.temporaryDirectory, { recursive: true });
      const file = path.join(options.temporaryDirectory, `${randomUUID()}.part`);
      try {
        // The local copy is only a staging area, so it is not fsync'd: S3's acknowledgement is the durability.
        const digest = await writeDigestedFile(source, file, { fsync: false });
        return await send(file, digest);
      } finally {
        await fs.rm(file, { force: true });
      }
    },

    async putFile(file: string, digest: StoredBlob): Promise<StoredBlob> {
      try {
        return await send(file, digest);
      } finally {
        await fs.rm(file, { force: true });
      }
    },

    async open(sha256: string, range?: ByteRange): Promise<Readable> {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(sha256),
            Range: range === undefined ? undefined : `bytes=${range.start}-${range.end}`,
          }),
        );
        const body = object.Body as Readable;
        if (range === undefined || object.ContentLength === range.end - range.start + 1) return body;
        // A server that ignored or misread the range (s3rver reads `bytes=0-0` as the whole object):
        // cut the range out of what came, from where its Content-Range says it starts.
        const served = /^bytes (\d+)-/.exec(object.ContentRange ?? '');
        const from = served === null ? 0 : Number(served[1]);
        return body.pipe(sliceOf(range.start - from, range.end - range.start + 1));
      } catch (error) {
        if (statusOf(error) === 404) throw new BlobNotFoundError(sha256);
        throw error;
      }
    },

    stat,

    async delete(sha256: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
    },

    async *list(): AsyncIterable<BlobInfo> {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          // Only our own names: a bucket shared with other keys under the prefix keeps them.
          if (!isSha256(name)) continue;
          yield { sha256: name, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },

    async close(): Promise<void> {
      client.destroy();
    },
  };
}
