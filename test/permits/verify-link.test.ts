import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKeyRing, KEY_ACTIVATION_DELAY_MS } from '../../src/auth/key-ring.js';
import {
  isLegacyPermitSignature,
  isWellFormedPermitSignature,
  linkNamesIssuance,
  permitLinkSignedBy,
  permitSignatureKeys,
  signPermit,
  signPermitLink,
  verifyPermitSignature,
} from '../../src/permits/verify-link.js';
import { newId } from '../../src/shared/ids.js';
import { testDialects } from '../helpers/databases.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const BASE_URL = 'https://biopermit.bmb.gov.ph';

/** The permit number and signature a link carries, as the route will read them. */
function parseLink(link: string): { permitNo: string; s: string | null } {
  const url = new URL(link);
  const match = /^\/verify\/([^/]+)$/.exec(url.pathname);
  if (match?.[1] === undefined) throw new Error(`not a verification link: ${link}`);
  return { permitNo: decodeURIComponent(match[1]), s: url.searchParams.get('s') };
}

/** The same signature with one character of the signature part changed. */
function tamper(s: string, at: number): string {
  const replacement = s[at] === 'A' ? 'B' : 'A';
  return s.slice(0, at) + replacement + s.slice(at + 1);
}

describe.each(testDialects)('the signed verification link of a permit (%s)', (dialect) => {
  let t: TestApp;
  let elsewhere: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    elsewhere = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
    await elsewhere?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const permit = () => ({ permitNo: `GP-2026-${String(Math.floor(Math.random() * 9000) + 1000)}`, permitId: newId() });

  it('verifies the link it signed: round trip through the URL', async () => {
    const subject = permit();
    const link = await signPermitLink(t.keyRing, `${BASE_URL}/`, subject);

    expect(link.startsWith(`${BASE_URL}/verify/${subject.permitNo}?s=`)).toBe(true);
    const { permitNo, s } = parseLink(link);
    expect(permitNo).toBe(subject.permitNo);
    expect(await verifyPermitSignature(t.keyRing, { permitNo, permitId: subject.permitId }, s)).toEqual({
      valid: true,
      kid: (await t.keyRing.signingKey()).kid,
    });
  });

  it('stays short enough for a small QR code: at most 160 characters, version 8 at level M', async () => {
    const link = await signPermitLink(t.keyRing, BASE_URL, { permitNo: 'GP-2026-0001', permitId: newId() });
    expect(link.length).toBeLessThanOrEqual(160);
    expect(QRCode.create(link, { errorCorrectionLevel: 'M' }).version).toBeLessThanOrEqual(8);
  });

  it('says not valid when the permit number in the link is altered', async () => {
    const subject = permit();
    const s = await signPermit(t.keyRing, subject);
    expect(await verifyPermitSignature(t.keyRing, { ...subject, permitNo: `${subject.permitNo}1` }, s)).toEqual({
      valid: false,
      reason: 'bad_signature',
    });
  });

  it('says not valid for another issuance under the same number (a link cannot be replayed for another permit row)', async () => {
    const subject = permit();
    const s = await signPermit(t.keyRing, subject);
    expect((await verifyPermitSignature(t.keyRing, { ...subject, permitId: newId() }, s)).valid).toBe(false);
  });

  it('says not valid when any character of the signature is altered', async () => {
    const subject = permit();
    const s = await signPermit(t.keyRing, subject);
    // Positions in the key tag, the issuance tag, the signature's start, middle and last character.
    for (const at of [2, 6, 11, 45, 89, 95]) {
      const check = await verifyPermitSignature(t.keyRing, subject, tamper(s, at));
      expect(check.valid, `character ${at}`).toBe(false);
    }
  });

  it('says not valid for a missing, truncated, padded or non-base64url signature, without asking for keys', async () => {
    const subject = permit();
    const s = await signPermit(t.keyRing, subject);
    const spy = vi.spyOn(t.keyRing, 'documentVerificationKeys');
    for (const bad of [undefined, null, '', s.slice(0, -1), `${s}A`, `${s}=`, `${s.slice(0, -1)}+`, ['a'], 42]) {
      expect(await verifyPermitSignature(t.keyRing, subject, bad)).toEqual({ valid: false, reason: 'malformed' });
    }
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('accepts only the canonical spelling of a format-1 signature', async () => {
    const subject = permit();
    const s = await legacySign(subject);
    // The last character holds 2 unused bits: a second spelling would decode to the same bytes.
    // (Format 2 is 72 bytes, 96 characters: no unused bit.)
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(s.slice(-1));
    const sibling = `${s.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(sibling, 'base64url').equals(Buffer.from(s, 'base64url'))).toBe(true);
    expect(isWellFormedPermitSignature(s)).toBe(true);
    expect(isWellFormedPermitSignature(sibling)).toBe(false);
    expect((await verifyPermitSignature(t.keyRing, subject, sibling)).valid).toBe(false);
  });

  it('keeps verifying a format-1 link (certificates printed before format 2), bound to its permit row', async () => {
    const subject = permit();
    const s = await legacySign(subject);
    expect(s).toHaveLength(91);
    expect(isLegacyPermitSignature(s)).toBe(true);
    expect(await verifyPermitSignature(t.keyRing, subject, s)).toEqual({ valid: true, kid: (await t.keyRing.signingKey()).kid });
    expect((await verifyPermitSignature(t.keyRing, { ...subject, permitId: newId() }, s)).valid).toBe(false);
    expect((await verifyPermitSignature(t.keyRing, { ...subject, permitNo: `${subject.permitNo}1` }, s)).valid).toBe(false);
    // Its signature needs the row's id: it cannot be checked from the URL alone.
    const keys = await permitSignatureKeys(t.keyRing, s);
    expect(await permitLinkSignedBy(keys, subject.permitNo, s)).toBeUndefined();
  });

  it('checks a format-2 link from the URL alone, then binds it to one permit row by its issuance tag', async () => {
    const subject = permit();
    const s = await signPermit(t.keyRing, subject);
    expect(isLegacyPermitSignature(s)).toBe(false);
    const keys = await permitSignatureKeys(t.keyRing, s);
    const kid = (await t.keyRing.signingKey()).kid;
    expect(await permitLinkSignedBy(keys, subject.permitNo, s)).toBe(kid);
    expect(await permitLinkSignedBy(keys, `${subject.permitNo}1`, s)).toBeUndefined();
    expect(await permitLinkSignedBy(keys, subject.permitNo, tamper(s, 60))).toBeUndefined();
    expect(linkNamesIssuance(s, subject.permitId)).toBe(true);
    expect(linkNamesIssuance(s, newId())).toBe(false);
  });

  /** A format-1 `s` as certificates printed before format 2 carry it (docs/PERMITS.md). */
  async function legacySign(subject: { permitNo: string; permitId: string }): Promise<string> {
    const { kid, privateKey } = await t.keyRing.signingKey();
    const data = new TextEncoder().encode(`biopermit/permit-verification/v1\n${subject.permitNo}\n${subject.permitId}`);
    const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, data));
    const tag = createHash('sha256').update(kid).digest().subarray(0, 3);
    return Buffer.concat([Buffer.of(1), tag, signature]).toString('base64url');
  }

  it('says not valid for a signature made with a key this service never had', async () => {
    const subject = permit();
    const forged = await signPermit(elsewhere.keyRing, subject);
    expect(isWellFormedPermitSignature(forged)).toBe(true);
    expect(await verifyPermitSignature(t.keyRing, subject, forged)).toEqual({ valid: false, reason: 'unknown_key' });
  });

  it('refuses to sign a permit number or id with a line break (the fields of the signed message stay apart)', async () => {
    await expect(signPermit(t.keyRing, { permitNo: 'GP-2026-0001\nx', permitId: newId() })).rejects.toThrow('line breaks');
    await expect(signPermit(t.keyRing, { permitNo: '', permitId: newId() })).rejects.toThrow();
  });

  it('keeps verifying links signed before a key rotation, long after the old key stopped signing and left the JWKS', async () => {
    const subject = permit();
    const oldKid = (await t.keyRing.signingKey()).kid;
    const before = await signPermit(t.keyRing, subject);
    const newKid = await t.keyRing.rotate();

    // Only the clock moves: a year on, far past the longest token lifetime.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + KEY_ACTIVATION_DELAY_MS + 365 * 24 * 3600 * 1000);
    const jwks = (await t.keyRing.jwks()).keys.map((k) => k.kid);
    expect(jwks).not.toContain(oldKid);

    expect(await verifyPermitSignature(t.keyRing, subject, before)).toEqual({ valid: true, kid: oldKid });
    const after = await signPermit(t.keyRing, subject);
    expect(after).not.toBe(before);
    expect(await verifyPermitSignature(t.keyRing, subject, after)).toEqual({ valid: true, kid: newKid });

    // A process started after the rotation knows the old key too.
    const fresh = createKeyRing(t.database.db, t.config.tokens);
    expect(await verifyPermitSignature(fresh, subject, before)).toEqual({ valid: true, kid: oldKid });
  });

  it('verifies a link signed by another process on the same database with a key it has not loaded yet', async () => {
    const other = createKeyRing(t.database.db, t.config.tokens);
    await t.keyRing.documentVerificationKeys(() => true);
    await other.rotate();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + KEY_ACTIVATION_DELAY_MS + 1000);
    const subject = permit();
    const s = await signPermit(other, subject);
    expect((await verifyPermitSignature(t.keyRing, subject, s)).valid).toBe(true);
  });
});
