import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ed25519Signer } from '../../src/credentials/credential-signer.js';
import { encodePermitCredential, verifyPermitCredential } from '../../src/credentials/permit-credential.codec.js';
import { decodeStatusList, statusBit } from '../../src/credentials/status-list.codec.js';
import { regenerateChangedStatusLists } from '../../src/credentials/status-list.service.js';
import type { PublishedTrustList, TrustList } from '../../src/credentials/trust-list.schema.js';
import { aMember, type Member } from '../helpers/actions.js';
import { credentialOf } from '../helpers/credentials.js';
import { testDialects } from '../helpers/databases.js';
import { pdfToolsInstalled, readQrCodes, renderPage, withPdfFile } from '../helpers/pdf-tools.js';
import { anApprovedApplication, BASE_URL, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/** The trust list as a verifier fetches it. */
async function fetchTrustList(t: TestApp): Promise<PublishedTrustList> {
  const response = await t.app.inject({ url: '/api/v1/public/trust-list' });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body) as PublishedTrustList;
}

describe.each(testDialects)('the permit credential: QR, trust list, status lists (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
  });
  afterAll(async () => t?.close());

  /** The status list's bit for a credential's entry, fetched and checked as a verifier would. */
  async function statusOf(text: string, purpose: 'revocation' | 'suspension', trustList: TrustList): Promise<boolean | undefined> {
    const verified = await verifyPermitCredential(text, { trustList });
    if (!verified.valid) throw new Error(verified.reason);
    const entry = verified.claims.permit.status.find((e) => e.statusPurpose === purpose);
    expect(entry?.statusListCredential.startsWith(`${BASE_URL}/api/v1/public/status-lists/`)).toBe(true);
    const response = await t.app.inject({ url: new URL(entry?.statusListCredential as string).pathname });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { payload } = await jwtVerify(response.body, createLocalJWKSet({ keys: trustList.keys }), {
      typ: 'vc+jwt',
      algorithms: ['Ed25519'],
    });
    const subject = payload.credentialSubject as { statusPurpose: string; encodedList: string; ttl: number };
    expect(payload.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
    expect(payload.issuer).toBe(BASE_URL);
    expect(subject.statusPurpose).toBe(purpose);
    expect(subject.ttl).toBe(300_000);
    const bits = await decodeStatusList(subject.encodedList);
    expect(bits?.length).toBe(131_072 / 8);
    return statusBit(bits as Uint8Array, entry?.statusListIndex as number);
  }

  it('prints the credential in the certificate’s QR code, which zbarimg reads and the trust list verifies', async (context) => {
    if (!pdfToolsInstalled) context.skip();
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const pdf = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/certificate`, headers: approver.headers });
    expect(pdf.statusCode).toBe(200);
    const [scanned] = withPdfFile(pdf.rawPayload, (file, dir) => readQrCodes(renderPage(file, dir, 1, 150)));
    expect(scanned).toBe(await credentialOf(t, permit));
    expect(scanned).toMatch(/^BP1:/);

    const trustList = await fetchTrustList(t);
    const verified = await verifyPermitCredential(scanned as string, { trustList });
    expect(verified.valid).toBe(true);
    if (!verified.valid) return;
    expect(verified.claims.issuer).toBe(BASE_URL);
    expect(verified.claims.permit).toMatchObject({
      permitNo: permit.permit_no,
      holderName: 'Maria Reyes Santos',
      // The permit's entry in the public log, numbered by the issue (test/transparency-log/credential-log-index.test.ts).
      logIndex: expect.any(Number),
    });
    expect(verified.claims.permit.issuerName).toMatch(/^Biodiversity Management Bureau/);
    expect(verified.claims.permit.species.length).toBe(2);
    expect(verified.claims.permit.sites.length).toBeGreaterThan(0);
    expect(verified.claims.expiresAt).toBe(Math.floor(Date.parse(permit.date_expired as string) / 1000));
  });

  it('serves the trust list as a JWKS with each key’s period, signed, cacheable, ETag and 304', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/trust-list' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const list = JSON.parse(response.body) as PublishedTrustList;
    expect(list.issuer).toBe(BASE_URL);
    expect(list.keys.length).toBeGreaterThan(0);
    for (const key of list.keys)
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'Ed25519', use: 'sig', nbf: expect.any(Number) });
    const { payload } = await jwtVerify(list.signedList, createLocalJWKSet({ keys: list.keys }), {
      typ: 'trust-list+jwt',
      issuer: BASE_URL,
    });
    expect(payload.keys).toEqual(list.keys);
    // Signed when the list took this form, not at each request: the same bytes a second later, so a
    // cache revalidating gets a 304 (signed at each request's second, it got the whole list again).
    expect(payload.iat).toBeLessThanOrEqual(Math.max(...list.keys.map((key) => key.nbf)) + 1);
    await new Promise((resolve) => setTimeout(resolve, 1020 - (Date.now() % 1000)));
    const again = await t.app.inject({ url: '/api/v1/public/trust-list', headers: { 'if-none-match': response.headers.etag as string } });
    expect(again.statusCode).toBe(304);
  });

  it('shows suspension, reinstatement and revocation in the status lists once regenerated', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const text = await credentialOf(t, permit);
    const deps = { db: t.database.db, keys: t.permits.credentialKeys as NonNullable<typeof t.permits.credentialKeys>, issuer: BASE_URL };
    await regenerateChangedStatusLists(t.database.db, deps);
    const trustList = await fetchTrustList(t);
    expect(await statusOf(text, 'suspension', trustList)).toBe(false);
    expect(await statusOf(text, 'revocation', trustList)).toBe(false);

    await permitAction(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
    expect(await regenerateChangedStatusLists(t.database.db, deps)).toContain('suspension-0');
    expect(await statusOf(text, 'suspension', trustList)).toBe(true);
    expect(await statusOf(text, 'revocation', trustList)).toBe(false);

    await permitAction(t, approver, receipt.id, { action: 'reinstate_permit' });
    await regenerateChangedStatusLists(t.database.db, deps);
    expect(await statusOf(text, 'suspension', trustList)).toBe(false);

    await permitAction(t, approver, receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    await regenerateChangedStatusLists(t.database.db, deps);
    expect(await statusOf(text, 'revocation', trustList)).toBe(true);
    // Nothing changed since: only lists older than a day would be regenerated.
    expect(await regenerateChangedStatusLists(t.database.db, deps)).toEqual([]);
  });

  it('refuses an unknown status list with a problem, and a malformed id before any read', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/public/status-lists/revocation-9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/);
    const malformed = await t.app.inject({ url: '/api/v1/public/status-lists/expiry-0' });
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.body)).toMatchObject({ status: 400 });
  });

  it('keeps credentials issued before a key rotation valid, and signs later ones with the new key', async () => {
    const keys = t.permits.credentialKeys;
    if (keys === undefined) throw new Error('no credential keys');
    const before = await credentialOf(t, await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver));
    const oldKid = (await fetchTrustList(t)).keys.at(-1)?.kid;
    const etagBefore = (await t.app.inject({ url: '/api/v1/public/trust-list' })).headers.etag as string;
    // The new key published now, signing from the next second (no lead: a test cannot wait a week).
    const newKid = await keys.rotate(1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // A new list, signed anew: a cache holding the old one gets it whole.
    const changed = await t.app.inject({ url: '/api/v1/public/trust-list', headers: { 'if-none-match': etagBefore } });
    expect(changed.statusCode).toBe(200);
    const after = await credentialOf(t, await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, approver));
    const trustList = await fetchTrustList(t);
    expect(trustList.keys.find((k) => k.kid === oldKid)?.exp).toEqual(expect.any(Number));
    expect(trustList.keys.find((k) => k.kid === newKid)?.exp).toBeUndefined();
    const old = await verifyPermitCredential(before, { trustList });
    const fresh = await verifyPermitCredential(after, { trustList });
    expect(old).toMatchObject({ valid: true, kid: oldKid });
    expect(fresh).toMatchObject({ valid: true, kid: newKid });
    expect(decodeProtectedHeader((await fetchTrustList(t)).signedList).kid).toBe(newKid);

    // The retired key's private half, were it stolen, cannot issue a credential dated after its retirement.
    const retired = await t.database.db
      .selectFrom('credential_keys')
      .selectAll()
      .where('kid', '=', oldKid as string)
      .executeTakeFirstOrThrow();
    const { importJWK } = await import('jose');
    const privateKey = (await importJWK(JSON.parse(retired.private_jwk), 'Ed25519')) as Parameters<typeof ed25519Signer>[0];
    const verifiedAfter = await verifyPermitCredential(after, { trustList });
    if (!verifiedAfter.valid) throw new Error('expected valid');
    const retiredAt = trustList.keys.find((k) => k.kid === oldKid)?.exp as number;
    const claims = { ...verifiedAfter.claims, issuedAt: retiredAt + 60, notBefore: retiredAt + 60 };
    const backdated = await encodePermitCredential(claims, ed25519Signer(privateKey, oldKid as string));
    expect(await verifyPermitCredential(backdated, { trustList })).toMatchObject({ valid: false, reason: 'key_not_valid_at_issue' });
  });

  it('gives the agency the permit as a W3C VC 2.0 (vc+jwt) that jose verifies against the trust list, and no one else', async () => {
    const { agency, token, receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const url = `/api/v1/external/application/${receipt.registrationNo}/agency/${agency}/permits/${permit.permit_no}/credential`;
    const response = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    const trustList = await fetchTrustList(t);
    const { payload, protectedHeader } = await jwtVerify(response.body, createLocalJWKSet({ keys: trustList.keys }), {
      typ: 'vc+jwt',
      algorithms: ['Ed25519'],
    });
    expect(protectedHeader.kid).toBe(trustList.keys.find((k) => k.exp === undefined)?.kid);
    // The VC data model's rules (VC 2.0 §4): the base context first, the type, an issuer URL, validity as dateTimes.
    expect((payload['@context'] as string[])[0]).toBe('https://www.w3.org/ns/credentials/v2');
    expect(payload.type).toEqual(['VerifiableCredential', 'AbsPermitCredential']);
    expect(payload.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(payload.issuer).toEqual({ id: BASE_URL, name: expect.stringMatching(/^Biodiversity Management Bureau/) });
    expect(Date.parse(payload.validFrom as string)).toBeLessThan(Date.parse(payload.validUntil as string));
    expect(payload.credentialSubject).toMatchObject({ permitNo: permit.permit_no, holder: { name: 'Maria Reyes Santos' } });
    const status = payload.credentialStatus as {
      type: string;
      statusPurpose: string;
      statusListIndex: string;
      statusListCredential: string;
    }[];
    expect(status.map((entry) => [entry.type, entry.statusPurpose])).toEqual([
      ['BitstringStatusListEntry', 'revocation'],
      ['BitstringStatusListEntry', 'suspension'],
    ]);
    for (const entry of status) expect(entry.statusListIndex).toMatch(/^(0|[1-9][0-9]*)$/);
    // The same permit as the QR credential: the same id and status entries.
    const qr = await verifyPermitCredential(await credentialOf(t, permit), { trustList });
    if (!qr.valid) throw new Error(qr.reason);
    expect(payload.id).toBe(`urn:uuid:${qr.claims.credentialId}`);
    // The public log entry the QR credential names, as a property of the subject.
    expect(qr.claims.permit.logIndex).toEqual(expect.any(Number));
    expect((payload.credentialSubject as { logIndex?: number }).logIndex).toBe(qr.claims.permit.logIndex);
    expect(status.map((entry) => entry.statusListCredential)).toEqual(qr.claims.permit.status.map((entry) => entry.statusListCredential));

    // Another agency's token does not reach it (403 or 404, nothing of the permit disclosed beyond the path it asked for).
    const other = await anApprovedApplication(t);
    const refused = await t.app.inject({ url, headers: { authorization: `Bearer ${other.token}` } });
    expect([403, 404]).toContain(refused.statusCode);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const problem = json<{ detail: string; instance: string }>(refused);
    expect(problem.detail).not.toContain(permit.permit_no);
    expect(refused.body.replace(problem.instance, '')).not.toContain(permit.permit_no);
    expect(refused.body).not.toContain('vc+jwt');
  });
});
