import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import type { StaffApplication } from '../../src/casefile/staff-application.schemas.js';
import { createSettingsReader } from '../../src/settings/settings.cache.js';
import { resetSetting, updateSetting } from '../../src/settings/settings.service.js';
import { DEFAULT_NOTICE_TEMPLATES } from '../../src/workflow/notice-templates.js';
import { effectiveNoticeTemplates } from '../../src/workflow/workflow.engine.js';
import { act, actOk, aMember, aTeam, type Member, readStaffView, staffViewOf, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anExecutedAgreement, permitEnv } from '../helpers/permits.js';
import { meetRequirements } from '../helpers/requirements.js';
import { createStaff } from '../helpers/staff.js';
import { draftQuantities } from '../helpers/terms.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aSubmittedApplication, externalDetail, traceOf } from '../helpers/workflow.js';

const settingsOf = (t: TestApp) => createSettingsReader(t.database.db);

interface Problem {
  code: string;
  detail: string;
  allowedActions?: string[];
  errors?: { pointer?: string; parameter?: string; detail: string }[];
}

describe.each(testDialects)('the staff workflow (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  /** A submitted application taken to evaluation, assigned to the evaluator. */
  async function underEvaluation() {
    const submitted = await aSubmittedApplication(t);
    const id = submitted.receipt.id;
    await meetRequirements(t, team.intake, { ...submitted, id });
    await actOk(t, team.intake, id, { action: 'accept' });
    await actOk(t, team.evaluator, id, { action: 'claim' });
    await actOk(t, team.evaluator, id, { action: 'start_evaluation' });
    return { ...submitted, id };
  }

  /** …recommended (approve) and endorsed, assigned to the approver. */
  async function forDecision(recommendation: 'approve' | 'deny' = 'approve') {
    const app = await underEvaluation();
    if (recommendation === 'approve') await draftQuantities(t, team.evaluator, app.id);
    await actOk(t, team.evaluator, app.id, { action: 'recommend', recommendation, reasons: 'Complete and sound.' });
    await actOk(t, team.chief, app.id, { action: 'assign', assigneeId: team.chief.user.id });
    await actOk(t, team.chief, app.id, { action: 'endorse', text: 'Endorsed.' });
    await actOk(t, team.chief, app.id, { action: 'assign', assigneeId: team.approver.user.id });
    return app;
  }

  /** Expects the action refused with 409 and nothing changed; returns the problem. */
  async function refused(who: Member, id: string, agency: string, body: Record<string, unknown>, status = 409): Promise<Problem> {
    const before = await traceOf(t.database.db, id, agency);
    const response = await act(t, who, id, body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(await traceOf(t.database.db, id, agency)).toEqual(before);
    return json<Problem>(response);
  }

  describe('the staff view', () => {
    it('shows everything stored, the clock, the timeline, every notice and the actions allowed, with an ETag', async () => {
      const { id, agency } = await underEvaluation();
      const response = await readStaffView(t, team.evaluator, id);
      expect(response.statusCode).toBe(200);
      const view = json<StaffApplication>(response);
      expect(response.headers.etag).toBe(`"${view.version}"`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(view).toMatchObject({
        status: 'under_evaluation',
        sourceAgencyCode: agency,
        assignee: { kind: 'staff', id: team.evaluator.user.id, name: team.evaluator.user.name },
        confidential: { absLinkCode: 'ABS-LINK-1' },
      });
      expect(view.confidential.locations[0]).toHaveProperty('latitude');
      const workflow = view.timeline.filter((e) => !e.action.startsWith('document_'));
      expect(workflow.map((e) => e.action)).toEqual(['submitted', 'accepted', 'claimed', 'evaluation_started']);
      expect(workflow[1]).toMatchObject({ role: 'intake', actor: { name: team.intake.user.name } });
      expect(view.clock).toMatchObject({ status: 'running', limit: 20 });
      expect(view.clock.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(view.allowedActions).toEqual(
        expect.arrayContaining(['unassign', 'request_information', 'refer', 'require_agreement', 'recommend']),
      );
      expect(view.allowedActions).not.toContain('accept');
      // by registration number too
      expect((await staffViewOf(t, team.viewer, view.registrationNo)).id).toBe(id);
      expect((await staffViewOf(t, team.viewer, id)).allowedActions).toEqual([]);
    });

    it('answers 404 for an unknown application and for one of an agency the user is not limited to', async () => {
      const { id } = await underEvaluation();
      expect((await readStaffView(t, team.viewer, randomUUID())).statusCode).toBe(404);
      const limited = await aMember(t, ['evaluator'], [await t.agency()]);
      expect((await readStaffView(t, limited, id)).statusCode).toBe(404);
      expect((await act(t, limited, id, { action: 'claim' }, { ifMatch: '"1"' })).statusCode).toBe(404);
    });

    it('needs a session', async () => {
      const { id } = await underEvaluation();
      expect((await t.app.inject({ url: `/api/v1/staff/applications/${id}` })).statusCode).toBe(401);
    });
  });

  describe('each action', () => {
    it('return_incomplete: a deficiency notice listing each item, message overriding the template', async () => {
      const { receipt, agency, token } = await aSubmittedApplication(t);
      const view = await actOk(t, team.intake, receipt.id, {
        action: 'return_incomplete',
        reasons: 'Not complete.',
        missingItems: ['PAMB clearance', 'Proposal'],
        message: 'Dear applicant of {registrationNo}, please complete your application.',
      });
      expect(view.status).toBe('incomplete');
      const notice = (await externalDetail(t, agency, token, receipt.id)).notices.at(-1);
      expect(notice?.log).toBe('deficiency');
      expect(notice?.message).toContain(`Dear applicant of ${receipt.registrationNo}`);
      // The checklist's four required documents first (none uploaded), then what intake listed.
      expect(notice?.message).toContain('1. Application form, signed by the applicant (application_form): missing');
      expect(notice?.message).toContain('5. PAMB clearance\n6. Proposal');
      expect(notice?.authorId).toBe(team.intake.user.id);
    });

    it('accept: the clock starts and the acceptance notice gives the due date', async () => {
      const { receipt, agency, token } = await aSubmittedApplication(t);
      await meetRequirements(t, team.intake, { id: receipt.id, agency, token });
      const view = await actOk(t, team.intake, receipt.id, { action: 'accept' });
      expect(view.acceptedAt).not.toBeNull();
      const notice = (await externalDetail(t, agency, token, receipt.id)).notices.at(-1);
      expect(notice?.log).toBe('acceptance');
      expect(notice?.message).toContain(view.clock.dueDate as string);
      const row = (await traceOf(t.database.db, receipt.id, agency)).application;
      expect(row).toMatchObject({ status: 'accepted', due_date: view.clock.dueDate, clock_state: 'on_track', clock_paused: 0 });
    });

    it('notice texts come from the templates in the settings store, a type left out keeping its default', async () => {
      await updateSetting(
        t.database.db,
        { key: 'notices.templates', value: { acceptance: 'Accepted {registrationNo} for {permitteeName}; due {dueDate}.' } },
        { actor: OPERATOR_ACTOR },
      );
      try {
        const { receipt, agency, token } = await aSubmittedApplication(t);
        await meetRequirements(t, team.intake, { id: receipt.id, agency, token }, 'waive');
        const view = await actOk(t, team.intake, receipt.id, { action: 'accept' });
        const notice = (await externalDetail(t, agency, token, receipt.id)).notices.at(-1);
        expect(notice?.message).toBe(`Accepted ${receipt.registrationNo} for Maria Reyes Santos; due ${view.clock.dueDate}.`);
        expect((await effectiveNoticeTemplates(settingsOf(t))).deficiency).toBe(DEFAULT_NOTICE_TEMPLATES.deficiency);
      } finally {
        await resetSetting(t.database.db, { key: 'notices.templates' }, { actor: OPERATOR_ACTOR });
      }
    });

    it('assign, claim, unassign: journal and audit, no notice', async () => {
      const { receipt, agency, token } = await aSubmittedApplication(t);
      const id = receipt.id;
      await meetRequirements(t, team.intake, { id, agency, token });
      await actOk(t, team.intake, id, { action: 'accept' });
      const noticesBefore = (await traceOf(t.database.db, id, agency)).notices;
      let view = await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.evaluator2.user.id });
      expect(view.assignee?.id).toBe(team.evaluator2.user.id);
      expect((await act(t, team.evaluator, id, { action: 'claim' })).statusCode).toBe(409);
      view = await actOk(t, team.evaluator2, id, { action: 'unassign' });
      expect(view.assignee).toBeNull();
      view = await actOk(t, team.evaluator, id, { action: 'claim' });
      expect(view.assignee?.id).toBe(team.evaluator.user.id);
      const trace = await traceOf(t.database.db, id, agency);
      expect(trace.notices).toEqual(noticesBefore);
      expect(trace.notices.at(-1)?.log).toBe('acceptance');
      expect(trace.audit.map((a) => a.action)).toEqual(
        expect.arrayContaining(['application.assigned', 'application.unassigned', 'application.claimed']),
      );
      expect(trace.application.assignee_id).toBe(team.evaluator.user.id);
    });

    it('unassign: an evaluator gives up only their own application; a chief unassigns anyone', async () => {
      const { id, agency } = await underEvaluation();
      const problem = await refused(team.evaluator2, id, agency, { action: 'unassign' });
      expect(problem.code).toBe('action_not_allowed');
      expect(problem.detail).toContain('only a chief may unassign another user');
      expect(problem.allowedActions).not.toContain('unassign');
      expect((await staffViewOf(t, team.evaluator, id)).allowedActions).toContain('unassign');
      const view = await actOk(t, team.chief, id, { action: 'unassign' });
      expect(view.assignee).toBeNull();
      const nobody = await refused(team.chief, id, agency, { action: 'unassign' });
      expect(nobody.detail).toContain('nobody is assigned to it');
    });

    it('request_information, release_hold: the hold and its pause', async () => {
      const { id } = await underEvaluation();
      let view = await actOk(t, team.evaluator, id, { action: 'request_information', text: 'Site maps.', answerBy: '2099-12-31' });
      expect(view.hold?.reason).toBe('missing_information');
      expect(view.clock.pausedFor).toEqual(['hold']);
      expect(view.allowedActions).not.toContain('recommend');
      view = await actOk(t, team.evaluator, id, { action: 'release_hold', text: 'Received by email.' });
      expect(view.hold).toBeNull();
      expect(view.clock.paused).toBe(false);
      expect(view.notices.at(-1)).toMatchObject({ log: 'response_received', visibility: 'internal' });
    });

    it('refer, record_clearance: the referral and its pause', async () => {
      const { id, agency, token } = await underEvaluation();
      let view = await actOk(t, team.evaluator, id, { action: 'refer', body: 'pamb', text: 'Collection inside a protected area.' });
      expect(view.referral?.body).toBe('pamb');
      expect(view.clock.pausedFor).toEqual(['referral']);
      view = await actOk(t, team.evaluator, id, { action: 'record_clearance', outcome: 'granted', text: 'PAMB Res. 12.' });
      expect(view.referral).toBeNull();
      const logs = (await externalDetail(t, agency, token, id)).notices.map((n) => n.log);
      expect(logs.slice(-2)).toEqual(['referral', 'clearance_received']);
    });

    it('require_agreement, agreement_executed: for_agreement and back', async () => {
      const { id } = await underEvaluation();
      let view = await actOk(t, team.evaluator, id, { action: 'require_agreement', text: 'A MOA on benefit sharing.' });
      expect(view.status).toBe('for_agreement');
      expect(view.clock.pausedFor).toEqual(['agreement']);
      const early = await act(t, team.evaluator, id, { action: 'agreement_executed' });
      expect(json<{ detail: string }>(early).detail).toContain('needs an executed agreement');
      await anExecutedAgreement(t, team.evaluator, id);
      view = await actOk(t, team.evaluator, id, { action: 'agreement_executed' });
      expect(view.status).toBe('under_evaluation');
      expect(view.clock.paused).toBe(false);
    });

    it("tells the chief why Endorse is not open to her yet, and shows the approver the recommendation's reasons and the endorsement's note", async () => {
      const app = await underEvaluation();
      await draftQuantities(t, team.evaluator, app.id);
      await actOk(t, team.evaluator, app.id, { action: 'recommend', recommendation: 'approve', reasons: 'Complete and sound.' });
      let view = json<StaffApplication>(await readStaffView(t, team.chief, app.id));
      expect(view.allowedActions).toContain('assign');
      expect(view.allowedActions).not.toContain('endorse');
      expect(view.unavailableActions).toContainEqual({
        action: 'endorse',
        reason: 'endorse needs the application assigned to you; it is assigned to someone else',
      });
      // Only what her roles take from this status: nothing of the evaluator's or the approver's.
      expect(view.unavailableActions.map((item) => item.action)).not.toContain('approve');
      expect(view.unavailableActions.map((item) => item.action)).not.toContain('recommend');
      expect(view.recommendation).toMatchObject({ recommendation: 'approve', reasons: 'Complete and sound.' });
      expect(view.endorsement).toBeNull();

      await actOk(t, team.chief, app.id, { action: 'assign', assigneeId: team.chief.user.id });
      await actOk(t, team.chief, app.id, { action: 'endorse', text: 'Endorsed, with the PAMB clearance on file.' });
      await actOk(t, team.chief, app.id, { action: 'assign', assigneeId: team.approver.user.id });
      view = json<StaffApplication>(await readStaffView(t, team.approver, app.id));
      expect(view.allowedActions).toEqual(expect.arrayContaining(['approve', 'deny']));
      expect(view.unavailableActions.map((item) => item.action)).not.toContain('approve');
      expect(view.recommendation?.reasons).toBe('Complete and sound.');
      expect(view.endorsement).toMatchObject({ by: { id: team.chief.user.id }, text: 'Endorsed, with the PAMB clearance on file.' });
    });

    it('names who was assigned, claimed or unassigned in the timeline', async () => {
      const app = await underEvaluation();
      await actOk(t, team.chief, app.id, { action: 'assign', assigneeId: team.chief.user.id });
      const view = await actOk(t, team.chief, app.id, { action: 'unassign' });
      const named = view.timeline
        .filter((entry) => ['claimed', 'assigned', 'unassigned'].includes(entry.action))
        .map((entry) => [entry.action, entry.assignee?.name]);
      expect(named).toEqual([
        ['claimed', team.evaluator.user.name],
        ['assigned', team.chief.user.name],
        ['unassigned', team.chief.user.name],
      ]);
      expect(view.timeline.find((entry) => entry.action === 'accepted')).not.toHaveProperty('assignee');
    });

    it('recommend, endorse, approve: the decision chain; internal notices never reach the agency', async () => {
      const { id, agency, token } = await forDecision();
      const view = await actOk(t, team.approver, id, { action: 'approve', text: 'With the usual conditions.' });
      expect(view.status).toBe('approved');
      expect(view.decidedAt).not.toBeNull();
      expect(view.clock.status).toBe('stopped');
      expect(view.recommendation?.by.id).toBe(team.evaluator.user.id);
      expect(view.endorsement?.by.id).toBe(team.chief.user.id);
      expect(view.notices.filter((n) => n.visibility === 'internal').map((n) => n.log)).toEqual(['recommendation', 'endorsement']);
      const external = await externalDetail(t, agency, token, id);
      expect(external.status).toBe('approved');
      expect(external.notices.map((n) => n.log).filter((log) => log !== 'document_accepted')).toEqual([
        'received',
        'acceptance',
        'decision_approved',
      ]);
      const listed = await t.app.inject({
        url: `/api/v1/external/application/agency/${agency}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(listed.body).not.toContain('recommendation');
      expect(listed.body).not.toContain('Complete and sound.');
    });

    it('return_for_evaluation voids the recommendation; deny needs grounds and gives them', async () => {
      const { id, agency, token } = await forDecision('deny');
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.chief.user.id });
      let view = await actOk(t, team.chief, id, { action: 'return_for_evaluation', reasons: 'Check the species list.' });
      expect(view.status).toBe('under_evaluation');
      expect(view.recommendation).toBeNull();
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.evaluator.user.id });
      await actOk(t, team.evaluator, id, { action: 'recommend', recommendation: 'deny', reasons: 'Endangered species.' });
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.chief.user.id });
      await actOk(t, team.chief, id, { action: 'endorse' });
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.approver.user.id });
      const noGrounds = await act(t, team.approver, id, { action: 'deny' });
      expect(json<Problem>(noGrounds).errors).toEqual([{ pointer: '/grounds', detail: 'is required' }]);
      view = await actOk(t, team.approver, id, { action: 'deny', grounds: 'The species is critically endangered.' });
      expect(view.status).toBe('denied');
      const notice = (await externalDetail(t, agency, token, id)).notices.at(-1);
      expect(notice).toMatchObject({ log: 'decision_denied' });
      expect(notice?.message).toContain('The species is critically endangered.');
    });

    it('extend: once, with the new due date in the notice', async () => {
      const { id, agency, token } = await underEvaluation();
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.chief.user.id });
      const before = await staffViewOf(t, team.chief, id);
      const view = await actOk(t, team.chief, id, { action: 'extend', reasons: 'Field inspection needed.' });
      expect(view.extended).toBe(true);
      expect(view.clock.dueDate).toBe(before.clock.dueDateWithExtension);
      const notice = (await externalDetail(t, agency, token, id)).notices.at(-1);
      expect(notice?.message).toContain(before.clock.dueDateWithExtension as string);
      const again = await refused(team.chief, id, agency, { action: 'extend', reasons: 'Again.' });
      expect(again.detail).toContain('extended once already');
    });

    it('cancel: an admin, from any status not final', async () => {
      const { id, agency, token } = await underEvaluation();
      const view = await actOk(t, team.admin, id, { action: 'cancel', reasons: 'Duplicate of another application.' });
      expect(view.status).toBe('cancelled');
      expect((await externalDetail(t, agency, token, id)).notices.at(-1)?.log).toBe('cancelled');
      await refused(team.admin, id, agency, { action: 'cancel', reasons: 'Again.' });
    });
  });

  describe('refusals', () => {
    it('a role that does not take the action: 409 naming the roles, listing what is allowed', async () => {
      const { receipt, agency } = await aSubmittedApplication(t);
      const problem = await refused(team.evaluator, receipt.id, agency, { action: 'accept' });
      expect(problem.code).toBe('action_not_allowed');
      expect(problem.detail).toContain('needs the role intake');
      expect(problem.allowedActions).not.toContain('accept');
      const viewer = await refused(team.viewer, receipt.id, agency, { action: 'cancel', reasons: 'x' });
      expect(viewer.detail).toContain('admin');
    });

    it('a status the action does not apply from', async () => {
      const { receipt, agency } = await aSubmittedApplication(t);
      const problem = await refused(team.evaluator, receipt.id, agency, { action: 'claim' });
      expect(problem.detail).toContain('this one is submitted');
    });

    it('a writing action on an application not assigned to the actor', async () => {
      const { id, agency } = await underEvaluation();
      const problem = await refused(team.evaluator2, id, agency, { action: 'recommend', recommendation: 'approve', reasons: 'x' });
      expect(problem.detail).toContain('assigned to someone else');
      expect(problem.allowedActions).not.toContain('recommend');
    });

    it('separation of duties: the recommender neither endorses nor approves', async () => {
      const both = await aMember(t, ['evaluator', 'chief', 'approver']);
      const { id, agency } = await underEvaluation();
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: both.user.id });
      await draftQuantities(t, both, id);
      await actOk(t, both, id, { action: 'recommend', recommendation: 'approve', reasons: 'Fine.' });
      const endorse = await refused(both, id, agency, { action: 'endorse' });
      expect(endorse.detail).toContain('you recommended it');
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.chief.user.id });
      await actOk(t, team.chief, id, { action: 'endorse' });
      await refused(team.chief, id, agency, { action: 'endorse' });
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: both.user.id });
      const approve = await refused(both, id, agency, { action: 'approve' });
      expect(approve.detail).toContain('you recommended it');
      expect(approve.allowedActions).not.toContain('approve');
    });

    it('no decision before the endorsement', async () => {
      const { id, agency } = await underEvaluation();
      await draftQuantities(t, team.evaluator, id);
      await actOk(t, team.evaluator, id, { action: 'recommend', recommendation: 'approve', reasons: 'Fine.' });
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.approver.user.id });
      const problem = await refused(team.approver, id, agency, { action: 'approve' });
      expect(problem.detail).toContain('not endorsed yet');
    });

    it('a missing If-Match is 428, a stale one 412, a malformed one 400; nothing changes', async () => {
      const { receipt, agency } = await aSubmittedApplication(t);
      const before = await traceOf(t.database.db, receipt.id, agency);
      const missing = await act(t, team.intake, receipt.id, { action: 'accept' }, { ifMatch: null });
      expect([missing.statusCode, json<Problem>(missing).code]).toEqual([428, 'precondition_required']);
      const stale = await act(t, team.intake, receipt.id, { action: 'accept' }, { ifMatch: '"99"' });
      expect([stale.statusCode, json<Problem>(stale).code]).toEqual([412, 'precondition_failed']);
      const malformed = await act(t, team.intake, receipt.id, { action: 'accept' }, { ifMatch: 'yesterday' });
      expect(malformed.statusCode).toBe(400);
      expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
    });

    it('an If-Match that is a well-formed entity-tag but no version of the application is 412, not 400 (RFC 9110 §13.1.1)', async () => {
      const { receipt, agency } = await aSubmittedApplication(t);
      const before = await traceOf(t.database.db, receipt.id, agency);
      for (const ifMatch of ['"abc"', '"0"', 'W/"x"', '""', '"7a", "b,c"', '"12345678901"']) {
        const response = await act(t, team.intake, receipt.id, { action: 'accept' }, { ifMatch });
        expect([ifMatch, response.statusCode, json<Problem>(response).code]).toEqual([ifMatch, 412, 'precondition_failed']);
      }
      for (const ifMatch of ['"7', 'abc', '"1" "2"', 'W/ "1"']) {
        const response = await act(t, team.intake, receipt.id, { action: 'accept' }, { ifMatch });
        expect([ifMatch, response.statusCode]).toEqual([ifMatch, 400]);
        expect(json<Problem>(response).errors).toEqual([
          { parameter: 'If-Match', detail: 'must be the ETag of the application, e.g. "7"' },
        ]);
      }
      expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
      const view = await staffViewOf(t, team.intake, receipt.id);
      // A list that holds the current version passes the precondition: the action itself is then judged.
      const listed = await act(t, team.intake, receipt.id, { action: 'claim' }, { ifMatch: `"old", "${view.version}"` });
      expect([listed.statusCode, json<Problem>(listed).code]).toEqual([409, 'action_not_allowed']);
    });

    it('bad fields: a problem naming each field, and nothing stored', async () => {
      const { id, agency } = await underEvaluation();
      const cases: [Record<string, unknown>, { pointer: string; detail: string }][] = [
        [{ action: 'fly' }, { pointer: '/action', detail: 'is not one of the values allowed' }],
        [
          { action: 'refer', body: 'nasa', text: 'x' },
          { pointer: '/body', detail: 'must be one of: ncip, pamb, pcsd, lgu, bfar' },
        ],
        [
          { action: 'request_information', text: 'x', answerBy: 'soon' },
          { pointer: '/answerBy', detail: 'must be a date' },
        ],
        [
          { action: 'request_information', text: 'x', answerBy: '2001-01-01' },
          { pointer: '/answerBy', detail: 'must be a date after today (Asia/Manila)' },
        ],
        [
          { action: 'recommend', recommendation: 'approve', reasons: '  ' },
          { pointer: '/reasons', detail: 'must not be blank' },
        ],
        [
          { action: 'claim', extra: 1 },
          { pointer: '/extra', detail: 'is not a known field' },
        ],
      ];
      for (const [body, error] of cases) {
        const problem = await refused(team.evaluator, id, agency, body, 400);
        expect(problem.code, JSON.stringify(body)).toBe('validation_failed');
        expect(problem.errors, JSON.stringify(body)).toContainEqual(error);
      }
      const assign = await refused(team.chief, id, agency, { action: 'assign', assigneeId: randomUUID() }, 400);
      expect(assign.errors).toEqual([{ pointer: '/assigneeId', detail: 'is not a staff user' }]);
      const missing = await refused(team.intake, id, agency, { reasons: 'x' }, 400);
      expect(missing.errors).toContainEqual({ pointer: '/action', detail: 'is required' });
    });

    it('assign: refuses a user who cannot take the next action, and the directory lists exactly those it accepts', async () => {
      const { id, agency } = await underEvaluation();
      const neverLoggedIn = await createStaff(t, { roles: ['evaluator'] });
      const leaving = await aMember(t, ['evaluator']);
      const disable = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/staff/users/${leaving.user.id}`,
        headers: team.admin.headers,
        payload: { disabled: true },
      });
      expect(disable.statusCode, disable.body).toBe(200);
      const cases: [Member['user'], string][] = [
        [team.viewer.user, 'holds none of the roles that act on an application that is under_evaluation (evaluator, chief)'],
        [team.approver.user, 'holds none of the roles that act on an application that is under_evaluation (evaluator, chief)'],
        [neverLoggedIn, 'has never logged in: the account is not taken up yet'],
        [leaving.user, 'is a disabled staff user'],
      ];
      for (const [user, detail] of cases) {
        const problem = await refused(team.chief, id, agency, { action: 'assign', assigneeId: user.id }, 400);
        expect(problem.errors, user.roles.join()).toEqual([{ pointer: '/assigneeId', detail }]);
      }
      const listed = await t.app.inject({ url: `/api/v1/staff/directory?assignableTo=${id}`, headers: team.chief.headers });
      expect(listed.statusCode, listed.body).toBe(200);
      const ids = json<{ id: string }[]>(listed).map((entry) => entry.id);
      expect(ids).toEqual(expect.arrayContaining([team.evaluator.user.id, team.evaluator2.user.id, team.chief.user.id]));
      for (const [user] of cases) expect(ids).not.toContain(user.id);
      await actOk(t, team.chief, id, { action: 'assign', assigneeId: team.evaluator2.user.id });
      const unknown = await t.app.inject({ url: `/api/v1/staff/directory?assignableTo=${randomUUID()}`, headers: team.chief.headers });
      expect(unknown.statusCode).toBe(404);
    });

    it('two staff acting at once: one wins, the other gets 412, nothing half-applied', async () => {
      const { receipt, agency, token } = await aSubmittedApplication(t);
      const view = await meetRequirements(t, team.intake, { id: receipt.id, agency, token });
      const before = await traceOf(t.database.db, receipt.id, agency);
      const intake2 = await aMember(t, ['intake']);
      const ifMatch = `"${view.version}"`;
      const [a, b] = await Promise.all([
        act(t, team.intake, receipt.id, { action: 'accept' }, { ifMatch }),
        act(t, intake2, receipt.id, { action: 'return_incomplete', reasons: 'x', missingItems: ['y'] }, { ifMatch }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
      const trace = await traceOf(t.database.db, receipt.id, agency);
      expect(trace.journal).toHaveLength(before.journal.length + 1);
      expect(trace.application.version).toBe(view.version + 1);
      expect(trace.notices).toHaveLength(before.notices.length + 1);
    });
  });
});
