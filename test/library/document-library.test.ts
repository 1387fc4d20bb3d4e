import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { AgencyAttachment } from '../../src/applications/application.schemas.js';
import type { StaffAttachment } from '../../src/attachments/attachment.schemas.js';
import { systemActor } from '../../src/auth/actor.js';
import type { LibraryDocument } from '../../src/library/library-document.schemas.js';
import { anonymiseApplication } from '../../src/privacy/erasure/anonymisation.js';
import { act, actOk, aMember, type Member, staffViewOf } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp, pathOf } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { multipart, type Part } from '../helpers/files-app.js';
import { pdf } from '../helpers/sample-files.js';
import { bearer, json } from '../helpers/test-app.js';
import { aSubmittedApplication, externalDetail, withdrawnSixYearsAgo } from '../helpers/workflow.js';

/**
 * Issue 32 §5, a document once: an agency uploads a document to its library once, attaches it to two
 * applications by its id, and reviewers see where else it is used and when it was accepted before.
 */
describe.each(testDialects)('the document library (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let intake: Member;
  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', { UPLOAD_LIMIT_BYTES: '4096' });
    intake = await aMember(x.t, ['intake']);
  });
  afterAll(async () => x?.close());

  /** An agency with two submitted applications. */
  async function anAgencyWithTwoApplications() {
    const { agency, token, receipt: first } = await aSubmittedApplication(x.t);
    const second = await x.t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency),
    });
    expect(second.statusCode).toBe(201);
    return { agency, token, first, second: json<typeof first>(second) };
  }

  function upload(token: string, parts: Part[], headers: Record<string, string> = {}) {
    const body = multipart(parts);
    return x.t.app.inject({
      method: 'POST',
      url: '/api/v1/external/documents',
      headers: { ...bearer(token), ...body.headers, ...headers },
      payload: body.payload,
    });
  }

  const cvParts = (agency: string, content = pdf('CV of the principal investigator')): Part[] => [
    { name: 'sourceAgencyCode', value: agency },
    { name: 'title', value: 'CV of the principal investigator' },
    { name: 'file', fileName: 'cv.pdf', content },
  ];

  async function uploaded(agency: string, token: string, content?: Buffer): Promise<LibraryDocument> {
    const response = await upload(token, cvParts(agency, content));
    expect(response.statusCode, response.body).toBe(201);
    return json<LibraryDocument>(response);
  }

  function attach(who: { agency: string; token: string }, application: string, body: object, headers: Record<string, string> = {}) {
    return x.t.app.inject({
      method: 'POST',
      url: `/api/v1/external/application/${application}/agency/${who.agency}/attachments/from-library`,
      headers: { ...bearer(who.token), ...headers },
      payload: body,
    });
  }

  async function counts() {
    const count = async (table: 'blobs' | 'application_attachments' | 'library_documents') =>
      Number(
        (
          await x.t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { blobs: await count('blobs'), attachments: await count('application_attachments'), library: await count('library_documents') };
  }

  it('uploads a document once and attaches it to two applications, which both list it; the bytes are stored once', async () => {
    const who = await anAgencyWithTwoApplications();
    const before = await counts();
    const content = pdf('Endorsement of the Dean, once');
    const document = await uploaded(who.agency, who.token, content);
    expect(document).toMatchObject({ title: 'CV of the principal investigator', fileName: 'cv.pdf', status: 'available', attachedTo: [] });

    const attachments: AgencyAttachment[] = [];
    for (const application of [who.first, who.second]) {
      const response = await attach(who, application.registrationNo, { documentId: document.id, type: 'endorsement_letter' });
      expect(response.statusCode, response.body).toBe(201);
      attachments.push(json<AgencyAttachment>(response));
      const detail = await externalDetail(x.t, who.agency, who.token, application.registrationNo);
      expect(detail.attachments.map((a) => [a.id, a.title, a.fileName, a.status])).toEqual([
        [attachments.at(-1)?.id, 'CV of the principal investigator', 'cv.pdf', 'uploaded'],
      ]);
      // The attachment downloads as an uploaded one does, the same bytes.
      const file = await x.t.app.inject({ url: pathOf(attachments.at(-1)?.url as string), headers: bearer(who.token) });
      expect([file.statusCode, file.rawPayload.equals(content)]).toEqual([200, true]);
    }
    expect(await counts()).toEqual({ blobs: before.blobs + 1, attachments: before.attachments + 2, library: before.library + 1 });

    const read = await x.t.app.inject({ url: `/api/v1/external/documents/${document.id}`, headers: bearer(who.token) });
    expect(json<LibraryDocument>(read).attachedTo.map((use) => [use.cnaApplicationUniqueNo, use.attachmentId, use.type])).toEqual([
      [who.first.registrationNo, attachments[0]?.id, 'endorsement_letter'],
      [who.second.registrationNo, attachments[1]?.id, 'endorsement_letter'],
    ]);
    const file = await x.t.app.inject({ url: pathOf(document.url), headers: bearer(who.token) });
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.equals(content)]).toEqual([200, 'application/pdf', true]);

    // The same action as an upload: its journal entry (naming the library document) and audit row.
    const journal = await x.t.database.db
      .selectFrom('application_journal')
      .select(['action', 'payload'])
      .where('application_id', '=', who.first.id)
      .orderBy('sequence')
      .execute();
    expect(journal.map((entry) => entry.action)).toEqual(['submitted', 'document_uploaded']);
    expect(JSON.parse(journal[1]?.payload ?? '{}')).toMatchObject({ attachmentId: attachments[0]?.id, libraryDocumentId: document.id });
    const audit = await x.t.database.db.selectFrom('audit_events').select('action').where('subject_id', '=', document.id).execute();
    expect(audit).toEqual([{ action: 'library_document.uploaded' }]);
  });

  it('shows reviewers where else the document is attached and that it was accepted before, by whom', async () => {
    const who = await anAgencyWithTwoApplications();
    const document = await uploaded(who.agency, who.token);
    const first = json<AgencyAttachment>(
      await attach(who, who.first.registrationNo, { documentId: document.id, type: 'endorsement_letter' }),
    );
    const second = json<AgencyAttachment>(
      await attach(who, who.second.registrationNo, { documentId: document.id, type: 'research_proposal', title: 'CV (proposal annex)' }),
    );

    const libraryOf = async (applicationId: string, attachmentId: string) =>
      (await staffViewOf(x.t, intake, applicationId)).documents.attachments.find((item) => item.id === attachmentId) as StaffAttachment;
    expect((await libraryOf(who.second.id, second.id)).library).toEqual({
      documentId: document.id,
      alsoAttachedTo: [
        { applicationId: who.first.id, registrationNo: who.first.registrationNo, attachmentId: first.id, status: 'uploaded' },
      ],
      acceptedBefore: null,
    });

    // Accepted in the first: the same review workflow as an uploaded file's.
    const accepted = await actOk(x.t, intake, who.first.id, { action: 'accept_document', attachmentId: first.id });
    expect(accepted.documents.checklist.find((item) => item.type === 'endorsement_letter')).toMatchObject({ state: 'accepted' });
    const reviewed = await libraryOf(who.first.id, first.id);
    const library = (await libraryOf(who.second.id, second.id)).library;
    expect(library?.alsoAttachedTo).toEqual([
      { applicationId: who.first.id, registrationNo: who.first.registrationNo, attachmentId: first.id, status: 'accepted' },
    ]);
    expect(library?.acceptedBefore).toEqual({
      applicationId: who.first.id,
      registrationNo: who.first.registrationNo,
      attachmentId: first.id,
      acceptedAt: reviewed.reviewedAt,
      reviewerId: intake.user.id,
      reviewerName: intake.user.name,
      reviewerRole: 'intake',
    });
    // The first, accepted there, was not accepted anywhere else before.
    expect(reviewed.library?.acceptedBefore).toBeNull();
    // The second still waits for its own review.
    expect((await libraryOf(who.second.id, second.id)).status).toBe('uploaded');
    expect((await act(x.t, intake, who.second.id, { action: 'accept_document', attachmentId: second.id })).statusCode).toBe(200);
  });

  it("keeps agencies apart: another agency's document is neither read, downloaded, listed nor attached", async () => {
    const owner = await anAgencyWithTwoApplications();
    const document = await uploaded(owner.agency, owner.token);
    const other = await anAgencyWithTwoApplications();
    for (const url of [`/api/v1/external/documents/${document.id}`, `/api/v1/external/documents/${document.id}/file`]) {
      const response = await x.t.app.inject({ url, headers: bearer(other.token) });
      expect([response.statusCode, json<{ code: string }>(response).code]).toEqual([404, 'not_found']);
    }
    const list = await x.t.app.inject({ url: '/api/v1/external/documents', headers: bearer(other.token) });
    expect(json<{ items: LibraryDocument[] }>(list).items).toEqual([]);

    const before = await counts();
    const attached = await attach(other, other.first.registrationNo, { documentId: document.id, type: 'endorsement_letter' });
    expect(attached.statusCode).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(attached).errors.map((error) => error.pointer)).toEqual(['/documentId']);
    // Its own document to the owner's application: the owner's application is not found for it.
    const own = await uploaded(other.agency, other.token, pdf('the other agency’s'));
    const intoForeign = await x.t.app.inject({
      method: 'POST',
      url: `/api/v1/external/application/${owner.first.registrationNo}/agency/${other.agency}/attachments/from-library`,
      headers: bearer(other.token),
      payload: { documentId: own.id, type: 'endorsement_letter' },
    });
    expect(intoForeign.statusCode).toBe(404);
    // Uploading into another agency's library.
    const foreignUpload = await upload(other.token, cvParts(owner.agency, pdf('into the owner’s library')));
    expect([foreignUpload.statusCode, json<{ code: string }>(foreignUpload).code]).toEqual([403, 'forbidden']);
    expect(await counts()).toEqual({ ...before, blobs: before.blobs + 1, library: before.library + 1 });
  });

  it('refuses bad input with a problem naming what is wrong, storing nothing', async () => {
    const who = await anAgencyWithTwoApplications();
    const document = await uploaded(who.agency, who.token);
    const before = await counts();
    const pointers = async (response: Awaited<ReturnType<typeof upload>>) => {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      return json<{ errors: { pointer: string }[] }>(response).errors.map((error) => error.pointer);
    };
    expect(await pointers(await upload(who.token, cvParts(who.agency).slice(0, 2)))).toEqual(['/file']);
    expect(await pointers(await upload(who.token, [{ name: 'title', value: 'CV' }, ...cvParts(who.agency).slice(2)]))).toEqual([
      '/sourceAgencyCode',
    ]);
    const application = who.first.registrationNo;
    expect(await pointers(await attach(who, application, { documentId: document.id, type: 'curriculum_vitae' }))).toEqual(['/type']);
    expect(await pointers(await attach(who, application, { documentId: crypto.randomUUID(), type: 'endorsement_letter' }))).toEqual([
      '/documentId',
    ]);
    expect(await pointers(await attach(who, application, { type: 'endorsement_letter' }))).toEqual(['/documentId']);
    const bigger = await upload(who.token, cvParts(who.agency, pdf('x'.repeat(5000))));
    expect(bigger.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('answers a retried upload and a retried attach with the same answer under one Idempotency-Key', async () => {
    const who = await anAgencyWithTwoApplications();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await upload(who.token, cvParts(who.agency, pdf('retried')), key);
    const again = await upload(who.token, cvParts(who.agency, pdf('retried')), key);
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(json<LibraryDocument>(again).id).toBe(json<LibraryDocument>(first).id);
    const before = await counts();
    const reused = await upload(who.token, cvParts(who.agency, pdf('another file')), key);
    expect([reused.statusCode, json<{ code: string }>(reused).code]).toEqual([422, 'idempotency_key_reused']);
    expect(await counts()).toEqual(before);

    const attachKey = { 'idempotency-key': crypto.randomUUID() };
    const body = { documentId: json<LibraryDocument>(first).id, type: 'endorsement_letter' };
    const attached = await attach(who, who.first.registrationNo, body, attachKey);
    const retried = await attach(who, who.first.registrationNo, body, attachKey);
    expect([attached.statusCode, retried.statusCode, retried.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(json<AgencyAttachment>(retried).id).toBe(json<AgencyAttachment>(attached).id);
    expect((await counts()).attachments).toBe(before.attachments + 1);
  });

  it('lists the library newest first, in pages linked by Link', async () => {
    const who = await anAgencyWithTwoApplications();
    const older = await uploaded(who.agency, who.token, pdf('older'));
    const newer = await uploaded(who.agency, who.token, pdf('newer'));
    const page = await x.t.app.inject({ url: '/api/v1/external/documents?limit=1', headers: bearer(who.token) });
    const firstPage = json<{ items: LibraryDocument[]; nextCursor: string }>(page);
    expect(firstPage.items.map((d) => d.id)).toEqual([newer.id]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.link as string)?.[1] as string;
    const rest = await x.t.app.inject({ url: pathOf(next), headers: bearer(who.token) });
    expect(next).toContain(encodeURIComponent(firstPage.nextCursor));
    expect(json<{ items: LibraryDocument[]; nextCursor: null }>(rest)).toMatchObject({ items: [{ id: older.id }], nextCursor: null });
    expect(rest.headers.link).toBeUndefined();
    // Another agency's cursor is refused, naming it.
    const other = await anAgencyWithTwoApplications();
    const foreign = await x.t.app.inject({
      url: `/api/v1/external/documents?cursor=${encodeURIComponent(firstPage.nextCursor)}`,
      headers: bearer(other.token),
    });
    expect([foreign.statusCode, json<{ errors: { parameter: string }[] }>(foreign).errors[0]?.parameter]).toEqual([400, 'cursor']);
  });

  it('deletes a document from the library, its bytes only when no attachment still uses them', async () => {
    const who = await anAgencyWithTwoApplications();
    const content = pdf('CV attached before its deletion');
    const used = await uploaded(who.agency, who.token, content);
    const attachment = json<AgencyAttachment>(
      await attach(who, who.first.registrationNo, { documentId: used.id, type: 'endorsement_letter' }),
    );
    const unused = await uploaded(who.agency, who.token, pdf('CV never attached'));
    const remove = (id: string) =>
      x.t.app.inject({ method: 'DELETE', url: `/api/v1/external/documents/${id}`, headers: bearer(who.token) });

    expect((await remove(used.id)).statusCode).toBe(204);
    expect((await x.t.app.inject({ url: pathOf(used.url), headers: bearer(who.token) })).statusCode).toBe(404);
    const again = await attach(who, who.second.registrationNo, { documentId: used.id, type: 'endorsement_letter' });
    expect([again.statusCode, json<{ errors: { pointer: string }[] }>(again).errors[0]?.pointer]).toEqual([400, '/documentId']);
    // The attachment made from it is the application's: it keeps its file.
    const kept = await x.t.app.inject({ url: pathOf(attachment.url), headers: bearer(who.token) });
    expect([kept.statusCode, kept.rawPayload.equals(content)]).toEqual([200, true]);
    expect(await x.blobs.store.stat(used.sha256)).toBeDefined();

    expect((await remove(unused.id)).statusCode).toBe(204);
    expect(await x.blobs.store.stat(unused.sha256)).toBeUndefined();
    const row = await x.t.database.db.selectFrom('blobs').select('sha256').where('sha256', '=', unused.sha256).executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await remove(unused.id)).statusCode).toBe(404);
    const audit = await x.t.database.db.selectFrom('audit_events').select('action').where('subject_id', '=', unused.id).execute();
    expect(audit.map((event) => event.action)).toEqual(['library_document.uploaded', 'library_document.deleted']);
  });

  it("erasing one application keeps the bytes the library and the other application's attachment still use", async () => {
    const who = await anAgencyWithTwoApplications();
    const content = pdf('CV kept for the other application');
    const document = await uploaded(who.agency, who.token, content);
    const first = json<AgencyAttachment>(
      await attach(who, who.first.registrationNo, { documentId: document.id, type: 'endorsement_letter' }),
    );
    const second = json<AgencyAttachment>(
      await attach(who, who.second.registrationNo, { documentId: document.id, type: 'endorsement_letter' }),
    );
    await withdrawnSixYearsAgo(x.t, who.agency, who.token, who.first);
    const deps = { db: x.t.database.db, store: x.blobs.store, actions: ACTION_REGISTRY };
    expect(await anonymiseApplication(deps, systemActor('test'), who.first.id, new Date().toISOString().slice(0, 10))).toBe(true);

    const erased = await x.t.app.inject({ url: pathOf(first.url), headers: bearer(who.token) });
    expect(erased.statusCode).toBe(410);
    for (const url of [second.url, document.url]) {
      const kept = await x.t.app.inject({ url: pathOf(url), headers: bearer(who.token) });
      expect([kept.statusCode, kept.rawPayload.equals(content)]).toEqual([200, true]);
    }
    // Both applications erased: the library still holds the document (the agency's, until it deletes it).
    await withdrawnSixYearsAgo(x.t, who.agency, who.token, who.second);
    expect(await anonymiseApplication(deps, systemActor('test'), who.second.id, new Date().toISOString().slice(0, 10))).toBe(true);
    expect((await x.t.app.inject({ url: pathOf(second.url), headers: bearer(who.token) })).statusCode).toBe(410);
    const library = await x.t.app.inject({ url: pathOf(document.url), headers: bearer(who.token) });
    expect([library.statusCode, library.rawPayload.equals(content)]).toEqual([200, true]);
    expect(await x.blobs.store.stat(document.sha256)).toBeDefined();
  });
});
