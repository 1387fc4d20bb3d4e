import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffPermit } from '../../src/permits/permit.views.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { opensslCmsVerify, pdfsig } from '../helpers/pades.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { makeTestToken, pkiToolsInstalled, startTestPki, type TestPki, type TestToken } from '../helpers/pki.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

// Each issue here waits on the PKI's OpenSSL processes (a timestamp, an OCSP answer) and pdfsig's and
// OpenSSL's checks: on a loaded 2-core machine the first, which also loads pdfkit and the fonts, took 12 s.
vi.setConfig({ testTimeout: 90_000 });

let pki: TestPki;
let token: TestToken;
beforeAll(async () => {
  if (!pkiToolsInstalled) return;
  pki = await startTestPki();
  token = await makeTestToken(pki);
});
afterAll(async () => pki?.close());

describe.skipIf(!pkiToolsInstalled).each(testDialects)('a certificate sealed with a key on a PKCS#11 token, SoftHSM2 (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      permitEnv({ PERMIT_SIGNING_PKCS11_URI: token.uri, PERMIT_SIGNING_PKCS11_PIN: token.pin, PERMIT_TSA_URL: pki.tsaUrl }),
    );
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => t?.close());

  it('signs on the token (C_Sign): pdfsig finds the signature valid and trusted, OpenSSL verifies the CMS', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const view = json<StaffPermit>(await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}`, headers: approver.headers }));
    expect(view.certificates.map((file) => file.kind)).toEqual(['digitally_signed']);
    const pdf = (await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers })).rawPayload;
    const report = await pdfsig(pdf, pki.nssDir);
    expect(report).toContain('Signer Certificate Common Name: Test Biodiversity Management Bureau');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Certificate Validation: Certificate is Trusted.');
    expect(await opensslCmsVerify(pdf, pki.rootPem)).toContain('CMS Verification successful');
  });
});

describe.skipIf(!pkiToolsInstalled)('the token’s configuration', () => {
  /** loadConfig in a process of its own: a PKCS#11 module logs in once per process. */
  async function startWith(env: Record<string, string>): Promise<{ code: number; output: string }> {
    const script =
      "import('./src/config.ts').then((m) => m.loadConfig()).then(() => console.log('started'), (e) => { console.error(e.message); process.exit(78); })";
    return run(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, env: { ...process.env, ...env } }).then(
      ({ stdout }) => ({ code: 0, output: stdout }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
    );
  }

  it('starts with the right PIN, and refuses a wrong one at start naming PERMIT_SIGNING_PKCS11_PIN, never the PIN', async () => {
    const base = { PERMIT_SIGNING_PKCS11_URI: token.uri, PERMIT_TSA_URL: pki.tsaUrl };
    expect(await startWith({ ...base, PERMIT_SIGNING_PKCS11_PIN: token.pin })).toEqual({ code: 0, output: 'started\n' });
    const refused = await startWith({ ...base, PERMIT_SIGNING_PKCS11_PIN: '98765' });
    expect(refused.code).toBe(78);
    expect(refused.output).toContain('PERMIT_SIGNING_PKCS11_PIN');
    expect(refused.output).not.toContain('98765');
  });

  it('refuses a token that is not there and a URI without a module, naming PERMIT_SIGNING_PKCS11_URI', async () => {
    const missing = await startWith({
      PERMIT_SIGNING_PKCS11_URI: token.uri.replace('token=biopermit-test', 'token=no-such-token'),
      PERMIT_SIGNING_PKCS11_PIN: token.pin,
      PERMIT_TSA_URL: pki.tsaUrl,
    });
    expect(missing.code).toBe(78);
    expect(missing.output).toContain('PERMIT_SIGNING_PKCS11_URI');
    const noModule = await startWith({
      PERMIT_SIGNING_PKCS11_URI: 'pkcs11:token=biopermit-test;object=authority',
      PERMIT_TSA_URL: pki.tsaUrl,
    });
    expect(noModule.output).toContain('PERMIT_SIGNING_PKCS11_URI');
  });
});
