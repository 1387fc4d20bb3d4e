import { base64urlToBytes, bytesToBase64url } from './bytes.js';

/**
 * The W3C Bitstring Status List's `encodedList` (isomorphic, like the QR codec): `u` (multibase
 * base64url) + base64url without padding of the GZIP of the bitstring, index 0 the most significant
 * bit of byte 0. A list holds at least 131,072 entries, so no list tells how many permits exist.
 */
export const STATUS_LIST_LENGTH = 131_072;
/** A genuine list inflates to exactly STATUS_LIST_LENGTH / 8 bytes. */
const MAX_LIST_BYTES = STATUS_LIST_LENGTH / 8;

export async function encodeStatusList(setIndexes: Iterable<number>): Promise<string> {
  const bits = new Uint8Array(STATUS_LIST_LENGTH / 8);
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_LENGTH)
      throw new RangeError(`status index ${index} outside the list`);
    bits[index >> 3] = (bits[index >> 3] as number) | (0x80 >> (index & 7));
  }
  const gzipped = new Uint8Array(await new Response(new Blob([bits]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer());
  return `u${bytesToBase64url(gzipped)}`;
}

/** The bitstring, or undefined when `encodedList` is not a well-formed list of at least 131,072 entries. */
export async function decodeStatusList(encodedList: string): Promise<Uint8Array | undefined> {
  if (!encodedList.startsWith('u')) return undefined;
  try {
    const gzipped = base64urlToBytes(encodedList.slice(1));
    const bits = new Uint8Array(
      await new Response(new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer(),
    );
    return bits.length >= MAX_LIST_BYTES && bits.length <= 4 * MAX_LIST_BYTES ? bits : undefined;
  } catch {
    return undefined;
  }
}

/** Whether entry `index` is set; undefined outside the list (a verifier's RANGE_ERROR). */
export function statusBit(bits: Uint8Array, index: number): boolean | undefined {
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8) return undefined;
  return ((bits[index >> 3] as number) & (0x80 >> (index & 7))) !== 0;
}

/** The list an index belongs to, and the index inside it: each list holds STATUS_LIST_LENGTH entries. */
export function statusListOf(purpose: string, statusIndex: number): { listId: string; index: number } {
  return { listId: `${purpose}-${Math.floor(statusIndex / STATUS_LIST_LENGTH)}`, index: statusIndex % STATUS_LIST_LENGTH };
}
