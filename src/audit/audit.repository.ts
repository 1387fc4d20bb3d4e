import type { Kysely } from 'kysely';
import type { Actor } from '../auth/actor.js';
import { chunks } from '../db/batches.js';
import type { AuditEventTable, DB } from '../db/schema.js';
import { newId } from '../shared/ids.js';
import { nowIso } from '../shared/time.js';

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
}

/** How an actor is named in the audit trail's actor column: `<kind>:<id>`. */
export function auditActorName(actor: Actor): string {
  return `${actor.kind}:${actor.id}`;
}

/** The row an event is stored as. */
export function toAuditRow(event: AuditEvent, id: string = newId(), occurredAt: string = nowIso()): AuditEventTable {
  return {
    id,
    occurred_at: occurredAt,
    actor: auditActorName(event.actor),
    action: event.action,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    agency_code: event.agencyCode ?? null,
    request_id: event.requestId ?? null,
    details: event.details === undefined ? null : JSON.stringify(event.details),
  };
}

/** Writes one audit row; callers pass their transaction so the row commits with the change it records. */
export async function recordAuditEvent(db: Kysely<DB>, event: AuditEvent): Promise<void> {
  await insertAuditRows(db, [toAuditRow(event)]);
}

/** Writes audit rows made by toAuditRow, in multi-row inserts. */
export async function insertAuditRows(db: Kysely<DB>, rows: readonly AuditEventTable[]): Promise<void> {
  for (const chunk of chunks(rows)) await db.insertInto('audit_events').values(chunk).execute();
}
