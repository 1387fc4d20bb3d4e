import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePermitCredential } from '../../src/credentials/permit-credential.codec.js';
import { regenerateChangedStatusLists } from '../../src/credentials/status-list.service.js';
import { type EmbeddedTerms, termsDigestOf } from '../../src/credentials/terms-digest.js';
import type { PermitTable } from '../../src/db/schema.js';
import { MAX_CREDENTIAL_QR_VERSION } from '../../src/permits/certificate.qr.js';
import { aMember, type Member } from '../helpers/actions.js';
import { runCli } from '../helpers/cli-in-process.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, manySpecies } from '../helpers/factories.js';
import { pdfToolsInstalled, readQrCodes, renderPage, withPdfFile } from '../helpers/pdf-tools.js';
import { anApprovedApplication, BASE_URL, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 29 §2: the credential carries the species with their quantities, or, when they do not fit the
 * certificate's QR code (level M, at most MAX_CREDENTIAL_QR_VERSION), a digest of the terms the
 * certificate embeds and their line count; the verifiers say so and check it against the PDF.
 */
describe.each(testDialects)('the credential of a permit whose terms do not fit the QR code (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;
  let cache: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-digest-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(cache, { recursive: true, force: true });
  });

  async function issueWith(locations: number, species: number, seed = 0): Promise<PermitTable> {
    const { receipt } = await anApprovedApplication(t, undefined, {
      locations: Array.from({ length: locations }, (_, i) =>
        aLocation({ barangay: `Barangay ${i + 1}`, species: manySpecies(species, seed + i) }),
      ),
    });
    return issuePermitFor(t, receipt.id, approver);
  }

  async function certificateOf(permit: PermitTable): Promise<string> {
    const response = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
    expect(response.statusCode).toBe(200);
    const file = path.join(cache, `${permit.permit_no}.pdf`);
    fs.writeFileSync(file, response.rawPayload);
    return file;
  }

  async function syncCache(): Promise<void> {
    const keys = t.permits.credentialKeys as NonNullable<TestApp['permits']['credentialKeys']>;
    await regenerateChangedStatusLists(t.database.db, { db: t.database.db, keys, issuer: BASE_URL });
    fs.writeFileSync(path.join(cache, 'trust-list.json'), (await t.app.inject({ url: '/api/v1/public/trust-list' })).body);
    for (const id of ['revocation-0', 'suspension-0'])
      fs.writeFileSync(path.join(cache, `${id}.jwt`), (await t.app.inject({ url: `/api/v1/public/status-lists/${id}` })).body);
  }

  const verify = (...args: string[]) => runCli(['verify-credential', ...args, '--offline', '--cache', cache]);

  it('carries a digest of the embedded terms and their 80 lines, in a code that zbarimg reads, and verify-credential --pdf checks it', async (context) => {
    if (!pdfToolsInstalled) context.skip();
    const permit = await issueWith(2, 40);
    const pdf = await certificateOf(permit);
    const [scanned] = withPdfFile(fs.readFileSync(pdf), (file, dir) => readQrCodes(renderPage(file, dir, 1, 150)));
    const stored = await t.database.db
      .selectFrom('permit_credentials')
      .select('credential')
      .where('permit_id', '=', permit.id)
      .executeTakeFirstOrThrow();
    expect(scanned).toBe(stored.credential);
    expect(QRCode.create(scanned as string, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(MAX_CREDENTIAL_QR_VERSION);

    const saved = path.join(cache, `${permit.permit_no}.permit.json`);
    execFileSync('pdfdetach', ['-savefile', 'permit.json', '-o', saved, pdf]);
    const permitJson = JSON.parse(fs.readFileSync(saved, 'utf8')) as EmbeddedTerms & { authorised: { lines: unknown[] } };
    expect(permitJson.authorised.lines).toHaveLength(80);
    const claims = (await decodePermitCredential(scanned as string))?.claims;
    expect(claims?.permit).toMatchObject({
      permitNo: permit.permit_no,
      species: [],
      termsDigest: termsDigestOf(permitJson),
      termsLines: 80,
      logIndex: expect.any(Number),
    });
    // The two sites still fit beside the digest.
    expect(claims?.permit.sites).toHaveLength(2);

    // The online verification page says the same.
    const view = json<{ permits: { id: string; verificationUrl: string }[] }>(
      await t.app.inject({ url: `/api/v1/staff/applications/${permit.application_id}/permits`, headers: approver.headers }),
    ).permits.find((p) => p.id === permit.id);
    const link = new URL(view?.verificationUrl as string);
    const page = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(page.body).toContain(
      `80 authorised lines: compare with the certificate’s embedded terms (digest ${claims?.permit.termsDigest}).`,
    );

    await syncCache();
    const checked = await verify('--pdf', pdf);
    expect(checked.stderr).toBe('');
    expect(checked.code).toBe(0);
    expect(checked.stdout).toMatch(/^VALID \(/);
    expect(checked.stdout).toContain(
      `Terms        80 authorised lines: compare with the certificate’s embedded terms (digest ${claims?.permit.termsDigest}); the certificate’s embedded permit.json matches it`,
    );
    expect(checked.stdout).toContain(
      `Public log   entry ${claims?.permit.logIndex}, its inclusion proof: ${BASE_URL}/api/v1/public/log/proof/inclusion?index=${claims?.permit.logIndex}`,
    );
    // Without the PDF it says what to compare; with another certificate's terms it refuses, exit 1.
    expect((await verify(scanned as string)).stdout).toContain('give --pdf to check the certificate’s embedded permit.json');
    const other = await certificateOf(await issueWith(2, 40, 5));
    const mismatch = await verify(scanned as string, '--pdf', other, '--json');
    expect(mismatch.code).toBe(1);
    expect(JSON.parse(mismatch.stdout)).toMatchObject({ outcome: 'valid', terms: { lines: 80, embedded: 'differs' } });
  });

  it('carries the species themselves when three lines fit', async () => {
    const permit = await issueWith(1, 3);
    const stored = await t.database.db
      .selectFrom('permit_credentials')
      .select('credential')
      .where('permit_id', '=', permit.id)
      .executeTakeFirstOrThrow();
    const claims = (await decodePermitCredential(stored.credential))?.claims;
    expect(claims?.permit.species.map((s) => s.scientificName)).toEqual(manySpecies(3, 0).map((s) => s.scientificName));
    expect(claims?.permit).toMatchObject({ termsDigest: null, termsLines: null });
    expect(claims?.permit.sites).toHaveLength(1);
  });
});
