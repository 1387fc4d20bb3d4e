import { type Static, Type } from 'typebox';
import { AppError, describeFieldError } from '../http/errors.js';
import { inputValidator } from '../http/input-validation.js';
import { BackupError } from './backup.error.js';

/**
 * What a backup folder holds, written last (a folder without it is a backup that did not finish) and
 * checked first by a restore. `database.sha256` and each blob's name (its SHA-256) let a restore prove
 * that nothing was damaged on the way.
 */
export const BackupManifest = Type.Object(
  {
    format: Type.Literal('biopermit-backup/1'),
    createdAt: Type.String({ format: 'date-time' }),
    database: Type.Object({
      dialect: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]),
      /** The file in the folder: `database.sqlite` (SQLite's online backup) or `database.pgdump` (pg_dump, custom format). */
      file: Type.String(),
      sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
      size: Type.Integer({ minimum: 0 }),
      /** The newest migration applied in it: a restore into an older service is refused by its migrator. */
      migration: Type.Union([Type.String(), Type.Null()]),
    }),
    blobs: Type.Object({
      /** The store they were copied from (BLOB_STORE_URL, never credentials). */
      from: Type.String(),
      count: Type.Integer({ minimum: 0 }),
      bytes: Type.Integer({ minimum: 0 }),
    }),
  },
  { additionalProperties: false },
);
export type BackupManifest = Static<typeof BackupManifest>;

const checkManifest = inputValidator(BackupManifest);

export const MANIFEST_FILE = 'manifest.json';
export const BLOBS_DIRECTORY = 'blobs';

/** The manifest's text as read from a folder, checked: throws naming what is wrong. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`${MANIFEST_FILE} is not JSON: the backup did not finish, or the file was damaged`);
  }
  try {
    return checkManifest(value);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fields = (error.extras.errors ?? []).map(describeFieldError).join('; ');
    throw new BackupError(`${MANIFEST_FILE} is not a biopermit backup's manifest: ${fields || error.message}`);
  }
}
