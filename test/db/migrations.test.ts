import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordAuditEvent } from '../../src/audit/audit.repository.js';
import { verifyAuditChain } from '../../src/audit/audit.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { type Database, migrateToLatest, openDatabase } from '../../src/db/database.js';
import { matchesWords, matchPlanFor } from '../../src/db/full-text.js';
import { migrations } from '../../src/db/migrations/index.js';
import { advanceSequence } from '../../src/db/sequences.js';
import { actorUuid } from '../../src/shared/ids.js';
import { createTestDatabase, postgresAvailable, type TestDatabase, testDialects } from '../helpers/databases.js';

const CLIENT = '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const OTHER_CLIENT = '0192a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a6c';

/** Rows as the external API (migrations 0001-0003) stored them, actor names and all. */
// biome-ignore lint/suspicious/noExplicitAny: the schema as it was
async function seedOldRows(db: Kysely<any>): Promise<{ ids: string[] }> {
  const at = (n: number) => `2026-11-2${n}T01:00:00.000Z`;
  await db
    .insertInto('agencies')
    .values({ code: 'OLD', name: 'Old agency', created_at: at(0), updated_at: at(0) })
    .execute();
  await db.insertInto('registration_sequences').values({ name: '2026', last_value: 41 }).execute();
  const applicant = '0192a1b2-0000-7000-8000-000000000001';
  await db
    .insertInto('applicants')
    .values({ id: applicant, agency_code: 'OLD', email_normalized: 'a@example.org', created_at: at(0) })
    .execute();
  const ids = ['0192a1b2-0000-7000-8000-0000000000a1', '0192a1b2-0000-7000-8000-0000000000a2'];
  const submitters = [`agency:${CLIENT}`, 'operator'];
  for (const [i, id] of ids.entries()) {
    await db
      .insertInto('applications')
      .values({
        id,
        registration_no: `ABS-2026-00004${i}`,
        agency_code: 'OLD',
        source: 'external',
        source_unique_no: `OLD-${i}`,
        applicant_id: applicant,
        request_hash: 'h',
        application_type: 'research',
        permit_type: 'gratuitous permit',
        status: 'submitted',
        permittee_first_name: 'Maria',
        permittee_last_name: 'Santos',
        permittee_email: 'a@example.org',
        submitted_by: submitters[i],
        created_at: at(i + 1),
        updated_at: at(i + 1),
        list_json: '{}',
        detail_json: '{}',
      })
      .execute();
    await db
      .insertInto('application_notices')
      .values({
        id: `${id.slice(0, -2)}b${i}`,
        application_id: id,
        log: 'received',
        message: 'Received.',
        author_id: CLIENT,
        created_at: at(i + 1),
      })
      .execute();
  }
  const audit = (n: number, actor: string, action: string, subjectId: string, requestId: string | null) => ({
    id: `0192a1b2-0000-7000-8000-0000000000c${n}`,
    occurred_at: at(n),
    actor,
    action,
    subject_type: action.split('.')[0],
    subject_id: subjectId,
    agency_code: 'OLD',
    request_id: requestId,
    details: JSON.stringify({ n }),
  });
  await db
    .insertInto('audit_events')
    .values([
      audit(0, 'operator', 'agency.created', 'OLD', null),
      audit(1, `agency:${CLIENT}`, 'application.submitted', ids[0] as string, 'req-old-1'),
      audit(2, 'external:idp-subject-7', 'application.submitted', ids[1] as string, 'req-old-2'),
      audit(3, `client:${OTHER_CLIENT}`, 'api_client.revoked', OTHER_CLIENT, null),
    ])
    .execute();
  return { ids };
}

describe.each(testDialects)('migrating a database of the external API (%s)', (dialect) => {
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

  it('carries its rows over: sequences, actor ids, journal, notices and a chained audit trail', async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0003-renderings-lz4')).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was
    const { ids } = await seedOldRows(database.db as Kysely<any>);
    await migrateToLatest(database.db);
    const db = database.db;

    expect(await db.selectFrom('sequences').selectAll().execute()).toEqual([{ name: 'registration:2026', last_value: 41 }]);
    expect(await advanceSequence(db, 'registration:2026', 1)).toBe(42);

    const applications = await db
      .selectFrom('applications')
      .select(['id', 'submitted_by', 'version', 'rendering_version', 'extended', 'clock_paused', 'working_days_used', 'assignee_id'])
      .orderBy('id')
      .execute();
    expect(applications).toEqual([
      {
        id: ids[0],
        submitted_by: CLIENT,
        version: 1,
        rendering_version: 1,
        extended: 0,
        clock_paused: 0,
        working_days_used: 0,
        assignee_id: null,
      },
      {
        id: ids[1],
        submitted_by: OPERATOR_ACTOR.id,
        version: 1,
        rendering_version: 1,
        extended: 0,
        clock_paused: 0,
        working_days_used: 0,
        assignee_id: null,
      },
    ]);

    const journal = await db.selectFrom('application_journal').selectAll().orderBy('application_id').execute();
    expect(journal.map((j) => [j.application_id, j.sequence, j.action, j.actor_kind, j.actor_id, j.request_id])).toEqual([
      [ids[0], 1, 'submitted', 'agency', CLIENT, 'req-old-1'],
      [ids[1], 1, 'submitted', 'agency', OPERATOR_ACTOR.id, 'req-old-2'],
    ]);
    expect(JSON.parse(journal[0]?.payload ?? '')).toEqual({ registrationNo: 'ABS-2026-000040', sourceAgencyApplicationNumber: 'OLD-0' });
    expect(await db.selectFrom('application_notices').select('visibility').execute()).toEqual([
      { visibility: 'external' },
      { visibility: 'external' },
    ]);

    // The staff search's index holds the applications stored before it (migration 0010).
    expect(await db.selectFrom('application_search').select(['application_id', 'document']).orderBy('application_id').execute()).toEqual([
      { application_id: ids[0], document: 'abs 2026 000040 old 0 maria santos a example org' },
      { application_id: ids[1], document: 'abs 2026 000041 old 1 maria santos a example org' },
    ]);

    const audit = await db.selectFrom('audit_events').selectAll().orderBy('sequence').execute();
    expect(audit.map((a) => [a.sequence, a.action, a.actor_kind, a.actor_id, a.application_id])).toEqual([
      [1, 'agency.created', 'operator', OPERATOR_ACTOR.id, null],
      [2, 'application.submitted', 'agency', CLIENT, ids[0]],
      [3, 'application.submitted', 'agency', actorUuid('idp-subject-7'), ids[1]],
      [4, 'api_client.revoked', 'agency', OTHER_CLIENT, null],
    ]);
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 4 });
    // New rows chain on from the old ones.
    await recordAuditEvent(db, { actor: OPERATOR_ACTOR, action: 'agency.created', subjectType: 'agency', subjectId: 'NEW' });
    expect(await verifyAuditChain(db)).toEqual({ ok: true, rows: 5 });
  });

  it("re-keys the search index under the applications' rowids (0014): a search finds each application, whatever order its row was written in", async () => {
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0003-renderings-lz4')).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the schema as it was
    const { ids } = await seedOldRows(database.db as Kysely<any>);
    expect((await migrator.migrateTo('0012-permits-agreements')).error).toBeUndefined();
    if (dialect === 'sqlite') {
      // Index rows written in the other order than their applications (as a concurrent backfill may).
      const rows = await sql<{ application_id: string; document: string }>`select application_id, document from application_search`.execute(
        database.db,
      );
      await sql`delete from application_search`.execute(database.db);
      for (const row of [...rows.rows].reverse()) {
        await sql`insert into application_search (application_id, document) values (${row.application_id}, ${row.document})`.execute(
          database.db,
        );
      }
    }
    await migrateToLatest(database.db);
    for (const plan of ['lookup', 'scan'] as const) {
      const found = async (words: string[]) =>
        (
          await database.db
            .selectFrom('applications')
            .select('id')
            .where(() => matchesWords(dialect, words, plan))
            .orderBy('id')
            .execute()
        ).map((row) => row.id);
      expect(await found(['000040'])).toEqual([ids[0]]);
      expect(await found(['old', '1'])).toEqual([ids[1]]);
      expect(await found(['santos'])).toEqual(ids);
    }
    // A search that matches more than a threshold (here 1) scans the page's order; fewer are looked up.
    expect(await matchPlanFor(database.db, dialect, ['santos'], 1)).toBe('scan');
    expect(await matchPlanFor(database.db, dialect, ['000040'], 1)).toBe('lookup');
  });

  it('migrates an empty database, and again does nothing', async () => {
    expect(await migrateToLatest(database.db)).toContain('0005b-audit-chain');
    expect(await migrateToLatest(database.db)).toEqual([]);
    expect(await verifyAuditChain(database.db)).toEqual({ ok: true, rows: 0 });
  });
});

describe.skipIf(!postgresAvailable)('the applications table on PostgreSQL', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it('keeps every column that could go out of line (text and other variable-length types) in the row: STORAGE MAIN', async () => {
    testDatabase = await createTestDatabase('postgres');
    database = await openDatabase({ url: testDatabase.url, requireDurableWrites: false, poolSize: 2 });
    await migrateToLatest(database.db);
    // typstorage 'p' (plain) types never leave the row; every other column must be MAIN ('m'), or a
    // row with its renderings would be split into the TOAST table (see migration 0002).
    const { rows } = await sql<{ column: string; storage: string }>`
      select a.attname as column, a.attstorage as storage
      from pg_attribute a join pg_type t on t.oid = a.atttypid
      where a.attrelid = 'applications'::regclass and a.attnum > 0 and not a.attisdropped and t.typstorage <> 'p'
      order by a.attnum`.execute(database.db);
    expect(rows.map((r) => r.column)).toEqual(expect.arrayContaining(['list_json', 'detail_json', 'hold_reason', 'clock_state']));
    expect(rows.filter((r) => r.storage !== 'm')).toEqual([]);
  });
});
