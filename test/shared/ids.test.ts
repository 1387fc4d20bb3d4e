import { describe, expect, it } from 'vitest';
import { actorUuid, isUuid, newId } from '../../src/shared/ids.js';

describe('ids', () => {
  it('newId is a version 7 uuid (RFC 9562) carrying its time in the first 48 bits', () => {
    const now = Date.parse('2026-11-23T12:00:00.123Z');
    const id = newId(now);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
  });

  it('newId is unique, and ids of later milliseconds sort after earlier ones', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => newId(1_700_000_000_000 + Math.floor(i / 100)));
    expect(new Set(ids).size).toBe(ids.length);
    const firstOfEach = ids.filter((_, i) => i % 100 === 0);
    expect([...firstOfEach].sort()).toEqual(firstOfEach);
  });

  it('actorUuid gives a stable version 5 uuid for a name, and keeps a uuid as it is (lower-cased)', () => {
    expect(actorUuid('operator')).toBe(actorUuid('operator'));
    expect(actorUuid('operator')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(actorUuid('operator')).not.toBe(actorUuid('someone-else'));
    const id = newId();
    expect(actorUuid(id.toUpperCase())).toBe(id);
    expect(isUuid(id)).toBe(true);
  });
});
