import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, actOk, aTeam, staffViewOf, type Team } from './helpers/actions.js';
import { testDialects } from './helpers/databases.js';
import { createTestApp, json, type TestApp } from './helpers/test-app.js';
import { aSubmittedApplication, externalDetail } from './helpers/workflow.js';

describe.each(testDialects)('workflow smoke (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  it('takes an application to approval', async () => {
    const { agency, token, receipt } = await aSubmittedApplication(t);
    const id = receipt.id;
    let view = await staffViewOf(t, team.intake, id);
    // The document actions (src/workflow/actions/*-document.action.ts) are open to intake in every open status.
    expect(view.allowedActions).toEqual(['return_incomplete', 'accept', 'accept_document', 'reject_document', 'waive_requirement']);
    view = await actOk(t, team.intake, id, { action: 'accept' });
    expect(view.status).toBe('accepted');
    expect(view.clock.status).toBe('running');
    view = await actOk(t, team.evaluator, id, { action: 'claim' });
    view = await actOk(t, team.evaluator, id, { action: 'start_evaluation' });
    view = await actOk(t, team.evaluator, id, { action: 'recommend', recommendation: 'approve', reasons: 'All in order.' });
    expect(view.status).toBe('for_decision');
    view = await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.chief.user.id });
    view = await actOk(t, team.chief, id, { action: 'endorse' });
    view = await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.approver.user.id });
    view = await actOk(t, team.approver, id, { action: 'approve' });
    expect(view.status).toBe('approved');
    const detail = await externalDetail(t, agency, token, id);
    expect(detail.status).toBe('approved');
    expect(detail.notices.map((n) => n.log)).toEqual(['received', 'acceptance', 'decision_approved']);
    const refused = await act(t, team.approver, id, { action: 'approve' });
    expect(refused.statusCode).toBe(409);
    expect(json<{ allowedActions: string[] }>(refused).allowedActions).toEqual([]);
  });
});
