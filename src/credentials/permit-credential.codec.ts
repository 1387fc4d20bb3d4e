import { decode, encode, Tagged } from 'cborg';
import { base45Decode, base45Encode } from './base45.js';
import { asBuffer, base64urlToBytes, bytesToBase64url, bytesToUuid, deflate, inflate, isBytes, uuidBytes } from './bytes.js';
import type { CredentialPermit, CredentialStatusEntry, StatusPurpose } from './permit-credential.schema.js';
import type { TrustedKey, TrustList } from './trust-list.schema.js';

export { base64urlToBytes, bytesToBase64url } from './bytes.js';

/**
 * The QR credential: the permit as a CBOR Web Token (RFC 8392) signed as COSE_Sign1 (RFC 9052) with
 * Ed25519, ZLIB-compressed, base45-encoded and prefixed `BP1:`, the EU Digital COVID Certificate's
 * transport. Everything here is isomorphic (Uint8Array, cborg, WebCrypto, Compression/DecompressionStream)
 * so the offline verifier page bundles this very file; only the signer is the service's.
 * docs/TRUST.md, "The credential", documents the claim numbers.
 */
export const CREDENTIAL_PREFIX = 'BP1:';
/** COSE alg Ed25519 (RFC 9864); the older polymorphic EdDSA (-8) is refused, not guessed at. */
export const COSE_ALG_ED25519 = -19;
/** Private-use CWT claim (below -65536 in the IANA registry) holding the permit. */
export const PERMIT_CLAIM = -70001;

const COSE_SIGN1_TAG = 18;
const CWT = { iss: 1, exp: 4, nbf: 5, iat: 6, cti: 7 } as const;
/** The permit's CBOR keys: small integers, since every byte moves the QR code up a version. */
const P = {
  permitNo: 1,
  issuerName: 2,
  holderName: 3,
  validFrom: 4,
  validUntil: 5,
  sites: 6,
  species: 7,
  termsDigest: 8,
  status: 9,
  logIndex: 10,
  termsLines: 11,
} as const;
const PURPOSE_CODES: readonly StatusPurpose[] = ['revocation', 'suspension'];
/** A genuine credential inflates to well under 2 KB; a bound keeps a crafted one from inflating without end. */
const MAX_INFLATED_BYTES = 16_384;

export interface PermitCredentialClaims {
  /** CWT iss: the issuer the trust list speaks for (the service's public base URL). */
  readonly issuer: string;
  /** NumericDate seconds. */
  readonly issuedAt: number;
  readonly notBefore: number;
  readonly expiresAt: number;
  /** CWT cti: this credential's id (a UUID, carried as its 16 bytes). */
  readonly credentialId: string;
  readonly permit: CredentialPermit;
}

/** Signs COSE Sig_structure bytes with the key whose COSE kid is `kid`. */
export interface CredentialSigner {
  readonly kid: Uint8Array;
  sign(data: Uint8Array): Promise<Uint8Array>;
}

export type CredentialFailure =
  | 'malformed'
  | 'unsupported_algorithm'
  | 'unknown_key'
  | 'bad_signature'
  | 'wrong_issuer'
  | 'key_not_valid_at_issue'
  | 'not_yet_valid'
  | 'expired';

export type CredentialVerification =
  | { readonly valid: true; readonly claims: PermitCredentialClaims; readonly kid: string }
  | {
      readonly valid: false;
      readonly reason: CredentialFailure;
      readonly detail: string;
      /** Present once the signature checked: an expired credential is still worth showing, marked so. */
      readonly claims?: PermitCredentialClaims;
      readonly kid?: string;
    };

export interface VerifyOptions {
  readonly trustList: TrustList;
  /** Seconds; defaults to the clock. */
  readonly now?: number;
  /** Seconds of clock difference forgiven on nbf/exp (a checkpoint's clock drifts). */
  readonly leewaySeconds?: number;
}

export async function encodePermitCredential(claims: PermitCredentialClaims, signer: CredentialSigner): Promise<string> {
  const payload = encode(
    new Map<number, unknown>([
      [CWT.iss, claims.issuer],
      [CWT.iat, claims.issuedAt],
      [CWT.nbf, claims.notBefore],
      [CWT.exp, claims.expiresAt],
      [CWT.cti, uuidBytes(claims.credentialId)],
      [PERMIT_CLAIM, permitToCbor(claims.permit)],
    ]),
  );
  const protectedHeader = encode(
    new Map<number, unknown>([
      [1, COSE_ALG_ED25519],
      [4, signer.kid],
    ]),
  );
  const signature = await signer.sign(sigStructure(protectedHeader, payload));
  const sign1 = encode(new Tagged(COSE_SIGN1_TAG, [protectedHeader, new Map(), payload, signature]));
  return CREDENTIAL_PREFIX + base45Encode(await deflate(sign1));
}

export interface DecodedCredential {
  readonly kid: Uint8Array;
  readonly algorithm: number;
  readonly claims: PermitCredentialClaims;
  /** The bytes the signature covers, and the signature. */
  readonly signedBytes: Uint8Array;
  readonly signature: Uint8Array;
}

/** Unpacks a credential without checking its signature; undefined when it is not a well-formed one. */
export async function decodePermitCredential(text: string): Promise<DecodedCredential | undefined> {
  const trimmed = text.trim();
  if (!trimmed.startsWith(CREDENTIAL_PREFIX)) return undefined;
  const compressed = base45Decode(trimmed.slice(CREDENTIAL_PREFIX.length));
  if (compressed === undefined) return undefined;
  const sign1Bytes = await inflate(compressed, MAX_INFLATED_BYTES);
  if (sign1Bytes === undefined) return undefined;
  try {
    const sign1 = decode(sign1Bytes, { useMaps: true, tags: Tagged.preserve(COSE_SIGN1_TAG), rejectDuplicateMapKeys: true });
    if (!(sign1 instanceof Tagged) || sign1.tag !== COSE_SIGN1_TAG || !Array.isArray(sign1.value) || sign1.value.length !== 4)
      return undefined;
    const [protectedHeader, unprotected, payload, signature] = sign1.value as unknown[];
    if (!isBytes(protectedHeader) || !(unprotected instanceof Map) || unprotected.size !== 0) return undefined;
    if (!isBytes(payload) || !isBytes(signature)) return undefined;
    const header = decode(protectedHeader, { useMaps: true, rejectDuplicateMapKeys: true }) as unknown;
    if (!(header instanceof Map) || header.size !== 2) return undefined;
    const algorithm = header.get(1);
    const kid = header.get(4);
    if (typeof algorithm !== 'number' || !isBytes(kid)) return undefined;
    const claims = claimsFromCbor(decode(payload, { useMaps: true, rejectDuplicateMapKeys: true }));
    if (claims === undefined) return undefined;
    return { kid, algorithm, claims, signedBytes: sigStructure(protectedHeader, payload), signature };
  } catch {
    return undefined;
  }
}

/**
 * Checks a credential against a trust list: the signature with every trusted key of its kid, the
 * issuer, that the key was in service when the credential was issued, and its validity now. The
 * status lists are a separate question (status-list.codec.ts), asked of lists the verifier has.
 */
export async function verifyPermitCredential(text: string, options: VerifyOptions): Promise<CredentialVerification> {
  const decoded = await decodePermitCredential(text);
  if (decoded === undefined) return { valid: false, reason: 'malformed', detail: 'not a BP1 credential, or damaged or cut short' };
  const kid = bytesToBase64url(decoded.kid);
  if (decoded.algorithm !== COSE_ALG_ED25519) {
    return { valid: false, reason: 'unsupported_algorithm', detail: `COSE algorithm ${decoded.algorithm}`, kid };
  }
  const candidates = options.trustList.keys.filter((key) => key.kid === kid);
  if (candidates.length === 0) return { valid: false, reason: 'unknown_key', detail: `no trusted key ${kid}`, kid };
  let signedBy: TrustedKey | undefined;
  for (const key of candidates) {
    if (await verifyEd25519(key, decoded.signedBytes, decoded.signature)) {
      signedBy = key;
      break;
    }
  }
  if (signedBy === undefined) return { valid: false, reason: 'bad_signature', detail: 'the signature does not verify', kid };
  const { claims } = decoded;
  if (claims.issuer !== options.trustList.issuer) {
    return { valid: false, reason: 'wrong_issuer', detail: `issued by ${claims.issuer}, not ${options.trustList.issuer}`, kid };
  }
  if (claims.issuedAt < signedBy.nbf || (signedBy.exp !== undefined && claims.issuedAt > signedBy.exp)) {
    return { valid: false, reason: 'key_not_valid_at_issue', detail: 'issued outside its key’s period of service', kid };
  }
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const leeway = options.leewaySeconds ?? 0;
  if (now + leeway < claims.notBefore) return { valid: false, reason: 'not_yet_valid', detail: 'not valid yet', claims, kid };
  if (now - leeway > claims.expiresAt) return { valid: false, reason: 'expired', detail: 'its validity has ended', claims, kid };
  return { valid: true, claims, kid };
}

function sigStructure(protectedHeader: Uint8Array, payload: Uint8Array): Uint8Array {
  return encode(['Signature1', protectedHeader, new Uint8Array(0), payload]);
}

async function verifyEd25519(key: TrustedKey, data: Uint8Array, signature: Uint8Array): Promise<boolean> {
  try {
    const publicKey = await crypto.subtle.importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: key.x }, { name: 'Ed25519' }, false, [
      'verify',
    ]);
    return await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, asBuffer(signature), asBuffer(data));
  } catch {
    return false;
  }
}

function permitToCbor(permit: CredentialPermit): Map<number, unknown> {
  const map = new Map<number, unknown>([
    [P.permitNo, permit.permitNo],
    [P.issuerName, permit.issuerName],
    [P.holderName, permit.holderName],
    [P.validFrom, permit.validFrom],
    [P.validUntil, permit.validUntil],
    [P.sites, permit.sites.map((site) => [site.psgcCode, site.name])],
    [P.species, permit.species.map((s) => [s.scientificName, s.quantity, s.unit])],
    [
      P.status,
      permit.status.map((entry) => [PURPOSE_CODES.indexOf(entry.statusPurpose), entry.statusListIndex, entry.statusListCredential]),
    ],
  ]);
  if (permit.termsDigest !== null) map.set(P.termsDigest, base64urlToBytes(permit.termsDigest));
  if (permit.logIndex !== null) map.set(P.logIndex, permit.logIndex);
  if (permit.termsLines !== null) map.set(P.termsLines, permit.termsLines);
  return map;
}

function claimsFromCbor(value: unknown): PermitCredentialClaims | undefined {
  if (!(value instanceof Map)) return undefined;
  const issuer = value.get(CWT.iss);
  const issuedAt = value.get(CWT.iat);
  const notBefore = value.get(CWT.nbf);
  const expiresAt = value.get(CWT.exp);
  const cti = value.get(CWT.cti);
  const permit = permitFromCbor(value.get(PERMIT_CLAIM));
  if (typeof issuer !== 'string' || !isSeconds(issuedAt) || !isSeconds(notBefore) || !isSeconds(expiresAt)) return undefined;
  if (!isBytes(cti) || cti.length !== 16 || permit === undefined) return undefined;
  return { issuer, issuedAt, notBefore, expiresAt, credentialId: bytesToUuid(cti), permit };
}

function permitFromCbor(value: unknown): CredentialPermit | undefined {
  if (!(value instanceof Map)) return undefined;
  const text = (key: number) => (typeof value.get(key) === 'string' ? (value.get(key) as string) : undefined);
  const [permitNo, issuerName, holderName, validFrom, validUntil] = [P.permitNo, P.issuerName, P.holderName, P.validFrom, P.validUntil].map(
    text,
  );
  const sites = arrayOf(value.get(P.sites), (s) =>
    Array.isArray(s) && s.length === 2 && (s[0] === null || typeof s[0] === 'string') && typeof s[1] === 'string'
      ? { psgcCode: s[0] as string | null, name: s[1] as string }
      : undefined,
  );
  const species = arrayOf(value.get(P.species), (s) =>
    Array.isArray(s) &&
    s.length === 3 &&
    typeof s[0] === 'string' &&
    (s[1] === null || typeof s[1] === 'number') &&
    (s[2] === null || typeof s[2] === 'string')
      ? { scientificName: s[0] as string, quantity: s[1] as number | null, unit: s[2] as string | null }
      : undefined,
  );
  const status = arrayOf(value.get(P.status), statusFromCbor);
  const digest = value.get(P.termsDigest);
  const logIndex = value.get(P.logIndex);
  const termsLines = value.get(P.termsLines);
  if (
    permitNo === undefined ||
    issuerName === undefined ||
    holderName === undefined ||
    validFrom === undefined ||
    validUntil === undefined
  ) {
    return undefined;
  }
  if (sites === undefined || species === undefined || status === undefined) return undefined;
  if (digest !== undefined && !(isBytes(digest) && digest.length === 32)) return undefined;
  if (logIndex !== undefined && !(Number.isSafeInteger(logIndex) && (logIndex as number) >= 0)) return undefined;
  if (termsLines !== undefined && !(Number.isSafeInteger(termsLines) && (termsLines as number) >= 0)) return undefined;
  return {
    permitNo,
    issuerName,
    holderName,
    validFrom,
    validUntil,
    sites,
    species,
    termsDigest: digest === undefined ? null : bytesToBase64url(digest as Uint8Array),
    status,
    logIndex: logIndex === undefined ? null : (logIndex as number),
    termsLines: termsLines === undefined ? null : (termsLines as number),
  };
}

function statusFromCbor(entry: unknown): CredentialStatusEntry | undefined {
  if (!Array.isArray(entry) || entry.length !== 3) return undefined;
  const [purpose, index, url] = entry as unknown[];
  const statusPurpose = typeof purpose === 'number' ? PURPOSE_CODES[purpose] : undefined;
  if (statusPurpose === undefined || !Number.isSafeInteger(index) || (index as number) < 0 || typeof url !== 'string') return undefined;
  return { statusPurpose, statusListIndex: index as number, statusListCredential: url };
}

function arrayOf<T>(value: unknown, item: (v: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: T[] = [];
  for (const v of value) {
    const parsed = item(v);
    if (parsed === undefined) return undefined;
    out.push(parsed);
  }
  return out;
}

const isSeconds = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
