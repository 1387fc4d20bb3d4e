import { sql } from 'kysely';
import type { BlobReference } from '../../src/blobs/blob-references.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import type { DialectName } from '../../src/db/dialect.js';
import { createMigratedTestDatabase } from './databases.js';

/**
 * A migrated database of its own, with one table of the test's that references blobs, standing in
 * for the attachments and permits that will: gc must keep what it points at.
 */
export const TEST_REFERENCES: readonly BlobReference[] = [{ table: 'test_documents', column: 'blob_sha256' }];

export interface BlobTestDatabase {
  readonly database: Database;
  readonly url: string;
  /** Inserts a referencing row (outside any transaction); returns its id. */
  reference(sha256: string): Promise<string>;
  unreference(id: string): Promise<void>;
  drop(): Promise<void>;
}

let counter = 0;

export async function createBlobTestDatabase(dialect: DialectName): Promise<BlobTestDatabase> {
  const testDatabase = await createMigratedTestDatabase(dialect);
  const database = await openDatabase({ url: testDatabase.url, requireDurableWrites: true, poolSize: 4 });
  await migrateToLatest(database.db);
  await sql`create table test_documents (id text primary key, blob_sha256 text not null, file_name text)`.execute(database.db);
  return {
    database,
    url: testDatabase.url,
    async reference(sha256) {
      counter += 1;
      const id = `document-${counter}`;
      await sql`insert into test_documents (id, blob_sha256) values (${id}, ${sha256})`.execute(database.db);
      return id;
    },
    async unreference(id) {
      await sql`delete from test_documents where id = ${id}`.execute(database.db);
    },
    async drop() {
      await database.close();
      await testDatabase.drop();
    },
  };
}
