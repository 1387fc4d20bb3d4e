import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_REGISTRY } from '../../src/actions.js';
import type { SubmissionReceipt } from '../../src/applications/application.schemas.js';
import { changeApplication } from '../../src/applications/application.write.js';
import type { LocationSubmission } from '../../src/applications/submission.schema.js';
import type { Dashboard } from '../../src/dashboard/dashboard.schemas.js';
import { testDialects } from '../helpers/databases.js';
import { aLocation, aSubmission } from '../helpers/factories.js';
import { createStaff, loginAs, type StaffHeaders } from '../helpers/staff.js';
import { bearer, createTestApp, json, type TestApp } from '../helpers/test-app.js';
import { aStaffActor } from '../helpers/workflow.js';

/**
 * Issue 21 §5: the dashboard groups applications by the PSGC region and province codes of their
 * locations, received in the last twelve months and open today; the uncoded are a group of their own.
 */

const LAGUNA = aLocation();
const PALAWAN = aLocation({ region: 'MIMAROPA', province: 'Palawan', cityOrMunicipality: 'El Nido', barangay: undefined });
const QUEZON_CITY = aLocation({ region: 'NCR', province: 'Metro Manila', cityOrMunicipality: 'Quezon City', barangay: undefined });
const ATLANTIS = aLocation({ region: 'Atlantis', province: 'Atlantis', cityOrMunicipality: 'Atlantis', barangay: undefined });

describe.each(testDialects)('the dashboard by place (%s)', (dialect) => {
  let t: TestApp;
  let chief: StaffHeaders;
  let limitedChief: StaffHeaders;

  async function submit(agency: string, token: string, locations: LocationSubmission[]): Promise<SubmissionReceipt> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/external/application',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: aSubmission(agency, { locations }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return json<SubmissionReceipt>(response);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const main = await t.agencyWithToken();
    const other = await t.agencyWithToken();
    await submit(main.agency, main.token, [LAGUNA]);
    // Two locations in Laguna count once there; one in Palawan too.
    await submit(main.agency, main.token, [LAGUNA, LAGUNA, PALAWAN]);
    const denied = await submit(main.agency, main.token, [LAGUNA]);
    await changeApplication(t.database.db, {
      observers: ACTION_REGISTRY.observers,
      applicationId: denied.id,
      actor: aStaffActor(['admin']),
      decide: () => ({ set: { status: 'denied', decided_at: new Date().toISOString() } }),
    });
    await submit(other.agency, other.token, [PALAWAN]);
    await submit(other.agency, other.token, [QUEZON_CITY]);
    await submit(other.agency, other.token, [ATLANTIS]);
    chief = await loginAs(t, await createStaff(t, { roles: ['chief'] }));
    limitedChief = await loginAs(t, await createStaff(t, { roles: ['chief'], agencies: [main.agency] }));
  });
  afterAll(async () => t?.close());

  const dashboardOf = async (headers: StaffHeaders) => {
    const response = await t.app.inject({ url: '/api/v1/staff/dashboard', headers });
    expect(response.statusCode, response.body).toBe(200);
    return json<Dashboard>(response).byPlace;
  };

  it('counts applications received and open per region and province code, the uncoded last', async () => {
    const byPlace = await dashboardOf(chief);
    expect(byPlace.regions).toEqual([
      { code: '0400000000', name: 'Region IV-A', received: 3, open: 2 },
      { code: '1300000000', name: 'National Capital Region', received: 1, open: 1 },
      { code: '1700000000', name: 'MIMAROPA Region', received: 2, open: 2 },
      { code: null, name: null, received: 1, open: 1 },
    ]);
    expect(byPlace.provinces).toEqual([
      { code: '0403400000', name: 'Laguna', regionCode: '0400000000', received: 3, open: 2 },
      { code: '1300000000', name: 'National Capital Region', regionCode: '1300000000', received: 1, open: 1 },
      { code: '1705300000', name: 'Palawan', regionCode: '1700000000', received: 2, open: 2 },
      { code: null, name: null, regionCode: null, received: 1, open: 1 },
    ]);
  });

  it('counts only the agencies of a user limited to some', async () => {
    const byPlace = await dashboardOf(limitedChief);
    expect(byPlace.provinces.map(({ code, received, open }) => ({ code, received, open }))).toEqual([
      { code: '0403400000', received: 3, open: 2 },
      { code: '1705300000', received: 1, open: 1 },
    ]);
  });
});
