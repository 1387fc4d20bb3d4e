import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { addHoliday } from '../../src/clock/holiday.service.js';
import { addDays, manilaDate } from '../../src/clock/manila-time.js';
import type { Dashboard } from '../../src/dashboard/dashboard.schemas.js';
import type { DataSubjectFindings } from '../../src/privacy/data-subjects/data-subject.schemas.js';
import { readLogOf } from '../../src/privacy/read-log/read-log.js';
import type { PersonalDataReads } from '../../src/privacy/read-log/read-log.schemas.js';
import type { DataSubjectRequest } from '../../src/privacy/requests/data-subject-request.schemas.js';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { pdf } from '../helpers/sample-files.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from '../helpers/staff.js';
import { bearer, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 21 §1: the DPO finds every application, notice, document and audit row about a person (and
 * nothing of another), records their access request with its due date on the processing calendar,
 * exports their data as a ZIP and closes the request; staff reads of personal data are logged.
 */

describe.each(testDialects)('data subjects (%s)', (dialect) => {
  let files: AttachmentTestApp;
  let t: TestApp;
  let agency: string;
  let token: string;
  let dpo: StaffHeaders;
  let dpoUser: TestStaff;
  let viewer: StaffHeaders;
  let viewerUser: TestStaff;
  const nino: SubmissionReceipt[] = [];
  let other: SubmissionReceipt;

  async function submit(overrides: Parameters<typeof aSubmission>[1]): Promise<SubmissionReceipt> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, overrides),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<SubmissionReceipt>(response);
  }

  const person = {
    permiteeFirstName: 'Santiago',
    permiteeMiddleName: 'Peñafrancia',
    permiteeLastName: 'Niño',
    permiteeEmail: 'S.Nino@Example.ph',
  };

  beforeAll(async () => {
    files = await createAttachmentTestApp(dialect, 'filesystem');
    t = files.t;
    ({ agency, token } = await t.agencyWithToken());
    nino.push(await submit(person));
    nino.push(await submit({ ...person, permiteeEmail: 's.nino@example.ph' }));
    // Another person of the same family name, and one whose place (not name) is "Niño".
    other = await submit({ permiteeFirstName: 'Rosa', permiteeLastName: 'Niño', permiteeEmail: 'rosa.nino@example.ph' });
    const upload = await uploadAsAgency(
      t,
      { agency, token, application: nino[0]?.id as string },
      { fileName: 'endorsement.pdf', content: pdf('Endorsement of Niño') },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    dpoUser = await createStaff(t, { roles: ['dpo'], name: 'Data Protection Officer' });
    dpo = await loginAs(t, dpoUser);
    viewerUser = await createStaff(t, { roles: ['viewer'], name: 'Vilma Viewer' });
    viewer = await loginAs(t, viewerUser);
  });
  afterAll(async () => files?.close());

  const find = (query: string, headers: StaffHeaders = dpo) => t.app.inject({ url: `/api/v1/staff/data-subjects?${query}`, headers });

  it('finds every application of a person by email, case-blind, with their notices, documents and audit rows, and nothing of another', async () => {
    const response = await find('email=s.nino%40example.ph');
    expect(response.statusCode, response.body).toBe(200);
    const found = json<DataSubjectFindings>(response);
    expect(found.applications.map((a) => a.id)).toEqual(nino.map((r) => r.id));
    expect(found.applications[0]?.permitteeName).toBe('Santiago Peñafrancia Niño');
    expect(new Set(found.notices.map((n) => n.applicationId))).toEqual(new Set(nino.map((r) => r.id)));
    expect(found.documents.map((d) => d.fileName)).toEqual(['endorsement.pdf']);
    expect(found.auditRows.length).toBeGreaterThanOrEqual(3);
    const ids = new Set(nino.map((r) => r.id));
    expect(found.auditRows.every((row) => ids.has(row.applicationId as string))).toBe(true);
    expect(JSON.stringify(found)).not.toContain(other.id);
  });

  it('finds a person by name, accent-blind, every word a word of the name', async () => {
    const found = json<DataSubjectFindings>(await find('name=santiago%20nino'));
    expect(found.applications.map((a) => a.id)).toEqual(nino.map((r) => r.id));
    const family = json<DataSubjectFindings>(await find(`name=${encodeURIComponent('NIÑO')}`));
    expect(family.applications.map((a) => a.id).sort()).toEqual([...nino.map((r) => r.id), other.id].sort());
    const both = json<DataSubjectFindings>(await find('name=nino&email=rosa.nino%40example.ph'));
    expect(both.applications.map((a) => a.id)).toEqual([other.id]);
    const nobody = json<DataSubjectFindings>(await find('name=Atlantis'));
    expect(nobody).toEqual({ applications: [], notices: [], documents: [], auditRows: [] });
  });

  it('refuses a search that names no one (400) and every role but dpo (403)', async () => {
    expect((await find('')).statusCode).toBe(400);
    const refused = await find('email=s.nino%40example.ph', viewer);
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string }>(refused).code).toBe('not_permitted');
    const admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
    expect((await find('email=s.nino%40example.ph', admin)).statusCode).toBe(403);
  });

  it('records an access request due 30 working days later on the processing calendar', async () => {
    // Monday 2 March 2026 + 30 working days = Monday 13 April; a holiday on 1 April pushes it to the 14th.
    const date = '2026-04-01';
    await addHoliday(t.database.db, { date, name: 'Proclaimed day' }, { actor: OPERATOR_ACTOR }).catch(() => undefined);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/data-subjects/requests',
      headers: dpo,
      payload: { kind: 'access', email: 's.nino@example.ph', receivedOn: '2026-03-02', note: 'Identity checked against a passport' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = json<DataSubjectRequest>(response);
    expect(request).toMatchObject({ kind: 'access', receivedOn: '2026-03-02', status: 'open', exportedAt: null });
    const holidays = await t.database.db
      .selectFrom('holidays')
      .select('date')
      .where('date', '>=', '2026-03-02')
      .where('date', '<=', '2026-04-30')
      .where('removed_at', 'is', null)
      .execute();
    const expected = expectedDueDate('2026-03-02', 30, new Set(holidays.map((h) => h.date)));
    expect(request.dueOn).toBe(expected);
    expect(request.dueOn > '2026-04-13').toBe(true);
  });

  it('refuses a request received in the future, one that names no one, and any role but dpo', async () => {
    const post = (payload: object, headers: StaffHeaders = dpo) =>
      t.app.inject({ method: 'POST', url: '/api/v1/staff/data-subjects/requests', headers, payload });
    expect((await post({ kind: 'access', email: 'a@example.ph', receivedOn: addDays(manilaDate(new Date()), 2) })).statusCode).toBe(400);
    expect((await post({ kind: 'access' })).statusCode).toBe(400);
    expect((await post({ kind: 'portability', email: 'a@example.ph' })).statusCode).toBe(400);
    expect((await post({ kind: 'access', email: 'a@example.ph' }, viewer)).statusCode).toBe(403);
  });

  it('exports the person’s data as a ZIP of JSON, the documents and a summary, logs the reads, then closes the request', async () => {
    const created = json<DataSubjectRequest>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/data-subjects/requests',
        headers: dpo,
        payload: { kind: 'access', email: 's.nino@example.ph' },
      }),
    );
    const exported = await t.app.inject({ method: 'POST', url: `/api/v1/staff/data-subjects/requests/${created.id}/export`, headers: dpo });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    const names = Object.keys(entries).sort();
    expect(names).toContain('data.json');
    expect(names).toContain('summary.txt');
    const documentNames = names.filter((name) => name.startsWith('documents/'));
    expect(documentNames).toHaveLength(1);
    expect(Buffer.from(entries[documentNames[0] as string] as Uint8Array).equals(pdf('Endorsement of Niño'))).toBe(true);
    const data = JSON.parse(Buffer.from(entries['data.json'] as Uint8Array).toString('utf8'));
    expect(data.applications.map((a: { registrationNo: string }) => a.registrationNo)).toEqual(nino.map((r) => r.registrationNo));
    expect(data.applications[0].storedFields.permittee_gender).toBe('female');
    expect(data.applications[0].notices.length).toBeGreaterThan(0);
    const text = Buffer.from(entries['summary.txt'] as Uint8Array).toString('utf8');
    expect(text).toContain(nino[0]?.registrationNo);
    expect(text).not.toContain(other.registrationNo);
    expect(JSON.stringify(data)).not.toContain('rosa.nino');

    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['action', 'details'])
      .where('subject_id', '=', created.id)
      .orderBy('sequence')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['data_subject_request.recorded', 'data_subject_request.exported']);
    expect(JSON.stringify(audit)).not.toContain('nino');

    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/data-subjects/requests/${created.id}/close`,
      headers: dpo,
      payload: { outcome: 'Sent by email on the day' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json<DataSubjectRequest>(closed)).toMatchObject({ status: 'closed', outcome: 'Sent by email on the day', overdue: false });
    // A closed request is neither exported nor closed again.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/staff/data-subjects/requests/${created.id}/export`, headers: dpo })).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/staff/data-subjects/requests/${created.id}/close`,
          headers: dpo,
          payload: { outcome: 'again' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('refuses to export a request that is not for access (409), one that does not exist (404), and any role but dpo (403)', async () => {
    const erasure = json<DataSubjectRequest>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/data-subjects/requests',
        headers: dpo,
        payload: { kind: 'erasure', email: 's.nino@example.ph' },
      }),
    );
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/staff/data-subjects/requests/${erasure.id}/export`, headers: dpo })).statusCode,
    ).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/staff/data-subjects/requests/0190f0f0-0000-7000-8000-000000000000/export',
          headers: dpo,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/staff/data-subjects/requests/${erasure.id}/export`, headers: viewer }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/staff/data-subjects/requests', headers: viewer })).statusCode).toBe(403);
  });

  it('logs who read the person’s data (staff view, document download) and lets the DPO read the log per person', async () => {
    const id = nino[1]?.id as string;
    expect((await t.app.inject({ url: `/api/v1/staff/applications/${id}`, headers: viewer })).statusCode).toBe(200);
    const documents = await t.database.db
      .selectFrom('application_attachments')
      .select('id')
      .where('application_id', '=', nino[0]?.id as string)
      .execute();
    const download = await t.app.inject({
      url: `/api/v1/staff/applications/${nino[0]?.id}/attachments/${documents[0]?.id}/file`,
      headers: viewer,
    });
    expect(download.statusCode).toBe(200);
    // Another person's application read by the same viewer is not in this person's log.
    expect((await t.app.inject({ url: `/api/v1/staff/applications/${other.id}`, headers: viewer })).statusCode).toBe(200);
    await readLogOf(t.database.db).flush();
    const response = await t.app.inject({ url: '/api/v1/staff/data-subjects/reads?email=s.nino%40example.ph', headers: dpo });
    expect(response.statusCode, response.body).toBe(200);
    const reads = json<PersonalDataReads>(response).reads;
    const byViewer = reads.filter((read) => read.staff.id === viewerUser.id);
    expect(byViewer.map((read) => [read.what, read.applicationId]).sort()).toEqual(
      [
        ['document_download', nino[0]?.id],
        ['staff_view', id],
      ].sort(),
    );
    expect(byViewer.find((read) => read.what === 'document_download')?.detail).toBe(documents[0]?.id);
    expect(byViewer[0]?.staff.name).toBe('Vilma Viewer');
    // The earlier export is logged too, once per application.
    expect(reads.filter((read) => read.what === 'export' && read.staff.id === dpoUser.id).length).toBeGreaterThanOrEqual(2);
    expect(reads.some((read) => read.applicationId === other.id)).toBe(false);
    expect((await t.app.inject({ url: '/api/v1/staff/data-subjects/reads?email=s.nino%40example.ph', headers: viewer })).statusCode).toBe(
      403,
    );
  });

  it('shows open and overdue requests on the dashboard', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/data-subjects/requests',
      headers: dpo,
      payload: { kind: 'access', name: 'Santiago Niño', receivedOn: '2025-01-06' },
    });
    const response = await t.app.inject({ url: '/api/v1/staff/dashboard', headers: dpo });
    expect(response.statusCode, response.body).toBe(200);
    const { privacy } = json<Dashboard>(response);
    const open = json<{ requests: DataSubjectRequest[] }>(
      await t.app.inject({ url: '/api/v1/staff/data-subjects/requests?status=open', headers: dpo }),
    ).requests;
    expect(privacy.openRequests).toBe(open.length);
    expect(privacy.overdueRequests).toBe(open.filter((r) => r.overdue).length);
    expect(privacy.overdueRequests).toBeGreaterThanOrEqual(2);
    expect(open[0]?.overdue).toBe(true);
  });
});

/** The due date counted the long way: each next day that is neither a weekend nor a holiday. */
function expectedDueDate(from: string, workingDays: number, holidays: ReadonlySet<string>): string {
  let date = from;
  let left = workingDays;
  while (left > 0) {
    date = addDays(date, 1);
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6 && !holidays.has(date)) left -= 1;
  }
  return date;
}
