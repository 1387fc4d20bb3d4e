import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { changeApplication } from '../../src/applications/application.write.js';
import type { AuditEntry, AuditPage, AuditVerification } from '../../src/audit/audit.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from '../helpers/staff.js';
import { allowAuditTampering } from '../helpers/tampering.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

/** The audit trail through the staff API, on each database: an application's rows, the admin's trail, its check, its export. */
describe.each(testDialects)('the audit trail for staff (%s)', (dialect) => {
  let t: TestApp;
  let admin: TestStaff;
  let adminHeaders: StaffHeaders;
  let viewerHeaders: StaffHeaders;
  let limitedHeaders: StaffHeaders;
  let receipt: SubmissionReceipt;

  const get = (url: string, headers: StaffHeaders) => t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    receipt = (await aSubmittedApplication(t)).receipt;
    for (const status of ['incomplete', 'submitted'] as const) {
      await changeApplication(t.database.db, {
        observers: ACTION_REGISTRY.observers,
        applicationId: receipt.id,
        actor: aStaffActor(['intake']),
        role: 'intake',
        decide: () => ({ set: { status }, journal: [{ action: status === 'incomplete' ? 'returned_incomplete' : 'responded' }] }),
      });
    }
    admin = await createStaff(t, { roles: ['admin'], name: 'Admin Aquino' });
    adminHeaders = await loginAs(t, admin);
    viewerHeaders = await loginAs(t, await createStaff(t, { roles: ['viewer'] }));
    limitedHeaders = await loginAs(t, await createStaff(t, { roles: ['viewer'], agencies: [await t.agency()] }));
  });
  afterAll(async () => t?.close());

  it("reads an application's rows in chain order, by registration number or id, a page at a time", async () => {
    const whole = json<AuditPage>(await get(`/api/v1/staff/applications/${receipt.registrationNo}/audit`, viewerHeaders));
    expect(whole.items.map((e) => e.action)).toEqual(['application.submitted', 'application.returned_incomplete', 'application.responded']);
    expect(whole.items[1]).toMatchObject({
      actorKind: 'staff',
      actorRole: 'intake',
      before: { status: 'submitted' },
      after: { status: 'incomplete' },
    });
    expect(whole.nextCursor).toBeNull();
    const walked: AuditEntry[] = [];
    let cursor: string | null = null;
    do {
      const response = await get(
        `/api/v1/staff/applications/${receipt.id}/audit?limit=2${cursor === null ? '' : `&cursor=${cursor}`}`,
        viewerHeaders,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = json<AuditPage>(response);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(walked).toEqual(whole.items);
  });

  it("answers 404 for an unknown application and for one outside the user's agencies", async () => {
    for (const [ref, headers] of [
      ['BP-1999-000001', viewerHeaders],
      ['0190f3a4-5b6c-7d8e-9f00-112233445566', viewerHeaders],
      [receipt.registrationNo, limitedHeaders],
    ] as const) {
      const response = await get(`/api/v1/staff/applications/${ref}/audit`, headers);
      expect(response.statusCode).toBe(404);
      expect(json<{ code: string }>(response).code).toBe('not_found');
    }
  });

  it('lists the whole trail newest first for an admin, with staff names, filtered by actor, action, subject, application and time', async () => {
    const newest = json<AuditPage>(await get('/api/v1/staff/audit?limit=5', adminHeaders));
    const sequences = newest.items.map((e) => e.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    const mine = json<AuditPage>(await get(`/api/v1/staff/audit?actor=${admin.id}&action=staff_session.created`, adminHeaders));
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((e) => e.actorId === admin.id && e.action === 'staff_session.created' && e.actorName === 'Admin Aquino')).toBe(
      true,
    );
    const subject = json<AuditPage>(await get(`/api/v1/staff/audit?subjectType=staff_user&subjectId=${admin.id}`, adminHeaders));
    expect(subject.items.length).toBeGreaterThan(0);
    expect(subject.items.every((e) => e.subjectId === admin.id)).toBe(true);
    const ofApplication = json<AuditPage>(await get(`/api/v1/staff/audit?application=${receipt.registrationNo}`, adminHeaders));
    expect(ofApplication.items.map((e) => e.action)).toEqual([
      'application.responded',
      'application.returned_incomplete',
      'application.submitted',
    ]);
    const submittedAt = ofApplication.items[2]?.occurredAt as string;
    const before = json<AuditPage>(await get(`/api/v1/staff/audit?application=${receipt.id}&to=${submittedAt}`, adminHeaders));
    expect(before.items).toEqual([]);
    const from = json<AuditPage>(await get(`/api/v1/staff/audit?application=${receipt.id}&from=${submittedAt}&limit=1`, adminHeaders));
    expect(from.items).toHaveLength(1);
    const next = await get(
      `/api/v1/staff/audit?application=${receipt.id}&from=${submittedAt}&limit=1&cursor=${from.nextCursor}`,
      adminHeaders,
    );
    expect(json<AuditPage>(next).items[0]?.action).toBe('application.returned_incomplete');
    const otherFilters = await get(`/api/v1/staff/audit?limit=1&cursor=${from.nextCursor}`, adminHeaders);
    expect(otherFilters.statusCode).toBe(400);
    expect(json<{ errors: { parameter: string }[] }>(otherFilters).errors[0]?.parameter).toBe('cursor');
  });

  it.each([
    ['actor=someone', 'actor'],
    ['from=yesterday', 'from'],
    ['from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', 'to'],
    ['limit=501', 'limit'],
    ['cursor=bm9wZQ', 'cursor'],
    ['colour=green', 'colour'],
  ])('refuses %s with a problem naming %s', async (query, parameter) => {
    const response = await get(`/api/v1/staff/audit?${query}`, adminHeaders);
    expect(response.statusCode, response.body).toBe(400);
    expect(json<{ errors: { parameter: string }[] }>(response).errors.map((e) => e.parameter)).toContain(parameter);
  });

  it('refuses the trail, its check and its export to anyone but an admin (403), and an unknown application (404)', async () => {
    for (const url of ['/api/v1/staff/audit', '/api/v1/staff/audit/verification', '/api/v1/staff/audit/export']) {
      const response = await get(url, viewerHeaders);
      expect(response.statusCode, url).toBe(403);
      expect(json<{ code: string }>(response).code).toBe('not_permitted');
    }
    expect((await get('/api/v1/staff/audit/export?application=BP-1999-000001', adminHeaders)).statusCode).toBe(404);
  });

  it('exports JSON lines in chain order, each with its hash, filtered like the CLI', async () => {
    const response = await get(`/api/v1/staff/audit/export?application=${receipt.registrationNo}`, adminHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/jsonl/);
    const lines = response.body
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as AuditEntry);
    expect(lines.map((l) => l.action)).toEqual(['application.submitted', 'application.returned_incomplete', 'application.responded']);
    expect(lines.every((l) => /^[0-9a-f]{64}$/.test(l.hash))).toBe(true);
    const all = await get('/api/v1/staff/audit/export', adminHeaders);
    const sequences = all.body
      .trimEnd()
      .split('\n')
      .map((line) => (JSON.parse(line) as AuditEntry).sequence);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });

  it('checks the chain, and names the first broken row once a row is changed', async () => {
    const intact = json<AuditVerification>(await get('/api/v1/staff/audit/verification', adminHeaders));
    expect(intact).toMatchObject({ ok: true, broken: null });
    expect(intact.rows).toBeGreaterThan(3);
    await allowAuditTampering(t.database);
    const victim = await t.database.db
      .selectFrom('audit_events')
      .select(['id', 'sequence'])
      .where('sequence', '=', 2)
      .executeTakeFirstOrThrow();
    await sql`update audit_events set action = 'something.else' where id = ${victim.id}`.execute(t.database.db);
    const broken = json<AuditVerification>(await get('/api/v1/staff/audit/verification', adminHeaders));
    expect(broken).toMatchObject({ ok: false, rows: 1, broken: { sequence: 2, id: victim.id } });
  });
});
