import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DetailLookup } from '../../src/applications/application.repository.js';
import { detailReader } from '../../src/applications/detail.reader.js';
import { testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * A lookup the database refuses (the HTTP layer now stops such text before it gets here; a future
 * caller or a driver quirk may not): PostgreSQL refuses a NUL in text, better-sqlite3 a value it
 * cannot bind.
 */
function failingLookup(dialect: string, agencyCode: string): DetailLookup {
  const refused = dialect === 'postgres' ? 'ABS-2026-\u0000' : ({ not: 'bindable' } as unknown as string);
  return { agencyCode, key: { registrationNo: refused } };
}

describe.each(testDialects)('a detail batch with a failing lookup in it (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('fails only the lookup at fault: the good reads batched with it get their own answers', async () => {
    const { agency, token } = await t.agencyWithToken();
    const receipts = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/external/application',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload: aSubmission(agency),
        });
        return json<{ id: string; registrationNo: string }>(response);
      }),
    );
    const sizes: number[] = [];
    const read = detailReader(t.database, (size) => sizes.push(size));
    const good = receipts.flatMap((r) => [
      { lookup: { agencyCode: agency, key: { registrationNo: r.registrationNo } }, id: r.id },
      { lookup: { agencyCode: agency, key: { id: r.id } }, id: r.id },
    ]);
    const unknown: DetailLookup = { agencyCode: agency, key: { registrationNo: 'ABS-1999-000001' } };
    // All in one turn of the event loop: one batch, the failing lookup in the middle of it.
    const lookups = [
      ...good.slice(0, 5).map((g) => g.lookup),
      failingLookup(dialect, agency),
      unknown,
      ...good.slice(5).map((g) => g.lookup),
    ];
    const results = await Promise.allSettled(lookups.map((lookup) => read(lookup)));

    expect(results[5]?.status).toBe('rejected');
    expect(results[6]).toEqual({ status: 'fulfilled', value: undefined });
    const answered = results.filter((_, i) => i !== 5 && i !== 6);
    const ids = answered.map((result) => {
      expect(result.status).toBe('fulfilled');
      return (JSON.parse((result as PromiseFulfilledResult<string>).value) as { id: string }).id;
    });
    expect(ids).toEqual(good.map((g) => g.id));
    // The batch failed as one query, then each lookup was read alone.
    expect(sizes).toEqual(Array.from({ length: lookups.length - 1 }, () => 1));
  });
});
