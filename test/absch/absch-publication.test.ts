import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAbsPermitDocument } from '../../src/absch/abs-permit.check.js';
import { abschJobs } from '../../src/absch/absch.jobs.js';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { AbschConfig } from '../../src/config.js';
import type { Dashboard } from '../../src/dashboard/dashboard.schemas.js';
import type { PermitTable } from '../../src/db/schema.js';
import { createScheduler } from '../../src/jobs/scheduler.js';
import { type AbschStandIn, startAbschStandIn } from '../helpers/absch-stand-in.js';
import { act, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * Publication to the ABS Clearing-House by biopermit itself (issue 20 §2), against the stand-in of its
 * API (test/helpers/absch-stand-in.ts): an abs_publisher asks (publish_to_absch), the absch-publish job
 * validates, submits, follows the Publishing Authority's request and records each step; the traps
 * (200 with errors, 400 for a locked record, an expired token, a lost answer) are played by the stand-in.
 */

const silent = { info() {}, warn() {}, error() {} };
/** The setting the walk-through gives (`npx biopermit settings set absch.publication '…'`, in docs/walkthrough/), as written there. */
const WALKTHROUGH_SETTING = JSON.parse(
  /settings set absch\.publication '([^']+)'/.exec(
    readFileSync(new URL('../../docs/walkthrough/4-after-the-permit.md', import.meta.url), 'utf8'),
  )?.[1] ?? 'null',
) as unknown;
const CNA = 'C84C7E6C-7A3D-4A4B-9E1F-2E1D3C4B5A69@1';

interface Publication {
  id: string;
  state: string;
  intent: string;
  workflowId: string | null;
  irccIdentifier: string | null;
  irccUrl: string | null;
  errors: { code: string; property: string }[];
  reason: string | null;
  lastError: string | null;
  attempts: number;
  documentIdentifier: string;
}
interface AbschView {
  cbdStatus: string | null;
  configured: boolean;
  publications: Publication[];
  communiques: { recordIdentifier: string; entity: string | null; entityMismatch: boolean; irccIdentifier: string }[];
  drift: string | null;
}

describe.each(testDialects)('publication to the ABS Clearing-House, against its stand-in (%s)', (dialect) => {
  let t: TestApp;
  let standIn: AbschStandIn;
  let approver: Member;
  let publisher: Member;
  let admin: Member;
  let jobs: ReturnType<typeof abschJobs>;
  let clock = Date.now();

  beforeAll(async () => {
    standIn = await startAbschStandIn({ realm: 'ABS-DEV' });
    t = await createTestApp(
      dialect,
      permitEnv({ ABSCH_API_URL: standIn.url, ABSCH_REALM: 'ABS-DEV', ABSCH_EMAIL: standIn.email, ABSCH_PASSWORD: standIn.password }),
    );
    // One set of jobs (one client, its token kept between runs), as the server registers them.
    jobs = abschJobs({ config: t.config.absch as AbschConfig, store: t.permits.store, log: silent, actions: ACTION_REGISTRY });
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
    admin = await aMember(t, ['admin']);
    await putSetting('absch.publication', publication);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  /** One run of a Clearing-House job, by a scheduler whose clock has moved on a day. */
  async function run(name: 'absch-publish' | 'absch-reconcile' | 'absch-checkpoints'): Promise<void> {
    clock += 24 * 60 * 60 * 1000;
    const at = clock;
    const scheduler = createScheduler({ db: t.database.db, log: silent, tickMs: 1000, now: () => at });
    const job = jobs.find((j) => j.name === name);
    if (job === undefined) throw new Error(name);
    scheduler.register(job);
    await scheduler.runDueJobs();
  }

  const putSetting = async (key: string, value: unknown) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/staff/settings/${key}`,
      headers: admin.headers,
      payload: { value },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const publication = { government: 'ph', cnaIdentifier: CNA, providers: { references: [CNA] }, picRecipients: null, keywords: [] };

  async function view(applicationId: string): Promise<AbschView> {
    const response = await t.app.inject({ url: `/api/v1/staff/applications/${applicationId}/absch`, headers: publisher.headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<AbschView>(response);
  }
  const latest = async (applicationId: string) => (await view(applicationId)).publications[0] as Publication;

  async function anIssuedPermit(): Promise<{ receipt: { id: string }; agency: string; token: string; permit: PermitTable }> {
    const { receipt, agency, token } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    return { receipt, agency, token, permit };
  }
  const publish = async (applicationId: string) => {
    const response = await act(t, publisher, applicationId, { action: 'publish_to_absch' });
    expect(response.statusCode, response.body).toBe(200);
  };
  const journalOf = (applicationId: string) =>
    t.database.db
      .selectFrom('application_journal')
      .select(['action', 'payload', 'actor_kind'])
      .where('application_id', '=', applicationId)
      .orderBy('sequence')
      .execute();

  it('shows each validation error by field and leaves the permit ready; nothing is submitted', async () => {
    await putSetting('absch.publication', { ...publication, cnaIdentifier: null });
    const { receipt, permit } = await anIssuedPermit();
    await publish(receipt.id);
    await run('absch-publish');
    const answer = await latest(receipt.id);
    expect(answer.state).toBe('invalid');
    expect(answer.errors).toContainEqual({ code: 'Error.Mandatory', property: 'absCNA' });
    expect((await view(receipt.id)).cbdStatus).toBe('ready');
    expect(standIn.submissions(permit.id)).toEqual([]);
    await putSetting('absch.publication', publication);
  });

  it('publishes: submitted with the workflow id, then published with the IRCC as absLinkCode, in the journal, audit and events', async () => {
    const { receipt, agency, token, permit } = await anIssuedPermit();
    await publish(receipt.id);
    // A second request while the first is under way is refused.
    const again = await act(t, publisher, receipt.id, { action: 'publish_to_absch' });
    expect(again.statusCode).toBe(409);
    await run('absch-publish');
    let answer = await latest(receipt.id);
    expect(answer).toMatchObject({ state: 'submitted', workflowId: standIn.workflowOf(permit.id)?.id, documentIdentifier: permit.id });
    expect((await view(receipt.id)).cbdStatus).toBe('submitted');
    // Contacts: the holder's record was created on the Clearing-House and named as PIC recipient; the certificate attached.
    const draft = standIn.document(permit.id)?.draft as { entitiesToWhomPICGranted?: { identifier: string }[]; permitFiles?: unknown[] };
    expect(draft.entitiesToWhomPICGranted?.[0]?.identifier).toMatch(/@1$/);
    expect(draft.permitFiles).toHaveLength(1);
    expect(standIn.attachmentsOf(permit.id)).toHaveLength(1);

    await run('absch-publish');
    expect((await latest(receipt.id)).state).toBe('submitted');
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    answer = await latest(receipt.id);
    const documentID = standIn.document(permit.id)?.documentID;
    const ircc = `ABSCH-IRCC-PH-${documentID}-1`;
    expect(answer).toMatchObject({ state: 'published', irccIdentifier: ircc });
    expect(answer.irccUrl).toContain(ircc);
    expect(ircc).toMatch(/^ABSCH-IRCC-[A-Z]{2}-([0-9]{6,7})-[1-9]$/);

    const permits = json<{ cbdStatus: string; absLinkCode: string }>(
      await t.app.inject({ url: `/api/v1/staff/applications/${receipt.id}/permits`, headers: publisher.headers }),
    );
    expect(permits).toMatchObject({ cbdStatus: 'published', absLinkCode: ircc });
    const list = await t.app.inject({ url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) });
    expect(json<{ id: string; cbdStatus: string }[]>(list).find((a) => a.id === receipt.id)?.cbdStatus).toBe('published');

    const journal = await journalOf(receipt.id);
    const steps = journal.filter((e) => e.action === 'cbd_status_recorded');
    expect(steps.map((e) => [JSON.parse(e.payload).to, e.actor_kind])).toEqual([
      ['submitted', 'system'],
      ['published', 'system'],
    ]);
    expect(JSON.parse(steps[0]?.payload ?? '{}').workflowId).toBe(answer.workflowId);
    expect(journal.map((e) => e.action)).toContain('absch_publication_requested');
    const audit = await t.database.db.selectFrom('audit_events').select('action').where('application_id', '=', receipt.id).execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['application.absch_publication_requested', 'application.cbd_status_recorded']),
    );
    const events = await t.database.db.selectFrom('events').select(['type', 'data']).where('application_id', '=', receipt.id).execute();
    expect(events.filter((e) => e.type === 'cbd_status.changed').map((e) => JSON.parse(e.data).cbdStatus)).toEqual([
      'ready',
      'submitted',
      'published',
    ]);
    expect(standIn.submissions(permit.id)).toHaveLength(1);
  });

  it('records the Publishing Authority’s rejection with its reason; published again, the draft is submitted in place', async () => {
    const { receipt, permit } = await anIssuedPermit();
    await publish(receipt.id);
    await run('absch-publish');
    standIn.decide(permit.id, 'reject', 'The CNA record named is out of date.');
    await run('absch-publish');
    expect(await latest(receipt.id)).toMatchObject({ state: 'rejected', reason: 'The CNA record named is out of date.' });
    expect((await view(receipt.id)).cbdStatus).toBe('rejected');
    const steps = (await journalOf(receipt.id)).filter((e) => e.action === 'cbd_status_recorded').map((e) => JSON.parse(e.payload));
    expect(steps.at(-1)).toMatchObject({ to: 'rejected', text: 'The CNA record named is out of date.' });

    await publish(receipt.id);
    await run('absch-publish');
    expect((await latest(receipt.id)).state).toBe('submitted');
    expect(standIn.submissions(permit.id).map((s) => s.method)).toEqual(['POST', 'PUT']);
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    expect((await view(receipt.id)).cbdStatus).toBe('published');
  });

  it('retries a record locked by a pending request (400) and a 5xx with backoff, then goes on; nothing is submitted twice', async () => {
    const { receipt, permit } = await anIssuedPermit();
    await publish(receipt.id);
    standIn.failNext('POST', '/api/v2023/documents/schemas/absPermit', 400);
    await run('absch-publish');
    let answer = await latest(receipt.id);
    expect(answer.state).toBe('submitting');
    expect(answer.lastError).toContain('400');
    expect(answer.attempts).toBeGreaterThan(0);
    await run('absch-publish');
    expect((await latest(receipt.id)).state).toBe('submitted');
    standIn.failNext('GET', '/api/v2013/workflows/', 503);
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    answer = await latest(receipt.id);
    expect(answer.state).toBe('submitted');
    expect(answer.lastError).toContain('503');
    await run('absch-publish');
    expect((await latest(receipt.id)).state).toBe('published');
    expect(standIn.submissions(permit.id)).toHaveLength(1);
  });

  it('logs in again when the token expires mid-way', async () => {
    const { receipt, permit } = await anIssuedPermit();
    await publish(receipt.id);
    await run('absch-publish');
    standIn.expireTokens();
    const before = standIn.calls.length;
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    expect((await latest(receipt.id)).state).toBe('published');
    const calls = standIn.calls.slice(before);
    expect(calls.some((c) => c.status === 401)).toBe(true);
    expect(calls.filter((c) => c.path === '/api/v2013/authentication/token' && c.status === 200)).toHaveLength(1);
  });

  it('never submits twice when the answer to a submission is lost (a crash between the submit and its record)', async () => {
    const { receipt, permit } = await anIssuedPermit();
    await publish(receipt.id);
    standIn.dropAnswerOfNext('POST', '/api/v2023/documents/schemas/absPermit');
    await run('absch-publish');
    expect((await latest(receipt.id)).state).toBe('submitting');
    expect(standIn.submissions(permit.id)).toHaveLength(1);
    // The next run reconciles by the record's identifier: the draft is locked by the request the lost answer named.
    await run('absch-publish');
    const answer = await latest(receipt.id);
    expect(answer).toMatchObject({ state: 'submitted', workflowId: standIn.workflowOf(permit.id)?.id });
    expect(standIn.submissions(permit.id)).toHaveLength(1);
    expect((await view(receipt.id)).cbdStatus).toBe('submitted');
  });

  it('submits a renewal as an update (amendmentIntent 0) and a revocation (1), to the identifier first published', async () => {
    const { receipt, permit } = await anIssuedPermit();
    await publish(receipt.id);
    await run('absch-publish');
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    const renewal = await permitAction(t, approver, receipt.id, { action: 'renew_permit' });
    expect((await view(receipt.id)).cbdStatus).toBe('update_pending');
    await publish(receipt.id);
    await run('absch-publish');
    expect(await latest(receipt.id)).toMatchObject({ intent: 'update', state: 'submitted', documentIdentifier: permit.id });
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    const documentID = standIn.document(permit.id)?.documentID;
    expect(await latest(receipt.id)).toMatchObject({ state: 'published', irccIdentifier: `ABSCH-IRCC-PH-${documentID}-2` });
    expect(renewal.id).not.toBe(permit.id);

    await permitAction(t, approver, receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    expect((await view(receipt.id)).cbdStatus).toBe('revocation_pending');
    await publish(receipt.id);
    await run('absch-publish');
    expect(await latest(receipt.id)).toMatchObject({ intent: 'revoke', state: 'submitted' });
    expect((await view(receipt.id)).cbdStatus).toBe('revocation_pending');
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    expect((await view(receipt.id)).cbdStatus).toBe('revoked');
    expect(standIn.submissions(permit.id).map((s) => [s.method, s.intent])).toEqual([
      ['POST', 'publish'],
      ['PUT', 'update'],
      ['PUT', 'revoke'],
    ]);
  });

  it('with the walk-through’s setting, previews a document with nothing to refuse, and the Clearing-House takes it as previewed', async () => {
    expect(WALKTHROUGH_SETTING).toMatchObject({ government: 'ph' });
    await putSetting('absch.publication', WALKTHROUGH_SETTING);
    try {
      const { receipt, permit } = await anIssuedPermit();
      const preview = json<{ document: { entitiesToWhomPICGranted?: { identifier: string }[] }; problems: unknown[] }>(
        await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/absch-document`, headers: publisher.headers }),
      );
      expect(preview.problems).toEqual([]);
      await publish(receipt.id);
      await run('absch-publish');
      expect((await latest(receipt.id)).state).toBe('submitted');
      const sent = standIn.document(permit.id)?.draft as { entitiesToWhomPICGranted?: { identifier: string }[] };
      expect(checkAbsPermitDocument(sent)).toEqual([]);
      // The preview names the same PIC recipient, the holder's contact record (the publication pins its revision).
      expect(sent.entitiesToWhomPICGranted?.[0]?.identifier).toBe(`${preview.document.entitiesToWhomPICGranted?.[0]?.identifier}@1`);
    } finally {
      await putSetting('absch.publication', publication);
    }
  });

  it('has the stand-in refuse, like the Clearing-House, a document missing a mandatory field: 200 with errors, no request', async () => {
    const login = await fetch(`${standIn.url}/api/v2013/authentication/token`, {
      method: 'POST',
      headers: { realm: standIn.realm, 'content-type': 'application/json' },
      body: JSON.stringify({ email: standIn.email, password: standIn.password }),
    });
    const { authenticationToken } = (await login.json()) as { authenticationToken: string };
    const { receipt, permit } = await anIssuedPermit();
    const { document } = json<{ document: Record<string, unknown> }>(
      await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/absch-document`, headers: publisher.headers }),
    );
    const { entitiesToWhomPICGranted: _recipients, ...withoutRecipients } = document;
    for (const path of ['/api/v2013/documents/x/validate?schema=absPermit', '/api/v2023/documents/schemas/absPermit']) {
      const answer = await fetch(`${standIn.url}${path}`, {
        method: 'POST',
        headers: { realm: standIn.realm, authorization: `Bearer ${authenticationToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(path.includes('validate') ? withoutRecipients : { document: withoutRecipients, batchId: receipt.id }),
      });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { errors: unknown[] }).errors).toEqual([
        { code: 'Error.MandatoryAnyOf', property: 'entitiesToWhomPICGranted' },
      ]);
    }
    expect(standIn.submissions(permit.id)).toEqual([]);
  });

  it('refuses and flags an IRCC the Clearing-House answers for a second permit, and records it on none but the first', async () => {
    const first = await anIssuedPermit();
    await publish(first.receipt.id);
    await run('absch-publish');
    standIn.decide(first.permit.id, 'approve');
    await run('absch-publish');
    const ircc = (await latest(first.receipt.id)).irccIdentifier as string;
    expect(ircc).toMatch(/^ABSCH-IRCC-PH-/);

    const second = await anIssuedPermit();
    standIn.giveNextRecordTheIrccOf(first.permit.id);
    await publish(second.receipt.id);
    await run('absch-publish');
    standIn.decide(second.permit.id, 'approve');
    await run('absch-publish');
    const refused = await latest(second.receipt.id);
    expect(refused).toMatchObject({ state: 'failed', irccIdentifier: null });
    expect(refused.lastError).toContain(ircc);
    expect(refused.lastError).toContain(first.permit.permit_no);
    expect(refused.lastError).toContain('not recorded');
    // Flagged where the publisher looks: the permit's drift, on the overview too.
    const seen = await view(second.receipt.id);
    expect(seen.drift).toContain(ircc);
    expect(seen.cbdStatus).toBe('submitted');
    const overview = json<{ drift: { permitId: string }[] }>(
      await t.app.inject({ url: '/api/v1/staff/absch/overview', headers: publisher.headers }),
    );
    expect(overview.drift.map((d) => d.permitId)).toContain(second.permit.id);
    const holders = await t.database.db.selectFrom('permits').select('id').where('ircc_identifier', '=', ircc).execute();
    expect(holders.map((h) => h.id)).toEqual([first.permit.id]);
    const secondPermits = json<{ absLinkCode: string | null }>(
      await t.app.inject({ url: `/api/v1/staff/applications/${second.receipt.id}/permits`, headers: publisher.headers }),
    );
    expect(secondPermits.absLinkCode).toBeNull();
    const steps = (await journalOf(second.receipt.id)).filter((e) => e.action === 'cbd_status_recorded').map((e) => JSON.parse(e.payload));
    expect(steps.map((step) => step.to)).toEqual(['submitted']);
  });

  it('never stores nor shows a password, a token or a header the Clearing-House’s error text echoes', async () => {
    const { receipt } = await anIssuedPermit();
    await publish(receipt.id);
    const token = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0.c2lnbmF0dXJl';
    standIn.failNext(
      'POST',
      '/api/v2023/documents/schemas/absPermit',
      500,
      1,
      `cannot save for ${standIn.email} (${standIn.password}); request password=${standIn.password}&retry=1, Authorization: Bearer ${token}, "authenticationToken":"${token}"`,
    );
    await run('absch-publish');
    const answer = await latest(receipt.id);
    expect(answer.state).toBe('submitting');
    expect(answer.lastError).toContain('500');
    expect(answer.lastError).toContain('[redacted]');
    const stored = await t.database.db.selectFrom('absch_publications').selectAll().where('application_id', '=', receipt.id).execute();
    for (const text of [JSON.stringify(answer), JSON.stringify(stored)]) {
      expect(text).not.toContain(standIn.password);
      expect(text).not.toContain(token);
    }
    // Rows stored before redaction are redacted when shown.
    await t.database.db
      .updateTable('absch_publications')
      .set({ last_error: `answered 500 (password: ${standIn.password})`, reason: `echo ${standIn.password}` })
      .where('application_id', '=', receipt.id)
      .execute();
    const shown = await latest(receipt.id);
    expect(JSON.stringify(shown)).not.toContain(standIn.password);
    expect(shown.lastError).toBe('answered 500 (password: [redacted])');
  });

  it('publishes by itself when automatic publication is on', async () => {
    await putSetting('absch.automatic_publication', true);
    try {
      const { receipt, permit } = await anIssuedPermit();
      await run('absch-publish');
      expect((await view(receipt.id)).cbdStatus).toBe('submitted');
      expect(standIn.submissions(permit.id)).toHaveLength(1);
    } finally {
      await putSetting('absch.automatic_publication', false);
    }
  });

  it('flags drift found by the nightly reconciliation on the publisher’s queue, and clears it when both agree again', async () => {
    const { receipt, permit } = await anIssuedPermit();
    await publish(receipt.id);
    await run('absch-publish');
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    await run('absch-reconcile');
    expect((await view(receipt.id)).drift).toBeNull();
    standIn.revise(permit.id, { notes: 'edited on the site' });
    await run('absch-reconcile');
    const drift = (await view(receipt.id)).drift;
    expect(drift).toContain(`ABSCH-IRCC-PH-${standIn.document(permit.id)?.documentID}-2`);
    const overview = json<{ drift: { permitId: string; detail: string }[] }>(
      await t.app.inject({ url: '/api/v1/staff/absch/overview', headers: publisher.headers }),
    );
    expect(overview.drift.map((d) => d.permitId)).toContain(permit.id);
    standIn.remove(permit.id);
    await run('absch-reconcile');
    expect((await view(receipt.id)).drift).toContain('withdrawn');
  });

  it('links checkpoint communiqués naming our IRCC to the permit, flags one naming another entity, and counts them per year', async () => {
    const { receipt, agency, token, permit } = await anIssuedPermit();
    await publish(receipt.id);
    await run('absch-publish');
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    const ircc = (await latest(receipt.id)).irccIdentifier as string;
    const holder = await t.database.db
      .selectFrom('applications')
      .select(['permittee_first_name', 'permittee_last_name'])
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    const overviewBefore = json<{ communiquesPerYear: { year: number; count: number; flagged: number }[] }>(
      await t.app.inject({ url: '/api/v1/staff/absch/overview', headers: publisher.headers }),
    );
    const before = overviewBefore.communiquesPerYear.find((y) => y.year === 2026) ?? { count: 0, flagged: 0 };
    // The dashboard counts them too, for a chief of every agency and for one of the permit's agency only.
    const chief = await aMember(t, ['chief']);
    const agencyChief = await aMember(t, ['chief'], [agency]);
    const otherChief = await aMember(t, ['chief'], [(await t.agencyWithToken()).agency]);
    const dashboardYear = async (who: Member) => {
      const response = await t.app.inject({ url: '/api/v1/staff/dashboard', headers: who.headers });
      expect(response.statusCode, response.body).toBe(200);
      return json<Dashboard>(response).communiquesPerYear.find((y) => y.year === 2026) ?? { year: 2026, count: 0, flagged: 0 };
    };
    const dashboardBefore = await dashboardYear(chief);
    standIn.addCommunique({
      identifier: `CP-${permit.id}-1`,
      references: [`${permit.id}@1`],
      irccs: [ircc],
      entity: `${holder.permittee_first_name} ${holder.permittee_last_name}`,
      checkpoints: ['Checkpoint of Japan'],
      createdDate: '2026-11-01T00:00:00Z',
    });
    standIn.addCommunique({
      identifier: `CP-${permit.id}-2`,
      references: [`${permit.id}@1`],
      irccs: [ircc],
      entity: 'Acme Bioprospecting Ltd',
      createdDate: '2026-11-02T00:00:00Z',
    });
    await run('absch-checkpoints');
    await run('absch-checkpoints');
    const found = (await view(receipt.id)).communiques;
    expect(found.map((c) => [c.recordIdentifier, c.entityMismatch])).toEqual([
      [`CP-${permit.id}-1`, false],
      [`CP-${permit.id}-2`, true],
    ]);
    const journal = await journalOf(receipt.id);
    expect(journal.filter((e) => e.action === 'checkpoint_communique_received')).toHaveLength(2);
    const notices = await t.database.db
      .selectFrom('application_notices')
      .select(['log', 'visibility', 'message'])
      .where('application_id', '=', receipt.id)
      .where('log', '=', 'checkpoint_communique')
      .execute();
    expect(notices).toHaveLength(2);
    expect(notices.every((n) => n.visibility === 'internal')).toBe(true);
    expect(notices.map((n) => n.message).join(' ')).toContain('Acme Bioprospecting Ltd');
    const feed = json<{ items: { type: string; data: Record<string, unknown> }[] }>(
      await t.app.inject({ url: '/api/v1/external/events', headers: bearer(token) }),
    );
    const told = feed.items.filter((e) => e.type === 'checkpoint_communique.received');
    expect(told).toHaveLength(2);
    // Thin: the agency reads the record back; the entity named is not in the event.
    expect(JSON.stringify(told)).not.toContain('Acme');
    expect(agency).toBeTruthy();
    const overview = json<{ communiquesPerYear: { year: number; count: number; flagged: number }[] }>(
      await t.app.inject({ url: '/api/v1/staff/absch/overview', headers: publisher.headers }),
    );
    expect(overview.communiquesPerYear.find((y) => y.year === 2026)).toEqual({
      year: 2026,
      count: before.count + 2,
      flagged: before.flagged + 1,
    });
    expect(await dashboardYear(chief)).toEqual({ year: 2026, count: dashboardBefore.count + 2, flagged: dashboardBefore.flagged + 1 });
    expect(await dashboardYear(agencyChief)).toEqual({ year: 2026, count: 2, flagged: 1 });
    expect(await dashboardYear(otherChief)).toEqual({ year: 2026, count: 0, flagged: 0 });
  });

  it('answers the public lookup with the IRCC, the validity, the holder’s initials and what it authorises, and nothing more', async () => {
    const { receipt, permit } = await anIssuedPermit();
    await publish(receipt.id);
    await run('absch-publish');
    standIn.decide(permit.id, 'approve');
    await run('absch-publish');
    const ircc = (await latest(receipt.id)).irccIdentifier as string;
    const byNumber = await t.app.inject({ url: `/api/v1/public/permits/${encodeURIComponent(permit.permit_no)}` });
    expect(byNumber.statusCode).toBe(200);
    const body = json<Record<string, unknown>>(byNumber);
    expect(Object.keys(body).sort()).toEqual([
      'authorises',
      'dateExpired',
      'dateIssued',
      'holderInitials',
      'ircc',
      'issuedBy',
      'permitNo',
      'status',
    ]);
    expect(body).toMatchObject({ permitNo: permit.permit_no, status: 'valid', ircc });
    expect(body.holderInitials).toMatch(/^([A-Z]\.)+$/);
    const holder = await t.database.db
      .selectFrom('applications')
      .select(['permittee_first_name', 'permittee_last_name', 'permittee_email'])
      .where('id', '=', receipt.id)
      .executeTakeFirstOrThrow();
    for (const secret of [holder.permittee_first_name, holder.permittee_last_name, holder.permittee_email]) {
      expect(byNumber.body).not.toContain(secret);
    }
    const byIrcc = await t.app.inject({ url: `/api/v1/public/permits?ircc=${encodeURIComponent(ircc)}` });
    expect(json(byIrcc)).toEqual(body);
    const unknown = await t.app.inject({ url: '/api/v1/public/permits/GP-1999-9999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect((await t.app.inject({ url: '/api/v1/public/permits?ircc=ABSCH-IRCC-PH-1-1' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/public/permits' })).statusCode).toBe(400);
  });
});

describe.each(testDialects)('the Clearing-House without its account configured, and the lookup’s rate limit (%s)', (dialect) => {
  let t: TestApp;
  let approver: Member;
  let publisher: Member;
  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv({ VERIFY_RATE_LIMIT_PER_MINUTE: '3' }));
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
  });
  afterAll(async () => t?.close());

  it('refuses publish_to_absch: publication stays manual (record_cbd_status)', async () => {
    const { receipt } = await anApprovedApplication(t);
    await issuePermitFor(t, receipt.id, approver);
    const refused = await act(t, publisher, receipt.id, { action: 'publish_to_absch' });
    expect(refused.statusCode).toBe(409);
    expect(json<{ detail: string }>(refused).detail).toContain('ABSCH_EMAIL');
    const byApprover = await act(t, approver, receipt.id, { action: 'publish_to_absch' });
    expect(byApprover.statusCode).toBe(409);
    const view = json<{ configured: boolean; publications: unknown[] }>(
      await t.app.inject({ url: `/api/v1/staff/applications/${receipt.id}/absch`, headers: publisher.headers }),
    );
    expect(view).toMatchObject({ configured: false, publications: [] });
  });

  it('counts lookups and verifications together against one limit per address', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    const url = `/api/v1/public/permits/${encodeURIComponent(permit.permit_no)}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: `/verify/${encodeURIComponent(permit.permit_no)}?s=x`, headers: { accept: 'application/json' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/public/permits?ircc=ABSCH-IRCC-PH-1-1' })).statusCode).toBe(404);
    const limited = await t.app.inject({ url });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
