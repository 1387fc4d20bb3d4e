import { createHash } from 'node:crypto';
import type { CryptoKey } from 'jose';
import type { KeyRing } from '../auth/key-ring.js';

/**
 * The link printed as a QR code on every certificate: `{PUBLIC_BASE_URL}/verify/{permitNo}?s=…`.
 *
 * `s` is base64url of 68 bytes: a format byte (1), a key tag (the first 3 bytes of SHA-256 of the
 * signing key's kid) and an Ed25519 signature (64) made with the service's signing keys over
 *
 *     biopermit/permit-verification/v1 LF {permitNo} LF {permitId}
 *
 * The purpose line keeps a permit signature from ever passing for another kind of signed thing (and
 * the reverse); the permit's id (its row, not only its number) ties the link to one issuance, so a
 * number reissued after a restore, or a renewal's new row, never makes an old link verify. The id is
 * not in the link: the page looks the permit up by number and checks the signature against that
 * row's id. With a 91-character `s`, a typical link is about 140 characters: a version 7–8 QR code
 * at level M. The tag, not the 23-character kid, names the key, to keep the code small; on the rare
 * tag collision every matching key is tried.
 */
export const PERMIT_LINK_PURPOSE = 'biopermit/permit-verification/v1';
const FORMAT = 1;
const TAG_BYTES = 3;
const SIGNATURE_BYTES = 64;
const TOKEN_BYTES = 1 + TAG_BYTES + SIGNATURE_BYTES;
/** base64url of TOKEN_BYTES, unpadded. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{91}$/;

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

/** The bytes signed; undefined when a part could blur the line between fields (empty, or a line break). */
function message(subject: PermitLinkSubject): Uint8Array | undefined {
  const parts = [subject.permitNo, subject.permitId];
  if (parts.some((part) => part.length === 0 || /[\r\n]/.test(part))) return undefined;
  return new TextEncoder().encode([PERMIT_LINK_PURPOSE, ...parts].join('\n'));
}

/**
 * The signature parameter `s` for this permit, signed with the key that signs now. `refresh: false`
 * reads no database (KeyRing.signingKey): for signing inside a transaction.
 */
export async function signPermit(keyRing: KeyRing, subject: PermitLinkSubject, options: { refresh?: boolean } = {}): Promise<string> {
  const data = message(subject);
  if (data === undefined) throw new Error('a permit link needs a permit number and id without line breaks');
  const { kid, privateKey } = await keyRing.signingKey(options);
  const signature = new Uint8Array(await crypto.subtle.sign('Ed25519', privateKey, data));
  return Buffer.concat([Buffer.of(FORMAT), keyTag(kid), signature]).toString('base64url');
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
 * Whether `s` has the shape of a permit signature: checked before any database read, so a garbage
 * link costs the route nothing but this test.
 */
export function isWellFormedPermitSignature(s: unknown): s is string {
  if (typeof s !== 'string' || !TOKEN_PATTERN.test(s)) return false;
  const token = Buffer.from(s, 'base64url');
  // Canonical only: the last character carries 2 bits the decoder drops, and a link that differs in
  // them would otherwise be a second spelling of the same signature.
  return token.length === TOKEN_BYTES && token[0] === FORMAT && token.toString('base64url') === s;
}

/** The published keys whose tag `s` names: found without reading any permit (the key ring is cached). */
export async function permitSignatureKeys(keyRing: KeyRing, s: string): Promise<{ kid: string; publicKey: CryptoKey }[]> {
  const tag = Buffer.from(s, 'base64url').subarray(1, 1 + TAG_BYTES);
  return keyRing.documentVerificationKeys((kid) => keyTag(kid).equals(tag));
}

/** Whether `s`, well formed, was made by one of `keys` over this subject: the kid that made it, if so. */
export async function permitSignatureBy(
  keys: readonly { kid: string; publicKey: CryptoKey }[],
  subject: PermitLinkSubject,
  s: string,
): Promise<string | undefined> {
  const data = message(subject);
  if (data === undefined) return undefined;
  const signature = Buffer.from(s, 'base64url').subarray(1 + TAG_BYTES);
  for (const { kid, publicKey } of keys) {
    if (await crypto.subtle.verify('Ed25519', publicKey, signature, data)) return kid;
  }
  return undefined;
}

/**
 * Checks `s` against the permit the link names. Any key the service ever published counts, retired
 * ones included (see KeyRing.documentVerificationKeys); anything altered reads as not valid.
 */
export async function verifyPermitSignature(keyRing: KeyRing, subject: PermitLinkSubject, s: unknown): Promise<PermitLinkCheck> {
  if (!isWellFormedPermitSignature(s) || message(subject) === undefined) return { valid: false, reason: 'malformed' };
  const keys = await permitSignatureKeys(keyRing, s);
  if (keys.length === 0) return { valid: false, reason: 'unknown_key' };
  const kid = await permitSignatureBy(keys, subject, s);
  return kid === undefined ? { valid: false, reason: 'bad_signature' } : { valid: true, kid };
}
