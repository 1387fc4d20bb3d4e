import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryDocument } from '../../src/library/library-document.schemas.js';
import { type AttachmentTestApp, createAttachmentTestApp, pathOf } from '../helpers/attachments.js';
import { clamdAvailable, startClamd, type TestClamd } from '../helpers/clamd.js';
import { testDialects } from '../helpers/databases.js';
import { multipart } from '../helpers/files-app.js';
import { bearer, json } from '../helpers/test-app.js';
import { aSubmittedApplication } from '../helpers/workflow.js';

/** A harmless text file the test's clamd knows as malware (an MD5 signature of it), and nothing else. */
const MALWARE = Buffer.from(`biopermit test malware ${randomBytes(16).toString('hex')}\n`);

describe.skipIf(!clamdAvailable)('library documents the malware scan finds infected', () => {
  let clamd: TestClamd;
  beforeAll(async () => {
    clamd = await startClamd(MALWARE);
  });
  afterAll(async () => clamd?.stop());

  describe.each(testDialects)('on %s', (dialect) => {
    let x: AttachmentTestApp;
    beforeAll(async () => {
      x = await createAttachmentTestApp(dialect, 'filesystem', { CLAMAV_SOCKET: clamd.socket });
    });
    afterAll(async () => x?.close());

    it('are kept quarantined, never served nor attached', async () => {
      const { agency, token, receipt } = await aSubmittedApplication(x.t);
      const body = multipart([
        { name: 'sourceAgencyCode', value: agency },
        { name: 'title', value: 'Standing clearance' },
        { name: 'file', fileName: 'clearance.txt', content: MALWARE },
      ]);
      const response = await x.t.app.inject({
        method: 'POST',
        url: '/api/v1/external/documents',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      const document = json<LibraryDocument>(response);
      expect(document.status).toBe('quarantined');

      const download = await x.t.app.inject({ url: pathOf(document.url), headers: bearer(token) });
      expect([download.statusCode, json<{ code: string }>(download).code]).toEqual([403, 'file_quarantined']);
      expect(download.body).not.toContain('biopermit test malware');

      const attached = await x.t.app.inject({
        method: 'POST',
        url: `/api/v1/external/application/${receipt.registrationNo}/agency/${agency}/attachments/from-library`,
        headers: bearer(token),
        payload: { documentId: document.id, type: 'prior_clearance' },
      });
      expect([attached.statusCode, json<{ code: string }>(attached).code]).toEqual([403, 'file_quarantined']);
      const rows = await x.t.database.db
        .selectFrom('application_attachments')
        .select('id')
        .where('application_id', '=', receipt.id)
        .execute();
      expect(rows).toEqual([]);
    });
  });
});
