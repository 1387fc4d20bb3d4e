import { createHash, type Hash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StoredBlob } from './blob-store.js';

/** Passes bytes through unchanged while hashing (SHA-256) and counting them. */
export class DigestCounter extends Transform {
  private readonly hash: Hash = createHash('sha256');
  private bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  /** Call once, after the stream has ended. */
  digest(): StoredBlob {
    return { sha256: this.hash.digest('hex'), size: this.bytes };
  }
}

/**
 * Writes the stream to a new file (refusing to overwrite one), hashing and counting on the way;
 * with `fsync`, returns only once the file's bytes are on disk. On failure the partial file is removed.
 */
export async function writeDigestedFile(source: Readable, file: string, options: { readonly fsync: boolean }): Promise<StoredBlob> {
  const counter = new DigestCounter();
  try {
    await pipeline(source, counter, createWriteStream(file, { flags: 'wx' }));
    // fsync flushes the file (its inode), whichever descriptor asks: the stream's is closed by now.
    if (options.fsync) await fsyncPath(file);
  } catch (error) {
    await fs.rm(file, { force: true });
    throw error;
  }
  return counter.digest();
}

/**
 * fsync of a file (its bytes) or of a directory (its entries: after a rename into it, the new name
 * survives a crash). Linux and macOS sync a directory opened read-only.
 */
export async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
