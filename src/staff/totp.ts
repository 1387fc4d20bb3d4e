import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238) as every authenticator app reads it: HMAC-SHA-1, 30-second steps, 6 digits, with
 * the step before and after accepted for clock drift. A code's step is returned so the caller can
 * refuse it (and any earlier one) the next time: each code works once.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_DRIFT_STEPS = 1;
const ISSUER = 'biopermit';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** 160 random bits (RFC 4226's recommended length for SHA-1), base32 as apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function totpStep(atMs: number = Date.now()): number {
  return Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of one time step (RFC 4226 HOTP with the step as counter). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** A code as typed: digits, perhaps with a space or dash in the middle. */
export function normalizeTotpCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/**
 * The step whose code this is, within the drift window and after `lastUsedStep`; undefined when the
 * code is wrong, too old, or already used.
 */
export function matchTotp(secret: string, code: string, lastUsedStep: number | null, atMs: number = Date.now()): number | undefined {
  const presented = Buffer.from(normalizeTotpCode(code));
  if (!/^\d+$/.test(presented.toString()) || presented.length !== TOTP_DIGITS) return undefined;
  const now = totpStep(atMs);
  let matched: number | undefined;
  // Every candidate is compared, so the time taken does not say which step matched.
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step++) {
    if (timingSafeEqual(presented, Buffer.from(totpCode(secret, step))) && matched === undefined) matched = step;
  }
  if (matched === undefined || (lastUsedStep !== null && matched <= lastUsedStep)) return undefined;
  return matched;
}

/** The Key URI Format link authenticator apps scan as a QR code. */
export function otpauthUri(secret: string, accountName: string): string {
  const label = `${encodeURIComponent(ISSUER)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret,
    issuer: ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

export const TOTP_ISSUER = ISSUER;
