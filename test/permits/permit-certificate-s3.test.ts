import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffPermit } from '../../src/permits/permit.views.js';
import { aMember, type Member } from '../helpers/actions.js';
import { type AttachmentTestApp, createAttachmentTestApp } from '../helpers/attachments.js';
import type { TestBlobStore } from '../helpers/blob-stores.js';
import { testDialects } from '../helpers/databases.js';
import { multipart } from '../helpers/files-app.js';
import { anApprovedApplication, issuePermitFor } from '../helpers/permits.js';
import { tiff } from '../helpers/sample-files.js';
import { bearer, json, type TestApp } from '../helpers/test-app.js';
import { externalDetail } from '../helpers/workflow.js';

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Certificates on S3 (BLOB_STORE_URL at a real S3 server, s3rver): stored there, and sent back byte for byte. */
describe.each(testDialects)('permit certificates on S3 (%s)', (dialect) => {
  let files: AttachmentTestApp;
  let t: TestApp;
  let blobs: TestBlobStore;
  let approver: Member;

  beforeAll(async () => {
    // The attachments' test app: the S3 credentials where the SDK looks for them, PUBLIC_BASE_URL set.
    files = await createAttachmentTestApp(dialect, 's3');
    ({ t, blobs } = files);
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => files?.close());

  it('stores the generated certificate in the bucket, and both downloads return its very bytes', async () => {
    const { agency, token, receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const certificate = await t.database.db
      .selectFrom('permit_certificates')
      .select('blob_sha256')
      .where('permit_id', '=', permit.id)
      .$narrowType<{ blob_sha256: string }>()
      .executeTakeFirstOrThrow();
    const inBucket = await readFile(blobs.fileOf(certificate.blob_sha256));
    expect(inBucket.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256Of(inBucket)).toBe(certificate.blob_sha256);

    const staff = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.equals(inBucket)).toBe(true);
    const [gp] = (await externalDetail(t, agency, token, receipt.id)).gp;
    const external = await t.app.inject({ url: new URL(gp?.url as string).pathname, headers: bearer(token) });
    expect(external.statusCode).toBe(200);
    expect(external.rawPayload.equals(inBucket)).toBe(true);
    expect(external.headers['content-digest']).toBe(`sha-256=:${Buffer.from(certificate.blob_sha256, 'hex').toString('base64')}:`);
  });

  it('stores an uploaded signed scan in the bucket too, and serves it as the current certificate', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const scan = tiff();
    const body = multipart([{ name: 'file', fileName: 'signed.tif', content: scan }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/permits/${permit.id}/certificates`,
      headers: { ...approver.headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(json<StaffPermit>(uploaded).certificates.at(-1)).toMatchObject({ kind: 'signed_scan', contentType: 'image/tiff' });
    expect((await readFile(blobs.fileOf(sha256Of(scan)))).equals(scan)).toBe(true);
    const current = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
    expect(current.rawPayload.equals(scan)).toBe(true);
  });
});
