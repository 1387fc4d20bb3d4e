import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../src/applications/application.schemas.js';
import { missingRequirements } from '../../src/attachments/checklist.service.js';
import type { StaffApplication } from '../../src/casefile/staff-application.schemas.js';
import { act, actOk, aMember, type Member, staffViewOf } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency, uploadAsStaff } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { pdf } from '../helpers/sample-files.js';
import { json } from '../helpers/test-app.js';
import { aSubmittedApplication, externalDetail } from '../helpers/workflow.js';

describe.each(testDialects)('reviewing documents: accept_document, reject_document, waive_requirement (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let intake: Member;
  let viewer: Member;
  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem');
    intake = await aMember(x.t, ['intake']);
    viewer = await aMember(x.t, ['viewer']);
  });
  afterAll(async () => x?.close());

  async function withDocument(type = 'endorsement_letter') {
    const { agency, token, receipt } = await aSubmittedApplication(x.t);
    const who = { agency, token, application: receipt.registrationNo, id: receipt.id };
    const uploaded = await uploadAsAgency(x.t, who, { fileName: `${type}.pdf`, content: pdf(type) }, { type, title: `The ${type}` });
    expect(uploaded.statusCode).toBe(201);
    return { ...who, attachment: json<Attachment>(uploaded) };
  }

  const documentOf = (view: StaffApplication, id: string) => view.documents.attachments.find((a) => a.id === id);

  it('accepts a document: its status, the checklist, the journal, the audit and a notice to the agency', async () => {
    const who = await withDocument();
    const view = await actOk(x.t, intake, who.id, { action: 'accept_document', attachmentId: who.attachment.id });
    expect(documentOf(view, who.attachment.id)).toMatchObject({ status: 'accepted', reviewedBy: intake.user.id });
    expect(view.documents.checklist.find((item) => item.type === 'endorsement_letter')).toMatchObject({ state: 'accepted' });
    expect(view.timeline.at(-1)).toMatchObject({ action: 'document_accepted', role: 'intake' });
    expect(view.status).toBe('submitted');

    const detail = await externalDetail(x.t, who.agency, who.token, who.application);
    expect(detail.attachments[0]?.status).toBe('accepted');
    expect(detail.notices.at(-1)).toMatchObject({ log: 'document_accepted' });
    expect(detail.notices.at(-1)?.message).toContain('The endorsement_letter');
    const audit = await x.t.database.db.selectFrom('audit_events').select('action').where('application_id', '=', who.id).execute();
    expect(audit.map((row) => row.action)).toContain('application.document_accepted');
  });

  it('rejects a document only with reasons, and tells the agency why', async () => {
    const who = await withDocument();
    const bare = await act(x.t, intake, who.id, { action: 'reject_document', attachmentId: who.attachment.id });
    expect(bare.statusCode).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(bare).errors.map((e) => e.pointer)).toContain('/reasons');

    const view = await actOk(x.t, intake, who.id, {
      action: 'reject_document',
      attachmentId: who.attachment.id,
      reasons: 'The letter is not signed.',
    });
    expect(documentOf(view, who.attachment.id)).toMatchObject({ status: 'rejected', reason: 'The letter is not signed.' });
    expect(view.documents.checklist.find((item) => item.type === 'endorsement_letter')).toMatchObject({
      state: 'rejected',
      reason: 'The letter is not signed.',
    });
    const detail = await externalDetail(x.t, who.agency, who.token, who.application);
    expect(detail.attachments[0]?.status).toBe('rejected');
    expect(detail.notices.at(-1)).toMatchObject({ log: 'document_rejected' });
    expect(detail.notices.at(-1)?.message).toContain('The letter is not signed.');

    // The corrected file supersedes the rejected one and waits for review.
    const corrected = await uploadAsAgency(x.t, who, { fileName: 'signed.pdf', content: pdf('signed') });
    const after = await staffViewOf(x.t, intake, who.id);
    expect(documentOf(after, who.attachment.id)?.status).toBe('superseded');
    expect(after.documents.checklist.find((item) => item.type === 'endorsement_letter')).toMatchObject({
      state: 'uploaded',
      attachmentId: json<Attachment>(corrected).id,
    });
  });

  it('refuses to review a superseded document, one of another application, and staff without a reviewing role', async () => {
    const who = await withDocument();
    await uploadAsAgency(x.t, who, { fileName: 'newer.pdf', content: pdf('newer') });
    const superseded = await act(x.t, intake, who.id, { action: 'accept_document', attachmentId: who.attachment.id });
    expect(superseded.statusCode).toBe(409);
    expect(json<{ code: string }>(superseded).code).toBe('action_not_allowed');

    const other = await withDocument();
    const foreign = await act(x.t, intake, who.id, { action: 'accept_document', attachmentId: other.attachment.id });
    expect(foreign.statusCode).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(foreign).errors[0]?.pointer).toBe('/attachmentId');

    const byViewer = await act(x.t, viewer, other.id, { action: 'accept_document', attachmentId: other.attachment.id });
    expect(byViewer.statusCode).toBe(409);
    expect((await staffViewOf(x.t, intake, other.id)).documents.attachments[0]?.status).toBe('uploaded');
  });

  it('never tells the agency about a document staff keep internal', async () => {
    const { receipt, agency, token } = await aSubmittedApplication(x.t);
    const internal = json<{ id: string }>(
      await uploadAsStaff(
        x.t,
        intake.headers,
        receipt.id,
        { fileName: 'memo.pdf', content: pdf('memo') },
        {
          type: 'prior_clearance',
          title: 'Phone note from the LGU',
          internal: 'true',
        },
      ),
    );
    await actOk(x.t, intake, receipt.id, { action: 'accept_document', attachmentId: internal.id });
    const detail = await externalDetail(x.t, agency, token, receipt.registrationNo);
    expect(detail.notices.map((n) => n.log)).toEqual(['received']);
    expect(JSON.stringify(detail)).not.toContain('Phone note');
  });

  it('waives a checklist item with reasons, once, and only one on the checklist', async () => {
    const who = await withDocument();
    const unknown = await act(x.t, intake, who.id, { action: 'waive_requirement', type: 'horoscope', reasons: 'Not needed.' });
    expect(unknown.statusCode).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(unknown).errors[0]?.pointer).toBe('/type');

    const view = await actOk(x.t, intake, who.id, {
      action: 'waive_requirement',
      type: 'prior_clearance',
      reasons: 'Collection is in a university campus: no LGU, PAMB or community clearance applies.',
    });
    expect(view.documents.checklist.find((item) => item.type === 'prior_clearance')).toMatchObject({ state: 'waived' });
    expect(view.documents.missingRequirements).toEqual(['application_form', 'endorsement_letter', 'research_proposal']);
    const again = await act(x.t, intake, who.id, { action: 'waive_requirement', type: 'prior_clearance', reasons: 'Again.' });
    expect(again.statusCode).toBe(409);
    const detail = await externalDetail(x.t, who.agency, who.token, who.application);
    expect(detail.notices.at(-1)).toMatchObject({ log: 'requirement_waived' });
  });

  it('leaves nothing missing once every required document is accepted or waived', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(x.t);
    const who = { agency, token, application: receipt.registrationNo };
    for (const type of ['application_form', 'endorsement_letter', 'research_proposal']) {
      const uploaded = json<Attachment>(
        await uploadAsAgency(x.t, who, { fileName: `${type}.pdf`, content: pdf(type) }, { type, title: type }),
      );
      await actOk(x.t, intake, receipt.id, { action: 'accept_document', attachmentId: uploaded.id });
    }
    expect((await missingRequirements(x.t.database.db, receipt.id)).map((item) => item.type)).toEqual(['prior_clearance']);
    await actOk(x.t, intake, receipt.id, { action: 'waive_requirement', type: 'prior_clearance', reasons: 'Campus collection.' });
    expect(await missingRequirements(x.t.database.db, receipt.id)).toEqual([]);
  });
});
