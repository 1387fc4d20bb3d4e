import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { pkiToolsInstalled, startTestPki, type TestPki } from '../helpers/pki.js';

let pki: TestPki;
beforeAll(async () => {
  if (!pkiToolsInstalled) return;
  pki = await startTestPki();
});
afterAll(async () => pki?.close());

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe.skipIf(!pkiToolsInstalled)('the certificate seal’s configuration (PERMIT_SIGNING_P12, PERMIT_TSA_URL)', () => {
  const valid = () => ({ PERMIT_SIGNING_P12: pki.p12File, PERMIT_SIGNING_P12_PASSWORD: pki.p12Password, PERMIT_TSA_URL: pki.tsaUrl });

  it('is off without PERMIT_SIGNING_P12: certificates are issued unsigned', () => {
    expect(loadConfig({}).permitSigning).toBeUndefined();
  });

  it('opens the PKCS#12 file at start: the signer certificate, its chain, and no password kept', () => {
    const sealer = loadConfig(valid()).permitSigning;
    expect(sealer?.tsaUrl).toBe(pki.tsaUrl);
    expect(sealer?.identity.keyType).toBe('rsa');
    expect(sealer?.identity.chain).toHaveLength(2);
    expect(JSON.stringify(loadConfig(valid()))).not.toContain(pki.p12Password);
  });

  it('refuses a wrong password at start, naming PERMIT_SIGNING_P12_PASSWORD and never the password', () => {
    const error = refusal({ ...valid(), PERMIT_SIGNING_P12_PASSWORD: 'not-the-password' });
    expect(error.variable).toBe('PERMIT_SIGNING_P12_PASSWORD');
    expect(error.message).not.toContain('not-the-password');
  });

  it('refuses a file that cannot be read or is no PKCS#12 file, naming PERMIT_SIGNING_P12', () => {
    expect(refusal({ ...valid(), PERMIT_SIGNING_P12: path.join(pki.dir, 'missing.p12') }).variable).toBe('PERMIT_SIGNING_P12');
    const notP12 = path.join(pki.dir, 'root.pem');
    expect(fs.existsSync(notP12)).toBe(true);
    expect(refusal({ ...valid(), PERMIT_SIGNING_P12: notP12 }).variable).toBe('PERMIT_SIGNING_P12');
  });

  it('refuses a key without a time-stamping authority, and a time-stamping authority without a key', () => {
    const { PERMIT_TSA_URL: _tsa, ...withoutTsa } = valid();
    expect(refusal(withoutTsa).variable).toBe('PERMIT_TSA_URL');
    expect(refusal({ PERMIT_TSA_URL: pki.tsaUrl }).variable).toBe('PERMIT_TSA_URL');
    expect(refusal({ ...valid(), PERMIT_TSA_URL: 'ftp://tsa.example/' }).variable).toBe('PERMIT_TSA_URL');
  });
});
