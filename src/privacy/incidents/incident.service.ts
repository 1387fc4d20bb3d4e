import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../audit/audit.repository.js';
import type { StaffActor } from '../../auth/actor.js';
import { manilaDateTimeText } from '../../clock/manila-time.js';
import type { DB, PrivacyIncidentTable } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { assertMayRecordIncidents, DATA_SUBJECT_ROLES, INCIDENT_ROLES, mayHandleDataSubjects } from '../../policy/privacy.policy.js';
import { readSetting } from '../../settings/settings.service.js';
import { newId } from '../../shared/ids.js';
import { nowIso } from '../../shared/time.js';
import type { AuditContext } from '../../staff/audit-context.js';
import { findIncident, insertIncident, listEnabledStaffContacts, listLatestIncidents, setIncidentNotice } from './incident.repository.js';
import type { Incident, NewIncident, RecordIncidentNotice } from './incident.schemas.js';

/**
 * Issue 21 §3: personal data breaches. NPC Circular 16-03 §17: the Commission is notified within
 * 72 hours of knowledge of the breach; §11: notification is mandatory when sensitive personal
 * information, or 100 data subjects or more, are involved. The countdown shows on the dashboard
 * until the notice is recorded here.
 */

export const NOTICE_HOURS = 72;
const MANDATORY_COUNT = 100;

/** The role a breach is recorded in: the first of the policy's that the actor holds (assertMayRecordIncidents made sure of one). */
const roleOf = (actor: StaffActor) => INCIDENT_ROLES.find((role) => actor.roles.has(role)) ?? null;

function mandatory(row: Pick<PrivacyIncidentTable, 'sensitive' | 'affected_count'>): boolean {
  return row.sensitive === 1 || Number(row.affected_count) >= MANDATORY_COUNT;
}

/** Who the Commission writes back to: the Data Protection Officer(s) and the office (issue 31). */
export interface DpoContact {
  /** "Name <email>" of each DPO: the signed-in user when a DPO, else every active staff user with the role. */
  readonly officers: readonly string[];
  /** The office and authority of the certificates (`permits.authority`), with its address when set. */
  readonly office: string;
}

/** The contact the notice gives: the signed-in DPO (or, for an admin, the DPOs on staff) and the authority's office. */
export async function dpoContact(db: Kysely<DB>, actor: StaffActor): Promise<DpoContact> {
  const authority = await readSetting(db, 'permits.authority');
  const office = [authority.unit, authority.name, authority.address].filter((part) => part !== null && part !== '').join(', ');
  if (mayHandleDataSubjects(actor)) return { officers: [`${actor.name} <${actor.email}>`], office };
  const officers = await listEnabledStaffContacts(db);
  // The staff table holds the authority's few dozen users: who is a DPO is the policy's to say, not a LIKE on the roles.
  const dpos = officers.filter((row) => DATA_SUBJECT_ROLES.some((role) => row.roles.split(' ').includes(role)));
  return { officers: dpos.slice(0, 5).map((row) => `${row.name} <${row.email}>`), office };
}

/** The notice to the Commission, filled from the incident and the DPO's contact (NPC Circular 16-03 §19's contents). */
export function noticeDraftOf(row: PrivacyIncidentTable, contact: DpoContact): string {
  const officers = contact.officers.length === 0 ? '[name, email]' : contact.officers.join('; ');
  return [
    'To: The National Privacy Commission, Complaints and Investigation Division',
    'Subject: Notification of a personal data breach (NPC Circular 16-03)',
    '',
    `1. Nature of the breach: ${row.summary}`,
    `2. When it occurred: ${row.occurred_at === null ? 'not yet known' : manilaDateTimeText(row.occurred_at)}; when it was discovered: ${manilaDateTimeText(row.discovered_at)}.`,
    `3. Personal data and data subjects involved: ${row.data_subjects}`,
    `4. Number of data subjects affected: ${Number(row.affected_count)}${row.sensitive === 1 ? '; sensitive personal information is involved' : ''}.`,
    '5. Measures taken to address the breach and to reduce its harm: [describe]',
    '6. Measures taken to notify the data subjects, or the reason they have not been notified: [describe]',
    `7. Name and contact details of the Data Protection Officer: ${officers}; ${contact.office}.`,
    '',
    `Reference: incident ${row.id}.`,
  ].join('\n');
}

export function toIncident(row: PrivacyIncidentTable, contact: DpoContact): Incident {
  return {
    id: row.id,
    summary: row.summary,
    occurredAt: row.occurred_at,
    discoveredAt: row.discovered_at,
    dataSubjects: row.data_subjects,
    affectedCount: Number(row.affected_count),
    sensitive: row.sensitive === 1,
    notificationMandatory: mandatory(row),
    noticeDueAt: row.notice_due_at,
    noticeRecordedAt: row.notice_recorded_at,
    noticeDraft: noticeDraftOf(row, contact),
    noticeText: row.notice_text,
    createdAt: row.created_at,
  };
}

export async function recordIncident(db: Kysely<DB>, actor: StaffActor, input: NewIncident, context: AuditContext): Promise<Incident> {
  assertMayRecordIncidents(actor);
  const now = nowIso();
  const discovered = new Date(input.discoveredAt);
  if (discovered.getTime() > Date.now() + 60_000) {
    throw new AppError('validation_failed', 'discoveredAt: a breach cannot be discovered in the future', {
      errors: [{ pointer: '/discoveredAt', detail: 'is in the future' }],
    });
  }
  if (input.occurredAt !== undefined && new Date(input.occurredAt).getTime() > discovered.getTime()) {
    throw new AppError('validation_failed', 'occurredAt: a breach cannot occur after it was discovered', {
      errors: [{ pointer: '/occurredAt', detail: 'is after discoveredAt' }],
    });
  }
  const row: PrivacyIncidentTable = {
    id: newId(),
    summary: input.summary,
    occurred_at: input.occurredAt === undefined ? null : new Date(input.occurredAt).toISOString(),
    discovered_at: discovered.toISOString(),
    data_subjects: input.dataSubjects,
    affected_count: input.affectedCount,
    sensitive: input.sensitive === true ? 1 : 0,
    notice_due_at: new Date(discovered.getTime() + NOTICE_HOURS * 3_600_000).toISOString(),
    notice_recorded_at: null,
    notice_text: null,
    created_by: actor.id,
    created_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await insertIncident(trx, row);
    await recordAuditEvent(trx, {
      ...context,
      actor,
      actorRole: roleOf(actor),
      action: 'privacy_incident.recorded',
      subjectType: 'privacy_incident',
      subjectId: row.id,
      details: {
        discoveredAt: row.discovered_at,
        noticeDueAt: row.notice_due_at,
        affectedCount: row.affected_count,
        sensitive: row.sensitive === 1,
      },
    });
  });
  return toIncident(row, await dpoContact(db, actor));
}

export async function listIncidents(db: Kysely<DB>, actor: StaffActor): Promise<Incident[]> {
  assertMayRecordIncidents(actor);
  const rows = await listLatestIncidents(db, 200);
  const waiting = rows.filter((row) => row.notice_recorded_at === null).sort((a, b) => (a.notice_due_at < b.notice_due_at ? -1 : 1));
  const contact = await dpoContact(db, actor);
  return [...waiting, ...rows.filter((row) => row.notice_recorded_at !== null)].map((row) => toIncident(row, contact));
}

/** Records that the notice went to the Commission: the countdown stops. */
export async function recordIncidentNotice(
  db: Kysely<DB>,
  actor: StaffActor,
  id: string,
  input: RecordIncidentNotice,
  context: AuditContext,
): Promise<Incident> {
  assertMayRecordIncidents(actor);
  const contact = await dpoContact(db, actor);
  return db.transaction().execute(async (trx) => {
    const row = await findIncident(trx, id);
    if (row === undefined) throw new AppError('not_found', `No incident ${id}`);
    if (row.notice_recorded_at !== null)
      throw new AppError('conflict', `The notice of incident ${id} was recorded at ${row.notice_recorded_at}`);
    const sentAt = input.sentAt === undefined ? nowIso() : new Date(input.sentAt).toISOString();
    if (sentAt < row.discovered_at) {
      throw new AppError('validation_failed', 'sentAt: the notice cannot precede the discovery', {
        errors: [{ pointer: '/sentAt', detail: 'is before discoveredAt' }],
      });
    }
    const noticeText = input.noticeText ?? noticeDraftOf(row, contact);
    await setIncidentNotice(trx, id, sentAt, noticeText);
    await recordAuditEvent(trx, {
      ...context,
      actor,
      actorRole: roleOf(actor),
      action: 'privacy_incident.notice_recorded',
      subjectType: 'privacy_incident',
      subjectId: id,
      details: { sentAt, late: sentAt > row.notice_due_at },
    });
    return toIncident({ ...row, notice_recorded_at: sentAt, notice_text: noticeText }, contact);
  });
}
