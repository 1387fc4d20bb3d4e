import { type Kysely, sql } from 'kysely';
import type { BlobScanStatus, BlobTable, DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { nowIso } from '../shared/time.js';
import type { BlobReference } from './blob-references.js';
import type { BlobStore } from './blob-store.js';

/** What the writer of a referencing row knows about the bytes it stored (the upload pipeline's result). */
export interface BlobRegistration {
  readonly sha256: string;
  readonly size: number;
  readonly contentType: string;
  readonly scanStatus: BlobScanStatus;
  readonly scanSignature: string | null;
}

/**
 * Records stored bytes in `blobs`, inside the transaction that writes the row referencing them
 * (an attachment, a permit's certificate…). Call it after the bytes are durable (`BlobStore.put`
 * has resolved) and before inserting the referencing row, as the transaction's first write on
 * SQLite (a read first would make the transaction's upgrade to a writer fail when busy).
 *
 * The upsert holds the row's lock until commit, and gc takes the same lock before it removes
 * anything: so either gc has already removed the bytes, and the check below refuses to reference
 * them (503: send the file again), or gc waits for this commit and then sees the reference.
 * The same bytes uploaded again keep their first row; a scan's verdict replaces "not scanned".
 */
export async function registerBlob(db: Kysely<DB>, store: BlobStore, blob: BlobRegistration): Promise<void> {
  const scanned = <T>(column: 'scan_status' | 'scan_signature') =>
    sql<T>`case when excluded.scan_status = 'not_scanned' then blobs.${sql.ref(column)} else excluded.${sql.ref(column)} end`;
  await db
    .insertInto('blobs')
    .values({
      sha256: blob.sha256,
      size: blob.size,
      content_type: blob.contentType,
      scan_status: blob.scanStatus,
      scan_signature: blob.scanSignature,
      created_at: nowIso(),
    })
    .onConflict((conflict) =>
      conflict.column('sha256').doUpdateSet({
        scan_status: scanned<BlobScanStatus>('scan_status'),
        scan_signature: scanned<string | null>('scan_signature'),
      }),
    )
    .execute();
  const stored = await store.stat(blob.sha256);
  if (stored === undefined || stored.size !== blob.size) {
    throw new AppError('service_unavailable', 'The file was removed from storage before it was recorded; send it again');
  }
}

/**
 * Takes the row lock of a blob until the transaction ends, as `registerBlob` does, making an empty row
 * for bytes that have none: gc decides a removal under it, so an upload of the same bytes waits.
 */
export async function lockBlobRow(db: Kysely<DB>, sha256: string): Promise<void> {
  await db
    .insertInto('blobs')
    .values({
      sha256,
      size: 0,
      content_type: 'application/octet-stream',
      scan_status: 'not_scanned',
      scan_signature: null,
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.column('sha256').doUpdateSet({ sha256: sql<string>`excluded.sha256` }))
    .execute();
}

export async function deleteBlobRow(db: Kysely<DB>, sha256: string): Promise<void> {
  await db.deleteFrom('blobs').where('sha256', '=', sha256).execute();
}

/** The sizes recorded for those of `sha256s` that have a row. */
export async function registeredSizes(db: Kysely<DB>, sha256s: readonly string[]): Promise<Map<string, number>> {
  if (sha256s.length === 0) return new Map();
  const rows = await db.selectFrom('blobs').select(['sha256', 'size']).where('sha256', 'in', sha256s).execute();
  return new Map(rows.map((row) => [row.sha256, row.size]));
}

/** A page of registered hashes in order, those after `after`. */
export async function listBlobHashes(db: Kysely<DB>, after: string, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('blobs').select('sha256').where('sha256', '>', after).orderBy('sha256').limit(limit).execute();
  return rows.map((row) => row.sha256);
}

export function findBlob(db: Kysely<DB>, sha256: string): Promise<BlobTable | undefined> {
  return db.selectFrom('blobs').selectAll().where('sha256', '=', sha256).executeTakeFirst();
}

/** Which of `sha256s` some referencing column points at. */
export async function referencedAmong(
  db: Kysely<DB>,
  sha256s: readonly string[],
  references: readonly BlobReference[],
): Promise<Set<string>> {
  const found = new Set<string>();
  if (sha256s.length === 0) return found;
  for (const reference of references) {
    const column = sql.ref(reference.column);
    const { rows } = await sql<{ sha256: string }>`
      select distinct ${column} as sha256 from ${sql.table(reference.table)} where ${column} in (${sql.join(sha256s)})`.execute(db);
    for (const row of rows) found.add(row.sha256);
  }
  return found;
}

/** Which of `sha256s` have a row in `blobs`. */
export async function registeredAmong(db: Kysely<DB>, sha256s: readonly string[]): Promise<Set<string>> {
  if (sha256s.length === 0) return new Set();
  const rows = await db.selectFrom('blobs').select('sha256').where('sha256', 'in', sha256s).execute();
  return new Set(rows.map((row) => row.sha256));
}

/** Rows created before `before` that no referencing column points at. */
export async function unreferencedBlobs(
  db: Kysely<DB>,
  before: string,
  references: readonly BlobReference[],
): Promise<Pick<BlobTable, 'sha256' | 'size'>[]> {
  let query = db.selectFrom('blobs').select(['sha256', 'size']).where('created_at', '<', before);
  for (const reference of references) {
    query = query.where(({ not, exists }) =>
      not(
        exists(
          sql`(select 1 from ${sql.table(reference.table)} where ${sql.ref(`${reference.table}.${reference.column}`)} = blobs.sha256)`,
        ),
      ),
    );
  }
  return query.orderBy('sha256').execute();
}
