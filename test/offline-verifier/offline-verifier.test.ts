import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519Signer } from '../../src/credentials/credential-signer.js';
import { encodePermitCredential, verifyPermitCredential } from '../../src/credentials/permit-credential.codec.js';
import { regenerateChangedStatusLists } from '../../src/credentials/status-list.service.js';
import type { PublishedTrustList, TrustList } from '../../src/credentials/trust-list.schema.js';
import type { PermitTable } from '../../src/db/schema.js';
import { checkPermitCredential, type PermitCheck } from '../../src/offline-verifier/credential.check.js';
import { OFFLINE_PAGE_STYLE } from '../../src/offline-verifier/offline-verifier.page.js';
import { isTrustList } from '../../src/offline-verifier/offline-verifier.trust-list.js';
import { type CheckedStatusList, checkStatusListCredential } from '../../src/offline-verifier/status-list.check.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, BASE_URL, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type PrivateKey = Parameters<typeof ed25519Signer>[0];
const anotherKey = async () =>
  ((await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as unknown as { privateKey: PrivateKey }).privateKey;

/**
 * The offline verifier's page and files over HTTP, and its check (credential.check.ts, the code the
 * page runs) against the service's own trust list and status lists, on both databases: every state
 * it can show, and every list or code it must refuse.
 */
describe.each(testDialects)('the offline verifier (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    // The public lookups' per-address limit would soon refuse this file's many list reads from one address.
    t = await createTestApp(dialect, permitEnv({ VERIFY_RATE_LIMIT_PER_MINUTE: '0' }));
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  async function trustList(): Promise<TrustList> {
    const body = JSON.parse((await get('/api/v1/public/trust-list')).body) as PublishedTrustList;
    expect(isTrustList(body)).toBe(true);
    return { issuer: body.issuer, keys: body.keys };
  }

  /** A status list as the page reads it: the service's answer, checked. */
  const statusListOf = (list: TrustList) => async (url: string) => {
    const response = await get(new URL(url).pathname);
    return response.statusCode === 200 ? checkStatusListCredential(response.body, list) : undefined;
  };

  async function anIssuedPermit(): Promise<{ permit: PermitTable; text: string; applicationId: string }> {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const { credential } = await t.database.db
      .selectFrom('permit_credentials')
      .select('credential')
      .where('permit_id', '=', permit.id)
      .executeTakeFirstOrThrow();
    await regenerate();
    return { permit, text: credential, applicationId: receipt.id };
  }

  async function regenerate(): Promise<void> {
    const keys = t.permits.credentialKeys;
    if (keys === undefined) throw new Error('no credential keys');
    await regenerateChangedStatusLists(t.database.db, { db: t.database.db, keys, issuer: BASE_URL });
  }

  async function check(text: string, now?: number): Promise<PermitCheck> {
    const list = await trustList();
    return checkPermitCredential(text, { trustList: list, statusList: statusListOf(list), ...(now === undefined ? {} : { now }) });
  }

  it('serves the page with a policy allowing its own script and style only, and its worker, manifest and icon', async () => {
    const page = await get('/verify/offline');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(OFFLINE_PAGE_STYLE).digest('base64')}'`);
    expect(csp).toContain("default-src 'none'");
    expect(page.headers['permissions-policy']).toMatch(/camera=\(self\)/);
    expect(page.body).toContain('<script type="module" src="/verify/offline/app.js"></script>');
    expect(page.body).toContain('<link rel="manifest" href="/verify/offline/manifest.webmanifest">');
    expect(page.body).toMatch(/<label for="qr-file">/);
    expect(page.body).toMatch(/<label for="qr-text">/);

    const again = await get('/verify/offline', { 'if-none-match': page.headers.etag as string });
    expect(again.statusCode).toBe(304);

    const script = await get('/verify/offline/app.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('no-cache');
    // The bundle carries the codec's prefix and jsQR: the page needs nothing else to check a code.
    expect(script.body).toContain('BP1:');
    expect(script.body.length).toBeGreaterThan(50_000);

    const worker = await get('/verify/offline/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['service-worker-allowed']).toBe('/verify/offline');
    expect(worker.body).toContain('biopermit-offline-shell-v1');

    const manifest = await get('/verify/offline/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.body)).toMatchObject({ start_url: '/verify/offline', scope: '/verify/offline', display: 'standalone' });
    const icon = await get('/verify/offline/icon.svg');
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg /);
  });

  it('is VALID for a permit in force, SUSPENDED and REVOKED once the lists say so', async () => {
    const { permit, text, applicationId } = await anIssuedPermit();
    const valid = await check(text);
    expect(valid.state).toBe('valid');
    if (valid.state === 'invalid') return;
    expect(valid.claims.permit.permitNo).toBe(permit.permit_no);
    expect(valid.statusAsOf).toEqual(expect.any(Number));

    await permitAction(t, approver, applicationId, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
    expect((await check(text)).state).toBe('valid');
    await regenerate();
    expect((await check(text)).state).toBe('suspended');

    await permitAction(t, approver, applicationId, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    await regenerate();
    expect((await check(text)).state).toBe('revoked');
  });

  it('is EXPIRED after its validity, NOT YET VALID before it, and STATUS NOT CHECKED without a list or with an outdated one', async () => {
    const { text } = await anIssuedPermit();
    const decoded = await verifyPermitCredential(text, { trustList: await trustList() });
    if (!decoded.valid) throw new Error(decoded.reason);
    expect((await check(text, (decoded.claims.expiresAt + 1) * 1000)).state).toBe('expired');
    expect((await check(text, (decoded.claims.notBefore - 1) * 1000)).state).toBe('not_yet_valid');

    const list = await trustList();
    const none = await checkPermitCredential(text, { trustList: list, statusList: async () => undefined });
    expect(none).toMatchObject({ state: 'status_unknown', statusAsOf: undefined });
    // Lists are vouched for three days: a week later a clear bit proves nothing.
    const weekLater = Date.now() + 7 * 86_400_000;
    expect((await check(text, weekLater)).state).toBe('status_unknown');
    // A list other than the one the credential names is not read as its.
    const other = async (url: string): Promise<CheckedStatusList | undefined> => {
      const checked = await statusListOf(list)(url);
      return checked === undefined ? undefined : { ...checked, url: `${checked.url}x` };
    };
    expect((await checkPermitCredential(text, { trustList: list, statusList: other })).state).toBe('status_unknown');
  });

  it('is INVALID for a code signed by another key under a trusted kid, altered, cut short, or of another issuer', async () => {
    const { text } = await anIssuedPermit();
    const list = await trustList();
    const genuine = await verifyPermitCredential(text, { trustList: list });
    if (!genuine.valid) throw new Error(genuine.reason);
    const forged = await encodePermitCredential(genuine.claims, ed25519Signer(await anotherKey(), genuine.kid));
    expect(await check(forged)).toEqual({ state: 'invalid', reason: 'bad_signature' });
    expect(await check(text.slice(0, -12))).toMatchObject({ state: 'invalid' });
    expect(await check('BP1:NOT A CODE')).toEqual({ state: 'invalid', reason: 'malformed' });
    const elsewhere = { ...list, issuer: 'https://elsewhere.example' };
    expect(await checkPermitCredential(text, { trustList: elsewhere, statusList: statusListOf(elsewhere) })).toEqual({
      state: 'invalid',
      reason: 'wrong_issuer',
    });
  });

  it('refuses a status list signed by another key under a trusted kid, of another issuer, or not a status list', async () => {
    await anIssuedPermit();
    const list = await trustList();
    const jwt = (await get('/api/v1/public/status-lists/revocation-0')).body;
    expect(await checkStatusListCredential(jwt, list)).toMatchObject({
      purpose: 'revocation',
      url: `${BASE_URL}/api/v1/public/status-lists/revocation-0`,
    });

    const { kid } = decodeProtectedHeader(jwt);
    const payload = decodeJwt(jwt);
    const signWith = async (body: Record<string, unknown>, key: PrivateKey) =>
      new SignJWT(body).setProtectedHeader({ alg: 'Ed25519', typ: 'vc+jwt', kid: kid as string }).sign(key);
    expect(await checkStatusListCredential(await signWith(payload, await anotherKey()), list)).toBeUndefined();
    expect(await checkStatusListCredential(jwt, { ...list, issuer: 'https://elsewhere.example' })).toBeUndefined();
    expect(
      await checkStatusListCredential(jwt, { ...list, keys: list.keys.map((k) => ({ ...k, nbf: Number.MAX_SAFE_INTEGER })) }),
    ).toBeUndefined();
    expect(await checkStatusListCredential(`${jwt}x`, list)).toBeUndefined();
    expect(await checkStatusListCredential('not a jwt', list)).toBeUndefined();
  });

  it('does not take a trust list whose keys are not Ed25519 keys with a kid and a period', () => {
    const key = { kty: 'OKP', crv: 'Ed25519', x: 'AAAA', kid: 'k', alg: 'Ed25519', use: 'sig', nbf: 1 };
    expect(isTrustList({ issuer: BASE_URL, keys: [key] })).toBe(true);
    expect(isTrustList({ issuer: BASE_URL, keys: [{ ...key, crv: 'P-256' }] })).toBe(false);
    expect(isTrustList({ issuer: BASE_URL, keys: [{ ...key, nbf: '1' }] })).toBe(false);
    expect(isTrustList({ issuer: BASE_URL, keys: [{ ...key, kid: undefined }] })).toBe(false);
    expect(isTrustList({ keys: [key] })).toBe(false);
    expect(isTrustList(null)).toBe(false);
  });
});
