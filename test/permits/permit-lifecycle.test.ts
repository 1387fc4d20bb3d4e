import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { systemActor } from '../../src/auth/actor.js';
import type { ApplicationPermits } from '../../src/permits/permit.views.js';
import { expirePermit } from '../../src/permits/permit-expiry.job.js';
import { act, aMember, type Member, staffViewOf } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv, permitsOf } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { externalDetail, traceOf } from '../helpers/workflow.js';

describe.each(testDialects)('the permit lifecycle, as the verification page and the records show it (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;
  let publisher: Member;
  let viewer: Member;

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
    viewer = await aMember(t, ['viewer']);
  });
  afterAll(async () => t?.close());

  async function permitsView(id: string): Promise<ApplicationPermits> {
    return json<ApplicationPermits>(await t.app.inject({ url: `/api/v1/staff/applications/${id}/permits`, headers: viewer.headers }));
  }

  /** What the certificate's QR link answers now, in JSON. */
  async function verify(applicationId: string, permitId: string): Promise<{ status: string }> {
    const view = (await permitsView(applicationId)).permits.find((p) => p.id === permitId);
    const url = new URL(view?.verificationUrl as string);
    return json(await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { accept: 'application/json' } }));
  }

  it('shows a suspended permit as suspended, valid again once reinstated, and revoked after a revocation', async () => {
    const { agency, token, receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    expect((await verify(receipt.id, permit.id)).status).toBe('valid');
    await permitAction(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Collection outside the sites.' });
    expect((await verify(receipt.id, permit.id)).status).toBe('suspended');
    await permitAction(t, approver, receipt.id, { action: 'reinstate_permit' });
    expect((await verify(receipt.id, permit.id)).status).toBe('valid');
    await permitAction(t, approver, receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    expect((await verify(receipt.id, permit.id)).status).toBe('revoked');

    const detail = await externalDetail(t, agency, token, receipt.id);
    expect(detail.gp.map((p) => p.status)).toEqual(['revoked']);
    expect(detail.notices.map((n) => n.log)).toEqual([
      'received',
      'permit_issued',
      'permit_suspended',
      'permit_reinstated',
      'permit_revoked',
    ]);
    expect(detail.notices.find((n) => n.log === 'permit_issued')?.message).toContain(permit.permit_no);
    expect(detail.notices.find((n) => n.log === 'permit_revoked')?.message).toContain('False statements in the application.');
    const audit = await t.database.db
      .selectFrom('audit_events')
      .select('action')
      .where('application_id', '=', receipt.id)
      .orderBy('sequence')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'application.permit_issued',
        'application.permit_suspended',
        'application.permit_reinstated',
        'application.permit_revoked',
      ]),
    );
  });

  it('supersedes the renewed permit: its link reads superseded, the new one valid, with dateRenewed and a new number', async () => {
    const { agency, token, receipt } = await anApprovedApplication(t);
    const first = await issuePermitFor(t, receipt.id, approver);
    const renewal = await permitAction(t, approver, receipt.id, { action: 'renew_permit', reasons: 'Second field season.' });
    expect(renewal.permit_no).not.toBe(first.permit_no);
    expect(renewal).toMatchObject({ issuance: 'renewal', supersedes_id: first.id, date_renewed: expect.any(String) });
    expect((await verify(receipt.id, first.id)).status).toBe('superseded');
    expect((await verify(receipt.id, renewal.id)).status).toBe('valid');
    const detail = await externalDetail(t, agency, token, receipt.id);
    expect(detail.gp.map((p) => [p.permitNo, p.status, p.dateRenewed === null])).toEqual([
      [first.permit_no, 'superseded', true],
      [renewal.permit_no, 'issued', false],
    ]);
    const amendment = await permitAction(t, approver, receipt.id, {
      action: 'amend_permit',
      reasons: 'One more site.',
      conditions: ['Only the amended sites.'],
    });
    expect(amendment).toMatchObject({ issuance: 'amendment', supersedes_id: renewal.id, date_expired: renewal.date_expired });
    expect(JSON.parse(amendment.conditions)).toEqual(['Only the amended sites.']);
    expect((await permitsView(receipt.id)).permits.map((p) => p.status)).toEqual(['superseded', 'superseded', 'issued']);
  });

  it('expires a permit at its date of expiry (the scheduler’s job), and never a suspended one', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const later = new Date(Date.parse(permit.date_expired as string) + 1000).toISOString();
    const actor = systemActor('expire-permits');
    expect(await expirePermit(t.database.db, ACTION_REGISTRY, actor, permit.id, receipt.id, permit.date_issued as string)).toBe(false);
    expect(await expirePermit(t.database.db, ACTION_REGISTRY, actor, permit.id, receipt.id, later)).toBe(true);
    expect((await verify(receipt.id, permit.id)).status).toBe('expired');
    expect(await expirePermit(t.database.db, ACTION_REGISTRY, actor, permit.id, receipt.id, later)).toBe(false);

    const other = await anApprovedApplication(t);
    const suspended = await issuePermitFor(t, other.receipt.id, approver);
    await permitAction(t, approver, other.receipt.id, { action: 'suspend_permit', reasons: 'Inquiry.' });
    expect(await expirePermit(t.database.db, ACTION_REGISTRY, actor, suspended.id, other.receipt.id, later)).toBe(false);
    expect((await verify(other.receipt.id, suspended.id)).status).toBe('suspended');
  });

  it('voids a permit issued in error: its link reads as not valid, and a correct one may be issued', async () => {
    const { receipt } = await anApprovedApplication(t);
    const wrong = await issuePermitFor(t, receipt.id, approver);
    const view = (await permitsView(receipt.id)).permits[0];
    await permitAction(t, approver, receipt.id, { action: 'void_permit', reasons: 'Wrong holder name.' });
    const url = new URL(view?.verificationUrl as string);
    const answer = await t.app.inject({ url: `${url.pathname}${url.search}`, headers: { accept: 'application/json' } });
    expect(answer.statusCode).toBe(404);
    expect(json(answer)).toMatchObject({ status: 'not_valid' });
    const correct = await issuePermitFor(t, receipt.id, approver);
    expect(correct.id).not.toBe(wrong.id);
    expect((await verify(receipt.id, correct.id)).status).toBe('valid');
  });

  it('refuses a wrong role, a wrong permit state and a missing reason, naming why and storing nothing', async () => {
    const { agency, receipt } = await anApprovedApplication(t);
    const before = await traceOf(t.database.db, receipt.id, agency);
    const early = await act(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'x' });
    expect(early.statusCode).toBe(409);
    expect(json<{ code: string }>(early).code).toBe('action_not_allowed');
    const byViewer = await act(t, viewer, receipt.id, { action: 'issue' });
    expect(byViewer.statusCode).toBe(409);
    expect(json<{ detail: string }>(byViewer).detail).toContain('approver');
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(before);
    expect(await permitsOf(t, receipt.id)).toEqual([]);

    await issuePermitFor(t, receipt.id, approver);
    const issued = await traceOf(t.database.db, receipt.id, agency);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ action: 'suspend_permit' }, 400, '/reasons'],
      [{ action: 'suspend_permit', reasons: '   ' }, 400, '/reasons'],
      [{ action: 'reinstate_permit' }, 409, 'suspended'],
      [{ action: 'issue' }, 409, 'already issued'],
      [{ action: 'amend_permit', reasons: 'x', conditions: [''] }, 400, '/conditions/0'],
      [{ action: 'record_cbd_status', to: 'published', irccIdentifier: 'ABSCH-IRCC-PH-123456-1' }, 409, 'abs_publisher'],
    ];
    for (const [body, status, says] of cases) {
      const response = await act(t, approver, receipt.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.body, JSON.stringify(body)).toContain(says);
    }
    expect(await traceOf(t.database.db, receipt.id, agency)).toEqual(issued);
    expect(await permitsOf(t, receipt.id)).toHaveLength(1);
  });

  it('follows the Clearing-House publication: submitted, published with its IRCC, update_pending after a renewal, revocation_pending after a revocation', async () => {
    const { agency, token, receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const cbd = async () => (await permitsView(receipt.id)).cbdStatus;
    expect(await cbd()).toBe('ready');
    const skip = await act(t, publisher, receipt.id, {
      action: 'record_cbd_status',
      to: 'published',
      irccIdentifier: 'ABSCH-IRCC-PH-250001-1',
    });
    expect(skip.statusCode).toBe(409);
    expect(json<{ detail: string }>(skip).detail).toContain('from ready the next step is submitted or not_applicable');
    await permitAction(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'submitted' });
    const noIrcc = await act(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'published' });
    expect(noIrcc.statusCode).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(noIrcc).errors[0]?.pointer).toBe('/irccIdentifier');
    const badIrcc = await act(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'published', irccIdentifier: 'IRCC-1' });
    expect(badIrcc.statusCode).toBe(400);
    await permitAction(t, publisher, receipt.id, {
      action: 'record_cbd_status',
      to: 'published',
      irccIdentifier: 'ABSCH-IRCC-PH-250001-1',
    });
    let view = await permitsView(receipt.id);
    expect(view).toMatchObject({ cbdStatus: 'published', absLinkCode: 'ABSCH-IRCC-PH-250001-1' });
    const list = await t.app.inject({
      url: `/api/v1/external/application/agency/${agency}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(json<{ id: string; cbdStatus: string }[]>(list).find((a) => a.id === receipt.id)?.cbdStatus).toBe('published');

    const renewal = await permitAction(t, approver, receipt.id, { action: 'renew_permit' });
    view = await permitsView(receipt.id);
    expect(view.cbdStatus).toBe('update_pending');
    const update = json<{ document: Record<string, unknown> }>(
      await t.app.inject({ url: `/api/v1/staff/permits/${renewal.id}/absch-document`, headers: viewer.headers }),
    );
    // The update goes to the record first published, under its identifier.
    expect(update.document).toMatchObject({ header: { identifier: permit.id }, amendmentIntent: 0, title: { en: renewal.permit_no } });
    await permitAction(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'submitted' });
    await permitAction(t, publisher, receipt.id, {
      action: 'record_cbd_status',
      to: 'published',
      irccIdentifier: 'ABSCH-IRCC-PH-250001-2',
    });

    await permitAction(t, approver, receipt.id, { action: 'revoke_permit', reasons: 'Specimens exported without a permit.' });
    expect((await permitsView(receipt.id)).cbdStatus).toBe('revocation_pending');
    const revocation = json<{ document: Record<string, unknown>; problems: unknown[] }>(
      await t.app.inject({ url: `/api/v1/staff/permits/${renewal.id}/absch-document`, headers: viewer.headers }),
    );
    expect(revocation.document).toMatchObject({
      header: { identifier: permit.id },
      amendmentIntent: 1,
      amendmentDescription: { en: '<p>Specimens exported without a permit.</p>' },
    });
    await permitAction(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'revoked' });
    expect((await permitsView(receipt.id)).cbdStatus).toBe('revoked');
  });

  it('records the withdrawal of a published permit that was then voided: the publisher is not left with a step no one can take', async () => {
    const { receipt } = await anApprovedApplication(t);
    await issuePermitFor(t, receipt.id, approver);
    await permitAction(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'submitted' });
    await permitAction(t, publisher, receipt.id, {
      action: 'record_cbd_status',
      to: 'published',
      irccIdentifier: 'ABSCH-IRCC-PH-250009-1',
    });
    await permitAction(t, approver, receipt.id, { action: 'void_permit', reasons: 'Issued to the wrong holder.' });
    expect((await permitsView(receipt.id)).cbdStatus).toBe('revocation_pending');
    expect((await staffViewOf(t, publisher, receipt.id)).allowedActions).toContain('record_cbd_status');
    await permitAction(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'revoked' });
    expect((await permitsView(receipt.id)).cbdStatus).toBe('revoked');
    const after = await act(t, publisher, receipt.id, { action: 'record_cbd_status', to: 'submitted' });
    expect(after.statusCode).toBe(409);
    expect(json<{ detail: string }>(after).detail).toContain('the publication is revoked');
  });

  it('offers the permit actions the current permit’s status allows, and refuses the others naming that status', async () => {
    const PERMIT_ACTIONS = ['issue', 'suspend_permit', 'reinstate_permit', 'revoke_permit', 'void_permit', 'renew_permit', 'amend_permit'];
    const offered = async (who: Member, id: string) =>
      (await staffViewOf(t, who, id)).allowedActions.filter((name) => PERMIT_ACTIONS.includes(name) || name === 'record_cbd_status');
    const { receipt } = await anApprovedApplication(t);
    expect(await offered(approver, receipt.id)).toEqual(['issue']);
    const permit = await issuePermitFor(t, receipt.id, approver);
    expect(await offered(approver, receipt.id)).toEqual(['suspend_permit', 'revoke_permit', 'void_permit', 'renew_permit', 'amend_permit']);
    expect(await offered(publisher, receipt.id)).toEqual(['record_cbd_status']);

    await permitAction(t, approver, receipt.id, { action: 'suspend_permit', reasons: 'Inspection.' });
    expect(await offered(approver, receipt.id)).toEqual(['reinstate_permit', 'revoke_permit', 'void_permit']);
    for (const action of ['suspend_permit', 'renew_permit', 'amend_permit']) {
      const refused = await act(t, approver, receipt.id, { action, reasons: 'Again.' });
      expect(refused.statusCode, action).toBe(409);
      expect(json<{ detail: string; allowedActions: string[] }>(refused)).toMatchObject({
        detail: expect.stringContaining(`permit ${permit.permit_no} is suspended`),
        allowedActions: expect.arrayContaining(['reinstate_permit']),
      });
    }

    await permitAction(t, approver, receipt.id, { action: 'revoke_permit', reasons: 'Breach.' });
    expect(await offered(approver, receipt.id)).toEqual([]);

    const expiring = await anApprovedApplication(t);
    const expired = await issuePermitFor(t, expiring.receipt.id, approver);
    const later = new Date(Date.parse(expired.date_expired as string) + 1000).toISOString();
    expect(await expirePermit(t.database.db, ACTION_REGISTRY, systemActor('expire-permits'), expired.id, expiring.receipt.id, later)).toBe(
      true,
    );
    expect(await offered(approver, expiring.receipt.id)).toEqual(['renew_permit']);

    const voiding = await anApprovedApplication(t);
    await issuePermitFor(t, voiding.receipt.id, approver);
    await permitAction(t, approver, voiding.receipt.id, { action: 'void_permit', reasons: 'Wrong holder.' });
    expect(await offered(approver, voiding.receipt.id)).toEqual(['issue']);
    expect(await offered(publisher, voiding.receipt.id)).toEqual([]);
    const republish = await act(t, publisher, voiding.receipt.id, { action: 'record_cbd_status', to: 'ready' });
    expect(republish.statusCode).toBe(409);
    expect(json<{ detail: string }>(republish).detail).toContain('the permit is void: there is nothing to publish');
  });
});
