import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { readLogOf } from '../../src/privacy/read-log/read-log.js';
import type { PersonalDataReads } from '../../src/privacy/read-log/read-log.schemas.js';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { pdf } from '../helpers/sample-files.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from '../helpers/staff.js';
import { bearer, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 31: "who read it" names the document read (by its title), and a reader's repeated reads of
 * the same thing are one entry with how many times and when first and last.
 */

type Read = PersonalDataReads['reads'][number];

describe.each(testDialects)("who read a person's data (%s)", (dialect) => {
  let files: AttachmentTestApp;
  let t: TestApp;
  let dpo: StaffHeaders;
  let viewer: StaffHeaders;
  let viewerUser: TestStaff;
  let receipt: SubmissionReceipt;
  const documents: { id: string; title: string }[] = [];

  beforeAll(async () => {
    files = await createAttachmentTestApp(dialect, 'filesystem');
    t = files.t;
    const { agency, token } = await t.agencyWithToken();
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { permiteeFirstName: 'Lualhati', permiteeLastName: 'Bautista', permiteeEmail: 'lualhati@example.ph' }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    receipt = json<SubmissionReceipt>(submitted);
    for (const [fileName, type, title] of [
      ['form.pdf', 'application_form', 'Application form of Lualhati Bautista'],
      ['endorsement.pdf', 'endorsement_letter', 'Endorsement of the university'],
    ] as const) {
      const upload = await uploadAsAgency(
        t,
        { agency, token, application: receipt.id },
        { fileName, content: pdf(title) },
        { type, title },
      );
      expect(upload.statusCode, upload.body).toBe(201);
      documents.push({ id: json<{ id: string }>(upload).id, title });
    }
    dpo = await loginAs(t, await createStaff(t, { roles: ['dpo'] }));
    viewerUser = await createStaff(t, { roles: ['viewer'], name: 'Vilma Viewer' });
    viewer = await loginAs(t, viewerUser);
  });
  afterAll(async () => files?.close());

  const read = async (url: string) => expect((await t.app.inject({ url, headers: viewer })).statusCode).toBe(200);
  const download = (documentId: string) => read(`/api/v1/staff/applications/${receipt.id}/attachments/${documentId}/file`);

  it('names each document read by its title and collapses repeated reads into one entry with a count', async () => {
    const [passport, endorsement] = documents as [{ id: string; title: string }, { id: string; title: string }];
    for (let i = 0; i < 3; i += 1) await read(`/api/v1/staff/applications/${receipt.id}`);
    await download(passport.id);
    await download(passport.id);
    await download(endorsement.id);
    await readLogOf(t.database.db).flush();

    const response = await t.app.inject({ url: '/api/v1/staff/data-subjects/reads?email=lualhati%40example.ph', headers: dpo });
    expect(response.statusCode, response.body).toBe(200);
    const reads = json<PersonalDataReads>(response).reads.filter((entry) => entry.staff.id === viewerUser.id);
    const summary = (entry: Read) => [entry.what, entry.document?.title ?? null, entry.count];
    expect(reads.map(summary).sort()).toEqual(
      [
        ['staff_view', null, 3],
        ['document_download', passport.title, 2],
        ['document_download', endorsement.title, 1],
      ].sort(),
    );
    const views = reads.find((entry) => entry.what === 'staff_view') as Read;
    expect(views).toMatchObject({ staff: { name: 'Vilma Viewer' }, registrationNo: receipt.registrationNo, document: null });
    expect(views.firstReadAt <= views.readAt).toBe(true);
    const passportReads = reads.find((entry) => entry.document?.id === passport.id) as Read;
    expect(passportReads.document).toEqual({ id: passport.id, title: passport.title, fileName: 'form.pdf' });
    // The latest read first: the endorsement was downloaded last.
    expect(reads[0]?.document?.id).toBe(endorsement.id);
  });
});
