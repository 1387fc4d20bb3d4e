import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../audit/audit.repository.js';
import type { StaffActor } from '../../auth/actor.js';
import { loadHolidaySet } from '../../clock/holiday.service.js';
import { manilaDate } from '../../clock/manila-time.js';
import { addWorkingDays } from '../../clock/working-days.js';
import type { DataSubjectRequestTable, DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { assertMayHandleDataSubjects } from '../../policy/privacy.policy.js';
import { newId } from '../../shared/ids.js';
import { nowIso } from '../../shared/time.js';
import type { AuditContext } from '../../staff/audit-context.js';
import { assertNamesSomeone } from '../data-subjects/data-subject.service.js';
import {
  closeOpenRequest,
  findDataSubjectRequest,
  insertDataSubjectRequest,
  listDataSubjectRequestRows,
  openRequestDueDates,
} from './data-subject-request.repository.js';
import type { DataSubjectRequest, NewDataSubjectRequest, RequestKind } from './data-subject-request.schemas.js';

/** Issue 21 §1: a data subject's requests recorded, listed and closed (RA 10173 §16); the dashboard's counts. */

/** NPC Advisory 2021-01: a data subject's request is answered within 30 working days. */
export const REQUEST_WORKING_DAYS = 30;

export function toDataSubjectRequest(row: DataSubjectRequestTable, today: string = manilaDate(new Date())): DataSubjectRequest {
  return {
    id: row.id,
    kind: row.kind as RequestKind,
    email: row.subject_email,
    name: row.subject_name,
    receivedOn: row.received_on,
    dueOn: row.due_on,
    status: row.status as 'open' | 'closed',
    overdue: row.status === 'open' && today > row.due_on,
    note: row.note,
    outcome: row.outcome,
    createdAt: row.created_at,
    exportedAt: row.exported_at,
    closedAt: row.closed_at,
  };
}

/** Records a request as received; due 30 working days later on the processing calendar. */
export async function recordDataSubjectRequest(
  db: Kysely<DB>,
  actor: StaffActor,
  input: NewDataSubjectRequest,
  context: AuditContext,
): Promise<DataSubjectRequest> {
  assertMayHandleDataSubjects(actor);
  assertNamesSomeone(input);
  const today = manilaDate(new Date());
  const receivedOn = input.receivedOn ?? today;
  if (receivedOn > today) {
    throw new AppError('validation_failed', 'receivedOn: a request cannot be received in the future', {
      errors: [{ pointer: '/receivedOn', detail: 'is after today (Asia/Manila)' }],
    });
  }
  const holidays = await loadHolidaySet(db, receivedOn);
  const row: DataSubjectRequestTable = {
    id: newId(),
    kind: input.kind,
    subject_email: input.email?.trim() ?? null,
    subject_name: input.name?.trim() ?? null,
    received_on: receivedOn,
    due_on: addWorkingDays(receivedOn, REQUEST_WORKING_DAYS, holidays),
    status: 'open',
    note: input.note ?? null,
    outcome: null,
    created_by: actor.id,
    created_at: nowIso(),
    exported_at: null,
    closed_by: null,
    closed_at: null,
  };
  await db.transaction().execute(async (trx) => {
    await insertDataSubjectRequest(trx, row);
    // The audit row names the request, never the person: the chain cannot forget what it holds.
    await recordAuditEvent(trx, {
      ...context,
      actor,
      actorRole: 'dpo',
      action: 'data_subject_request.recorded',
      subjectType: 'data_subject_request',
      subjectId: row.id,
      details: { kind: row.kind, receivedOn: row.received_on, dueOn: row.due_on },
    });
  });
  return toDataSubjectRequest(row, today);
}

export async function listDataSubjectRequests(
  db: Kysely<DB>,
  actor: StaffActor,
  status: 'open' | 'closed' | undefined,
): Promise<DataSubjectRequest[]> {
  assertMayHandleDataSubjects(actor);
  const rows = await listDataSubjectRequestRows(db, status, 200);
  const today = manilaDate(new Date());
  return rows.map((row) => toDataSubjectRequest(row, today));
}

export async function findRequest(db: Kysely<DB>, id: string): Promise<DataSubjectRequestTable> {
  const row = await findDataSubjectRequest(db, id);
  if (row === undefined) throw new AppError('not_found', `No data subject request ${id}`);
  return row;
}

export function assertOpen(row: DataSubjectRequestTable): void {
  if (row.status !== 'open') throw new AppError('conflict', `Request ${row.id} is closed (${row.closed_at}); record a new one`);
}

/** Closes a request with what was answered. */
export async function closeDataSubjectRequest(
  db: Kysely<DB>,
  actor: StaffActor,
  id: string,
  outcome: string,
  context: AuditContext,
): Promise<DataSubjectRequest> {
  assertMayHandleDataSubjects(actor);
  return db.transaction().execute((trx) => closeRequest(trx, actor, id, outcome, context));
}

/**
 * Closes an open request in the caller's transaction, audited. `forget`: the request named a person
 * now erased, so its email, name and note (who asked, how they were identified) become the marker:
 * the closed request still proves what was asked, when, and how it was answered.
 */
export async function closeRequest(
  trx: Kysely<DB>,
  actor: StaffActor,
  id: string,
  outcome: string,
  context: AuditContext,
  forget?: { readonly marker: string },
): Promise<DataSubjectRequest> {
  const row = await findRequest(trx, id);
  assertOpen(row);
  const closedAt = nowIso();
  const forgotten =
    forget === undefined
      ? {}
      : {
          subject_email: row.subject_email === null ? null : forget.marker,
          subject_name: row.subject_name === null ? null : forget.marker,
          note: row.note === null ? null : forget.marker,
        };
  const closed = { status: 'closed', outcome, closed_at: closedAt, closed_by: actor.id, ...forgotten };
  if (!(await closeOpenRequest(trx, id, closed))) throw new AppError('conflict', `Request ${id} was closed meanwhile`);
  await recordAuditEvent(trx, {
    ...context,
    actor,
    actorRole: 'dpo',
    action: 'data_subject_request.closed',
    subjectType: 'data_subject_request',
    subjectId: id,
    details: { kind: row.kind, dueOn: row.due_on, late: manilaDate(closedAt) > row.due_on },
  });
  return toDataSubjectRequest({ ...row, ...closed });
}

/** Open requests past their due date, and open ones in all, for the dashboard. */
export async function requestCounts(db: Kysely<DB>, today: string): Promise<{ open: number; overdue: number }> {
  const dueDates = await openRequestDueDates(db);
  return { open: dueDates.length, overdue: dueDates.filter((dueOn) => today > dueOn).length };
}
