import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { changeApplication, type WorkflowColumns } from '../../src/applications/application.write.js';
import type { ApplicationSubmission } from '../../src/applications/submission.schema.js';
import type { WorkqueueCounts, WorkqueuePage, WorkqueueRow } from '../../src/workqueues/workqueue.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor } from '../helpers/workflow.js';

/**
 * The staff listing and its workqueues, through HTTP on each database: every filter, the search
 * (accents and case), the orders and keyset paging, the counts, and every refusal.
 */

interface Seeded {
  readonly key: string;
  readonly receipt: SubmissionReceipt;
}

describe.each(testDialects)('staff workqueues (%s)', (dialect) => {
  let t: TestApp;
  let agencyA: string;
  let agencyB: string;
  let viewer: StaffHeaders;
  let evaluator: TestStaff;
  let evaluatorHeaders: StaffHeaders;
  let limitedHeaders: StaffHeaders;
  const apps = new Map<string, SubmissionReceipt>();
  const id = (key: string) => apps.get(key)?.id as string;

  async function submit(agency: string, token: string, key: string, overrides: Partial<ApplicationSubmission>): Promise<Seeded> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, overrides),
    });
    if (response.statusCode !== 201) throw new Error(`submission answered ${response.statusCode}: ${response.body}`);
    const receipt = json<SubmissionReceipt>(response);
    apps.set(key, receipt);
    return { key, receipt };
  }

  /** Puts an application in a workflow state through the one write path, as the workflow's actions will. */
  async function setState(key: string, set: Partial<WorkflowColumns>): Promise<void> {
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: id(key),
      actor: aStaffActor(['admin']),
      decide: () => ({ set }),
    });
  }

  async function list(query: string, headers: StaffHeaders = viewer): Promise<WorkqueuePage> {
    const response = await t.app.inject({ url: `/api/v1/staff/applications?${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<WorkqueuePage>(response);
  }

  /** The keys of the seeded applications a listing returns, in order. */
  async function keys(query: string, headers?: StaffHeaders): Promise<string[]> {
    const byId = new Map([...apps].map(([key, receipt]) => [receipt.id, key]));
    return (await list(`limit=200&${query}`, headers)).items.map((row) => byId.get(row.id) ?? `?${row.registrationNo}`);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const a = await t.agencyWithToken();
    const b = await t.agencyWithToken();
    agencyA = a.agency;
    agencyB = b.agency;
    await submit(a.agency, a.token, 'intake', {
      permiteeFirstName: 'José',
      permiteeLastName: 'Peña',
      permiteeEmail: 'jose.pena@example.ph',
      locations: [aLocation({ cityOrMunicipality: 'Parañaque', barangay: 'Santo Niño' })],
    });
    await submit(a.agency, a.token, 'evaluating', {
      permiteeFirstName: 'Ma. Cristina',
      permiteeLastName: 'Dela Cruz',
      permiteeEmail: 'cristina@uplb.example.ph',
      applicationType: 'commercial',
      locations: [
        aLocation({
          province: 'Palawan',
          cityOrMunicipality: 'Puerto Princesa',
          species: [{ commonName: 'Palawan peacock-pheasant', scientificName: 'Polyplectron napoleonis' }],
        }),
      ],
    });
    await submit(a.agency, a.token, 'held', { permiteeFirstName: 'Niño', permiteeLastName: 'Santos' });
    await submit(a.agency, a.token, 'referred', { permiteeFirstName: 'Andrés', permiteeLastName: 'Bonifacio' });
    await submit(a.agency, a.token, 'deciding', { permiteeFirstName: 'Gabriela', permiteeLastName: 'Silang' });
    await submit(b.agency, b.token, 'decided', { permiteeFirstName: 'Apolinario', permiteeLastName: 'Mabini' });

    evaluator = await createStaff(t, { roles: ['evaluator'], name: 'Evaluator Evangelista' });
    evaluatorHeaders = await loginAs(t, evaluator);
    viewer = await loginAs(t, await createStaff(t, { roles: ['viewer'] }));
    limitedHeaders = await loginAs(t, await createStaff(t, { roles: ['viewer'], agencies: [agencyB] }));

    const clock = (due: string, used: number, state: 'on_track' | 'at_risk' | 'overdue') => ({
      accepted_at: '2026-11-02T01:00:00.000Z',
      due_date: due,
      working_days_used: used,
      clock_state: state,
    });
    await setState('evaluating', { status: 'under_evaluation', assignee_id: evaluator.id, ...clock('2026-12-10', 5, 'on_track') });
    await setState('held', {
      status: 'under_evaluation',
      assignee_id: evaluator.id,
      hold_reason: 'missing_information',
      hold_answer_by: '2026-12-01',
      clock_paused: 1,
      ...clock('2026-12-05', 17, 'at_risk'),
    });
    await setState('referred', {
      status: 'under_evaluation',
      referral_body: 'pamb',
      clock_paused: 1,
      ...clock('2026-12-20', 3, 'on_track'),
    });
    await setState('deciding', { status: 'for_decision', extended: 1, ...clock('2026-11-30', 22, 'overdue') });
    await setState('decided', { status: 'approved', decided_at: new Date().toISOString(), ...clock('2026-12-01', 12, 'on_track') });
  });
  afterAll(async () => t?.close());

  it('lists every application of my agencies by due date, those without one after, with the columns of a workqueue table', async () => {
    expect(await keys('')).toEqual(['deciding', 'decided', 'held', 'evaluating', 'referred', 'intake']);
    const page = await list('limit=200');
    const held = page.items.find((row) => row.id === id('held')) as WorkqueueRow;
    expect(held).toMatchObject({
      registrationNo: apps.get('held')?.registrationNo,
      agencyCode: agencyA,
      permittee: { name: 'Niño Reyes Santos', email: 'maria.santos@example.org' },
      applicationType: 'research',
      status: 'under_evaluation',
      flags: { hold: 'missing_information', holdAnswerBy: '2026-12-01', referral: null, extended: false },
      assignee: { id: evaluator.id, name: 'Evaluator Evangelista' },
      clock: { state: 'at_risk', paused: true, dueDate: '2026-12-05', workingDaysUsed: 17, workingDaysLeft: 3, limit: 20 },
    });
    const deciding = page.items.find((row) => row.id === id('deciding')) as WorkqueueRow;
    expect(deciding.clock).toMatchObject({ limit: 40, workingDaysLeft: 18 });
    expect(deciding.flags.extended).toBe(true);
    const intake = page.items.find((row) => row.id === id('intake')) as WorkqueueRow;
    expect(intake).toMatchObject({ assignee: null, clock: { state: null, dueDate: null, workingDaysLeft: null, limit: null } });
  });

  it('sorts by last change or receipt, newest first', async () => {
    expect(await keys('sort=updated')).toEqual(['decided', 'deciding', 'referred', 'held', 'evaluating', 'intake']);
    expect(await keys('sort=received')).toEqual(['decided', 'deciding', 'referred', 'held', 'evaluating', 'intake']);
  });

  it.each([
    ['status=under_evaluation', ['held', 'evaluating', 'referred']],
    ['status=submitted&status=for_decision', ['deciding', 'intake']],
    ['hold=any', ['held']],
    ['hold=missing_information', ['held']],
    ['hold=legal_action', []],
    ['hold=none&status=under_evaluation', ['evaluating', 'referred']],
    ['referral=any', ['referred']],
    ['referral=pamb', ['referred']],
    ['referral=ncip', []],
    ['referral=none&status=under_evaluation', ['held', 'evaluating']],
    ['assignee=unassigned', ['deciding', 'decided', 'referred', 'intake']],
    ['clockState=at_risk', ['held']],
    ['clockState=on_track&clockState=overdue', ['deciding', 'decided', 'evaluating', 'referred']],
    ['applicationType=commercial', ['evaluating']],
    ['queue=unassigned_intake', ['intake']],
    ['queue=for_evaluation', ['evaluating']],
    ['queue=on_hold', ['held']],
    ['queue=referrals', ['referred']],
    ['queue=for_decision', ['deciding']],
    ['queue=at_risk', ['held']],
    ['queue=overdue', ['deciding']],
    ['queue=recently_decided', ['decided']],
    ['queue=for_evaluation&applicationType=research', []],
  ])('filters with %s', async (query, expected) => {
    expect(await keys(query)).toEqual(expected);
  });

  it('filters by assignee: me, or a user id', async () => {
    expect(await keys('assignee=me', evaluatorHeaders)).toEqual(['held', 'evaluating']);
    expect(await keys('queue=assigned_to_me', evaluatorHeaders)).toEqual(['held', 'evaluating']);
    expect(await keys(`assignee=${evaluator.id.toUpperCase()}`)).toEqual(['held', 'evaluating']);
    expect(await keys('assignee=me')).toEqual([]);
  });

  it('filters by agency, and by receipt and change time', async () => {
    expect(await keys(`agency=${agencyB}`)).toEqual(['decided']);
    expect(await keys(`agency=${agencyA}&agency=${agencyB}&status=approved`)).toEqual(['decided']);
    const received = apps.get('referred')?.createdAt as string;
    expect(await keys(`sort=received&receivedFrom=${received}`)).toEqual(['decided', 'deciding', 'referred']);
    expect(await keys(`sort=received&receivedTo=${received}`)).toEqual(['held', 'evaluating', 'intake']);
    const page = await list('limit=200&sort=updated');
    const changed = page.items.find((row) => row.id === id('deciding'))?.updatedAt as string;
    expect(await keys(`sort=updated&changedFrom=${encodeURIComponent(changed)}`)).toEqual(['decided', 'deciding']);
    expect(await keys(`sort=updated&changedTo=${encodeURIComponent(changed)}&changedFrom=2000-01-01T00:00:00Z`)).toEqual([
      'referred',
      'held',
      'evaluating',
      'intake',
    ]);
  });

  it.each([
    ['paranaque', ['intake']],
    ['Parañaque', ['intake']],
    ['PARAÑAQUE', ['intake']],
    ['los banos', ['deciding', 'decided', 'held', 'referred']],
    ['Los Baños', ['deciding', 'decided', 'held', 'referred']],
    ['pena', ['intake']],
    ['Peña José', ['intake']],
    ['nino santos', ['held']],
    ['Niño', ['held', 'intake']],
    ['andres bonifacio', ['referred']],
    ['jose.pena@example.ph', ['intake']],
    ['cristina@uplb', ['evaluating']],
    ['Polyplectron', ['evaluating']],
    ['peacock pheasant', ['evaluating']],
    ['puerto prin', ['evaluating']],
    ['puert princesa', []],
    ['palawan', ['evaluating']],
    ['nowhere-at-all', []],
  ])('searches %s', async (q, expected) => {
    expect(await keys(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('searches registration numbers and agency application numbers, whole or by their first digits', async () => {
    const receipt = apps.get('held') as SubmissionReceipt;
    expect(await keys(`q=${encodeURIComponent(receipt.registrationNo)}`)).toEqual(['held']);
    expect(await keys(`q=${encodeURIComponent(receipt.sourceAgencyApplicationNumber)}`)).toEqual(['held']);
    const serial = receipt.registrationNo.split('-').at(-1) as string;
    expect(await keys(`q=${serial}`)).toEqual(['held']);
    expect(await keys(`q=${encodeURIComponent('platymantis')}&status=submitted`)).toEqual(['intake']);
  });

  it.each(['due', 'updated', 'received'])(
    'walks the %s order a page at a time, each application once, as one page has them',
    async (sort) => {
      const whole = (await list(`sort=${sort}&limit=200`)).items.map((row) => row.id);
      const walked: string[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 10; pages++) {
        const page: WorkqueuePage = await list(`sort=${sort}&limit=2${cursor === null ? '' : `&cursor=${cursor}`}`);
        walked.push(...page.items.map((row) => row.id));
        cursor = page.nextCursor;
        if (cursor === null) break;
      }
      expect(walked).toEqual(whole);
      expect(whole).toHaveLength(6);
    },
  );

  it('counts each workqueue as its listing has it', async () => {
    const response = await t.app.inject({ url: '/api/v1/staff/workqueues', headers: evaluatorHeaders });
    expect(response.statusCode, response.body).toBe(200);
    const counts = json<WorkqueueCounts>(response);
    expect(Object.fromEntries(counts.queues.map((q) => [q.queue, q.count]))).toEqual({
      assigned_to_me: 2,
      unassigned_intake: 1,
      for_evaluation: 1,
      on_hold: 1,
      referrals: 1,
      for_decision: 1,
      at_risk: 1,
      overdue: 1,
      recently_decided: 1,
      obligations_overdue: 0,
    });
    for (const { queue, count } of counts.queues) expect(await keys(`queue=${queue}`, evaluatorHeaders), queue).toHaveLength(count);
  });

  it('shows a user limited to some agencies only theirs, in listings and counts, and refuses another agency (403)', async () => {
    expect(await keys('', limitedHeaders)).toEqual(['decided']);
    expect(await keys('q=paranaque', limitedHeaders)).toEqual([]);
    const counts = json<WorkqueueCounts>(await t.app.inject({ url: '/api/v1/staff/workqueues', headers: limitedHeaders }));
    expect(counts.queues.find((q) => q.queue === 'unassigned_intake')?.count).toBe(0);
    expect(counts.queues.find((q) => q.queue === 'recently_decided')?.count).toBe(1);
    const refused = await t.app.inject({ url: `/api/v1/staff/applications?agency=${agencyA}`, headers: limitedHeaders });
    expect(refused.statusCode).toBe(403);
    expect(json<{ code: string; errors: { parameter: string }[] }>(refused)).toMatchObject({
      code: 'not_permitted',
      errors: [{ parameter: 'agency' }],
    });
  });

  it.each([
    ['status=bogus', 'status/0'],
    ['status=submitted&status=nope', 'status/1'],
    ['hold=sometimes', 'hold'],
    ['referral=dfa', 'referral'],
    ['assignee=bob', 'assignee'],
    ['clockState=late', 'clockState/0'],
    ['agency=no%20spaces', 'agency/0'],
    ['receivedFrom=yesterday', 'receivedFrom'],
    ['receivedFrom=2026-11-02T00:00:00Z&receivedTo=2026-11-01T00:00:00Z', 'receivedTo'],
    ['changedFrom=2026-11-02T00:00:00Z&changedTo=2026-11-02T00:00:00Z', 'changedTo'],
    ['q=---', 'q'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['sort=priority', 'sort'],
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['queue=mine', 'queue'],
    ['colour=green', 'colour'],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
  ])('refuses %s with a problem naming %s', async (query, parameter) => {
    const response = await t.app.inject({ url: `/api/v1/staff/applications?${query}`, headers: viewer });
    expect(response.statusCode, response.body).toBe(400);
    const problem = json<{ code: string; errors: { parameter: string }[] }>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((e) => e.parameter)).toContain(parameter);
  });

  it('refuses a cursor sent with other filters or another sort, or by another user', async () => {
    const first = await list('limit=1&status=under_evaluation');
    const cursor = first.nextCursor as string;
    for (const [query, headers] of [
      [`limit=1&status=submitted&cursor=${cursor}`, viewer],
      [`limit=1&status=under_evaluation&sort=updated&cursor=${cursor}`, viewer],
      [`limit=1&status=under_evaluation&cursor=${cursor}`, evaluatorHeaders],
    ] as const) {
      const response = await t.app.inject({ url: `/api/v1/staff/applications?${query}`, headers });
      expect(response.statusCode).toBe(400);
      expect(json<{ errors: { parameter: string }[] }>(response).errors[0]?.parameter).toBe('cursor');
    }
    expect((await list(`limit=5&status=under_evaluation&cursor=${cursor}`)).items).toHaveLength(2);
  });
});
