import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { ApplicationDetail, SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { changeApplication } from '../../src/applications/application.write.js';
import { verifyAuditChain } from '../../src/audit/audit.service.js';
import type { PermitTable } from '../../src/db/schema.js';
import type { StaffPermit } from '../../src/permits/permit.views.js';
import type { DataSubjectRequest } from '../../src/privacy/requests/data-subject-request.schemas.js';
import { addYears } from '../../src/privacy/retention/retention.rules.js';
import { aMember, type Member } from '../helpers/actions.js';
import { uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { multipart } from '../helpers/files-app.js';
import { obligationOfType, submitAsAgency } from '../helpers/obligations.js';
import { issuePermitFor, permitEnv } from '../helpers/permits.js';
import { pdf } from '../helpers/sample-files.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor } from '../helpers/workflow.js';

/**
 * Issue 21 §2: erasure reaches an issued permit's files and the applicant record. The retention job,
 * run by the operator's command on a day chosen past the permit's expiry and its five years, deletes
 * the bytes of the permit's certificate (generated and signed scan), of the agreement's signed file and
 * of the documents, keeping bytes another application still uses; every download of them answers
 * 410 `file_erased`; the permit stays verifiable without the holder's name; the applicant row goes
 * and a new submission with the same email makes a new one; the audit chain still verifies.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BIN = path.join(ROOT, 'bin', 'biopermit.js');
/** Settings the service reads: none may leak in from the outer environment. */
const SETTING =
  /^(PORT|HOST|DATABASE_URL|DATA_DIR|LOG_LEVEL|PUBLIC_BASE_URL|DATABASE_\w+|SQLITE_\w+|TOKEN_\w+|AUTH_\w+|SIGNING_\w+|FILES_\w+|S3_\w+)$/;

interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `biopermit args…` as the operator runs it, on the test's database and blob store. */
function biopermit(env: { DATABASE_URL: string; DATA_DIR: string }, ...args: string[]): Promise<CliRun> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTING.test(name)));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: ROOT, env: { ...base, LOG_LEVEL: 'silent', ...env }, timeout: 120_000, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error !== null && typeof error.code !== 'number') {
          reject(new Error(`biopermit ${args.join(' ')} did not finish: ${error.message}\n${stderr}`));
          return;
        }
        resolve({ code: error === null ? 0 : (error.code as number), stdout, stderr });
      },
    );
  });
}

describe.each(testDialects)('erasure of an issued permit’s files and of its applicant (%s)', (dialect) => {
  let t: TestApp;
  let cli: { DATABASE_URL: string; DATA_DIR: string };
  let agency: string;
  let token: string;
  let approver: Member;
  let evaluator: Member;
  let dpo: Member;
  let holder: SubmissionReceipt;
  let neighbour: SubmissionReceipt;
  let permit: PermitTable;
  let agreementId: string;
  let verifyPath: string;
  let applicantId: string;
  let keptUntil: string;
  let submissionId: string;
  const sha: Record<'generated' | 'scan' | 'agreement' | 'shared' | 'own' | 'report', string> = {
    report: '',
    generated: '',
    scan: '',
    agreement: '',
    shared: '',
    own: '',
  };
  const email = 'lorna.bautista@example.ph';
  const person = { permiteeFirstName: 'Lorna', permiteeLastName: 'Bautista', permiteeEmail: email };

  async function submit(fields: Record<string, string>): Promise<SubmissionReceipt> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, fields),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<SubmissionReceipt>(response);
  }

  async function upload(application: string, fileName: string, content: Buffer): Promise<string> {
    const response = await uploadAsAgency(t, { agency, token, application }, { fileName, content });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.database.db
      .selectFrom('application_attachments')
      .select('blob_sha256')
      .where('application_id', '=', application)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.blob_sha256 as string;
  }

  async function staffPost(who: Member, url: string, payload: object) {
    const response = await t.app.inject({ method: 'POST', url, headers: who.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return json<{ id: string }>(response);
  }

  const detailOf = async (id: string) =>
    json<ApplicationDetail>(await t.app.inject({ url: `/api/v1/external/application/${id}/agency/${agency}`, headers: bearer(token) }));

  beforeAll(async () => {
    const env = permitEnv();
    t = await createTestApp(dialect, env);
    cli = { DATABASE_URL: t.config.databaseUrl, DATA_DIR: env.DATA_DIR as string };
    ({ agency, token } = await t.agencyWithToken());
    approver = await aMember(t, ['approver']);
    evaluator = await aMember(t, ['evaluator']);
    dpo = await aMember(t, ['dpo']);

    holder = await submit(person);
    neighbour = await submit({ permiteeFirstName: 'Ramon', permiteeLastName: 'Ilagan', permiteeEmail: 'ramon.ilagan@example.ph' });
    // The same endorsement letter sent for both applications: one blob, referenced twice.
    const shared = pdf('Endorsement letter of the Dean, for both projects');
    sha.shared = await upload(holder.id, 'endorsement.pdf', shared);
    expect(await upload(neighbour.id, 'endorsement.pdf', shared)).toBe(sha.shared);
    sha.own = await upload(holder.id, 'cv-lorna-bautista.pdf', pdf('CV of Lorna Bautista'));

    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: holder.id,
      actor: aStaffActor(['approver']),
      role: 'approver',
      decide: () => ({ journal: [{ action: 'approved' }], set: { status: 'approved', decided_at: new Date().toISOString() } }),
    });
    permit = await issuePermitFor(t, holder.id, approver);
    const scan = multipart([{ name: 'file', fileName: 'scan0001.pdf', content: pdf('Signed certificate of Lorna Bautista') }]);
    const scanned = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/permits/${permit.id}/certificates`,
      headers: { ...approver.headers, ...scan.headers },
      payload: scan.payload,
    });
    expect(scanned.statusCode, scanned.body).toBe(201);
    const view = json<StaffPermit>(scanned);
    verifyPath = new URL(view.verificationUrl as string).pathname + new URL(view.verificationUrl as string).search;
    const certificates = await t.database.db
      .selectFrom('permit_certificates')
      .select(['kind', 'blob_sha256'])
      .where('permit_id', '=', permit.id)
      .execute();
    sha.generated = certificates.find((c) => c.kind === 'generated')?.blob_sha256 as string;
    sha.scan = certificates.find((c) => c.kind === 'signed_scan')?.blob_sha256 as string;

    // An obligation's submission: its file becomes a document of the application, its note names her.
    const deposit = await obligationOfType(t, { agency, token, receipt: holder, permitId: permit.id }, 'certificate_of_deposit');
    const submitted = await submitAsAgency(
      t,
      { agency, token, receipt: holder },
      deposit.id,
      { note: 'Deposited by Lorna Bautista at the National Museum.' },
      { file: { fileName: 'deposit-lorna.pdf', content: pdf('Certificate of deposit, Lorna Bautista') } },
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const submission = await t.database.db
      .selectFrom('obligation_submissions')
      .select(['id', 'attachment_ids'])
      .where('application_id', '=', holder.id)
      .executeTakeFirstOrThrow();
    submissionId = submission.id;
    const [reportId] = JSON.parse(submission.attachment_ids) as string[];
    sha.report = (
      await t.database.db
        .selectFrom('application_attachments')
        .select('blob_sha256')
        .where('id', '=', reportId as string)
        .executeTakeFirstOrThrow()
    ).blob_sha256 as string;

    ({ id: agreementId } = await staffPost(evaluator, `/api/v1/staff/applications/${holder.id}/agreements`, {
      kind: 'memorandum_of_agreement',
      title: 'Memorandum of agreement with Lorna Bautista',
    }));
    await staffPost(evaluator, `/api/v1/staff/agreements/${agreementId}/status`, { to: 'for_signature' });
    const signed = multipart([{ name: 'file', fileName: 'MOA Lorna Bautista signed.pdf', content: pdf('MOA signed by Lorna Bautista') }]);
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/agreements/${agreementId}/signed-file`,
      headers: { ...evaluator.headers, ...signed.headers },
      payload: signed.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    await staffPost(evaluator, `/api/v1/staff/agreements/${agreementId}/status`, { to: 'executed' });
    sha.agreement = (
      await t.database.db.selectFrom('agreements').select('blob_sha256').where('id', '=', agreementId).executeTakeFirstOrThrow()
    ).blob_sha256 as string;

    applicantId = (await detailOf(holder.id)).applicantId;
    keptUntil = addYears((permit.date_expired as string).slice(0, 10), 5);
    for (const hash of Object.values(sha)) expect(await t.permits.store.stat(hash)).toBeDefined();
  });
  afterAll(async () => t?.close());

  it('erases nothing while the permit is in force or its retention period runs: the command and an erasure request say why', async () => {
    const early = await biopermit(cli, 'privacy', 'run-retention', '--as-of', addYears(keptUntil, -1), '--json');
    expect(early.stderr).toBe('');
    expect(early.code).toBe(0);
    expect(JSON.parse(early.stdout)).toMatchObject({ anonymised: [], failed: 0 });

    const badDay = await biopermit(cli, 'privacy', 'run-retention', '--as-of', 'next-year');
    expect(badDay).toMatchObject({ code: 1, stdout: '' });
    expect(badDay.stderr).toContain('--as-of must be a date');

    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/data-subjects/requests',
      headers: dpo.headers,
      payload: { kind: 'erasure', email },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const request = json<DataSubjectRequest>(recorded);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/data-subjects/requests/${request.id}/erase`,
      headers: dpo.headers,
    });
    expect(refused.statusCode, refused.body).toBe(409);
    const problem = json<{ code: string; applications: { registrationNo: string; reason: string; keptUntil: string }[] }>(refused);
    expect(problem.code).toBe('retention_not_passed');
    expect(problem.applications).toEqual([
      { registrationNo: holder.registrationNo, reason: expect.stringContaining(`permit ${permit.permit_no}`), keptUntil },
    ]);

    for (const hash of Object.values(sha)) expect(await t.permits.store.stat(hash)).toBeDefined();
    const download = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
    expect(download.statusCode).toBe(200);
  });

  it('deletes the bytes of the certificate, the signed scan, the agreement and the documents once it has passed, keeping bytes another application uses', async () => {
    const run = await biopermit(cli, 'privacy', 'run-retention', '--as-of', keptUntil);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`1 anonymised (${holder.registrationNo})`);

    for (const hash of [sha.generated, sha.scan, sha.agreement, sha.own, sha.report]) {
      expect(await t.permits.store.stat(hash)).toBeUndefined();
    }
    expect(await t.permits.store.stat(sha.shared)).toBeDefined();

    // The rows stay and say so; the permit keeps its number, status and dates.
    const certificates = await t.database.db
      .selectFrom('permit_certificates')
      .selectAll()
      .where('permit_id', '=', permit.id)
      .orderBy('created_at')
      .execute();
    expect(certificates).toHaveLength(2);
    for (const certificate of certificates) {
      expect(certificate.blob_sha256).toBeNull();
      expect(certificate.erased_at).not.toBeNull();
      expect(certificate.file_size).toBeGreaterThan(0);
    }
    const kept = await t.database.db.selectFrom('permits').selectAll().where('id', '=', permit.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      permit_no: permit.permit_no,
      status: permit.status,
      date_issued: permit.date_issued,
      date_expired: permit.date_expired,
    });
    const agreement = await t.database.db.selectFrom('agreements').selectAll().where('id', '=', agreementId).executeTakeFirstOrThrow();
    expect(agreement).toMatchObject({ blob_sha256: null, file_name: '[erased]', status: 'executed', kind: 'memorandum_of_agreement' });
    expect(agreement.title).toMatch(/^Memorandum of agreement with \[erased\]/);
    expect(agreement.title).not.toMatch(/Lorna|Bautista/i);
    expect(agreement.erased_at).not.toBeNull();
    const submission = await t.database.db
      .selectFrom('obligation_submissions')
      .select(['note', 'status'])
      .where('id', '=', submissionId)
      .executeTakeFirstOrThrow();
    expect(submission).toEqual({ note: 'Deposited by [erased] [erased] at the National Museum.', status: 'submitted' });

    // What the agency reads names nobody; what staff read lists the erased files with when they went.
    const detail = await detailOf(holder.id);
    expect(JSON.stringify(detail)).not.toMatch(/Lorna|Bautista/i);
    expect(detail.gp.map((p) => p.permitNo)).toEqual([permit.permit_no]);
    const staffView = json<StaffPermit>(await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}`, headers: approver.headers }));
    expect(staffView.certificates.map((c) => [c.kind, c.erasedAt !== null, c.size > 0])).toEqual([
      ['generated', true, true],
      ['signed_scan', true, true],
    ]);
  });

  it('answers 410 file_erased to every download of an erased file, staff’s and the agency’s, and still serves the other application’s copy', async () => {
    const attachments = await t.database.db
      .selectFrom('application_attachments')
      .select(['id', 'application_id', 'erased_at'])
      .where('application_id', 'in', [holder.id, neighbour.id])
      .execute();
    const erasedDocuments = attachments.filter((a) => a.application_id === holder.id);
    expect(erasedDocuments).toHaveLength(3);
    const erasedDocument = erasedDocuments[0]?.id as string;
    const neighbourDocument = attachments.find((a) => a.application_id === neighbour.id)?.id as string;
    const certificateIds = await t.database.db.selectFrom('permit_certificates').select('id').where('permit_id', '=', permit.id).execute();
    const gone = [
      { url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers },
      ...certificateIds.map(({ id }) => ({ url: `/api/v1/staff/permits/${permit.id}/certificates/${id}`, headers: approver.headers })),
      {
        url: `/api/v1/external/application/${holder.registrationNo}/agency/${agency}/permits/${permit.id}/certificate`,
        headers: bearer(token),
      },
      {
        url: `/api/v1/external/application/${holder.registrationNo}/agency/${agency}/agreements/${agreementId}/file`,
        headers: bearer(token),
      },
      { url: `/api/v1/staff/applications/${holder.id}/attachments/${erasedDocument}/file`, headers: approver.headers },
      {
        url: `/api/v1/external/application/${holder.registrationNo}/agency/${agency}/attachments/${erasedDocument}/file`,
        headers: bearer(token),
      },
    ];
    for (const request of gone) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(410);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(json<{ code: string; detail: string }>(response)).toMatchObject({
        code: 'file_erased',
        detail: expect.stringContaining('erased on'),
      });
    }
    const audited = await t.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('action', '=', 'permit.certificate_downloaded')
      .where('subject_id', '=', permit.id)
      .execute();
    // Only the download made before the erasure was logged: nothing was read afterwards.
    expect(audited).toHaveLength(1);

    const neighbours = await t.app.inject({
      url: `/api/v1/external/application/${neighbour.registrationNo}/agency/${agency}/attachments/${neighbourDocument}/file`,
      headers: bearer(token),
    });
    expect(neighbours.statusCode).toBe(200);
    expect(neighbours.rawPayload.equals(pdf('Endorsement letter of the Dean, for both projects'))).toBe(true);
  });

  it('keeps the permit verifiable on the public page, without the holder’s name', async () => {
    const answer = await t.app.inject({ url: verifyPath, headers: { accept: 'application/json' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json<Record<string, unknown>>(answer)).toMatchObject({ permitNo: permit.permit_no, holderName: '[erased]' });
    const page = await t.app.inject({ url: verifyPath, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(permit.permit_no);
    expect(page.body).toContain('[erased]');
    expect(page.body).not.toMatch(/Lorna|Bautista/i);
  });

  it('erases the permit’s credential, which names the holder: its row keeps the status index, the agency’s VC download is a 404', async () => {
    const row = await t.database.db
      .selectFrom('permit_credentials')
      .selectAll()
      .where('permit_id', '=', permit.id)
      .executeTakeFirstOrThrow();
    expect(row.credential).toBe('');
    expect(row.status_index).toEqual(expect.any(Number));
    const url = `/api/v1/external/application/${holder.registrationNo}/agency/${agency}/permits/${permit.permit_no}/credential`;
    const vc = await t.app.inject({ url, headers: bearer(token) });
    expect(vc.statusCode).toBe(404);
    expect(vc.body).not.toMatch(/Lorna|Bautista/i);
  });

  it('drops the applicant record, points the application at the agency’s erased applicant, and a new submission makes a new applicant', async () => {
    const rows = await t.database.db.selectFrom('applicants').selectAll().where('agency_code', '=', agency).execute();
    expect(rows.find((row) => row.id === applicantId)).toBeUndefined();
    expect(rows.some((row) => row.email_normalized === email)).toBe(false);
    const erasedApplicant = rows.find((row) => row.email_normalized === '[erased]');
    expect(erasedApplicant).toBeDefined();
    const application = await t.database.db
      .selectFrom('applications')
      .select('applicant_id')
      .where('id', '=', holder.id)
      .executeTakeFirstOrThrow();
    expect(application.applicant_id).toBe(erasedApplicant?.id);
    expect((await detailOf(holder.id)).applicantId).toBe(erasedApplicant?.id);
    // The neighbour's applicant is untouched.
    expect((await detailOf(neighbour.id)).applicantId).not.toBe(erasedApplicant?.id);

    const again = await submit(person);
    const detail = await detailOf(again.id);
    expect(detail.email).toBe(email);
    expect(detail.applicantId).not.toBe(applicantId);
    expect(detail.applicantId).not.toBe(erasedApplicant?.id);
  });

  it('leaves the audit chain intact: `biopermit audit verify` passes', async () => {
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
    const verified = await biopermit(cli, 'audit', 'verify');
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
  });
});
