import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffDirectoryEntry, StaffSessionView, StaffUser } from '../../src/staff/staff.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

interface Problem {
  code: string;
  detail: string;
  errors?: { parameter?: string; pointer?: string; detail: string }[];
}

/**
 * What the back-office needs besides the admin routes: the directory a chief assigns from, the
 * permissions the session reports, and a user search that ignores diacritics.
 */
describe.each(testDialects)('staff directory, session permissions and user search (%s)', (dialect) => {
  let t: TestApp;
  let agency: string;
  let otherAgency: string;
  let chiefHeaders: StaffHeaders;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    agency = await t.agency();
    otherAgency = await t.agency();
    chiefHeaders = await loginAs(t, await createStaff(t, { roles: ['chief'] }));
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: StaffHeaders) => t.app.inject({ method: 'GET', url: `/api/v1/staff${url}`, headers });
  const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

  describe('GET /directory', () => {
    it("lists a chief the evaluators who may work on an agency's applications, with only id, name, roles and agencies", async () => {
      const ofAgency = await createStaff(t, { roles: ['evaluator'], agencies: [agency], name: 'Maria Peñafrancia' });
      const ofEvery = await createStaff(t, { roles: ['evaluator', 'intake'] });
      const ofOther = await createStaff(t, { roles: ['evaluator'], agencies: [otherAgency] });
      const intake = await createStaff(t, { roles: ['intake'], agencies: [agency] });
      const response = await get(`/directory?role=evaluator&agency=${agency}`, chiefHeaders);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const entries = json<StaffDirectoryEntry[]>(response);
      expect(ids(entries)).toEqual(expect.arrayContaining([ofAgency.id, ofEvery.id]));
      expect(ids(entries)).not.toContain(ofOther.id);
      expect(ids(entries)).not.toContain(intake.id);
      expect(entries.find((entry) => entry.id === ofAgency.id)).toEqual({
        id: ofAgency.id,
        name: 'Maria Peñafrancia',
        roles: ['evaluator'],
        agencyCodes: [agency],
      });
      const names = entries.map((entry) => entry.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('leaves out disabled users', async () => {
      const admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
      const leaving = await createStaff(t, { roles: ['evaluator'] });
      expect(ids(json<StaffDirectoryEntry[]>(await get('/directory?role=evaluator', chiefHeaders)))).toContain(leaving.id);
      const disabled = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/staff/users/${leaving.id}`,
        headers: admin,
        payload: { disabled: true },
      });
      expect(disabled.statusCode).toBe(200);
      expect(ids(json<StaffDirectoryEntry[]>(await get('/directory?role=evaluator', chiefHeaders)))).not.toContain(leaving.id);
    });

    it('shows a chief limited to an agency only colleagues of that agency, and refuses another agency (403 naming agency)', async () => {
      const limitedChief = await loginAs(t, await createStaff(t, { roles: ['chief'], agencies: [agency] }));
      const colleague = await createStaff(t, { roles: ['evaluator'], agencies: [agency] });
      const stranger = await createStaff(t, { roles: ['evaluator'], agencies: [otherAgency] });
      const listed = ids(json<StaffDirectoryEntry[]>(await get('/directory?role=evaluator', limitedChief)));
      expect(listed).toContain(colleague.id);
      expect(listed).not.toContain(stranger.id);
      const refused = await get(`/directory?agency=${otherAgency}`, limitedChief);
      expect(refused.statusCode).toBe(403);
      expect(json<Problem>(refused)).toMatchObject({ code: 'not_permitted', errors: [{ parameter: 'agency' }] });
    });

    it.each(['viewer', 'evaluator', 'intake', 'approver'] as const)('refuses the %s role (403 not_permitted)', async (role) => {
      const headers = await loginAs(t, await createStaff(t, { roles: [role] }));
      const refused = await get('/directory', headers);
      expect(refused.statusCode).toBe(403);
      expect(json<Problem>(refused).code).toBe('not_permitted');
    });

    it('refuses an unknown role and a malformed agency code (400 naming the parameter)', async () => {
      const badRole = await get('/directory?role=boss', chiefHeaders);
      expect(badRole.statusCode).toBe(400);
      expect(JSON.stringify(json<Problem>(badRole).errors)).toContain('role');
      const badAgency = await get('/directory?agency=no%20spaces', chiefHeaders);
      expect(badAgency.statusCode).toBe(400);
      expect(JSON.stringify(json<Problem>(badAgency).errors)).toContain('agency');
      const unknownParameter = await get('/directory?email=x', chiefHeaders);
      expect(unknownParameter.statusCode).toBe(400);
    });
  });

  describe('the session says what the back-office may offer', () => {
    it.each([
      [
        ['chief'],
        { manageSettings: false, readAuditTrail: false, readDashboard: true, readNationalReport: true, readStaffDirectory: true },
      ],
      [['approver'], { manageSettings: false, readAuditTrail: false, readDashboard: true, readStaffDirectory: false }],
      [
        ['viewer'],
        {
          manageSettings: false,
          readAuditTrail: false,
          readDashboard: false,
          readStaffDirectory: false,
          uploadDocuments: false,
          draftAgreements: false,
          resendMessages: false,
          readAllMessages: false,
        },
      ],
      [['evaluator'], { manageSettings: false, readAuditTrail: false, readDashboard: false, uploadDocuments: true, draftAgreements: true }],
      [['intake'], { uploadDocuments: true, draftAgreements: false, resendMessages: true, readAllMessages: false }],
      [['abs_publisher'], { resendMessages: false, readAllMessages: false, readDashboard: false, readNationalReport: true }],
      [
        ['admin'],
        {
          manageUsers: true,
          manageAgencies: true,
          manageSettings: true,
          readAuditTrail: true,
          readDashboard: true,
          handleDataSubjects: false,
          recordIncidents: true,
          resendMessages: true,
          readAllMessages: true,
        },
      ],
      [
        ['dpo'],
        {
          handleDataSubjects: true,
          recordIncidents: true,
          readDashboard: true,
          readNationalReport: false,
          manageUsers: false,
          uploadDocuments: false,
        },
      ],
    ] as const)('for %j', async (roles, expected) => {
      const headers = await loginAs(t, await createStaff(t, { roles }));
      const session = json<StaffSessionView>(await get('/session', headers));
      expect(session.permissions).toMatchObject(expected);
    });
  });

  describe('GET /users?q=', () => {
    it('finds names and emails whatever their case and diacritics ("penafrancia" finds "Peñafrancia", and the other way round)', async () => {
      const admin = await loginAs(t, await createStaff(t, { roles: ['admin'] }));
      const suffix = Date.now().toString(36);
      const withTilde = await createStaff(t, { roles: ['viewer'], name: `José Peñafrancia ${suffix}` });
      const plain = await createStaff(t, { roles: ['viewer'], name: `Jose Penafrancia ${suffix}` });
      for (const q of ['penafrancia', 'PEÑAFRANCIA', 'jose pen', 'JOSÉ PEÑA']) {
        const found = json<StaffUser[]>(await get(`/users?q=${encodeURIComponent(`${q}`)}`, admin)).map((user) => user.id);
        expect(found, q).toEqual(expect.arrayContaining([withTilde.id, plain.id]));
      }
      const other = json<StaffUser[]>(await get(`/users?q=${encodeURIComponent(`penafrancio ${suffix}`)}`, admin));
      expect(other).toEqual([]);
    });

    it('refuses a chief (the directory is theirs, the user list is the admin’s)', async () => {
      const refused = await get('/users?q=pena', chiefHeaders);
      expect(refused.statusCode).toBe(403);
    });
  });
});
