import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationDetail } from '../../src/applications/application.schemas.js';
import { openPersonalValues } from '../../src/audit/subject-keys.js';
import type { StaffPermit } from '../../src/permits/permit.views.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { multipart } from '../helpers/files-app.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { docx, jpeg, pdf, windowsExecutable } from '../helpers/sample-files.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { externalDetail } from '../helpers/workflow.js';

/** Small enough that a test can send a file past it; the generated certificates are not uploads. */
const LIMIT_BYTES = 64 * 1024;

describe.each(testDialects)('the signed scan of a permit’s certificate (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv({ UPLOAD_LIMIT_BYTES: String(LIMIT_BYTES) }));
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => t?.close());

  function upload(who: Member | undefined, permitId: string, fileName: string, content: Buffer) {
    const body = multipart([{ name: 'file', fileName, content }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/permits/${permitId}/certificates`,
      headers: { ...(who?.headers ?? {}), ...body.headers },
      payload: body.payload,
    });
  }

  /** What a refused upload must leave as it was: the certificate history, the stored blobs, the journal. */
  async function footprint(permitId: string, applicationId: string) {
    const db = t.database.db;
    const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number | bigint }> }) =>
      Number((await query.executeTakeFirstOrThrow()).n);
    return {
      certificates: await count(
        db
          .selectFrom('permit_certificates')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('permit_id', '=', permitId),
      ),
      blobs: await count(db.selectFrom('blobs').select((eb) => eb.fn.countAll().as('n'))),
      journal: await count(
        db
          .selectFrom('application_journal')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('application_id', '=', applicationId),
      ),
    };
  }

  it('makes the scan the current certificate: a new version in the history, served to staff and the agency, named in gp', async () => {
    const { agency, token, receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const scan = pdf('Signed certificate, scanned');

    const response = await upload(approver, permit.id, 'scan0001.pdf', scan);
    expect(response.statusCode, response.body).toBe(201);
    const view = json<StaffPermit>(response);
    expect(view.fileUploadedBy).toBe(approver.user.id);
    expect(view.certificates.map((c) => c.kind)).toEqual(['generated', 'signed_scan']);
    expect(view.certificates[1]).toMatchObject({
      fileName: `${permit.permit_no}-signed.pdf`,
      contentType: 'application/pdf',
      size: scan.length,
      createdBy: approver.user.id,
    });

    const staffDownload = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
    expect(staffDownload.statusCode).toBe(200);
    expect(staffDownload.rawPayload.equals(scan)).toBe(true);
    expect(staffDownload.headers['content-disposition']).toContain(`${permit.permit_no}-signed.pdf`);
    // The generated file stays in the history, still downloadable.
    const generated = await t.app.inject({ url: view.certificates[0]?.downloadPath as string, headers: approver.headers });
    expect(generated.rawPayload.equals(scan)).toBe(false);
    expect(generated.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const detail = await externalDetail(t, agency, token, receipt.id);
    const [gp] = (detail as ApplicationDetail).gp;
    expect(gp).toMatchObject({ fileUploadedBy: approver.user.id, fileName: `${permit.permit_no}-signed.pdf`, fileExtension: 'pdf' });
    const external = await t.app.inject({ url: new URL(gp?.url as string).pathname, headers: bearer(token) });
    expect(external.statusCode).toBe(200);
    expect(external.rawPayload.equals(scan)).toBe(true);
    expect(external.headers.etag).toBe(staffDownload.headers.etag);
    expect(detail.notices.map((n) => n.log)).toContain('signed_certificate_uploaded');

    const journal = await t.database.db
      .selectFrom('application_journal')
      .select(['action', 'actor_id', 'actor_role'])
      .where('application_id', '=', receipt.id)
      .orderBy('sequence', 'desc')
      .executeTakeFirstOrThrow();
    expect(journal).toEqual({ action: 'signed_scan_uploaded', actor_id: approver.user.id, actor_role: 'approver' });
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select(['actor_id', 'details'])
      .where('action', '=', 'application.signed_scan_uploaded')
      .where('application_id', '=', receipt.id)
      .execute();
    expect(audit).toHaveLength(1);
    // The file name is stored sealed with the permittee's subject key (docs/PRIVACY.md), read in clear.
    const details = JSON.parse(audit[0]?.details ?? '{}') as Record<string, unknown>;
    expect(details).toMatchObject({ permitNo: permit.permit_no, uploadedFileName: expect.stringMatching(/^pd:v1:/) });
    const [opened] = await openPersonalValues(t.database.db, [{ details, before: null, after: null }]);
    expect(opened?.details).toMatchObject({ uploadedFileName: 'scan0001.pdf' });
  });

  it('takes a scanned image too, and a later scan replaces the earlier one as the current file', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    expect((await upload(approver, permit.id, 'first.pdf', pdf('First scan'))).statusCode).toBe(201);
    const second = await upload(approver, permit.id, 'Second scan.JPG', jpeg());
    expect(second.statusCode, second.body).toBe(201);
    expect(json<StaffPermit>(second).certificates.map((c) => [c.kind, c.contentType])).toEqual([
      ['generated', 'application/pdf'],
      ['signed_scan', 'application/pdf'],
      ['signed_scan', 'image/jpeg'],
    ]);
    const current = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
    expect(current.headers['content-type']).toBe('image/jpeg');
    expect(current.rawPayload.equals(jpeg())).toBe(true);
  });

  it('refuses every role but the approver (403 not_permitted), storing nothing', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const before = await footprint(permit.id, receipt.id);
    for (const role of ['viewer', 'intake', 'evaluator', 'chief', 'abs_publisher', 'admin'] as const) {
      const response = await upload(await aMember(t, [role]), permit.id, 'scan.pdf', pdf(`By ${role}`));
      expect(response.statusCode, role).toBe(403);
      expect(json<{ code: string }>(response).code, role).toBe('not_permitted');
    }
    expect((await upload(undefined, permit.id, 'scan.pdf', pdf('Nobody'))).statusCode).toBe(401);
    expect(await footprint(permit.id, receipt.id)).toEqual(before);
  });

  it('refuses a file that is not a PDF or an image (415), and one that lies about its type, storing nothing', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const before = await footprint(permit.id, receipt.id);
    const word = await upload(approver, permit.id, 'certificate.docx', docx());
    expect(word.statusCode).toBe(415);
    expect(json<{ detail: string; errors: { pointer: string }[] }>(word)).toMatchObject({
      detail: expect.stringContaining('Word document (DOCX)'),
      errors: [{ pointer: '/file' }],
    });
    const disguised = await upload(approver, permit.id, 'certificate.pdf', windowsExecutable());
    expect(disguised.statusCode).toBe(415);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/permits/${permit.id}/certificates`,
      headers: approver.headers,
      payload: { file: 'no' },
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await footprint(permit.id, receipt.id)).toEqual(before);
  });

  it('refuses a file past UPLOAD_LIMIT_BYTES (413), and an upload without a file (400), storing nothing', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const before = await footprint(permit.id, receipt.id);
    const large = Buffer.concat([pdf('Large'), Buffer.alloc(LIMIT_BYTES, 0x20)]);
    const response = await upload(approver, permit.id, 'large.pdf', large);
    expect(response.statusCode).toBe(413);
    expect(json<{ errors: { pointer: string }[] }>(response).errors[0]?.pointer).toBe('/file');
    const empty = multipart([{ name: 'note', value: 'no file' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/permits/${permit.id}/certificates`,
      headers: { ...approver.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(await footprint(permit.id, receipt.id)).toEqual(before);
  });

  it('refuses a permit that is not issued (409): suspended, revoked, void, superseded', async () => {
    const suspended = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver);
    await permitAction(t, approver, suspended.application_id, { action: 'suspend_permit', reasons: 'Inspection pending.' });
    const revoked = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver);
    await permitAction(t, approver, revoked.application_id, { action: 'revoke_permit', reasons: 'Conditions breached.' });
    const voided = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver);
    await permitAction(t, approver, voided.application_id, { action: 'void_permit', reasons: 'Wrong holder.' });
    const renewed = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver);
    await permitAction(t, approver, renewed.application_id, { action: 'renew_permit' });
    for (const [permit, status] of [
      [suspended, 'suspended'],
      [revoked, 'revoked'],
      [voided, 'void'],
      [renewed, 'superseded'],
    ] as const) {
      const before = await footprint(permit.id, permit.application_id);
      const response = await upload(approver, permit.id, 'scan.pdf', pdf('Too late'));
      expect(response.statusCode, status).toBe(409);
      expect(json<{ code: string; detail: string }>(response)).toMatchObject({
        code: 'action_not_allowed',
        detail: expect.stringContaining(`is ${status}`),
      });
      expect(await footprint(permit.id, permit.application_id)).toEqual(before);
    }
  });

  it('answers 404 for an unknown permit and for an approver limited to another agency', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const limited = await aMember(t, ['approver'], [await t.agency()]);
    expect((await upload(limited, permit.id, 'scan.pdf', pdf())).statusCode).toBe(404);
    expect((await upload(approver, '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 'scan.pdf', pdf())).statusCode).toBe(404);
  });
});
