import { createPublicKey, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { base64url, exportJWK, generateKeyPair, type JWTHeaderParameters, type JWTPayload, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import { revokeClient } from '../../src/agencies/agency.service.js';
import { changeApplication } from '../../src/applications/application.write.js';
import { OPERATOR_ACTOR } from '../../src/auth/actor.js';
import { ALL_SCOPES, SCOPES, type Scope } from '../../src/auth/scopes.js';
import type { ExternalAudience } from '../../src/http/route-audience.js';
import { createSettingsReader } from '../../src/settings/settings.cache.js';
import { takeAction } from '../../src/workflow/workflow.engine.js';
import { aMember } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { declaredRoutes, routeKey } from '../helpers/declared-routes.js';
import { aSubmission } from '../helpers/factories.js';
import { multipart } from '../helpers/files-app.js';
import { withIssuedTerms } from '../helpers/issued-terms.js';
import { aSpecimenRow } from '../helpers/obligations.js';
import { BASE_URL } from '../helpers/permits.js';
import { pdf } from '../helpers/sample-files.js';
import { bearer, createTestApp, json, requestToken, type TestApp } from '../helpers/test-app.js';
import { aStaffActor } from '../helpers/workflow.js';

/**
 * Every agency route refuses the same bad tokens in the same way. The routes are those the app
 * registers with externalRoute (src/http/route-audience.ts), read from the app itself, with the
 * scope they declared; the refusals are generated once (below) and applied to each. What a test
 * cannot guess is in CALLS: how to call the route for an agency (what it needs to exist first, a
 * valid path and body) and its status then. An agency route without an entry fails the test that
 * names it.
 */

type Headers = Record<string, string>;
type RequestFor = (headers: Headers, query?: string) => InjectOptions;

/** How to call one agency route. */
interface ExternalCall {
  readonly successStatus: number;
  /**
   * For routes that take the agency from the token, not the path (webhooks, the feed): what another
   * agency's token gets, `own` (its own, empty, collection), `creates_own` or `not_found`.
   */
  readonly otherAgency?: 'own' | 'not_found' | 'creates_own' | 'shared';
  /** Creates what the route needs for `agency` (e.g. an application to read) and returns its request. */
  prepare(t: TestApp, agency: string): Promise<RequestFor>;
}

interface ProtectedRoute extends ExternalCall {
  readonly name: string;
  /** The scope the route needs, and one that does not grant it. */
  readonly scope: Scope;
  readonly otherScope: Scope;
}

const SUBMIT_PATH = '/api/v1/external/application';

function withQuery(url: string, query: string | undefined): string {
  return query === undefined ? url : `${url}?${query}`;
}

async function submitOne(t: TestApp, agency: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: SUBMIT_PATH,
    headers: { ...bearer(await t.token(agency)), 'content-type': 'application/json' },
    payload: aSubmission(agency),
  });
  expect(response.statusCode).toBe(201);
  return json<{ registrationNo: string }>(response).registrationNo;
}

const CALLS: Readonly<Record<string, ExternalCall>> = {
  'POST /api/v1/external/application': {
    successStatus: 201,
    async prepare(_t, agency) {
      return (headers, query) => ({
        method: 'POST',
        url: withQuery(SUBMIT_PATH, query),
        headers: { 'content-type': 'application/json', ...headers },
        payload: aSubmission(agency),
      });
    },
  },
  // Issue 32 §1: the dry run of a submission, refused as the submission is.
  'POST /api/v1/external/application/validation': {
    successStatus: 200,
    async prepare(_t, agency) {
      return (headers, query) => ({
        method: 'POST',
        url: withQuery(`${SUBMIT_PATH}/validation`, query),
        headers: { 'content-type': 'application/json', ...headers },
        payload: aSubmission(agency),
      });
    },
  },
  'GET /api/v1/external/application/agency/:sourceAgencyCode': {
    successStatus: 200,
    async prepare(_t, agency) {
      return (headers, query) => ({ method: 'GET', url: withQuery(`/api/v1/external/application/agency/${agency}`, query), headers });
    },
  },
  'GET /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      return (headers, query) => ({
        method: 'GET',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}`, query),
        headers,
      });
    },
  },
  'POST /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/attachments': {
    successStatus: 201,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const body = anEndorsement();
      return (headers, query) => ({
        method: 'POST',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/attachments`, query),
        headers: { ...body.headers, ...headers },
        payload: body.payload,
      });
    },
  },
  'GET /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/attachments/:attachmentId/file': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const body = anEndorsement();
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/v1/external/application/${registrationNo}/agency/${agency}/attachments`,
        headers: { ...body.headers, ...bearer(await t.token(agency)) },
        payload: body.payload,
      });
      expect(uploaded.statusCode).toBe(201);
      const { id } = json<{ id: string }>(uploaded);
      return (headers, query) => ({
        method: 'GET',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/attachments/${id}/file`, query),
        headers,
      });
    },
  },
  // Issue 32 §5: the agency's document library; the upload names the agency in its body, the reads take the token's.
  'POST /api/v1/external/documents': {
    successStatus: 201,
    async prepare(_t, agency) {
      const body = aLibraryDocument(agency);
      return (headers, query) => ({
        method: 'POST',
        url: withQuery('/api/v1/external/documents', query),
        headers: { ...body.headers, ...headers },
        payload: body.payload,
      });
    },
  },
  'GET /api/v1/external/documents': {
    otherAgency: 'own',
    successStatus: 200,
    async prepare(t, agency) {
      await uploadToLibrary(t, agency);
      return (headers, query) => ({ method: 'GET', url: withQuery('/api/v1/external/documents', query), headers });
    },
  },
  ...Object.fromEntries(
    ['', '/file'].map((suffix): [string, ExternalCall] => [
      `GET /api/v1/external/documents/:documentId${suffix}`,
      {
        otherAgency: 'not_found',
        successStatus: 200,
        async prepare(t, agency) {
          const id = await uploadToLibrary(t, agency);
          return (headers, query) => ({ method: 'GET', url: withQuery(`/api/v1/external/documents/${id}${suffix}`, query), headers });
        },
      },
    ]),
  ),
  'DELETE /api/v1/external/documents/:documentId': {
    otherAgency: 'not_found',
    successStatus: 204,
    async prepare(t, agency) {
      const id = await uploadToLibrary(t, agency);
      return (headers, query) => ({ method: 'DELETE', url: withQuery(`/api/v1/external/documents/${id}`, query), headers });
    },
  },
  'POST /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/attachments/from-library': {
    successStatus: 201,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const documentId = await uploadToLibrary(t, agency);
      return (headers, query) => ({
        method: 'POST',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/attachments/from-library`, query),
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ documentId, type: 'endorsement_letter' }),
      });
    },
  },
  // Issue 20: a permit's obligations (src/obligations/).
  'GET /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/obligations': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      await issueAPermit(t, registrationNo);
      return (headers, query) => ({
        method: 'GET',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/obligations`, query),
        headers,
      });
    },
  },
  'POST /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/obligations/:obligationId/submissions': {
    successStatus: 201,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const permitId = await issueAPermit(t, registrationNo);
      const obligation = await t.database.db
        .selectFrom('permit_obligations')
        .select('id')
        .where('permit_id', '=', permitId)
        .where('type', '=', 'certificate_of_deposit')
        .executeTakeFirstOrThrow();
      const body = multipart([{ name: 'file', fileName: 'deposit.pdf', content: pdf('Certificate of deposit') }]);
      return (headers, query) => ({
        method: 'POST',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/obligations/${obligation.id}/submissions`, query),
        headers: { ...body.headers, ...headers },
        payload: body.payload,
      });
    },
  },
  // Issue 28 §4: the permit's terms (src/terms/).
  'GET /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/permits/:permitNo/terms': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const permitNo = await permitNoOf(t, await issueAPermit(t, registrationNo));
      return (headers, query) => ({
        method: 'GET',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/permits/${permitNo}/terms`, query),
        headers,
      });
    },
  },
  // Issue 28 §2: movements of a permit's material (src/movements/).
  'GET /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/permits/:permitNo/movements': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const { permitNo } = await aReportedPermit(t, agency, registrationNo);
      return (headers, query) => ({
        method: 'GET',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/permits/${permitNo}/movements`, query),
        headers,
      });
    },
  },
  'PUT /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/proposed-terms': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const species = await t.database.db
        .selectFrom('application_resources as r')
        .innerJoin('applications as a', 'a.id', 'r.application_id')
        .select(['r.location_id', 'r.scientific_name'])
        .where('a.registration_no', '=', registrationNo)
        .executeTakeFirstOrThrow();
      const line = { locationId: species.location_id, scientificName: species.scientific_name, quantity: 5, unit: 'vouchers' };
      return (headers, query) => ({
        method: 'PUT',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/proposed-terms`, query),
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ lines: [line] }),
      });
    },
  },
  'POST /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/permits/:permitNo/movements': {
    successStatus: 201,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const { permitNo, lineId, reportId } = await aReportedPermit(t, agency, registrationNo);
      const body = {
        kind: 'domestic_transport',
        lineId,
        quantity: 1,
        collectionReportId: reportId,
        movedOn: '2026-08-02',
        transportPermitNo: 'WTP-IVA-2026-0113',
      };
      return (headers, query) => ({
        method: 'POST',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/permits/${permitNo}/movements`, query),
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    },
  },
  'POST /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/withdrawal': {
    // One key for every request of the case: the first succeeds, the others replay its answer.
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const key = randomUUID();
      return (headers, query) => ({
        method: 'POST',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/withdrawal`, query),
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
        payload: {},
      });
    },
  },
  'POST /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/responses': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const row = await t.database.db
        .selectFrom('applications')
        .select('id')
        .where('registration_no', '=', registrationNo)
        .executeTakeFirstOrThrow();
      await takeAction(
        { db: t.database.db, actions: ACTION_REGISTRY, settings: createSettingsReader(t.database.db) },
        {
          applicationId: row.id,
          action: 'return_incomplete',
          fields: { reasons: 'x', missingItems: ['y'] },
          actor: aStaffActor(['intake']),
        },
      );
      const key = randomUUID();
      return (headers, query) => ({
        method: 'POST',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/responses`, query),
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...headers },
        payload: { message: 'Here it is.' },
      });
    },
  },
  'GET /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/permits/:permitId/certificate': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const permitId = await issueAPermit(t, registrationNo);
      return (headers, query) => ({
        method: 'GET',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/permits/${permitId}/certificate`, query),
        headers,
      });
    },
  },
  'GET /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/permits/:permitNo/credential': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const permitNo = await permitNoOf(t, await issueAPermit(t, registrationNo));
      return (headers, query) => ({
        method: 'GET',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/permits/${permitNo}/credential`, query),
        headers,
      });
    },
  },
  'GET /api/v1/external/application/:cnaApplicationUniqueNo/agency/:sourceAgencyCode/agreements/:agreementId/file': {
    successStatus: 200,
    async prepare(t, agency) {
      const registrationNo = await submitOne(t, agency);
      const agreementId = await aSignedAgreement(t, registrationNo);
      return (headers, query) => ({
        method: 'GET',
        url: withQuery(`/api/v1/external/application/${registrationNo}/agency/${agency}/agreements/${agreementId}/file`, query),
        headers,
      });
    },
  },
  'GET /api/v1/external/code-lists/psgc': {
    // The same code list for every agency.
    otherAgency: 'shared',
    successStatus: 200,
    async prepare() {
      return (headers, query) => ({
        method: 'GET',
        url: withQuery('/api/v1/external/code-lists/psgc', query ?? 'parent=0400000000'),
        headers,
      });
    },
  },
  'GET /api/v1/external/events': {
    otherAgency: 'own',
    successStatus: 200,
    async prepare(t, agency) {
      await submitOne(t, agency);
      return (headers, query) => ({ method: 'GET', url: withQuery('/api/v1/external/events', query), headers });
    },
  },
  'POST /api/v1/external/webhooks': {
    otherAgency: 'creates_own',
    successStatus: 201,
    async prepare() {
      return (headers, query) => ({
        method: 'POST',
        url: withQuery('/api/v1/external/webhooks', query),
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ url: 'https://hooks.example.org/biopermit' }),
      });
    },
  },
  'GET /api/v1/external/webhooks': {
    otherAgency: 'own',
    successStatus: 200,
    async prepare() {
      return (headers, query) => ({ method: 'GET', url: withQuery('/api/v1/external/webhooks', query), headers });
    },
  },
  ...Object.fromEntries(
    (
      [
        ['GET', '', 200],
        ['PATCH', '', 200],
        ['DELETE', '', 204],
        ['POST', '/secret', 200],
        ['POST', '/test', 202],
        ['GET', '/deliveries', 200],
        ['POST', '/deliveries/:deliveryId/redeliver', 202],
      ] as const
    ).map(([method, suffix, successStatus]): [string, ExternalCall] => [
      `${method} /api/v1/external/webhooks/:id${suffix}`,
      {
        otherAgency: 'not_found',
        successStatus,
        async prepare(t, agency) {
          const { id, deliveryId } = await anEndpointWithADelivery(t, agency);
          const url = `/api/v1/external/webhooks/${id}${suffix.replace(':deliveryId', deliveryId)}`;
          return (headers, query) => ({
            method,
            url: withQuery(url, query),
            headers: method === 'PATCH' ? { 'content-type': 'application/json', ...headers } : headers,
            ...(method === 'PATCH' ? { payload: JSON.stringify({ description: 'changed' }) } : {}),
          });
        },
      },
    ]),
  ),
};

/** A webhook endpoint of the agency with one (test) delivery, registered over HTTP. */
async function anEndpointWithADelivery(t: TestApp, agency: string): Promise<{ id: string; deliveryId: string }> {
  const token = await t.token(agency, [SCOPES.webhooks]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/external/webhooks',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify({ url: 'https://hooks.example.org/biopermit' }),
  });
  expect(created.statusCode).toBe(201);
  const { id } = json<{ id: string }>(created);
  const test = await t.app.inject({ method: 'POST', url: `/api/v1/external/webhooks/${id}/test`, headers: bearer(token) });
  expect(test.statusCode).toBe(202);
  return { id, deliveryId: json<{ id: string }>(test).id };
}

const declared = (await declaredRoutes()).filter((route) => route.audience?.kind === 'external');
/** Each agency route of the app that CALLS says how to call. */
const ROUTES: readonly ProtectedRoute[] = declared.flatMap((route) => {
  const call = CALLS[routeKey(route)];
  if (call === undefined) return [];
  const { scope } = route.audience as ExternalAudience;
  return [{ ...call, name: routeKey(route), scope, otherScope: ALL_SCOPES.find((other) => other !== scope) as Scope }];
});

describe('the agency security cases', () => {
  it('have the data to call every agency route the app registers', () => {
    const missing = declared.map(routeKey).filter((key) => CALLS[key] === undefined);
    expect(missing, 'add how to call these routes to CALLS in test/access.security.test.ts').toEqual([]);
  });

  it('call no route the app does not register', () => {
    const unknown = Object.keys(CALLS).filter((key) => !declared.some((route) => routeKey(route) === key));
    expect(unknown, 'these entries of CALLS name no agency route: fix or remove them').toEqual([]);
  });
});

async function applicationIdOf(t: TestApp, registrationNo: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('applications')
    .select('id')
    .where('registration_no', '=', registrationNo)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Approves the application (the journal entry the workflow derives it from) and issues its permit, as an approver would. */
/** A permit issued with terms (one line of 1000 tissue samples) and a collection report of 500: what a movement moves from. */
async function aReportedPermit(t: TestApp, agency: string, registrationNo: string) {
  const permitId = await issueAPermit(t, registrationNo);
  const applicationId = await applicationIdOf(t, registrationNo);
  const { lineIds } = await withIssuedTerms(t.database.db, { applicationId, permitId }, [
    { scientificName: 'Platymantis luzonensis', quantity: 1000, unit: 'tissue_samples' },
  ]);
  const obligation = await t.database.db
    .selectFrom('permit_obligations')
    .select('id')
    .where('permit_id', '=', permitId)
    .where('type', '=', 'collection_report')
    .executeTakeFirstOrThrow();
  const specimens = [aSpecimenRow({ count: 500, dateCollected: '2026-07-10' })];
  const body = multipart([
    { name: 'specimens', value: JSON.stringify(specimens) },
    { name: 'file', fileName: 'report.pdf', content: pdf('Collection report') },
  ]);
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/v1/external/application/${registrationNo}/agency/${agency}/obligations/${obligation.id}/submissions`,
    headers: { ...bearer(await t.token(agency)), ...body.headers },
    payload: body.payload,
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const permit = await t.database.db.selectFrom('permits').select('permit_no').where('id', '=', permitId).executeTakeFirstOrThrow();
  return { permitNo: encodeURIComponent(permit.permit_no), lineId: lineIds[0] as string, reportId: json<{ id: string }>(submitted).id };
}

async function issueAPermit(t: TestApp, registrationNo: string): Promise<string> {
  const applicationId = await applicationIdOf(t, registrationNo);
  const approver = aStaffActor(['approver']);
  await changeApplication(t.database.db, {
    observers: ACTION_REGISTRY.observers,
    applicationId,
    actor: approver,
    role: 'approver',
    decide: () => ({ journal: [{ action: 'approved' }], set: { status: 'approved', decided_at: new Date().toISOString() } }),
  });
  await takeAction(
    { db: t.database.db, actions: ACTION_REGISTRY, settings: createSettingsReader(t.database.db), permits: t.permits },
    { applicationId, action: 'issue', fields: {}, actor: approver },
  );
  const permit = await t.database.db
    .selectFrom('permits')
    .select('id')
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return permit.id;
}

/** The number of a permit, as the agency's paths name it. */
async function permitNoOf(t: TestApp, permitId: string): Promise<string> {
  const permit = await t.database.db.selectFrom('permits').select('permit_no').where('id', '=', permitId).executeTakeFirstOrThrow();
  return permit.permit_no;
}

/** An agreement of the application with its signed file, drafted and uploaded over HTTP by an evaluator. */
async function aSignedAgreement(t: TestApp, registrationNo: string): Promise<string> {
  const evaluator = await aMember(t, ['evaluator']);
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/applications/${await applicationIdOf(t, registrationNo)}/agreements`,
    headers: evaluator.headers,
    payload: { kind: 'memorandum_of_agreement', title: 'MOA' },
  });
  expect(created.statusCode).toBe(201);
  const { id } = json<{ id: string }>(created);
  const file = multipart([{ name: 'file', fileName: 'MOA signed.pdf', content: pdf('Signed MOA') }]);
  const uploaded = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/agreements/${id}/signed-file`,
    headers: { ...evaluator.headers, ...file.headers },
    payload: file.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  return id;
}

function aLibraryDocument(agency: string) {
  return multipart([
    { name: 'sourceAgencyCode', value: agency },
    { name: 'title', value: 'CV of the principal investigator' },
    { name: 'file', fileName: 'cv.pdf', content: pdf() },
  ]);
}

/** A document of the agency's library, uploaded over HTTP; its id. */
async function uploadToLibrary(t: TestApp, agency: string): Promise<string> {
  const body = aLibraryDocument(agency);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/v1/external/documents',
    headers: { ...body.headers, ...bearer(await t.token(agency)) },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  return json<{ id: string }>(uploaded).id;
}

function anEndorsement() {
  return multipart([
    { name: 'type', value: 'endorsement_letter' },
    { name: 'title', value: 'Endorsement of the Dean' },
    { name: 'file', fileName: 'endorsement.pdf', content: pdf() },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Token forgery: tokens built by hand, signed with the service's own key unless a case says not.

interface TokenSpec {
  readonly header?: Partial<JWTHeaderParameters> & Record<string, unknown>;
  readonly claims?: JWTPayload;
  readonly omit?: readonly string[];
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function claimsFor(t: TestApp, agency: string, spec: TokenSpec): JWTPayload {
  const now = nowSeconds();
  const claims: JWTPayload = {
    iss: t.config.tokens.issuer,
    aud: t.config.tokens.audience,
    sub: 'operator',
    agency,
    scope: `${SCOPES.write} ${SCOPES.read} ${SCOPES.webhooks}`,
    iat: now,
    exp: now + 600,
    jti: randomUUID(),
    ...spec.claims,
  };
  for (const name of spec.omit ?? []) delete claims[name];
  return claims;
}

/** A token signed with the service's current key, with the right header unless `spec` changes it. */
async function serviceSigned(t: TestApp, agency: string, spec: TokenSpec = {}): Promise<string> {
  const { kid, privateKey } = await t.keyRing.signingKey();
  const header = { alg: 'EdDSA', kid, typ: 'at+jwt', ...spec.header };
  for (const name of spec.omit ?? []) delete (header as Record<string, unknown>)[name];
  return new SignJWT(claimsFor(t, agency, spec)).setProtectedHeader(header).sign(privateKey);
}

function encodeSegment(value: unknown): string {
  return base64url.encode(JSON.stringify(value));
}

/** The service's current public key as published, in several encodings an attacker could use as an HMAC secret. */
async function publicKeyEncodings(t: TestApp): Promise<{ kid: string; raw: Uint8Array; pem: Uint8Array }> {
  const { kid } = await t.keyRing.signingKey();
  const jwk = (await t.keyRing.jwks()).keys.find((k) => k.kid === kid);
  if (jwk?.x === undefined) throw new Error('the signing key is not published');
  const pem = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
  return { kid, raw: base64url.decode(jwk.x), pem: new TextEncoder().encode(pem.toString()) };
}

interface RefusedToken {
  readonly title: string;
  /** The Authorization header value for a request on `agency`'s resources. */
  authorization(t: TestApp, agency: string): Promise<string>;
}

const asBearer = (token: string) => `Bearer ${token}`;

/** The shared generator: every way a token must be refused with 401 invalid_token. */
function refusedTokens(): RefusedToken[] {
  const cases: RefusedToken[] = [
    { title: 'a Basic authorization header', authorization: async () => 'Basic x' },
    { title: 'the Bearer scheme without a token', authorization: async () => 'Bearer' },
    { title: 'a garbage token', authorization: async () => 'Bearer garbage' },
    { title: 'a JWT-shaped garbage token', authorization: async () => 'Bearer abc.def.ghi' },
    {
      title: 'a token longer than any real one',
      authorization: async (t, a) => asBearer(`${await serviceSigned(t, a)}${'A'.repeat(9000)}`),
    },
    {
      title: 'a token expired beyond the 60 s clock skew',
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { claims: { iat: nowSeconds() - 720, exp: nowSeconds() - 120 } })),
    },
    {
      title: 'a token not valid until beyond the 60 s clock skew',
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { claims: { nbf: nowSeconds() + 300 } })),
    },
    {
      title: 'a token issued beyond the 60 s clock skew in the future',
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { claims: { iat: nowSeconds() + 300, exp: nowSeconds() + 900 } })),
    },
    {
      title: 'a token whose lifetime (exp - iat) is past TOKEN_MAX_TTL_SECONDS',
      authorization: async (t, a) =>
        asBearer(await serviceSigned(t, a, { claims: { iat: nowSeconds(), exp: nowSeconds() + t.config.tokens.maxTtlSeconds + 60 } })),
    },
    {
      title: 'a token valid for years',
      authorization: async (t, a) =>
        asBearer(await serviceSigned(t, a, { claims: { iat: nowSeconds() - 60, exp: nowSeconds() + 5 * 365 * 86_400 } })),
    },
    {
      title: 'a token for another audience',
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { claims: { aud: 'urn:some-other-service' } })),
    },
    {
      title: 'a token from another issuer',
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { claims: { iss: 'https://issuer.example' } })),
    },
    {
      title: 'a token whose alg is none (no signature)',
      authorization: async (t, a) => {
        const { kid } = await t.keyRing.signingKey();
        return asBearer(`${encodeSegment({ alg: 'none', typ: 'at+jwt', kid })}.${encodeSegment(claimsFor(t, a, {}))}.`);
      },
    },
    {
      title: 'a token whose alg is none (with a signature segment)',
      authorization: async (t, a) => {
        const { kid } = await t.keyRing.signingKey();
        return asBearer(`${encodeSegment({ alg: 'none', typ: 'at+jwt', kid })}.${encodeSegment(claimsFor(t, a, {}))}.AAAA`);
      },
    },
    {
      title: "a token signed with an attacker's key under the service's kid",
      authorization: async (t, a) => {
        const { kid } = await t.keyRing.signingKey();
        const attacker = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
        return asBearer(
          await new SignJWT(claimsFor(t, a, {})).setProtectedHeader({ alg: 'EdDSA', kid, typ: 'at+jwt' }).sign(attacker.privateKey),
        );
      },
    },
    {
      title: 'an HS256 token whose secret is the raw public key bytes',
      authorization: async (t, a) => {
        const { kid, raw } = await publicKeyEncodings(t);
        return asBearer(await new SignJWT(claimsFor(t, a, {})).setProtectedHeader({ alg: 'HS256', kid, typ: 'at+jwt' }).sign(raw));
      },
    },
    {
      title: 'an HS256 token whose secret is the public key in PEM',
      authorization: async (t, a) => {
        const { kid, pem } = await publicKeyEncodings(t);
        return asBearer(await new SignJWT(claimsFor(t, a, {})).setProtectedHeader({ alg: 'HS256', kid, typ: 'at+jwt' }).sign(pem));
      },
    },
    {
      title: 'a token whose claims were changed after signing',
      authorization: async (t, a) => {
        const [header, , signature] = (await serviceSigned(t, 'SOMEONE-ELSE')).split('.');
        return asBearer(`${header}.${encodeSegment(claimsFor(t, a, {}))}.${signature}`);
      },
    },
    {
      title: 'a token signed under a kid the service never had',
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { header: { kid: 'no-such-key' } })),
    },
    { title: 'a token without a kid', authorization: async (t, a) => asBearer(await serviceSigned(t, a, { omit: ['kid'] })) },
    {
      title: 'a token whose typ is not at+jwt',
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { header: { typ: 'JWT' } })),
    },
    { title: 'a token without a typ', authorization: async (t, a) => asBearer(await serviceSigned(t, a, { omit: ['typ'] })) },
    { title: 'a token without an agency claim', authorization: async (t, a) => asBearer(await serviceSigned(t, a, { omit: ['agency'] })) },
  ];
  for (const claim of ['exp', 'iat', 'sub']) {
    cases.push({
      title: `a token without ${claim}`,
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { omit: [claim] })),
    });
  }
  // Headers that would let a token name its own verification key: refused even on a valid token.
  const attackerJwk = async () => exportJWK((await generateKeyPair('EdDSA', { crv: 'Ed25519' })).publicKey);
  const keyHeaders: [string, () => Promise<unknown>][] = [
    ['jku', async () => 'https://attacker.example/jwks.json'],
    ['x5u', async () => 'https://attacker.example/cert.pem'],
    ['jwk', attackerJwk],
    ['x5c', async () => ['MIIBAAAA']],
  ];
  for (const [name, value] of keyHeaders) {
    cases.push({
      title: `an otherwise valid token carrying a "${name}" header`,
      authorization: async (t, a) => asBearer(await serviceSigned(t, a, { header: { [name]: await value() } })),
    });
  }
  return cases;
}

// ---------------------------------------------------------------------------------------------

const PROBLEM_FIELDS = ['type', 'title', 'status', 'detail', 'code', 'requestId'] as const;

function expectProblem(response: LightMyRequestResponse, status: number, code: string): Record<string, unknown> {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = json<Record<string, unknown>>(response);
  for (const field of PROBLEM_FIELDS) expect(body).toHaveProperty(field);
  expect(body.status).toBe(status);
  expect(body.code).toBe(code);
  expect(body.requestId).toBe(response.headers['x-request-id']);
  return body;
}

function expectInvalidToken(response: LightMyRequestResponse): void {
  expectProblem(response, 401, 'unauthorized');
  const challenge = String(response.headers['www-authenticate']);
  expect(challenge).toMatch(/^Bearer realm="biopermit"/);
  expect(challenge).toContain('error="invalid_token"');
}

async function clientToken(t: TestApp, clientId: string, clientSecret: string): Promise<string> {
  const response = await requestToken(t.app, { clientId, clientSecret });
  expect(response.statusCode).toBe(200);
  return json<{ access_token: string }>(response).access_token;
}

describe.each(testDialects)('access control on protected routes (%s)', (dialect) => {
  let t: TestApp;

  // Uploads go to a blob store of this test's own, not to ./data.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'biopermit-access-'));
  beforeAll(async () => {
    t = await createTestApp(dialect, { DATA_DIR: dataDir, PUBLIC_BASE_URL: BASE_URL });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe.each(ROUTES.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    /** A fresh agency and the route's request on its resources. */
    async function fresh(): Promise<{ agency: string; request: RequestFor }> {
      const agency = await t.agency();
      return { agency, request: await route.prepare(t, agency) };
    }

    /**
     * One agency and request shared by the cases below that change nothing: those refused (the request
     * never reaches the route, or is refused by it) and, on a route that only reads, those served. Each
     * case served by a route that writes has its own (`fresh`). Each request still carries an
     * idempotency key of its own where the route takes one, so that no answer to an earlier case could
     * be replayed to a later one.
     */
    let sharedOne: Promise<{ agency: string; request: RequestFor }> | undefined;
    async function shared(): Promise<{ agency: string; request: RequestFor }> {
      sharedOne ??= fresh();
      const { agency, request } = await sharedOne;
      return {
        agency,
        request: (headers, query) => {
          const options = request(headers, query);
          const sent = options.headers as Headers | undefined;
          if (sent?.['idempotency-key'] === undefined) return options;
          return { ...options, headers: { ...sent, 'idempotency-key': randomUUID() } };
        },
      };
    }
    const reads = route.name.startsWith('GET ');
    /** For a case the route serves. */
    const forServed = () => (reads ? shared() : fresh());

    it('serves a valid token (the baseline every refusal below differs from)', async () => {
      const { agency, request } = await forServed();
      const response = await t.app.inject(request(bearer(await serviceSigned(t, agency))));
      expect(response.statusCode).toBe(route.successStatus);
    });

    it('refuses a request without an Authorization header with 401, a bare challenge and problem+json', async () => {
      const { request } = await shared();
      const response = await t.app.inject(request({}));
      const body = expectProblem(response, 401, 'unauthorized');
      expect(body.type).toBe('/problems/unauthorized');
      expect(typeof body.title).toBe('string');
      expect(typeof body.detail).toBe('string');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="biopermit"');
    });

    it('treats an empty Authorization header as a missing one', async () => {
      const { request } = await shared();
      const response = await t.app.inject(request({ authorization: '' }));
      expectProblem(response, 401, 'unauthorized');
      expect(response.headers['www-authenticate']).toBe('Bearer realm="biopermit"');
    });

    it.each(refusedTokens().map((refused) => [refused.title, refused] as const))(
      'refuses %s with 401 invalid_token',
      async (_title, refused) => {
        const { agency, request } = await shared();
        const response = await t.app.inject(request({ authorization: await refused.authorization(t, agency) }));
        expectInvalidToken(response);
      },
    );

    it('accepts a token that expired less than the 60 s clock skew ago', async () => {
      const { agency, request } = await forServed();
      const token = await serviceSigned(t, agency, { claims: { iat: nowSeconds() - 630, exp: nowSeconds() - 30 } });
      const response = await t.app.inject(request(bearer(token)));
      expect(response.statusCode).toBe(route.successStatus);
    });

    it('accepts the Bearer scheme in any letter case', async () => {
      const { agency, request } = await forServed();
      const response = await t.app.inject(request({ authorization: `bearer ${await serviceSigned(t, agency)}` }));
      expect(response.statusCode).toBe(route.successStatus);
    });

    it('refuses an access_token in the URL with 400 invalid_token_request', async () => {
      const { agency, request } = await shared();
      const response = await t.app.inject(request({}, `access_token=${await serviceSigned(t, agency)}`));
      expectProblem(response, 400, 'invalid_token_request');
      expect(response.headers['www-authenticate']).toContain('error="invalid_request"');
    });

    it('refuses an access_token in the URL even when the header carries a valid token', async () => {
      const { agency, request } = await shared();
      const token = await serviceSigned(t, agency);
      const response = await t.app.inject(request(bearer(token), `access_token=${token}`));
      expectProblem(response, 400, 'invalid_token_request');
    });

    it('refuses a token of another agency with 403, even one whose scopes would do', async () => {
      const { request } = await shared();
      const other = await t.agency();
      const response = await t.app.inject(request(bearer(await t.token(other))));
      if (route.otherAgency === 'not_found') {
        // The route names no agency: the token's is the one, and another agency's resource is not found.
        expectProblem(response, 404, 'not_found');
        return;
      }
      if (route.otherAgency === 'creates_own') {
        // The route names no agency: another agency's token registers an endpoint of its own.
        expect(response.statusCode).toBe(route.successStatus);
        expect(JSON.parse(response.body).agencyCode).toBe(other);
        return;
      }
      if (route.otherAgency === 'shared') {
        // A code list: the same for every agency.
        expect(response.statusCode).toBe(route.successStatus);
        return;
      }
      if (route.otherAgency === 'own') {
        // The route names no agency: another agency's token reads its own (empty) collection, never this one's.
        expect(response.statusCode).toBe(route.successStatus);
        expect(response.body).not.toContain('hooks.example.org');
        expect(JSON.parse(response.body).items).toEqual([]);
        return;
      }
      const body = expectProblem(response, 403, 'forbidden');
      expect(body.detail).toContain(other);
    });

    it('says why a token with a future iat or too long a lifetime is refused', async () => {
      const { agency, request } = await shared();
      const future = await t.app.inject(request(bearer(await serviceSigned(t, agency, { claims: { iat: nowSeconds() + 300 } }))));
      expectInvalidToken(future);
      expect(String(future.headers['www-authenticate'])).toMatch(/error_description="The access token's iat is \d+ s in the future/);
      const now = nowSeconds();
      const long = await t.app.inject(request(bearer(await serviceSigned(t, agency, { claims: { iat: now, exp: now + 90_000 } }))));
      expectInvalidToken(long);
      expect(String(long.headers['www-authenticate'])).toContain('lifetime (exp - iat) is 90000 s, longer than the 86400 s accepted');
    });

    it('accepts a token issued slightly in the future, within the clock skew, and one of exactly the longest lifetime', async () => {
      const { agency, request } = await forServed();
      const now = nowSeconds();
      const skewed = await serviceSigned(t, agency, { claims: { iat: now + 30, exp: now + 630 } });
      expect((await t.app.inject(request(bearer(skewed)))).statusCode).toBe(route.successStatus);
      const longest = await serviceSigned(t, agency, { claims: { iat: now, exp: now + t.config.tokens.maxTtlSeconds } });
      expect((await t.app.inject((reads ? request : await route.prepare(t, agency))(bearer(longest)))).statusCode).toBe(
        route.successStatus,
      );
    });

    it('refuses a token lacking the needed scope with 403 insufficient_scope', async () => {
      const { agency, request } = await shared();
      const response = await t.app.inject(request(bearer(await t.token(agency, [route.otherScope]))));
      expectProblem(response, 403, 'insufficient_scope');
      const challenge = String(response.headers['www-authenticate']);
      expect(challenge).toMatch(/^Bearer realm="biopermit"/);
      expect(challenge).toContain('error="insufficient_scope"');
      expect(challenge).toContain(`scope="${route.scope}"`);
    });

    it('refuses a token with no scope at all', async () => {
      const { agency, request } = await shared();
      const response = await t.app.inject(request(bearer(await serviceSigned(t, agency, { claims: { scope: '' } }))));
      expectProblem(response, 403, 'insufficient_scope');
    });

    it('serves a token issued to an API client at the token endpoint', async () => {
      const { agency, request } = await forServed();
      const { clientId, clientSecret } = await t.client(agency);
      const response = await t.app.inject(request(bearer(await clientToken(t, clientId, clientSecret))));
      expect(response.statusCode).toBe(route.successStatus);
    });

    it('refuses the token of a client revoked before the token was first used', async () => {
      const { agency, request } = await shared();
      const { clientId, clientSecret } = await t.client(agency);
      const token = await clientToken(t, clientId, clientSecret);
      await revokeClient(t.database.db, clientId, OPERATOR_ACTOR);

      expectInvalidToken(await t.app.inject(request(bearer(token))));
    });
  });

  describe('submitting for another agency', () => {
    it('refuses a body whose sourceAgencyCode is not the token’s agency, and stores nothing', async () => {
      const agencyA = await t.agency();
      const agencyB = await t.agency();
      const submission = aSubmission(agencyB);
      const response = await t.app.inject({
        method: 'POST',
        url: SUBMIT_PATH,
        headers: { ...bearer(await t.token(agencyA)), 'content-type': 'application/json' },
        payload: submission,
      });
      expectProblem(response, 403, 'forbidden');

      const listB = await t.app.inject({
        method: 'GET',
        url: `/api/v1/external/application/agency/${agencyB}`,
        headers: bearer(await t.token(agencyB)),
      });
      expect(listB.statusCode).toBe(200);
      expect(json(listB)).toEqual([]);

      // B can still submit that very number: A's attempt left no trace of it.
      const byB = await t.app.inject({
        method: 'POST',
        url: SUBMIT_PATH,
        headers: { ...bearer(await t.token(agencyB)), 'content-type': 'application/json' },
        payload: submission,
      });
      expect(byB.statusCode).toBe(201);
    });
  });

  describe('revoking a client whose token is in use', () => {
    it('stops the token working once the 10 s client-status cache has lapsed', async () => {
      const agency = await t.agency();
      const { clientId, clientSecret } = await t.client(agency);
      const token = await clientToken(t, clientId, clientSecret);
      const list = { method: 'GET' as const, url: `/api/v1/external/application/agency/${agency}`, headers: bearer(token) };
      expect((await t.app.inject(list)).statusCode).toBe(200);

      await revokeClient(t.database.db, clientId, OPERATOR_ACTOR);
      // Move only the clock past the cache lifetime: no sleeping, and the token itself is still unexpired.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 11_000);

      expectInvalidToken(await t.app.inject(list));
    });
  });
});
