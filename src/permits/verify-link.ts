import { createHash } from 'node:crypto';
import type { CryptoKey } from 'jose';
import type { KeyRing } from '../auth/key-ring.js';

/**
 * The link printed as a QR code on every certificate: `{PUBLIC_BASE_URL}/verify/{permitNo}?s=…`.
 *
 * `s` is base64url of a format byte, a key tag (the first 3 bytes of SHA-256 of the signing key's
 * kid), for format 2 an issuance tag, and an Ed25519 signature (64 bytes) made with the service's
 * signing keys. Two formats verify:
 *
 * - **2** (issued now, 72 bytes, 96 characters): the issuance tag is the first 4 bytes of SHA-256 of
 *   the permit's id (its row: one issuance), and the signature covers
 *   `biopermit/permit-verification/v2 LF {permitNo} LF {issuance tag, base64url}`. Everything signed
 *   is in the URL, so the signature is checked before any permit is read: an existing and an unknown
 *   number with a bad signature take the same path, with no database read. Only a genuine signature
 *   leads to the look-up, which then compares the row's id with the issuance tag, so a number reissued
 *   after a restore, or a renewal's new row, never makes an old link verify.
 * - **1** (certificates printed before, 68 bytes, 91 characters): the signature covers
 *   `biopermit/permit-verification/v1 LF {permitNo} LF {permitId}`; the id is not in the link, so the
 *   permit must be read before the signature can be checked. Kept so printed certificates still verify.
 *
 * The purpose line keeps a permit signature from ever passing for another kind of signed thing (and
 * the reverse). A format-2 link is about 147 characters with the production base URL: a version 8 QR
 * code at level M. The tag, not the 23-character kid, names the key, to keep the code small; on the
 * rare tag collision every matching key is tried.
 */
export const PERMIT_LINK_PURPOSE = 'biopermit/permit-verification/v2';
/** The purpose line of the format-1 links printed before format 2. */
export const LEGACY_PERMIT_LINK_PURPOSE = 'biopermit/permit-verification/v1';
const TAG_BYTES = 3;
const ISSUANCE_BYTES = 4;
const SIGNATURE_BYTES = 64;
const FORMATS = {
  1: { tokenBytes: 1 + TAG_BYTES + SIGNATURE_BYTES, pattern: /^[A-Za-z0-9_-]{91}$/ },
  2: { tokenBytes: 1 + TAG_BYTES + ISSUANCE_BYTES + SIGNATURE_BYTES, pattern: /^[A-Za-z0-9_-]{96}$/ },
} as const;
type Format = keyof typeof FORMATS;

export interface PermitLinkSubject {
  /** As printed and as it appears in the link's path. */
  readonly permitNo: string;
  /** The permit row's id (one issuance of the permit). */
  readonly permitId: string;
}

export type PermitLinkCheck =
  | { readonly valid: true; readonly kid: string }
  | { readonly valid: false; readonly reason: 'malformed' | 'unknown_key' | 'bad_signature' };

function keyTag(kid: string): Buffer {
  return createHash('sha256').update(kid).digest().subarray(0, TAG_BYTES);
}

/** The issuance tag of a permit row: what a format-2 link carries of the row's id. */
function issuanceTag(permitId: string): Buffer {
  return createHash('sha256').update(permitId).digest().subarray(0, ISSUANCE_BYTES);
}

function usable(part: string): boolean {
  return part.length > 0 && !/[\r\n]/.test(part);
}

/** The bytes signed; undefined when a part could blur the line between fields (empty, or a line break). */
function signedBytes(purpose: string, permitNo: string, last: string): Uint8Array | undefined {
  if (!usable(permitNo) || !usable(last)) return undefined;
  return new TextEncoder().encode([purpose, permitNo, last].join('\n'));
}

/** A well-formed `s`, taken apart. */
interface PermitToken {
  readonly format: Format;
  readonly tag: Buffer;
  /** Format 2 only. */
  readonly issuance?: Buffer;
  readonly signature: Buffer;
}

function parseToken(s: unknown): PermitToken | undefined {
  if (typeof s !== 'string') return undefined;
  const format = s.length === 96 ? 2 : s.length === 91 ? 1 : undefined;
  if (format === undefined || !FORMATS[format].pattern.test(s)) return undefined;
  const token = Buffer.from(s, 'base64url');
  // Canonical only: a last character whose dropped bits differ would be a second spelling of the same
  // signature.
  if (token.length !== FORMATS[format].tokenBytes || token[0] !== format || token.toString('base64url') !== s) return undefined;
  const tag = token.subarray(1, 1 + TAG_BYTES);
  if (format === 1) return { format, tag, signature: token.subarray(1 + TAG_BYTES) };
  return {
    format,
    tag,
    issuance: token.subarray(1 + TAG_BYTES, 1 + TAG_BYTES + ISSUANCE_BYTES),
    signature: token.subarray(1 + TAG_BYTES + ISSUANCE_BYTES),
  };
}

/**
 * The signature parameter `s` for this permit (format 2), signed with the key that signs now.
 * `refresh: false` reads no database (KeyRing.signingKey): for signing inside a transaction.
 */
export async function signPermit(keyRing: KeyRing, subject: PermitLinkSubject, options: { refresh?: boolean } = {}): Promise<string> {
  const issuance = issuanceTag(subject.permitId);
  const data = usable(subject.permitId) ? signedBytes(PERMIT_LINK_PURPOSE, subject.permitNo, issuance.toString('base64url')) : undefined;
  if (data === undefined) throw new Error('a permit link needs a permit number and id without line breaks');
  const { kid, privateKey } = await keyRing.signingKey(options);
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, data));
  return Buffer.concat([Buffer.of(2), keyTag(kid), issuance, signature]).toString('base64url');
}

/** The link to put in the QR code: `baseUrl` is PUBLIC_BASE_URL (a trailing slash is fine). */
export async function signPermitLink(
  keyRing: KeyRing,
  baseUrl: string,
  subject: PermitLinkSubject,
  options: { refresh?: boolean } = {},
): Promise<string> {
  const s = await signPermit(keyRing, subject, options);
  return `${baseUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(subject.permitNo)}?s=${s}`;
}

/**
 * Whether `s` has the shape of a permit signature (either format): checked before any database read,
 * so a garbage link costs the route nothing but this test.
 */
export function isWellFormedPermitSignature(s: unknown): s is string {
  return parseToken(s) !== undefined;
}

/** Whether a well-formed `s` is of the older format 1, whose check needs the permit row's id. */
export function isLegacyPermitSignature(s: string): boolean {
  return parseToken(s)?.format === 1;
}

/** The published keys whose tag `s` names: found without reading any permit (the key ring is cached). */
export async function permitSignatureKeys(keyRing: KeyRing, s: string): Promise<{ kid: string; publicKey: CryptoKey }[]> {
  const token = parseToken(s);
  if (token === undefined) return [];
  return keyRing.documentVerificationKeys((kid) => keyTag(kid).equals(token.tag));
}

async function signedByOneOf(
  keys: readonly { kid: string; publicKey: CryptoKey }[],
  signature: Buffer,
  data: Uint8Array,
): Promise<string | undefined> {
  for (const { kid, publicKey } of keys) {
    if (await crypto.subtle.verify('Ed25519', publicKey, signature, data)) return kid;
  }
  return undefined;
}

/**
 * What a format-2 link proves from the URL alone, with no permit read: the kid that signed this number
 * and issuance tag, or undefined (a bad signature, or a format-1 link, which cannot be checked so).
 */
export async function permitLinkSignedBy(
  keys: readonly { kid: string; publicKey: CryptoKey }[],
  permitNo: string,
  s: string,
): Promise<string | undefined> {
  const token = parseToken(s);
  if (token?.format !== 2 || token.issuance === undefined) return undefined;
  const data = signedBytes(PERMIT_LINK_PURPOSE, permitNo, token.issuance.toString('base64url'));
  return data === undefined ? undefined : signedByOneOf(keys, token.signature, data);
}

/** Whether a format-2 link, its signature already checked, names this permit row's issuance. */
export function linkNamesIssuance(s: string, permitId: string): boolean {
  const token = parseToken(s);
  return token?.issuance?.equals(issuanceTag(permitId)) === true;
}

/**
 * Whether `s`, well formed, was made by one of `keys` over this subject (either format): the kid that
 * made it, if so.
 */
export async function permitSignatureBy(
  keys: readonly { kid: string; publicKey: CryptoKey }[],
  subject: PermitLinkSubject,
  s: string,
): Promise<string | undefined> {
  const token = parseToken(s);
  if (token === undefined) return undefined;
  if (token.format === 2) {
    if (!usable(subject.permitId) || !linkNamesIssuance(s, subject.permitId)) return undefined;
    return permitLinkSignedBy(keys, subject.permitNo, s);
  }
  const data = signedBytes(LEGACY_PERMIT_LINK_PURPOSE, subject.permitNo, subject.permitId);
  return data === undefined ? undefined : signedByOneOf(keys, token.signature, data);
}

/**
 * Checks `s` against the permit the link names. Any key the service ever published counts, retired
 * ones included (see KeyRing.documentVerificationKeys); anything altered reads as not valid.
 */
export async function verifyPermitSignature(keyRing: KeyRing, subject: PermitLinkSubject, s: unknown): Promise<PermitLinkCheck> {
  if (!isWellFormedPermitSignature(s) || !usable(subject.permitNo) || !usable(subject.permitId)) {
    return { valid: false, reason: 'malformed' };
  }
  const keys = await permitSignatureKeys(keyRing, s);
  if (keys.length === 0) return { valid: false, reason: 'unknown_key' };
  const kid = await permitSignatureBy(keys, subject, s);
  return kid === undefined ? { valid: false, reason: 'bad_signature' } : { valid: true, kid };
}
