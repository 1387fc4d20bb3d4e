import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffPermit } from '../../src/permits/permit.views.js';
import { act, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { opensslCmsVerify, opensslOcspStatus, opensslTsVerify, pdfsig, qpdfProblems, signatureOf } from '../helpers/pades.js';
import { replaceBytes } from '../helpers/pdf-rewrite.js';
import { withPdfFile } from '../helpers/pdf-tools.js';
import { pdfa3bProblems } from '../helpers/pdfa-3b.check.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { pkiToolsInstalled, startTestPki, type TestPki } from '../helpers/pki.js';
import { qpdfInstalled } from '../helpers/qpdf-objects.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

// Each issue here waits on the PKI's OpenSSL processes (a timestamp, an OCSP answer) and pdfsig's and
// OpenSSL's checks: on a loaded 2-core machine the first, which also loads pdfkit and the fonts, took 12 s.
vi.setConfig({ testTimeout: 90_000 });

let pki: TestPki;
beforeAll(async () => {
  if (!pkiToolsInstalled) return;
  pki = await startTestPki();
});
afterAll(async () => pki?.close());

/** The bytes of stream object `number` (the newest definition). */
function streamBytes(pdf: Buffer, number: number): Buffer {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf(`\n${number} 0 obj\n`);
  const head = /<< \/Length (\d+) >>\nstream\n/.exec(text.slice(at));
  if (head === null) throw new Error(`object ${number} is not a stream`);
  const start = at + (head.index ?? 0) + head[0].length;
  return pdf.subarray(start, start + Number(head[1]));
}

/** Byte offsets and the text of each revision's end, to see what an incremental update added. */
function revisions(pdf: Buffer): number[] {
  return [...pdf.toString('latin1').matchAll(/%%EOF/g)].map((match) => (match.index ?? 0) + '%%EOF'.length);
}

describe.skipIf(!pkiToolsInstalled).each(testDialects)(
  'a certificate sealed with the authority’s certificate, PAdES B-T and B-LT (%s)',
  (dialect) => {
    let t: TestApp;
    let approver: Member;

    beforeAll(async () => {
      t = await createTestApp(
        dialect,
        permitEnv({ PERMIT_SIGNING_P12: pki.p12File, PERMIT_SIGNING_P12_PASSWORD: pki.p12Password, PERMIT_TSA_URL: pki.tsaUrl }),
      );
      approver = await aMember(t, ['approver']);
    });
    afterAll(async () => t?.close());

    async function certificateOf(permitId: string): Promise<{ view: StaffPermit; pdf: Buffer }> {
      const view = json<StaffPermit>(await t.app.inject({ url: `/api/v1/staff/permits/${permitId}`, headers: approver.headers }));
      const download = await t.app.inject({ url: `/api/v1/staff/permits/${permitId}/certificate`, headers: approver.headers });
      expect(download.statusCode).toBe(200);
      return { view, pdf: download.rawPayload };
    }

    it('issues a certificate that pdfsig finds validly signed over the whole document, by a trusted certificate', async () => {
      const { receipt } = await anApprovedApplication(t);
      const before = pki.timestamps();
      const permit = await issuePermitFor(t, receipt.id, approver);
      const { view, pdf } = await certificateOf(permit.id);
      expect(view.certificates.map((file) => file.kind)).toEqual(['digitally_signed']);
      expect(pki.timestamps()).toBe(before + 1);

      const report = await pdfsig(pdf, pki.nssDir);
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Signer Certificate Common Name: Test Biodiversity Management Bureau');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toContain('Certificate Validation: Certificate is Trusted.');
      // The B-T revision is signed whole; the B-LT revision after it adds the DSS (next test).
      const [, , start, length] = signatureOf(pdf).byteRange;
      expect(await pdfsig(pdf.subarray(0, start + length), pki.nssDir)).toContain('Total document signed');
    });

    it('is B-LT: a last revision that adds only the DSS (the chain, an OCSP answer "good", the CRL) and the catalog pointing at it', async () => {
      const { receipt } = await anApprovedApplication(t);
      const { pdf } = await certificateOf((await issuePermitFor(t, receipt.id, approver)).id);
      const [, , start, length] = signatureOf(pdf).byteRange;
      const update = pdf.subarray(start + length).toString('latin1');
      const objects = [...update.matchAll(/(\d+) 0 obj\n(<<[\s\S]*?)(?:stream\n|\nendobj)/g)].map((match) => ({
        number: Number(match[1]),
        head: match[2] as string,
      }));
      const dss = objects.find((object) => object.head.includes('/Type /DSS'));
      const catalogs = objects.filter((object) => object.head.includes('/Type /Catalog'));
      expect(dss).toBeDefined();
      expect(catalogs).toHaveLength(1);
      expect(catalogs[0]?.head).toContain(`/DSS ${dss?.number} 0 R`);
      const streams = objects.filter((object) => /^<< \/Length \d+ >>$/.test(object.head.trim()));
      // Everything else is a stream the DSS lists: 3 certificates, 1 OCSP answer, 1 CRL.
      expect(objects).toHaveLength(streams.length + 2);
      const listed = (key: string) =>
        [...(new RegExp(`/${key} \\[([^\\]]*)\\]`).exec(dss?.head ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
      expect(listed('Certs')).toHaveLength(3);
      expect(listed('OCSPs')).toHaveLength(1);
      expect(listed('CRLs')).toHaveLength(1);
      expect([...listed('Certs'), ...listed('OCSPs'), ...listed('CRLs')].sort()).toEqual(streams.map((object) => object.number).sort());
      const ocsp = streamBytes(pdf, listed('OCSPs')[0] as number);
      expect(await opensslOcspStatus(ocsp)).toContain('Cert Status: good');
      expect(await qpdfProblems(pdf)).toEqual([]);
    });

    it('carries a baseline CMS (no signing-time, signing-certificate-v2, one signer) that OpenSSL verifies, with a timestamp OpenSSL verifies', async () => {
      const { receipt } = await anApprovedApplication(t);
      const { pdf } = await certificateOf((await issuePermitFor(t, receipt.id, approver)).id);
      const signature = signatureOf(pdf);
      expect(signature.signerInfos).toBe(1);
      // content-type, message-digest, ESS signing-certificate-v2; signing-time (1.2.840.113549.1.9.5) is prohibited in baseline.
      expect(signature.signedAttributeTypes).toEqual(['1.2.840.113549.1.9.3', '1.2.840.113549.1.9.4', '1.2.840.113549.1.9.16.2.47']);
      expect(await opensslCmsVerify(pdf, pki.rootPem)).toContain('CMS Verification successful');
      expect(await opensslTsVerify(pdf, pki.rootPem, pki.untrustedPem)).toContain('Verification: OK');
    });

    it('stays an archival PDF: the rendered PDF/A-3b revision untouched, its XMP and embedded files kept', async () => {
      const { receipt } = await anApprovedApplication(t);
      const { pdf } = await certificateOf((await issuePermitFor(t, receipt.id, approver)).id);
      const text = pdf.toString('latin1');
      // The first revision (pdfkit's) ends where the signature's incremental update starts.
      const [first] = revisions(pdf);
      expect(first).toBeDefined();
      expect(text.slice(0, first)).toContain('<pdfaid:part>3</pdfaid:part>');
      expect(text.slice(0, first)).not.toContain('/ByteRange');
      expect(signatureOf(pdf).byteRange[0]).toBe(0);
      expect(text).toMatch(/\/F 4/); // the widget is printable, zero-sized (PDF/A 6.3.3)
      for (const name of ['permit.json', 'absch-permit.json']) expect(text).toContain(`(${name})`);
      // PDF/A wants the file identifier in every trailer, the updates' too (ISO 19005 6.1.3).
      const trailers = [...text.matchAll(/trailer\s*<<([\s\S]*?)>>\s*startxref/g)].map((match) => match[1] as string);
      expect(trailers.length).toBeGreaterThanOrEqual(3);
      for (const trailer of trailers) expect(trailer).toMatch(/\/ID\s*\[<[0-9a-f]+>\s*<[0-9a-f]+>\]/);
      // The whole sealed file, as its last revision reads, to the PDF/A-3b rules a tool can check.
      expect(withPdfFile(pdf, (file) => pdfa3bProblems(file))).toEqual([]);
      // A byte range that leaves out more than the signature's value is named (6.4.3).
      const shortened = replaceBytes(pdf, /\/ByteRange \[0 (\d+) (\d+) (\d+)/, (range) =>
        range.replace(/\d(?=\d*$)/, (d) => String((Number(d) + 5) % 10)),
      );
      expect(withPdfFile(shortened, (file) => pdfa3bProblems(file)).map((problem) => problem.rule)).toContain('ISO 19005-3 6.4.3');
    });

    it('reports a byte changed after signing as a digest mismatch', async () => {
      const { receipt } = await anApprovedApplication(t);
      const { pdf } = await certificateOf((await issuePermitFor(t, receipt.id, approver)).id);
      const altered = Buffer.from(pdf);
      const [, length] = signatureOf(pdf).byteRange;
      const at = Math.floor(length / 2);
      altered[at] = (altered[at] as number) ^ 0x01;
      const report = await pdfsig(altered, pki.nssDir);
      expect(report).toContain('Digest Mismatch');
      expect(report).not.toContain('Signature is Valid');
    });

    it('seals every reissue: a renewal and an amendment are signed and timestamped too, and stay PDF/A-3b', async () => {
      const { receipt } = await anApprovedApplication(t);
      await issuePermitFor(t, receipt.id, approver);
      const renewal = await permitAction(t, approver, receipt.id, { action: 'renew_permit', reasons: 'Second field season.' });
      const amendment = await permitAction(t, approver, receipt.id, {
        action: 'amend_permit',
        reasons: 'Fewer sites.',
        conditions: ['Only the amended sites.'],
      });
      for (const permit of [renewal, amendment]) {
        const { view, pdf } = await certificateOf(permit.id);
        expect(view.certificates.map((file) => file.kind)).toEqual(['digitally_signed']);
        expect(await pdfsig(pdf, pki.nssDir)).toContain('Signature Validation: Signature is Valid.');
        expect(await opensslTsVerify(pdf, pki.rootPem, pki.untrustedPem)).toContain('Verification: OK');
        expect(withPdfFile(pdf, (file) => pdfa3bProblems(file))).toEqual([]);
      }
    });
  },
);

describe.skipIf(!pkiToolsInstalled).each(testDialects)(
  'a certificate when the time-stamping authority cannot be reached (%s)',
  (dialect) => {
    let t: TestApp;
    let approver: Member;

    beforeAll(async () => {
      t = await createTestApp(
        dialect,
        // A port nothing listens on: the TSA is down.
        permitEnv({
          PERMIT_SIGNING_P12: pki.p12File,
          PERMIT_SIGNING_P12_PASSWORD: pki.p12Password,
          PERMIT_TSA_URL: 'http://127.0.0.1:9/tsa',
        }),
      );
      approver = await aMember(t, ['approver']);
    });
    afterAll(async () => t?.close());

    it('refuses the issue with 503 and stores nothing: no permit, no certificate', async () => {
      const { receipt } = await anApprovedApplication(t);
      const response = await act(t, approver, receipt.id, { action: 'issue' });
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(json<{ detail: string }>(response).detail).toContain('PERMIT_TSA_URL');
      const permits = await t.database.db.selectFrom('permits').select('id').where('application_id', '=', receipt.id).execute();
      expect(permits).toEqual([]);
    });
  },
);

describe.skipIf(!pkiToolsInstalled).each(testDialects)('a certificate whose signing certificate is revoked (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      permitEnv({ PERMIT_SIGNING_P12: pki.p12File, PERMIT_SIGNING_P12_PASSWORD: pki.p12Password, PERMIT_TSA_URL: pki.tsaUrl }),
    );
    approver = await aMember(t, ['approver']);
    pki.revokeSigner(true);
  });
  afterAll(async () => {
    pki?.revokeSigner(false);
    await t?.close();
  });

  it('refuses the issue when the OCSP responder says the signing certificate is revoked, naming PERMIT_SIGNING_P12, and stores nothing', async () => {
    const { receipt } = await anApprovedApplication(t);
    const response = await act(t, approver, receipt.id, { action: 'issue' });
    expect(response.statusCode, response.body).toBe(500);
    expect(json<{ code: string; detail: string }>(response)).toMatchObject({ code: 'not_configured' });
    expect(json<{ detail: string }>(response).detail).toContain('PERMIT_SIGNING_P12');
    const permits = await t.database.db.selectFrom('permits').select('id').where('application_id', '=', receipt.id).execute();
    expect(permits).toEqual([]);
  });
});

describe.each(testDialects)('a certificate without a signing certificate configured (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => t?.close());

  it('is issued unsigned, as before, for the signed scan', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const view = json<StaffPermit>(await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}`, headers: approver.headers }));
    expect(view.certificates.map((file) => file.kind)).toEqual(['generated']);
    const download = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
    expect(download.rawPayload.toString('latin1')).not.toContain('/ByteRange');
    // As issued, with its files (permit.json, absch-permit.json, credential.txt): PDF/A-3b as far as qpdf sees.
    if (qpdfInstalled) expect(withPdfFile(download.rawPayload, (file) => pdfa3bProblems(file))).toEqual([]);
  });
});
