import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Database } from '../db/database.js';
import { BackupError } from './backup.error.js';
import { type BackupManifest, MANIFEST_FILE, parseManifest } from './backup.manifest.js';
import { copyBlobsIn, copyBlobsOut } from './blob-copy.js';
import { assertEmptyTarget, copyDatabaseIn, copyDatabaseOut, DATABASE_FILES, dialectOfUrl } from './database-copy.js';

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** The newest migration the database has applied (Kysely's table), or null before any. */
async function newestMigration(database: Database): Promise<string | null> {
  const result = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(database.db);
  return result.rows[0]?.name ?? null;
}

/** A folder for a backup: new, or empty. A backup never mixes with another's files. */
function prepareFolder(folder: string): void {
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
    throw new BackupError(`${folder} is not empty: give a new folder for each backup`);
  }
  // The copy holds everything the service holds, personal data included: only its owner may read it.
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
}

/**
 * `biopermit backup`: the database first (one consistent copy), then every stored file, then the
 * manifest, last, so that a folder with a manifest is a finished backup. Runs beside a serving
 * service; nothing stops or waits.
 */
export async function takeBackup(database: Database, databaseUrl: string, store: BlobStore, folder: string): Promise<BackupManifest> {
  prepareFolder(folder);
  const migration = await newestMigration(database);
  const databaseFile = await copyDatabaseOut(databaseUrl, folder);
  const blobs = await copyBlobsOut(store, folder);
  const manifest: BackupManifest = {
    format: 'biopermit-backup/1',
    createdAt: new Date().toISOString(),
    database: {
      dialect: dialectOfUrl(databaseUrl),
      file: path.basename(databaseFile),
      sha256: await sha256Of(databaseFile),
      size: fs.statSync(databaseFile).size,
      migration,
    },
    blobs: { from: store.description, ...blobs },
  };
  const manifestFile = path.join(folder, MANIFEST_FILE);
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  const handle = fs.openSync(manifestFile, 'r');
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  return manifest;
}

/** The manifest of a finished backup in `folder`, and its database file checked against it. */
export async function readBackup(folder: string): Promise<BackupManifest> {
  const manifestFile = path.join(folder, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile)) {
    throw new BackupError(`${folder} has no ${MANIFEST_FILE}: not a biopermit backup, or one that did not finish`);
  }
  const manifest = parseManifest(fs.readFileSync(manifestFile, 'utf8'));
  const databaseFile = path.join(folder, manifest.database.file);
  if (manifest.database.file !== DATABASE_FILES[manifest.database.dialect] || !fs.existsSync(databaseFile)) {
    throw new BackupError(`${folder} has no ${DATABASE_FILES[manifest.database.dialect]}: the backup is incomplete`);
  }
  if ((await sha256Of(databaseFile)) !== manifest.database.sha256) {
    throw new BackupError(`${manifest.database.file} does not match the manifest's digest: the backup was damaged or changed`);
  }
  return manifest;
}

/**
 * `biopermit restore`: into a new, empty database (a SQLite path that does not exist, a PostgreSQL
 * database without tables) of the backup's kind, and the configured blob store. Everything is checked
 * before the database is written; the files go first, so a restored row never lacks its file.
 */
export async function restoreBackup(databaseUrl: string, store: BlobStore, folder: string): Promise<BackupManifest> {
  const manifest = await readBackup(folder);
  if (dialectOfUrl(databaseUrl) !== manifest.database.dialect) {
    throw new BackupError(
      `the backup is of a ${manifest.database.dialect} database and DATABASE_URL names a ${dialectOfUrl(databaseUrl)} one: restore into the same kind`,
    );
  }
  await assertEmptyTarget(databaseUrl);
  const blobs = await copyBlobsIn(store, folder);
  if (blobs.count !== manifest.blobs.count) {
    throw new BackupError(`the backup lists ${manifest.blobs.count} file(s) and holds ${blobs.count}: files are missing from ${folder}`);
  }
  await copyDatabaseIn(databaseUrl, path.join(folder, manifest.database.file));
  return manifest;
}
