import { randomFillSync } from 'node:crypto';

const POOL_IDS = 4096;
const pool = Buffer.alloc(16 * POOL_IDS);
let next = POOL_IDS;

/**
 * The same UUID version 7 as src/shared/ids.ts `newId(ms)`, but taking its random bits from a
 * pool refilled once per 4,096 ids: one `randomBytes` call per id is the slowest part of seeding.
 */
export function timeOrderedId(ms: number): string {
  if (next === POOL_IDS) {
    randomFillSync(pool);
    next = 0;
  }
  const bytes = pool.subarray(16 * next, 16 * next + 16);
  next += 1;
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
