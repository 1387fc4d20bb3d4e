import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { deleteBlobRow, lockBlobRow, referencedAmong, registeredAmong, unreferencedBlobs } from './blob.repository.js';
import { BLOB_REFERENCES, type BlobReference } from './blob-references.js';
import type { BlobInfo, BlobStore } from './blob-store.js';

export interface GcOptions {
  /** Bytes written (or written again) more recently than this are kept: their row may be about to commit. */
  readonly graceMs: number;
  /** Report what would be removed, remove nothing. */
  readonly dryRun: boolean;
  readonly references?: readonly BlobReference[];
  readonly now?: Date;
}

export interface RemovedBlob {
  readonly sha256: string;
  /** Bytes removed from the store (0 for a row whose bytes were already gone). */
  readonly size: number;
  /** `unregistered`: bytes that never got a `blobs` row (a crash or a refused transaction after the write); `unreferenced`: a row nothing points at. */
  readonly reason: 'unregistered' | 'unreferenced';
}

export interface GcReport {
  readonly dryRun: boolean;
  readonly removed: readonly RemovedBlob[];
  readonly bytesRemoved: number;
  /** Partial files left in the store's temporary directory (a crash mid-write). */
  readonly temporaryFilesRemoved: number;
}

const BATCH = 500;

/** Thrown inside the removal transaction to roll it back: the blob is to be kept after all. */
const KEEP = Symbol('keep');

/**
 * Removes stored bytes that no row references and that were last written before the grace period,
 * with their `blobs` rows. Safe beside a running service: each removal takes the blob's row lock
 * first, as `registerBlob` does, then looks again (see docs/BLOBS.md, "Durable before referenced").
 */
export async function collectGarbage(db: Kysely<DB>, store: BlobStore, options: GcOptions): Promise<GcReport> {
  const references = options.references ?? BLOB_REFERENCES;
  const cutoff = new Date((options.now ?? new Date()).getTime() - options.graceMs);
  const removed: RemovedBlob[] = [];
  const seen = new Set<string>();
  const consider = async (candidate: RemovedBlob) => {
    if (seen.has(candidate.sha256)) return;
    seen.add(candidate.sha256);
    if (options.dryRun) {
      removed.push(candidate);
      return;
    }
    const bytesRemoved = await removeIfUnreferenced(db, store, candidate.sha256, cutoff, references);
    if (bytesRemoved !== undefined) removed.push({ ...candidate, size: bytesRemoved });
  };

  // Bytes in the store, old enough, that no column references.
  let batch: BlobInfo[] = [];
  const sweep = async () => {
    const hashes = batch.map((blob) => blob.sha256);
    const [referenced, registered] = await Promise.all([referencedAmong(db, hashes, references), registeredAmong(db, hashes)]);
    for (const blob of batch) {
      if (referenced.has(blob.sha256)) continue;
      await consider({ sha256: blob.sha256, size: blob.size, reason: registered.has(blob.sha256) ? 'unreferenced' : 'unregistered' });
    }
    batch = [];
  };
  for await (const blob of store.list()) {
    if (blob.lastModified >= cutoff) continue;
    batch.push(blob);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  // Rows nothing references whose bytes are already gone (removed by hand, or lost).
  for (const row of await unreferencedBlobs(db, cutoff.toISOString(), references)) {
    await consider({ sha256: row.sha256, size: row.size, reason: 'unreferenced' });
  }

  const temporaryFilesRemoved = await removeStaleTemporaryFiles(store.temporaryDirectory, cutoff, options.dryRun);
  return { dryRun: options.dryRun, removed, bytesRemoved: removed.reduce((sum, blob) => sum + blob.size, 0), temporaryFilesRemoved };
}

/**
 * One removal, decided under the blob's row lock (the row is made for bytes that have none, so an
 * upload of the same bytes registering now waits for this decision). Looks again under the lock:
 * a reference committed meanwhile, or the same bytes written again within the grace period, keep it.
 * Returns the bytes removed, or undefined when the blob is kept.
 */
async function removeIfUnreferenced(
  db: Kysely<DB>,
  store: BlobStore,
  sha256: string,
  cutoff: Date,
  references: readonly BlobReference[],
): Promise<number | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockBlobRow(trx, sha256);
      if ((await referencedAmong(trx, [sha256], references)).size > 0) throw KEEP;
      const stored = await store.stat(sha256);
      if (stored !== undefined && stored.lastModified >= cutoff) throw KEEP;
      await deleteBlobRow(trx, sha256);
      // Inside the transaction: if removing the bytes fails, the row stays and the next gc tries again.
      if (stored !== undefined) await store.delete(sha256);
      return stored?.size ?? 0;
    });
  } catch (error) {
    if (error === KEEP) return undefined;
    throw error;
  }
}

async function removeStaleTemporaryFiles(directory: string, cutoff: Date, dryRun: boolean): Promise<number> {
  const names = await fs.readdir(directory).catch(() => [] as string[]);
  let count = 0;
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const file = path.join(directory, name);
    const stats = await fs.stat(file).catch(() => undefined);
    if (stats === undefined || !stats.isFile() || stats.mtime >= cutoff) continue;
    if (!dryRun) await fs.rm(file, { force: true });
    count += 1;
  }
  return count;
}

/**
 * Erasure (issue 21 §2): removes the bytes of these blobs now, each unless a row still references it
 * (the same file attached to another application keeps it), without gc's grace period: their rows
 * were just cleared by a committed erasure. Returns the hashes whose bytes were removed.
 */
export async function removeErasedBlobs(db: Kysely<DB>, store: BlobStore, sha256s: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  // Bytes written up to now count as old: what keeps one is a reference, checked under its row's lock.
  const cutoff = new Date(Date.now() + 1000);
  for (const sha256 of sha256s) {
    if ((await removeIfUnreferenced(db, store, sha256, cutoff, BLOB_REFERENCES)) !== undefined) removed.push(sha256);
  }
  return removed;
}
