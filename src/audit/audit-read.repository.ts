import type { Kysely } from 'kysely';
import type { AuditEventTable, DB } from '../db/schema.js';

/**
 * The reads of the audit trail: pages for staff (filtered, in chain order or newest first, keyset on
 * `sequence`), and the chain as verify and export walk it (audit.service.ts).
 */

export interface AuditQuery {
  readonly actorId?: string | undefined;
  readonly action?: string | undefined;
  readonly subjectType?: string | undefined;
  readonly subjectId?: string | undefined;
  readonly applicationId?: string | undefined;
  /** ISO UTC: occurred at or after. */
  readonly from?: string | undefined;
  /** ISO UTC: occurred before. */
  readonly to?: string | undefined;
  /** `asc`: chain order (an application's timeline); `desc`: newest first (the admin's browser). */
  readonly order: 'asc' | 'desc';
  /** Rows strictly after this sequence number in the order. */
  readonly afterSequence?: number | undefined;
  readonly limit: number;
}

export async function findAuditPage(db: Kysely<DB>, q: AuditQuery): Promise<AuditEventTable[]> {
  let query = db.selectFrom('audit_events').selectAll();
  if (q.actorId !== undefined) query = query.where('actor_id', '=', q.actorId);
  if (q.action !== undefined) query = query.where('action', '=', q.action);
  if (q.subjectType !== undefined) query = query.where('subject_type', '=', q.subjectType);
  if (q.subjectId !== undefined) query = query.where('subject_id', '=', q.subjectId);
  if (q.applicationId !== undefined) query = query.where('application_id', '=', q.applicationId);
  if (q.from !== undefined) query = query.where('occurred_at', '>=', q.from);
  if (q.to !== undefined) query = query.where('occurred_at', '<', q.to);
  if (q.afterSequence !== undefined) query = query.where('sequence', q.order === 'asc' ? '>' : '<', q.afterSequence);
  return query.orderBy('sequence', q.order).limit(q.limit).execute();
}

/** The id and agency of the application with this registration number or uuid, if there is one. */
export async function findApplicationByRef(db: Kysely<DB>, numberOrId: string): Promise<{ id: string; agency_code: string } | undefined> {
  const query = db.selectFrom('applications').select(['id', 'agency_code']);
  return (
    UUID.test(numberOrId) ? query.where('id', '=', numberOrId.toLowerCase()) : query.where('registration_no', '=', numberOrId)
  ).executeTakeFirst();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The last sequence number of the chain (its head row holds the lock writers take). */
export async function findChainHead(db: Kysely<DB>): Promise<number> {
  const head = await db.selectFrom('audit_chain_head').select('last_sequence').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(head.last_sequence);
}

export interface ChainPageQuery {
  /** Rows after this sequence number, up to `through`, in sequence order. */
  readonly after: number;
  readonly through: number;
  readonly limit: number;
  /** ISO 8601 UTC: rows that occurred at or after. */
  readonly from?: string | undefined;
  /** ISO 8601 UTC: rows that occurred before. */
  readonly to?: string | undefined;
  readonly applicationId?: string | undefined;
}

export function findChainPage(db: Kysely<DB>, q: ChainPageQuery): Promise<AuditEventTable[]> {
  let query = db.selectFrom('audit_events').selectAll().where('sequence', '>', q.after).where('sequence', '<=', q.through);
  if (q.from !== undefined) query = query.where('occurred_at', '>=', q.from);
  if (q.to !== undefined) query = query.where('occurred_at', '<', q.to);
  if (q.applicationId !== undefined) query = query.where('application_id', '=', q.applicationId);
  return query.orderBy('sequence').limit(q.limit).execute();
}

/** The first row after the head or without a number, if any: a row outside the chain. */
export function findRowOutsideChain(db: Kysely<DB>, head: number) {
  return db
    .selectFrom('audit_events')
    .select(['id', 'sequence'])
    .where((eb) => eb.or([eb('sequence', 'is', null), eb('sequence', '>', head)]))
    .orderBy('sequence')
    .limit(1)
    .executeTakeFirst();
}

/** The hash of the row with this sequence number, if there is one. */
export async function findRowHash(db: Kysely<DB>, sequence: number): Promise<string | undefined> {
  const row = await db.selectFrom('audit_events').select('hash').where('sequence', '=', sequence).executeTakeFirst();
  return row?.hash;
}
