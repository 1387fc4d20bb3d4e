import type { Kysely } from 'kysely';
import type { KeyEncryption } from '../auth/key-encryption.js';
import type { DB, TransparencyLogCheckpointTable } from '../db/schema.js';
import { advanceSequence } from '../db/sequences.js';
import { nowIso } from '../shared/time.js';
import { logSigner } from './log-key.js';
import { consistencyProof, type Hash, inclusionProof, leafHash, type NodeReader, perfectRoot, rangeHash } from './merkle.js';
import { checkpointText, signNote } from './signed-note.js';
import { hashesAtLevel, TILE_WIDTH } from './tiles.js';
import {
  countReservedIndicesFrom,
  deletePendingEntries,
  findCheckpointOfSize,
  findCosignaturesOfSize,
  findHashes,
  findLatestCheckpoint,
  findLatestIndexOfPermit,
  findPendingEntries,
  insertEntries,
  insertSubtreeHashes,
  readLogSize,
  upsertCheckpoint,
} from './transparency-log.repository.js';

/**
 * The public log of permits (issue 29 §4, docs/TRUST.md). Changes write their entries unnumbered, in
 * their own transaction (transparency-log.observer.ts); `integratePendingEntries` numbers them later,
 * under the lock of the `transparency-log` sequence, so indices are gapless and given once, in the order
 * the integration found the entries committed: no index is ever taken by a transaction that has not
 * committed yet (what PostgreSQL's commit order would otherwise make of a number taken at insert).
 * An issuing change (a new permit) numbers its own entries at once, under the same lock, so its
 * credential can carry its index (reserveLogIndex, appendChangeEntries). Nothing rewrites an entry or a
 * hash once stored, so a checkpoint's tree stays as it was signed.
 */

export const LOG_SEQUENCE = 'transparency-log';
/** How many pending entries one integrating transaction numbers. */
const INTEGRATION_BATCH = 1000;
/** A checkpoint is signed again, even with no new entry, this often (witnesses like a fresh head). */
export const CHECKPOINT_MAX_AGE_MS = 60 * 60 * 1000;

const hex = (hash: Hash) => hash.toString('hex');
const bytes = (text: string) => Buffer.from(text, 'hex');

/** Takes the log's lock, the row of its sequence (held to commit; SQLite: the one writer), and reads its size. */
const lockLog = (trx: Kysely<DB>): Promise<number> => advanceSequence(trx, LOG_SEQUENCE, 0);

/**
 * The one append: numbers `rows` from `size` on, writes each with its leaf hash, stores the subtree roots
 * they complete and moves the log's size past them. `trx` holds the log's lock taken at `size`. Called by
 * the job, for entries changes left pending, and by an issuing change for its own (appendChangeEntries).
 */
async function appendEntries(trx: Kysely<DB>, size: number, rows: readonly { permit_id: string | null; entry: string }[]): Promise<void> {
  const now = nowIso();
  await insertEntries(
    trx,
    rows.map((row, i) => ({
      idx: size + i,
      permit_id: row.permit_id,
      entry: row.entry,
      leaf_hash: hex(leafHash(Buffer.from(row.entry, 'utf8'))),
      integrated_at: now,
    })),
  );
  await storeFilledSubtrees(trx, size, size + rows.length);
  await advanceSequence(trx, LOG_SEQUENCE, rows.length);
}

/** Numbers one batch of pending entries at `size`, in `trx` holding the lock; returns how many. */
async function integratePendingBatch(trx: Kysely<DB>, size: number): Promise<number> {
  const pending = await findPendingEntries(trx, INTEGRATION_BATCH);
  if (pending.length === 0) return 0;
  await appendEntries(trx, size, pending);
  await deletePendingEntries(
    trx,
    pending.map((row) => row.id),
  );
  return pending.length;
}

/** Numbers every pending entry; returns how many. Safe from several processes at once (the sequence's lock). */
export async function integratePendingEntries(db: Kysely<DB>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => integratePendingBatch(trx, await lockLog(trx)));
    total += count;
    if (count < INTEGRATION_BATCH) return total;
  }
}

/** In the change's transaction: takes the lock, numbers what earlier changes left pending, and returns the size. */
async function lockAndIntegratePending(trx: Kysely<DB>): Promise<number> {
  let size = await lockLog(trx);
  for (;;) {
    const count = await integratePendingBatch(trx, size);
    size += count;
    if (count < INTEGRATION_BATCH) return size;
  }
}

/**
 * The index an issuing change's new permit will have in the log (issue 29 §4: its credential carries it),
 * reserved in the change's transaction before the credential is signed. It takes the log's lock and holds
 * it to the commit, so nothing else is numbered until the change appends its entries (appendChangeEntries):
 * the size now, plus the indices this transaction reserved already (those of permits with no entry yet: a
 * committed reservation has its entry numbered). The caller keeps the index with the credential (permit_credentials.log_index).
 */
export async function reserveLogIndex(trx: Kysely<DB>): Promise<number> {
  const size = await lockAndIntegratePending(trx);
  return size + (await countReservedIndicesFrom(trx, size));
}

/** An entry a change appends at once, and the index reserved for it, if one was. */
export interface ChangeEntry {
  readonly permitId: string | null;
  readonly entry: string;
  readonly reservedIndex: number | null;
}

/**
 * Numbers a change's entries in its own transaction, each reserved one at its index, the others in order
 * in the places left. Without a reservation it first numbers what was pending, so the log keeps the order
 * changes committed in; with one, the lock has been held since the reservation and the size is where it was.
 * A reservation out of place is a bug: it throws, and the change rolls back rather than print a wrong index.
 */
export async function appendChangeEntries(trx: Kysely<DB>, entries: readonly ChangeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const reserved = entries.filter((entry) => entry.reservedIndex !== null);
  const size = reserved.length > 0 ? await lockLog(trx) : await lockAndIntegratePending(trx);
  const slots: (ChangeEntry | undefined)[] = entries.map(() => undefined);
  for (const entry of reserved) {
    const at = (entry.reservedIndex as number) - size;
    if (at < 0 || at >= slots.length || slots[at] !== undefined)
      throw new Error(`log index ${entry.reservedIndex} was reserved, but the change's entries take ${size} to ${size + slots.length - 1}`);
    slots[at] = entry;
  }
  let next = 0;
  for (const entry of entries.filter((e) => e.reservedIndex === null)) {
    while (slots[next] !== undefined) next++;
    slots[next] = entry;
  }
  await appendEntries(
    trx,
    size,
    slots.map((slot) => ({ permit_id: slot?.permitId ?? null, entry: slot?.entry ?? '' })),
  );
}

/** Stores the roots of the subtrees of 256^level leaves that growing from `from` to `to` entries completed. */
async function storeFilledSubtrees(trx: Kysely<DB>, from: number, to: number): Promise<void> {
  for (let level = 1; hashesAtLevel(to, level) > 0; level++) {
    const rows: { level: number; idx: number; hash: string }[] = [];
    for (let idx = hashesAtLevel(from, level); idx < hashesAtLevel(to, level); idx++) {
      const children = await findHashes(trx, level - 1, idx * TILE_WIDTH, (idx + 1) * TILE_WIDTH);
      if (children.length !== TILE_WIDTH) throw new Error(`the log misses hashes under level ${level}, index ${idx}`);
      rows.push({ level, idx, hash: hex(perfectRoot(children.map(bytes))) });
    }
    await insertSubtreeHashes(trx, rows);
  }
}

/**
 * A NodeReader over the stored tiles: the subtree of height h = 8·level + r is the perfect tree over
 * 2^r consecutive hashes of one tile of that level. Tiles read are kept for the reader's life.
 */
export function storedNodeReader(db: Kysely<DB>): NodeReader {
  const tiles = new Map<string, Promise<string[]>>();
  return async (height, index) => {
    const level = Math.floor(height / 8);
    const span = 2 ** (height % 8);
    const first = index * span;
    const tile = Math.floor(first / TILE_WIDTH);
    const key = `${level}/${tile}`;
    let hashes = tiles.get(key);
    if (hashes === undefined) {
      hashes = findHashes(db, level, tile * TILE_WIDTH, (tile + 1) * TILE_WIDTH);
      tiles.set(key, hashes);
    }
    const offset = first - tile * TILE_WIDTH;
    const part = (await hashes).slice(offset, offset + span);
    if (part.length !== span) throw new Error(`the log misses hashes at level ${level}, tile ${tile}`);
    return perfectRoot(part.map(bytes));
  };
}

export interface PublishedCheckpoint {
  readonly size: number;
  readonly note: string;
  /** False when the latest head was fresh and no entry was added since. */
  readonly signed: boolean;
}

/** Signs a checkpoint of the log as it is, unless the latest covers every entry and is younger than `maxAgeMs`. */
export async function publishCheckpoint(
  db: Kysely<DB>,
  options: { origin: string; sealer: KeyEncryption; maxAgeMs?: number },
): Promise<PublishedCheckpoint> {
  const size = await readLogSize(db, LOG_SEQUENCE);
  const latest = await findLatestCheckpoint(db);
  const now = nowIso();
  if (
    latest !== undefined &&
    latest.size === size &&
    Date.parse(now) - Date.parse(latest.published_at) < (options.maxAgeMs ?? CHECKPOINT_MAX_AGE_MS)
  )
    return { size, note: latest.note, signed: false };
  if (latest !== undefined && latest.size > size)
    throw new Error(`the log holds ${size} entries, fewer than its last checkpoint's ${latest.size}`);
  const rootHash = await rangeHash(storedNodeReader(db), 0, size);
  const signer = await logSigner(db, options.origin, options.sealer);
  const note = signNote(checkpointText({ origin: options.origin, size, rootHash }), signer);
  await upsertCheckpoint(db, { size, root_hash: hex(rootHash), note, published_at: now });
  return { size, note, signed: true };
}

/** The proof of entry `index` in the latest checkpoint, in the tlog-proof format (c2sp.org/tlog-proof); undefined past it. */
export async function inclusionProofText(db: Kysely<DB>, index: number): Promise<string | undefined> {
  const checkpoint = await findLatestCheckpoint(db);
  if (checkpoint === undefined || index >= checkpoint.size) return undefined;
  const proof = await inclusionProof(storedNodeReader(db), index, checkpoint.size);
  const note = await cosignedNote(db, checkpoint);
  return `c2sp.org/tlog-proof@v1\nindex ${index}\n${proof.map((hash) => `${hash.toString('base64')}\n`).join('')}\n${note}`;
}

/**
 * The checkpoint as served: the log's note followed by each witness's latest cosignature of that head
 * (log-witnesses.ts stores them, checked). The signed-note format allows several signature lines; a
 * verifier ignores those of keys it does not know.
 */
export async function cosignedNote(db: Kysely<DB>, checkpoint: Pick<TransparencyLogCheckpointTable, 'size' | 'note'>): Promise<string> {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const row of await findCosignaturesOfSize(db, checkpoint.size)) {
    const key = `${row.witness}+${row.key_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    lines.push(`${row.signature}\n`);
  }
  return checkpoint.note + lines.join('');
}

/** The consistency proof between two published checkpoints' sizes; undefined when either was never published. */
export async function consistencyProofOf(db: Kysely<DB>, from: number, to: number): Promise<Hash[] | undefined> {
  if (from > to) return undefined;
  const [older, newer] = await Promise.all([findCheckpointOfSize(db, from), findCheckpointOfSize(db, to)]);
  if ((older === undefined && from !== 0) || newer === undefined) return undefined;
  return consistencyProof(storedNodeReader(db), from, to);
}

/** The index of the permit's latest entry in the public log, once numbered (the credential and the verification page carry it). */
export function logIndexOfPermit(db: Kysely<DB>, permitId: string): Promise<number | undefined> {
  return findLatestIndexOfPermit(db, permitId);
}
