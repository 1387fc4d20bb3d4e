import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { changeApplication } from '../../src/applications/application.write.js';
import type { ExportedAuditRecord } from '../../src/audit/audit.service.js';
import { biopermit } from '../helpers/cli-in-process.js';
import { biopermit as spawnBiopermit } from '../helpers/cli-run.js';
import { testDialects } from '../helpers/databases.js';
import { allowAuditTampering } from '../helpers/tampering.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

/** Two child processes on a busy machine, and the rest. */
const SLOW = { timeout: 120_000 };

/**
 * The rebuild and audit commands on the service's database, in this process (helpers/cli-in-process.ts:
 * the same program, its own environment, streams and exit code); the verification that finds the trail
 * broken runs as the operator's cron job runs it, a child process whose exit code is 1.
 */
describe.each(testDialects)('biopermit renderings, counters and audit (%s)', (dialect) => {
  let t: TestApp;
  let registrationNo: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { receipt } = await aSubmittedApplication(t);
    registrationNo = receipt.registrationNo;
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: receipt.id,
      actor: aStaffActor(),
      decide: () => ({ journal: [{ action: 'accepted' }], set: { status: 'accepted' } }),
    });
    await aSubmittedApplication(t);
  });
  afterAll(async () => t?.close());

  it('rebuilds renderings and counters, finding nothing to correct after changes made by the write path', SLOW, async () => {
    const renderings = await biopermit(t.config.databaseUrl, 'renderings', 'rebuild', '--all');
    expect(renderings).toMatchObject({ code: 0, stderr: '' });
    expect(renderings.stdout).toBe('Renderings rebuilt (all): 2 applications examined, 0 rewritten (format 2).\n');
    const counters = await biopermit(t.config.databaseUrl, 'counters', 'rebuild');
    expect(counters).toMatchObject({ code: 0, stdout: 'Counters rebuilt: 2 (agency, status, type) counts, 0 corrected.\n' });
    const both = await biopermit(t.config.databaseUrl, 'renderings', 'rebuild', '--all', '--outdated');
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('not both');
  });

  it("exports one application's audit rows as JSON lines, and refuses a bad date or an unknown application", SLOW, async () => {
    const exported = await biopermit(t.config.databaseUrl, 'audit', 'export', '--application', registrationNo, '--from', '2020-01-01');
    expect(exported.code).toBe(0);
    const records = exported.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ExportedAuditRecord);
    expect(records.map((r) => r.action)).toEqual(['application.submitted', 'application.accepted']);
    expect(records[1]?.hash).toMatch(/^[0-9a-f]{64}$/);
    // The chain's head, on stderr: what an operator keeps for `audit verify --head`.
    const head = /hash ([0-9a-f]{64})/.exec(exported.stderr)?.[1];
    expect(head).toBeDefined();
    expect(await biopermit(t.config.databaseUrl, 'audit', 'verify', '--head', head as string)).toMatchObject({ code: 0 });
    const elsewhere = await biopermit(t.config.databaseUrl, 'audit', 'verify', '--head', 'f'.repeat(64));
    expect(elsewhere.code).toBe(1);
    expect(elsewhere.stdout).toContain('no row has the hash of the head you kept');
    const badDate = await biopermit(t.config.databaseUrl, 'audit', 'export', '--to', 'yesterday');
    expect(badDate.code).toBe(1);
    expect(badDate.stderr).toContain('--to must be a date');
    const unknown = await biopermit(t.config.databaseUrl, 'audit', 'export', '--application', 'ABS-1999-000001');
    expect(unknown).toMatchObject({ code: 1, stderr: 'biopermit: No application ABS-1999-000001\n' });
  });

  it('verifies the audit trail: intact, then after tampering broken at the row changed, with exit code 1', SLOW, async () => {
    const intact = await biopermit(t.config.databaseUrl, 'audit', 'verify');
    expect(intact.code).toBe(0);
    expect(intact.stdout).toMatch(/^Audit trail intact: \d+ rows\.\n$/);
    await allowAuditTampering(t.database);
    const row = await t.database.db
      .selectFrom('audit_events')
      .select(['id', 'sequence'])
      .where('action', '=', 'application.accepted')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('audit_events').set({ details: '{"by":"someone else"}' }).where('id', '=', row.id).execute();
    const broken = await spawnBiopermit(t.config.databaseUrl, 'audit', 'verify');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toBe(
      `Audit trail BROKEN at row ${row.sequence} (id ${row.id}): its hash does not match its contents: the row was changed. ` +
        `Rows 1 to ${row.sequence - 1} are intact.\n`,
    );
  });
});
