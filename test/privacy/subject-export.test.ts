import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { changeApplication } from '../../src/applications/application.write.js';
import { eraseCertificateFiles } from '../../src/permits/permit.repository.js';
import { readLogOf } from '../../src/privacy/read-log/read-log.js';
import type { DataSubjectRequest } from '../../src/privacy/requests/data-subject-request.schemas.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { composeMail } from '../helpers/mail.js';
import { issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor } from '../helpers/workflow.js';

/**
 * Issue 31: the access export is of the person's applications only. A name is shared (here six
 * applications of four people named Maria Santos): a request that gives only a name finds candidates
 * the DPO chooses from, and is refused without that choice; the email is a strong identifier. The ZIP
 * holds the permits' certificates (unless erased) and the emails sent to the person.
 */

interface ExportedApplication {
  registrationNo: string;
  emails: { to: string; subject: string; inThisArchive: string }[];
  certificates: { permitNo: string; erasedAt: string | null; inThisArchive: string | null }[];
  authorisedCollectors: { termsVersion: number; termsStatus: string; role: string; name: string; identification: string | null }[];
}
interface Exported {
  request: { applicationsChosenBy: string };
  applications: ExportedApplication[];
}

describe.each(testDialects)('the access export (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let token: string;
  let dpo: StaffHeaders;
  let approver: Member;
  /** Maria Santos of maria.a@…: three applications, two with a permit (one certificate erased). */
  const mariaA: SubmissionReceipt[] = [];
  /** Three other people named Maria Santos. */
  const others: SubmissionReceipt[] = [];
  let stranger: SubmissionReceipt;

  async function submit(first: string, last: string, email: string): Promise<SubmissionReceipt> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeFirstName: first, permiteeLastName: last, permiteeEmail: email }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<SubmissionReceipt>(response);
  }

  async function withPermit(receipt: SubmissionReceipt): Promise<void> {
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: receipt.id,
      actor: aStaffActor(['approver']),
      role: 'approver',
      decide: () => ({ journal: [{ action: 'approved' }], set: { status: 'approved', decided_at: new Date().toISOString() } }),
    });
    await issuePermitFor(t, receipt.id, approver);
  }

  /** The agency proposes terms naming an assistant collector (issue 28 §1): personal data of the application. */
  async function proposeAnAssistant(receipt: SubmissionReceipt): Promise<void> {
    const detail = await t.app.inject({
      url: `/api/v1/external/application/${receipt.registrationNo}/agency/${agency}`,
      headers: bearer(token),
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const { locations, resources } = json<{ locations: { id: string }[]; resources: { scientificName: string }[] }>(detail);
    const sent = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/external/application/${receipt.registrationNo}/agency/${agency}/proposed-terms`,
      headers: bearer(token),
      payload: {
        lines: [{ locationId: locations[0]?.id, scientificName: resources[0]?.scientificName, quantity: 4, unit: 'grams' }],
        collectors: [{ role: 'assistant', name: 'Benigno Tuazon', affiliation: 'UP Diliman', identification: 'UMID 0028-7654321-0' }],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
  }

  const record = async (payload: object) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/staff/data-subjects/requests', headers: dpo, payload });
    expect(response.statusCode, response.body).toBe(201);
    return json<DataSubjectRequest>(response);
  };
  const exportOf = (id: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/data-subjects/requests/${id}/export`,
      headers: dpo,
      ...(payload === undefined ? {} : { payload }),
    });
  const unzip = (body: Buffer) => unzipSync(new Uint8Array(body));
  const dataOf = (entries: Record<string, Uint8Array>) =>
    JSON.parse(Buffer.from(entries['data.json'] as Uint8Array).toString('utf8')) as Exported;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    ({ agency, token } = await t.agencyWithToken());
    // The agency's contact gets a copy of each notice: not an email to the person.
    await t.database.db.updateTable('agencies').set({ contact_email: 'records@agency.example.ph' }).where('code', '=', agency).execute();
    approver = await aMember(t, ['approver']);
    dpo = await loginAs(t, await createStaff(t, { roles: ['dpo'], name: 'Dolores Pascual' }));
    for (let i = 0; i < 3; i += 1) mariaA.push(await submit('Maria', 'Santos', 'maria.a@example.ph'));
    others.push(await submit('Maria', 'Santos', 'maria.b@example.ph'));
    others.push(await submit('Maria', 'Santos', 'maria.c@example.ph'));
    others.push(await submit('María', 'Santos', 'maria.d@example.ph'));
    stranger = await submit('Jose', 'Rizal', 'jose@example.ph');
    await withPermit(mariaA[0] as SubmissionReceipt);
    await withPermit(mariaA[1] as SubmissionReceipt);
    await eraseCertificateFiles(t.database.db, mariaA[1]?.id as string, new Date().toISOString());
    await proposeAnAssistant(mariaA[2] as SubmissionReceipt);
    // The emails these changes called for, composed as the service's mail-compose job would have by now.
    await composeMail(t.database.db);
  });
  afterAll(async () => t?.close());

  it('refuses to export a request that gives only a name without the DPO’s choice, and stores nothing', async () => {
    const request = await record({ kind: 'access', name: 'Maria Santos' });
    const refused = await exportOf(request.id);
    expect(refused.statusCode, refused.body).toBe(400);
    const problem = json<{ code: string; detail: string; errors: { pointer: string; detail: string }[] }>(refused);
    expect(problem.code).toBe('validation_failed');
    expect(problem.detail).toContain('choose their applications among the 6 found by the name');
    expect(problem.errors).toEqual([{ pointer: '/applicationIds', detail: 'is required when the request gives no email' }]);

    const stored = await t.database.db
      .selectFrom('data_subject_requests')
      .select('exported_at')
      .where('id', '=', request.id)
      .executeTakeFirst();
    expect(stored?.exported_at).toBeNull();
    const audit = await t.database.db.selectFrom('audit_events').select('action').where('subject_id', '=', request.id).execute();
    expect(audit.map((row) => row.action)).toEqual(['data_subject_request.recorded']);
    await readLogOf(t.database.db).flush();
    const reads = await t.database.db.selectFrom('personal_data_reads').select('id').where('detail', '=', request.id).execute();
    expect(reads).toEqual([]);
  });

  it('refuses a chosen application the request does not find, naming it', async () => {
    const request = await record({ kind: 'access', name: 'Maria Santos' });
    const refused = await exportOf(request.id, { applicationIds: [mariaA[0]?.id, stranger.id] });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(refused).errors.map((e) => e.pointer)).toEqual(['/applicationIds/1']);
    expect((await exportOf(request.id, { applicationIds: [] })).statusCode).toBe(400);
    expect((await exportOf(request.id, { applicationIds: ['not-a-uuid'] })).statusCode).toBe(400);
  });

  it('exports only the applications the DPO chose among those the name finds', async () => {
    const request = await record({ kind: 'access', name: 'Maria Santos' });
    const chosen = mariaA.map((receipt) => receipt.id);
    const exported = await exportOf(request.id, { applicationIds: chosen });
    expect(exported.statusCode, exported.body).toBe(200);
    const entries = unzip(exported.rawPayload);
    const data = dataOf(entries);
    expect(data.request.applicationsChosenBy).toBe('dpo');
    expect(data.applications.map((a) => a.registrationNo)).toEqual(mariaA.map((receipt) => receipt.registrationNo));
    const text = JSON.stringify(data) + Buffer.from(entries['summary.txt'] as Uint8Array).toString('utf8');
    for (const address of ['maria.b@', 'maria.c@', 'maria.d@']) expect(text).not.toContain(address);
    expect(Buffer.from(entries['summary.txt'] as Uint8Array).toString('utf8')).toContain(
      "3 application(s), confirmed as the person's by the Data Protection Officer",
    );
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('details')
      .where('subject_id', '=', request.id)
      .where('action', '=', 'data_subject_request.exported')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details as string)).toMatchObject({ applications: 3, chosenByDpo: true });
  });

  it('exports by the email without a choice: the certificate not erased and the emails sent to the person', async () => {
    const request = await record({ kind: 'access', email: 'maria.a@example.ph' });
    const exported = await exportOf(request.id);
    expect(exported.statusCode, exported.body).toBe(200);
    const entries = unzip(exported.rawPayload);
    const data = dataOf(entries);
    expect(data.request.applicationsChosenBy).toBe('email');
    expect(data.applications.map((a) => a.registrationNo)).toEqual(mariaA.map((receipt) => receipt.registrationNo));

    // The terms' collectors: the permit's holder (issued from the submission), the agency's proposed assistant.
    expect(data.applications[0]?.authorisedCollectors).toEqual([
      expect.objectContaining({ termsVersion: 1, termsStatus: 'issued', role: 'holder', name: expect.stringContaining('Santos') }),
    ]);
    expect(data.applications[2]?.authorisedCollectors).toEqual([
      expect.objectContaining({
        termsVersion: 0,
        termsStatus: 'proposed',
        role: 'assistant',
        name: 'Benigno Tuazon',
        identification: 'UMID 0028-7654321-0',
      }),
    ]);
    expect(Buffer.from(entries['summary.txt'] as Uint8Array).toString('utf8')).toContain("the permit terms' authorised collectors");

    const [withCertificate, erased] = data.applications;
    expect(withCertificate?.certificates).toHaveLength(1);
    const certificate = withCertificate?.certificates[0];
    expect(certificate?.inThisArchive).toMatch(/^certificates\//);
    expect(
      Buffer.from(entries[certificate?.inThisArchive as string] as Uint8Array)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(erased?.certificates).toHaveLength(1);
    expect(erased?.certificates[0]).toMatchObject({ inThisArchive: null });
    expect(erased?.certificates[0]?.erasedAt).not.toBeNull();
    expect(Object.keys(entries).filter((name) => name.startsWith('certificates/'))).toHaveLength(1);

    // Every email addressed to the person, none of the agency's copies.
    for (const application of data.applications) {
      expect(application.emails.length).toBeGreaterThan(0);
      expect(new Set(application.emails.map((email) => email.to))).toEqual(new Set(['maria.a@example.ph']));
      const received = application.emails.find((email) => email.subject.includes('received'));
      expect(received, JSON.stringify(application.emails.map((e) => e.subject))).toBeDefined();
      const file = Buffer.from(entries[received?.inThisArchive as string] as Uint8Array).toString('utf8');
      expect(file).toContain('To: maria.a@example.ph');
      expect(file).toContain(`Subject: ${received?.subject}`);
    }
    expect(JSON.stringify(data)).not.toContain('records@agency.example.ph');
    const summary = Buffer.from(entries['summary.txt'] as Uint8Array).toString('utf8');
    expect(summary).toContain('3 application(s), found by the email');
    expect(summary).toContain('certificates/ 1 permit certificate(s)');
  });
});
