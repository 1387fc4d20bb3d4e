import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationPermits } from '../../src/permits/permit.views.js';
import type { PublicAuthorisation } from '../../src/permits/public-authorisation.js';
import { aTeam, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { anApprovedApplication, issuePermitFor, permitEnv } from '../helpers/permits.js';
import { anIssuedPermitWithTerms } from '../helpers/terms.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 28 §3: the verification page and the public lookup say what the permit authorises in the
 * public's terms (species count, sites by province and municipality, the terms' lines and totals per
 * unit), and nothing personal: no collector, no address, no barangay.
 */

const SPECIAL = 'No whole flowers';

describe.each(testDialects)('what a permit authorises, as the public reads it (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  async function verifyLink(applicationId: string): Promise<string> {
    const response = await t.app.inject({ url: `/api/v1/staff/applications/${applicationId}/permits`, headers: team.approver.headers });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(json<ApplicationPermits>(response).permits[0]?.verificationUrl as string);
    return `${url.pathname}${url.search}`;
  }

  it('shows the species, the sites by province, the lines and the totals from the terms; no collector nor address', async () => {
    const { id, permit, terms } = await anIssuedPermitWithTerms(t, team, SPECIAL);
    const lines = terms.terms.lines;
    const species = new Set(lines.map((line) => line.scientificName)).size;
    const provinces = [...new Set(lines.map((line) => line.site.province))];
    const expected: PublicAuthorisation = {
      speciesCount: species,
      sites: provinces.map((province) => ({
        province,
        municipalities: [...new Set(lines.filter((l) => l.site.province === province).map((l) => l.site.cityOrMunicipality))],
      })),
      authorisedLines: lines.length,
      totals: [{ unit: 'tissue_samples', quantity: 17 * lines.length }],
    };
    const link = await verifyLink(id);

    const asJson = await t.app.inject({ url: link, headers: { accept: 'application/json' } });
    expect(asJson.statusCode, asJson.body).toBe(200);
    expect(json<{ authorises: PublicAuthorisation }>(asJson).authorises).toEqual(expected);

    const asHtml = await t.app.inject({ url: link, headers: { accept: 'text/html' } });
    expect(asHtml.statusCode).toBe(200);
    const firstSite = expected.sites[0];
    expect(asHtml.body).toContain(`<dt>Collection sites</dt><dd>${firstSite?.province}: ${firstSite?.municipalities.join(', ')}`);
    expect(asHtml.body).toContain(`<dt>Authorised lines (species × site)</dt><dd>${lines.length}</dd>`);
    expect(asHtml.body).toContain(`<dt>Total authorised</dt><dd>${17 * lines.length} tissue samples</dd>`);

    const lookup = await t.app.inject({ url: `/api/v1/public/permits/${encodeURIComponent(permit.permit_no)}` });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(json<{ authorises: PublicAuthorisation }>(lookup).authorises).toEqual(expected);

    const collector = terms.terms.collectors.find((c) => c.role === 'holder');
    for (const body of [asJson.body, asHtml.body, lookup.body]) {
      expect(body).not.toContain('Jose Rizal Mercado');
      expect(body).not.toContain('PhilSys');
      expect(body).not.toContain('Silliman');
      if (collector?.affiliation) expect(body).not.toContain(collector.affiliation);
      for (const line of lines) if (line.site.barangay) expect(body).not.toContain(line.site.barangay);
    }
    // The lookup names the holder by initials only.
    if (collector) expect(lookup.body).not.toContain(collector.name);
  });

  it('for a permit whose terms set no quantity, says how many lines and gives no total', async () => {
    const { receipt } = await anApprovedApplication(t);
    const permit = await issuePermitFor(t, receipt.id, team.approver);
    const lookup = await t.app.inject({ url: `/api/v1/public/permits/${encodeURIComponent(permit.permit_no)}` });
    expect(lookup.statusCode, lookup.body).toBe(200);
    const { authorises } = json<{ authorises: PublicAuthorisation }>(lookup);
    expect(authorises.totals).toEqual([]);
    expect(authorises.speciesCount).toBeGreaterThan(0);
    expect(authorises.sites.length).toBeGreaterThan(0);
  });
});
