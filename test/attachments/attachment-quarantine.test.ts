import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../src/applications/application.schemas.js';
import type { StaffAttachments } from '../../src/attachments/attachment.schemas.js';
import { type AttachmentTestApp, createAttachmentTestApp, pathOf, uploadAsAgency } from '../helpers/attachments.js';
import { blobStoreKinds } from '../helpers/blob-stores.js';
import { clamdAvailable, startClamd, type TestClamd } from '../helpers/clamd.js';
import { testDialects } from '../helpers/databases.js';
import { pdf } from '../helpers/sample-files.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, json } from '../helpers/test-app.js';
import { aSubmittedApplication, externalDetail } from '../helpers/workflow.js';

/** A harmless text file the test's clamd knows as malware (an MD5 signature of it), and nothing else. */
const MALWARE = Buffer.from(`biopermit test malware ${randomBytes(16).toString('hex')}\n`);
const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));

describe.skipIf(!clamdAvailable)('attachments the malware scan finds infected', () => {
  let clamd: TestClamd;
  beforeAll(async () => {
    clamd = await startClamd(MALWARE);
  });
  afterAll(async () => clamd?.stop());

  describe.each(combinations)('on %s with the %s store', (dialect, kind) => {
    let x: AttachmentTestApp;
    let staff: StaffHeaders;
    beforeAll(async () => {
      x = await createAttachmentTestApp(dialect, kind, { CLAMAV_SOCKET: clamd.socket });
      staff = await loginAs(x.t, await createStaff(x.t, { roles: ['intake'] }));
    });
    afterAll(async () => x?.close());

    it('are kept quarantined, never served to the agency nor to staff, and replace nothing', async () => {
      const { agency, token, receipt } = await aSubmittedApplication(x.t);
      const who = { agency, token, application: receipt.registrationNo };
      const clean = json<Attachment>(await uploadAsAgency(x.t, who, { fileName: 'letter.pdf', content: pdf('clean') }));
      const response = await uploadAsAgency(x.t, who, { fileName: 'letter.txt', content: MALWARE });
      expect(response.statusCode).toBe(201);
      const infected = json<Attachment>(response);
      expect(infected.status).toBe('quarantined');

      const detail = await externalDetail(x.t, agency, token, receipt.registrationNo);
      expect(detail.attachments.map((a) => [a.id, a.status])).toEqual([
        [clean.id, 'uploaded'],
        [infected.id, 'quarantined'],
      ]);
      const asAgency = await x.t.app.inject({ url: pathOf(infected.url), headers: bearer(token) });
      expect(asAgency.statusCode).toBe(403);
      expect(json<{ code: string }>(asAgency).code).toBe('file_quarantined');
      const asStaff = await x.t.app.inject({
        url: `/api/v1/staff/applications/${receipt.id}/attachments/${infected.id}/file`,
        headers: staff,
      });
      expect(asStaff.statusCode).toBe(403);
      expect(asStaff.body).not.toContain('biopermit test malware');

      const list = json<StaffAttachments>(
        await x.t.app.inject({ url: `/api/v1/staff/applications/${receipt.id}/attachments`, headers: staff }),
      );
      expect(list.checklist.find((item) => item.type === 'endorsement_letter')).toMatchObject({
        state: 'uploaded',
        attachmentId: clean.id,
      });
      const blob = await x.t.database.db.selectFrom('blobs').selectAll().where('scan_status', '=', 'infected').executeTakeFirstOrThrow();
      expect(blob.scan_signature).toBe(clamd.signature);
    });
  });
});
