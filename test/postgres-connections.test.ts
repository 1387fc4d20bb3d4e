import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { createTestDatabase, postgresAvailable } from './helpers/databases.js';

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
});
