import type { LightMyRequestResponse } from 'fastify';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { changeApplication } from '../../src/applications/application.write.js';
import type { ApplicationSubmission } from '../../src/applications/submission.schema.js';
import type { AgencyObligation, StaffObligations } from '../../src/obligations/obligation.schemas.js';
import type { Member } from './actions.js';
import { aSubmission } from './factories.js';
import { multipart, type Part } from './files-app.js';
import { issuePermitFor } from './permits.js';
import { pdf } from './sample-files.js';
import { bearer, json, type TestApp } from './test-app.js';
import { aStaffActor } from './workflow.js';

/** Permits' obligations for tests (issue 20): an issued permit, the agency's and the staff's reads, a submission. */

export interface IssuedPermit {
  readonly agency: string;
  readonly token: string;
  readonly receipt: SubmissionReceipt;
  readonly permitId: string;
}

/** An application submitted with `overrides`, approved through the write path, its permit issued over HTTP. */
export async function anIssuedPermit(t: TestApp, approver: Member, overrides: Partial<ApplicationSubmission> = {}): Promise<IssuedPermit> {
  const { agency, token } = await t.agencyWithToken();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/external/application',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: aSubmission(agency, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`submission answered ${response.statusCode}: ${response.body}`);
  const receipt = json<SubmissionReceipt>(response);
  await changeApplication(t.database.db, {
    observers: ACTION_REGISTRY.observers,
    applicationId: receipt.id,
    actor: aStaffActor(['approver']),
    role: 'approver',
    decide: () => ({ journal: [{ action: 'approved' }], set: { status: 'approved', decided_at: new Date().toISOString() } }),
  });
  const permit = await issuePermitFor(t, receipt.id, approver);
  return { agency, token, receipt, permitId: permit.id };
}

export function obligationsPath(p: Pick<IssuedPermit, 'agency' | 'receipt'>): string {
  return `/api/v1/external/application/${p.receipt.cnaApplicationUniqueNo}/agency/${p.agency}/obligations`;
}

export async function agencyObligations(t: TestApp, p: IssuedPermit): Promise<AgencyObligation[]> {
  const response = await t.app.inject({ url: obligationsPath(p), headers: bearer(p.token) });
  if (response.statusCode !== 200) throw new Error(`obligations answered ${response.statusCode}: ${response.body}`);
  return json<{ items: AgencyObligation[] }>(response).items;
}

export async function staffObligations(t: TestApp, who: Member, applicationId: string): Promise<StaffObligations> {
  const response = await t.app.inject({ url: `/api/v1/staff/applications/${applicationId}/obligations`, headers: who.headers });
  if (response.statusCode !== 200) throw new Error(`staff obligations answered ${response.statusCode}: ${response.body}`);
  return json<StaffObligations>(response);
}

export async function obligationOfType(t: TestApp, p: IssuedPermit, type: string): Promise<AgencyObligation> {
  const found = (await agencyObligations(t, p)).find((o) => o.type === type && o.permitId === p.permitId);
  if (found === undefined) throw new Error(`no ${type} obligation`);
  return found;
}

/** A specimen row collected where and when the factory's permit allows, of a species it names. */
export function aSpecimenRow(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    scientificName: 'Platymantis luzonensis',
    count: 4,
    unit: 'tissue samples',
    state: 'preserved in ethanol',
    location: { province: 'Laguna', cityOrMunicipality: 'Los Baños', barangay: 'Batong Malake', latitude: 14.1486, longitude: 121.2158 },
    // Inside the factories' collection window (from 1 Dec 2026) and never in the future, whatever day the tests run.
    dateCollected: '2026-12-02',
    ...overrides,
  };
}

/** POST a submission as the agency: a PDF (or the `file` given, or several `files`) and the fields given (`specimens` as sent, JSON text). */
export function submitAsAgency(
  t: TestApp,
  p: Pick<IssuedPermit, 'agency' | 'receipt' | 'token'>,
  obligationId: string,
  fields: Record<string, string>,
  options: {
    headers?: Record<string, string>;
    file?: { fileName: string; content: Buffer } | null;
    files?: readonly { fileName: string; content: Buffer }[];
  } = {},
): Promise<LightMyRequestResponse> {
  const file = options.file === undefined ? { fileName: 'collection-report.pdf', content: pdf('Collection report') } : options.file;
  const files = options.files ?? (file === null ? [] : [file]);
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((f) => ({ name: 'file', ...f })),
  ];
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `${obligationsPath(p)}/${obligationId}/submissions`,
    headers: { ...bearer(p.token), ...body.headers, ...(options.headers ?? {}) },
    payload: body.payload,
  });
}
