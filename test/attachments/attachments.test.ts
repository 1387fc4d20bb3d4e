import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { AgencyAttachment, ApplicationDetail, ApplicationListItem, Attachment } from '../../src/applications/application.schemas.js';
import { changeApplication } from '../../src/applications/application.write.js';
import type { StaffAttachment, StaffAttachments } from '../../src/attachments/attachment.schemas.js';
import {
  type AttachmentTestApp,
  createAttachmentTestApp,
  externalAttachmentsPath,
  PUBLIC_BASE_URL,
  pathOf,
  uploadAsAgency,
  uploadAsStaff,
} from '../helpers/attachments.js';
import { blobStoreKinds } from '../helpers/blob-stores.js';
import { testDialects } from '../helpers/databases.js';
import { multipart } from '../helpers/files-app.js';
import { pdf, png, windowsExecutable } from '../helpers/sample-files.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, json } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication, externalDetail } from '../helpers/workflow.js';

const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));
/** The attachment object of the spec (list and detail), field by field. */
const SPEC_ATTACHMENT_FIELDS = ['description', 'fileExtension', 'fileName', 'id', 'status', 'title', 'url'];
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest();

describe.each(combinations)('attachments (%s, %s store)', (dialect, kind) => {
  let x: AttachmentTestApp;
  let intake: StaffHeaders;
  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, kind, { UPLOAD_LIMIT_BYTES: '4096' });
    intake = await loginAs(x.t, await createStaff(x.t, { roles: ['intake'] }));
  });
  afterAll(async () => x?.close());

  async function submitted() {
    const { agency, token, receipt } = await aSubmittedApplication(x.t);
    return { agency, token, application: receipt.registrationNo, id: receipt.id };
  }

  async function staffList(id: string): Promise<StaffAttachments> {
    const response = await x.t.app.inject({ url: `/api/v1/staff/applications/${id}/attachments`, headers: intake });
    expect(response.statusCode).toBe(200);
    return json<StaffAttachments>(response);
  }

  it('records an agency upload: absolute link, both renderings, journal and audit', async () => {
    const who = await submitted();
    const content = pdf('Endorsement of the Dean, ñ');
    const response = await uploadAsAgency(
      x.t,
      who,
      { fileName: 'endorsement.pdf', content },
      {
        type: 'endorsement_letter',
        title: 'Endorsement of the Dean',
        description: 'Signed 12 November 2026',
      },
    );
    expect(response.statusCode).toBe(201);
    const attachment = json<Attachment>(response);
    expect(attachment).toMatchObject({
      type: 'endorsement_letter',
      title: 'Endorsement of the Dean',
      fileName: 'endorsement.pdf',
      fileExtension: 'pdf',
      description: 'Signed 12 November 2026',
      status: 'uploaded',
    });
    expect(attachment.url).toBe(
      `${PUBLIC_BASE_URL}/api/v1/external/application/${who.application}/agency/${who.agency}/attachments/${attachment.id}/file`,
    );

    // The records carry the spec's attachment object, exactly its fields; the upload's answer adds `type`.
    const { type: _type, ...listed } = attachment as AgencyAttachment;
    const detail = await externalDetail(x.t, who.agency, who.token, who.application);
    expect(detail.attachments).toEqual([listed]);
    const list = await x.t.app.inject({ url: `/api/v1/external/application/agency/${who.agency}`, headers: bearer(who.token) });
    const [item] = json<ApplicationListItem[]>(list);
    expect(item?.attachments).toEqual([listed]);
    expect(Object.keys(item?.attachments?.[0] ?? {}).sort()).toEqual(SPEC_ATTACHMENT_FIELDS);
    expect(Object.keys(detail.attachments[0] ?? {}).sort()).toEqual(SPEC_ATTACHMENT_FIELDS);

    const { db } = x.t.database;
    const journal = await db
      .selectFrom('application_journal')
      .selectAll()
      .where('application_id', '=', who.id)
      .orderBy('sequence')
      .execute();
    expect(journal.map((entry) => entry.action)).toEqual(['submitted', 'document_uploaded']);
    expect(JSON.parse(journal[1]?.payload ?? '{}')).toMatchObject({
      attachmentId: attachment.id,
      type: 'endorsement_letter',
      size: content.length,
    });
    const audit = await db.selectFrom('audit_events').select(['action', 'actor_kind']).where('application_id', '=', who.id).execute();
    expect(audit).toContainEqual({ action: 'application.document_uploaded', actor_kind: 'agency' });
  });

  it("gives each reader a url that downloads for them: the agency's with its token, the staff view's with the session", async () => {
    const who = await submitted();
    const content = pdf('Both ways');
    const uploaded = json<Attachment>(await uploadAsAgency(x.t, who, { fileName: 'both.pdf', content }));
    const agencyCopy = await x.t.app.inject({ url: pathOf(uploaded.url), headers: bearer(who.token) });
    expect([agencyCopy.statusCode, agencyCopy.rawPayload.equals(content)]).toEqual([200, true]);

    const view = await x.t.app.inject({ url: `/api/v1/staff/applications/${who.id}`, headers: intake });
    expect(view.statusCode).toBe(200);
    const record = json<{ application: ApplicationDetail }>(view).application;
    const listed = record.attachments.find((a) => a.id === uploaded.id);
    expect(listed?.url).toBe(`${PUBLIC_BASE_URL}/api/v1/staff/applications/${who.id}/attachments/${uploaded.id}/file`);
    const staffCopy = await x.t.app.inject({ url: pathOf(listed?.url as string), headers: intake });
    expect([staffCopy.statusCode, staffCopy.rawPayload.equals(content)]).toEqual([200, true]);
  });

  it('sends the file back to the agency with ETag, Content-Digest, a safe Content-Disposition, ranges and 304', async () => {
    const who = await submitted();
    const content = pdf('Research proposal');
    const uploaded = json<Attachment>(
      await uploadAsAgency(
        x.t,
        who,
        { fileName: 'Panukala sa Pananaliksik ñ.pdf', content },
        { type: 'research_proposal', title: 'Proposal' },
      ),
    );
    const url = pathOf(uploaded.url);
    const whole = await x.t.app.inject({ url, headers: bearer(who.token) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-digest']).toBe(`sha-256=:${sha256(content).toString('base64')}:`);
    expect(whole.headers.etag).toBe(`"sha256-${sha256(content).toString('hex')}"`);
    expect(whole.headers['content-disposition']).toBe(
      `attachment; filename="Panukala sa Pananaliksik n.pdf"; filename*=UTF-8''Panukala%20sa%20Pananaliksik%20%C3%B1.pdf`,
    );

    const part = await x.t.app.inject({ url, headers: { ...bearer(who.token), range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-1.7');
    expect(part.headers['content-range']).toBe(`bytes 0-7/${content.length}`);

    const again = await x.t.app.inject({ url, headers: { ...bearer(who.token), 'if-none-match': String(whole.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const beyond = await x.t.app.inject({ url, headers: { ...bearer(who.token), range: `bytes=${content.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('supersedes the older file of a type with a newer one, in the renderings and the staff list', async () => {
    const who = await submitted();
    const first = json<Attachment>(await uploadAsAgency(x.t, who, { fileName: 'v1.pdf', content: pdf('one') }));
    const second = json<Attachment>(await uploadAsAgency(x.t, who, { fileName: 'v2.pdf', content: pdf('two') }));
    const detail = await externalDetail(x.t, who.agency, who.token, who.application);
    expect(detail.attachments.map((a) => [a.id, a.status])).toEqual([
      [first.id, 'superseded'],
      [second.id, 'uploaded'],
    ]);
    const staff = await staffList(who.id);
    expect(staff.attachments.find((a) => a.id === first.id)?.supersededBy).toBe(second.id);
    expect(staff.checklist.find((item) => item.type === 'endorsement_letter')).toMatchObject({
      state: 'uploaded',
      attachmentId: second.id,
    });
  });

  it('keeps a staff upload marked internal from the agency: not listed, not in the detail, not downloadable', async () => {
    const who = await submitted();
    const response = await uploadAsStaff(
      x.t,
      intake,
      who.id,
      { fileName: 'ncip.pdf', content: pdf('NCIP note') },
      {
        type: 'ncip_certification',
        title: 'NCIP evaluation note',
        internal: 'true',
      },
    );
    expect(response.statusCode).toBe(201);
    const internal = json<StaffAttachment>(response);
    expect(internal).toMatchObject({ internal: true, uploadedByKind: 'staff', status: 'uploaded' });
    expect(internal.url).toBe(`${PUBLIC_BASE_URL}/api/v1/staff/applications/${who.id}/attachments/${internal.id}/file`);

    const detail = await externalDetail(x.t, who.agency, who.token, who.application);
    expect(detail.attachments).toEqual([]);
    const list = await x.t.app.inject({ url: `/api/v1/external/application/agency/${who.agency}`, headers: bearer(who.token) });
    expect(JSON.stringify(json(list))).not.toContain(internal.id);
    const asAgency = await x.t.app.inject({
      url: `/api/v1/external/application/${who.application}/agency/${who.agency}/attachments/${internal.id}/file`,
      headers: bearer(who.token),
    });
    expect(asAgency.statusCode).toBe(404);

    const asStaff = await x.t.app.inject({ url: pathOf(internal.url), headers: intake });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.rawPayload.equals(pdf('NCIP note'))).toBe(true);
    expect((await staffList(who.id)).attachments.map((a) => a.id)).toEqual([internal.id]);
  });

  it('sends the staff download inline when asked (the viewer frames it), still sandboxed, and refuses any other disposition', async () => {
    const who = await submitted();
    const uploaded = json<Attachment>(await uploadAsAgency(x.t, who, { fileName: 'form.pdf', content: pdf('Form') }));
    const staffFile = `/api/v1/staff/applications/${who.id}/attachments/${uploaded.id}/file`;
    const inline = await x.t.app.inject({ url: `${staffFile}?disposition=inline`, headers: intake });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toBe(`inline; filename="form.pdf"; filename*=UTF-8''form.pdf`);
    expect(inline.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    const saved = await x.t.app.inject({ url: staffFile, headers: intake });
    expect(saved.headers['content-disposition']).toMatch(/^attachment;/);
    const other = await x.t.app.inject({ url: `${staffFile}?disposition=execute`, headers: intake });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'validation_failed' });
    expect(JSON.stringify(other.json().errors)).toContain('disposition');
  });

  it("refuses another agency's application: 403 for another agency's path, 404 for its application under one's own", async () => {
    const owner = await submitted();
    const uploaded = json<Attachment>(await uploadAsAgency(x.t, owner, { fileName: 'a.pdf', content: pdf('mine') }));
    const other = await x.t.agencyWithToken();
    const before = await x.leftovers();

    const foreignPath = await uploadAsAgency(x.t, { ...owner, token: other.token }, { fileName: 'b.pdf', content: pdf('theirs') });
    expect(foreignPath.statusCode).toBe(403);
    const ownPath = await uploadAsAgency(
      x.t,
      { agency: other.agency, token: other.token, application: owner.application },
      {
        fileName: 'b.pdf',
        content: pdf('theirs'),
      },
    );
    expect(ownPath.statusCode).toBe(404);
    expect(await x.leftovers()).toEqual(before);

    const download = (agency: string, token: string) =>
      x.t.app.inject({
        url: `/api/v1/external/application/${owner.application}/agency/${agency}/attachments/${uploaded.id}/file`,
        headers: bearer(token),
      });
    expect((await download(owner.agency, other.token)).statusCode).toBe(403);
    expect((await download(other.agency, other.token)).statusCode).toBe(404);
  });

  it('refuses without a valid token or session, and agencies never reach the staff routes', async () => {
    const who = await submitted();
    const uploaded = json<Attachment>(await uploadAsAgency(x.t, who, { fileName: 'a.pdf', content: pdf('x') }));
    expect((await x.t.app.inject({ url: pathOf(uploaded.url) })).statusCode).toBe(401);
    const staffFile = `/api/v1/staff/applications/${who.id}/attachments/${uploaded.id}/file`;
    expect((await x.t.app.inject({ url: staffFile })).statusCode).toBe(401);
    expect((await x.t.app.inject({ url: staffFile, headers: bearer(who.token) })).statusCode).toBe(401);
    const body = multipart([{ name: 'file', fileName: 'a.pdf', content: pdf('y') }]);
    const noCsrf = await x.t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/applications/${who.id}/attachments`,
      headers: { cookie: intake.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(noCsrf.statusCode).toBe(403);
    const readOnly = await loginAs(x.t, await createStaff(x.t, { roles: ['viewer'] }));
    const viewer = await uploadAsStaff(
      x.t,
      readOnly,
      who.id,
      { fileName: 'a.pdf', content: pdf('z') },
      { type: 'application_form', title: 'Form' },
    );
    expect(viewer.statusCode).toBe(403);
    const elsewhere = await loginAs(x.t, await createStaff(x.t, { roles: ['intake'], agencies: [await x.t.agency()] }));
    expect((await x.t.app.inject({ url: staffFile, headers: elsewhere })).statusCode).toBe(404);
    expect((await x.t.app.inject({ url: `/api/v1/staff/applications/${who.id}/attachments`, headers: elsewhere })).statusCode).toBe(404);
  });

  describe('refusals, each storing nothing', () => {
    let who: Awaited<ReturnType<typeof submitted>>;
    beforeAll(async () => {
      who = await submitted();
    });

    async function expectRefusal(response: Promise<import('fastify').LightMyRequestResponse>, status: number, pointer?: string) {
      const before = await x.leftovers();
      const answer = await response;
      expect(answer.statusCode, answer.body).toBe(status);
      expect(answer.headers['content-type']).toContain('application/problem+json');
      if (pointer !== undefined) expect(json<{ errors: { pointer: string }[] }>(answer).errors.map((e) => e.pointer)).toContain(pointer);
      const after = await x.leftovers();
      expect(after).toEqual({ ...before, temporaryFiles: [] });
      return answer;
    }

    it('413 for a file past UPLOAD_LIMIT_BYTES', async () => {
      await expectRefusal(
        uploadAsAgency(x.t, who, { fileName: 'big.pdf', content: Buffer.concat([pdf(), Buffer.alloc(5000, 32)]) }),
        413,
        '/file',
      );
    });

    it('415 for content not on the allowlist, and for an extension that does not match the content', async () => {
      const exe = await expectRefusal(uploadAsAgency(x.t, who, { fileName: 'permit.pdf', content: windowsExecutable() }), 415);
      expect(json<{ detail: string }>(exe).detail).toContain('application/x-msdownload');
      await expectRefusal(uploadAsAgency(x.t, who, { fileName: 'scan.pdf', content: png() }), 415);
    });

    it('400 naming the field: a missing title, a type not on the checklist, a missing file', async () => {
      await expectRefusal(uploadAsAgency(x.t, who, { fileName: 'a.pdf', content: pdf() }, { type: 'endorsement_letter' }), 400, '/title');
      const unknown = await expectRefusal(
        uploadAsAgency(x.t, who, { fileName: 'a.pdf', content: pdf() }, { type: 'horoscope', title: 'Stars' }),
        400,
        '/type',
      );
      expect(json<{ errors: { detail: string }[] }>(unknown).errors[0]?.detail).toContain('endorsement_letter');
      const noFile = multipart([
        { name: 'type', value: 'endorsement_letter' },
        { name: 'title', value: 'Letter' },
      ]);
      await expectRefusal(
        x.t.app.inject({
          method: 'POST',
          url: externalAttachmentsPath(who.agency, who.application),
          headers: { ...bearer(who.token), ...noFile.headers },
          payload: noFile.payload,
        }),
        400,
        '/file',
      );
    });

    it('400 naming the file for a file name with a NUL or another control character, from the agency and from staff', async () => {
      for (const fileName of ['endorse\u0000ment.pdf', 'a\u0001b.pdf', 'esc\u001b[31m.pdf', 'del\u007f.pdf', 'c1\u0085.pdf']) {
        const agency = await expectRefusal(uploadAsAgency(x.t, who, { fileName, content: pdf() }), 400, '/file');
        expect(json<{ errors: { detail: string }[] }>(agency).errors[0]?.detail).toContain('control character');
        const fields = { type: 'endorsement_letter', title: 'Letter', internal: 'false' };
        await expectRefusal(uploadAsStaff(x.t, intake, who.id, { fileName, content: pdf() }, fields), 400, '/file');
      }
    });

    it('415 for a body that is not multipart', async () => {
      await expectRefusal(
        x.t.app.inject({
          method: 'POST',
          url: externalAttachmentsPath(who.agency, who.application),
          headers: { ...bearer(who.token), 'content-type': 'application/json' },
          payload: { type: 'endorsement_letter' },
        }),
        415,
      );
    });

    it('409 once the application is closed', async () => {
      const closed = await submitted();
      await changeApplication(x.t.database.db, {
        observers: ACTION_REGISTRY.observers,
        applicationId: closed.id,
        actor: aStaffActor(['admin']),
        decide: () => ({ set: { status: 'withdrawn' } }),
      });
      const answer = await expectRefusal(uploadAsAgency(x.t, closed, { fileName: 'a.pdf', content: pdf('late') }), 409);
      expect(json<{ code: string }>(answer).code).toBe('action_not_allowed');
    });
  });

  it('answers a retry with the same Idempotency-Key as the first time, and refuses the key for another request, storing none of its bytes', async () => {
    const who = await submitted();
    const key = { 'idempotency-key': `upload-${who.id}` };
    const file = { fileName: 'form.pdf', content: pdf('form') };
    const fields = { type: 'application_form', title: 'Application form' };
    const first = await uploadAsAgency(x.t, who, file, fields, key);
    expect(first.statusCode).toBe(201);
    const retry = await uploadAsAgency(x.t, who, file, fields, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toBe(first.body);
    expect((await externalDetail(x.t, who.agency, who.token, who.application)).attachments).toHaveLength(1);

    const before = await x.leftovers();
    const otherBytes = pdf(`another form ${who.id}`);
    const other = await uploadAsAgency(x.t, who, { ...file, content: otherBytes }, fields, key);
    expect(other.statusCode).toBe(422);
    expect(json<{ code: string }>(other).code).toBe('idempotency_key_reused');
    // Refused: its bytes are in the store nowhere, and no row, blob or temporary file was added.
    const after = await x.leftovers();
    expect(after.stored).not.toContain(sha256(otherBytes).toString('hex'));
    expect(after).toEqual({ ...before, stored: expect.arrayContaining(before.stored) });
    expect(after.stored).toHaveLength(before.stored.length);
    const bad = await uploadAsAgency(x.t, who, file, fields, { 'idempotency-key': 'ключ' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists the checklist with each state for staff', async () => {
    const who = await submitted();
    await uploadAsAgency(x.t, who, { fileName: 'form.pdf', content: pdf('form') }, { type: 'application_form', title: 'Form' });
    const staff = await staffList(who.id);
    expect(staff.checklist.map((item) => item.type)).toEqual([
      'application_form',
      'endorsement_letter',
      'research_proposal',
      'prior_clearance',
      'ncip_certification',
      'affidavit_of_undertaking',
      'signed_agreement',
      'benefit_sharing_terms',
      'proof_of_payment',
    ]);
    expect(staff.checklist[0]).toMatchObject({ state: 'uploaded', required: true });
    expect(staff.checklist[1]).toMatchObject({ state: 'missing', attachmentId: null });
    expect(staff.missingRequirements).toEqual(['application_form', 'endorsement_letter', 'research_proposal', 'prior_clearance']);
  });

  it('documents the upload for staff with the internal flag, and keeps it in their view', async () => {
    const who = await submitted();
    const response = await uploadAsStaff(
      x.t,
      intake,
      who.id,
      { fileName: 'clearance.pdf', content: pdf('LGU') },
      {
        type: 'prior_clearance',
        title: 'Clearance of the municipality',
      },
    );
    expect(response.statusCode).toBe(201);
    const shared = json<StaffAttachment>(response);
    expect(shared.internal).toBe(false);
    const detail: ApplicationDetail = await externalDetail(x.t, who.agency, who.token, who.application);
    expect(detail.attachments.map((a) => a.id)).toEqual([shared.id]);
  });
});
