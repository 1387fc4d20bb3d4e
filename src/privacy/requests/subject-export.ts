import { zipSync } from 'fflate';
import type { Kysely } from 'kysely';
import { recordAuditEvent } from '../../audit/audit.repository.js';
import type { StaffActor } from '../../auth/actor.js';
import type { BlobStore } from '../../blobs/blob-store.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { listApplicationMessages } from '../../mail/mail.repository.js';
import { isStoredCertificate, listApplicationPermits, listCertificates } from '../../permits/permit.repository.js';
import { assertMayHandleDataSubjects } from '../../policy/privacy.policy.js';
import { readableAgencies } from '../../policy/read.policy.js';
import { nowIso } from '../../shared/time.js';
import type { AuditContext } from '../../staff/audit-context.js';
import { collectorsOfApplications } from '../../terms/terms.repository.js';
import {
  applicationRowsOf,
  auditRowsOf,
  documentsOf,
  findSubjectApplications,
  noticesOf,
  permitteeName,
  type SubjectApplicationRow,
} from '../data-subjects/data-subject.repository.js';
import { readLogOf } from '../read-log/read-log.js';
import { markRequestExported } from './data-subject-request.repository.js';
import type { ExportChoice } from './data-subject-request.schemas.js';
import { assertOpen, findRequest } from './data-subject-request.service.js';

/**
 * The answer to an access request (RA 10173 §16 (c), portability §18): one ZIP holding
 * `summary.txt` (readable), `data.json` (every application of the person as the agency holds it,
 * with what its record leaves out, the notices and emails the person was sent, the documents' and
 * certificates' details, the authorised collectors of its terms and the audit rows), `documents/` (the bytes of the documents the agency
 * submitted), `certificates/` (the permits' certificate files, unless erased) and `emails/` (the text
 * of each email addressed to the person). Internal notes and staff-only documents are the authority's
 * deliberation, not the person's data, and stay out.
 *
 * Whose applications: those found by the request's email (a strong identifier), or those the DPO
 * chose among the ones found by the request (`applicationIds`). A name alone is shared by others (issue
 * 31): it finds candidates, never an export.
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

/**
 * The applications the export is of: the DPO's choice among those the request finds (each chosen one
 * must be one of them), or, without a choice, those its email finds. A request that names the person
 * only by name is refused without a choice: others share the name.
 */
export function chosenApplications(
  request: { subject_email: string | null; subject_name: string | null },
  found: readonly SubjectApplicationRow[],
  chosen: readonly string[] | undefined,
): SubjectApplicationRow[] {
  if (chosen !== undefined) {
    const foundIds = new Set(found.map((row) => row.id));
    const strangers = chosen.flatMap((id, index) => (foundIds.has(id) ? [] : [index]));
    if (strangers.length > 0) {
      throw new AppError('validation_failed', `applicationIds: choose among the ${found.length} application(s) this request finds`, {
        errors: strangers.map((index) => ({
          pointer: `/applicationIds/${index}`,
          detail: "is not one of the applications found by the request's email or name",
        })),
      });
    }
    const wanted = new Set(chosen);
    return found.filter((row) => wanted.has(row.id));
  }
  if (request.subject_email !== null) return [...found];
  throw new AppError(
    'validation_failed',
    found.length === 0
      ? 'No application names this person: there is nothing to export. Close the request with that answer.'
      : `A name alone does not say who the person is: choose their applications among the ${found.length} found by the name (applicationIds).`,
    { errors: [{ pointer: '/applicationIds', detail: 'is required when the request gives no email' }] },
  );
}

async function certificatesOf(db: Kysely<DB>, applicationIds: readonly string[]) {
  const permits = (await Promise.all(applicationIds.map((id) => listApplicationPermits(db, id)))).flat();
  const files = await listCertificates(
    db,
    permits.map((permit) => permit.id),
  );
  const permitOf = new Map(permits.map((permit) => [permit.id, permit]));
  return files.map((file) => {
    const permit = permitOf.get(file.permit_id);
    return { file, permitNo: permit?.permit_no ?? '', applicationId: permit?.application_id ?? '' };
  });
}

/** The emails addressed to the person (the permittee of each application), oldest first. */
async function emailsOf(db: Kysely<DB>, applicationIds: readonly string[]) {
  const messages = (await Promise.all(applicationIds.map((id) => listApplicationMessages(db, id)))).flat();
  return messages.filter((message) => message.recipient_kind === 'permittee');
}

/** Everything held about the applications, each kind oldest first. */
async function heldAbout(db: Kysely<DB>, ids: readonly string[]) {
  const [rows, notices, documents, audit, certificates, emails, collectors] =
    ids.length === 0
      ? [[], [], [], [], [], [], []]
      : await Promise.all([
          applicationRowsOf(db, ids),
          noticesOf(db, ids),
          documentsOf(db, ids),
          auditRowsOf(db, ids),
          certificatesOf(db, ids),
          emailsOf(db, ids),
          collectorsOfApplications(db, ids),
        ]);
  return { rows, notices, documents, audit, certificates, emails, collectors };
}
type Held = Awaited<ReturnType<typeof heldAbout>>;

/** One application as data.json holds it, each file with its place in the archive (null: not in it). */
function applicationEntry(row: Held['rows'][number], held: Held) {
  const { list_json: _list, detail_json, request_hash: _hash, ...columns } = row;
  const own = held.documents.filter((d) => d.application_id === row.id && d.internal === 0);
  const folder = row.registration_no;
  return {
    registrationNo: row.registration_no,
    agencyRecord: JSON.parse(detail_json) as unknown,
    storedFields: columns,
    notices: held.notices
      .filter((n) => n.application_id === row.id && n.visibility === 'external')
      .map((n) => ({ id: n.id, log: n.log, message: n.message, createdAt: n.created_at })),
    emails: held.emails
      .filter((m) => m.application_id === row.id)
      .map((m, index) => ({
        id: m.id,
        to: m.recipient,
        subject: m.subject,
        status: m.status,
        createdAt: m.created_at,
        sentAt: m.sent_at,
        text: m.text_body,
        html: m.html_body,
        inThisArchive: `emails/${folder}/${String(index + 1).padStart(3, '0')}-${m.id}.txt`,
      })),
    documents: own.map((d) => ({
      id: d.id,
      title: d.title,
      fileName: d.file_name,
      type: d.type,
      status: d.status,
      fileSize: d.file_size,
      sha256: d.blob_sha256,
      createdAt: d.created_at,
      inThisArchive: d.blob_sha256 !== null && d.status !== 'quarantined' ? `documents/${folder}/${d.id}-${safeName(d.file_name)}` : null,
    })),
    certificates: held.certificates
      .filter((c) => c.applicationId === row.id)
      .map(({ file, permitNo }) => ({
        id: file.id,
        permitNo,
        kind: file.kind,
        fileName: file.file_name,
        createdAt: file.created_at,
        erasedAt: file.erased_at,
        sha256: file.blob_sha256,
        inThisArchive: isStoredCertificate(file) ? `certificates/${folder}/${file.id}-${safeName(file.file_name)}` : null,
      })),
    // The terms' authorised collectors, of every version (the agency's proposal too): the holder and the
    // assistants the agency named for the person's application.
    authorisedCollectors: held.collectors
      .filter((c) => c.application_id === row.id)
      .map((c) => ({
        termsVersion: c.version,
        termsStatus: c.status,
        role: c.role,
        name: c.name,
        affiliation: c.affiliation,
        identification: c.identification,
      })),
    auditRows: held.audit
      .filter((a) => a.application_id === row.id)
      .map((a) => ({
        sequence: Number(a.sequence),
        occurredAt: a.occurred_at,
        action: a.action,
        actorKind: a.actor_kind,
        hash: a.hash,
      })),
  };
}

export async function exportDataSubject(
  deps: { db: Kysely<DB>; store: BlobStore },
  actor: StaffActor,
  requestId: string,
  choice: ExportChoice,
  context: AuditContext,
): Promise<SubjectExport> {
  assertMayHandleDataSubjects(actor);
  const { db, store } = deps;
  const request = await findRequest(db, requestId);
  assertOpen(request);
  if (request.kind !== 'access')
    throw new AppError('conflict', `Request ${request.id} asks for ${request.kind}, not access: there is nothing to export`);
  const query = { email: request.subject_email ?? undefined, name: request.subject_name ?? undefined };
  const found = await findSubjectApplications(db, query, readableAgencies(actor));
  const applications = chosenApplications(request, found, choice.applicationIds);
  const ids = applications.map((row) => row.id);
  const held = await heldAbout(db, ids);
  const files: Record<string, Uint8Array> = {};
  const exportedAt = nowIso();
  const data = {
    request: {
      id: request.id,
      kind: request.kind,
      receivedOn: request.received_on,
      dueOn: request.due_on,
      exportedAt,
      applicationsChosenBy: choice.applicationIds === undefined ? 'email' : 'dpo',
    },
    person: query,
    applications: held.rows.map((row) => applicationEntry(row, held)),
  };
  for (const application of data.applications) {
    for (const stored of [...application.documents, ...application.certificates]) {
      if (stored.inThisArchive === null || stored.sha256 === null) continue;
      files[stored.inThisArchive] = await bytesOf(store, stored.sha256);
    }
    for (const email of application.emails) files[email.inThisArchive] = Buffer.from(emailText(email));
  }
  const counts = {
    applications: ids.length,
    documents: data.applications.reduce((n, a) => n + a.documents.filter((d) => d.inThisArchive !== null).length, 0),
    certificates: data.applications.reduce((n, a) => n + a.certificates.filter((c) => c.inThisArchive !== null).length, 0),
    emails: held.emails.length,
  };
  files['data.json'] = Buffer.from(`${JSON.stringify(data, null, 2)}\n`);
  files['summary.txt'] = Buffer.from(
    summaryOf(
      data.request,
      query,
      applications.map((a) => `${a.registration_no} (${a.agency_code}, ${a.status}): ${permitteeName(a)} <${a.permittee_email}>`),
      counts,
    ),
  );
  const bytes = zipSync(files, { level: 6, mtime: new Date(exportedAt) });

  await db.transaction().execute(async (trx) => {
    await markRequestExported(trx, request.id, exportedAt);
    await recordAuditEvent(trx, {
      ...context,
      actor,
      actorRole: 'dpo',
      action: 'data_subject_request.exported',
      subjectType: 'data_subject_request',
      subjectId: request.id,
      details: { ...counts, chosenByDpo: choice.applicationIds !== undefined },
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

/** One email as a text file: who it was to, when, its subject, then its text. */
function emailText(email: { to: string; subject: string; status: string; createdAt: string; sentAt: string | null; text: string }): string {
  return [
    `To: ${email.to}`,
    `Subject: ${email.subject}`,
    `Written: ${email.createdAt}`,
    `Sent: ${email.sentAt ?? `not sent (${email.status})`}`,
    '',
    email.text,
    '',
  ].join('\n');
}

function summaryOf(
  request: { id: string; receivedOn: string; dueOn: string; exportedAt: string; applicationsChosenBy: string },
  person: { email?: string | undefined; name?: string | undefined },
  lines: readonly string[],
  counts: { applications: number; documents: number; certificates: number; emails: number },
): string {
  return [
    'Personal data held by the authority',
    '',
    `Request ${request.id}, received ${request.receivedOn}, due ${request.dueOn}; exported ${request.exportedAt}.`,
    `The person: ${[person.name, person.email].filter(Boolean).join(', ')}.`,
    '',
    `${counts.applications} application(s), ${request.applicationsChosenBy === 'email' ? 'found by the email' : "confirmed as the person's by the Data Protection Officer"}:`,
    ...lines.map((line) => `- ${line}`),
    '',
    `data.json holds each application as the submitting agency holds it, the fields its record leaves out, the notices and emails sent, the documents' and certificates' details, the permit terms' authorised collectors and the audit rows; documents/ holds ${counts.documents} document file(s), certificates/ ${counts.certificates} permit certificate(s), emails/ the text of ${counts.emails} email(s) sent to the person.`,
    'Internal notes and documents made by the authority for its own deliberation are not personal data of the applicant and are left out.',
    '',
  ].join('\n');
}
