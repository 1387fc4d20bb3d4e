import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import type { DB } from '../../src/db/schema.js';
import type { IssuePreview } from '../../src/permits/permit.views.js';
import { updateSetting } from '../../src/settings/settings.service.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { pdfText, pdfToolsInstalled, readQrCodes, renderPage, withPdfFile } from '../helpers/pdf-tools.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

const CONDITIONS = [
  'The holder keeps every specimen tagged with the permit number.',
  'No collection within 200 metres of a nesting colony.',
];

/** What the issue would write, counted: a preview must leave every count as it was. */
const STORED: readonly (keyof DB)[] = ['permits', 'permit_certificates', 'blobs', 'sequences', 'application_journal', 'audit_events'];

describe.each(testDialects)('the issue’s preview: defaults and a specimen certificate, storing nothing (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
    await updateSetting(t.database.db, { key: 'permits.conditions', value: CONDITIONS }, { actor: OPERATOR_ACTOR });
    await updateSetting(
      t.database.db,
      { key: 'permits.validity', value: { defaultMonths: 12, byPermitType: { 'gratuitous permit': 6 } } },
      { actor: OPERATOR_ACTOR },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const previewUrl = (id: string) => `/api/v1/staff/applications/${id}/permit-preview`;

  async function counts(): Promise<Record<string, number>> {
    const entries = await Promise.all(
      STORED.map(async (table) => {
        const row = await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return [table, Number(row.n)] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  it('gives the approver the defaults the settings say, and the permit issued after carries them', async () => {
    const { receipt } = await anApprovedApplication(t);
    const response = await t.app.inject({ url: previewUrl(receipt.id), headers: approver.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const preview = json<IssuePreview>(response);
    expect(preview).toMatchObject({
      applicationId: receipt.id,
      registrationNo: receipt.registrationNo,
      permitType: 'gratuitous permit',
      title: 'Gratuitous Permit',
      conditions: CONDITIONS,
      validityMonths: 6,
    });
    const permit = await issuePermitFor(t, receipt.id, approver);
    expect(JSON.parse(permit.conditions)).toEqual(preview.conditions);
    expect(permit.title).toBe(preview.title);
    expect(permit.description).toBe(preview.description);
    expect(permit.date_expired).toBe(preview.dateExpired);
    // By registration number too, as the other application routes: now a permit stands, nothing is to be issued.
    const after = await t.app.inject({ url: previewUrl(receipt.registrationNo), headers: approver.headers });
    expect(after.statusCode, after.body).toBe(409);
    expect(json<{ code: string; detail: string }>(after)).toMatchObject({ code: 'action_not_allowed' });
    expect(json<{ detail: string }>(after).detail).toContain(permit.permit_no);
  });

  it.skipIf(!pdfToolsInstalled)(
    'renders the certificate as issue would, marked as a specimen, with no QR code, and stores nothing',
    async () => {
      const { receipt } = await anApprovedApplication(t);
      const before = await counts();
      const response = await t.app.inject({ url: `${previewUrl(receipt.id)}/certificate`, headers: approver.headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${receipt.registrationNo}-specimen.pdf"`);
      withPdfFile(response.rawPayload, (file, dir) => {
        const text = pdfText(file).replace(/\s+/g, ' ');
        for (const words of [
          'SPECIMEN – NOT ISSUED',
          'Maria Reyes Santos',
          'Platymantis luzonensis',
          'Rhacophorus pardalis',
          'Los Baños',
          'Laguna',
          CONDITIONS[0] as string,
          'A specimen, not a permit',
        ]) {
          expect(text).toContain(words);
        }
        expect(readQrCodes(renderPage(file, dir, 1))).toEqual([]);
      });
      expect(await counts()).toEqual(before);
    },
    30_000,
  );

  it('refuses whoever may not issue: no session 401, another role 403, an application not approved 409, another agency’s 404', async () => {
    const { receipt } = await anApprovedApplication(t);
    const submitted = await aSubmittedApplication(t);
    const evaluator = await aMember(t, ['evaluator', 'chief']);
    const elsewhere = await aMember(t, ['approver'], [(await t.agencyWithToken()).agency]);
    const before = await counts();
    for (const suffix of ['', '/certificate']) {
      const anonymous = await t.app.inject({ url: `${previewUrl(receipt.id)}${suffix}` });
      expect(anonymous.statusCode).toBe(401);
      const otherRole = await t.app.inject({ url: `${previewUrl(receipt.id)}${suffix}`, headers: evaluator.headers });
      expect(otherRole.statusCode, otherRole.body).toBe(403);
      expect(json<{ code: string }>(otherRole).code).toBe('not_permitted');
      const notApproved = await t.app.inject({ url: `${previewUrl(submitted.receipt.id)}${suffix}`, headers: approver.headers });
      expect(notApproved.statusCode, notApproved.body).toBe(409);
      expect(json<{ code: string; detail: string }>(notApproved)).toMatchObject({ code: 'action_not_allowed' });
      expect(json<{ detail: string }>(notApproved).detail).toContain('submitted');
      const hidden = await t.app.inject({ url: `${previewUrl(receipt.id)}${suffix}`, headers: elsewhere.headers });
      expect(hidden.statusCode, hidden.body).toBe(404);
    }
    expect(await counts()).toEqual(before);
  });
});
