import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { changeApplication, type WorkflowColumns } from '../../src/applications/application.write.js';
import { manilaDate } from '../../src/clock/manila-time.js';
import type { Dashboard } from '../../src/dashboard/dashboard.schemas.js';
import { lastMonths } from '../../src/dashboard/dashboard.service.js';
import { testDialects } from '../helpers/databases.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from '../helpers/staff.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

describe('the twelve months of the dashboard', () => {
  it('ends with the Manila month of now, across a year boundary', () => {
    // 16:30 UTC on 31 December is already 1 January in Manila.
    const months = lastMonths(new Date('2026-12-31T16:30:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-02');
    expect(months[11]).toBe('2027-01');
  });
});

describe.each(testDialects)('the dashboard (%s)', (dialect) => {
  let t: TestApp;
  let evaluator: TestStaff;
  let chief: StaffHeaders;
  let limitedChief: StaffHeaders;
  let agency: string;

  async function anApplication(set: Partial<WorkflowColumns>): Promise<void> {
    const submitted = await aSubmittedApplication(t);
    agency = submitted.agency;
    if (Object.keys(set).length === 0) return;
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: submitted.receipt.id,
      actor: aStaffActor(['admin']),
      decide: () => ({ set }),
    });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    evaluator = await createStaff(t, { roles: ['evaluator'], name: 'Evaluator Evangelista' });
    const now = new Date().toISOString();
    const clock = { accepted_at: now, due_date: manilaDate(now) } as const;
    await anApplication({});
    await anApplication({ status: 'approved', decided_at: now, working_days_used: 10, clock_state: 'on_track', ...clock });
    await anApplication({ status: 'denied', decided_at: now, working_days_used: 24, clock_state: 'overdue', ...clock });
    await anApplication({ status: 'under_evaluation', assignee_id: evaluator.id, clock_state: 'at_risk', working_days_used: 17, ...clock });
    await anApplication({ status: 'under_evaluation', assignee_id: evaluator.id, clock_state: 'overdue', working_days_used: 21, ...clock });
    await anApplication({ status: 'for_decision', clock_state: 'overdue', working_days_used: 22, ...clock });
    chief = await loginAs(t, await createStaff(t, { roles: ['chief'] }));
    limitedChief = await loginAs(t, await createStaff(t, { roles: ['chief'], agencies: [agency] }));
  });
  afterAll(async () => t?.close());

  it('counts received and decided this month, processing time against the limit, clocks per assignee and outcomes', async () => {
    const response = await t.app.inject({ url: '/api/v1/staff/dashboard', headers: chief });
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = json<Dashboard>(response);
    expect(dashboard.months).toHaveLength(12);
    expect(dashboard.months.slice(0, 11).every((m) => m.received === 0 && m.decided === 0)).toBe(true);
    expect(dashboard.months[11]).toEqual({
      month: manilaDate(new Date()).slice(0, 7),
      received: 6,
      decided: 2,
      averageWorkingDays: 17,
      averageLimit: 20,
      decidedOverLimit: 1,
    });
    expect(dashboard.clocksByAssignee).toEqual([
      { assignee: { id: evaluator.id, name: 'Evaluator Evangelista' }, atRisk: 1, overdue: 1 },
      { assignee: null, atRisk: 0, overdue: 1 },
    ]);
    expect(dashboard.decisionsByOutcome).toEqual({ approved: 1, denied: 1 });
    expect(dashboard.agencies).toBeNull();
  });

  it('counts only the agencies of a user limited to some', async () => {
    const dashboard = json<Dashboard>(await t.app.inject({ url: '/api/v1/staff/dashboard', headers: limitedChief }));
    expect(dashboard.agencies).toEqual([agency]);
    expect(dashboard.months[11]?.received).toBe(1);
    expect(dashboard.clocksByAssignee).toEqual([{ assignee: null, atRisk: 0, overdue: 1 }]);
  });

  it.each(['viewer', 'intake', 'evaluator', 'abs_publisher'] as const)('refuses the %s role (403)', async (role) => {
    const response = await t.app.inject({
      url: '/api/v1/staff/dashboard',
      headers: await loginAs(t, await createStaff(t, { roles: [role] })),
    });
    expect(response.statusCode).toBe(403);
    expect(json<{ code: string }>(response).code).toBe('not_permitted');
  });

  it.each(['approver', 'admin'] as const)('lets the %s role read it', async (role) => {
    const response = await t.app.inject({
      url: '/api/v1/staff/dashboard',
      headers: await loginAs(t, await createStaff(t, { roles: [role] })),
    });
    expect(response.statusCode).toBe(200);
  });
});
