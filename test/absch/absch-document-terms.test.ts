import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AbsPermitDocument } from '../../src/absch/abs-permit.document.js';
import { aTeam, type Team } from '../helpers/actions.js';
import { testDialects } from '../helpers/databases.js';
import { permitEnv } from '../helpers/permits.js';
import { anIssuedPermitWithTerms } from '../helpers/terms.js';
import { createTestApp, json, type TestApp } from '../helpers/test-app.js';

const SPECIAL = 'Collection of Rafflesia limited to bract clippings; no whole flowers';

interface DocumentExport {
  readonly document: AbsPermitDocument;
  readonly problems: readonly { readonly property: string }[];
}

describe.each(testDialects)('the Clearing-House document of a permit issued with its terms (%s)', (dialect) => {
  let t: TestApp;
  let team: Team;
  beforeAll(async () => {
    t = await createTestApp(dialect, permitEnv());
    team = await aTeam(t);
  });
  afterAll(async () => t?.close());

  it('carries each authorised line’s quantity, the standard and the special conditions, and no collector', async () => {
    const { permit, terms } = await anIssuedPermitWithTerms(t, team, SPECIAL);
    const response = await t.app.inject({ url: `/api/v1/staff/permits/${permit.id}/absch-document`, headers: team.approver.headers });
    expect(response.statusCode, response.body).toBe(200);
    const { document, problems } = json<DocumentExport>(response);
    // Nothing the terms add is refused: the only problems are the records this test's setting leaves unset.
    const unset = ['absCNA', 'providers', 'entitiesToWhomPICGranted'];
    expect(problems.filter((p) => !unset.includes(p.property))).toEqual([]);

    const subjectMatter = document.subjectMatter?.en ?? '';
    expect(subjectMatter).toContain('Authorised specimens:');
    expect(terms.terms.lines.length).toBeGreaterThan(0);
    // One specimen per authorised line, named with its quantity and municipality.
    expect(document.specimens).toHaveLength(terms.terms.lines.length);
    for (const [i, line] of terms.terms.lines.entries()) {
      const amount = `17 tissue samples${line.part ? ` (${line.part})` : ''}, by Hand collection`;
      expect(document.specimens?.[i]?.name).toContain(`${amount}, ${line.site.cityOrMunicipality}, ${line.site.province}`);
      expect(subjectMatter).toContain(`${amount}, in ${line.site.cityOrMunicipality}, ${line.site.province}`);
    }

    const usage = document.usagesDescription?.en ?? '';
    expect(usage).toContain(`<li>Special condition: ${SPECIAL}</li>`);
    expect(terms.terms.standardConditions.length).toBeGreaterThan(0);
    for (const condition of terms.terms.standardConditions) expect(usage).toContain(`<li>${condition}</li>`);

    // The record is public worldwide: no collector, no identification.
    const whole = JSON.stringify(document);
    expect(whole).not.toContain('Jose Rizal Mercado');
    expect(whole).not.toContain('PhilSys');
    for (const line of terms.terms.lines) {
      if (line.site.barangay) expect(whole).not.toContain(line.site.barangay);
    }
  });
});
