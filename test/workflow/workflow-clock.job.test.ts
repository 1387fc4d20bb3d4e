import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { systemActor } from '../../src/auth/actor.js';
import { recomputeClocks } from '../../src/workflow/workflow-clock.job.js';
import { actOk, aTeam, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { meetRequirements } from '../helpers/requirements.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication, traceOf } from '../helpers/workflow.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The `workflow-clock` job. Weeks must pass for a clock to run out or a grace period to end: the
 * job runs with Date moved ahead (only Date: timers and the databases run as they do).
 */
describe.each(testDialects)('the workflow-clock job (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  const job = systemActor('workflow-clock');
  beforeAll(async () => {
    t = await createTestApp(dialect);
    team = await aTeam(t);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => t?.close());

  const later = (days: number) => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(Date.now() + days * DAY_MS);
  };
  const row = (id: string) => t.database.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('abandons an application left incomplete past the grace period, with a notice, and leaves a younger one', async () => {
    const old = await aSubmittedApplication(t);
    await actOk(t, team.intake, old.receipt.id, { action: 'return_incomplete', reasons: 'Missing.', missingItems: ['LGU clearance'] });
    later(20);
    expect((await recomputeClocks(t.database.db, ACTION_REGISTRY, job)).abandoned).toBe(0);
    expect((await row(old.receipt.id)).status).toBe('incomplete');
    later(32);
    const summary = await recomputeClocks(t.database.db, ACTION_REGISTRY, job);
    expect(summary.abandoned).toBeGreaterThanOrEqual(1);
    expect((await row(old.receipt.id)).status).toBe('abandoned');
    const trace = await traceOf(t.database.db, old.receipt.id, old.agency);
    expect(trace.journal.at(-1)).toMatchObject({ action: 'abandoned', actor_kind: 'system' });
    expect(trace.notices.map((n) => [n.log, n.visibility])).toContainEqual(['abandoned', 'external']);
    expect(JSON.parse(trace.application.detail_json).status).toBe('abandoned');
  });

  it('abandons an application on hold past its answer-by date and the grace period', async () => {
    const { receipt, agency, token } = await aSubmittedApplication(t);
    const answerBy = new Date(Date.now() + 5 * DAY_MS).toISOString().slice(0, 10);
    await meetRequirements(t, team.intake, { id: receipt.id, agency, token });
    await actOk(t, team.intake, receipt.id, { action: 'accept' });
    await actOk(t, team.evaluator, receipt.id, { action: 'claim' });
    await actOk(t, team.evaluator, receipt.id, { action: 'start_evaluation' });
    await actOk(t, team.evaluator, receipt.id, { action: 'request_information', text: 'Coordinates.', answerBy });
    later(30);
    await recomputeClocks(t.database.db, ACTION_REGISTRY, job);
    expect((await row(receipt.id)).status).toBe('under_evaluation');
    later(40);
    await recomputeClocks(t.database.db, ACTION_REGISTRY, job);
    expect((await row(receipt.id)).status).toBe('abandoned');
  });

  it('writes clock_at_risk and clock_overdue once each and keeps the clock columns up to date', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    await meetRequirements(t, team.intake, { id: receipt.id, agency, token }, 'waive');
    await actOk(t, team.intake, receipt.id, { action: 'accept' });
    later(24);
    await recomputeClocks(t.database.db, ACTION_REGISTRY, job);
    let stored = await row(receipt.id);
    expect(stored.clock_state).toBe('at_risk');
    expect(stored.working_days_used).toBeGreaterThanOrEqual(16);
    later(45);
    await recomputeClocks(t.database.db, ACTION_REGISTRY, job);
    await recomputeClocks(t.database.db, ACTION_REGISTRY, job);
    stored = await row(receipt.id);
    expect(stored.clock_state).toBe('overdue');
    const actions = (await traceOf(t.database.db, receipt.id, agency)).journal.map((e) => e.action);
    expect(actions.filter((action) => action !== 'requirement_waived')).toEqual([
      'submitted',
      'accepted',
      'clock_at_risk',
      'clock_overdue',
    ]);
  });
});
