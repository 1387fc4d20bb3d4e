import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32Encode } from './totp.js';

/**
 * The random secrets of staff accounts, and how they are kept. Each has at least 80 random bits, so a
 * fast hash (SHA-256) stores it safely: unlike a password, it cannot be guessed from a list.
 */

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The session cookie's value: 256 random bits. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The session's CSRF token: derived from the session token, so it is per session, never stored, and
 * unknowable to a page that cannot read the HttpOnly cookie.
 */
export function csrfTokenFor(sessionToken: string): string {
  return createHmac('sha256', sessionToken).update('biopermit staff csrf').digest('base64url');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A one-time code to set a password: 256 random bits, sent in a link. */
export function newSetupCode(): string {
  return randomBytes(32).toString('base64url');
}

/** A recovery code: 80 random bits as four groups of four base32 characters, easy to copy by hand. */
export function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(10)).toLowerCase();
  return text.match(/.{4}/g)?.join('-') ?? text;
}

/** As the user may type it: any case, with or without the dashes and spaces. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}
