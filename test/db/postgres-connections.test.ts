import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { findDetailJsons } from '../../src/applications/application.repository.js';
import { migrateToLatest, openDatabase } from '../../src/db/database.js';
import { createTestDatabase, postgresAvailable } from '../helpers/databases.js';

describe.skipIf(!postgresAvailable)('PostgreSQL connections', () => {
  it('outlive the server closing pooled connections (a restart, a failover): the error is reported and new ones are opened', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const errors: Error[] = [];
    const database = await openDatabase({
      url: testDatabase.url,
      requireDurableWrites: true,
      poolSize: 3,
      onConnectionError: (error) => errors.push(error),
    });
    try {
      await Promise.all([database.ping(), database.ping(), database.ping()]);
      const admin = new pg.Client({ connectionString: testDatabase.url });
      await admin.connect();
      const terminated = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'biopermit'`,
      );
      await admin.end();
      expect(terminated.rowCount).toBeGreaterThan(0);
      await vi.waitFor(() => expect(errors.length).toBe(terminated.rowCount));
      await database.ping();
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  });

  it('prepare the hot queries once per connection and then only execute them, also on connections opened after a restart', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const database = await openDatabase({ url: testDatabase.url, requireDurableWrites: true, poolSize: 1, onConnectionError: () => {} });
    const prepared = async () =>
      (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(database.db)).rows;
    const detailOfNothing = () => findDetailJsons(database.db, [{ agencyCode: 'NOAGENCY', key: { registrationNo: 'ABS-2026-000001' } }]);
    try {
      await migrateToLatest(database.db);
      expect(await detailOfNothing()).toEqual([undefined]);
      expect(await detailOfNothing()).toEqual([undefined]);
      const statements = await prepared();
      // One connection in the pool: the statement was prepared on it once, under one name.
      const detail = statements.filter((s) => s.statement.includes('detail_json'));
      expect(detail).toHaveLength(1);
      expect(detail[0]?.name).toMatch(/^biopermit_\d+$/);

      const admin = new pg.Client({ connectionString: testDatabase.url });
      await admin.connect();
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'biopermit'`,
      );
      await admin.end();
      await vi.waitFor(async () => expect(await detailOfNothing()).toEqual([undefined]));
      expect((await prepared()).filter((s) => s.statement.includes('detail_json'))).toHaveLength(1);
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  });

  it('send every query unnamed when prepared statements are turned off (a pooler in transaction mode)', async () => {
    const testDatabase = await createTestDatabase('postgres');
    const database = await openDatabase({ url: testDatabase.url, requireDurableWrites: true, poolSize: 1, preparedStatements: false });
    try {
      await migrateToLatest(database.db);
      expect(await findDetailJsons(database.db, [{ agencyCode: 'NOAGENCY', key: { registrationNo: 'ABS-2026-000001' } }])).toEqual([
        undefined,
      ]);
      expect(await findDetailJsons(database.db, [{ agencyCode: 'NOAGENCY', key: { registrationNo: 'ABS-2026-000001' } }])).toEqual([
        undefined,
      ]);
      const prepared = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(database.db);
      expect(prepared.rows).toEqual([]);
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  });
});
