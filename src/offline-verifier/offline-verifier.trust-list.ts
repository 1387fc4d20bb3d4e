import type { TrustList } from '../credentials/trust-list.schema.js';

/**
 * The shape check of a trust list read back from a cache or the network, before its keys are used
 * (a hand check rather than TypeBox's: the page's bundle stays small). Keys that are not Ed25519 OKP
 * keys with a kid and a period make the whole list unusable, not quietly shorter.
 */
export function isTrustList(value: unknown): value is TrustList {
  if (typeof value !== 'object' || value === null) return false;
  const { issuer, keys } = value as { issuer?: unknown; keys?: unknown };
  if (typeof issuer !== 'string' || !Array.isArray(keys)) return false;
  return keys.every((key: unknown) => {
    if (typeof key !== 'object' || key === null) return false;
    const k = key as Record<string, unknown>;
    return (
      k.kty === 'OKP' &&
      k.crv === 'Ed25519' &&
      typeof k.x === 'string' &&
      typeof k.kid === 'string' &&
      Number.isSafeInteger(k.nbf) &&
      (k.exp === undefined || Number.isSafeInteger(k.exp))
    );
  });
}
