import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../src/applications/application.schemas.js';
import { actOk, aMember, type Member, staffViewOf } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { multipart } from '../helpers/files-app.js';
import { pdfInfo, pdfText, pdfToolsInstalled, withPdfFile } from '../helpers/pdf-tools.js';
import { anApprovedApplication, issuePermitFor } from '../helpers/permits.js';
import { meetRequirements } from '../helpers/requirements.js';
import { pdf, png, tiff } from '../helpers/sample-files.js';
import { json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/**
 * The staff's batches (issue 32 §4): each item is the single action, in a transaction of its own, so a
 * refusal in the middle of a batch leaves the items before and after it done, each with its journal
 * entry, audit row and event, and the refused one listed with why.
 */

interface Problem {
  status: number;
  code: string;
  detail: string;
  errors?: { pointer: string; detail: string }[];
  results?: Result[];
}
interface Result {
  item: string;
  outcome: 'done' | 'refused';
  applicationId?: string;
  version?: number;
  replayed?: boolean;
  problem?: Problem;
}
interface Answer {
  done: number;
  refused: number;
  results: Result[];
}

describe.each(testDialects)('batches of staff actions (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let intake: Member;
  let chief: Member;
  let evaluator: Member;
  let approver: Member;
  let publisher: Member;
  let viewer: Member;
  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', {
      // publish_to_absch only queues the publication for the job, which these tests never run: no call reaches this address.
      ABSCH_API_URL: 'http://127.0.0.1:9',
      ABSCH_REALM: 'ABS-DEV',
      ABSCH_EMAIL: 'publisher@example.ph',
      ABSCH_PASSWORD: 'not-used-here',
    });
    t = x.t;
    intake = await aMember(t, ['intake']);
    chief = await aMember(t, ['chief']);
    evaluator = await aMember(t, ['evaluator']);
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
    viewer = await aMember(t, ['viewer']);
  });
  afterAll(async () => x?.close());

  const post = (who: Member, path: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/bulk/${path}`,
      headers: { ...who.headers, ...headers },
      payload: payload as object,
    });

  async function batch(who: Member, path: string, payload: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await post(who, path, payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    return json<Answer>(response);
  }

  const journalOf = async (applicationId: string) =>
    (
      await t.database.db
        .selectFrom('application_journal')
        .select('action')
        .where('application_id', '=', applicationId)
        .orderBy('sequence')
        .execute()
    ).map((row) => row.action);
  const auditOf = async (applicationId: string) =>
    (await t.database.db.selectFrom('audit_events').select('action').where('application_id', '=', applicationId).execute()).map(
      (row) => row.action,
    );
  const eventsOf = async (applicationId: string) =>
    (await t.database.db.selectFrom('events').select('type').where('application_id', '=', applicationId).orderBy('id').execute()).map(
      (row) => row.type,
    );

  async function aDocument(type: string) {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const who = { agency, token, application: receipt.registrationNo, id: receipt.id };
    const uploaded = await uploadAsAgency(t, who, { fileName: `${type}.pdf`, content: pdf(type) }, { type, title: `The ${type}` });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return { applicationId: receipt.id, attachmentId: json<Attachment>(uploaded).id };
  }

  describe('document reviews', () => {
    it('accepts and rejects each document; one already accepted in the middle is refused with why, the others done', async () => {
      const first = await aDocument('endorsement_letter');
      const middle = await aDocument('endorsement_letter');
      const last = await aDocument('endorsement_letter');
      await actOk(t, intake, middle.applicationId, { action: 'accept_document', attachmentId: middle.attachmentId });
      const journalBefore = await journalOf(middle.applicationId);

      const answer = await batch(intake, 'document-reviews', {
        items: [
          { attachmentId: first.attachmentId, decision: 'accept' },
          { attachmentId: middle.attachmentId, decision: 'accept' },
          { attachmentId: last.attachmentId, decision: 'reject', reasons: 'The letter is not signed.' },
        ],
      });
      expect(answer).toMatchObject({ done: 2, refused: 1 });
      expect(answer.results.map((r) => [r.item, r.outcome])).toEqual([
        [first.attachmentId, 'done'],
        [middle.attachmentId, 'refused'],
        [last.attachmentId, 'done'],
      ]);
      expect(answer.results[1]?.problem).toMatchObject({ status: 409, code: 'action_not_allowed' });
      expect(answer.results[1]?.problem?.detail).toContain('this one is accepted');
      expect(answer.results[0]).toMatchObject({ applicationId: first.applicationId });

      expect(await journalOf(first.applicationId)).toContain('document_accepted');
      expect(await auditOf(first.applicationId)).toContain('application.document_accepted');
      expect(await eventsOf(first.applicationId)).toContain('attachment.status_changed');
      expect(await journalOf(last.applicationId)).toContain('document_rejected');
      expect(await auditOf(last.applicationId)).toContain('application.document_rejected');
      expect(await eventsOf(last.applicationId)).toContain('attachment.status_changed');
      const lastView = await staffViewOf(t, intake, last.applicationId);
      expect(lastView.documents.attachments.find((a) => a.id === last.attachmentId)).toMatchObject({
        status: 'rejected',
        reason: 'The letter is not signed.',
      });
      // The refused item wrote nothing.
      expect(await journalOf(middle.applicationId)).toEqual(journalBefore);
    });

    it('refuses a rejection without reasons, as the single action does, naming the field; an unknown document is a 404 item', async () => {
      const doc = await aDocument('endorsement_letter');
      const unknown = '0190f000-0000-7000-8000-000000000000';
      const answer = await batch(intake, 'document-reviews', {
        items: [
          { attachmentId: doc.attachmentId, decision: 'reject' },
          { attachmentId: unknown, decision: 'accept' },
        ],
      });
      expect(answer).toMatchObject({ done: 0, refused: 2 });
      expect(answer.results[0]?.problem).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(answer.results[0]?.problem?.errors?.map((e) => e.pointer)).toContain('/reasons');
      expect(answer.results[1]?.problem).toMatchObject({ status: 404, code: 'not_found' });
    });

    it('refuses the whole request for a role that may review no document (403), trying nothing', async () => {
      const doc = await aDocument('endorsement_letter');
      const response = await post(viewer, 'document-reviews', { items: [{ attachmentId: doc.attachmentId, decision: 'accept' }] });
      expect(response.statusCode).toBe(403);
      expect(json<Problem>(response)).toMatchObject({ code: 'not_permitted' });
      expect(json<Problem>(response).detail).toContain('intake');
      expect(await journalOf(doc.applicationId)).toEqual(['submitted', 'document_uploaded']);
    });
  });

  describe('assignments', () => {
    async function anAcceptedApplication() {
      const submitted = await aSubmittedApplication(t);
      const id = submitted.receipt.id;
      await meetRequirements(t, intake, { ...submitted, id }, 'waive');
      await actOk(t, intake, id, { action: 'accept' });
      return { id, registrationNo: submitted.receipt.registrationNo };
    }

    it('assigns each application; one not yet accepted in the middle is refused with why, the others assigned', async () => {
      const first = await anAcceptedApplication();
      const middle = await aSubmittedApplication(t);
      const last = await anAcceptedApplication();
      const answer = await batch(chief, 'assignments', {
        applicationIds: [first.id, middle.receipt.registrationNo, last.registrationNo],
        assigneeId: evaluator.user.id,
      });
      expect(answer).toMatchObject({ done: 2, refused: 1 });
      expect(answer.results.map((r) => r.outcome)).toEqual(['done', 'refused', 'done']);
      expect(answer.results[1]).toMatchObject({
        item: middle.receipt.registrationNo,
        problem: { status: 409, code: 'action_not_allowed' },
      });
      expect(answer.results[1]?.problem?.detail).toContain('submitted');
      expect(answer.results[2]).toMatchObject({ item: last.registrationNo, applicationId: last.id });
      for (const { id } of [first, last]) {
        expect((await staffViewOf(t, chief, id)).assignee?.id).toBe(evaluator.user.id);
        expect(await journalOf(id)).toContain('assigned');
        expect(await auditOf(id)).toContain('application.assigned');
        expect(await eventsOf(id)).toContain('application.assigned');
      }
      expect(await journalOf(middle.receipt.id)).toEqual(['submitted']);
      expect(await eventsOf(middle.receipt.id)).not.toContain('application.assigned');
    });

    it('refuses an assignee who cannot take the next action on every item, naming assigneeId', async () => {
      const application = await anAcceptedApplication();
      const answer = await batch(chief, 'assignments', { applicationIds: [application.id], assigneeId: viewer.user.id });
      expect(answer.results[0]?.problem).toMatchObject({ status: 400, code: 'validation_failed' });
      expect(answer.results[0]?.problem?.errors?.[0]?.pointer).toBe('/assigneeId');
    });

    it('refuses empty, oversized and repeated batches with a 400 naming the field, and a role that may not assign with a 403', async () => {
      const application = await anAcceptedApplication();
      const refused = async (who: Member, body: unknown, status: number) => {
        const response = await post(who, 'assignments', body);
        expect(response.statusCode, response.body).toBe(status);
        return json<Problem>(response);
      };
      const empty = await refused(chief, { applicationIds: [], assigneeId: evaluator.user.id }, 400);
      expect(empty.errors?.[0]?.pointer).toBe('/applicationIds');
      const tooMany = await refused(
        chief,
        { applicationIds: Array.from({ length: 101 }, (_, i) => `X-${i}`), assigneeId: evaluator.user.id },
        400,
      );
      expect(tooMany.errors?.[0]).toMatchObject({ pointer: '/applicationIds' });
      expect(tooMany.errors?.[0]?.detail).toContain('100');
      const repeated = await refused(
        chief,
        { applicationIds: [application.id, application.id.toUpperCase()], assigneeId: evaluator.user.id },
        400,
      );
      expect(repeated.errors).toEqual([{ pointer: '/applicationIds/1', detail: expect.stringContaining('repeats /applicationIds/0') }]);
      const byEvaluator = await refused(evaluator, { applicationIds: [application.id], assigneeId: evaluator.user.id }, 403);
      expect(byEvaluator.code).toBe('not_permitted');
      expect(await journalOf(application.id)).not.toContain('assigned');
    });

    it("asks the whole policy per item: a chief limited to another agency gets each application's 404, nothing assigned", async () => {
      const application = await anAcceptedApplication();
      const elsewhere = await aMember(t, ['chief'], [await t.agency()]);
      const answer = await batch(elsewhere, 'assignments', { applicationIds: [application.id], assigneeId: evaluator.user.id });
      expect(answer.results[0]).toMatchObject({ outcome: 'refused', problem: { status: 404, code: 'not_found' } });
      expect(await journalOf(application.id)).not.toContain('assigned');
    });

    it('replays the items done under the same Idempotency-Key and tries the refused ones again', async () => {
      const done = await anAcceptedApplication();
      const notYet = await aSubmittedApplication(t);
      const body = { applicationIds: [done.id, notYet.receipt.id], assigneeId: evaluator.user.id };
      const key = { 'idempotency-key': `bulk-${done.id}` };
      const first = await batch(chief, 'assignments', body, key);
      expect(first.results.map((r) => r.outcome)).toEqual(['done', 'refused']);
      await meetRequirements(t, intake, { ...notYet, id: notYet.receipt.id }, 'waive');
      await actOk(t, intake, notYet.receipt.id, { action: 'accept' });
      const retry = await batch(chief, 'assignments', body, key);
      expect(retry.results).toMatchObject([{ outcome: 'done', replayed: true, version: first.results[0]?.version }, { outcome: 'done' }]);
      expect(retry.results[1]?.replayed).toBeUndefined();
      expect((await journalOf(done.id)).filter((a) => a === 'assigned')).toHaveLength(1);
    });
  });

  describe('Clearing-House publications', () => {
    it('asks each publication; one already under way in the middle is refused with why, the others queued', async () => {
      const permits = [];
      for (let i = 0; i < 3; i += 1) {
        const { receipt } = await anApprovedApplication(t);
        permits.push({ applicationId: receipt.id, permit: await issuePermitFor(t, receipt.id, approver) });
      }
      const [first, middle, last] = permits as [(typeof permits)[0], (typeof permits)[0], (typeof permits)[0]];
      await actOk(t, publisher, middle.applicationId, { action: 'publish_to_absch' });
      const eventsBefore = await eventsOf(first.applicationId);
      const answer = await batch(publisher, 'absch-publications', {
        permitNos: [first.permit.permit_no, middle.permit.permit_no, last.permit.permit_no, 'GP-1999-999999'],
      });
      expect(answer).toMatchObject({ done: 2, refused: 2 });
      expect(answer.results.map((r) => r.outcome)).toEqual(['done', 'refused', 'done', 'refused']);
      expect(answer.results[1]?.problem).toMatchObject({ status: 409, code: 'action_not_allowed' });
      expect(answer.results[1]?.problem?.detail).toContain('already under way');
      expect(answer.results[3]?.problem).toMatchObject({ status: 404, detail: 'No permit GP-1999-999999' });
      for (const { applicationId } of [first, last]) {
        expect(await journalOf(applicationId)).toContain('absch_publication_requested');
        expect(await auditOf(applicationId)).toContain('application.absch_publication_requested');
        const queued = await t.database.db
          .selectFrom('absch_publications')
          .select('state')
          .where('application_id', '=', applicationId)
          .execute();
        expect(queued).toEqual([{ state: 'requested' }]);
      }
      // Asking is no event (as for the single action): the Clearing-House's steps are, cbd_status.changed once submitted.
      expect(await eventsOf(first.applicationId)).toEqual(eventsBefore);
      expect((await journalOf(middle.applicationId)).filter((a) => a === 'absch_publication_requested')).toHaveLength(1);

      const byApprover = await post(approver, 'absch-publications', { permitNos: [first.permit.permit_no] });
      expect(byApprover.statusCode).toBe(403);
    });
  });

  describe('certificates', () => {
    function uploadScan(permitId: string, fileName: string, content: Buffer) {
      const body = multipart([{ name: 'file', fileName, content }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/staff/permits/${permitId}/certificates`,
        headers: { ...approver.headers, ...body.headers },
        payload: body.payload,
      });
    }

    it.runIf(pdfToolsInstalled)(
      'prints each current certificate into one PDF; a TIFF scan in the middle is refused, each read logged',
      async () => {
        const permits = [];
        for (let i = 0; i < 4; i += 1) {
          const { receipt } = await anApprovedApplication(t);
          permits.push(await issuePermitFor(t, receipt.id, approver));
        }
        const [generated, tiffScan, pngScan, other] = permits as [
          (typeof permits)[0],
          (typeof permits)[0],
          (typeof permits)[0],
          (typeof permits)[0],
        ];
        expect((await uploadScan(tiffScan.id, 'signed.tiff', tiff())).statusCode).toBe(201);
        expect((await uploadScan(pngScan.id, 'signed.png', png())).statusCode).toBe(201);

        const response = await post(viewer, 'certificates', {
          permitNos: [generated.permit_no, tiffScan.permit_no, pngScan.permit_no, other.permit_no],
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        const outcome = JSON.parse(String(response.headers['bulk-results'])) as Answer;
        expect(outcome).toMatchObject({ done: 3, refused: 1 });
        expect(outcome.results.map((r) => r.outcome)).toEqual(['done', 'refused', 'done', 'done']);
        expect(outcome.results[1]?.problem).toMatchObject({ status: 415, code: 'unsupported_media_type' });
        expect(outcome.results[1]?.problem?.detail).toContain('image/tiff');
        withPdfFile(response.rawPayload, (file) => {
          expect(pdfInfo(file).Pages).toBe('3');
          const text = pdfText(file);
          expect(text).toContain(generated.permit_no);
          expect(text).toContain(other.permit_no);
          // The PNG scan is an image page: no text of its own, but its place in the order.
          expect(pdfText(file, 1)).toContain(generated.permit_no);
          expect(pdfText(file, 3)).toContain(other.permit_no);
          expect(text).not.toContain(tiffScan.permit_no);
        });
        const downloads = await t.database.db
          .selectFrom('audit_events')
          .select('subject_id')
          .where('action', '=', 'permit.certificate_downloaded')
          .where('actor_id', '=', viewer.user.id)
          .execute();
        expect(downloads.map((row) => row.subject_id).sort()).toEqual([generated.id, pngScan.id, other.id].sort());
      },
    );

    it('answers 422 batch_refused listing each permit when none can be printed; 400 for a repeated permit', async () => {
      const none = await post(viewer, 'certificates', { permitNos: ['GP-1999-000001', 'GP-1999-000002'] });
      expect(none.statusCode).toBe(422);
      const problem = json<Problem>(none);
      expect(problem.code).toBe('batch_refused');
      expect(problem.results?.map((r) => [r.item, r.problem?.status])).toEqual([
        ['GP-1999-000001', 404],
        ['GP-1999-000002', 404],
      ]);
      const repeated = await post(viewer, 'certificates', { permitNos: ['GP-1999-000001', 'GP-1999-000001'] });
      expect(repeated.statusCode).toBe(400);
      expect(json<Problem>(repeated).errors?.[0]?.pointer).toBe('/permitNos/1');
    });
  });
});
