import type { Kysely } from 'kysely';
import type { AuditEventTable, DB } from '../db/schema.js';

/** Pages of the audit trail for staff: filtered, in chain order or newest first, keyset on `sequence`. */

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
