import type { webcrypto } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { decode, encode, Tagged } from 'cborg';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { base45Decode, base45Encode } from '../../src/credentials/base45.js';
import { ed25519Signer } from '../../src/credentials/credential-signer.js';
import {
  bytesToBase64url,
  CREDENTIAL_PREFIX,
  decodePermitCredential,
  encodePermitCredential,
  type PermitCredentialClaims,
  verifyPermitCredential,
} from '../../src/credentials/permit-credential.codec.js';
import type { TrustedKey, TrustList } from '../../src/credentials/trust-list.schema.js';

const ISSUER = 'https://biopermit.bmb.gov.ph';
const T0 = Date.UTC(2026, 0, 1) / 1000;
const DAY = 86_400;

interface TestKey {
  readonly trusted: TrustedKey;
  readonly privateKey: webcrypto.CryptoKey;
}

async function makeKey(kid: string, nbf: number, exp?: number): Promise<TestKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as unknown as webcrypto.CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    trusted: {
      kty: 'OKP',
      crv: 'Ed25519',
      x: jwk.x as string,
      kid,
      alg: 'Ed25519',
      use: 'sig',
      nbf,
      ...(exp === undefined ? {} : { exp }),
    },
    privateKey: pair.privateKey,
  };
}

function claimsFor(n: number, overrides: Partial<PermitCredentialClaims> = {}): PermitCredentialClaims {
  return {
    issuer: ISSUER,
    issuedAt: T0 + n,
    notBefore: T0 + n,
    expiresAt: T0 + 365 * DAY,
    credentialId: `0190c0de-0000-7000-8000-${n.toString(16).padStart(12, '0')}`,
    permit: {
      permitNo: `BMB-GP-2026-${String(n).padStart(5, '0')}`,
      issuerName: 'Biodiversity Management Bureau',
      holderName: `María Clara Dela Cruz ${n}`,
      validFrom: '2026-01-01',
      validUntil: '2026-12-31',
      sites: [{ psgcCode: '0402110000', name: 'Mount Makiling Forest Reserve' }],
      species: [
        { scientificName: 'Rafflesia lagascae', quantity: 3, unit: 'specimens' },
        { scientificName: 'Nepenthes alata', quantity: null, unit: null },
      ],
      termsDigest: null,
      termsLines: null,
      status: [
        { statusPurpose: 'revocation', statusListIndex: 2 * n, statusListCredential: `${ISSUER}/api/v1/public/status-lists/revocation-0` },
        { statusPurpose: 'suspension', statusListIndex: 2 * n, statusListCredential: `${ISSUER}/api/v1/public/status-lists/suspension-0` },
      ],
      logIndex: n,
    },
    ...overrides,
  };
}

/** Rebuilds a credential around a changed CWT payload, keeping the original protected header and signature. */
function withPayload(text: string, change: (claims: Map<number, unknown>) => void): string {
  const sign1 = decode(inflateSync(base45Decode(text.slice(4)) as Uint8Array), { useMaps: true, tags: Tagged.preserve(18) }) as Tagged;
  const [header, unprotected, payload, signature] = sign1.value as [Uint8Array, Map<number, unknown>, Uint8Array, Uint8Array];
  const claims = decode(payload, { useMaps: true }) as Map<number, unknown>;
  change(claims);
  const bytes = encode(new Tagged(18, [header, unprotected, encode(claims), signature]));
  return CREDENTIAL_PREFIX + base45Encode(deflateSync(bytes));
}

describe('the QR credential (BP1: CWT in COSE_Sign1, zlib, base45)', () => {
  let current: TestKey;
  let other: TestKey;
  let trustList: TrustList;
  const now = T0 + 10 * DAY;

  beforeAll(async () => {
    current = await makeKey('AAAAAAAAAAE', T0 - DAY);
    other = await makeKey('AAAAAAAAAAE', T0 - DAY); // the same kid, another key: a forger's
    trustList = { issuer: ISSUER, keys: [current.trusted] };
  });

  it('base45 round-trips every length and refuses what RFC 9285 does not allow', () => {
    for (let length = 0; length < 40; length++) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 97 + length * 13) % 256);
      expect(base45Decode(base45Encode(bytes))).toEqual(bytes);
    }
    expect(base45Encode(new TextEncoder().encode('ietf!'))).toBe('QED8WEX0'); // RFC 9285 §4.3
    expect(base45Decode('GGW')).toBeUndefined(); // 65535 < value
    expect(base45Decode('ZZ')).toBeUndefined(); // > 255 in a final pair
    expect(base45Decode('QED8WEX')).toBeUndefined(); // a length of 3k+1
    expect(base45Decode('qed')).toBeUndefined(); // lower case is not base45
  });

  it('round-trips a permit: decoded and verified, every field as issued', async () => {
    const claims = claimsFor(7);
    const text = await encodePermitCredential(claims, ed25519Signer(current.privateKey, current.trusted.kid));
    expect(text).toMatch(/^BP1:[0-9A-Z $%*+\-./:]+$/);
    const result = await verifyPermitCredential(text, { trustList, now });
    expect(result).toEqual({ valid: true, claims, kid: current.trusted.kid });
    const decoded = await decodePermitCredential(text);
    expect(decoded?.algorithm).toBe(-19);
    expect(bytesToBase64url(decoded?.kid as Uint8Array)).toBe(current.trusted.kid);
  });

  it('carries a digest of the terms instead of sites and species when they do not fit', async () => {
    const digest = bytesToBase64url(new Uint8Array(32).fill(7));
    const base = claimsFor(1);
    const claims = { ...base, permit: { ...base.permit, sites: [], species: [], termsDigest: digest, termsLines: 80, logIndex: null } };
    const text = await encodePermitCredential(claims, ed25519Signer(current.privateKey, current.trusted.kid));
    expect(await verifyPermitCredential(text, { trustList, now })).toMatchObject({ valid: true, claims });
  });

  it('fits a QR code at level M in alphanumeric mode, five sites and eight species included', async () => {
    const base = claimsFor(2);
    const claims = {
      ...base,
      permit: {
        ...base.permit,
        sites: Array.from({ length: 5 }, (_, i) => ({ psgcCode: `04021100${i}0`, name: `Barangay San Isidro Labrador ${i}` })),
        species: Array.from({ length: 8 }, (_, i) => ({
          scientificName: `Dendrobium anosmum var. ${i}`,
          quantity: 10 + i,
          unit: 'specimens',
        })),
      },
    };
    const text = await encodePermitCredential(claims, ed25519Signer(current.privateKey, current.trusted.kid));
    const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
    expect(qr.segments.map((s: { mode: { id: string } }) => s.mode.id)).toEqual(['Alphanumeric']);
    expect(qr.version).toBeLessThanOrEqual(25);
  });

  it('accepts 1,000 genuine credentials and refuses 1,000 altered or forged ones, each for its reason', async () => {
    const signer = ed25519Signer(current.privateKey, current.trusted.kid);
    const forger = ed25519Signer(other.privateKey, other.trusted.kid);
    const unknownKidSigner = ed25519Signer(other.privateKey, 'AAAAAAAAAAI');
    const genuine: string[] = [];
    for (let n = 0; n < 1000; n++) genuine.push(await encodePermitCredential(claimsFor(n), signer));
    const accepted = await Promise.all(genuine.map((text) => verifyPermitCredential(text, { trustList, now })));
    expect(accepted.filter((r) => r.valid).length).toBe(1000);

    const kinds = [
      'field changed',
      'another key',
      'unknown kid',
      'expired',
      'wrong issuer',
      'truncated',
      'not yet valid',
      'issued after its key retired',
    ];
    const expected: Record<string, string> = {
      'field changed': 'bad_signature',
      'another key': 'bad_signature',
      'unknown kid': 'unknown_key',
      expired: 'expired',
      'wrong issuer': 'wrong_issuer',
      truncated: 'malformed',
      'not yet valid': 'not_yet_valid',
      'issued after its key retired': 'key_not_valid_at_issue',
    };
    const retiredList: TrustList = { issuer: ISSUER, keys: [{ ...current.trusted, exp: T0 + 500 }] };
    const reasons: Record<string, Set<string>> = {};
    for (let n = 0; n < 1000; n++) {
      const kind = kinds[n % kinds.length] as string;
      let text: string;
      let list = trustList;
      switch (kind) {
        case 'field changed': {
          const field = n % 3;
          text = withPayload(genuine[n] as string, (claims) => {
            if (field === 0)
              claims.set(4, T0 + 9999 * DAY); // exp pushed out
            else {
              const permit = claims.get(-70001) as Map<number, unknown>;
              if (field === 1) permit.set(3, 'Someone Else');
              else permit.set(7, [['Rafflesia lagascae', 3000, 'specimens']]);
            }
          });
          break;
        }
        case 'another key':
          text = await encodePermitCredential(claimsFor(n), forger);
          break;
        case 'unknown kid':
          text = await encodePermitCredential(claimsFor(n), unknownKidSigner);
          break;
        case 'expired':
          text = await encodePermitCredential(claimsFor(n, { expiresAt: T0 + DAY }), signer);
          break;
        case 'wrong issuer':
          text = await encodePermitCredential(claimsFor(n, { issuer: 'https://biopermit.example.org' }), signer);
          break;
        case 'truncated':
          text = (genuine[n] as string).slice(0, 4 + ((n * 37) % ((genuine[n] as string).length - 10)));
          break;
        case 'not yet valid':
          text = await encodePermitCredential(claimsFor(n, { notBefore: now + 30 * DAY }), signer);
          break;
        default:
          text = genuine[n] as string;
          list = retiredList; // issued at T0 + n; only those after T0 + 500 fall outside the key's service
          if (n <= 500) text = await encodePermitCredential(claimsFor(600 + n), signer);
      }
      const result = await verifyPermitCredential(text, { trustList: list, now });
      expect(result.valid, `${kind} #${n}`).toBe(false);
      if (!result.valid) {
        reasons[kind] ??= new Set();
        reasons[kind].add(result.reason);
      }
    }
    for (const kind of kinds) expect([...(reasons[kind] ?? [])], kind).toEqual([expected[kind]]);
  });

  it('refuses text that is not a credential: another prefix, lower case, junk, an inflation bomb', async () => {
    const text = await encodePermitCredential(claimsFor(3), ed25519Signer(current.privateKey, current.trusted.kid));
    const bomb = CREDENTIAL_PREFIX + base45Encode(deflateSync(new Uint8Array(1_000_000)));
    for (const bad of [`HC1:${text.slice(4)}`, text.toLowerCase(), 'BP1:', 'BP1:$$$', bomb, 'https://example.org/verify/X']) {
      expect(await verifyPermitCredential(bad, { trustList, now })).toMatchObject({ valid: false, reason: 'malformed' });
    }
  });

  it('refuses the older EdDSA algorithm id rather than guess which curve was meant', async () => {
    const signer = ed25519Signer(current.privateKey, current.trusted.kid);
    const text = await encodePermitCredential(claimsFor(4), signer);
    const sign1 = decode(inflateSync(base45Decode(text.slice(4)) as Uint8Array), { useMaps: true, tags: Tagged.preserve(18) }) as Tagged;
    const [, unprotected, payload, signature] = sign1.value as [Uint8Array, unknown, Uint8Array, Uint8Array];
    const header = encode(
      new Map<number, unknown>([
        [1, -8],
        [4, signer.kid],
      ]),
    );
    const forged = CREDENTIAL_PREFIX + base45Encode(deflateSync(encode(new Tagged(18, [header, unprotected, payload, signature]))));
    expect(await verifyPermitCredential(forged, { trustList, now })).toMatchObject({ valid: false, reason: 'unsupported_algorithm' });
  });

  it('keeps verifying what a rotated key signed while it was in service', async () => {
    const next = await makeKey('AAAAAAAAAAM', T0 + 100);
    const rotated: TrustList = { issuer: ISSUER, keys: [{ ...current.trusted, exp: T0 + 100 }, next.trusted] };
    const old = await encodePermitCredential(claimsFor(50), ed25519Signer(current.privateKey, current.trusted.kid));
    const fresh = await encodePermitCredential(claimsFor(150), ed25519Signer(next.privateKey, next.trusted.kid));
    expect(await verifyPermitCredential(old, { trustList: rotated, now })).toMatchObject({ valid: true });
    expect(await verifyPermitCredential(fresh, { trustList: rotated, now })).toMatchObject({ valid: true });
  });
});
