import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffActor } from '../auth/actor.js';
import type { AuditEventTable, DB } from '../db/schema.js';
import { AppError, validationError } from '../http/errors.js';
import { decodeCursorParts, encodeCursorParts, invalidCursor } from '../http/keyset-cursor.js';
import { assertMayReadAuditTrail, mayReadApplicationOf } from '../policy/read.policy.js';
import { staffNames } from '../staff/staff-user.repository.js';
import { toAuditRecord } from './audit.chain.js';
import type {
  ApplicationAuditQuery,
  AuditEntry,
  AuditExportQuery,
  AuditPage,
  AuditTrailQuery,
  AuditVerification,
} from './audit.schemas.js';
import { exportAuditRecords, verifyAuditChain } from './audit.service.js';
import { findApplicationByRef, findAuditPage } from './audit-read.repository.js';
import { openPersonalValues } from './subject-keys.js';

/**
 * The audit trail for staff: an application's rows for whoever may read the application, and the
 * whole trail, its verification and its export for admins (src/policy/read.policy.ts).
 */

const CURSOR_VERSION = 'a1';

function fingerprint(query: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(query)
    .filter(([key, value]) => key !== 'cursor' && key !== 'limit' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 16);
}

function decodeSequence(cursor: string | undefined, expected: string): number | undefined {
  if (cursor === undefined) return undefined;
  const [version, sent, sequence] = decodeCursorParts(cursor, 3);
  if (version !== CURSOR_VERSION || typeof sequence !== 'string' || !/^[1-9]\d{0,15}$/.test(sequence)) {
    throw invalidCursor('is not a cursor this service issued');
  }
  if (sent !== expected) throw invalidCursor('belongs to a listing with other filters; send the same ones as for the first page');
  return Number(sequence);
}

async function toPage(db: Kysely<DB>, rows: readonly AuditEventTable[], limit: number, print: string): Promise<AuditPage> {
  const page = rows.slice(0, limit);
  const staff = await staffNames(db, [...new Set(page.filter((r) => r.actor_kind === 'staff').map((r) => r.actor_id))]);
  const last = page[page.length - 1];
  return {
    // Personal values decrypted, or `[erased]` once their subject's key is destroyed; the hash is of the row as stored.
    items: await openPersonalValues(
      db,
      page.map((row): AuditEntry => ({ ...toAuditRecord(row), actorName: staff.get(row.actor_id) ?? null, hash: row.hash })),
    ),
    nextCursor:
      rows.length > limit && last !== undefined ? encodeCursorParts([CURSOR_VERSION, print, String(Number(last.sequence))]) : null,
  };
}

/** An application's audit rows in chain order, for a user who may read the application (404 otherwise). */
export async function applicationAudit(db: Kysely<DB>, actor: StaffActor, ref: string, query: ApplicationAuditQuery): Promise<AuditPage> {
  const application = await findApplicationByRef(db, ref);
  if (application === undefined || !mayReadApplicationOf(actor, application.agency_code)) {
    throw new AppError('not_found', `No application ${ref}`);
  }
  const limit = query.limit ?? 50;
  const print = fingerprint({ application: application.id });
  const rows = await findAuditPage(db, {
    applicationId: application.id,
    order: 'asc',
    afterSequence: decodeSequence(query.cursor, print),
    limit: limit + 1,
  });
  return toPage(db, rows, limit, print);
}

function checkRange(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  if (from !== undefined && to !== undefined && Date.parse(from) >= Date.parse(to)) {
    throw validationError([{ parameter: 'to', detail: 'must be after from' }]);
  }
  return {
    ...(from === undefined ? {} : { from: new Date(from).toISOString() }),
    ...(to === undefined ? {} : { to: new Date(to).toISOString() }),
  };
}

async function applicationIdOf(db: Kysely<DB>, ref: string | undefined): Promise<string | undefined> {
  if (ref === undefined) return undefined;
  const application = await findApplicationByRef(db, ref);
  if (application === undefined) throw new AppError('not_found', `No application ${ref}`);
  return application.id;
}

/** The whole trail, newest first, filtered (admins). */
export async function auditTrail(db: Kysely<DB>, actor: StaffActor, query: AuditTrailQuery): Promise<AuditPage> {
  assertMayReadAuditTrail(actor);
  const range = checkRange(query.from, query.to);
  const applicationId = await applicationIdOf(db, query.application);
  const limit = query.limit ?? 50;
  const print = fingerprint({ ...query });
  const rows = await findAuditPage(db, {
    actorId: query.actor?.toLowerCase(),
    action: query.action,
    subjectType: query.subjectType,
    subjectId: query.subjectId,
    applicationId,
    ...range,
    order: 'desc',
    afterSequence: decodeSequence(query.cursor, print),
    limit: limit + 1,
  });
  return toPage(db, rows, limit, print);
}

/** Checks the whole chain now (admins); names the first broken row. */
export async function verifyTrail(db: Kysely<DB>, actor: StaffActor): Promise<AuditVerification> {
  assertMayReadAuditTrail(actor);
  const result = await verifyAuditChain(db);
  return { ok: result.ok, rows: result.rows, broken: result.ok ? null : result.broken, checkedAt: new Date().toISOString() };
}

/**
 * The rows that match as JSON lines, in chain order, each with its hash (admins): what
 * `biopermit audit export` writes. Checked before the first line, so a refusal is still a problem.
 */
export async function exportTrail(db: Kysely<DB>, actor: StaffActor, query: AuditExportQuery): Promise<AsyncGenerator<string>> {
  assertMayReadAuditTrail(actor);
  const range = checkRange(query.from, query.to);
  const applicationId = await applicationIdOf(db, query.application);
  return (async function* lines() {
    for await (const record of exportAuditRecords(db, { ...range, applicationId })) yield `${JSON.stringify(record)}\n`;
  })();
}
