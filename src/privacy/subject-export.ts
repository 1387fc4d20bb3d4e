import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../audit/audit.repository.js';
import type { StaffActor } from '../auth/actor.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { DB } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { assertMayHandleDataSubjects } from '../policy/privacy.policy.js';
import { readableAgencies } from '../policy/read.policy.js';
import { nowIso } from '../shared/time.js';
import type { AuditContext } from '../staff/audit-context.js';
import { auditRowsOf, documentsOf, findSubjectApplications, noticesOf, permitteeName } from './data-subject.repository.js';
import { assertOpen, findRequest } from './data-subject.service.js';
import { readLogOf } from './read-log.js';

/**
 * The answer to an access request (RA 10173 §16 (c), portability §18): one ZIP holding
 * `summary.txt` (readable), `data.json` (every application of the person as the agency holds it,
 * with what its record leaves out, the notices the person was sent, the documents' details and the
 * audit rows), and `documents/` (the bytes of the documents the agency submitted). Internal notes and
 * staff-only documents are the authority's deliberation, not the person's data, and stay out.
 */

export interface SubjectExport {
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

async function bytesOf(store: BlobStore, sha256: string): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const chunk of await store.open(sha256)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120) || 'file';

export async function exportDataSubject(
  deps: { db: Kysely<DB>; store: BlobStore },
  actor: StaffActor,
  requestId: string,
  context: AuditContext,
): Promise<SubjectExport> {
  assertMayHandleDataSubjects(actor);
  const { db, store } = deps;
  const request = await findRequest(db, requestId);
  assertOpen(request);
  if (request.kind !== 'access')
    throw new AppError('conflict', `Request ${request.id} asks for ${request.kind}, not access: there is nothing to export`);
  const query = { email: request.subject_email ?? undefined, name: request.subject_name ?? undefined };
  const applications = await findSubjectApplications(db, query, readableAgencies(actor));
  const ids = applications.map((row) => row.id);
  const [rows, notices, documents, audit] =
    ids.length === 0
      ? [[], [], [], []]
      : await Promise.all([
          db.selectFrom('applications').selectAll().where('id', 'in', ids).orderBy('created_at').execute(),
          noticesOf(db, ids),
          documentsOf(db, ids),
          auditRowsOf(db, ids),
        ]);
  const files: Record<string, Uint8Array> = {};
  const exportedAt = nowIso();
  const data = {
    request: { id: request.id, kind: request.kind, receivedOn: request.received_on, dueOn: request.due_on, exportedAt },
    person: query,
    applications: rows.map((row) => {
      const { list_json: _list, detail_json, request_hash: _hash, ...columns } = row;
      const own = documents.filter((d) => d.application_id === row.id && d.internal === 0);
      return {
        registrationNo: row.registration_no,
        agencyRecord: JSON.parse(detail_json) as unknown,
        storedFields: columns,
        notices: notices
          .filter((n) => n.application_id === row.id && n.visibility === 'external')
          .map((n) => ({ id: n.id, log: n.log, message: n.message, createdAt: n.created_at })),
        documents: own.map((d) => ({
          id: d.id,
          title: d.title,
          fileName: d.file_name,
          type: d.type,
          status: d.status,
          fileSize: d.file_size,
          sha256: d.blob_sha256,
          createdAt: d.created_at,
          inThisArchive:
            d.blob_sha256 !== null && d.status !== 'quarantined'
              ? `documents/${row.registration_no}/${d.id}-${safeName(d.file_name)}`
              : null,
        })),
        auditRows: audit
          .filter((a) => a.application_id === row.id)
          .map((a) => ({
            sequence: Number(a.sequence),
            occurredAt: a.occurred_at,
            action: a.action,
            actorKind: a.actor_kind,
            hash: a.hash,
          })),
      };
    }),
  };
  for (const application of data.applications) {
    for (const document of application.documents) {
      if (document.inThisArchive === null || document.sha256 === null) continue;
      files[document.inThisArchive] = await bytesOf(store, document.sha256);
    }
  }
  const documentCount = Object.keys(files).length;
  files['data.json'] = Buffer.from(`${JSON.stringify(data, null, 2)}\n`);
  files['summary.txt'] = Buffer.from(
    summaryOf(
      data.request,
      query,
      applications.length,
      applications.map((a) => `${a.registration_no} (${a.agency_code}, ${a.status}): ${permitteeName(a)} <${a.permittee_email}>`),
      documentCount,
    ),
  );
  const bytes = zipSync(files, { level: 6, mtime: new Date(exportedAt) });

  await db.transaction().execute(async (trx) => {
    await trx.updateTable('data_subject_requests').set({ exported_at: exportedAt }).where('id', '=', request.id).execute();
    await recordAuditEvent(trx, {
      ...context,
      actor,
      actorRole: 'dpo',
      action: 'data_subject_request.exported',
      subjectType: 'data_subject_request',
      subjectId: request.id,
      details: { applications: ids.length, documents: documentCount },
    });
  });
  for (const id of ids)
    readLogOf(db).record({
      staffId: actor.id,
      applicationId: id,
      what: 'export',
      detail: request.id,
      requestId: context.requestId ?? null,
    });
  return { fileName: `personal-data-${request.id}.zip`, bytes };
}

function summaryOf(
  request: { id: string; receivedOn: string; dueOn: string; exportedAt: string },
  person: { email?: string | undefined; name?: string | undefined },
  count: number,
  lines: readonly string[],
  documents: number,
): string {
  return [
    'Personal data held by the authority',
    '',
    `Request ${request.id}, received ${request.receivedOn}, due ${request.dueOn}; exported ${request.exportedAt}.`,
    `The person: ${[person.name, person.email].filter(Boolean).join(', ')}.`,
    '',
    `${count} application(s):`,
    ...lines.map((line) => `- ${line}`),
    '',
    `data.json holds each application as the submitting agency holds it, the fields its record leaves out, the notices sent, the documents' details and the audit rows; documents/ holds ${documents} document file(s).`,
    'Internal notes and documents made by the authority for its own deliberation are not personal data of the applicant and are left out.',
    '',
  ].join('\n');
}
