import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { Attachment } from '../../src/applications/application.schemas.js';
import { changeApplication } from '../../src/applications/application.write.js';
import type { Event } from '../../src/events/event.types.js';
import { act, actOk, aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp, uploadAsAgency } from '../helpers/attachments.js';
import { testDialects } from '../helpers/databases.js';
import { expectValidEvent } from '../helpers/event-schemas.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { pdf } from '../helpers/sample-files.js';
import { bearer, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

/**
 * Each event type is written by the change it tells of, taken over HTTP as staff take it, and read
 * back from the agency's feed: the type, the application's fields (number, agency, status, version
 * after the change) and the ids, each valid against its type's schema. A refused action writes none.
 */

/** The events about an application (every one these actions write): those whose data has its version. */
type ApplicationEvent = Extract<Event, { data: { version: number } }>;
interface Feed {
  items: ApplicationEvent[];
  nextCursor: string | null;
}

describe.each(testDialects)('each event type, written by its change (%s)', (dialect) => {
  let x: AttachmentTestApp;
  let t: TestApp;
  let intake: Member;
  let approver: Member;
  let publisher: Member;
  let evaluator: Member;

  beforeAll(async () => {
    x = await createAttachmentTestApp(dialect, 'filesystem', permitEnv());
    t = x.t;
    intake = await aMember(t, ['intake']);
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
    evaluator = await aMember(t, ['evaluator']);
  });
  afterAll(async () => x?.close());

  /** The agency's feed from `cursor` (the start when null): its events and the cursor after them. */
  async function feed(token: string, cursor: string | null): Promise<Feed> {
    const response = await t.app.inject({
      url: `/api/v1/external/events${cursor === null ? '' : `?after=${cursor}`}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = json<Feed>(response);
    // Each is the event its type's schema in the OpenAPI document describes.
    for (const event of page.items) expectValidEvent(event);
    return page;
  }

  /** Reads the feed as an agency would: each call returns the events that arrived since the last one. */
  async function aReader(token: string) {
    let cursor = (await feed(token, null)).nextCursor;
    return async (): Promise<ApplicationEvent[]> => {
      const page = await feed(token, cursor);
      cursor = page.nextCursor ?? cursor;
      return page.items;
    };
  }

  /** What the agency sees of the application now: its status and version (the ETag of its detail). */
  async function applicationNow(applicationId: string) {
    return t.database.db
      .selectFrom('applications')
      .select(['registration_no', 'agency_code', 'status', 'version'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
  }
  async function applicationFields(applicationId: string) {
    const row = await applicationNow(applicationId);
    return {
      cnaApplicationUniqueNo: row.registration_no,
      sourceAgencyCode: row.agency_code,
      status: row.status,
      version: Number(row.version),
    };
  }

  it('attachment.status_changed: a document uploaded by the agency, then accepted; a refused review writes none', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const next = await aReader(token);
    const who = { agency, token, application: receipt.registrationNo };
    const uploaded = await uploadAsAgency(t, who, { fileName: 'letter.pdf', content: pdf('letter') });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const attachment = json<Attachment>(uploaded);
    expect(await next()).toEqual([
      expect.objectContaining({
        type: 'attachment.status_changed',
        data: {
          ...(await applicationFields(receipt.id)),
          attachmentId: attachment.id,
          attachmentStatus: 'uploaded',
          previousAttachmentStatus: null,
        },
      }),
    ]);

    await actOk(t, intake, receipt.id, { action: 'accept_document', attachmentId: attachment.id });
    const accepted = await next();
    expect(accepted.map((e) => e.type)).toEqual(['notice.created', 'attachment.status_changed']);
    expect(accepted[1]?.data).toEqual({
      ...(await applicationFields(receipt.id)),
      attachmentId: attachment.id,
      attachmentStatus: 'accepted',
      previousAttachmentStatus: 'uploaded',
    });
    expect(accepted[0]?.data).toMatchObject({ log: 'document_accepted' });

    // Accepting it again is refused, and tells nothing.
    const again = await act(t, intake, receipt.id, { action: 'accept_document', attachmentId: attachment.id });
    expect(again.statusCode).toBe(409);
    expect(await next()).toEqual([]);
  });

  it('permit.issued, permit.status_changed and cbd_status.changed: issue, suspend, revoke, a Clearing-House step; refusals write none', async () => {
    const { token, receipt } = await anApprovedApplication(t);
    const next = await aReader(token);

    const permit = await issuePermitFor(t, receipt.id, approver);
    const issued = await next();
    expect(issued.map((e) => e.type)).toContain('permit.issued');
    expect(issued.find((e) => e.type === 'permit.issued')?.data).toEqual({
      ...(await applicationFields(receipt.id)),
      permitId: permit.id,
      permitNo: permit.permit_no,
      permitStatus: 'issued',
      termsVersion: 1,
    });
    expect(issued.map((e) => e.type)).not.toContain('permit.status_changed');
    // Issuing a permit makes its publication ready.
    expect(issued.find((e) => e.type === 'cbd_status.changed')?.data).toMatchObject({ cbdStatus: 'ready', previousCbdStatus: null });

    await permitAction(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
    const suspended = (await next()).filter((e) => e.type !== 'notice.created');
    expect(suspended).toEqual([
      expect.objectContaining({
        type: 'permit.status_changed',
        data: { ...(await applicationFields(receipt.id)), permitId: permit.id, permitStatus: 'suspended', previousPermitStatus: 'issued' },
      }),
    ]);
    // Suspending a suspended permit is refused: no event.
    const twice = await act(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(await next()).toEqual([]);

    await permitAction(t, approver, receipt.id, { action: 'reinstate_permit' });
    await next();
    const step = await act(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'submitted' });
    expect(step.statusCode, step.body).toBe(200);
    const recorded = await next();
    expect(recorded.filter((e) => e.type !== 'notice.created')).toEqual([
      expect.objectContaining({
        type: 'cbd_status.changed',
        data: { ...(await applicationFields(receipt.id)), cbdStatus: 'submitted', previousCbdStatus: 'ready' },
      }),
    ]);
    // A step the publication cannot take from where it is is refused: no event.
    const skipped = await act(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'submitted' });
    expect(skipped.statusCode).toBeGreaterThanOrEqual(400);
    expect(await next()).toEqual([]);

    await permitAction(t, approver, receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    const revoked = await next();
    expect(revoked.find((e) => e.type === 'permit.status_changed')?.data).toEqual({
      ...(await applicationFields(receipt.id)),
      permitId: permit.id,
      permitStatus: 'revoked',
      previousPermitStatus: 'issued',
    });
    // Revoking a permit submitted to the Clearing-House makes its withdrawal pending.
    expect(revoked.find((e) => e.type === 'cbd_status.changed')?.data).toMatchObject({
      cbdStatus: 'revocation_pending',
      previousCbdStatus: 'submitted',
    });
    // The events of one change share its time and version.
    expect(new Set(revoked.map((e) => `${e.timestamp} ${String(e.data.version)}`)).size).toBe(1);
  });

  it('agreement.status_changed: drafted, sent for signature; executing it unsigned is refused and writes none', async () => {
    const submitted = await aSubmittedApplication(t);
    const id = submitted.receipt.id;
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: id,
      actor: aStaffActor(['evaluator']),
      decide: () => ({
        journal: [
          { action: 'assigned', payload: { assigneeId: evaluator.user.id } },
          { action: 'evaluation_started' },
          { action: 'agreement_required', payload: { text: 'A memorandum of agreement with the university.' } },
        ],
        set: { status: 'for_agreement', assignee_id: evaluator.user.id },
      }),
    });
    const next = await aReader(submitted.token);
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: evaluator.headers, payload });

    const drafted = await post(`/api/v1/staff/applications/${id}/agreements`, {
      kind: 'memorandum_of_agreement',
      title: 'Memorandum of agreement on benefit sharing',
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const agreementId = json<{ id: string }>(drafted).id;
    expect((await next()).filter((e) => e.type !== 'notice.created')).toEqual([
      expect.objectContaining({
        type: 'agreement.status_changed',
        data: { ...(await applicationFields(id)), agreementId, agreementStatus: 'draft', previousAgreementStatus: null },
      }),
    ]);

    const sent = await post(`/api/v1/staff/agreements/${agreementId}/status`, { to: 'for_signature' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await next()).filter((e) => e.type !== 'notice.created')).toEqual([
      expect.objectContaining({
        type: 'agreement.status_changed',
        data: { ...(await applicationFields(id)), agreementId, agreementStatus: 'for_signature', previousAgreementStatus: 'draft' },
      }),
    ]);

    const unsigned = await post(`/api/v1/staff/agreements/${agreementId}/status`, { to: 'executed' });
    expect(unsigned.statusCode).toBe(409);
    expect(await next()).toEqual([]);
  });
});
