import type { Kysely } from 'kysely';
import type { StaffActor } from '../../auth/actor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { assertMayHandleDataSubjects } from '../../policy/privacy.policy.js';
import { readableAgencies } from '../../policy/read.policy.js';
import {
  auditRowsOf,
  documentsOf,
  findSubjectApplications,
  noticesOf,
  permitteeName,
  type SubjectApplicationRow,
  type SubjectQuery,
} from './data-subject.repository.js';
import type { DataSubjectFindings } from './data-subject.schemas.js';

/** Issue 21 §1: a data subject found across applications (RA 10173 §16), what the DPO's other duties start from. */

/** A person is named by an email, a name, or both. */
export function assertNamesSomeone(query: SubjectQuery): void {
  if (query.email === undefined && query.name === undefined) {
    throw new AppError('validation_failed', 'Name the person: an email, a name, or both', {
      errors: [{ parameter: 'email', detail: 'an email or a name is required' }],
    });
  }
}

export async function subjectApplications(db: Kysely<DB>, actor: StaffActor, query: SubjectQuery): Promise<SubjectApplicationRow[]> {
  assertMayHandleDataSubjects(actor);
  assertNamesSomeone(query);
  return findSubjectApplications(db, query, readableAgencies(actor));
}

/** Every application, notice, document and audit row about the person. */
export async function findDataSubject(db: Kysely<DB>, actor: StaffActor, query: SubjectQuery): Promise<DataSubjectFindings> {
  const applications = await subjectApplications(db, actor, query);
  const ids = applications.map((row) => row.id);
  if (ids.length === 0) return { applications: [], notices: [], documents: [], auditRows: [] };
  const [notices, documents, audit] = await Promise.all([noticesOf(db, ids), documentsOf(db, ids), auditRowsOf(db, ids)]);
  return {
    applications: applications.map((row) => ({
      id: row.id,
      registrationNo: row.registration_no,
      agencyCode: row.agency_code,
      status: row.status,
      permitteeName: permitteeName(row),
      permitteeEmail: row.permittee_email,
      submittedAt: row.created_at,
    })),
    notices: notices.map((n) => ({
      id: n.id,
      applicationId: n.application_id,
      log: n.log,
      visibility: n.visibility,
      createdAt: n.created_at,
    })),
    documents: documents.map((d) => ({
      id: d.id,
      applicationId: d.application_id,
      title: d.title,
      fileName: d.file_name,
      status: d.status,
      fileSize: d.file_size === null ? null : Number(d.file_size),
      createdAt: d.created_at,
    })),
    auditRows: audit.map((a) => ({
      id: a.id,
      sequence: Number(a.sequence),
      occurredAt: a.occurred_at,
      action: a.action,
      subjectType: a.subject_type,
      subjectId: a.subject_id,
      applicationId: a.application_id,
    })),
  };
}
