import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../src/db/migrations/index.js';
import type { WorkqueueCounts, WorkqueuePage, WorkqueueRow } from '../../src/workqueues/workqueue.schemas.js';
import { aMember, type Member } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitAction, permitEnv } from '../helpers/permits.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * The publisher's queue (`awaiting_publication`) on each database: the permits waiting for a step on
 * the ABS Clearing-House, the longest waiting first; how it moves as the publisher records steps and
 * the approver renews or revokes; paging, counts, who sees it, the `cbdStatus` filter and the refusals.
 * Each test lists only its own applications (each has an agency of its own), so none sees another's.
 */

interface Permitted {
  readonly id: string;
  readonly agency: string;
  readonly permitNo: string;
}

describe.each(testDialects)("the publisher's queue (%s)", (dialect) => {
  let t: TestApp;
  let approver: Member;
  let publisher: Member;
  let chief: Member;
  let admin: Member;
  let evaluator: Member;
  let viewer: Member;
  const seeded = new Map<string, Permitted>();

  /** An approved application with a permit issued, its publication taken through `steps` by the publisher. */
  async function aPermit(key: string, steps: readonly Record<string, unknown>[] = []): Promise<Permitted> {
    const { agency, receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, approver);
    for (const step of steps) await permitAction(t, publisher, receipt.id, { action: 'record_cbd_status', ...step });
    const permitted = { id: receipt.id, agency, permitNo: permit.permit_no };
    seeded.set(key, permitted);
    return permitted;
  }

  const SUBMITTED = { to: 'submitted' };
  const published = (n: number) => ({ to: 'published', irccIdentifier: `ABSCH-IRCC-PH-${250_000 + n}-1` });

  async function list(query: string, who: Member = publisher): Promise<WorkqueuePage> {
    const response = await t.app.inject({ url: `/api/v1/staff/applications?${query}`, headers: who.headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<WorkqueuePage>(response);
  }

  /** The keys of `keys`' applications in the queue, in its order. */
  async function queueOf(keys: readonly string[], who: Member = publisher, extra = ''): Promise<string[]> {
    const agencies = keys.map((key) => `agency=${seeded.get(key)?.agency}`).join('&');
    const byId = new Map([...seeded].map(([key, p]) => [p.id, key]));
    const page = await list(`queue=awaiting_publication&limit=200&${agencies}${extra}`, who);
    return page.items.map((row) => byId.get(row.id) ?? `?${row.registrationNo}`);
  }

  const STATIC = ['ready', 'submitted', 'rejected', 'published', 'not_applicable', 'no_permit'];

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    approver = await aMember(t, ['approver']);
    publisher = await aMember(t, ['abs_publisher']);
    chief = await aMember(t, ['chief']);
    admin = await aMember(t, ['admin']);
    evaluator = await aMember(t, ['evaluator']);
    viewer = await aMember(t, ['viewer']);
    // In this order, so each waits longer than the next.
    await aPermit('ready');
    await aPermit('submitted', [SUBMITTED]);
    await aPermit('rejected', [SUBMITTED, { to: 'rejected', text: 'The IRCC needs the subject matter in English.' }]);
    await aPermit('published', [SUBMITTED, published(1)]);
    await aPermit('not_applicable', [{ to: 'not_applicable' }]);
    const approved = await anApprovedApplication(t);
    seeded.set('no_permit', { id: approved.receipt.id, agency: approved.agency, permitNo: '' });
  });
  afterAll(async () => t?.close());

  it('lists the permits waiting for the publisher, the longest waiting first, each with its cbdStatus and permit number', async () => {
    expect(await queueOf(STATIC)).toEqual(['ready', 'submitted', 'rejected']);
    const agencies = STATIC.map((key) => `agency=${seeded.get(key)?.agency}`).join('&');
    const rows = (await list(`queue=awaiting_publication&${agencies}`)).items;
    expect(rows.map((row) => [row.cbdStatus, row.permitNo])).toEqual([
      ['ready', seeded.get('ready')?.permitNo],
      ['submitted', seeded.get('submitted')?.permitNo],
      ['rejected', seeded.get('rejected')?.permitNo],
    ]);
    const since = rows.map((row) => row.cbdStatusChangedAt as string);
    expect([...since].sort()).toEqual(since);
    expect(rows[0]).toMatchObject({ status: 'issued', updatedAt: since[0] });
  });

  it('carries a null cbdStatus and permit number on the rows of applications without a permit', async () => {
    const row = (await list(`agency=${seeded.get('no_permit')?.agency}`)).items[0] as WorkqueueRow;
    expect(row).toMatchObject({ status: 'approved', cbdStatus: null, cbdStatusChangedAt: null, permitNo: null });
  });

  it("carries the status of the row's permit: a suspended or revoked permit shows so, not as in force", async () => {
    const inForce = await aPermit('in_force');
    const suspended = await aPermit('suspended');
    const revoked = await aPermit('revoked_status');
    await permitAction(t, approver, suspended.id, { action: 'suspend_permit', reasons: 'Collection beyond the permitted sites.' });
    await permitAction(t, approver, revoked.id, { action: 'revoke_permit', reasons: 'Specimens exported without a permit.' });
    const agencies = [inForce, suspended, revoked].map((p) => `agency=${p.agency}`).join('&');
    const rows = new Map((await list(agencies)).items.map((row) => [row.id, row]));
    expect(rows.get(inForce.id)).toMatchObject({ status: 'issued', permitNo: inForce.permitNo, permitStatus: 'issued' });
    expect(rows.get(suspended.id)).toMatchObject({ status: 'issued', permitStatus: 'suspended' });
    expect(rows.get(revoked.id)).toMatchObject({ status: 'issued', permitStatus: 'revoked' });
    const none = (await list(`agency=${seeded.get('no_permit')?.agency}`)).items[0] as WorkqueueRow;
    expect(none.permitStatus).toBeNull();
  });

  it('moves as the publisher records steps: published leaves it, a renewal re-enters as update_pending, a revocation as revocation_pending', async () => {
    const keys = ['first', 'second', 'renewed', 'revoked'];
    const first = await aPermit('first');
    await aPermit('second', [SUBMITTED]);
    const renewed = await aPermit('renewed', [SUBMITTED, published(2)]);
    const revoked = await aPermit('revoked', [SUBMITTED, published(3)]);
    expect(await queueOf(keys)).toEqual(['first', 'second']);

    await permitAction(t, publisher, first.id, { action: 'record_cbd_status', ...SUBMITTED });
    expect(await queueOf(keys)).toEqual(['second', 'first']);

    const renewal = await permitAction(t, approver, renewed.id, { action: 'renew_permit', reasons: 'Second field season.' });
    await permitAction(t, approver, revoked.id, { action: 'revoke_permit', reasons: 'Specimens exported without a permit.' });
    const rows = (await list(`queue=awaiting_publication&${keys.map((k) => `agency=${seeded.get(k)?.agency}`).join('&')}`)).items;
    expect(rows.map((row) => [row.id, row.cbdStatus, row.permitNo])).toEqual([
      [seeded.get('second')?.id, 'submitted', seeded.get('second')?.permitNo],
      [first.id, 'submitted', first.permitNo],
      [renewed.id, 'update_pending', renewal.permit_no],
      [revoked.id, 'revocation_pending', revoked.permitNo],
    ]);

    await permitAction(t, publisher, first.id, { action: 'record_cbd_status', ...published(4) });
    await permitAction(t, publisher, revoked.id, { action: 'record_cbd_status', to: 'revoked' });
    expect(await queueOf(keys)).toEqual(['second', 'renewed']);
  });

  it('walks the queue a page at a time, each permit once, as one page has them', async () => {
    const agencies = STATIC.map((key) => `agency=${seeded.get(key)?.agency}`).join('&');
    const whole = (await list(`queue=awaiting_publication&${agencies}`)).items.map((row) => row.id);
    const walked: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 5; pages++) {
      const page: WorkqueuePage = await list(`queue=awaiting_publication&${agencies}&limit=1${cursor === null ? '' : `&cursor=${cursor}`}`);
      walked.push(...page.items.map((row) => row.id));
      cursor = page.nextCursor;
      if (cursor === null) break;
    }
    expect(walked).toEqual(whole);
    expect(walked).toHaveLength(3);
    // The queue's own order, named: the same pages.
    expect((await list(`queue=awaiting_publication&sort=waiting&${agencies}`)).items.map((row) => row.id)).toEqual(whole);
  });

  it('counts the queue as its listing has it, for the roles that see it', async () => {
    const agencies = STATIC.map((key) => seeded.get(key)?.agency as string);
    const limited = await aMember(t, ['abs_publisher'], agencies);
    const countOf = async (who: Member) => {
      const response = await t.app.inject({ url: '/api/v1/staff/workqueues', headers: who.headers });
      expect(response.statusCode, response.body).toBe(200);
      return json<WorkqueueCounts>(response).queues.find((q) => q.queue === 'awaiting_publication')?.count;
    };
    expect(await countOf(limited)).toBe(3);
    expect((await list('queue=awaiting_publication&limit=200', limited)).items).toHaveLength(3);
    for (const who of [publisher, chief, admin]) {
      expect(await countOf(who)).toBe((await list('queue=awaiting_publication&limit=200', who)).items.length);
    }
  });

  it('is not offered to the other roles: not counted, and its listing refused naming queue (403)', async () => {
    for (const who of [evaluator, viewer, approver]) {
      const counts = json<WorkqueueCounts>(await t.app.inject({ url: '/api/v1/staff/workqueues', headers: who.headers }));
      expect(counts.queues.map((q) => q.queue)).not.toContain('awaiting_publication');
      expect(counts.queues.map((q) => q.queue)).toContain('for_decision');
      const response = await t.app.inject({ url: '/api/v1/staff/applications?queue=awaiting_publication', headers: who.headers });
      expect(response.statusCode).toBe(403);
      expect(json<{ code: string; errors: { parameter: string }[] }>(response)).toMatchObject({
        code: 'not_permitted',
        errors: [{ parameter: 'queue' }],
      });
    }
  });

  it('filters any listing by cbdStatus, for every role that reads applications', async () => {
    const agencies = STATIC.map((key) => `agency=${seeded.get(key)?.agency}`).join('&');
    const keysOf = async (query: string) => {
      const byId = new Map([...seeded].map(([key, p]) => [p.id, key]));
      return (await list(`${agencies}&${query}`, viewer)).items.map((row) => byId.get(row.id));
    };
    expect(await keysOf('cbdStatus=published')).toEqual(['published']);
    expect(await keysOf('cbdStatus=not_applicable&cbdStatus=rejected&sort=waiting')).toEqual(['rejected', 'not_applicable']);
    expect(await keysOf('cbdStatus=revoked')).toEqual([]);
  });

  it.each([
    ['cbdStatus=lost', 'cbdStatus/0'],
    ['cbdStatus=ready&cbdStatus=pending', 'cbdStatus/1'],
    ['sort=waiting', 'sort'],
    ['queue=for_decision&sort=waiting', 'sort'],
    ['sort=oldest', 'sort'],
  ])('refuses %s with a problem naming %s (400)', async (query, parameter) => {
    const response = await t.app.inject({ url: `/api/v1/staff/applications?${query}`, headers: publisher.headers });
    expect(response.statusCode, response.body).toBe(400);
    const problem = json<{ code: string; errors: { parameter: string }[] }>(response);
    expect(problem.code).toBe('validation_failed');
    expect(problem.errors.map((e) => e.parameter)).toContain(parameter);
  });

  it('refuses a cursor of the queue sent with another order (400 naming cursor)', async () => {
    const agencies = STATIC.map((key) => `agency=${seeded.get(key)?.agency}`).join('&');
    const cursor = (await list(`queue=awaiting_publication&${agencies}&limit=1`)).nextCursor as string;
    const response = await t.app.inject({
      url: `/api/v1/staff/applications?queue=awaiting_publication&${agencies}&limit=1&sort=due&cursor=${cursor}`,
      headers: publisher.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ errors: { parameter: string }[] }>(response).errors[0]?.parameter).toBe('cursor');
  });

  it('migration 0015 stamps each stored permit with the time the journal last changed its publication, as the write path did', async () => {
    const db = t.database.db;
    const stamped = () =>
      db
        .selectFrom('applications')
        .select(['id', 'cbd_status', 'cbd_status_changed_at'])
        .where('cbd_status', 'is not', null)
        .orderBy('id')
        .execute();
    const before = await stamped();
    expect(before.length).toBeGreaterThanOrEqual(9);
    const migration = migrations['0015-publication-queue'];
    await migration?.down?.(db);
    await migration?.up(db);
    expect(await stamped()).toEqual(before);
  });
});
