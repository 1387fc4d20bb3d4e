import type { Kysely } from 'kysely';
import type {
  DB,
  TransparencyLogCheckpointTable,
  TransparencyLogCosignatureTable,
  TransparencyLogEntryTable,
  TransparencyLogKeyTable,
  TransparencyLogPendingTable,
} from '../db/schema.js';

/** The public log's SQL (migrations 0033, 0038): one query code for SQLite and PostgreSQL. */

/** What a permit looks like to the log: its number, status, how it came to be, and its certificate's digest. */
export interface LoggedPermit {
  readonly id: string;
  readonly permit_no: string;
  readonly status: string;
  readonly issuance: string;
  readonly supersedes_id: string | null;
  readonly ircc_identifier: string | null;
  readonly certificate_sha256: string | null;
  /** The log index its credential carries, reserved by the change that issued it; null without one. */
  readonly log_index: number | null;
}

/** The permits of an application as the log sees them, the certificate being the one generated at issue. */
export async function loggedPermitsOf(db: Kysely<DB>, applicationId: string): Promise<LoggedPermit[]> {
  return db
    .selectFrom('permits')
    .select((eb) => [
      'permits.id',
      'permits.permit_no',
      'permits.status',
      'permits.issuance',
      'permits.supersedes_id',
      'permits.ircc_identifier',
      eb
        .selectFrom('permit_certificates')
        .select('permit_certificates.blob_sha256')
        .whereRef('permit_certificates.permit_id', '=', 'permits.id')
        .where('permit_certificates.kind', '=', 'generated')
        .orderBy('permit_certificates.created_at')
        .limit(1)
        .as('certificate_sha256'),
      eb
        .selectFrom('permit_credentials')
        .select('permit_credentials.log_index')
        .whereRef('permit_credentials.permit_id', '=', 'permits.id')
        .as('log_index'),
    ])
    .where('permits.application_id', '=', applicationId)
    .orderBy('permits.created_at')
    .orderBy('permits.id')
    .execute();
}

export async function insertPendingEntries(db: Kysely<DB>, rows: readonly TransparencyLogPendingTable[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('transparency_log_pending')
      .values([...rows])
      .execute();
}

export function findPendingEntries(db: Kysely<DB>, limit: number): Promise<TransparencyLogPendingTable[]> {
  return db.selectFrom('transparency_log_pending').selectAll().orderBy('id').limit(limit).execute();
}

export async function deletePendingEntries(db: Kysely<DB>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom('transparency_log_pending')
      .where('id', 'in', [...ids])
      .execute();
}

export async function insertEntries(db: Kysely<DB>, rows: readonly TransparencyLogEntryTable[]): Promise<void> {
  // In slices: SQLite allows a bounded number of bound values a statement.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('transparency_log_entries')
      .values(rows.slice(i, i + 500))
      .execute();
}

export async function insertSubtreeHashes(db: Kysely<DB>, rows: readonly { level: number; idx: number; hash: string }[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('transparency_log_hashes')
      .values([...rows])
      .execute();
}

/** Leaf hashes (level 0) or stored subtree roots (level ≥ 1) at positions [from, to), in order. */
export async function findHashes(db: Kysely<DB>, level: number, from: number, to: number): Promise<string[]> {
  if (level === 0) {
    const rows = await db
      .selectFrom('transparency_log_entries')
      .select('leaf_hash')
      .where('idx', '>=', from)
      .where('idx', '<', to)
      .orderBy('idx')
      .execute();
    return rows.map((row) => row.leaf_hash);
  }
  const rows = await db
    .selectFrom('transparency_log_hashes')
    .select('hash')
    .where('level', '=', level)
    .where('idx', '>=', from)
    .where('idx', '<', to)
    .orderBy('idx')
    .execute();
  return rows.map((row) => row.hash);
}

/** Entries at [from, to), in order. */
export function findEntries(db: Kysely<DB>, from: number, to: number): Promise<Pick<TransparencyLogEntryTable, 'idx' | 'entry'>[]> {
  return db
    .selectFrom('transparency_log_entries')
    .select(['idx', 'entry'])
    .where('idx', '>=', from)
    .where('idx', '<', to)
    .orderBy('idx')
    .execute();
}

/**
 * How many log indices credentials reserved at or past `from` (the log's size) for permits the log has no
 * entry of yet: the reservations of the transaction asking, which holds the log's lock. (A committed
 * reservation has its entry; asking for the entry, not only the index, keeps a log whose rows were tampered
 * with from blocking every later issue: the verifiers are what detect that.)
 */
export async function countReservedIndicesFrom(db: Kysely<DB>, from: number): Promise<number> {
  // Two reads rather than a correlated subquery: the log's permit_id is text, the credential's a uuid on PostgreSQL.
  const reserved = await db.selectFrom('permit_credentials').select('permit_id').where('log_index', '>=', from).execute();
  if (reserved.length === 0) return 0;
  const logged = await db
    .selectFrom('transparency_log_entries')
    .select('permit_id')
    .distinct()
    .where(
      'permit_id',
      'in',
      reserved.map((row) => row.permit_id),
    )
    .execute();
  return reserved.length - logged.length;
}

/** How many entries the log has numbered (its sequence, db/sequences.ts), read without a lock. */
export async function readLogSize(db: Kysely<DB>, sequence: string): Promise<number> {
  const row = await db.selectFrom('sequences').select('last_value').where('name', '=', sequence).executeTakeFirst();
  return row === undefined ? 0 : Number(row.last_value);
}

/** The index of a permit's latest entry, or undefined before it is numbered. */
export async function findLatestIndexOfPermit(db: Kysely<DB>, permitId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('transparency_log_entries')
    .select('idx')
    .where('permit_id', '=', permitId)
    .orderBy('idx', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.idx);
}

export function findLatestCheckpoint(db: Kysely<DB>): Promise<TransparencyLogCheckpointTable | undefined> {
  return db.selectFrom('transparency_log_checkpoints').selectAll().orderBy('size', 'desc').limit(1).executeTakeFirst();
}

export function findCheckpointOfSize(db: Kysely<DB>, size: number): Promise<TransparencyLogCheckpointTable | undefined> {
  return db.selectFrom('transparency_log_checkpoints').selectAll().where('size', '=', size).executeTakeFirst();
}

/** Records a signed head, or, for a size already signed, when it was published again. */
export async function upsertCheckpoint(db: Kysely<DB>, row: TransparencyLogCheckpointTable): Promise<void> {
  await db
    .insertInto('transparency_log_checkpoints')
    .values(row)
    .onConflict((oc) => oc.column('size').doUpdateSet({ published_at: row.published_at }))
    .execute();
}

export function findLogKey(db: Kysely<DB>, origin: string): Promise<TransparencyLogKeyTable | undefined> {
  return db.selectFrom('transparency_log_keys').selectAll().where('origin', '=', origin).executeTakeFirst();
}

/** Adds the key unless one exists for the origin (two processes at once: the first wins, both read it back). */
export async function insertLogKey(db: Kysely<DB>, row: TransparencyLogKeyTable): Promise<void> {
  await db
    .insertInto('transparency_log_keys')
    .values(row)
    .onConflict((oc) => oc.column('origin').doNothing())
    .execute();
}

export async function insertCosignatures(db: Kysely<DB>, rows: readonly TransparencyLogCosignatureTable[]): Promise<void> {
  if (rows.length > 0)
    await db
      .insertInto('transparency_log_cosignatures')
      .values([...rows])
      .execute();
}

/** The largest checkpoint size the witness (name and key ID) cosigned for this log, or 0: where it stands. */
export async function findLargestCosignedSize(db: Kysely<DB>, witness: string, keyId: string): Promise<number> {
  const row = await db
    .selectFrom('transparency_log_cosignatures')
    .select((eb) => eb.fn.max('checkpoint_size').as('size'))
    .where('witness', '=', witness)
    .where('key_id', '=', keyId)
    .executeTakeFirst();
  return row?.size == null ? 0 : Number(row.size);
}

/** The cosignatures of the checkpoint of `size`, latest first. */
export function findCosignaturesOfSize(db: Kysely<DB>, size: number): Promise<TransparencyLogCosignatureTable[]> {
  return db
    .selectFrom('transparency_log_cosignatures')
    .selectAll()
    .where('checkpoint_size', '=', size)
    .orderBy('cosigned_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
