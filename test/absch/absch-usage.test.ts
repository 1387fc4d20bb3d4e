import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USAGE_TERMS } from '../../src/absch/abs-permit.thesaurus.js';
import { abschJobs } from '../../src/absch/absch.jobs.js';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { AbschConfig } from '../../src/config.js';
import { createScheduler } from '../../src/jobs/scheduler.js';
import { type AbschStandIn, startAbschStandIn } from '../helpers/absch-stand-in.js';
import { act, aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anIssuedPermit } from '../helpers/obligations.js';
import { permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * The Clearing-House usage of each application type (issue 28 §3): the setting `absch.publication`'s
 * `usageByApplicationType` (which the setting once refused), and the publisher's choice for a type it
 * maps to none, published end to end against the stand-in of the Clearing-House's API.
 */

const silent = { info() {}, warn() {}, error() {} };
const CNA = 'C84C7E6C-7A3D-4A4B-9E1F-2E1D3C4B5A69@1';
const base = { government: 'ph', cnaIdentifier: CNA, providers: { references: [CNA] }, picRecipients: null, keywords: [] };

describe.each(testDialects)('the Clearing-House usage per application type (%s)', (dialect) => {
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
    jobs = abschJobs({ config: t.config.absch as AbschConfig, store: t.permits.store, log: silent, actions: ACTION_REGISTRY });
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
    admin = await aMember(t, ['admin']);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  /** One run of the publication job, by a scheduler whose clock has moved on a day. */
  async function runPublish(): Promise<void> {
    clock += 24 * 60 * 60 * 1000;
    const at = clock;
    const scheduler = createScheduler({ db: t.database.db, log: silent, tickMs: 1000, now: () => at });
    const job = jobs.find((j) => j.name === 'absch-publish');
    if (job === undefined) throw new Error('absch-publish');
    scheduler.register(job);
    await scheduler.runDueJobs();
  }
  const putSetting = (value: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/staff/settings/absch.publication', headers: admin.headers, payload: { value } });
  const storedSetting = async () =>
    json<{ value: Record<string, unknown> }>(
      await t.app.inject({ url: '/api/v1/staff/settings/absch.publication', headers: admin.headers }),
    ).value;
  const publications = (applicationId: string) =>
    t.database.db.selectFrom('absch_publications').select(['state', 'usage']).where('application_id', '=', applicationId).execute();
  const draftUsages = (permitId: string) =>
    (standIn.document(permitId)?.draft as { usages?: { identifier: string }[] } | undefined)?.usages?.map((u) => u.identifier);

  it('takes the documented usageByApplicationType, with research and bioprospecting by default', async () => {
    expect((await storedSetting()).usageByApplicationType).toEqual({ research: 'noncommercial', bioprospecting: 'commercial' });
    const usages = { research: 'noncommercial', bioprospecting: 'commercial', 'biodiversity inventory': 'noncommercial' };
    const put = await putSetting({ ...base, usageByApplicationType: usages });
    expect(put.statusCode, put.body).toBe(200);
    expect((await storedSetting()).usageByApplicationType).toEqual(usages);
  });

  it.each([
    [{ inventory: 'research' }, '/value/usageByApplicationType/inventory'],
    [{ Inventory: 'commercial' }, '/value/usageByApplicationType'],
    [{ ' inventory': 'commercial' }, '/value/usageByApplicationType'],
    [{ '': 'commercial' }, '/value/usageByApplicationType'],
  ])('refuses usageByApplicationType %j naming %s, and stores nothing', async (usageByApplicationType, pointer) => {
    const before = await storedSetting();
    const response = await putSetting({ ...base, usageByApplicationType });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(json<{ errors: { pointer: string }[] }>(response).errors.map((e) => e.pointer)).toContain(pointer);
    expect(await storedSetting()).toEqual(before);
  });

  it('publishes a permit of a third application type with the usage the setting maps it to', async () => {
    expect((await putSetting({ ...base, usageByApplicationType: { 'biodiversity inventory': 'noncommercial' } })).statusCode).toBe(200);
    const p = await anIssuedPermit(t, approver, { applicationType: 'Biodiversity Inventory' });
    const asked = await act(t, publisher, p.receipt.id, { action: 'publish_to_absch', usage: 'commercial' });
    expect(asked.statusCode, asked.body).toBe(200);
    await runPublish();
    // The setting's usage, not the one sent: the type has its own.
    expect(draftUsages(p.permitId)).toEqual([USAGE_TERMS.noncommercial]);
    expect(await publications(p.receipt.id)).toEqual([{ state: 'submitted', usage: null }]);
    standIn.decide(p.permitId, 'approve');
    await runPublish();
    expect((await publications(p.receipt.id))[0]?.state).toBe('published');
  });

  it('refuses to publish a type the setting maps to none without a usage, naming `usage`, and stores nothing; with one, publishes it', async () => {
    const p = await anIssuedPermit(t, approver, { applicationType: 'education' });
    const refused = await act(t, publisher, p.receipt.id, { action: 'publish_to_absch' });
    expect(refused.statusCode, refused.body).toBe(400);
    const problem = json<{ errors: { pointer: string; detail: string }[] }>(refused);
    expect(problem.errors.map((e) => e.pointer)).toEqual(['/usage']);
    expect(problem.errors[0]?.detail).toContain('"education" has no Clearing-House usage');
    expect(await publications(p.receipt.id)).toEqual([]);
    const journal = await t.database.db
      .selectFrom('application_journal')
      .select('action')
      .where('application_id', '=', p.receipt.id)
      .where('action', '=', 'absch_publication_requested')
      .execute();
    expect(journal).toEqual([]);
    const invalid = await act(t, publisher, p.receipt.id, { action: 'publish_to_absch', usage: 'educational' });
    expect(invalid.statusCode, invalid.body).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(invalid).errors.map((e) => e.pointer)).toContain('/usage');

    const asked = await act(t, publisher, p.receipt.id, { action: 'publish_to_absch', usage: 'commercial' });
    expect(asked.statusCode, asked.body).toBe(200);
    await runPublish();
    expect(draftUsages(p.permitId)).toEqual([USAGE_TERMS.commercial]);
    expect(await publications(p.receipt.id)).toEqual([{ state: 'submitted', usage: 'commercial' }]);

    // Published, then revoked: the revocation is sent with the usage chosen before, without asking again.
    standIn.decide(p.permitId, 'approve');
    await runPublish();
    await permitAction(t, approver, p.receipt.id, { action: 'revoke_permit', reasons: 'False statements in the application.' });
    const revocation = await act(t, publisher, p.receipt.id, { action: 'publish_to_absch' });
    expect(revocation.statusCode, revocation.body).toBe(200);
    expect((await publications(p.receipt.id)).map((row) => row.usage)).toEqual(['commercial', 'commercial']);
  });
});
