import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { createApiClient } from '../../src/agencies/agency.service.js';
import { createAgreement } from '../../src/agreements/agreement.service.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { addHoliday } from '../../src/clock/holiday.service.js';
import type { StaffAudience } from '../../src/http/route-audience.js';
import { insertZones } from '../../src/places/zone.repository.js';
import { ROLES, type Role } from '../../src/policy/roles.js';
import { newId } from '../../src/shared/ids.js';
import type { SecondFactorGate } from '../../src/staff/staff.hook.js';
import { createEndpoint, sendTestEvent } from '../../src/webhooks/webhook.service.js';
import { aMember } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { declaredRoutes, routeKey } from '../helpers/declared-routes.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor, aSubmittedApplication } from '../helpers/workflow.js';

/**
 * Every staff route refuses the same sessions in the same way. The routes are those the app
 * registers with staffRoute (src/http/route-audience.ts), read from the app itself: their method,
 * whether they write (the CSRF cases) and their second-factor gate come from that declaration. What
 * a test cannot guess is in CALLS: how to call the route (a valid path and body) and what it answers
 * then, by role and agency. A staff route without an entry fails the test that names it.
 */

interface Fixtures {
  readonly admin: TestStaff;
  readonly target: TestStaff;
  readonly agency: string;
  /** An application of `agency`, submitted through the external API. */
  readonly application: SubmissionReceipt;
  /** An issued permit (of another agency's application) and its generated certificate. */
  readonly permit: { readonly id: string; readonly applicationId: string; readonly certificateId: string };
  /** An approved application with no permit yet: what the issue's preview reads. */
  readonly approved: string;
}

/** How to call one staff route, and what it answers to a session that passes its hook. */
interface StaffCall {
  /** Told apart from the route's other calls (e.g. a query that another policy decides). */
  readonly variant?: string;
  readonly adminOnly: boolean;
  /** The only roles the route lets through (besides admin), when it is not admin-only but not for everyone either. */
  readonly roles?: readonly Role[];
  /** Set when admin is not among them either (an approver signs permits; an admin does not). */
  readonly adminRefused?: true;
  /** The status a user limited to another agency gets, for a route that reads `fixtures.agency`'s applications. */
  readonly otherAgency?: number;
  /** The status with a session that passes the hook (the body may still be refused by the service). */
  readonly passes: number;
  request(t: TestApp, fixtures: Fixtures): Promise<Omit<InjectOptions, 'method'>>;
}

interface StaffRoute extends StaffCall {
  readonly name: string;
  readonly method: InjectOptions['method'];
  readonly write: boolean;
  readonly gate: SecondFactorGate;
}

const unique = () => randomBytes(3).toString('hex');
let days = 0;
/** A date no other request of the suite uses (a holiday may be added once). */
const uniqueDate = () => new Date(Date.UTC(2040, 0, 1) + days++ * 86_400_000).toISOString().slice(0, 10);

/** A zone's GeoJSON: a square degree off Palawan. */
const A_SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [120, 10],
      [121, 10],
      [121, 11],
      [120, 11],
      [120, 10],
    ],
  ],
};

const CALLS: Readonly<Record<string, StaffCall | readonly StaffCall[]>> = {
  // Documents (src/attachments/): no application has this id, so a session that passes gets a 404
  // (or, for an upload by a viewer, the role's 403).
  'GET /api/v1/staff/applications/:id/attachments': {
    adminOnly: false,
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/attachments` }),
  },
  'POST /api/v1/staff/applications/:id/attachments': {
    adminOnly: false,
    passes: 403,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/attachments`, payload: {} }),
  },
  'GET /api/v1/staff/applications/:id/attachments/:attachmentId/file': {
    adminOnly: false,
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/attachments/${randomUUID()}/file` }),
  },
  // Issue 20: a permit's obligations; no application has this id, so a session that passes gets a 404.
  'GET /api/v1/staff/applications/:id/obligations': {
    adminOnly: false,
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/obligations` }),
  },
  // Issue 28 §1: the permit's terms; no application has this id, so a session that passes gets a 404.
  'GET /api/v1/staff/applications/:id/terms': {
    adminOnly: false,
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/terms` }),
  },
  'PUT /api/v1/staff/applications/:id/terms': {
    adminOnly: false,
    passes: 404,
    request: async () => ({
      url: `/api/v1/staff/applications/${randomUUID()}/terms`,
      payload: {
        lines: [{ locationId: randomUUID(), scientificName: 'Rafflesia speciosa', quantity: null, unit: null }],
        collectors: [],
        specialConditions: [],
      },
    }),
  },
  // Issue 28 §2: a permit's balance and movements; no application has this id, so a session that passes gets a 404.
  'GET /api/v1/staff/applications/:id/permits/:permitNo/movements': {
    adminOnly: false,
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/applications/${randomUUID()}/permits/GP-1/movements` }),
  },
  // Issue 20 §4: the Darwin Core Archive (src/policy/export.policy.ts); a user limited to another agency gets an archive without its rows.
  'GET /api/v1/staff/exports/dwca': {
    adminOnly: false,
    roles: ['chief', 'approver', 'abs_publisher'],
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/exports/dwca?issuedFrom=2026-01-01&issuedTo=2026-12-31' }),
  },
  // Issue 32 §3: the national report pack (src/policy/report.policy.ts); a user limited to another agency gets its own figures.
  'GET /api/v1/staff/reports/national': {
    adminOnly: false,
    roles: ['chief', 'approver', 'abs_publisher'],
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/reports/national?from=2026-01-01&to=2026-12-31' }),
  },
  'GET /api/v1/staff/reports/national/csv': {
    adminOnly: false,
    roles: ['chief', 'approver', 'abs_publisher'],
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/reports/national/csv?from=2026-01-01&to=2026-12-31' }),
  },
  'GET /api/v1/staff/reports/national/pdf': {
    adminOnly: false,
    roles: ['chief', 'approver', 'abs_publisher'],
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/reports/national/pdf?from=2026-01-01&to=2026-12-31' }),
  },
  'GET /api/v1/staff/session': {
    adminOnly: false,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/session' }),
  },
  'DELETE /api/v1/staff/session': {
    adminOnly: false,
    passes: 204,
    request: async () => ({ url: '/api/v1/staff/session' }),
  },
  'POST /api/v1/staff/me/password': {
    adminOnly: false,
    passes: 400,
    request: async () => ({
      url: '/api/v1/staff/me/password',
      payload: { currentPassword: 'not-the-password', newPassword: 'Kalikasan-Luntian-42' },
    }),
  },
  'POST /api/v1/staff/me/totp': {
    adminOnly: false,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/me/totp', payload: {} }),
  },
  'POST /api/v1/staff/me/totp/confirmation': {
    adminOnly: false,
    passes: 409,
    request: async () => ({ url: '/api/v1/staff/me/totp/confirmation', payload: { code: '123456' } }),
  },
  'POST /api/v1/staff/me/recovery-codes': {
    adminOnly: false,
    passes: 409,
    request: async () => ({ url: '/api/v1/staff/me/recovery-codes', payload: { password: 'whatever' } }),
  },
  'GET /api/v1/staff/agencies': {
    adminOnly: false,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/agencies' }),
  },
  'GET /api/v1/staff/users': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/users' }),
  },
  'POST /api/v1/staff/users': {
    adminOnly: true,
    passes: 201,
    request: async () => ({
      url: '/api/v1/staff/users',
      payload: { email: `new.${unique()}@denr.example.ph`, name: 'New Staff', roles: ['viewer'] },
    }),
  },
  'GET /api/v1/staff/users/:id': {
    adminOnly: true,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/users/${f.target.id}` }),
  },
  'PATCH /api/v1/staff/users/:id': {
    adminOnly: true,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/users/${f.target.id}`, payload: { name: `Renamed ${unique()}` } }),
  },
  'DELETE /api/v1/staff/users/:id/sessions': {
    adminOnly: true,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/users/${f.target.id}/sessions` }),
  },
  'POST /api/v1/staff/users/:id/password-reset': {
    adminOnly: true,
    passes: 201,
    request: async (_t, f) => ({ url: `/api/v1/staff/users/${f.target.id}/password-reset`, payload: {} }),
  },
  'POST /api/v1/staff/agencies': {
    adminOnly: true,
    passes: 201,
    request: async () => ({ url: '/api/v1/staff/agencies', payload: { code: `SEC${unique()}`, name: 'Security Agency' } }),
  },
  'PATCH /api/v1/staff/agencies/:code': {
    adminOnly: true,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/agencies/${f.agency}`, payload: { contactEmail: 'permits@agency.example.org' } }),
  },
  'GET /api/v1/staff/agencies/:code/clients': {
    adminOnly: true,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/agencies/${f.agency}/clients` }),
  },
  'POST /api/v1/staff/agencies/:code/clients': {
    adminOnly: true,
    passes: 201,
    request: async (_t, f) => ({ url: `/api/v1/staff/agencies/${f.agency}/clients`, payload: {} }),
  },
  'DELETE /api/v1/staff/agencies/:code/clients/:clientId': {
    adminOnly: true,
    passes: 200,
    request: async (t, f) => {
      const { clientId } = await createApiClient(t.database.db, { agencyCode: f.agency, actor: OPERATOR_ACTOR });
      return { url: `/api/v1/staff/agencies/${f.agency}/clients/${clientId}` };
    },
  },
  'GET /api/v1/staff/applications': [
    {
      adminOnly: false,
      otherAgency: 403,
      passes: 200,
      request: async (_t, f) => ({ url: `/api/v1/staff/applications?agency=${f.agency}` }),
    },
    {
      variant: '?queue=awaiting_publication',
      // The publisher's queue (src/policy/workqueue.policy.ts): its listing is refused to the other roles.
      adminOnly: false,
      roles: ['abs_publisher', 'chief'],
      passes: 200,
      request: async () => ({ url: '/api/v1/staff/applications?queue=awaiting_publication' }),
    },
  ],
  // Issue 32 §3: the CSV export of a listing, under the listing's policy.
  'GET /api/v1/staff/exports/applications': [
    {
      adminOnly: false,
      otherAgency: 403,
      passes: 200,
      request: async (_t, f) => ({ url: `/api/v1/staff/exports/applications?agency=${f.agency}` }),
    },
    {
      variant: '?queue=awaiting_publication',
      adminOnly: false,
      roles: ['abs_publisher', 'chief'],
      passes: 200,
      request: async () => ({ url: '/api/v1/staff/exports/applications?queue=awaiting_publication' }),
    },
  ],
  'GET /api/v1/staff/workqueues': {
    adminOnly: false,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/workqueues' }),
  },
  'GET /api/v1/staff/applications/:id/audit': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.application.registrationNo}/audit` }),
  },
  // Email (src/mail/): whoever reads the application reads its messages; resending needs a working role
  // (a viewer and the publisher get 403) and names a message of the application (else 404); all messages: admins.
  'GET /api/v1/staff/applications/:id/messages': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.application.registrationNo}/messages` }),
  },
  'POST /api/v1/staff/applications/:id/messages/:messageId/resend': {
    adminOnly: false,
    roles: ['intake', 'evaluator', 'chief', 'approver'],
    otherAgency: 404,
    passes: 404,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.application.registrationNo}/messages/${randomUUID()}/resend` }),
  },
  'GET /api/v1/staff/messages': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/messages?status=queued&limit=5' }),
  },
  'GET /api/v1/staff/audit': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/audit?limit=5' }),
  },
  'GET /api/v1/staff/audit/verification': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/audit/verification' }),
  },
  'GET /api/v1/staff/audit/export': {
    adminOnly: true,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/audit/export?application=${f.application.id}` }),
  },
  'GET /api/v1/staff/settings': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/settings' }),
  },
  'GET /api/v1/staff/settings/:key': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/settings/clock.time_limits' }),
  },
  'PUT /api/v1/staff/settings/:key': {
    adminOnly: true,
    passes: 200,
    request: async () => ({
      url: '/api/v1/staff/settings/workflow.abandonment_grace',
      payload: { value: { incompleteDays: 30, unansweredRequestDays: 30 } },
    }),
  },
  'DELETE /api/v1/staff/settings/:key': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/settings/workflow.abandonment_grace' }),
  },
  'GET /api/v1/staff/code-lists/psgc': {
    adminOnly: false,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/code-lists/psgc?parent=1700000000' }),
  },
  'GET /api/v1/staff/places/zones': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/places/zones' }),
  },
  'POST /api/v1/staff/places/zones': {
    adminOnly: true,
    passes: 201,
    request: async () => ({
      url: '/api/v1/staff/places/zones',
      payload: { kind: 'protected_area', name: `Zone ${unique()}`, geojson: A_SQUARE },
    }),
  },
  'DELETE /api/v1/staff/places/zones/:id': {
    adminOnly: true,
    passes: 204,
    request: async (t) => {
      const id = newId();
      const at = new Date().toISOString();
      await insertZones(t.database.db, [
        {
          id,
          kind: 'protected_area',
          name: 'To be removed',
          geometry: JSON.stringify(A_SQUARE),
          min_longitude: 120,
          min_latitude: 10,
          max_longitude: 121,
          max_latitude: 11,
          uploaded_by: id,
          created_at: at,
        },
      ]);
      return { url: `/api/v1/staff/places/zones/${id}` };
    },
  },
  'GET /api/v1/staff/holidays': {
    adminOnly: false,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/holidays?year=2030' }),
  },
  'POST /api/v1/staff/holidays': {
    adminOnly: true,
    passes: 201,
    request: async () => ({ url: '/api/v1/staff/holidays', payload: { date: uniqueDate(), name: 'Proclaimed day' } }),
  },
  'DELETE /api/v1/staff/holidays/:date': {
    adminOnly: true,
    passes: 200,
    request: async (t) => {
      const date = uniqueDate();
      await addHoliday(t.database.db, { date, name: 'To be removed' }, { actor: OPERATOR_ACTOR });
      return { url: `/api/v1/staff/holidays/${date}` };
    },
  },
  'GET /api/v1/staff/vocabulary': {
    adminOnly: false,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/vocabulary' }),
  },
  'GET /api/v1/staff/dashboard': {
    adminOnly: false,
    roles: ['chief', 'approver', 'dpo'],
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/dashboard' }),
  },
  // Permits (src/permits/): the fixture's issued permit; a user limited to another agency gets the 404 of none.
  'GET /api/v1/staff/applications/:id/permits': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.permit.applicationId}/permits` }),
  },
  'GET /api/v1/staff/permits/:id': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}` }),
  },
  'GET /api/v1/staff/permits/:id/certificate': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}/certificate` }),
  },
  'GET /api/v1/staff/permits/:id/certificates/:certificateId': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}/certificates/${f.permit.certificateId}` }),
  },
  // The issue's preview (issue 31): the issue action's roles, on an approved application without a permit.
  'GET /api/v1/staff/applications/:id/permit-preview': {
    adminOnly: false,
    roles: ['approver'],
    adminRefused: true,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.approved}/permit-preview` }),
  },
  'GET /api/v1/staff/applications/:id/permit-preview/certificate': {
    adminOnly: false,
    roles: ['approver'],
    adminRefused: true,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.approved}/permit-preview/certificate` }),
  },
  // The ABS Clearing-House (src/absch/, issue 20): the fixture's application; a user limited to another agency gets the 404 of none.
  'GET /api/v1/staff/applications/:id/absch': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.permit.applicationId}/absch` }),
  },
  'GET /api/v1/staff/absch/overview': {
    adminOnly: false,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/absch/overview' }),
  },
  'GET /api/v1/staff/permits/:id/absch-document': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}/absch-document` }),
  },
  'POST /api/v1/staff/permits/:id/certificates': {
    // An approver gets past the policy to the upload itself, which refuses a body that is not multipart.
    adminOnly: false,
    roles: ['approver'],
    adminRefused: true,
    otherAgency: 404,
    passes: 415,
    request: async (_t, f) => ({ url: `/api/v1/staff/permits/${f.permit.id}/certificates`, payload: {} }),
  },
  // Agreements (src/agreements/), on the fixture's application.
  'GET /api/v1/staff/applications/:id/agreements': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.application.id}/agreements` }),
  },
  'POST /api/v1/staff/applications/:id/agreements': {
    adminOnly: false,
    roles: ['evaluator', 'chief'],
    otherAgency: 404,
    passes: 201,
    request: async (_t, f) => ({
      url: `/api/v1/staff/applications/${f.application.id}/agreements`,
      payload: { kind: 'memorandum_of_agreement', title: `MOA ${unique()}` },
    }),
  },
  'POST /api/v1/staff/agreements/:id/status': {
    adminOnly: false,
    roles: ['evaluator', 'chief'],
    otherAgency: 404,
    passes: 200,
    request: async (t, f) => ({
      url: `/api/v1/staff/agreements/${await aDraftAgreement(t, f)}/status`,
      payload: { to: 'for_signature' },
    }),
  },
  'PUT /api/v1/staff/agreements/:id/signed-file': {
    // A writer gets past the policy to the upload itself, which refuses a body that is not multipart.
    adminOnly: false,
    roles: ['evaluator', 'chief'],
    otherAgency: 404,
    passes: 415,
    request: async (t, f) => ({ url: `/api/v1/staff/agreements/${await aDraftAgreement(t, f)}/signed-file`, payload: {} }),
  },
  'GET /api/v1/staff/directory': {
    adminOnly: false,
    roles: ['chief'],
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/directory?role=evaluator' }),
  },
  // Personal data (src/privacy/): a person's data is the DPO's alone, admins included (adminRefused);
  // breaches are the DPO's and admins'. An unknown request or incident is the 404 of none.
  'GET /api/v1/staff/data-subjects': {
    adminOnly: false,
    roles: ['dpo'],
    adminRefused: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/data-subjects?email=maria.santos%40example.org' }),
  },
  'GET /api/v1/staff/data-subjects/reads': {
    adminOnly: false,
    roles: ['dpo'],
    adminRefused: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/data-subjects/reads?name=Maria%20Santos' }),
  },
  'GET /api/v1/staff/data-subjects/requests': {
    adminOnly: false,
    roles: ['dpo'],
    adminRefused: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/data-subjects/requests?status=open' }),
  },
  'POST /api/v1/staff/data-subjects/requests': {
    adminOnly: false,
    roles: ['dpo'],
    adminRefused: true,
    passes: 201,
    request: async () => ({ url: '/api/v1/staff/data-subjects/requests', payload: { kind: 'access', email: 'maria.santos@example.org' } }),
  },
  'POST /api/v1/staff/data-subjects/requests/:id/export': {
    adminOnly: false,
    roles: ['dpo'],
    adminRefused: true,
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/data-subjects/requests/${randomUUID()}/export` }),
  },
  'POST /api/v1/staff/data-subjects/requests/:id/erase': {
    adminOnly: false,
    roles: ['dpo'],
    adminRefused: true,
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/data-subjects/requests/${randomUUID()}/erase` }),
  },
  'POST /api/v1/staff/data-subjects/requests/:id/close': {
    adminOnly: false,
    roles: ['dpo'],
    adminRefused: true,
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/data-subjects/requests/${randomUUID()}/close`, payload: { outcome: 'Answered' } }),
  },
  'GET /api/v1/staff/incidents': {
    adminOnly: false,
    roles: ['dpo'],
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/incidents' }),
  },
  'POST /api/v1/staff/incidents': {
    adminOnly: false,
    roles: ['dpo'],
    passes: 201,
    request: async () => ({
      url: '/api/v1/staff/incidents',
      payload: {
        summary: 'A laptop was lost',
        discoveredAt: new Date().toISOString(),
        dataSubjects: 'Permittees of 2026',
        affectedCount: 3,
      },
    }),
  },
  'POST /api/v1/staff/incidents/:id/notice': {
    adminOnly: false,
    roles: ['dpo'],
    passes: 404,
    request: async () => ({ url: `/api/v1/staff/incidents/${randomUUID()}/notice`, payload: {} }),
  },
  // The workflow (src/workflow/): the fixture's application; a user limited to another agency gets the 404 of none.
  'GET /api/v1/staff/applications/:id': {
    adminOnly: false,
    otherAgency: 404,
    passes: 200,
    request: async (_t, f) => ({ url: `/api/v1/staff/applications/${f.application.id}` }),
  },
  'POST /api/v1/staff/applications/:id/actions': {
    // No application has this id: a session that passes gets the 404 before any role is asked.
    adminOnly: false,
    passes: 404,
    request: async () => ({
      url: `/api/v1/staff/applications/${randomUUID()}/actions`,
      headers: { 'if-match': '"1"' },
      payload: { action: 'accept' },
    }),
  },
  // Batches (src/bulk/, issue 32 §4): a role that holds none of the batch's actions is refused whole (403); items of no
  // application are refused one by one in a 200. The certificates are read by any staff user, each permit as its download.
  'POST /api/v1/staff/bulk/document-reviews': {
    adminOnly: false,
    roles: ['intake'],
    adminRefused: true,
    passes: 200,
    request: async () => ({
      url: '/api/v1/staff/bulk/document-reviews',
      payload: { items: [{ attachmentId: randomUUID(), decision: 'accept' }] },
    }),
  },
  'POST /api/v1/staff/bulk/assignments': {
    adminOnly: false,
    roles: ['chief'],
    adminRefused: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/bulk/assignments', payload: { applicationIds: [randomUUID()], assigneeId: randomUUID() } }),
  },
  'POST /api/v1/staff/bulk/absch-publications': {
    adminOnly: false,
    roles: ['abs_publisher'],
    adminRefused: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/bulk/absch-publications', payload: { permitNos: ['GP-1999-000001'] } }),
  },
  'POST /api/v1/staff/bulk/certificates': {
    // The fixture's permit is of another agency's application: a user limited to theirs has nothing to print (422).
    adminOnly: false,
    otherAgency: 422,
    passes: 200,
    request: async (t, f) => {
      const { permit_no } = await t.database.db
        .selectFrom('permits')
        .select('permit_no')
        .where('id', '=', f.permit.id)
        .executeTakeFirstOrThrow();
      return { url: '/api/v1/staff/bulk/certificates', payload: { permitNos: [permit_no] } };
    },
  },
  // Webhooks in the back-office (src/webhooks/webhooks.staff.routes.ts): an endpoint of a fresh agency each call.
  'GET /api/v1/staff/agencies/:code/webhooks': {
    adminOnly: true,
    passes: 200,
    request: async (t) => ({ url: `/api/v1/staff/agencies/${(await anEndpoint(t)).code}/webhooks` }),
  },
  'POST /api/v1/staff/agencies/:code/webhooks': {
    adminOnly: true,
    passes: 201,
    request: async (t) => ({
      url: `/api/v1/staff/agencies/${await t.agency()}/webhooks`,
      payload: { url: 'https://hooks.example.org/biopermit' },
    }),
  },
  'GET /api/v1/staff/agencies/:code/webhooks/:id': {
    adminOnly: true,
    passes: 200,
    request: async (t) => ({ url: await anEndpointPath(t) }),
  },
  'PATCH /api/v1/staff/agencies/:code/webhooks/:id': {
    adminOnly: true,
    passes: 200,
    request: async (t) => ({ url: await anEndpointPath(t), payload: { status: 'disabled' } }),
  },
  'DELETE /api/v1/staff/agencies/:code/webhooks/:id': {
    adminOnly: true,
    passes: 204,
    request: async (t) => ({ url: await anEndpointPath(t) }),
  },
  'POST /api/v1/staff/agencies/:code/webhooks/:id/secret': {
    adminOnly: true,
    passes: 200,
    request: async (t) => ({ url: `${await anEndpointPath(t)}/secret` }),
  },
  'POST /api/v1/staff/agencies/:code/webhooks/:id/test': {
    adminOnly: true,
    passes: 202,
    request: async (t) => ({ url: `${await anEndpointPath(t)}/test` }),
  },
  'GET /api/v1/staff/agencies/:code/webhooks/:id/deliveries': {
    adminOnly: true,
    passes: 200,
    request: async (t) => ({ url: `${await anEndpointPath(t)}/deliveries` }),
  },
  'POST /api/v1/staff/agencies/:code/webhooks/:id/deliveries/:deliveryId/redeliver': {
    adminOnly: true,
    passes: 202,
    request: async (t) => {
      const { code, id } = await anEndpoint(t);
      const delivery = await sendTestEvent(t.database.db, code, id);
      return { url: `/api/v1/staff/agencies/${code}/webhooks/${id}/deliveries/${delivery.id}/redeliver` };
    },
  },
  'GET /api/v1/staff/outbox': {
    adminOnly: true,
    passes: 200,
    request: async () => ({ url: '/api/v1/staff/outbox' }),
  },
};

const declared = (await declaredRoutes()).filter((route) => route.audience?.kind === 'staff');
const callsOf = (key: string): readonly StaffCall[] => {
  const calls = CALLS[key];
  return calls === undefined ? [] : Array.isArray(calls) ? calls : [calls as StaffCall];
};
/** Each staff route of the app, once per call of CALLS. */
const ROUTES: readonly StaffRoute[] = declared.flatMap((route) => {
  const audience = route.audience as StaffAudience;
  return callsOf(routeKey(route)).map((call) => ({
    ...call,
    name: `${routeKey(route)}${call.variant ?? ''}`,
    method: route.method as InjectOptions['method'],
    write: audience.write,
    gate: audience.secondFactor,
  }));
});

describe('the staff security cases', () => {
  it('have the data to call every staff route the app registers', () => {
    const missing = declared.map(routeKey).filter((key) => callsOf(key).length === 0);
    expect(missing, 'add how to call these routes to CALLS in test/staff.security.test.ts').toEqual([]);
  });

  it('call no route the app does not register', () => {
    const unknown = Object.keys(CALLS).filter((key) => !declared.some((route) => routeKey(route) === key));
    expect(unknown, 'these entries of CALLS name no staff route: fix or remove them').toEqual([]);
  });
});

/** A webhook endpoint of a new agency, registered through the service the routes call. */
async function anEndpoint(t: TestApp): Promise<{ code: string; id: string }> {
  const code = await t.agency();
  const created = await createEndpoint(
    { db: t.database.db, allowPrivateNetworks: false },
    code,
    { url: 'https://hooks.example.org/biopermit' },
    { actor: OPERATOR_ACTOR },
  );
  return { code, id: created.id };
}

async function anEndpointPath(t: TestApp): Promise<string> {
  const { code, id } = await anEndpoint(t);
  return `/api/v1/staff/agencies/${code}/webhooks/${id}`;
}

/** A draft agreement on the fixture's application, written as staff write one. */
async function aDraftAgreement(t: TestApp, f: Fixtures): Promise<string> {
  const drafted = await createAgreement(
    { ...t.permits, actions: ACTION_REGISTRY },
    aStaffActor(['evaluator']),
    f.application.id,
    { kind: 'affidavit_of_undertaking', title: `Undertaking ${unique()}` },
    {},
  );
  return drafted.id;
}

const NON_ADMIN_ROLES = ROLES.filter((role) => role !== 'admin');

describe.each(testDialects)('every staff route refuses what it must (%s)', (dialect) => {
  let t: TestApp;
  let fixtures: Fixtures;
  const refused: Record<string, StaffHeaders> = {};
  const byRole = new Map<Role, StaffHeaders>();
  let adminHeaders: StaffHeaders;
  let pendingAdminHeaders: StaffHeaders;
  let otherAgencyHeaders: StaffHeaders;

  async function viewerSession(): Promise<{ user: TestStaff; headers: StaffHeaders }> {
    const user = await createStaff(t, { roles: ['viewer'] });
    return { user, headers: await loginAs(t, user) };
  }
  /**
   * One live viewer session for the requests that change nothing: those refused for their CSRF token,
   * and reads. A write that passes (it may end the session or change the user) has a session of its own.
   */
  let sharedViewer: Promise<{ user: TestStaff; headers: StaffHeaders }> | undefined;
  const sharedViewerSession = () => (sharedViewer ??= viewerSession());

  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    const admin = await createStaff(t, { roles: ['admin'] });
    const { agency, receipt } = await aSubmittedApplication(t);
    const issued = await issuePermitFor(t, (await anApprovedApplication(t)).receipt.id, await aMember(t, ['approver']));
    const certificate = await t.database.db
      .selectFrom('permit_certificates')
      .select('id')
      .where('permit_id', '=', issued.id)
      .executeTakeFirstOrThrow();
    fixtures = {
      admin,
      target: await createStaff(t, { roles: ['evaluator'] }),
      agency,
      application: receipt,
      permit: { id: issued.id, applicationId: issued.application_id, certificateId: certificate.id },
      approved: (await anApprovedApplication(t)).receipt.id,
    };
    adminHeaders = await loginAs(t, admin);
    pendingAdminHeaders = await loginAs(t, await createStaff(t, { roles: ['admin'], enrolTotp: false }));

    const ended = await viewerSession();
    await t.app.inject({ method: 'DELETE', url: '/api/v1/staff/session', headers: ended.headers });
    refused['an ended session'] = ended.headers;
    const idle = await viewerSession();
    await t.database.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('user_id', '=', idle.user.id)
      .execute();
    refused['a session idle past its idle time'] = idle.headers;
    const expired = await viewerSession();
    await t.database.db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', expired.user.id)
      .execute();
    refused['a session past its absolute end'] = expired.headers;
    const disabled = await viewerSession();
    await t.database.db
      .updateTable('staff_users')
      .set({ disabled_at: new Date().toISOString() })
      .where('id', '=', disabled.user.id)
      .execute();
    refused['a session of a disabled user'] = disabled.headers;

    for (const role of NON_ADMIN_ROLES) byRole.set(role, await loginAs(t, await createStaff(t, { roles: [role] })));
    otherAgencyHeaders = await loginAs(t, await createStaff(t, { roles: ['viewer'], agencies: [await t.agency()] }));
  });
  afterAll(async () => t?.close());

  const send = async (route: StaffRoute, headers: Record<string, string>) => {
    const { headers: own, ...request } = await route.request(t, fixtures);
    return t.app.inject({ method: route.method, headers: { ...(own as Record<string, string>), ...headers }, ...request });
  };

  describe.each(ROUTES)('$name', (route) => {
    it('refuses a request without a session cookie (401 session_required)', async () => {
      const response = await send(route, {});
      expect(response.statusCode).toBe(401);
      expect(json<{ code: string }>(response).code).toBe('session_required');
    });

    it('refuses an agency bearer token (401)', async () => {
      const { token } = await t.agencyWithToken();
      expect((await send(route, bearer(token))).statusCode).toBe(401);
    });

    it.each(['an ended session', 'a session idle past its idle time', 'a session past its absolute end', 'a session of a disabled user'])(
      'refuses %s (401)',
      async (name) => {
        const response = await send(route, refused[name] ?? {});
        expect(response.statusCode).toBe(401);
        expect(json<{ code: string }>(response).code).toBe('session_required');
      },
    );

    if (route.write) {
      it('refuses a missing or wrong CSRF token (403 csrf_failed)', async () => {
        const { headers } = await sharedViewerSession();
        for (const csrf of [undefined, 'not-the-token', headers['x-csrf-token'].slice(1)]) {
          const response = await send(
            route,
            csrf === undefined ? { cookie: headers.cookie } : { cookie: headers.cookie, 'x-csrf-token': csrf },
          );
          expect(response.statusCode).toBe(403);
          expect(json<{ code: string }>(response).code).toBe('csrf_failed');
        }
      });
    }

    if (route.adminOnly) {
      it.each(NON_ADMIN_ROLES)('refuses the %s role (403 not_permitted)', async (role) => {
        const response = await send(route, byRole.get(role) ?? {});
        expect(response.statusCode).toBe(403);
        expect(json<{ code: string }>(response).code).toBe('not_permitted');
      });
    }

    if (route.roles !== undefined) {
      const allowed = route.roles;
      it.each(NON_ADMIN_ROLES.filter((role) => !allowed.includes(role)))('refuses the %s role (403 not_permitted)', async (role) => {
        const response = await send(route, byRole.get(role) ?? {});
        expect(response.statusCode).toBe(403);
        expect(json<{ code: string }>(response).code).toBe('not_permitted');
      });
      it.each(allowed)('lets the %s role through', async (role) => {
        expect((await send(route, byRole.get(role) ?? {})).statusCode).toBe(route.passes);
      });
      if (route.adminRefused) {
        it('refuses the admin role (403 not_permitted)', async () => {
          const response = await send(route, adminHeaders);
          expect(response.statusCode).toBe(403);
          expect(json<{ code: string }>(response).code).toBe('not_permitted');
        });
      }
    }

    if (route.otherAgency !== undefined) {
      const status = route.otherAgency;
      it(`refuses a user limited to another agency (${status})`, async () => {
        const response = await send(route, otherAgencyHeaders);
        expect(response.statusCode, response.body).toBe(status);
      });
    }

    if (route.gate === 'required') {
      it('refuses an admin who has not enrolled a second factor (403 second_factor_enrolment_required)', async () => {
        const response = await send(route, pendingAdminHeaders);
        expect(response.statusCode).toBe(403);
        expect(json<{ code: string }>(response).code).toBe('second_factor_enrolment_required');
      });
    }

    it(`passes a live session with its CSRF token (${route.passes})`, async () => {
      const headers = route.adminRefused
        ? (byRole.get(route.roles?.[0] ?? 'viewer') ?? {})
        : route.adminOnly || route.roles !== undefined
          ? adminHeaders
          : (await (route.method === 'GET' ? sharedViewerSession() : viewerSession())).headers;
      const response = await send(route, headers);
      expect(response.statusCode, response.body).toBe(route.passes);
    });
  });
});
