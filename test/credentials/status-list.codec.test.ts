import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeStatusList,
  encodeStatusList,
  STATUS_LIST_LENGTH,
  statusBit,
  statusListOf,
} from '../../src/credentials/status-list.codec.js';

describe('the Bitstring Status List encoding', () => {
  it('writes the W3C format: u + base64url of the GZIP of 131,072 bits, index 0 the most significant bit of byte 0', async () => {
    const encoded = await encodeStatusList([0, 9, STATUS_LIST_LENGTH - 1]);
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    const bits = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    expect(bits.length).toBe(16_384);
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[16_383]).toBe(0b0000_0001);
    expect(bits.reduce((n, b) => n + (b === 0 ? 0 : 1), 0)).toBe(3);
  });

  it('reads back what it wrote, and nothing outside the list', async () => {
    const bits = (await decodeStatusList(await encodeStatusList([5, 131_000]))) as Uint8Array;
    expect([4, 5, 6, 131_000].map((i) => statusBit(bits, i))).toEqual([false, true, false, true]);
    expect(statusBit(bits, STATUS_LIST_LENGTH)).toBeUndefined();
    expect(statusBit(bits, -1)).toBeUndefined();
  });

  it('refuses a list shorter than 131,072 entries, one without the multibase prefix, and damaged bytes', async () => {
    const short = `u${gzipSync(new Uint8Array(1024)).toString('base64url')}`;
    expect(await decodeStatusList(short)).toBeUndefined();
    expect(await decodeStatusList((await encodeStatusList([])).slice(1))).toBeUndefined();
    expect(await decodeStatusList('uAAAA')).toBeUndefined();
    await expect(encodeStatusList([STATUS_LIST_LENGTH])).rejects.toThrow(RangeError);
  });

  it('puts each index in its list: 131,072 entries a list', () => {
    expect(statusListOf('revocation', 0)).toEqual({ listId: 'revocation-0', index: 0 });
    expect(statusListOf('suspension', STATUS_LIST_LENGTH + 7)).toEqual({ listId: 'suspension-1', index: 7 });
  });
});
