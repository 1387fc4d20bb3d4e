import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IN_LIST, preparedInQuery, preparedQuery } from '../../src/db/prepared-query.js';
import type { DB } from '../../src/db/schema.js';
import { testDialects } from '../helpers/databases.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe.each(testDialects)('a prepared query (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('runs with the values of each call, keeping the constants of the query', async () => {
    const a = await t.agency();
    const b = await t.agency();
    const agencyNamed = preparedQuery<DB, { code: string }, 'code'>(['code'], (db, value) =>
      db.selectFrom('agencies').select('code').where('code', '=', value.code).where('name', 'like', 'Agency %').limit(5),
    );
    expect(await agencyNamed(t.database.db, { code: a })).toEqual([{ code: a }]);
    expect(await agencyNamed(t.database.db, { code: b })).toEqual([{ code: b }]);
    expect(await agencyNamed(t.database.db, { code: 'nobody' })).toEqual([]);
  });

  it('runs an IN list of any length, padded or split, returning each matching row once', async () => {
    const codes = [await t.agency(), await t.agency(), await t.agency()];
    const agenciesIn = preparedInQuery<DB, { code: string }>((db, values) =>
      db.selectFrom('agencies').select('code').where('code', 'in', values),
    );
    const found = async (values: readonly string[]) => (await agenciesIn(t.database.db, values)).map((r) => r.code).sort();
    expect(await found([])).toEqual([]);
    expect(await found([codes[0] as string])).toEqual([codes[0]]);
    // Three values run as the statement of four, its last place repeating the third value.
    expect(await found(codes)).toEqual([...codes].sort());
    expect(await found([...codes, 'nobody', codes[1] as string])).toEqual([...codes].sort());
    // Past the longest list: sent as two statements, the second holding the values left over.
    const many = [...Array.from({ length: MAX_IN_LIST }, (_, i) => `none-${i}`), ...codes];
    expect(await found(many)).toEqual([...codes].sort());
  });
});
