import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFoundError, type BlobStore, isSha256 } from '../blobs/blob-store.js';
import { BackupError } from './backup.error.js';
import { BLOBS_DIRECTORY } from './backup.manifest.js';

export interface CopiedBlobs {
  readonly count: number;
  readonly bytes: number;
}

function blobPath(folder: string, sha256: string): string {
  return path.join(folder, BLOBS_DIRECTORY, sha256.slice(0, 2), sha256);
}

/** A pass-through that hashes what goes by. */
function hashing(): { stream: Transform; hex: () => string; size: () => number } {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, hex: () => hash.digest('hex'), size: () => size };
}

/**
 * Every stored file into `folder/blobs/`, each re-hashed on the way: a file whose bytes no longer match
 * its name stops the backup (run `biopermit blobs verify`). Taken after the database's copy, so every
 * file a row of that copy names is here: files are written before their rows, and `blobs gc` keeps an
 * unreferenced file for its grace period. A file removed by gc while the copy runs was garbage.
 */
export async function copyBlobsOut(store: BlobStore, folder: string): Promise<CopiedBlobs> {
  let count = 0;
  let bytes = 0;
  for await (const info of store.list()) {
    const target = blobPath(folder, info.sha256);
    fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
    let source: NodeJS.ReadableStream;
    try {
      source = await store.open(info.sha256);
    } catch (error) {
      if (error instanceof BlobNotFoundError) continue;
      throw error;
    }
    const digest = hashing();
    const partial = `${target}.part`;
    await pipeline(source, digest.stream, fs.createWriteStream(partial, { mode: 0o600 }));
    if (digest.hex() !== info.sha256) {
      fs.rmSync(partial, { force: true });
      throw new BackupError(`the stored file ${info.sha256} does not match its digest (damaged): run biopermit blobs verify`);
    }
    const handle = fs.openSync(partial, 'r');
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.renameSync(partial, target);
    count += 1;
    bytes += digest.size();
  }
  return { count, bytes };
}

/** The names of the files under `folder/blobs/`, checked to be digests (anything else is not ours). */
function* backedUpBlobs(folder: string): Generator<{ sha256: string; file: string }> {
  const root = path.join(folder, BLOBS_DIRECTORY);
  if (!fs.existsSync(root)) return;
  for (const prefix of fs.readdirSync(root).sort()) {
    for (const name of fs.readdirSync(path.join(root, prefix)).sort()) {
      if (!isSha256(name) || name.slice(0, 2) !== prefix)
        throw new BackupError(`${BLOBS_DIRECTORY}/${prefix}/${name} is not a file a backup writes`);
      yield { sha256: name, file: path.join(root, prefix, name) };
    }
  }
}

/** Every file of the backup into the configured store; a file whose content does not match its name stops the restore. */
export async function copyBlobsIn(store: BlobStore, folder: string): Promise<CopiedBlobs> {
  let count = 0;
  let bytes = 0;
  for (const { sha256, file } of backedUpBlobs(folder)) {
    const stored = await store.put(fs.createReadStream(file));
    // The damaged bytes stay in the store under their own digest, unreferenced: blobs gc removes them
    // (deleting them here could delete a file of the same content the store already held).
    if (stored.sha256 !== sha256) {
      throw new BackupError(`${BLOBS_DIRECTORY}/${sha256.slice(0, 2)}/${sha256} was damaged: its content hashes to ${stored.sha256}`);
    }
    count += 1;
    bytes += stored.size;
  }
  return { count, bytes };
}
