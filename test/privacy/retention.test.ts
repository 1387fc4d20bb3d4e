import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { recordAuditEvent } from '../../src/audit/audit.repository.js';
import type { AuditPage } from '../../src/audit/audit.schemas.js';
import { verifyAuditChain } from '../../src/audit/audit.service.js';
import { systemActor } from '../../src/auth/actor.js';
import { manilaDate } from '../../src/clock/manila-time.js';
import type { DataSubjectFindings } from '../../src/privacy/data-subjects/data-subject.schemas.js';
import type { DataSubjectRequest } from '../../src/privacy/requests/data-subject-request.schemas.js';
import { runRetention } from '../../src/privacy/retention/retention.job.js';
import { addYears } from '../../src/privacy/retention/retention.rules.js';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { pdf } from '../helpers/sample-files.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 21 §2: the retention job, on a day the test chooses (the controllable clock), anonymises an
 * application past its retention period: the permittee's fields, the documents' bytes and the
 * audit trail's personal values (their key destroyed) go, statistics stay, and `audit verify` still
 * passes. An erasure request is refused with the legal reason while the period runs.
 */

describe.each(testDialects)('retention and erasure (%s)', (dialect) => {
  let files: AttachmentTestApp;
  let t: TestApp;
  let agency: string;
  let token: string;
  let dpo: StaffHeaders;
  let admin: StaffHeaders;
  let withdrawn: SubmissionReceipt;
  let inProcess: SubmissionReceipt;
  let documentSha: string;
  const email = 'juana.delacruz@example.ph';
  const person = { permiteeFirstName: 'Juana', permiteeLastName: 'Dela Cruz', permiteeEmail: email };

  async function submit(): Promise<SubmissionReceipt> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, person),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<SubmissionReceipt>(response);
  }

  beforeAll(async () => {
    files = await createAttachmentTestApp(dialect, 'filesystem');
    t = files.t;
    ({ agency, token } = await t.agencyWithToken());
    withdrawn = await submit();
    inProcess = await submit();
    const upload = await uploadAsAgency(
      t,
      { agency, token, application: withdrawn.id },
      { fileName: 'cv.pdf', content: pdf('CV of Juana') },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: `/api/v1/external/application/${withdrawn.registrationNo}/agency/${agency}/withdrawal`,
      headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      payload: JSON.stringify({ reason: 'Project postponed.' }),
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    // A personal value in an audit row, as a rectification writes one: stored encrypted.
    await recordAuditEvent(t.database.db, {
      actor: systemActor('test'),
      action: 'application.personal_data_corrected',
      subjectType: 'application',
      subjectId: withdrawn.id,
      before: { permitteeEmail: 'juana.old@example.ph' },
      after: { permitteeEmail: email },
    });
    const attachment = await t.database.db
      .selectFrom('application_attachments')
      .select('blob_sha256')
      .where('application_id', '=', withdrawn.id)
      .executeTakeFirstOrThrow();
    documentSha = attachment.blob_sha256 as string;
    dpo = await loginAs(t, await createStaff(t, { roles: ['dpo'] }));
    admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
  });
  afterAll(async () => files?.close());

  const rawAuditText = async (applicationId: string) =>
    (await t.database.db.selectFrom('audit_events').selectAll().where('application_id', '=', applicationId).execute())
      .map((row) => `${row.details} ${row.before_state} ${row.after_state}`)
      .join('\n');

  const auditOf = async (applicationId: string) => {
    const response = await t.app.inject({ url: `/api/v1/staff/applications/${applicationId}/audit?limit=200`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return json<AuditPage>(response).items;
  };

  it('stores the personal values of audit rows encrypted, and shows them decrypted to staff', async () => {
    const raw = await rawAuditText(withdrawn.id);
    expect(raw).not.toContain('juana.old@example.ph');
    expect(raw).toContain('pd:v1:');
    const corrected = (await auditOf(withdrawn.id)).find((row) => row.action === 'application.personal_data_corrected');
    expect(corrected?.before).toEqual({ permitteeEmail: 'juana.old@example.ph' });
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
  });

  it('refuses an erasure request while the retention period runs, with the legal reason, erasing nothing', async () => {
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/data-subjects/requests',
      headers: dpo,
      payload: { kind: 'erasure', email },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const request = json<DataSubjectRequest>(recorded);
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/staff/data-subjects/requests/${request.id}/erase`, headers: dpo });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    const problem = json<{
      code: string;
      detail: string;
      applications: { registrationNo: string; reason: string; keptUntil: string | null }[];
    }>(refused);
    expect(problem.code).toBe('retention_not_passed');
    expect(problem.applications.map((a) => a.registrationNo).sort()).toEqual([withdrawn.registrationNo, inProcess.registrationNo].sort());
    expect(problem.applications.find((a) => a.registrationNo === inProcess.registrationNo)?.reason).toContain('still in process');
    expect(problem.applications.find((a) => a.registrationNo === withdrawn.registrationNo)?.keptUntil).toBe(
      addYears(manilaDate(new Date()), 5),
    );
    const row = await t.database.db
      .selectFrom('applications')
      .select('permittee_email')
      .where('id', '=', withdrawn.id)
      .executeTakeFirstOrThrow();
    expect(row.permittee_email).toBe(email);
  });

  it('leaves everything before the period ends, and anonymises the withdrawn application once it has', async () => {
    const actor = systemActor('privacy-retention');
    const deps = { db: t.database.db, store: files.blobs.store, actions: ACTION_REGISTRY };
    const today = manilaDate(new Date());
    const early = await runRetention(deps, actor, addYears(today, 4));
    expect(early.anonymised).toEqual([]);
    expect(await files.blobs.store.stat(documentSha)).toBeDefined();

    const run = await runRetention(deps, actor, addYears(today, 5));
    expect(run).toMatchObject({ anonymised: [withdrawn.registrationNo], failed: 0 });

    // The permittee's fields and the renderings: a marker; the in-process application untouched.
    const rows = await t.database.db
      .selectFrom('applications')
      .select(['id', 'permittee_first_name', 'permittee_last_name', 'permittee_email', 'detail_json', 'list_json', 'status'])
      .where('id', 'in', [withdrawn.id, inProcess.id])
      .execute();
    const erased = rows.find((r) => r.id === withdrawn.id);
    expect(erased).toMatchObject({ permittee_first_name: '[erased]', permittee_last_name: '[erased]', permittee_email: '[erased]' });
    expect(`${erased?.detail_json}${erased?.list_json}`).not.toMatch(/Juana|Dela Cruz|juana/i);
    expect(rows.find((r) => r.id === inProcess.id)?.permittee_email).toBe(email);

    // Statistics stay: status, places, species, dates.
    expect(erased?.status).toBe('withdrawn');
    const places = await t.database.db
      .selectFrom('application_locations')
      .select('id')
      .where('application_id', '=', withdrawn.id)
      .execute();
    const species = await t.database.db
      .selectFrom('application_resources')
      .select('id')
      .where('application_id', '=', withdrawn.id)
      .execute();
    expect(places.length).toBeGreaterThan(0);
    expect(species.length).toBeGreaterThan(0);

    // The document's bytes are gone from the store; its row says so.
    expect(await files.blobs.store.stat(documentSha)).toBeUndefined();
    const document = await t.database.db
      .selectFrom('application_attachments')
      .select(['blob_sha256', 'erased_at', 'file_name'])
      .where('application_id', '=', withdrawn.id)
      .executeTakeFirstOrThrow();
    expect(document).toMatchObject({ blob_sha256: null, file_name: '[erased]' });
    expect(document.erased_at).not.toBeNull();

    // The audit chain still verifies; the erased values cannot be read, not even from the rows.
    expect((await verifyAuditChain(t.database.db)).ok).toBe(true);
    const raw = await rawAuditText(withdrawn.id);
    expect(raw).not.toMatch(/juana/i);
    const key = await t.database.db
      .selectFrom('data_subject_keys')
      .selectAll()
      .where('application_id', '=', withdrawn.id)
      .executeTakeFirstOrThrow();
    expect(key.key_material).toBeNull();
    expect(key.destroyed_by).toBe('retention');
    const corrected = (await auditOf(withdrawn.id)).find((row) => row.action === 'application.personal_data_corrected');
    expect(corrected?.before).toEqual({ permitteeEmail: '[erased]' });
    expect(corrected?.after).toEqual({ permitteeEmail: '[erased]' });

    // The DPO's search by the email finds the other application only.
    const found = await t.app.inject({ url: `/api/v1/staff/data-subjects?email=${encodeURIComponent(email)}`, headers: dpo });
    expect(json<DataSubjectFindings>(found).applications.map((a) => a.id)).toEqual([inProcess.id]);

    // The person's applicant row stays for the application still in process; the anonymised one points at
    // the agency's erased applicant, a row with no personal data.
    const applicants = await t.database.db.selectFrom('applicants').selectAll().where('agency_code', '=', agency).execute();
    const pointers = await t.database.db
      .selectFrom('applications')
      .select(['id', 'applicant_id'])
      .where('id', 'in', [withdrawn.id, inProcess.id])
      .execute();
    expect(pointers.find((p) => p.id === inProcess.id)?.applicant_id).toBe(applicants.find((a) => a.email_normalized === email)?.id);
    expect(pointers.find((p) => p.id === withdrawn.id)?.applicant_id).toBe(applicants.find((a) => a.email_normalized === '[erased]')?.id);

    // A second run has nothing left to do.
    expect((await runRetention(deps, actor, addYears(today, 5))).anonymised).toEqual([]);
  });
});
