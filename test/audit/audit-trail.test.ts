import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { changeApplication } from '../../src/applications/application.write.js';
import { type AuditRecord, auditRecordHash, GENESIS_HASH } from '../../src/audit/audit.chain.js';
import { recordAuditEvent } from '../../src/audit/audit.repository.js';
import { auditChainHead, type ExportedAuditRecord, exportAuditRecords, verifyAuditChain } from '../../src/audit/audit.service.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/database.js';
import { postgresAvailable, testDialects } from '../helpers/databases.js';
import { aSubmission } from '../helpers/factories.js';
import { allowAuditTampering } from '../helpers/tampering.js';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

async function collect(records: AsyncIterable<ExportedAuditRecord>): Promise<ExportedAuditRecord[]> {
  const all: ExportedAuditRecord[] = [];
  for await (const record of records) all.push(record);
  return all;
}

/** A staff change that writes one journal entry and its audit row. */
async function claim(t: TestApp, applicationId: string) {
  const evaluator = aStaffActor(['evaluator']);
  await changeApplication(t.database.db, {
    observers: ACTION_REGISTRY.observers,
    applicationId,
    actor: evaluator,
    role: 'evaluator',
    requestId: 'req-claim',
    clientAddress: '198.51.100.4',
    decide: () => ({ journal: [{ action: 'claimed' }], set: { assignee_id: evaluator.id } }),
  });
  return evaluator;
}

describe.each(testDialects)('the audit trail (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('chains every row, whoever writes it, numbered from 1 without a gap, and verifies intact', async () => {
    const { receipt } = await aSubmittedApplication(t);
    await claim(t, receipt.id);
    // Outside a transaction, recordAuditEvent opens one of its own.
    await recordAuditEvent(t.database.db, { actor: OPERATOR_ACTOR, action: 'settings.changed', subjectType: 'setting', subjectId: 'x' });
    const rows = await t.database.db.selectFrom('audit_events').select(['sequence', 'previous_hash', 'hash']).orderBy('sequence').execute();
    expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1));
    rows.forEach((row, i) => {
      expect(row.previous_hash).toBe(i === 0 ? GENESIS_HASH : rows[i - 1]?.hash);
    });
    expect(await verifyAuditChain(t.database.db)).toEqual({ ok: true, rows: rows.length });
    const head = await t.database.db.selectFrom('audit_chain_head').select('last_sequence').executeTakeFirstOrThrow();
    expect(head.last_sequence).toBe(rows.length);
  });

  it('records who acted, in which role, from where, and what changed', async () => {
    const { agency, receipt } = await aSubmittedApplication(t);
    const evaluator = await claim(t, receipt.id);
    const [submitted, claimed] = await collect(exportAuditRecords(t.database.db, { applicationId: receipt.id }));
    expect(submitted).toMatchObject({
      action: 'application.submitted',
      actorKind: 'agency',
      actorRole: null,
      clientAddress: '127.0.0.1',
      applicationId: receipt.id,
      agencyCode: agency,
      after: { status: 'submitted', version: 1 },
    });
    // The submitting actor's id is the same in the audit trail, the journal, the notice and the application.
    const journal = await t.database.db.selectFrom('application_journal').selectAll().where('application_id', '=', receipt.id).execute();
    const notice = await t.database.db
      .selectFrom('application_notices')
      .selectAll()
      .where('application_id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    const application = await t.database.db
      .selectFrom('applications')
      .select('submitted_by')
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    expect(new Set([submitted?.actorId, journal[0]?.actor_id, notice.author_id, application.submitted_by]).size).toBe(1);
    expect(claimed).toMatchObject({
      action: 'application.claimed',
      actorKind: 'staff',
      actorId: evaluator.id,
      actorRole: 'evaluator',
      requestId: 'req-claim',
      clientAddress: '198.51.100.4',
      before: { assignee_id: null, version: 1 },
      after: { assignee_id: evaluator.id, version: 2 },
    });
  });

  it('exports rows as records that each carry their hash, by application and by time', async () => {
    const { receipt } = await aSubmittedApplication(t);
    const middle = new Date().toISOString();
    // The claim's rows must come after `middle`: wait for the clock to pass it, not a fixed time.
    await expect.poll(() => new Date().toISOString() > middle).toBe(true);
    await claim(t, receipt.id);
    const all = await collect(exportAuditRecords(t.database.db, {}));
    for (const record of all) {
      const { hash, ...hashed } = record;
      expect(auditRecordHash(hashed as AuditRecord)).toBe(hash);
    }
    all.slice(1).forEach((record, i) => {
      expect(record.previousHash).toBe(all[i]?.hash);
    });
    const ofApplication = await collect(exportAuditRecords(t.database.db, { applicationId: receipt.id }));
    expect(ofApplication.map((r) => r.action)).toEqual(['application.submitted', 'application.claimed']);
    const later = await collect(exportAuditRecords(t.database.db, { applicationId: receipt.id, from: middle }));
    expect(later.map((r) => r.action)).toEqual(['application.claimed']);
    const earlier = await collect(exportAuditRecords(t.database.db, { applicationId: receipt.id, to: middle }));
    expect(earlier.map((r) => r.action)).toEqual(['application.submitted']);
  });

  it('refuses to change or remove an audit row', async () => {
    const db = t.database.db;
    await expect(db.updateTable('audit_events').set({ action: 'nothing.happened' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_events').execute()).rejects.toThrow(/append-only/);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });
});

describe.each(testDialects)('audit verify on a tampered trail (%s)', (dialect) => {
  let t: TestApp;
  let ids: string[];
  let keptHead: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (let i = 0; i < 3; i++) await claim(t, (await aSubmittedApplication(t)).receipt.id);
    ids = (await t.database.db.selectFrom('audit_events').select('id').orderBy('sequence').execute()).map((r) => r.id);
    keptHead = (await auditChainHead(t.database.db)).hash;
    await allowAuditTampering(t.database);
  });
  afterAll(async () => t?.close());
  // Each case tampers with the trail as the one before left it: the first break is always the one named.

  it('names a row whose contents were changed', async () => {
    const total = ids.length;
    await t.database.db.updateTable('audit_events').set({ client_address: '203.0.113.9' }).where('sequence', '=', 7).execute();
    expect(await verifyAuditChain(t.database.db)).toEqual({
      ok: false,
      rows: 6,
      broken: { sequence: 7, id: ids[6], problem: 'its hash does not match its contents: the row was changed' },
    });
    expect(total).toBeGreaterThan(7);
  });

  it('names a row removed from the middle', async () => {
    await t.database.db.deleteFrom('audit_events').where('sequence', '=', 4).execute();
    expect(await verifyAuditChain(t.database.db)).toMatchObject({
      ok: false,
      rows: 3,
      broken: { sequence: 4, id: null, problem: 'row 4 is missing (the next row found is 5)' },
    });
  });

  it('names a row whose link to the one before was rewritten to hide a removal', async () => {
    const third = await t.database.db.selectFrom('audit_events').select('hash').where('sequence', '=', 3).executeTakeFirstOrThrow();
    await t.database.db.updateTable('audit_events').set({ sequence: 4 }).where('sequence', '=', 5).execute();
    await t.database.db.updateTable('audit_events').set({ previous_hash: third.hash }).where('sequence', '=', 4).execute();
    expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: false, broken: { sequence: 4, id: ids[4] } });
  });

  it('notices rows removed from the end', async () => {
    await t.database.db.deleteFrom('audit_events').where('sequence', '>', 2).execute();
    expect(await verifyAuditChain(t.database.db)).toEqual({
      ok: false,
      rows: 2,
      broken: { sequence: 3, id: null, problem: `rows 3 to ${ids.length} are missing` },
    });
  });

  it('notices the newest rows removed and the head rewound, given the head kept from the last export', async () => {
    // Rows 1 and 2 are all that is left: rewind the head to them, as if the rest never were.
    const rewound = await t.database.db.selectFrom('audit_events').select('hash').where('sequence', '=', 2).executeTakeFirstOrThrow();
    await t.database.db.updateTable('audit_chain_head').set({ last_sequence: 2 }).where('id', '=', 1).execute();
    expect(await verifyAuditChain(t.database.db)).toEqual({ ok: true, rows: 2 });
    expect(await verifyAuditChain(t.database.db, { keptHead })).toEqual({
      ok: false,
      rows: 2,
      broken: { sequence: 3, id: null, problem: expect.stringContaining(`no row has the hash of the head you kept (${keptHead})`) },
    });
    expect(await verifyAuditChain(t.database.db, { keptHead: rewound.hash })).toEqual({ ok: true, rows: 2 });
  });
});

describe.skipIf(!postgresAvailable)('the audit chain with several servers on one PostgreSQL', () => {
  let first: TestApp;
  beforeAll(async () => {
    first = await createTestApp('postgres');
  });
  afterAll(async () => first?.close());

  it('stays one line while both write at once: submissions, changes and other acts', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: first.config.databaseUrl });
    const second = await openDatabase({ url: config.databaseUrl, requireDurableWrites: true, poolSize: 5 });
    try {
      const { agency, token } = await first.agencyWithToken();
      const submitted = await Promise.all(Array.from({ length: 6 }, () => aSubmittedApplication(first)));
      const work = [
        ...Array.from({ length: 20 }, () =>
          first.app.inject({
            method: 'POST',
            url: '/api/v1/external/application',
            headers: { ...bearer(token), 'content-type': 'application/json' },
            payload: aSubmission(agency),
          }),
        ),
        ...submitted.map(({ receipt }, i) =>
          changeApplication(i % 2 === 0 ? first.database.db : second.db, {
            observers: ACTION_REGISTRY.observers,
            applicationId: receipt.id,
            actor: aStaffActor(),
            decide: () => ({ journal: [{ action: 'accepted' }], set: { status: 'accepted' } }),
          }),
        ),
        ...Array.from({ length: 10 }, (_, i) =>
          recordAuditEvent(i % 2 === 0 ? first.database.db : second.db, {
            actor: OPERATOR_ACTOR,
            action: 'settings.changed',
            subjectType: 'setting',
            subjectId: String(i),
          }),
        ),
      ];
      await Promise.all(work);
      const verified = await verifyAuditChain(second.db);
      expect(verified.ok).toBe(true);
      // 1 agency + 6 + 20 submissions + 6 changes + 10 others, and the agencies the helpers made.
      expect(verified.rows).toBeGreaterThanOrEqual(43);
    } finally {
      await second.close();
    }
  });
});
