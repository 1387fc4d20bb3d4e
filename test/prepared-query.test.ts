import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedQuery } from '../src/db/prepared-query.js';
import type { DB } from '../src/db/schema.js';
import { testDialects } from './helpers/databases.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

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
});
