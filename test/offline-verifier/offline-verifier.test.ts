import { createHash } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CredentialCheck, checkCredential } from '../../src/credentials/credential-check.js';
import { ed25519Signer } from '../../src/credentials/credential-signer.js';
import { encodePermitCredential, verifyPermitCredential } from '../../src/credentials/permit-credential.codec.js';
import { regenerateChangedStatusLists } from '../../src/credentials/status-list.service.js';
import type { PublishedTrustList, TrustList } from '../../src/credentials/trust-list.schema.js';
import type { PermitTable } from '../../src/db/schema.js';
import { OFFLINE_PAGE_STYLE } from '../../src/offline-verifier/offline-verifier.page.js';
import { isTrustList } from '../../src/offline-verifier/offline-verifier.trust-list.js';
import { FAILURE_WORDS, STATE_WORDS } from '../../src/offline-verifier/offline-verifier.words.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, BASE_URL, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

type PrivateKey = Parameters<typeof ed25519Signer>[0];
const anotherKey = async () =>
  ((await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as unknown as { privateKey: PrivateKey }).privateKey;

/**
 * The offline verifier's page and files over HTTP, and the check the page runs (the credentials'
 * checkCredential, with the page's way of reading lists: the service's answer as text) against the
 * service's own trust list and status lists, on both databases: every state it can show, and every
 * list or code it must refuse.
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

  /** A status list as the page hands it to the check: the service's answer, as text. */
  const statusListText = async (url: string) => {
    const response = await get(new URL(url).pathname);
    return response.statusCode === 200 ? response.body : undefined;
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

  async function check(text: string, now?: number): Promise<CredentialCheck['outcome']> {
    const list = await trustList();
    return (await checkCredential(text, { trustList: list, statusList: statusListText, ...(now === undefined ? {} : { now }) })).outcome;
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
    const valid = await checkCredential(text, { trustList: await trustList(), statusList: statusListText });
    expect(valid.outcome).toBe('valid');
    expect(valid.claims?.permit.permitNo).toBe(permit.permit_no);
    expect(valid.statuses.map((s) => s.set)).toEqual([false, false]);

    await permitAction(t, approver, applicationId, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
    expect(await check(text)).toBe('valid');
    await regenerate();
    expect(await check(text)).toBe('suspended');

    await permitAction(t, approver, applicationId, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    await regenerate();
    expect(await check(text)).toBe('revoked');
  });

  it('is EXPIRED after its validity, NOT YET VALID before it, and STATUS NOT CHECKED without a list or with an outdated one', async () => {
    const { text } = await anIssuedPermit();
    const decoded = await verifyPermitCredential(text, { trustList: await trustList() });
    if (!decoded.valid) throw new Error(decoded.reason);
    expect(await check(text, decoded.claims.expiresAt + 1)).toBe('expired');
    expect(await check(text, decoded.claims.notBefore - 1)).toBe('not_yet_valid');

    const list = await trustList();
    const none = await checkCredential(text, { trustList: list, statusList: async () => undefined });
    expect(none.outcome).toBe('status_unknown');
    // Lists are vouched for three days: a week later a clear bit proves nothing.
    expect(await check(text, Math.floor(Date.now() / 1000) + 7 * 86_400)).toBe('status_unknown');
  });

  it('is INVALID for a code signed by another key under a trusted kid, altered, cut short, or of another issuer', async () => {
    const { text } = await anIssuedPermit();
    const list = await trustList();
    const genuine = await verifyPermitCredential(text, { trustList: list });
    if (!genuine.valid) throw new Error(genuine.reason);
    const forged = await encodePermitCredential(genuine.claims, ed25519Signer(await anotherKey(), genuine.kid));
    expect(await check(forged)).toBe('not_valid');
    expect(await check(text.slice(0, -12))).toBe('not_valid');
    expect(await check('BP1:NOT A CODE')).toBe('not_valid');
    const elsewhere = { ...list, issuer: 'https://elsewhere.example' };
    const outcome = await checkCredential(text, { trustList: elsewhere, statusList: statusListText });
    expect(outcome).toMatchObject({ outcome: 'not_valid' });
    // Nothing of a code that is not valid reaches the page.
    expect(outcome.claims).toBeUndefined();
  });

  it('does not read a permit’s status from a list signed by another key under a trusted kid, or another list', async () => {
    const { text } = await anIssuedPermit();
    const list = await trustList();
    const jwt = (await get('/api/v1/public/status-lists/revocation-0')).body;
    const { kid } = decodeProtectedHeader(jwt);
    const forgedList = await new SignJWT(decodeJwt(jwt))
      .setProtectedHeader({ alg: 'Ed25519', typ: 'vc+jwt', kid: kid as string })
      .sign(await anotherKey());
    const withList = (answer: (url: string) => string | undefined) =>
      checkCredential(text, { trustList: list, statusList: async (url) => answer(url) });
    expect((await withList((url) => (url.includes('revocation') ? forgedList : undefined))).outcome).toBe('status_unknown');
    // The revocation list handed over for the suspension entry: its id is not the one the credential names.
    expect((await withList(() => jwt)).outcome).toBe('status_unknown');
    expect((await withList(() => 'not a jwt')).outcome).toBe('status_unknown');
  });

  it('has words for every outcome and every reason a code is refused', () => {
    for (const words of Object.values(STATE_WORDS)) expect(words.word).toMatch(/^[A-Z ]+$/);
    expect(STATE_WORDS.not_valid.word).toBe('INVALID');
    for (const sentence of Object.values(FAILURE_WORDS)) expect(sentence).toMatch(/\.$/);
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
