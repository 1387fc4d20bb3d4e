import { createLocalJWKSet, jwtVerify } from 'jose';
import type { StatusPurpose } from '../credentials/permit-credential.schema.js';
import { decodeStatusList } from '../credentials/status-list.codec.js';
import type { TrustList } from '../credentials/trust-list.schema.js';

/** A status list credential whose signature, issuer and form checked: its bits and the period it speaks for. */
export interface CheckedStatusList {
  /** The list credential's `id`: the URL a permit credential's status entry names. */
  readonly url: string;
  readonly purpose: StatusPurpose;
  readonly bits: Uint8Array;
  /** Milliseconds: when the list was made, and until when the issuer vouches for it. */
  readonly validFrom: number;
  readonly validUntil: number;
}

const PURPOSES: readonly string[] = ['revocation', 'suspension'];

/**
 * Checks a BitstringStatusListCredential secured as vc+jwt (what GET /api/v1/public/status-lists/{id}
 * serves) against the trust list, as the QR credential is checked: signed by a trusted key that was in
 * service when the list was made, by the trust list's issuer. Isomorphic (jose over WebCrypto), so the
 * offline page and Node share it. Undefined when anything is off: a list that does not check tells nothing.
 */
export async function checkStatusListCredential(jwt: string, trustList: TrustList): Promise<CheckedStatusList | undefined> {
  let verified: Awaited<ReturnType<typeof jwtVerify>>;
  try {
    verified = await jwtVerify(jwt, createLocalJWKSet({ keys: trustList.keys.map((key) => ({ ...key })) }), {
      typ: 'vc+jwt',
      algorithms: ['Ed25519'],
    });
  } catch {
    return undefined;
  }
  const { payload, protectedHeader } = verified;
  const subject = payload.credentialSubject as Record<string, unknown> | undefined;
  const types = payload.type;
  if (!Array.isArray(types) || !types.includes('BitstringStatusListCredential')) return undefined;
  if (payload.issuer !== trustList.issuer || typeof payload.id !== 'string') return undefined;
  if (typeof subject !== 'object' || subject === null || subject.type !== 'BitstringStatusList') return undefined;
  if (typeof subject.statusPurpose !== 'string' || !PURPOSES.includes(subject.statusPurpose)) return undefined;
  const validFrom = Date.parse(String(payload.validFrom));
  const validUntil = Date.parse(String(payload.validUntil));
  if (!Number.isFinite(validFrom) || !Number.isFinite(validUntil)) return undefined;
  // As for a permit credential: a key signs only within its period of service (trust-list.schema.ts).
  const key = trustList.keys.find((k) => k.kid === protectedHeader.kid);
  const madeAt = Math.floor(validFrom / 1000);
  if (key === undefined || madeAt < key.nbf || (key.exp !== undefined && madeAt > key.exp)) return undefined;
  if (typeof subject.encodedList !== 'string') return undefined;
  const bits = await decodeStatusList(subject.encodedList);
  if (bits === undefined) return undefined;
  return { url: payload.id, purpose: subject.statusPurpose as StatusPurpose, bits, validFrom, validUntil };
}
