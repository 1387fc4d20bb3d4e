import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519Signer } from '../../src/credentials/credential-signer.js';
import { decodePermitCredential, encodePermitCredential } from '../../src/credentials/permit-credential.codec.js';
import { regenerateChangedStatusLists } from '../../src/credentials/status-list.service.js';
import { aMember, type Member } from '../helpers/actions.js';
import { biopermit, runCli } from '../helpers/cli-in-process.js';
import { credentialOf } from '../helpers/credentials.js';
import { testDialects } from '../helpers/databases.js';
import { pdfToolsInstalled, renderPage, withPdfFile } from '../helpers/pdf-tools.js';
import { anApprovedApplication, BASE_URL, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe.each(testDialects)('biopermit verify-credential (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;
  let cache: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'biopermit-credential-cache-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(cache, { recursive: true, force: true });
  });

  const credentialDeps = () => ({
    db: t.database.db,
    keys: t.permits.credentialKeys as NonNullable<TestApp['permits']['credentialKeys']>,
    issuer: BASE_URL,
  });

  /** What a checkpoint's sync leaves in its cache: the trust list and the status lists, as the service serves them now. */
  async function syncCache(): Promise<void> {
    await regenerateChangedStatusLists(t.database.db, credentialDeps());
    fs.writeFileSync(path.join(cache, 'trust-list.json'), (await t.app.inject({ url: '/api/v1/public/trust-list' })).body);
    for (const id of ['revocation-0', 'suspension-0']) {
      const response = await t.app.inject({ url: `/api/v1/public/status-lists/${id}` });
      expect(response.statusCode).toBe(200);
      fs.writeFileSync(path.join(cache, `${id}.jwt`), response.body);
    }
  }

  const verify = (...args: string[]) => runCli(['verify-credential', ...args, '--offline', '--cache', cache]);

  it('says VALID and shows the permit, from the text, standard input or the certificate’s image; SUSPENDED, then REVOKED after a sync', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const text = await credentialOf(t, permit);
    await syncCache();

    const valid = await verify(text);
    expect(valid.stderr).toBe('');
    expect(valid.code).toBe(0);
    expect(valid.stdout).toMatch(/^VALID \(/);
    expect(valid.stdout).toContain(`Permit no.   ${permit.permit_no}`);
    expect(valid.stdout).toContain('Holder       Maria Reyes Santos');
    expect(valid.stdout).toMatch(/revocation\s+not set\nsuspension\s+not set\n$/);

    const fromStdin = await runCli(['verify-credential', '--offline', '--cache', cache, '--json'], { stdin: `${text}\n` });
    expect(fromStdin.code).toBe(0);
    expect(JSON.parse(fromStdin.stdout)).toMatchObject({ outcome: 'valid', claims: { permit: { permitNo: permit.permit_no } } });

    if (pdfToolsInstalled) {
      const pdf = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
      // The image outlives withPdfFile's directory: the command reads it after the render.
      const png = path.join(cache, 'certificate.png');
      withPdfFile(pdf.rawPayload, (file, dir) => fs.copyFileSync(renderPage(file, dir, 1, 150), png));
      const fromImage = await verify('--image', png);
      expect(fromImage.code, fromImage.stderr).toBe(0);
      expect(fromImage.stdout).toContain(permit.permit_no);
    }

    await permitAction(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
    // Before the sync the checkpoint still reads it as valid: the cache is what it knows.
    expect((await verify(text)).code).toBe(0);
    await syncCache();
    const suspended = await verify(text);
    expect(suspended.code).toBe(1);
    expect(suspended.stdout).toMatch(/^SUSPENDED/);

    await permitAction(t, approver, receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    await syncCache();
    const revoked = await verify(text);
    expect(revoked.code).toBe(1);
    expect(revoked.stdout).toMatch(/^REVOKED/);
  });

  it('says NOT VALID for an altered or cut credential and EXPIRED for an expired one, exit 1; status unknown without lists, exit 3', async () => {
    const permit = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver);
    const text = await credentialOf(t, permit);
    await syncCache();
    const at = 40;
    const altered = `${text.slice(0, at)}${text[at] === '0' ? '1' : '0'}${text.slice(at + 1)}`;
    for (const bad of [altered, text.slice(0, text.length - 20)]) {
      const run = await verify(bad);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^NOT VALID/);
      expect(run.stdout).not.toContain(permit.permit_no);
    }

    const decoded = await decodePermitCredential(text);
    const { kid, privateKey } = await credentialDeps().keys.signingKey();
    const claims = decoded?.claims as NonNullable<typeof decoded>['claims'];
    const expired = await encodePermitCredential(
      { ...claims, notBefore: claims.issuedAt - 100, expiresAt: claims.issuedAt - 50 },
      ed25519Signer(privateKey, kid),
    );
    const run = await verify(expired);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^EXPIRED/);

    fs.rmSync(path.join(cache, 'suspension-0.jwt'));
    const unknown = await verify(text);
    expect(unknown.code).toBe(3);
    expect(unknown.stdout).toMatch(/^GENUINE, STATUS UNKNOWN/);
  });

  it('rotates the credential key from the command line: the new key is published at once, signing after the lead', async () => {
    const before = JSON.parse(fs.readFileSync(path.join(cache, 'trust-list.json'), 'utf8')) as { keys: { kid: string }[] };
    const run = await biopermit(t.config.databaseUrl, 'keys', 'rotate-credentials', '--lead-days', '3');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const kid = /New credential key (\S+):/.exec(run.stdout)?.[1];
    const keys = await t.database.db.selectFrom('credential_keys').selectAll().execute();
    const added = keys.find((key) => key.kid === kid);
    expect(before.keys.map((key) => key.kid)).not.toContain(kid);
    const lead = Date.parse(added?.not_before as string) - Date.parse(added?.created_at as string);
    expect(Math.round(lead / 86_400_000)).toBe(3);
    // Every older key retires when the new one starts signing, and stays.
    for (const key of keys.filter((k) => k.kid !== kid)) expect(key.retired_at).not.toBeNull();
    expect((await biopermit(t.config.databaseUrl, 'keys', 'rotate-credentials', '--lead-days', 'soon')).code).toBe(1);
  });
});
