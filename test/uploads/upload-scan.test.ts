import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClamdScanner, ScannerUnavailableError } from '../../src/uploads/clamav.scanner.js';
import { blobStoreKinds } from '../helpers/blob-stores.js';
import { clamdAvailable, startClamd, type TestClamd } from '../helpers/clamd.js';
import { testDialects } from '../helpers/databases.js';
import { createFilesTestApp, type FilesTestApp, multipart, type Part } from '../helpers/files-app.js';
import * as sample from '../helpers/sample-files.js';
import { json } from '../helpers/test-app.js';

/** A harmless text file that the test's clamd knows as malware (an MD5 signature of it), and nothing else. */
const MALWARE = Buffer.from(`biopermit test malware ${randomBytes(16).toString('hex')}\n`);
/** clamd's own limit on a scanned stream, set low so that the test can pass it. */
const CLAMD_STREAM_LIMIT = 1024 * 1024;

const FIELDS: Part[] = [
  { name: 'type', value: 'fpic_certificate' },
  { name: 'title', value: 'Certification Precondition' },
];
const combinations = testDialects.flatMap((dialect) => blobStoreKinds.map((kind) => [dialect, kind] as const));

describe.skipIf(!clamdAvailable)('malware scan through clamd', () => {
  let clamd: TestClamd;

  beforeAll(async () => {
    clamd = await startClamd(MALWARE, { streamMaxLength: String(CLAMD_STREAM_LIMIT) });
  });
  afterAll(async () => {
    await clamd?.stop();
  });

  describe('the scanner', () => {
    it('finds the signature in the infected file and nothing in a clean one', async () => {
      const scanner = createClamdScanner(clamd.socket);
      expect(await scanner.scan(Readable.from([MALWARE]))).toEqual({ infected: true, signature: clamd.signature });
      expect(await scanner.scan(Readable.from([sample.pdf()]))).toEqual({ infected: false });
      expect(await scanner.scan(Readable.from([randomBytes(300_000)]))).toEqual({ infected: false });
    });

    it('says it could not scan when clamd is not there, or refuses the stream as too long', async () => {
      const missing = createClamdScanner(path.join(os.tmpdir(), 'no-clamd-here.sock'));
      await expect(missing.scan(Readable.from([sample.pdf()]))).rejects.toBeInstanceOf(ScannerUnavailableError);
      const scanner = createClamdScanner(clamd.socket);
      const tooLong = scanner.scan(Readable.from([randomBytes(CLAMD_STREAM_LIMIT + 65_536)]));
      await expect(tooLong).rejects.toBeInstanceOf(ScannerUnavailableError);
      await expect(tooLong).rejects.toThrow(/size limit exceeded|StreamMaxLength/);
    });
  });

  describe.each(combinations)('uploads on %s with the %s store', (dialect, kind) => {
    let t: FilesTestApp;
    let unreachable: FilesTestApp;

    beforeAll(async () => {
      t = await createFilesTestApp(dialect, kind, { scanner: createClamdScanner(clamd.socket) });
      unreachable = await createFilesTestApp(dialect, kind, { scanner: createClamdScanner(path.join(os.tmpdir(), 'no-clamd-here.sock')) });
    });
    afterAll(async () => {
      await t?.close();
      await unreachable?.close();
    });

    const upload = (app: FilesTestApp, parts: readonly Part[]) =>
      app.app.inject({ method: 'POST', url: '/documents', ...multipart(parts) });

    it('keeps an infected file quarantined: stored, marked infected with the signature, and never served', async () => {
      const response = await upload(t, [...FIELDS, { name: 'file', fileName: 'certificate.txt', content: MALWARE }]);

      expect(response.statusCode).toBe(201);
      const body = json<{ id: string; quarantined: boolean; blob: { sha256: string; scanStatus: string; scanSignature: string } }>(
        response,
      );
      expect(body.quarantined).toBe(true);
      expect(body.blob).toMatchObject({ scanStatus: 'infected', scanSignature: clamd.signature });
      expect(await t.blobs.store.stat(body.blob.sha256)).toBeDefined();

      const download = await t.app.inject({ method: 'GET', url: `/documents/${body.id}` });
      expect(download.statusCode).toBe(403);
      expect(json<{ code: string }>(download).code).toBe('file_quarantined');
      expect(download.body).not.toContain('biopermit test malware');
    });

    it('marks a clean file clean', async () => {
      const response = await upload(t, [...FIELDS, { name: 'file', fileName: 'certificate.pdf', content: sample.pdf() }]);
      expect(response.statusCode).toBe(201);
      expect(json<{ quarantined: boolean; blob: { scanStatus: string } }>(response)).toMatchObject({
        quarantined: false,
        blob: { scanStatus: 'clean' },
      });
    });

    it('answers 503 when the scanner cannot be reached, and leaves nothing behind', async () => {
      const before = await unreachable.leftovers();
      const response = await upload(unreachable, [...FIELDS, { name: 'file', fileName: 'certificate.pdf', content: sample.pdf() }]);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(json<{ code: string }>(response).code).toBe('service_unavailable');
      expect(await unreachable.leftovers()).toEqual({ ...before, temporaryFiles: [] });
    });

    it('answers 503 when clamd refuses to scan (the file is over its StreamMaxLength), and leaves nothing behind', async () => {
      const before = await t.leftovers();
      const big = Buffer.concat([sample.pdf(), randomBytes(CLAMD_STREAM_LIMIT + 65_536)]);
      const response = await upload(t, [...FIELDS, { name: 'file', fileName: 'scan.pdf', content: big }]);
      expect(response.statusCode).toBe(503);
      expect(await t.leftovers()).toEqual({ ...before, temporaryFiles: [] });
    });
  });
});
