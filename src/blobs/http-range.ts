import type { ByteRange } from './blob-store.js';

/**
 * What to send for a `Range` header (RFC 9110 §14): the whole file, one range of it, or 416.
 * Several ranges are answered with the whole file (a 200, which RFC 9110 allows): documents are
 * small enough, and multipart/byteranges is a format few clients need. A header that is not a
 * valid `bytes=` range is ignored, as RFC 9110 §14.2 permits.
 */
export type RangeDecision =
  | { readonly kind: 'full' }
  | { readonly kind: 'partial'; readonly range: ByteRange }
  | { readonly kind: 'unsatisfiable' };

const FULL: RangeDecision = { kind: 'full' };
const SPEC = /^(\d*)-(\d*)$/;

export function decideRange(header: string | undefined, size: number): RangeDecision {
  if (header === undefined) return FULL;
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (match === null) return FULL;
  const specs = (match[1] ?? '').split(',').map((spec) => spec.trim());
  if (specs.length !== 1) return FULL;
  const parts = SPEC.exec(specs[0] ?? '');
  if (parts === null) return FULL;
  const [, first = '', last = ''] = parts;
  if (first === '' && last === '') return FULL;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return FULL;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) } };
}
