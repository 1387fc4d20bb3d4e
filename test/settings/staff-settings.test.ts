import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/audit/audit.schemas.js';
import { SETTING_KEYS } from '../../src/settings/setting.definitions.js';
import { testDialects } from '../helpers/databases.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Setting {
  key: string;
  value: unknown;
  default: unknown;
  source: string;
  schema: { type?: string; 'x-placeholders'?: Record<string, { description: string; example: string }> };
  updatedBy: string | null;
  version: string;
}
interface Holiday {
  date: string;
  name: string;
  kind: string;
  source: string;
}

/** The settings and the holiday calendar the back-office edits, on each database. */
describe.each(testDialects)('settings and holidays for admins (%s)', (dialect) => {
  let t: TestApp;
  let admin: StaffHeaders;
  let adminId: string;
  let viewer: StaffHeaders;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const user = await createStaff(t, { roles: ['admin'] });
    adminId = user.id;
    admin = await loginAs(t, user);
    viewer = await loginAs(t, await createStaff(t, { roles: ['viewer'] }));
  });
  afterAll(async () => t?.close());

  const auditOf = async (query: string) =>
    json<AuditPage>(await t.app.inject({ url: `/api/v1/staff/audit?${query}`, headers: admin })).items;

  it('lists every setting of the registry, each with its value, default and schema', async () => {
    const response = await t.app.inject({ url: '/api/v1/staff/settings', headers: admin });
    expect(response.statusCode).toBe(200);
    const settings = json<Setting[]>(response);
    expect(settings.map((s) => s.key)).toEqual(SETTING_KEYS);
    const limits = settings.find((s) => s.key === 'clock.time_limits') as Setting;
    expect(limits).toMatchObject({ value: { defaultWorkingDays: 20, byApplicationType: {} }, source: 'default' });
    expect(limits.schema.type).toBe('object');
  });

  it('sets a time limit per application type, audited with the value before and after, and resets it', async () => {
    const value = { defaultWorkingDays: 20, byApplicationType: { commercial: 7 } };
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/staff/settings/clock.time_limits', headers: admin, payload: { value } });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<Setting>(put)).toMatchObject({ value, source: 'stored', updatedBy: adminId });
    expect(json<Setting>(await t.app.inject({ url: '/api/v1/staff/settings/clock.time_limits', headers: admin })).value).toEqual(value);
    const [changed] = await auditOf('action=setting.changed&subjectId=clock.time_limits');
    expect(changed).toMatchObject({
      actorId: adminId,
      actorRole: 'admin',
      before: { value: { defaultWorkingDays: 20, byApplicationType: {} } },
      after: { value },
    });
    const reset = await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/settings/clock.time_limits', headers: admin });
    expect(json<Setting>(reset)).toMatchObject({ source: 'default', value: { byApplicationType: {} } });
    expect((await auditOf('action=setting.reset'))[0]).toMatchObject({ before: { value }, after: { value: { byApplicationType: {} } } });
    const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/settings/clock.time_limits', headers: admin });
    expect(again.statusCode).toBe(404);
  });

  it('sets the abandonment grace periods', async () => {
    const value = { incompleteDays: 45, unansweredRequestDays: 15 };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/staff/settings/workflow.abandonment_grace',
      headers: admin,
      payload: { value },
    });
    expect(json<Setting>(put).value).toEqual(value);
  });

  it.each([
    [{ value: { defaultWorkingDays: 0, byApplicationType: {} } }, '/value/defaultWorkingDays'],
    [{ value: { defaultWorkingDays: 20 } }, '/value/byApplicationType'],
    [{ value: { defaultWorkingDays: 20, byApplicationType: { research: 'ten' } } }, '/value/byApplicationType/research'],
    [{ value: { defaultWorkingDays: 20, byApplicationType: {}, colour: 'green' } }, '/value/colour'],
    [{}, '/value'],
    [{ value: 1, extra: true }, '/extra'],
  ])('refuses %j naming %s, and stores nothing', async (payload, pointer) => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/staff/settings/clock.time_limits', headers: admin, payload });
    expect(response.statusCode, response.body).toBe(400);
    expect(json<{ errors: { pointer: string }[] }>(response).errors.map((e) => e.pointer)).toContain(pointer);
    expect(json<Setting>(await t.app.inject({ url: '/api/v1/staff/settings/clock.time_limits', headers: admin })).source).toBe('default');
  });

  it('changes a checklist only from the version read: a stale If-Match is a 412 and stores nothing', async () => {
    const url = '/api/v1/staff/settings/attachments.checklists';
    const read = json<Setting>(await t.app.inject({ url, headers: admin }));
    expect(read.version).toBe('default');
    const value = { defaultChecklist: [{ type: 'application_form', title: 'Application form', required: true }], byApplicationType: {} };
    const put = await t.app.inject({ method: 'PUT', url, headers: { ...admin, 'if-match': `"${read.version}"` }, payload: { value } });
    expect(put.statusCode, put.body).toBe(200);
    const saved = json<Setting>(put);
    expect(saved.version).not.toBe('default');

    const other = { ...value, defaultChecklist: [{ type: 'letter_of_intent', title: 'Letter of intent', required: false }] };
    const stale = await t.app.inject({ method: 'PUT', url, headers: { ...admin, 'if-match': '"default"' }, payload: { value: other } });
    expect(stale.statusCode, stale.body).toBe(412);
    expect(json<{ code: string }>(stale).code).toBe('precondition_failed');
    const after = json<Setting>(await t.app.inject({ url, headers: admin }));
    expect(after).toMatchObject({ value, version: saved.version });

    const fresh = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin, 'if-match': `W/"${saved.version}"` },
      payload: { value: other },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
  });

  it("lists the notice templates' placeholders, each with what it means and its value for the example application", async () => {
    const templates = json<Setting>(await t.app.inject({ url: '/api/v1/staff/settings/notices.templates', headers: admin }));
    const placeholders = templates.schema['x-placeholders'] ?? {};
    expect(Object.keys(placeholders)).toContain('registrationNo');
    expect(placeholders.registrationNo).toEqual({
      description: expect.stringContaining('registration number'),
      example: 'ABS-2026-000123',
    });
    expect(placeholders.agencyApplicationNo?.example).toBe('BMB-GP-2026-0042');
    // The annotation does not change what is valid: a template with any text is still accepted.
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/staff/settings/notices.templates',
      headers: admin,
      payload: { value: { received: 'Received {registrationNo}.' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/settings/notices.templates', headers: admin })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for a key not in the registry and 400 for one that cannot be a key', async () => {
    expect((await t.app.inject({ url: '/api/v1/staff/settings/clock.colour', headers: admin })).statusCode).toBe(404);
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/staff/settings/clock.colour', headers: admin, payload: { value: 1 } });
    expect(put.statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/v1/staff/settings/NOT%20A%20KEY', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(json<{ errors: { parameter: string }[] }>(bad).errors[0]?.parameter).toBe('key');
  });

  it('refuses settings to anyone but an admin (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/staff/settings'],
      ['GET', '/api/v1/staff/settings/clock.time_limits'],
      ['PUT', '/api/v1/staff/settings/clock.time_limits'],
      ['DELETE', '/api/v1/staff/settings/clock.time_limits'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: viewer, ...(method === 'PUT' ? { payload: { value: {} } } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(json<{ code: string }>(response).code).toBe('not_permitted');
    }
  });

  it('lists a year of holidays for any staff user; an admin adds and removes days, audited', async () => {
    await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/holidays/2031-06-12', headers: admin });
    const seeded = json<Holiday[]>(await t.app.inject({ url: '/api/v1/staff/holidays?year=2031', headers: viewer }));
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/holidays',
      headers: admin,
      payload: { date: '2031-07-01', name: 'Typhoon Ondoy suspension of work' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(json<Holiday>(added)).toMatchObject({ date: '2031-07-01', kind: 'proclaimed', source: 'admin' });
    const after = json<Holiday[]>(await t.app.inject({ url: '/api/v1/staff/holidays?year=2031', headers: viewer }));
    expect(after.map((h) => h.date)).toContain('2031-07-01');
    expect(after).toHaveLength(seeded.length + 1);
    expect((await auditOf('action=holiday.added'))[0]).toMatchObject({ subjectId: '2031-07-01', before: null, after: { source: 'admin' } });
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/holidays',
      headers: admin,
      payload: { date: '2031-07-01', name: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/holidays/2031-07-01', headers: admin });
    expect(removed.statusCode).toBe(200);
    expect((await auditOf('action=holiday.removed'))[0]).toMatchObject({
      subjectId: '2031-07-01',
      before: { source: 'admin' },
      after: null,
    });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/holidays/2031-07-01', headers: admin })).statusCode).toBe(404);
  });

  it.each([
    ['GET', '/api/v1/staff/holidays?year=1999', undefined, 'year'],
    ['GET', '/api/v1/staff/holidays', undefined, 'year'],
    ['POST', '/api/v1/staff/holidays', { date: '2031-02-30', name: 'No such day' }, '/date'],
    ['POST', '/api/v1/staff/holidays', { date: '2031-03-01', name: '   ' }, '/name'],
    ['POST', '/api/v1/staff/holidays', { date: '2031-03-01', name: 'x', kind: 'fiesta' }, '/kind'],
    ['DELETE', '/api/v1/staff/holidays/tomorrow', undefined, 'date'],
  ] as const)('refuses %s %s %j naming %s', async (method, url, payload, field) => {
    const response = await t.app.inject({ method, url, headers: admin, ...(payload === undefined ? {} : { payload }) });
    expect(response.statusCode, response.body).toBe(400);
    const errors = json<{ errors: { pointer?: string; parameter?: string }[] }>(response).errors;
    expect(errors.map((e) => e.pointer ?? e.parameter)).toContain(field);
  });

  it('refuses adding and removing holidays to anyone but an admin (403)', async () => {
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/holidays',
      headers: viewer,
      payload: { date: '2031-08-01', name: 'x' },
    });
    expect(add.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/holidays/2031-12-25', headers: viewer })).statusCode).toBe(403);
  });
});
