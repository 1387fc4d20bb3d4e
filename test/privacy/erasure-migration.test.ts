import { type Kysely, Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';
import { createTestDatabase, type TestDatabase, testDialects } from '../helpers/databases.js';

/**
 * Migration 0023 (issue 21 §2) on a database where the retention job had already run under 0022: the
 * applications it anonymised move to their agency's erased applicant, the applicant rows left without
 * an application (the earlier erasure had only blanked their email) are deleted, and a person's row
 * stays for their application still in process. The certificates' table keeps its rows and may now
 * lose a file's bytes; on PostgreSQL the applicant key is checked per statement still, deferrable.
 */

const AGENCY = 'MIG';
const at = '2026-11-20T01:00:00.000Z';
const id = (n: number) => `0192a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** Rows as 0022 left them. */
// biome-ignore lint/suspicious/noExplicitAny: the schema as it was
async function seedErasedRows(db: Kysely<any>): Promise<void> {
  await db.insertInto('agencies').values({ code: AGENCY, name: 'Migrated agency', created_at: at, updated_at: at }).execute();
  // P: every application anonymised, its email blanked by the earlier erasure. Q: one of two anonymised.
  await db
    .insertInto('applicants')
    .values([
      { id: id(1), agency_code: AGENCY, email_normalized: `erased:${id(1)}`, created_at: at },
      { id: id(2), agency_code: AGENCY, email_normalized: 'quirino@example.ph', created_at: at },
    ])
    .execute();
  const application = (n: number, applicant: string) => ({
    id: id(10 + n),
    registration_no: `ABS-2026-00090${n}`,
    agency_code: AGENCY,
    source: 'external',
    source_unique_no: `MIG-${n}`,
    applicant_id: applicant,
    request_hash: 'h',
    application_type: 'research',
    permit_type: 'gratuitous permit',
    status: n === 3 ? 'submitted' : 'withdrawn',
    permittee_first_name: n === 3 ? 'Quirino' : '[erased]',
    permittee_last_name: n === 3 ? 'Reyes' : '[erased]',
    permittee_email: n === 3 ? 'quirino@example.ph' : '[erased]',
    submitted_by: id(99),
    created_at: at,
    updated_at: at,
    list_json: '{}',
    detail_json: '{}',
  });
  await db
    .insertInto('applications')
    .values([application(1, id(1)), application(2, id(2)), application(3, id(2))])
    .execute();
  await db
    .insertInto('data_subject_keys')
    .values(
      [1, 2].map((n) => ({
        id: id(20 + n),
        application_id: id(10 + n),
        key_material: null,
        created_at: at,
        destroyed_at: at,
        destroyed_by: 'retention',
      })),
    )
    .execute();
  await db
    .insertInto('permits')
    .values({
      id: id(30),
      application_id: id(13),
      permit_no: 'GP-2026-0900',
      title: 'Gratuitous permit',
      status: 'issued',
      created_by: id(99),
      created_at: at,
    })
    .execute();
  await db
    .insertInto('permit_certificates')
    .values({
      id: id(31),
      permit_id: id(30),
      kind: 'generated',
      blob_sha256: 'a'.repeat(64),
      file_name: 'GP-2026-0900.pdf',
      created_by: id(99),
      created_at: at,
    })
    .execute();
}

describe.each(testDialects)('migration 0023: erased files and applicants (%s)', (dialect) => {
  let testDatabase: TestDatabase;
  let database: Database;
  beforeEach(async () => {
    testDatabase = await createTestDatabase(dialect);
    database = await openDatabase({ url: testDatabase.url, requireDurableWrites: false, poolSize: 2 });
  });
  afterEach(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it('moves the anonymised applications to their agency’s erased applicant and deletes the rows left without one', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0022-subject-keys')).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was
    await seedErasedRows(database.db as Kysely<any>);
    expect(await migrateToLatest(database.db)).toContain('0023-erased-files-applicants');
    const db = database.db;

    const applicants = await db
      .selectFrom('applicants')
      .selectAll()
      .where('agency_code', '=', AGENCY)
      .orderBy('email_normalized')
      .execute();
    expect(applicants.map((a) => a.email_normalized)).toEqual(['[erased]', 'quirino@example.ph']);
    const erased = applicants[0]?.id;
    const pointers = await db
      .selectFrom('applications')
      .select(['id', 'applicant_id', 'rendering_version'])
      .where('agency_code', '=', AGENCY)
      .orderBy('id')
      .execute();
    expect(pointers).toEqual([
      { id: id(11), applicant_id: erased, rendering_version: 0 },
      { id: id(12), applicant_id: erased, rendering_version: 0 },
      { id: id(13), applicant_id: id(2), rendering_version: expect.any(Number) },
    ]);
    expect(pointers[2]?.rendering_version).not.toBe(0);

    // The certificates' rows came through the rebuild; a file may now lose its bytes.
    const certificate = await db.selectFrom('permit_certificates').selectAll().executeTakeFirstOrThrow();
    expect(certificate).toMatchObject({ id: id(31), permit_id: id(30), blob_sha256: 'a'.repeat(64), erased_at: null, file_size: null });
    await db.updateTable('permit_certificates').set({ blob_sha256: null, erased_at: at }).where('id', '=', id(31)).execute();
    await db.updateTable('agreements').set({ erased_at: at }).where('id', '=', id(0)).execute();

    // Running it again does nothing.
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it.skipIf(dialect !== 'postgres')('makes the applicant key deferrable, still checked per statement by default', async () => {
    await migrateToLatest(database.db);
    const keys = await sql<{ deferrable: boolean; deferred: boolean }>`select condeferrable as deferrable, condeferred as deferred
      from pg_constraint where contype = 'f' and conrelid = 'applications'::regclass and confrelid = 'applicants'::regclass`.execute(
      database.db,
    );
    expect(keys.rows).toEqual([{ deferrable: true, deferred: false }]);
  });
});
