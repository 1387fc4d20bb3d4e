import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { ApplicationListItem } from '../../src/applications/application.schemas.js';
import { type ApplicationChange, changeApplication } from '../../src/applications/application.write.js';
import { agencyActor, systemActor } from '../../src/auth/actor.js';
import { AppError } from '../../src/http/errors.js';
import { newId } from '../../src/shared/ids.js';
import { testDialects } from '../helpers/databases.js';
import { queriesWaitingOnLocks } from '../helpers/postgres-locks.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication, externalDetail, traceOf } from '../helpers/workflow.js';

/**
 * The one write path (applications/application.write.ts), driven with synthetic decisions: what a
 * change writes, what a refusal leaves (nothing), and what the agency then reads.
 */
describe.each(testDialects)('the write path of applications (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  const intake = aStaffActor(['intake']);
  const accept = (applicationId: string, expectedVersion?: number): ApplicationChange => ({
    observers: ACTION_REGISTRY.observers,
    applicationId,
    expectedVersion,
    actor: intake,
    role: 'intake',
    requestId: 'req-accept',
    clientAddress: '192.0.2.7',
    decide: ({ application }) => {
      if (application.status !== 'submitted') throw new AppError('conflict', 'not submitted');
      return {
        journal: [{ action: 'accepted', payload: { dueDate: '2027-01-29' } }],
        set: { status: 'accepted', accepted_at: '2026-12-01T00:00:00.000Z', due_date: '2027-01-29', clock_state: 'on_track' },
        notices: [
          { type: 'acceptance', message: 'Accepted; due 2027-01-29.', visibility: 'external' },
          { type: 'recommendation', message: 'Staff only: looks fine.', visibility: 'internal' },
        ],
      };
    },
  });

  it('applies a change: new columns, version and updatedAt, journal, notices, counters and audit, in one go', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const before = await externalDetail(t, agency, token, receipt.id);
    const changed = await changeApplication(t.database.db, accept(receipt.id, 1));
    expect(changed).toMatchObject({ version: 2, changed: true, application: { status: 'accepted', due_date: '2027-01-29' } });

    const trace = await traceOf(t.database.db, receipt.id, agency);
    expect(trace.application).toMatchObject({ status: 'accepted', version: 2, clock_state: 'on_track', due_date: '2027-01-29' });
    expect(trace.application.status_changed_at).toBe(trace.application.updated_at);
    expect(trace.journal.map((j) => [j.sequence, j.action, j.actor_kind, j.actor_id, j.actor_role])).toEqual([
      [1, 'submitted', 'agency', expect.any(String), null],
      [2, 'accepted', 'staff', intake.id, 'intake'],
    ]);
    expect(JSON.parse(trace.journal[1]?.payload ?? '')).toEqual({ dueDate: '2027-01-29' });
    expect(trace.counts.map((c) => [c.status, c.application_count])).toEqual([
      ['accepted', 1],
      ['submitted', 0],
    ]);
    const audit = trace.audit.at(-1);
    expect(audit).toMatchObject({
      action: 'application.accepted',
      actor_kind: 'staff',
      actor_id: intake.id,
      actor_role: 'intake',
      request_id: 'req-accept',
      client_address: '192.0.2.7',
      application_id: receipt.id,
      agency_code: agency,
    });
    expect(JSON.parse(audit?.before_state ?? '')).toEqual({
      status: 'submitted',
      accepted_at: null,
      due_date: null,
      clock_state: null,
      version: 1,
    });
    expect(JSON.parse(audit?.after_state ?? '')).toMatchObject({ status: 'accepted', version: 2 });

    const after = await externalDetail(t, agency, token, receipt.id);
    expect(after.status).toBe('accepted');
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.updatedAt).toBe(changed.application.updated_at);
  });

  it('shows the agency its external notices, authored by the actor, and never the internal ones, in list and detail', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    await changeApplication(t.database.db, accept(receipt.id));
    const detail = await externalDetail(t, agency, token, receipt.id);
    expect(detail.notices.map((n) => [n.log, n.authorId])).toEqual([
      ['received', expect.any(String)],
      ['acceptance', intake.id],
    ]);
    const list = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    const [item] = json<ApplicationListItem[]>(list);
    expect(item?.notices?.map((n) => n.log)).toEqual(['received', 'acceptance']);
    for (const body of [JSON.stringify(detail), list.body]) expect(body).not.toContain('Staff only');
    // The internal notice is stored, for staff.
    const stored = await t.database.db
      .selectFrom('application_notices')
      .select(['log', 'visibility'])
      .where('application_id', '=', receipt.id)
      .execute();
    expect(stored).toContainEqual({ log: 'recommendation', visibility: 'internal' });
  });

  it('keeps the counts behind X-Total-Count in step with status changes', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    await aSubmittedApplication(t); // another agency's: not counted here
    const total = async (status: string) =>
      (await t.app.inject({ url: `/api/v1/external/application/agency/${agency}?status=${status}`, headers: bearer(token) })).headers[
        'x-total-count'
      ];
    expect([await total('submitted'), await total('accepted')]).toEqual(['1', '0']);
    await changeApplication(t.database.db, accept(receipt.id));
    expect([await total('submitted'), await total('accepted')]).toEqual(['0', '1']);
    const listed = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}?status=accepted`, headers: bearer(token) });
    expect(json<ApplicationListItem[]>(listed).map((a) => a.id)).toEqual([receipt.id]);
  });

  it('leaves no trace of a refused change: no row, counter, rendering, journal entry, notice, audit row or version', async () => {
    const { agency, receipt } = await aSubmittedApplication(t);
    const before = await traceOf(t.database.db, receipt.id, agency);
    const refusal = changeApplication(t.database.db, {
      ...accept(receipt.id, 1),
      decide: () => {
        throw new AppError('conflict', 'refused by the test');
      },
    });
    await expect(refusal).rejects.toMatchObject({ code: 'conflict', message: 'refused by the test' });
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
  });

  it('rolls back everything when the change fails after its counters, journal and notices were written', async () => {
    const { agency, receipt } = await aSubmittedApplication(t);
    const before = await traceOf(t.database.db, receipt.id, agency);
    const failing = changeApplication(t.database.db, {
      ...accept(receipt.id, 1),
      decide: async (current, trx) => {
        const decision = await accept(receipt.id).decide(current, trx);
        return {
          ...decision,
          effects: [
            async () => {
              throw new Error('effect failed');
            },
          ],
        };
      },
    });
    await expect(failing).rejects.toThrow('effect failed');
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
  });

  it('refuses a stale version with 412 precondition_failed and writes nothing', async () => {
    const { agency, receipt } = await aSubmittedApplication(t);
    const before = await traceOf(t.database.db, receipt.id, agency);
    const stale = changeApplication(t.database.db, accept(receipt.id, 7));
    await expect(stale).rejects.toMatchObject({ code: 'precondition_failed', status: 412 });
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
  });

  it('answers a change to an application that does not exist with not_found', async () => {
    await expect(changeApplication(t.database.db, accept(newId()))).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('writes nothing, and keeps the version, when the decision is to change nothing', async () => {
    const { agency, receipt } = await aSubmittedApplication(t);
    const before = await traceOf(t.database.db, receipt.id, agency);
    const result = await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: receipt.id,
      actor: systemActor('clock'),
      decide: ({ application }) => ({ set: { status: application.status, working_days_used: 0 } }),
    });
    expect(result).toMatchObject({ changed: false, version: 1, journal: [] });
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
  });

  it('lets a change without an expected version (a system job, an agency operation) act on the latest state', async () => {
    const { agency, receipt } = await aSubmittedApplication(t);
    await changeApplication(t.database.db, accept(receipt.id));
    const agencyClient = agencyActor({
      agencyCode: agency,
      clientId: newId(),
      subject: 'client',
      scopes: new Set(),
      expiresAt: 0,
      issuer: 'test',
    });
    const withdrawn = await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: receipt.id,
      actor: agencyClient,
      decide: () => ({
        journal: [{ action: 'withdrawn' }],
        set: { status: 'withdrawn', clock_state: null },
        notices: [{ type: 'withdrawal_acknowledged', message: 'Withdrawn.', visibility: 'external' }],
      }),
    });
    expect(withdrawn.version).toBe(3);
    const trace = await traceOf(t.database.db, receipt.id, agency);
    expect(trace.journal.map((j) => [j.sequence, j.action, j.actor_kind, j.actor_role])).toEqual([
      [1, 'submitted', 'agency', null],
      [2, 'accepted', 'staff', 'intake'],
      [3, 'withdrawn', 'agency', null],
    ]);
    expect(trace.notices.find((n) => n.log === 'withdrawal_acknowledged')?.author_id).toBe(agencyClient.id);
  });

  it('lets exactly one of two changes made at once with the same version win; the other gets 412 and writes nothing', async () => {
    const { agency, receipt } = await aSubmittedApplication(t);
    let monitor: pg.Client | undefined;
    if (dialect === 'postgres') {
      monitor = new pg.Client({ connectionString: t.config.databaseUrl });
      await monitor.connect();
    }
    try {
      let firstDecision = true;
      const change = (label: string): ApplicationChange => ({
        ...accept(receipt.id, 1),
        decide: async (current, trx) => {
          // The first to hold the row waits, on PostgreSQL until the other is queued on its lock, so
          // that both are in flight at once; on SQLite the other is queued on the writer lock.
          if (firstDecision) {
            firstDecision = false;
            // (Bounded: were the row not locked, the other would never queue, and would win too.)
            for (let i = 0; monitor !== undefined && i < 500 && (await queriesWaitingOnLocks(monitor)) === 0; i++) {
              await new Promise((r) => setTimeout(r, 10));
            }
            await new Promise((r) => setImmediate(r));
          }
          const decision = await accept(receipt.id).decide(current, trx);
          return { ...decision, journal: [{ action: 'accepted', payload: { by: label } }] };
        },
      });
      const results = await Promise.allSettled([
        changeApplication(t.database.db, change('one')),
        changeApplication(t.database.db, change('two')),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected');
      expect((rejected as PromiseRejectedResult).reason).toMatchObject({ code: 'precondition_failed' });
      const trace = await traceOf(t.database.db, receipt.id, agency);
      expect(trace.application.version).toBe(2);
      expect(trace.journal.map((j) => j.action)).toEqual(['submitted', 'accepted']);
      expect(trace.audit.map((a) => a.action)).toEqual(['application.submitted', 'application.accepted']);
      expect(trace.notices.filter((n) => n.log === 'acceptance')).toHaveLength(1);
    } finally {
      await monitor?.end();
    }
  });

  it('keeps the journal append-only: the database refuses to change or remove an entry', async () => {
    const { receipt } = await aSubmittedApplication(t);
    const db = t.database.db;
    await expect(
      db.updateTable('application_journal').set({ action: 'accepted' }).where('application_id', '=', receipt.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('application_journal').where('application_id', '=', receipt.id).execute()).rejects.toThrow(/append-only/);
    expect(await db.selectFrom('application_journal').select('action').where('application_id', '=', receipt.id).execute()).toEqual([
      { action: 'submitted' },
    ]);
  });
});
