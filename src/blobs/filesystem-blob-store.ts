import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSha256, type BlobInfo, BlobNotFoundError, type BlobStore, type ByteRange, isSha256, type StoredBlob } from './blob-store.js';
import { fsyncPath, writeDigestedFile } from './digest-file.js';

/**
 * Bytes as files under one directory, named by their SHA-256 with a fan-out of 256 sub-directories
 * (`ab/abcdef…`), so no directory grows past a few thousand entries at a million files. No set-up:
 * the directories are made on first use.
 *
 * A write goes to `tmp/` inside the same directory (so on the same filesystem, where rename is
 * atomic), is fsync'd, renamed to its real name, and the directory holding that name is fsync'd: a
 * crash leaves either the whole file under its real name or a partial one under `tmp/`, never a
 * half file under a real name. gc removes what `tmp/` keeps after a crash.
 */
export function createFilesystemBlobStore(root: string): BlobStore {
  const temporaryDirectory = path.join(root, 'tmp');
  const pathOf = (sha256: string) => {
    assertSha256(sha256);
    return path.join(root, sha256.slice(0, 2), sha256);
  };
  let prepared: Promise<void> | undefined;
  /** Makes the store's directories on first use, durably: a new store's first file must not vanish with its directory. */
  const prepare = () => {
    prepared ??= (async () => {
      const created = await fs.mkdir(temporaryDirectory, { recursive: true });
      if (created === undefined) return;
      // Each new directory's entry is in its parent: sync from the store's root up to the parent of the first one made.
      const top = path.dirname(path.resolve(created));
      for (let directory = path.resolve(root); ; directory = path.dirname(directory)) {
        await fsyncPath(directory);
        if (directory === top || directory === path.dirname(directory)) break;
      }
    })();
    return prepared;
  };

  /** Makes `sha256`'s fan-out directory, durable, when it is new. */
  async function ensureDirectoryOf(sha256: string): Promise<string> {
    const directory = path.dirname(pathOf(sha256));
    const created = await fs.mkdir(directory, { recursive: true });
    if (created !== undefined) await fsyncPath(root);
    return directory;
  }

  /** The durable step shared by put and putFile: `file` is complete and fsync'd, `digest` is its own. */
  async function moveIntoPlace(file: string, digest: StoredBlob): Promise<StoredBlob> {
    const target = pathOf(digest.sha256);
    const existing = await fs.stat(target).catch(() => undefined);
    if (existing !== undefined && existing.size === digest.size) {
      // Same name, same bytes: keep the stored file and renew its time, which gc's grace counts from.
      const now = new Date();
      await fs.utimes(target, now, now);
      await fs.rm(file, { force: true });
      return { sha256: digest.sha256, size: digest.size };
    }
    const directory = await ensureDirectoryOf(digest.sha256);
    await fs.rename(file, target);
    await fsyncPath(directory);
    return { sha256: digest.sha256, size: digest.size };
  }

  const newTemporaryFile = () => path.join(temporaryDirectory, `${randomUUID()}.part`);

  return {
    description: `filesystem ${path.resolve(root)}`,
    temporaryDirectory,

    async put(source: Readable): Promise<StoredBlob> {
      await prepare();
      const file = newTemporaryFile();
      const digest = await writeDigestedFile(source, file, { fsync: true });
      try {
        return await moveIntoPlace(file, digest);
      } finally {
        await fs.rm(file, { force: true });
      }
    },

    async putFile(file: string, digest: StoredBlob): Promise<StoredBlob> {
      assertSha256(digest.sha256);
      await prepare();
      let local = file;
      try {
        if (path.dirname(path.resolve(file)) !== path.resolve(temporaryDirectory)) {
          // Elsewhere, maybe on another filesystem: copy into tmp/ first so the final rename is atomic.
          local = newTemporaryFile();
          await fs.copyFile(file, local, fs.constants.COPYFILE_EXCL);
        }
        await fsyncPath(local);
        return await moveIntoPlace(local, digest);
      } finally {
        await fs.rm(local, { force: true });
        await fs.rm(file, { force: true });
      }
    },

    async open(sha256: string, range?: ByteRange): Promise<Readable> {
      const handle = await fs.open(pathOf(sha256), 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new BlobNotFoundError(sha256) : error;
      });
      return handle.createReadStream(range === undefined ? {} : { start: range.start, end: range.end });
    },

    async stat(sha256: string): Promise<BlobInfo | undefined> {
      const stats = await fs.stat(pathOf(sha256)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      return stats === undefined ? undefined : { sha256, size: stats.size, lastModified: stats.mtime };
    },

    async delete(sha256: string): Promise<void> {
      await fs.rm(pathOf(sha256), { force: true });
    },

    async *list(): AsyncIterable<BlobInfo> {
      const fanOut = await fs.readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [] as string[];
        throw error;
      });
      for (const prefix of fanOut.filter((name) => /^[0-9a-f]{2}$/.test(name)).sort()) {
        for (const name of (await fs.readdir(path.join(root, prefix))).sort()) {
          if (!isSha256(name) || !name.startsWith(prefix)) continue;
          const info = await this.stat(name);
          if (info !== undefined) yield info;
        }
      }
    },

    async close(): Promise<void> {},
  };
}
