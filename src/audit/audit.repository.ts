import type { Kysely } from 'kysely';
import type { Actor } from '../auth/actor.js';
import { chunks } from '../db/batches.js';
import type { AuditEventTable, DB } from '../db/schema.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';
import { auditRecordHash, GENESIS_HASH, toAuditRecord } from './audit.chain.js';
import { sealPersonalValues } from './subject-keys.js';

export interface AuditEvent {
  /** Who acted; the same id is in the notices and journal entries the act wrote. */
  readonly actor: Actor;
  /** The role the actor acted in, for staff. */
  readonly actorRole?: string | null;
  /** What happened, as `noun.verb`: `application.submitted`, `api_client.revoked`. */
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string;
  readonly agencyCode?: string | null;
  readonly requestId?: string | null;
  /** The client's address, when the act came over HTTP. */
  readonly clientAddress?: string | null;
  readonly details?: Record<string, unknown>;
  /** The application the act concerns; by default the subject, when the subject is an application. */
  readonly applicationId?: string | null;
  /** What the act changed, before and after (only the fields that changed), where it applies. */
  readonly before?: Record<string, unknown> | null;
  readonly after?: Record<string, unknown> | null;
}

/** How an actor is named in logs and messages: `<kind>:<id>`. */
export function auditActorName(actor: Actor): string {
  return `${actor.kind}:${actor.id}`;
}

/** An audit row before it joins the chain: insertAuditRows numbers and hashes it. */
export type AuditRow = Omit<AuditEventTable, 'sequence' | 'previous_hash' | 'hash'>;

const jsonOrNull = (value: Record<string, unknown> | null | undefined): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** The row an event is stored as (its place in the chain is given when it is written). */
export function toAuditRow(event: AuditEvent, id: string = newId(), occurredAt: string = nowIso()): AuditRow {
  return {
    id,
    occurred_at: occurredAt,
    actor_kind: event.actor.kind,
    actor_id: event.actor.id,
    actor_role: event.actorRole ?? null,
    action: event.action,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    application_id: event.applicationId ?? (event.subjectType === 'application' ? event.subjectId : null),
    agency_code: event.agencyCode ?? null,
    request_id: event.requestId ?? null,
    client_address: event.clientAddress ?? null,
    details: jsonOrNull(event.details),
    before_state: jsonOrNull(event.before),
    after_state: jsonOrNull(event.after),
  };
}

/**
 * Writes one audit row; callers pass their transaction so the row commits with the change it
 * records. Call it last in the transaction: it locks the head of the chain until the commit.
 */
export async function recordAuditEvent(db: Kysely<DB>, event: AuditEvent): Promise<void> {
  await insertAuditRows(db, [toAuditRow(event)]);
}

/**
 * Appends rows made by toAuditRow to the chain, in the order given. The chain head's row lock
 * (`audit_chain_head`) is taken here and held to the commit, so every process on one database
 * appends in turn and the chain stays one line: call it as the last write of the transaction, so
 * that the lock is held only for the insert and the commit, and no transaction holding it ever
 * waits for another lock (docs/ARCHITECTURE.md, lock order). Outside a transaction it opens one.
 */
export async function insertAuditRows(db: Kysely<DB>, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  if (!db.isTransaction) {
    await db.transaction().execute((trx) => insertAuditRows(trx, rows));
    return;
  }
  // Personal values are encrypted with their subject's key before they are hashed (docs/PRIVACY.md);
  // before the head's lock, since making a key writes a row.
  const sealed = await sealPersonalValues(db, rows);
  const head = await db
    .updateTable('audit_chain_head')
    .set((eb) => ({ last_sequence: eb('last_sequence', '+', rows.length) }))
    .where('id', '=', 1)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  const first = Number(head.last_sequence) - rows.length + 1;
  // The row before ours was committed by the transaction that held the head before us.
  const before =
    first === 1
      ? undefined
      : await db
          .selectFrom('audit_events')
          .select('hash')
          .where('sequence', '=', first - 1)
          .executeTakeFirstOrThrow();
  const chained = chainAuditRows(sealed, first, before?.hash ?? GENESIS_HASH);
  for (const chunk of chunks(chained)) await db.insertInto('audit_events').values(chunk).execute();
}

/** The rows numbered from `firstSequence` and hashed, each over its contents and the hash before it. */
export function chainAuditRows(rows: readonly AuditRow[], firstSequence: number, previousHash: string): AuditEventTable[] {
  let previous = previousHash;
  return rows.map((row, i) => {
    const unhashed = { ...row, sequence: firstSequence + i, previous_hash: previous };
    previous = auditRecordHash(toAuditRecord(unhashed));
    return { ...unhashed, hash: previous };
  });
}
